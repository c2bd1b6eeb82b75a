"""Post-game analysis (dsolitaire/engine/analysis.py) and the daily deal (daily.py): the
turning point is exact where brute force knows it, nothing is called lost or winnable
without proof, and ``dsolitaire-engine analyse`` / ``daily`` print it."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest
from test_solver import brute_force, build, card

from dsolitaire.engine import Action, Game, GameCode
from dsolitaire.engine.analysis import analyse, analyse_game
from dsolitaire.engine.cli import main
from dsolitaire.engine.daily import (
    EPOCH,
    NoDailyDeal,
    daily_deal,
    extend_calendar,
    read_calendar,
)
from dsolitaire.engine.winnable import read_deal_list

ROOT = Path(__file__).resolve().parents[2]
#: A D3V deal the sound search proves lost from its start (docs/winnability.md's table).
LOST_D3V = "DS1-D3V-UULSLLE"


def _shipped(mode: str) -> tuple[str, list[str]]:
    text = (ROOT / "resources" / "deals" / f"winnable-{mode}.txt").read_text(encoding="utf-8")
    code, line = read_deal_list(text)[0]
    return str(code), line


def spades_under_spades() -> Game:
    """Vegas, draw 1: 5♠ and then 4♠ are the last two cards of the stock, every other card
    on the table is black (no red card to put a spade on, no column ever empty, so no
    take-backs). Drawing 4♠ and playing it up wins; drawing twice buries 4♠ under 5♠ for
    good: the second draw is the one move that loses."""
    heights = [3, 13, 13, 13, 13, 13, 10, 13]
    columns = [[card(6, 13), card(0, 6)], *([card(0, r)] for r in range(7, 14)),
               [card(6, 11), card(6, 12)]]
    return build(1, True, heights, columns, [1, 0, 0, 0, 0, 0, 0, 0, 1],
                 [card(0, 5), card(0, 4)], [])


def test_a_constructed_endgame_finds_exactly_its_losing_move() -> None:
    game = spades_under_spades()
    line = [Action.parse("S"), Action.parse("S")]
    # brute force (no pruning at all) says which positions along the line are won
    fates = []
    for k in range(len(line) + 1):
        position = game.copy(stack=False)
        for action in line[:k]:
            position.play(action)
        fates.append(brute_force(position))
    assert fates == [True, True, False]
    before = game.snapshot()
    result = analyse_game(game, line, seconds=20)
    assert game.snapshot() == before
    assert (result.last_winnable, result.first_lost, result.turning_point) == (1, 2, 2)
    assert str(result.turning_action) == "S"
    assert [result.stretch(k) for k in range(3)] == ["win", "win", "lost"]
    # the line from the last winnable position replays to a win
    position = game.copy(stack=False)
    for action in (*line[:1], *result.line):
        position.play(action)
    assert position.won


def test_a_truncated_winning_line_reports_no_loss_and_its_line_replays() -> None:
    code, line = _shipped("D1V")
    played = line[:-5]
    result = analyse(code, played, seconds=20)
    assert result.first_lost is None and result.turning_point is None
    assert result.last_winnable == len(played)
    assert Game.replay(code, [*played, *(str(a) for a in result.line)]).won


def test_undos_are_taken_back_before_the_analysis() -> None:
    code, line = _shipped("D1V")
    result = analyse(code, [*line[:10], "U", "U", *line[8:12]], seconds=10)
    assert [str(a) for a in result.actions] == line[:12]


def test_a_deal_proven_lost_at_the_start_reports_first_lost_0() -> None:
    result = analyse(LOST_D3V, ["S", "S", "S"], states=2_000_000)
    assert result.first_lost == 0
    assert result.last_winnable is None and result.turning_point is None
    assert result.line == ()


def test_a_tiny_budget_proves_nothing_and_says_unknown() -> None:
    code, line = _shipped("D3V")
    result = analyse(code, line[:20], states=10)
    assert result.first_lost is None
    for k in range(21):
        assert result.stretch(k) in ("win", "unknown")


def test_cli_analyse_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, line = _shipped("D1V")
    assert main(["analyse", code, *line[:-3], "--states", "50000", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["last_winnable"] == len(line) - 3
    assert data["first_lost"] is None and data["turning_point"] is None
    assert Game.replay(code, [*line[:-3], *data["line"]]).won
    assert data["states"] >= 0 and data["seconds"] >= 0


def test_cli_analyse_text_and_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    code, line = _shipped("D1N")
    assert main(["analyse", code, *line[:40]]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[:3] == ["last_winnable: 40", "first_lost: null", "turning_point: null"]
    assert out[3].startswith("line: ") and out[4].startswith("spent: ")
    assert main(["analyse", "DS1-D1N-AAAAAAB", "9>9"]) == 2
    assert capsys.readouterr().err.startswith("dsolitaire-engine: ")


# -- the daily deal ------------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["D1N", "D3N", "D1V", "D3V"])
def test_the_daily_deal_is_deterministic_and_its_line_wins(mode: str) -> None:
    day = dt.date(2026, 12, 1)
    first = daily_deal(day, mode)
    assert first == daily_deal(day, mode)
    assert first.code.mode_text == mode
    assert Game.replay(first.code, first.line).won


def test_the_daily_deal_differs_between_dates() -> None:
    codes = {daily_deal(dt.date(2026, 12, d), "D1N").code for d in range(1, 8)}
    assert len(codes) == 7
    assert daily_deal(dt.date(2026, 12, 1), "D1V").code != daily_deal(
        dt.date(2026, 12, 2), "D1V").code


@pytest.mark.parametrize("mode", ["D1V", "D3V"])
def test_a_vegas_daily_deal_never_repeats_within_a_year(mode: str) -> None:
    # a Vegas daily deal never repeats within a year (issue 27): D1V has 304 deals of its
    # own and the D3V list's 366, their lines as draw 1; D3V has 366
    text = (ROOT / "resources" / "deals" / f"winnable-{mode}.txt").read_text(encoding="utf-8")
    size = len(read_deal_list(text))
    assert size >= {"D1V": 670, "D3V": 366}[mode]
    start = dt.date(2026, 12, 1)
    year = [daily_deal(start + dt.timedelta(days=d), mode).code for d in range(366)]
    assert len(set(year)) == 366
    assert daily_deal(start + dt.timedelta(days=size), mode).code == year[0]


@pytest.mark.parametrize("mode", ["D1V", "D3V"])
def test_the_shipped_calendar_holds_each_deal_of_its_list_once(mode: str) -> None:
    # so every day of a calendar has its deal and its line, and none repeats before the
    # calendar starts again
    deals = ROOT / "resources" / "deals"
    calendar = read_calendar(deals, mode)
    listed = read_deal_list((deals / f"winnable-{mode}.txt").read_text(encoding="utf-8"))
    assert len(calendar) == len(set(calendar)) >= 366
    assert set(calendar) == {code for code, _ in listed}


def _deals_folder(tmp_path: Path, lines: list[str], calendar: list[str]) -> Path:
    (tmp_path / "winnable-D3V.txt").write_text("# states: 200000\n" + "\n".join(lines) + "\n",
                                               encoding="utf-8")
    (tmp_path / "daily-D3V.txt").write_text("# a calendar\n" + "\n".join(calendar) + "\n",
                                            encoding="utf-8")
    return tmp_path


def test_a_list_that_grows_or_is_reordered_changes_no_days_deal(tmp_path: Path) -> None:
    # the daily deal of a day comes from the calendar, not from the list's order, so a
    # player who updates the app mid-day keeps the deal they were playing
    text = (ROOT / "resources" / "deals" / "winnable-D3V.txt").read_text(encoding="utf-8")
    lines = [raw for raw in text.splitlines() if raw.startswith("DS1-")][:4]
    codes = [raw.split()[0] for raw in lines]
    folder = _deals_folder(tmp_path, lines[:3], codes[:3])
    days = [EPOCH + dt.timedelta(days=d) for d in range(-1, 4)]
    before = [daily_deal(day, "D3V", folder=folder).code for day in days]
    assert [str(c) for c in before] == [codes[2], *codes[:3], codes[0]]
    _deals_folder(tmp_path, [lines[3], lines[2], lines[0], lines[1]], codes[:3])
    assert [daily_deal(day, "D3V", folder=folder).code for day in days] == before


def test_a_calendar_day_whose_deal_left_the_list_says_so(tmp_path: Path) -> None:
    text = (ROOT / "resources" / "deals" / "winnable-D3V.txt").read_text(encoding="utf-8")
    lines = [raw for raw in text.splitlines() if raw.startswith("DS1-")][:2]
    folder = _deals_folder(tmp_path, lines[:1], [lines[0].split()[0], lines[1].split()[0]])
    assert daily_deal(EPOCH, "D3V", folder=folder).code == read_calendar(folder, "D3V")[0]
    with pytest.raises(NoDailyDeal, match="not in the list"):
        daily_deal(EPOCH + dt.timedelta(days=1), "D3V", folder=folder)


def test_a_rechecked_list_gives_its_new_deals_to_the_days_it_dropped_first() -> None:
    # a recheck drops the deals the solver no longer wins: their days take the list's
    # new deals, every other day keeps its deal, and the rest go at the end
    a, b, c, d, e, f = (GameCode(n, 1, True) for n in range(1, 7))
    assert extend_calendar([a, b, c, d], [d, e, a, c, f]) == [a, e, c, d, f]
    assert extend_calendar([a, b, c], [a, c]) == [a, b, c]  # nothing to give: kept
    assert extend_calendar([a, b], [a, b, c]) == [a, b, c]


def test_a_vegas_daily_deal_needs_its_list(tmp_path: Path) -> None:
    with pytest.raises(NoDailyDeal):
        daily_deal(dt.date(2026, 12, 1), "D1V", folder=tmp_path)


def test_cli_daily(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["daily", "2026-12-24", "--mode", "d3n", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"date", "mode", "code", "line"}
    assert (data["date"], data["mode"]) == ("2026-12-24", "D3N")
    assert Game.replay(data["code"], data["line"]).won
    assert main(["daily", "2026-12-24"]) == 0
    assert capsys.readouterr().out.startswith(str(daily_deal(dt.date(2026, 12, 24)).code))
    with pytest.raises(SystemExit) as done:
        main(["daily", "24.12.2026"])
    assert done.value.code == 2
    assert "not a date" in capsys.readouterr().err
