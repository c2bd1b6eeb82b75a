"""The game: a position with its history, that actions are pushed on and popped from.

Like python-chess's ``Board``, the game owns its history: :meth:`Game.push` plays an
action in place and keeps a small :class:`ActionRecord` of what happened (cards moved,
auto-flip, score delta, foundation slot) on :attr:`Game.stack`; :meth:`Game.pop` takes the
last one back and restores the position and score exactly. :meth:`Game.replay` is the
one way to reach a position from a code and a line of actions, :meth:`Game.copy` makes
an independent game.

The move counter follows ``docs/rules.en.md`` (undo): every action adds 1, an undo (a pop) does
not change it, a redo (a push again) adds 1. Only the engine sets it; the one way to give
a game a larger counter than its line (a saved game in which undos happened) is
``Game.replay(code, line, moves=N)``.

:meth:`Game.play` and :meth:`Game.revert` are the unrecorded primitives under push and
pop, for search loops that keep their own records (``game.revert(game.play(a))``): they
leave :attr:`Game.stack` alone, so an action played must be reverted before the next
push or pop. Search compares positions with :meth:`Game.snapshot`, never counters.

>>> game = Game.from_code("DS1-D1N-AAAAAAB")
>>> sorted(str(a) for a in game.legal_actions())
['3>4', '4>1', '4>7', '5>2', 'S']
>>> record = game.push(Action.parse("5>2"))
>>> game.score, game.moves, record.flip, len(game.stack)
(5, 1, True, 1)
>>> game.pop() is record
True
>>> game.score, game.moves, game.stack
(0, 1, [])
>>> game = Game.replay("DS1-D1N-AAAAAAB", ["5>2", "S", "U", "S"])
>>> game.moves, [str(r.action) for r in game.stack]
(3, ['5>2', 'S'])
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import islice
from typing import cast

from .actions import FOUNDATION, SLOT0, STOCK, STOCK_CLICK, WASTE, Action, place_text
from .cards import DECK_SIZE, KING, RANK, RED, SUIT
from .code import GameCode, deal_cards
from .errors import IllegalMove, InvalidNotation
from .reasons import Refusal, RefusalKind, refusal_text

# Normal scoring (docs/rules.en.md); Vegas gives VEGAS_FOUNDATION per card put on a foundation.
WASTE_TO_COLUMN = 5
TO_FOUNDATION = 10
FLIP = 5
RECYCLE = -100
VEGAS_START = -DECK_SIZE
VEGAS_FOUNDATION = 5
# How many actions the app can undo (docs/rules.en.md: undo).
UNDO_LIMIT = 200


def score_text(score: int, vegas: bool) -> str:
    """A score as the app shows it: Normal as a number, Vegas in dollars.

    >>> score_text(1220, False), score_text(416, True), score_text(-104, True)
    ('1220', '$416', '-$104')
    """
    if not vegas:
        return str(score)
    return f"-${-score}" if score < 0 else f"${score}"


# Every action value made once, so that generation allocates nothing.
_MOVE = [[Action(n, m) for m in range(9)] for n in range(9)]
_WASTE_TO = [Action(WASTE, m) for m in range(9)]
_WASTE_TO_F = Action(WASTE, FOUNDATION)
_TO_F = [Action(n, FOUNDATION) for n in range(9)]
_BACK = [[Action(SLOT0 + k, m) for m in range(9)] for k in range(8)]
# A card c fits on a top card t when KEY[c] == WANT[t]: one rank lower, other colour.
_KEY = tuple(RANK[c] * 2 + RED[c] for c in range(DECK_SIZE))
_WANT = tuple((RANK[t] - 1) * 2 + (not RED[t]) for t in range(DECK_SIZE))
_KING_KEYS = (KING * 2, KING * 2 + 1)
# The refusals that name no card or place, made once.
_STOCK_ONLY_TO_WASTE = Refusal(RefusalKind.STOCK_ONLY_TO_WASTE)
_VEGAS_SINGLE_PASS = Refusal(RefusalKind.VEGAS_SINGLE_PASS)
_STOCK_AND_WASTE_EMPTY = Refusal(RefusalKind.STOCK_AND_WASTE_EMPTY)
_WASTE_EMPTY = Refusal(RefusalKind.WASTE_EMPTY)
_FOUNDATION_TO_FOUNDATION = Refusal(RefusalKind.FOUNDATION_TO_FOUNDATION)


class ActionRecord:
    """What one :meth:`Game.push` (or :meth:`Game.play`) did, enough to take it back
    exactly. Records are never changed, so games and their copies share them. (A whole
    game's record, its code and actions as text, is :class:`~.record.GameRecord`.)

    ``count`` is the number of cards moved (for a stock click: drawn; negative: the
    number of cards recycled), ``flip`` whether a face-down card was turned, ``delta``
    the score change actually applied (after the floor at 0), ``slot`` the foundation
    slot (0…7) a card went to, or -1, and ``fan`` the waste fan before the action.
    """

    __slots__ = ("action", "count", "delta", "fan", "flip", "slot")

    def __init__(
        self, action: Action, count: int, flip: bool, delta: int, slot: int, fan: int
    ) -> None:
        self.action = action
        self.count = count
        self.flip = flip
        self.delta = delta
        self.slot = slot
        self.fan = fan

    @property
    def recycled(self) -> bool:
        return self.count < 0

    @property
    def places(self) -> tuple[int, int]:
        """The two places whose piles the action changed, played or taken back: the one
        its cards left and the one they landed on (the very foundation slot's place); a
        stock click changes the stock and the waste. No other pile changes.

        >>> game = Game.from_code("DS1-D1N-AAAAAAB")
        >>> game.push(Action.parse("S")).places == (STOCK, WASTE)
        True
        """
        src, dst = self.action
        if src == STOCK:
            return (STOCK, WASTE)
        return (src, SLOT0 + self.slot if dst == FOUNDATION else dst)

    def __repr__(self) -> str:
        return (
            f"ActionRecord({self.action}, count={self.count}, flip={self.flip}, "
            f"delta={self.delta}, slot={self.slot}, fan={self.fan})"
        )


@dataclass(frozen=True, slots=True)
class Decision:
    """A legal action as :meth:`Game.decide` found it, to be played or previewed without
    deciding it again (decide once): ``detail`` is what the decision found (the
    foundation slot, the index of the card that moves), ``at`` the position it holds
    for (the move counter and the stack's depth; any push or pop changes it). Given
    back in another position, it is decided afresh.
    """

    action: Action
    detail: int
    at: tuple[int, int]


@dataclass(frozen=True, slots=True)
class Preview:
    """What a legal action will move, told before it is played (:meth:`Game.preview`).

    ``cards``: the cards that move, in the order they lie once moved (a column run
    bottom first; a draw: the cards in the order they land on the waste; a recycle: the
    waste, bottom first). ``source``: the place they leave (a recycle: the waste).
    ``target``: the place they land on: a column, the waste (a draw), the stock (a
    recycle) or the foundation *slot* place (``SLOT0 + k``) that takes the card.
    ``draws``: how many cards a draw turns over (0 for anything else); ``recycle``:
    the waste is turned over onto the stock; ``flip``: a face-down card turns up.
    """

    action: Action
    cards: tuple[int, ...]
    source: int
    target: int
    draws: int = 0
    recycle: bool = False
    flip: bool = False

    @property
    def card(self) -> int:
        """The card that leads the move (a run's bottom card), or -1 for a stock click."""
        return -1 if self.action[0] == STOCK else self.cards[0]


class Game:
    """A position of Double Solitaire, with its code, score and move counter.

    The piles hold card ids (see :mod:`.cards`), bottom to top:

    - ``columns[n]``: column n (0…8); its first ``down[n]`` cards are face down.
    - ``stock``: the last card is the next one drawn.
    - ``waste``: the last card is the playable one; ``waste_fan`` is how many of the top
      cards came with the last draw and are still there (the app fans them in draw 3).
    - ``foundations[k]``: slot k (F1…F8: ♠ ♠ ♥ ♥ ♦ ♦ ♣ ♣).

    ``stack`` holds the records of the actions pushed, oldest first (its last record is
    the one :meth:`pop` takes back); it may start later than the deal when the game was
    made with a limited stack (``replay(..., stack=n)``, ``copy(stack=n)``).
    ``moves`` is the move counter (read only, see the module's text).

    These lists are the engine's own state: read them, never change them.
    """

    __slots__ = (
        "_moves", "code", "columns", "down", "draw", "foundations", "passes", "score",
        "stack", "stock", "vegas", "waste", "waste_fan",
    )

    def __init__(self, code: GameCode) -> None:
        self.code = code
        self.draw = code.draw
        self.vegas = code.vegas
        self.columns, self.stock = deal_cards(code.deal)
        self.down = [len(col) - 1 for col in self.columns]
        self.waste: list[int] = []
        self.foundations: list[list[int]] = [[] for _ in range(8)]
        self.score = VEGAS_START if code.vegas else 0
        self._moves = 0
        #: how often the waste was turned over into the stock in this position (a pass
        #: of the stock ended); an undo of the turn takes it back
        self.passes = 0
        self.waste_fan = 0
        self.stack: list[ActionRecord] = []

    @classmethod
    def from_code(cls, text: str) -> Game:
        """A new game from the text of a game code (raises :class:`InvalidGameCode`)."""
        return cls(GameCode.parse(text))

    @classmethod
    def replay(
        cls,
        code: GameCode | str,
        line: Iterable[Action | str] = (),
        *,
        moves: int | None = None,
        stack: bool | int = True,
    ) -> Game:
        """The game after pushing ``line`` from the deal's start: the one way to reach a
        position from a code and its actions.

        ``line`` holds actions or their notation; the text ``U`` (any case) is an undo,
        a :meth:`pop`. ``moves``: the counter the game had (a saved game's, larger than
        its line when undos happened); the result's counter is the larger of it and the
        line's own count. ``stack``: keep every record (True), none (False) or only the
        last n: a long line's records cost memory that a bounded undo does not need.

        Raises :class:`InvalidGameCode` for a bad code; :class:`InvalidNotation` for a
        text that is not an action and :class:`IllegalMove` (with its ``refusal``, None
        for a ``U`` with nothing to undo) for an action the position does not allow,
        both with ``index``: the 0-based place of the bad entry in ``line``.
        """
        game = cls(GameCode.parse(code) if isinstance(code, str) else code)
        limit = -1 if stack is True else max(int(stack), 0)  # -1: no limit
        items = line if isinstance(line, (list, tuple)) else list(line)
        history = game.stack
        if str in set(map(type, items)):
            game._replay_texts(items)
            if 0 <= limit < len(history):
                del history[: len(history) - limit]
        else:
            # actions only (a saved game's line, maybe millions): the records before the
            # last ``limit`` are never made (the fast path); the kept ones by a plain
            # loop, faster than map() here: the interpreter calls play() without a C frame
            actions = cast(Sequence[Action], items)
            play = game.play
            append = history.append
            cut = len(actions) - limit if 0 <= limit < len(actions) else 0
            try:
                game._play_unrecorded(islice(actions, cut))
                for action in islice(actions, cut, None):
                    append(play(action))
            except IllegalMove as exc:
                exc.index = game._moves  # each action before it added 1
                raise
        if moves is not None and moves > game._moves:
            game._moves = moves
        return game

    def _replay_texts(self, items: Iterable[Action | str]) -> None:
        """Push a line that has texts in it (``U``: pop), for :meth:`replay`."""
        history = self.stack
        index = 0
        try:
            for index, item in enumerate(items):  # noqa: B007 - index, for the error
                if isinstance(item, str):
                    if item.strip().upper() == "U":
                        if not history:
                            raise IllegalMove(
                                f"illegal move U in {self.code}: there is nothing to undo"
                            )
                        self.revert(history.pop())
                        continue
                    try:
                        action = Action.parse(item)
                    except InvalidNotation as exc:
                        raise InvalidNotation(f"{exc} (in {self.code})") from None
                    history.append(self.play(action))
                else:
                    history.append(self.play(item))
        except (IllegalMove, InvalidNotation) as exc:
            exc.index = index
            raise

    def copy(self, *, stack: bool | int = True) -> Game:
        """An independent game with the same code, position, score and counter.

        ``stack``: copy the whole history (True, as python-chess does), none (False: for
        search, which pushes and pops from here) or only the last n records. The records
        themselves are shared: they never change.
        """
        other = Game.__new__(Game)
        other.code = self.code
        other.draw = self.draw
        other.vegas = self.vegas
        other.columns = [col[:] for col in self.columns]
        other.down = self.down[:]
        other.stock = self.stock[:]
        other.waste = self.waste[:]
        other.foundations = [f[:] for f in self.foundations]
        other.score = self.score
        other._moves = self._moves
        other.passes = self.passes
        other.waste_fan = self.waste_fan
        if stack is True:
            other.stack = self.stack[:]
        elif stack is False or int(stack) <= 0:
            other.stack = []
        else:
            other.stack = self.stack[-int(stack):]
        return other

    @property
    def moves(self) -> int:
        """The move counter: every action played adds 1, taking one back does not
        change it (``docs/rules.en.md``: undo); read only."""
        return self._moves

    # -- questions ---------------------------------------------------------------------

    @property
    def won(self) -> bool:
        return sum(len(f) for f in self.foundations) == DECK_SIZE

    @property
    def score_text(self) -> str:
        """The score as the app shows it: ``1220``, ``$416``, ``$0``, ``-$104``."""
        return score_text(self.score, self.vegas)

    def foundation_slot(self, card: int) -> int:
        """The slot (0…7) that takes a card id: the first of its suit's row, or -1."""
        s = SUIT[card] * 2
        need = RANK[card] - 1
        found = self.foundations
        if len(found[s]) == need:
            return s
        if len(found[s + 1]) == need:
            return s + 1
        return -1

    def pile(self, place: int) -> list[int]:
        """The cards of a place (stock, waste, column or foundation slot), bottom to top."""
        if 0 <= place < 9:
            return self.columns[place]
        if place == WASTE:
            return self.waste
        if place == STOCK:
            return self.stock
        if SLOT0 <= place < SLOT0 + 8:
            return self.foundations[place - SLOT0]
        raise ValueError(f"{place_text(place)} is not a pile")

    def stock_click_does_something(self) -> bool:
        """Does a stock click draw or recycle here (the stock's marker says so)?"""
        return bool(self.stock) or (bool(self.waste) and not self.vegas)

    def legal_actions(self) -> list[Action]:
        """Every legal action, each once (generated, not tried)."""
        out: list[Action] = []
        append = out.append
        columns = self.columns
        found = self.foundations
        if self.stock or (self.waste and not self.vegas):
            append(STOCK_CLICK)
        # want[key]: the columns whose top takes a card of that key (rank*2 + red).
        want: list[list[int]] = [[] for _ in range(28)]
        for m in range(9):
            col = columns[m]
            if col:
                want[_WANT[col[-1]]].append(m)
            else:
                want[_KING_KEYS[0]].append(m)
                want[_KING_KEYS[1]].append(m)
        need = [len(f) + 1 for f in found]  # next rank each slot takes
        waste = self.waste
        if waste:
            c = waste[-1]
            s = SUIT[c] * 2
            if need[s] == RANK[c] or need[s + 1] == RANK[c]:
                append(_WASTE_TO_F)
            for m in want[_KEY[c]]:
                append(_WASTE_TO[m])
        down = self.down
        for n in range(9):
            col = columns[n]
            if not col:
                continue
            c = col[-1]
            s = SUIT[c] * 2
            if need[s] == RANK[c] or need[s + 1] == RANK[c]:
                append(_TO_F[n])
            moves = _MOVE[n]
            for i in range(down[n], len(col)):
                for m in want[_KEY[col[i]]]:
                    if m != n:
                        append(moves[m])
        for k in range(8):
            f = found[k]
            if f:
                back = _BACK[k]
                for m in want[_KEY[f[-1]]]:
                    append(back[m])
        return out

    def is_legal(self, action: Action) -> bool:
        return self.refusal(action) is None

    # -- playing -----------------------------------------------------------------------

    def push(self, action: Action | Decision) -> ActionRecord:
        """Play a legal action (or a :class:`Decision` on one), keep its record on
        :attr:`stack` and return it; raise :class:`IllegalMove` (with its ``refusal``)
        if the action is not legal."""
        record = self.play(action)
        self.stack.append(record)
        return record

    def pop(self) -> ActionRecord:
        """Take the last pushed action back exactly and return its record; the move
        counter does not change (an undo). Raises IndexError when the stack is empty."""
        record = self.stack.pop()
        self.revert(record)
        return record

    def play(self, action: Action | Decision) -> ActionRecord:
        """Play a legal action and return its record, *without* keeping it on
        :attr:`stack` (the primitive under :meth:`push`, for search loops that keep
        their own records); raise :class:`IllegalMove` if not legal. A
        :class:`Decision` made in this position is played without deciding it again.

        Legality is :meth:`refusal`'s alone; the error carries its :class:`Refusal`.
        """
        if isinstance(action, Decision):  # a search plays plain actions: no call more
            action, decision = self._decided(action)
        else:
            decision = self._decide(action)
        if isinstance(decision, Refusal):
            raise self._illegal(action, decision)
        src, dst = action
        fan = self.waste_fan
        if src == STOCK:
            stock = self.stock
            waste = self.waste
            if stock:
                k = self.draw if len(stock) >= self.draw else len(stock)
                waste.extend(stock[: -k - 1 : -1])
                del stock[-k:]
                self.waste_fan = k
                self._moves += 1
                return ActionRecord(action, k, False, 0, -1, fan)
            n = len(waste)
            stock.extend(waste[::-1])
            waste.clear()
            old = self.score
            self.score = old + RECYCLE if old + RECYCLE > 0 else 0
            self.waste_fan = 0
            self._moves += 1
            self.passes += 1
            return ActionRecord(action, -n, False, self.score - old, -1, fan)
        if src == WASTE:
            waste = self.waste
            c = waste.pop()
            if dst == FOUNDATION:
                slot = decision
                self.foundations[slot].append(c)
                delta = VEGAS_FOUNDATION if self.vegas else TO_FOUNDATION
            else:
                self.columns[dst].append(c)
                slot = -1
                delta = 0 if self.vegas else WASTE_TO_COLUMN
            self.waste_fan = fan - 1 if fan > 0 else 0
            self.score += delta
            self._moves += 1
            return ActionRecord(action, 1, False, delta, slot, fan)
        if src < 9:
            col = self.columns[src]
            slot = -1
            if dst == FOUNDATION:
                slot = decision
                self.foundations[slot].append(col.pop())
                count = 1
                delta = VEGAS_FOUNDATION if self.vegas else TO_FOUNDATION
            else:
                i = decision
                self.columns[dst].extend(col[i:])
                count = len(col) - i
                del col[i:]
                delta = 0
            down = self.down
            flip = bool(col) and len(col) == down[src]
            if flip:
                down[src] -= 1
                if not self.vegas:
                    delta += FLIP
            self.score += delta
            self._moves += 1
            return ActionRecord(action, count, flip, delta, slot, fan)
        self.columns[dst].append(self.foundations[src - SLOT0].pop())
        self._moves += 1
        return ActionRecord(action, 1, False, 0, -1, fan)

    def _illegal(self, action: Action, refusal: Refusal) -> IllegalMove:
        """The error of an action that ``refusal`` says the position does not allow."""
        return IllegalMove(f"illegal move {action} in {self.code}: {refusal_text(refusal)}",
                           refusal)

    def _play_unrecorded(self, actions: Iterable[Action]) -> None:
        """Play ``actions`` in order exactly as :meth:`play` would, keeping no record:
        the fast path of :meth:`replay` for the part of a line whose records are not
        kept (a saved game's, maybe millions of actions).

        A run of stock clicks (most of a long line) is played at once by
        :meth:`_click_stock`; every other action by :meth:`play` itself, its record
        dropped. A refused action raises :meth:`play`'s IllegalMove (the same message and
        refusal), the actions before it played and counted. ``tests/engine/
        test_fast_replay.py`` compares it with :meth:`play` on many random lines.
        """
        play = self.play
        clicks = 0  # the stock clicks just read, not played yet: a run is played at once
        for action in actions:
            if action is STOCK_CLICK or action == STOCK_CLICK:  # "is": most often
                clicks += 1
                continue
            if clicks:
                self._play_clicks(clicks)
                clicks = 0
            play(action)
        if clicks:
            self._play_clicks(clicks)

    def _play_clicks(self, count: int) -> None:
        """Play ``count`` stock clicks, each counted; the first refused one raises
        :meth:`play`'s IllegalMove, the clicks before it played."""
        played = self._click_stock(count)
        self._moves += played
        if played < count:
            raise self._refused(STOCK_CLICK)

    def _click_stock(self, count: int) -> int:
        """Play up to ``count`` stock clicks as :meth:`play` would (unrecorded, the move
        counter left alone), stopping at the first one refused; return how many played.

        Which clicks play is :meth:`_decide`'s rule for a stock click: while the stock
        has a card (a draw), or the waste has one in Normal scoring (a recycle). A run
        is played by piles, not by clicks, from two facts of what :meth:`play` does:

        - a draw takes the top ``k = min(draw, len(stock))`` cards, top first: ``j``
          draws take the top ``j * draw`` cards (or all of them) in reverse order, and
          the waste fan is the last draw's ``k``;
        - a recycle turns the waste ``W`` over onto the stock, and the
          ``ceil(len(W) / draw)`` draws after it turn it back: that cycle of clicks
          leaves the stock empty and the waste ``W`` again, the fan that of the cycle's
          last draw, and the score ``max(score - 100, 0)``; ``c`` cycles give
          ``max(score - 100 c, 0)``, as one floor at 0 after another does.
        """
        stock = self.stock
        waste = self.waste
        draw = self.draw
        done = 0
        while done < count:
            if stock:
                draws = -(-len(stock) // draw)  # the clicks that empty the stock
                if count - done >= draws:
                    self.waste_fan = len(stock) - draw * (draws - 1)
                    waste.extend(stock[::-1])
                    stock.clear()
                    done += draws
                else:
                    k = (count - done) * draw
                    waste.extend(stock[: -k - 1 : -1])
                    del stock[-k:]
                    self.waste_fan = draw
                    done = count
            elif waste and not self.vegas:
                cycle = -(-len(waste) // draw) + 1  # a recycle and the draws after it
                whole = (count - done) // cycle
                recycles = whole or 1  # whole cycles; else the recycle, draws next
                score = self.score + RECYCLE * recycles
                self.score = score if score > 0 else 0
                if whole:
                    self.waste_fan = len(waste) - draw * (cycle - 2)
                    done += whole * cycle
                else:
                    stock.extend(waste[::-1])
                    waste.clear()
                    self.waste_fan = 0
                    done += 1
            else:
                break  # refused: nothing to turn, or Vegas's single pass is over
        return done

    def _refused(self, action: Action) -> IllegalMove:
        """The error of an action that :meth:`_decide` refuses here."""
        decision = self._decide(action)
        assert isinstance(decision, Refusal), action
        return self._illegal(action, decision)

    def revert(self, record: ActionRecord) -> None:
        """Undo what :meth:`play` did, exactly (the primitive under :meth:`pop`: the
        stack is left alone, so ``record`` must be the last action played); the move
        counter is not decreased."""
        src, dst = record.action
        self.score -= record.delta
        self.waste_fan = record.fan
        if src == STOCK:
            k = record.count
            if k > 0:
                waste = self.waste
                self.stock.extend(waste[: -k - 1 : -1])
                del waste[-k:]
            else:
                self.waste.extend(self.stock[::-1])
                self.stock.clear()
                self.passes -= 1
            return
        if src == WASTE:
            if dst == FOUNDATION:
                self.waste.append(self.foundations[record.slot].pop())
            else:
                self.waste.append(self.columns[dst].pop())
            return
        if src < 9:
            if record.flip:
                self.down[src] += 1
            col = self.columns[src]
            if dst == FOUNDATION:
                col.append(self.foundations[record.slot].pop())
            else:
                target = self.columns[dst]
                k = record.count
                col.extend(target[-k:])
                del target[-k:]
            return
        self.foundations[src - SLOT0].append(self.columns[dst].pop())

    def preview(self, action: Action | Decision) -> Preview:
        """What a legal action will move, without playing it: the cards, where they go
        (the very foundation slot), how many cards a draw turns, whether it recycles;
        raises :class:`IllegalMove` (with its ``refusal``) if the action is not legal.

        >>> game = Game.from_code("DS1-D1N-AAAAAAB")
        >>> p = game.preview(Action.parse("5>2"))
        >>> p.source, p.target, len(p.cards), p.flip
        (4, 1, 1, True)
        >>> game.preview(STOCK_CLICK).draws
        1
        """
        action, decision = self._decided(action)
        if isinstance(decision, Refusal):
            raise self._illegal(action, decision)
        src, dst = action
        if src == STOCK:
            stock = self.stock
            if stock:
                k = self.draw if len(stock) >= self.draw else len(stock)
                return Preview(action, tuple(stock[: -k - 1 : -1]), STOCK, WASTE, draws=k)
            return Preview(action, tuple(self.waste), WASTE, STOCK, recycle=True)
        target = SLOT0 + decision if dst == FOUNDATION else dst
        if src == WASTE:
            return Preview(action, (self.waste[-1],), WASTE, target)
        if src < 9:
            col = self.columns[src]
            start = len(col) - 1 if dst == FOUNDATION else decision
            flip = start > 0 and start == self.down[src]
            return Preview(action, tuple(col[start:]), src, target, flip=flip)
        return Preview(action, (self.foundations[src - SLOT0][-1],), src, target)

    # -- what the table asks -----------------------------------------------------------

    def can_pick(self, place: int, index: int) -> bool:
        """May the card at ``index`` of ``place`` (with the cards on top of it) be dragged?"""
        return self.pick_refusal(place, index) is None

    def click_action(self, place: int, index: int | None = None) -> Action | None:
        """The action of a single click on a pile, if it does anything
        (:meth:`click_refusal` says why not).

        The stock draws or recycles; the top card of the waste or of a column goes to the
        first foundation of its row that takes it. ``index`` is the card clicked (default
        the top one): a click on any other card does nothing.
        """
        if self.click_refusal(place, index) is not None:
            return None
        if place == STOCK:
            return STOCK_CLICK
        return _WASTE_TO_F if place == WASTE else _TO_F[place]

    def click_refusal(self, place: int, index: int | None = None) -> Refusal | None:
        """Why a single click on a pile (``index``: the card clicked, default the top
        one) does nothing, or None when :meth:`click_action` gives its action."""
        if place == STOCK:
            return self.refusal(STOCK_CLICK)
        if place not in (WASTE, FOUNDATION) and not 0 <= place < 9 \
                and not SLOT0 <= place < SLOT0 + 8:
            return Refusal(RefusalKind.NOT_A_SOURCE, places=(place,))
        if place == FOUNDATION:
            return Refusal(RefusalKind.NOT_A_SOURCE, places=(place,))
        pile = self.pile(place)
        top = len(pile) - 1
        return self.drop_refusal(place, top if index is None or not pile else index,
                                 FOUNDATION)

    def double_click_action(self, place: int, index: int | None = None) -> Action | None:
        """The double-click search on the table for a card and the cards on top of it
        (:meth:`double_click_refusal` says why there is none).

        First the longest column where the card fits (most cards in total, leftmost on
        a tie), then an empty column if it is a King. ``index`` defaults to the top card.
        """
        if place == WASTE:
            # only the top card of the waste can be played (not one fanned under it)
            if not self.waste or index not in (None, len(self.waste) - 1):
                return None
            card = self.waste[-1]
        elif 0 <= place < 9:
            col = self.columns[place]
            if index is None:
                index = len(col) - 1
            if not self.down[place] <= index < len(col):
                return None
            card = col[index]
        else:
            return None
        best = -1
        empty = -1
        for m, target in enumerate(self.columns):
            if m == place or not self._fits(card, m):
                continue
            if target:
                if best < 0 or len(target) > len(self.columns[best]):
                    best = m
            elif empty < 0:
                empty = m
        m = best if best >= 0 else empty
        if m < 0:
            return None
        return _WASTE_TO[m] if place == WASTE else _MOVE[place][m]

    def double_click_refusal(self, place: int, index: int | None = None) -> Refusal | None:
        """Why a double-click on a card (``index``, default the top one) of the waste or
        of a column moves nothing, or None when :meth:`double_click_action` gives its
        action. Only the waste's top card and a column's face-up cards are searched."""
        if place != WASTE and not 0 <= place < 9:
            if SLOT0 <= place < SLOT0 + 8 and self.foundations[place - SLOT0]:
                return Refusal(RefusalKind.NO_COLUMN_TAKES,
                               (self.foundations[place - SLOT0][-1],))
            return self.pick_refusal(place, 0) or Refusal(RefusalKind.NOT_A_SOURCE,
                                                          places=(place,))
        pile = self.pile(place)
        refusal = self.pick_refusal(place, len(pile) - 1 if index is None else index)
        if refusal is not None:
            return refusal
        if self.double_click_action(place, index) is None:
            card = pile[-1] if index is None else pile[index]
            return Refusal(RefusalKind.NO_COLUMN_TAKES, (card,))
        return None

    def drop_action(self, source: int, index: int, target: int) -> Action | None:
        """The action of dropping the card at ``index`` of ``source`` (with the cards on
        top of it) on ``target`` (a column, the foundation area or a slot), if legal.

        A drop anywhere in the foundation area goes to the first slot of the card's row
        that takes it: the player never chooses the slot. Legality is
        :meth:`drop_refusal`'s; :meth:`drop_decision` gives the decision itself.
        """
        decision = self.drop_decision(source, index, target)
        return None if isinstance(decision, Refusal) else decision.action

    # -- reasons: the one place where legality is decided ------------------------------

    def fitting_index(self, src: int, dst: int) -> int:
        """Index of the card of column src's face-up run that fits column dst, or -1."""
        col = self.columns[src]
        if not col:
            return -1
        base = self.down[src]
        target = self.columns[dst]
        if not target:
            return base if RANK[col[base]] == KING else -1
        t = target[-1]
        need = RANK[t] - 1
        rb = RANK[col[base]]
        if need > rb or need < RANK[col[-1]]:
            return -1
        i = base + rb - need
        return i if RED[col[i]] != RED[t] else -1

    def refusal(self, action: Action) -> Refusal | None:
        """Why an action is illegal here; None when it is legal.

        :meth:`is_legal`, :meth:`play` and :meth:`drop_refusal` all ask this (through
        :meth:`_decide`, the one place where an action's legality is decided).
        """
        decision = self._decide(action)
        return decision if isinstance(decision, Refusal) else None

    def decide(self, action: Action) -> Decision | Refusal:
        """The decision on ``action`` here, which :meth:`push`, :meth:`play` and
        :meth:`preview` take without deciding again; or why it is illegal."""
        detail = self._decide(action)
        if isinstance(detail, Refusal):
            return detail
        return Decision(action, detail, (self._moves, len(self.stack)))

    def holds(self, decision: Decision) -> bool:
        """Was ``decision`` made in this very position (so it need not be made again)?"""
        return decision.at == (self._moves, len(self.stack))

    def _decided(self, action: Action | Decision) -> tuple[Action, int | Refusal]:
        """An action and its detail: a decision's own when it holds here, else decided."""
        if isinstance(action, Decision):
            if self.holds(action):
                return action.action, action.detail
            action = action.action
        return action, self._decide(action)

    def _decide(self, action: Action) -> int | Refusal:
        """A legal action's detail for :meth:`play` (the foundation slot of a card going
        there, the index of the card that moves from column to column, else 0), or why
        the action is illegal."""
        src, dst = action
        if src == STOCK:
            if dst != WASTE:
                return _STOCK_ONLY_TO_WASTE
            if self.stock or (self.waste and not self.vegas):
                return 0
            return _VEGAS_SINGLE_PASS if self.waste else _STOCK_AND_WASTE_EMPTY
        if src == WASTE:
            if not self.waste:
                return _WASTE_EMPTY
            card = self.waste[-1]
        elif 0 <= src < 9:
            col = self.columns[src]
            if not col:
                return Refusal(RefusalKind.COLUMN_EMPTY, places=(src,))
            card = col[-1]
        elif SLOT0 <= src < SLOT0 + 8:
            f = self.foundations[src - SLOT0]
            if not f:
                return Refusal(RefusalKind.FOUNDATION_EMPTY, places=(src,))
            if dst == FOUNDATION or SLOT0 <= dst < SLOT0 + 8:
                return _FOUNDATION_TO_FOUNDATION
            if not 0 <= dst < 9:
                return Refusal(RefusalKind.FOUNDATION_ONLY_TO_COLUMN, places=(dst,))
            card = f[-1]
        else:
            return Refusal(RefusalKind.NOT_A_SOURCE, places=(src,))
        if dst == FOUNDATION:
            slot = self.foundation_slot(card)
            if slot < 0:
                return Refusal(RefusalKind.NO_FOUNDATION_TAKES, (card,))
            return slot
        if not 0 <= dst < 9:
            return Refusal(RefusalKind.NOT_A_TARGET, places=(dst,))
        if dst == src:
            return Refusal(RefusalKind.ONTO_ITSELF, places=(src,))
        if src < 9:
            i = self.fitting_index(src, dst)
            if i >= 0:
                return i
            # No card of the face-up run fits: only its bottom card could be a King.
            base = self.columns[src][self.down[src]]
            target = self.columns[dst]
            if not target:
                return Refusal(RefusalKind.ONLY_KING_ON_EMPTY, (base,), (dst,))
            if base == card:
                return Refusal(RefusalKind.DOES_NOT_FIT, (card, target[-1]))
            return Refusal(RefusalKind.RUN_DOES_NOT_FIT, (base, card, target[-1]))
        return self._fit_refusal(card, dst) or 0

    def _fits(self, card: int, dst: int) -> bool:
        """docs/rules.en.md: opposite colour and one rank lower; only a King on an empty column."""
        target = self.columns[dst]
        return _WANT[target[-1]] == _KEY[card] if target else RANK[card] == KING

    def _fit_refusal(self, card: int, dst: int) -> Refusal | None:
        """Why ``card`` (with any cards on it) may not go on column ``dst``, or None."""
        if self._fits(card, dst):
            return None
        target = self.columns[dst]
        if target:
            return Refusal(RefusalKind.DOES_NOT_FIT, (card, target[-1]))
        return Refusal(RefusalKind.ONLY_KING_ON_EMPTY, (card,), (dst,))

    def pick_refusal(self, place: int, index: int) -> Refusal | None:
        """Why the card at ``index`` of ``place`` cannot be taken (dragged), or None."""
        if place == WASTE:
            pile = self.waste
            if not pile:
                return _WASTE_EMPTY
        elif 0 <= place < 9:
            pile = self.columns[place]
            if not pile:
                return Refusal(RefusalKind.COLUMN_EMPTY, places=(place,))
        elif SLOT0 <= place < SLOT0 + 8:
            pile = self.foundations[place - SLOT0]
            if not pile:
                return Refusal(RefusalKind.FOUNDATION_EMPTY, places=(place,))
        else:
            return Refusal(RefusalKind.NOT_A_SOURCE, places=(place,))
        if not 0 <= index < len(pile):
            return Refusal(RefusalKind.NO_SUCH_CARD, places=(place, index))
        if place < 9:
            if index < self.down[place]:
                return Refusal(RefusalKind.FACE_DOWN, (pile[index],), (place,))
        elif index != len(pile) - 1:
            return Refusal(RefusalKind.NOT_TOP_CARD, (pile[index],), (place,))
        return None

    def drop_refusal(self, source: int, index: int, target: int) -> Refusal | None:
        """Why dropping the card at ``index`` of ``source`` on ``target`` is refused, or
        None when :meth:`drop_action` gives its action. ``target`` is a column, the
        foundation area or a slot (any slot means the area)."""
        decision = self.drop_decision(source, index, target)
        return decision if isinstance(decision, Refusal) else None

    def drop_decision(self, source: int, index: int, target: int) -> Decision | Refusal:
        """The decision on dropping the card at ``index`` of ``source`` on ``target``
        (as :meth:`drop_action` finds its action, and decided once), or why it is
        refused."""
        refusal = self.pick_refusal(source, index)
        if refusal is not None:
            return refusal
        if SLOT0 <= target < SLOT0 + 8:
            target = FOUNDATION
        if 0 <= source < 9:
            col = self.columns[source]
            if target == FOUNDATION and index != len(col) - 1:
                return Refusal(RefusalKind.ONLY_TOP_TO_FOUNDATION, (col[index],))
            if 0 <= target < 9 and target != source:
                # the held card itself must fit, not another card of its run
                refusal = self._fit_refusal(col[index], target)
                if refusal is not None:
                    return refusal
        if target == FOUNDATION and source == WASTE:
            action = _WASTE_TO_F
        elif target == FOUNDATION and 0 <= source < 9:
            action = _TO_F[source]
        elif 0 <= target < 9 and source == WASTE:
            action = _WASTE_TO[target]
        elif 0 <= target < 9 and 0 <= source < 9:
            action = _MOVE[source][target]
        elif 0 <= target < 9 and SLOT0 <= source < SLOT0 + 8:
            action = _BACK[source - SLOT0][target]
        else:
            action = Action(source, target)
        return self.decide(action)

    # -- for tests and tools -----------------------------------------------------------

    def snapshot(self) -> tuple[object, ...]:
        """The whole position and score as a hashable value: not the move counter, nor
        the stack (two games in the same position are equal however they got there)."""
        return (
            tuple(tuple(c) for c in self.columns), tuple(self.down), tuple(self.stock),
            tuple(self.waste), tuple(tuple(f) for f in self.foundations), self.score,
            self.waste_fan,
        )
