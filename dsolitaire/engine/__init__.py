"""The Double Solitaire rules engine: pure Python, no Qt.

The rules are ``spec/rules.md``; game codes and deals ``spec/game-code.md``; the action
notation and the command line ``spec/notation.md``.
"""

from .actions import FOUNDATION, SLOT0, STOCK, STOCK_CLICK, WASTE, Action, place_text, slot_place
from .cards import CARDS, DECK_SIZE, RANK, RED, SUIT, Card, card_of, card_text
from .code import DEAL_COUNT, GameCode, deal_cards, shuffled_deck, splitmix64
from .errors import EngineError, IllegalMove, InvalidGameCode, InvalidNotation
from .game import Game, Record
from .render import position_json, position_text

__all__ = [
    "CARDS", "DEAL_COUNT", "DECK_SIZE", "FOUNDATION", "RANK", "RED", "SLOT0", "STOCK",
    "STOCK_CLICK", "SUIT", "WASTE", "Action", "Card", "EngineError", "Game", "GameCode",
    "IllegalMove", "InvalidGameCode", "InvalidNotation", "Record", "card_of", "card_text",
    "deal_cards", "place_text", "position_json", "position_text", "shuffled_deck",
    "slot_place", "splitmix64",
]
