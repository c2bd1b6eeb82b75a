"""Random legal play with undo and redo (push and pop) in all four modes, checking the
invariants of the position, the engine's history and its move counter after every step,
and that a replay of the line (with its undos) or a copy gives the same game (hypothesis
stateful testing)."""

from __future__ import annotations

from collections import Counter

from engine_support import ALL_ACTIONS
from hypothesis import HealthCheck, Phase, event, settings, target
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from dsolitaire.engine import (
    CARDS,
    DEAL_COUNT,
    FOUNDATION,
    RANK,
    RED,
    SLOT0,
    STOCK_CLICK,
    SUIT,
    Action,
    ActionRecord,
    Game,
    GameCode,
    IllegalMove,
)

MODES = [(1, False), (1, True), (3, False), (3, True)]
CROSS_CHECK_EVERY = 3


def accepted_by_play(game: Game) -> set[Action]:
    """Every action that ``play`` accepts, found by trying them all on a copy."""
    out = set()
    probe = game.copy(stack=False)  # search works on a copy: the game's counter stays
    for action in ALL_ACTIONS:
        before, moves = probe.snapshot(), probe.moves
        try:
            record = probe.play(action)
        except IllegalMove:
            assert probe.snapshot() == before and probe.moves == moves, str(action)
            continue
        probe.revert(record)
        assert probe.snapshot() == before, str(action)
        assert probe.moves == moves + 1 and probe.stack == [], str(action)
        out.add(action)
    return out


def forward(game: Game, action: Action) -> bool:
    """Moves that take the game on: to a foundation, or turning a face-down card."""
    src, dst = action
    if dst == FOUNDATION:
        return True
    if 0 <= src < 9 and 0 <= dst < 9:
        base = game.columns[src][game.down[src]]
        target = game.columns[dst]
        fits_base = (
            RANK[base] == RANK[target[-1]] - 1 and RED[base] != RED[target[-1]]
            if target
            else RANK[base] == 13
        )
        return game.down[src] > 0 and fits_base
    return False


def advance(game: Game, steps: int) -> None:
    """Play ``steps`` actions: the first forward one, else the stock, else the first."""
    for _ in range(steps):
        legal = game.legal_actions()
        if not legal:
            return
        good = [a for a in legal if forward(game, a)]
        game.push(good[0] if good else STOCK_CLICK if STOCK_CLICK in legal else legal[0])


class GameMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.game = Game(GameCode(0))
        self.start_score = 0
        self.done: list[tuple[ActionRecord, tuple[object, ...], tuple[object, ...]]] = []
        self.redo: list[tuple[Action, tuple[object, ...]]] = []
        self.moves = 0
        self.steps = 0
        self.most = 0
        #: every entry so far, as Game.replay takes it: actions, and "U" for an undo
        self.line: list[Action | str] = []
        self.base = 0  # records of the prefix, under the machine's own

    @initialize(
        deal=st.one_of(st.integers(0, DEAL_COUNT - 1), st.sampled_from([0, 1, DEAL_COUNT - 1])),
        mode=st.sampled_from(MODES),
        prefix=st.one_of(st.just(0), st.integers(0, 300)),
    )
    def start(self, deal: int, mode: tuple[int, bool], prefix: int) -> None:
        """A deal's start, or a position some way into the game (not undoable)."""
        draw, vegas = mode
        self.game = Game(GameCode(deal, draw, vegas))
        assert self.game.score == (-104 if vegas else 0) and self.game.moves == 0
        advance(self.game, prefix)
        self.start_score = self.game.score
        self.moves = self.game.moves
        self.line = [r.action for r in self.game.stack]
        self.base = len(self.game.stack)
        assert self.moves == self.base

    def _play(self, action: Action) -> None:
        before = self.game.snapshot()
        record = self.game.push(action)
        self.moves += 1
        self.line.append(action)
        self.done.append((record, before, self.game.snapshot()))
        self.most = max(self.most, sum(len(f) for f in self.game.foundations))
        if action.source >= SLOT0:
            event("take back")
        elif record.recycled:
            event("recycle")
        if any(not c for c in self.game.columns):
            event("empty column")

    def teardown(self) -> None:
        target(float(self.most), label="cards on the foundations")
        event(f"most cards on the foundations: {self.most // 10 * 10}+")

    @rule(data=st.data())
    def play_any(self, data: st.DataObject) -> None:
        legal = self.game.legal_actions()
        if legal:
            self._play(data.draw(st.sampled_from(legal), label="action"))
            self.redo.clear()

    @rule(data=st.data())
    def play_forward(self, data: st.DataObject) -> None:
        """Prefer progress, so that foundations fill and columns empty."""
        legal = self.game.legal_actions()
        good = [a for a in legal if forward(self.game, a)] or legal
        if good:
            self._play(data.draw(st.sampled_from(good), label="forward action"))
            self.redo.clear()

    @rule(count=st.integers(1, 30))
    def click_stock(self, count: int) -> None:
        """Clicks on the stock only, to go through it and recycle it."""
        for _ in range(count):
            if STOCK_CLICK not in self.game.legal_actions():
                break
            self._play(STOCK_CLICK)
            self.redo.clear()

    @precondition(lambda self: bool(self.done))
    @rule()
    def undo(self) -> None:
        record, before, after = self.done.pop()
        assert self.game.snapshot() == after
        assert self.game.pop() is record
        self.line.append("U")
        assert self.game.snapshot() == before  # the exact previous position and score
        self.redo.append((record.action, after))

    @precondition(lambda self: bool(self.redo))
    @rule()
    def redo_last(self) -> None:
        action, after = self.redo.pop()
        assert self.game.is_legal(action)
        before = self.game.snapshot()
        record = self.game.push(action)
        self.moves += 1  # a redo is a move again
        self.line.append(action)
        assert self.game.snapshot() == after  # redo restores what undo took away
        self.done.append((record, before, after))

    @precondition(lambda self: bool(self.done))
    @rule(count=st.integers(2, 30))
    def undo_many(self, count: int) -> None:
        for _ in range(min(count, len(self.done))):
            self.undo()

    @rule(data=st.data())
    def replay_gives_the_same_game(self, data: st.DataObject) -> None:
        """Game.replay of the line with its undos: the same position, counter and stack;
        a saved counter only ever raises it; a limited stack keeps the last records."""
        g = self.game
        texts = data.draw(st.booleans(), label="as notation")
        line = [x if isinstance(x, str) or not texts else str(x) for x in self.line]
        again = Game.replay(g.code, line)
        assert again.snapshot() == g.snapshot() and again.moves == g.moves
        assert [r.action for r in again.stack] == [r.action for r in g.stack]
        extra = data.draw(st.integers(-3, 3), label="saved counter - moves")
        saved = Game.replay(str(g.code), line, moves=g.moves + extra)
        assert saved.moves == g.moves + max(extra, 0) and saved.snapshot() == g.snapshot()
        keep = data.draw(st.integers(0, 5), label="stack limit")
        short = Game.replay(g.code, line, stack=keep)
        actions = [r.action for r in again.stack]
        assert [r.action for r in short.stack] == actions[len(actions) - min(keep, len(actions)):]
        assert short.snapshot() == g.snapshot() and short.moves == g.moves

    @rule(data=st.data())
    def a_copy_is_independent(self, data: st.DataObject) -> None:
        g = self.game
        before, moves, stack = g.snapshot(), g.moves, list(g.stack)
        copy = g.copy()
        bare = g.copy(stack=False)
        assert copy.snapshot() == bare.snapshot() == before
        assert copy.moves == bare.moves == moves and copy.code == g.code
        assert copy.stack == stack and bare.stack == []
        for game in (copy, bare):
            legal = game.legal_actions()
            if legal:
                game.push(data.draw(st.sampled_from(legal), label="action on a copy"))
            while game.stack and data.draw(st.booleans(), label="pop on a copy"):
                game.pop()
        assert g.snapshot() == before and g.moves == moves and g.stack == stack

    # -- invariants -----------------------------------------------------------------------

    @invariant()
    def the_stack_is_the_history(self) -> None:
        stack = self.game.stack
        assert len(stack) == self.base + len(self.done)
        assert all(a is b for a, (b, _, _) in zip(stack[self.base :], self.done, strict=True))

    @invariant()
    def every_card_once(self) -> None:
        g = self.game
        ids = [*g.stock, *g.waste]
        for pile in (*g.columns, *g.foundations):
            ids.extend(pile)
        assert sorted(ids) == list(range(104))
        assert set(Counter(str(CARDS[c]) for c in ids).values()) == {2}

    @invariant()
    def face_down_only_under_face_up(self) -> None:
        for col, down in zip(self.game.columns, self.game.down, strict=True):
            if col:
                assert 0 <= down < len(col)
            else:
                assert down == 0

    @invariant()
    def face_up_runs_alternate_and_descend(self) -> None:
        for col, down in zip(self.game.columns, self.game.down, strict=True):
            for lower, upper in zip(col[down:], col[down + 1 :], strict=False):
                assert RANK[upper] == RANK[lower] - 1
                assert RED[upper] != RED[lower]

    @invariant()
    def foundations_are_suited_and_ascending(self) -> None:
        for k, pile in enumerate(self.game.foundations):
            assert [SUIT[c] for c in pile] == [k // 2] * len(pile)
            assert [RANK[c] for c in pile] == list(range(1, len(pile) + 1))

    @invariant()
    def score_is_the_sum_of_the_applied_deltas(self) -> None:
        g = self.game
        assert g.score == self.start_score + sum(r.delta for r, _, _ in self.done)
        if g.vegas:
            puts = sum(1 for r, _, _ in self.done if r.action.target == FOUNDATION)
            assert g.score == self.start_score + 5 * puts
        else:
            assert g.score >= 0

    @invariant()
    def move_counter_never_decreases(self) -> None:
        assert self.game.moves == self.moves

    @invariant()
    def waste_fan_and_stock(self) -> None:
        g = self.game
        assert 0 <= g.waste_fan <= min(g.draw, len(g.waste))
        assert len(g.stock) + len(g.waste) <= 59

    @invariant()
    def legal_actions_are_what_play_accepts(self) -> None:
        self.steps += 1
        legal = self.game.legal_actions()
        assert len(legal) == len(set(legal))
        if self.steps % CROSS_CHECK_EVERY == 1:
            accepted = accepted_by_play(self.game)
            assert set(legal) == accepted
            assert self.game.moves == self.moves


GameMachine.TestCase.settings = settings(
    max_examples=100,
    stateful_step_count=50,
    deadline=None,
    phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.target, Phase.shrink],
    suppress_health_check=[HealthCheck.too_slow],
)
TestGameMachine = GameMachine.TestCase
