"""The table: the scene of card items, its art and decks, and its accessibility."""
