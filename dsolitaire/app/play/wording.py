"""The player's words for what the engine says in structures.

The engine decides why an action, a drop or a game code is refused and returns a
:class:`~dsolitaire.engine.Refusal` or :class:`~dsolitaire.engine.CodeError`; an undo
command keeps an :class:`~dsolitaire.app.play.labels.ActionLabel`. :class:`Wording` turns
them into sentences with ``self.tr()``, so every one of them is translated (context
``Wording``) and can be worded again when the language changes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from ...engine import (
    FOUNDATION,
    SLOT0,
    STOCK,
    WASTE,
    CodeError,
    CodeErrorKind,
    InvalidRecord,
    Refusal,
    RefusalKind,
    card_of,
)
from ...engine.outcomes import HintAnswer
from .labels import ActionKind, ActionLabel, fill_label

#: The game code shown as an example of the right form.
EXAMPLE_CODE = "DS1-D1N-ABCDEFG"
#: A typed text longer than this is cut short (with …) when a message quotes it.
QUOTE_LIMIT = 24


class Wording(QObject):
    """Sentences for refusals, game-code errors and undo labels, through ``self.tr()``."""

    # -- pieces ------------------------------------------------------------------------

    def card(self, card: int) -> str:
        """A card for people: ``7♥``, ``10♠`` (the engine's symbols)."""
        return card_of(card).symbol

    def place(self, place: int) -> str:
        """A place inside a sentence: "column 3", "the waste", "the foundation"."""
        if 0 <= place < 9:
            return self.tr("column %1").replace("%1", str(place + 1))
        if place == WASTE:
            return self.tr("the waste")
        if place == STOCK:
            return self.tr("the stock")
        if place == FOUNDATION or SLOT0 <= place < SLOT0 + 8:
            return self.tr("the foundation")
        return "?"

    # -- refusals ----------------------------------------------------------------------

    def refusal(self, refusal: Refusal, card: Callable[[int], str] | None = None) -> str:
        """One short sentence (no final stop, for the status bar) saying why; its cards
        in ``card``'s words (default: the symbols, :meth:`card`; a screen reader's
        words give their names)."""
        K = RefusalKind
        k = refusal.kind
        cards = [(card or self.card)(c) for c in refusal.cards]
        places = refusal.places
        if k is K.REPLAY:
            return self.tr("This is a replay: Play on from here to take over the game")
        if k is K.STOCK_AND_WASTE_EMPTY:
            return self.tr("The stock and the waste are empty")
        if k is K.VEGAS_SINGLE_PASS:
            return self.tr("In Vegas scoring the stock can be gone through only once")
        if k is K.STOCK_ONLY_TO_WASTE:
            return self.tr("The stock only turns cards onto the waste")
        if k is K.WASTE_EMPTY:
            return self.tr("The waste is empty")
        if k is K.COLUMN_EMPTY:
            return self.tr("Column %1 is empty").replace("%1", str(places[0] + 1))
        if k is K.FOUNDATION_EMPTY:
            return self.tr("This foundation is empty")
        if k is K.NOT_A_SOURCE:
            return self.tr("Cards cannot be taken from %1").replace("%1", self.place(places[0]))
        if k is K.NO_SUCH_CARD:
            return self.tr("There is no such card in %1").replace("%1", self.place(places[0]))
        if k is K.FACE_DOWN:
            return self.tr("A face-down card cannot be moved")
        if k is K.NOT_TOP_CARD:
            return (self.tr("Only the top card of %1 can be moved")
                    .replace("%1", self.place(places[0])))
        if k is K.FOUNDATION_TO_FOUNDATION:
            return self.tr("A card cannot move from one foundation to another")
        if k is K.FOUNDATION_ONLY_TO_COLUMN:
            return self.tr("A card from a foundation can only go back to a column")
        if k is K.ONLY_TOP_TO_FOUNDATION:
            return self.tr("Only a top card can go to a foundation")
        if k is K.NO_FOUNDATION_TAKES:
            return self.tr("No foundation takes %1 yet").replace("%1", cards[0])
        if k is K.NO_COLUMN_TAKES:
            return self.tr("No column takes %1").replace("%1", cards[0])
        if k is K.NOT_A_TARGET:
            return self.tr("Cards cannot be put on %1").replace("%1", self.place(places[0]))
        if k is K.ONTO_ITSELF:
            return self.tr("A column cannot move onto itself")
        if k is K.ONLY_KING_ON_EMPTY:
            return self.tr("Only a King may go to an empty column, not %1").replace(
                "%1", cards[0])
        if k is K.DOES_NOT_FIT:
            return (self.tr("%1 does not fit on %2").replace("%1", cards[0])
                    .replace("%2", cards[1]))
        assert k is K.RUN_DOES_NOT_FIT
        return (self.tr("None of %1\u2026%2 fits on %3").replace("%1", cards[0])
                .replace("%2", cards[1]).replace("%3", cards[2]))

    # -- game codes --------------------------------------------------------------------

    def quote(self, text: str) -> str:
        """The typed text as a message shows it, cut short when it is long."""
        return text if len(text) <= QUOTE_LIMIT else text[: QUOTE_LIMIT - 1] + "\u2026"

    def code_error(self, error: CodeError) -> str:
        """One sentence: what is wrong with the typed code, with an example of the form."""
        K = CodeErrorKind
        k = error.kind
        if k is K.EMPTY:
            text = self.tr("Type a game code such as %2.")
        elif k is K.NOT_ASCII:
            text = self.tr("%1 is not a game code: use only the letters A\u2013Z, digits "
                           "and hyphens, as in %2.")
        elif k is K.PARTS:
            text = self.tr("%1 is not a game code: it has three parts joined by hyphens, "
                           "as in %2.")
        elif k is K.PREFIX:
            text = self.tr("%1 is not a game code: it must start with DS1, as in %2.")
        elif k is K.DRAW:
            text = self.tr("%1 is not a game code: the draw must be D1 or D3, as in %2.")
        elif k is K.SCORING:
            text = self.tr("%1 is not a game code: after D1 or D3 comes N (Normal) or "
                           "V (Vegas), as in %2.")
        elif k is K.MODE:
            text = self.tr("%1 is not a game code: the middle part must be D1 or D3 "
                           "followed by N or V, as in %2.")
        elif k is K.DEAL_LENGTH:
            text = self.tr("%1 is not a game code: the last part must be 7 letters, "
                           "as in %2.")
        elif k is K.DEAL_LETTERS:
            text = self.tr("%1 is not a game code: the last part must be letters A\u2013Z "
                           "only, as in %2.")
        elif k is K.DEAL_NUMBER:
            return self.tr("There is no game code for deal number %1.").replace(
                "%1", error.part)
        else:
            assert k is K.DRAW_NUMBER
            if not error.part.lstrip("-").isdigit():
                return self.tr("There is no game code that draws %1 cards.").replace(
                    "%1", error.part)
            return self.tr("There is no game code that draws %n card(s).", "",
                           int(error.part))
        return text.replace("%1", self.quote(error.text)).replace("%2", EXAMPLE_CODE)

    # -- game records ------------------------------------------------------------------

    def record_error(self, error: InvalidRecord) -> str:
        """One sentence: the first thing wrong in a pasted record (``CODE: a1 a2 …``)."""
        if error.code_error is not None:
            return self.code_error(error.code_error)
        if error.index is None:
            return self.tr("Write a game record as the game code, a colon and the actions, "
                           "as in %1.").replace("%1", EXAMPLE_CODE + ": S 5>2 W>F")
        number = str(error.index + 1)
        shown = self.quote(error.action_text)
        if error.refusal is None:
            return (self.tr("Action %1 (\u201c%2\u201d) is not an action: write S, W>F, W>3, "
                            "3>F, 3>7 or F1>3.").replace("%1", number).replace("%2", shown))
        return (self.tr("Action %1 (\u201c%2\u201d) is not allowed here: %3.")
                .replace("%1", number).replace("%2", shown)
                .replace("%3", self.refusal(error.refusal)))

    # -- undo labels -------------------------------------------------------------------

    def undo_text(self, label: ActionLabel) -> str:
        """The text of an undo command: "Move 7♥ to column 3" (the menu shows it)."""
        return fill_label(label, {
            ActionKind.DRAW: self.tr("Draw from the stock"),
            ActionKind.RECYCLE: self.tr("Turn the waste over"),
            ActionKind.RESTART: self.tr("Restart this deal"),
            ActionKind.TO_FOUNDATION: self.tr("Move %1 to the foundation"),
            ActionKind.TO_COLUMN: self.tr("Move %1 to column %2"),
        }, self.card)

    def undo_menu_text(self, label: ActionLabel, redo: bool) -> str:
        """The Undo or Redo menu entry for a command, as one sentence of its own (no
        capital mid-sentence): "&Undo: move 7♥ to column 3"."""
        if redo:
            texts = {
                ActionKind.DRAW: self.tr("&Redo: draw from the stock"),
                ActionKind.RECYCLE: self.tr("&Redo: turn the waste over"),
                ActionKind.RESTART: self.tr("&Redo: restart this deal"),
                ActionKind.TO_FOUNDATION: self.tr("&Redo: move %1 to the foundation"),
                ActionKind.TO_COLUMN: self.tr("&Redo: move %1 to column %2"),
            }
        else:
            texts = {
                ActionKind.DRAW: self.tr("&Undo: draw from the stock"),
                ActionKind.RECYCLE: self.tr("&Undo: turn the waste over"),
                ActionKind.RESTART: self.tr("&Undo: restart this deal"),
                ActionKind.TO_FOUNDATION: self.tr("&Undo: move %1 to the foundation"),
                ActionKind.TO_COLUMN: self.tr("&Undo: move %1 to column %2"),
            }
        return fill_label(label, texts, self.card)

    # -- hints -------------------------------------------------------------------------

    def hint_text(self, label: ActionLabel, case: HintAnswer, seconds: float = 0.0) -> str:
        """A hint for the status bar that says which case it is in (a
        :class:`~dsolitaire.engine.outcomes.HintAnswer` that names a move): the next
        action of the winning line the solver found ("Winning line: move 7♥ to column
        3"), the solver has not answered yet, it did not decide the position within
        ``seconds``, no search can run, another move than the winning line's, or a move
        from a position proven lost."""
        move = fill_label(label, {
            ActionKind.DRAW: self.tr("draw from the stock"),
            ActionKind.RECYCLE: self.tr("turn the waste over"),
            ActionKind.TO_FOUNDATION: self.tr("move %1 to the foundation"),
            ActionKind.TO_COLUMN: self.tr("move %1 to column %2"),
        }, self.card)
        if case is HintAnswer.WINNING_LINE:
            frame = self.tr("Winning line: %1")
        elif case is HintAnswer.SEARCHING:
            frame = self.tr("Still searching; for now: %1")
        elif case is HintAnswer.UNDECIDED:
            frame = self.tr("Not decided within %2 s; a likely move: %1")
        elif case is HintAnswer.LIKELY:  # no search at all (no worker process can run here)
            frame = self.tr("A likely move: %1")
        elif case is HintAnswer.OTHER:
            frame = self.tr("Another move, not the winning line's: %1")
        else:
            assert case is HintAnswer.FROM_LOST, case
            frame = self.tr("No winning line is left; a move: %1")
        return frame.replace("%2", str(max(1, round(seconds)))).replace("%1", move)

    def hint_draws_then(self, draws: int, then: ActionLabel) -> str:
        """A hint from a winning line that draws ``draws`` times and then plays the waste's
        card: "Winning line: draw from the stock 3 times, then move 7♥ to column 3"."""
        card = self.card(then.card)
        if then.kind is ActionKind.TO_FOUNDATION:
            text = self.tr("Winning line: draw from the stock %n time(s), then move %1 to "
                           "the foundation", "", draws)
        else:
            text = self.tr("Winning line: draw from the stock %n time(s), then move %1 to "
                           "column %2", "", draws).replace("%2", str(then.target + 1))
        return text.replace("%1", card)

    def hint_alone(self, case: HintAnswer) -> str:
        """A hint that names no move (said only when the player asks): the solver proved
        that no win is left (with something to undo, from the deal's start, or past what
        undo reaches), or nothing at all can be played."""
        if case is HintAnswer.NO_WIN_LEFT:
            return self.tr("No winning line is left from here; undo or start a new game")
        if case is HintAnswer.DEAL_LOST:
            return self.tr("This deal cannot be won; start a new game")
        if case is HintAnswer.LOST_PAST_UNDO:
            return self.tr("No winning line is left from here; start a new game")
        assert case is HintAnswer.NO_MOVE, case
        return self.tr("No card can be moved; undo or start a new game")
