"""The daily deal: the same deal for every player on a given date and mode, with no network.

* Normal modes: the date and the mode are hashed (SplitMix64, as the shuffle of
  ``docs/game-code.md``) into a deal number; from there the numbers are stepped through
  until the solver proves a deal winnable within :data:`DAILY_STATES` positions. The
  budget is in states, not seconds, so the answer is the same on every machine.
* Vegas modes: a deal of the shipped lists of proven winnable deals
  (``resources/deals/winnable-<MODE>.txt``), the one that the mode's calendar
  (``resources/deals/daily-<MODE>.txt``, one code a day from :data:`EPOCH`) gives the
  date. The calendar holds every deal of its list once, so a Vegas daily deal comes back
  only after as many days as it has lines (670 for D1V: 304 of its own and the D3V list's
  366, their lines as draw 1; 366 for D3V: issue 27), then it starts again. It is a
  separate file so that a list that grows or is rechecked (its order changes) changes no
  day's deal: new deals go first to the days whose deal a recheck dropped, then at its
  end (:func:`extend_calendar`, ``benchmarks/daily_calendar.py``), and no day whose deal
  is still listed changes. Without a calendar the date's day number picks a deal of the
  list.

A daily deal is an ordinary game code: typing it in replays it. See ``docs/analysis.md``.
"""

from __future__ import annotations

import datetime as dt
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from .actions import Action
from .code import DEAL_COUNT, GameCode, splitmix64
from .game import Game
from .solver import WIN, solve
from .winnable import read_deal_list

#: The solver's budget for one candidate deal of a Normal mode (positions).
DAILY_STATES = 200_000
#: How many deal numbers are tried before giving up (never reached on real deals: nearly
#: every Normal deal is proven winnable in a few thousand positions).
MAX_TRIES = 50
MODES = ("D1N", "D3N", "D1V", "D3V")
#: The first day of the Vegas calendars: their first line is this date's deal.
EPOCH = dt.date(2026, 12, 1)


class NoDailyDeal(ValueError):
    """No daily deal can be given for this mode (a Vegas list is missing or empty)."""


@dataclass(frozen=True)
class DailyDeal:
    date: dt.date
    code: GameCode
    line: tuple[Action, ...]

    @property
    def mode(self) -> str:
        return self.code.mode_text

    def as_json(self) -> dict[str, object]:
        return {"date": self.date.isoformat(), "mode": self.mode, "code": str(self.code),
                "line": [str(a) for a in self.line]}


def parse_mode(text: str) -> tuple[int, bool]:
    """``D1N`` → (1, False): the draw count and Vegas scoring; ValueError otherwise."""
    m = re.fullmatch(r"D([13])([NV])", text.strip().upper())
    if m is None:
        raise ValueError(f"{text!r} is not a mode: D1N, D3N, D1V or D3V")
    return int(m.group(1)), m.group(2) == "V"


def deals_folder() -> Path:
    """``resources/deals``: beside the package, or inside a PyInstaller bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    root = Path(bundle) if bundle else Path(__file__).resolve().parents[2]
    return root / "resources" / "deals"


def _first_number(date: dt.date, mode: str) -> int:
    seed = date.toordinal() * 16 + MODES.index(mode)
    return int(next(splitmix64(seed)) % DEAL_COUNT)


def read_calendar(folder: Path, mode: str) -> list[GameCode]:
    """The codes of ``daily-<mode>.txt`` in ``folder``, one a day from :data:`EPOCH`
    (empty when there is no calendar; lines that do not parse are left out)."""
    try:
        text = (folder / f"daily-{mode}.txt").read_text(encoding="utf-8")
    except OSError:
        return []
    return [code for code, _ in read_deal_list(text) if code.mode_text == mode]


def extend_calendar(calendar: list[GameCode], deals: list[GameCode]) -> list[GameCode]:
    """``calendar`` with the ``deals`` that it does not hold yet, in their order: first
    on the days whose deal is no longer among ``deals`` (a list that was rechecked drops
    a deal the solver no longer wins), then added at its end. No day whose deal is still
    listed changes. When ``calendar`` is empty: the deals in the order that the day
    number picked them before there were calendars (so the first calendar changed no
    day's deal either)."""
    if not calendar:
        first = EPOCH.toordinal()
        unique = list(dict.fromkeys(deals))
        return [unique[(first + i) % len(unique)] for i in range(len(unique))]
    held = set(calendar)
    listed = set(deals)
    new = iter([c for c in dict.fromkeys(deals) if c not in held])
    days = [c if c in listed else next(new, c) for c in calendar]
    return days + list(new)


def daily_deal(date: dt.date, mode: str = "D1N", *, folder: Path | None = None) -> DailyDeal:
    """The daily deal of ``date`` in ``mode`` with a winning line that replays."""
    draw, vegas = parse_mode(mode)
    mode = f"D{draw}{'V' if vegas else 'N'}"
    if vegas:
        path = (folder or deals_folder()) / f"winnable-{mode}.txt"
        try:
            deals = read_deal_list(path.read_text(encoding="utf-8"))
        except OSError as exc:
            raise NoDailyDeal(f"no list of winnable {mode} deals: {exc.strerror}") from None
        deals = [(c, line) for c, line in deals if c.mode_text == mode]
        if not deals:
            raise NoDailyDeal(f"the list of winnable {mode} deals is empty")
        calendar = read_calendar(folder or deals_folder(), mode)
        if calendar:
            code = calendar[(date - EPOCH).days % len(calendar)]
            found = [line for c, line in deals if c == code]
            if not found:
                raise NoDailyDeal(f"{code}, the {mode} daily deal of {date.isoformat()}, "
                                  f"is not in the list of winnable {mode} deals")
            texts = found[0]
        else:
            code, texts = deals[date.toordinal() % len(deals)]
        line = tuple(Action.parse(t) for t in texts)
        if not Game.replay(code, line, stack=False).won:
            raise NoDailyDeal(f"the shipped line of {code} does not win")
        return DailyDeal(date, code, line)
    number = _first_number(date, mode)
    for step in range(MAX_TRIES):
        code = GameCode((number + step) % DEAL_COUNT, draw, vegas)
        solution = solve(Game(code), states=DAILY_STATES)
        if solution.result == WIN and Game.replay(code, solution.line, stack=False).won:
            return DailyDeal(date, code, tuple(solution.line))
    raise NoDailyDeal(f"no {mode} deal proven winnable in {MAX_TRIES} tries")  # pragma: no cover
