"""The Double Solitaire rules engine: pure Python, no Qt.

The rules for players are ``docs/rules.en.md``; game codes and the deal they name are
``docs/game-code.md``; the action notation and game records ``docs/notation.md``.
"""

from .actions import FOUNDATION, SLOT0, STOCK, STOCK_CLICK, WASTE, Action, place_text, slot_place
from .cards import CARDS, DECK_SIZE, RANK, RED, SUIT, Card, card_of, card_text
from .code import DEAL_COUNT, MODES, GameCode, Mode, deal_cards, shuffled_deck, splitmix64
from .errors import EngineError, IllegalMove, InvalidGameCode, InvalidNotation
from .game import (
    FLIP,
    RECYCLE,
    TO_FOUNDATION,
    UNDO_LIMIT,
    VEGAS_FOUNDATION,
    VEGAS_START,
    WASTE_TO_COLUMN,
    ActionRecord,
    Decision,
    Game,
    Preview,
    score_text,
)
from .reasons import (
    CodeError,
    CodeErrorKind,
    Refusal,
    RefusalKind,
    code_error_text,
    place_words,
    refusal_text,
)
from .record import GameRecord, InvalidRecord, format_record, looks_like_record, parse_record
from .render import position_json, position_text
from .rulestext import RULES_LANGUAGES, render_rules, rules_document, rules_values

__all__ = [
    "CARDS",
    "DEAL_COUNT",
    "DECK_SIZE",
    "FLIP",
    "FOUNDATION",
    "MODES",
    "RANK",
    "RECYCLE",
    "RED",
    "RULES_LANGUAGES",
    "SLOT0",
    "STOCK",
    "STOCK_CLICK",
    "SUIT",
    "TO_FOUNDATION",
    "UNDO_LIMIT",
    "VEGAS_FOUNDATION",
    "VEGAS_START",
    "WASTE",
    "WASTE_TO_COLUMN",
    "Action",
    "ActionRecord",
    "Card",
    "CodeError",
    "CodeErrorKind",
    "Decision",
    "EngineError",
    "Game",
    "GameCode",
    "GameRecord",
    "IllegalMove",
    "InvalidGameCode",
    "InvalidNotation",
    "InvalidRecord",
    "Mode",
    "Preview",
    "Refusal",
    "RefusalKind",
    "card_of",
    "card_text",
    "code_error_text",
    "deal_cards",
    "format_record",
    "looks_like_record",
    "parse_record",
    "place_text",
    "place_words",
    "position_json",
    "position_text",
    "refusal_text",
    "render_rules",
    "rules_document",
    "rules_values",
    "score_text",
    "shuffled_deck",
    "slot_place",
    "splitmix64",
]
