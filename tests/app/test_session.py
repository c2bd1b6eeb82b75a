"""The session's policy without a window: the first deal, replace-or-ask, New game's
routing, and watching a replay with the clock stopped (no widget is made)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from dsolitaire.app.play.controller import GameController
from dsolitaire.app.play.deals import shipped_deals
from dsolitaire.app.play.session import FirstDeal, GameSession, first_deal
from dsolitaire.engine import Action, Game, GameCode, Mode, parse_record

CODE = GameCode.parse("DS1-D1N-AAAAAAB")
OTHER = GameCode.parse("DS1-D3N-ABCDEFG")


@dataclass
class Prefs:
    confirm_replace: bool = True
    winnable_only: bool = False
    mode: Mode = field(default_factory=Mode)


@dataclass
class History:
    codes: list[str] = field(default_factory=list)
    asked: int = 0

    def played(self) -> list[str]:
        self.asked += 1
        return self.codes


@dataclass
class Saved:
    code: GameCode
    actions: list[Action]
    moves: int
    elapsed_ms: int = 0
    won: bool = False
    played: Game | None = None


def _saved(line: str = "S 5>2") -> Saved:
    actions = [Action.parse(a) for a in line.split()]
    return Saved(CODE, actions, len(actions))


# -- the first deal ------------------------------------------------------------------


def test_the_saved_game_is_resumed() -> None:
    saved = _saved()
    assert first_deal(Prefs(), saved, None, History()) == FirstDeal(CODE, saved)


def test_a_won_saved_game_is_not_resumed() -> None:
    saved = _saved()
    saved.won = True
    deal = first_deal(Prefs(mode=Mode(3, True)), saved, None, History())
    assert deal.resume is None and deal.code.mode == Mode(3, True)


def test_a_code_waits_for_consent_when_it_would_replace_a_game_in_progress() -> None:
    saved = _saved()
    assert first_deal(Prefs(), saved, OTHER, History()) == FirstDeal(CODE, saved, OTHER)


@pytest.mark.parametrize("prefs, saved", [
    (Prefs(confirm_replace=False), _saved()),  # "Don't ask again"
    (Prefs(), _saved("")),  # nothing to lose
    (Prefs(), None),
])
def test_a_code_replaces_at_once_when_nothing_is_asked(prefs: Prefs,
                                                        saved: Saved | None) -> None:
    assert first_deal(prefs, saved, OTHER, History()) == FirstDeal(OTHER)


def test_winnable_only_starts_with_a_shipped_deal_and_reads_the_history_only_then() -> None:
    mode = Mode(1, True)
    assert shipped_deals(mode)
    history = History()
    deal = first_deal(Prefs(winnable_only=True, mode=mode), None, None, history)
    assert deal.code in shipped_deals(mode) and history.asked == 1
    history = History()
    deal = first_deal(Prefs(mode=mode), None, None, history)
    assert deal.code.mode == mode and history.asked == 0


# -- replace or ask ------------------------------------------------------------------


def _session(qapp, prefs: Prefs | None = None) -> GameSession:  # type: ignore[no-untyped-def]
    controller = GameController(CODE)
    return GameSession(controller, prefs or Prefs(), History(), controller)


def test_asking_needs_a_game_in_progress(qapp) -> None:  # type: ignore[no-untyped-def]
    session = _session(qapp)
    assert not session.must_ask()  # nothing played yet
    assert session.controller.perform(Action.parse("S"))
    assert session.must_ask()
    session.stop_asking()
    assert not session.must_ask() and session.prefs.confirm_replace is False


def test_a_pending_code_is_taken_once(qapp) -> None:  # type: ignore[no-untyped-def]
    session = _session(qapp)
    saved = _saved()
    session.start(FirstDeal(CODE, saved, OTHER))
    assert session.controller.line == saved.actions
    assert session.take_pending() == OTHER and session.take_pending() is None


# -- New game's routing --------------------------------------------------------------


def test_new_game_deals_the_code_in_its_mode(qapp) -> None:  # type: ignore[no-untyped-def]
    session = _session(qapp)
    session.deal(OTHER)
    assert session.controller.code == OTHER and session.prefs.mode == OTHER.mode


def test_a_vegas_winnable_deal_comes_from_the_shipped_list(qapp) -> None:  # type: ignore[no-untyped-def]
    session = _session(qapp)
    vegas = GameCode.random(3, True)
    assert session.winnable_choice(vegas, winnable=True) in shipped_deals(Mode(3, True))
    assert session.winnable_choice(vegas, winnable=False) == vegas
    normal = GameCode.random(1, False)
    assert session.winnable_choice(normal, winnable=True) == normal  # found by the search


def test_a_record_is_played_onto_the_undo_stack(qapp) -> None:  # type: ignore[no-untyped-def]
    session = _session(qapp)
    record = parse_record("DS1-D3N-ABCDEFG: S S")
    session.deal(record.code, record)
    assert session.controller.code == record.code
    assert [str(a) for a in session.controller.line] == ["S", "S"]
    assert session.controller.undo_stack.count() == 2


# -- watching --------------------------------------------------------------------------


def test_watching_stops_the_clock_and_play_on_takes_the_position(qapp) -> None:  # type: ignore[no-untyped-def]
    session = _session(qapp)
    controller = session.controller
    assert controller.perform(Action.parse("S"))
    assert controller.clock.running()
    started: list[object] = []
    stopped: list[bool] = []
    session.watchStarted.connect(started.append)
    session.watchStopped.connect(lambda: stopped.append(True))
    replay = session.watch(parse_record("DS1-D3N-ABCDEFG: S S S"))
    assert started == [replay] and session.watching
    assert not controller.clock.running()
    assert replay.step(True) and replay.step(True)
    assert session.play_on() == 2
    assert stopped == [True] and not session.watching
    assert controller.code == OTHER and [str(a) for a in controller.line] == ["S", "S"]
    assert controller.game.moves == 2


def test_stop_watching_gives_the_player_their_game_back(qapp) -> None:  # type: ignore[no-untyped-def]
    session = _session(qapp)
    controller = session.controller
    assert controller.perform(Action.parse("S"))
    before = controller.game.snapshot()
    session.watch(parse_record("DS1-D3N-ABCDEFG: S"))
    session.stop_watching()
    assert controller.clock.running() and controller.game.snapshot() == before
    session.stop_watching()  # nothing when not watching
