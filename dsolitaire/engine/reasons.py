"""Why an action, a drop or a game code is refused: structured values, and their English.

The engine decides *whether* and *why* (:meth:`Game.refusal`, :meth:`Game.drop_refusal`,
:meth:`Game.click_refusal`, :meth:`Game.double_click_refusal`, :meth:`GameCode.parse`);
a :class:`Refusal` or :class:`CodeError` says which rule and names the cards (ids) and
places involved, so that the app can word it in the player's language.
:func:`refusal_text` and :func:`code_error_text` are the engine's own English (error
messages and the command line).

>>> refusal_text(Refusal(RefusalKind.DOES_NOT_FIT, cards=(20, 8)))
'8H does not fit on 9S'
>>> code_error_text(CodeError(CodeErrorKind.DRAW, "DS1-D9N-AAAAAAB", "D9N"))
"'DS1-D9N-AAAAAAB' is not a game code: in the mode 'D9N' the draw must be D1 or D3; \
the expected form is DS1-D1N-ABCDEFG: DS1, then D1 or D3 (draw 1 or 3) with N or V \
(Normal or Vegas scoring), then 7 letters A-Z"
"""

from __future__ import annotations

from .actions import FOUNDATION, SLOT0, STOCK, WASTE, place_text
from .cards import card_text
from .reason_types import CodeError, CodeErrorKind, Refusal, RefusalKind

__all__ = [
    "EXAMPLE", "FORM", "CodeError", "CodeErrorKind", "Refusal", "RefusalKind",
    "code_error_text", "place_words", "refusal_text",
]


def place_words(place: int) -> str:
    """A place in English words: ``column 3``, ``the waste``, ``foundation F2``."""
    if 0 <= place < 9:
        return f"column {place + 1}"
    if place == WASTE:
        return "the waste"
    if place == STOCK:
        return "the stock"
    if place == FOUNDATION:
        return "the foundations"
    if SLOT0 <= place < SLOT0 + 8:
        return f"foundation {place_text(place)}"
    return place_text(place)


def refusal_text(refusal: Refusal) -> str:
    """The engine's English for a refusal (card names in the notation: ``8H``)."""
    k = refusal.kind
    c = [card_text(card) for card in refusal.cards]
    p = [place_words(place) for place in refusal.places]
    K = RefusalKind
    if k is K.REPLAY:
        return "this is a replay: nothing can be moved"
    if k is K.STOCK_AND_WASTE_EMPTY:
        return "the stock and the waste are empty"
    if k is K.VEGAS_SINGLE_PASS:
        return "the stock is empty and Vegas scoring allows a single pass"
    if k is K.STOCK_ONLY_TO_WASTE:
        return "a stock click turns cards onto the waste"
    if k is K.WASTE_EMPTY:
        return "the waste is empty"
    if k is K.COLUMN_EMPTY or k is K.FOUNDATION_EMPTY:
        return f"{p[0]} is empty"
    if k is K.NOT_A_SOURCE:
        return f"nothing can be moved from {p[0]}"
    if k is K.NO_SUCH_CARD:
        return f"{p[0]} has no card {refusal.places[1] + 1}"
    if k is K.FACE_DOWN:
        return f"{c[0]} in {p[0]} is face down"
    if k is K.NOT_TOP_CARD:
        return f"only the top card of {p[0]} can be moved, and {c[0]} is under it"
    if k is K.FOUNDATION_TO_FOUNDATION:
        return "a card cannot move from one foundation to another"
    if k is K.FOUNDATION_ONLY_TO_COLUMN:
        return "a foundation card can only be taken back to a column"
    if k is K.ONLY_TOP_TO_FOUNDATION:
        return f"only a top card can go to a foundation, and {c[0]} has cards on it"
    if k is K.NO_FOUNDATION_TAKES:
        return f"no foundation takes {c[0]}"
    if k is K.NO_COLUMN_TAKES:
        return f"no column takes {c[0]}"
    if k is K.NOT_A_TARGET:
        return f"cards cannot be moved to {p[0]}"
    if k is K.ONTO_ITSELF:
        return "a column cannot move onto itself"
    if k is K.ONLY_KING_ON_EMPTY:
        return f"only a King may go to empty {p[0]}, not {c[0]}"
    if k is K.DOES_NOT_FIT:
        return f"{c[0]} does not fit on {c[1]}"
    assert k is K.RUN_DOES_NOT_FIT
    return f"none of {c[0]}…{c[1]} fits on {c[2]}"


EXAMPLE = "DS1-D1N-ABCDEFG"
FORM = (
    f"the expected form is {EXAMPLE}: DS1, then D1 or D3 (draw 1 or 3) with N or V "
    "(Normal or Vegas scoring), then 7 letters A-Z"
)


def code_error_text(error: CodeError) -> str:
    """The engine's English for a code error: one line, with the expected form."""
    k = error.kind
    K = CodeErrorKind
    if k is K.DEAL_NUMBER:
        return f"deal number {error.part} is outside 0 … {26**7 - 1}"
    if k is K.DRAW_NUMBER:
        return f"draw must be 1 or 3, not {error.part}"
    if k is K.EMPTY:
        return f"the game code is empty; {FORM}"
    part = repr(error.part)
    if k is K.NOT_ASCII:
        why = "it has characters other than A-Z, 0-9 and '-'"
    elif k is K.PARTS:
        why = "it needs three parts separated by '-'"
    elif k is K.PREFIX:
        why = f"it must start with DS1, not {part}"
    elif k is K.DRAW:
        why = f"in the mode {part} the draw must be D1 or D3"
    elif k is K.SCORING:
        why = f"in the mode {part} the scoring must be N or V"
    elif k is K.MODE:
        why = f"the mode {part} must be D1 or D3 followed by N or V"
    else:
        assert k is K.DEAL_LENGTH or k is K.DEAL_LETTERS
        why = f"the deal {part} must be exactly 7 letters A-Z"
    return f"{error.text!r} is not a game code: {why}; {FORM}"
