"""Double Solitaire: the two-deck, nine-column patience."""

__version__ = "0.1.0"
