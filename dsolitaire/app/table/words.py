"""The table's words for people and screen readers: cards, piles, focus, picks and
actions, every one through ``self.tr()`` (context ``TableWords``)."""

from __future__ import annotations

import re

from PySide6.QtCore import QObject

from ...engine import DECK_SIZE, RANK, SLOT0, STOCK, SUIT, WASTE, Refusal
from ..play.labels import ActionKind, ActionLabel, fill_label
from .asks import TableController

#: A card as it is printed for people (``card_of(card).symbol``): ``J♣``, ``10♦``, ``A♠``.
_SYMBOL = re.compile(r"(?<![0-9A-Za-z])(10|[A2-9JQK])([♠♥♦♣])")
_RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13}


class TableWords(QObject):
    """The table's words for people and screen readers, through ``self.tr()``."""

    def __init__(self, controller: TableController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._names: tuple[str, list[str]] = ("", [])

    def card(self, card: int) -> str:
        """A card in words: "seven of hearts" (the 104 names made once per language)."""
        probe = self.tr("%1 of %2") + self.tr("seven") + self.tr("hearts")
        if self._names[0] != probe:
            self._names = (probe, [self._card_name(c) for c in range(DECK_SIZE)])
        return self._names[1][card]

    def spoken(self, text: str) -> str:
        """A text for a screen reader: every card symbol in it ("J♣ does not fit on 6♦")
        in words ("jack of clubs does not fit on six of diamonds")."""

        def words(m: re.Match[str]) -> str:
            rank = _RANKS.get(m.group(1)) or int(m.group(1))
            return self.card("♠♥♦♣".index(m.group(2)) * 13 + rank - 1)

        return _SYMBOL.sub(words, text)

    def _card_name(self, card: int) -> str:
        ranks = (self.tr("ace"), self.tr("two"), self.tr("three"), self.tr("four"),
                 self.tr("five"), self.tr("six"), self.tr("seven"), self.tr("eight"),
                 self.tr("nine"), self.tr("ten"), self.tr("jack"), self.tr("queen"),
                 self.tr("king"))
        suits = (self.tr("spades"), self.tr("hearts"), self.tr("diamonds"), self.tr("clubs"))
        return (self.tr("%1 of %2").replace("%1", ranks[RANK[card] - 1])
                .replace("%2", suits[SUIT[card]]))

    def cards(self, cards: list[int]) -> str:
        self.card(0)
        names = self._names[1]
        return ", ".join(names[c] for c in cards)

    def stock_counter(self) -> tuple[str, str]:
        """The stock counter's text, in words and compact: the cards left, and in Normal
        the pass under way (the first pass is 1; each turn of the waste starts the next).
        The compact text is for a stock card too narrow for the words at a legible size
        (a half-screen window): the count alone, and the pass as an arrow and its number."""
        game = self.controller.game
        left = len(game.stock)
        if game.vegas:
            return self.tr("%n left", "", left), str(left)
        passes = str(game.passes + 1)
        return (self.tr("%n left\npass %1", "", left).replace("%1", passes),
                str(left) + "\n" + self.tr(
                    "↻%1", "the pass under way on a narrow stock counter").replace(
                    "%1", passes))

    def pile(self, place: int) -> str:
        """The accessible name of a place: what a player sees of it."""
        game = self.controller.game
        pile: list[int] = game.pile(place)
        n = len(pile)
        if place == STOCK:
            said = (self.tr("Stock: empty") if not pile
                    else self.tr("Stock: %n card(s)", "", n))
            if game.vegas or not game.passes:  # the first pass goes without saying
                return said
            return self.tr("%1, pass %2").replace("%1", said).replace(
                "%2", str(game.passes + 1))
        if place == WASTE:
            if not pile:
                return self.tr("Waste: empty")
            return self.tr("Waste: %n card(s), %1 on top", "", n).replace(
                "%1", self.card(pile[-1]))
        if SLOT0 <= place < SLOT0 + 8:
            slot = str(place - SLOT0 + 1)
            if not pile:
                return self.tr("Foundation %1: empty").replace("%1", slot)
            return (self.tr("Foundation %1: %2").replace("%1", slot)
                    .replace("%2", self.card(pile[-1])))
        column = str(place + 1)
        if not pile:
            return self.tr("Column %1: empty").replace("%1", column)
        down = game.down[place]
        shown = self.cards(pile[down:])
        if not down:
            return self.tr("Column %1: %2").replace("%1", column).replace("%2", shown)
        return (self.tr("Column %1: %n hidden card(s), %2", "", down).replace("%1", column)
                .replace("%2", shown))

    def focus(self, place: int, index: int) -> str:
        """What the focus says: the pile, and the focused card when it is not the top."""
        text = self.pile(place)
        pile = self.controller.game.pile(place)
        if 0 <= place < 9 and 0 <= index < len(pile) - 1:
            on_it = len(pile) - 1 - index
            text += ". " + self.tr("Selected: %1 with %n card(s) on it", "", on_it).replace(
                "%1", self.card(pile[index]))
        return text

    def picked(self, cards: list[int]) -> str:
        if len(cards) == 1:
            return self.tr("Picked up %1").replace("%1", self.card(cards[0]))
        return self.tr("Picked up %1 and %n card(s) on it", "", len(cards) - 1).replace(
            "%1", self.card(cards[0]))

    def put_back(self) -> str:
        return self.tr("Put back")

    def refusal(self, refusal: Refusal) -> str:
        """Why a gesture was refused, for the screen: the cards as symbols ("8♥ does not
        fit on 6♦")."""
        return self.controller.wording.refusal(refusal)

    def refusal_spoken(self, refusal: Refusal) -> str:
        """Why a gesture was refused, for a screen reader: the same sentence with the
        cards named ("eight of hearts does not fit on six of diamonds"), worded from the
        refusal itself."""
        return self.controller.wording.refusal(refusal, self.card)

    def action(self, label: ActionLabel) -> str:
        """An action, once played: "seven of hearts to column 3"."""
        return fill_label(label, {
            ActionKind.DRAW: self.tr("Drew from the stock"),
            ActionKind.RECYCLE: self.tr("Turned the waste over"),
            ActionKind.RESTART: self.tr("Restarted this deal"),
            ActionKind.TO_FOUNDATION: self.tr("%1 to the foundation"),
            ActionKind.TO_COLUMN: self.tr("%1 to column %2"),
        }, self.card)

    def undone(self, text: str) -> str:
        return self.tr("Undone: %1").replace("%1", text)

    def score(self, score: str) -> str:
        return self.tr("Score: %1").replace("%1", score)

    def new_game(self) -> str:
        return self.tr("New game")

    def won(self) -> str:
        return self.tr("You won!")
