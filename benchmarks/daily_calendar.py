"""Make and extend the Vegas daily-deal calendars, ``resources/deals/daily-<MODE>.txt``.

A calendar gives the deal of each day from ``EPOCH`` (``dsolitaire/engine/daily.py``),
one code a line: its line ``i`` is the deal of ``EPOCH + i`` days, and after its last
line it starts again. This script gives the deals of ``winnable-<MODE>.txt`` that the
calendar does not hold yet, in the list's order, first to the days whose deal the list
no longer holds (a recheck by ``find_winnable.py`` drops the deals that the solver no
longer wins), then to new days at its end. It never changes a day whose deal is still
listed, so a list that grows, is reordered or is rechecked changes no other day's deal.
Run it after the list changes. The first calendar of a mode takes the list's deals in
the order that the day number picked them before there were calendars.

    python benchmarks/daily_calendar.py [D1V D3V]

When a recheck drops more deals than the list has new ones, the days left over keep
their deal: ``daily_deal`` then answers that the day's deal is missing, and
``tests/engine/test_analysis.py`` fails, so find more deals first
(``find_winnable.py <MODE> --wins N``) and run this again.

The last line is ``<MODE> calendar: <n> days``.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from dsolitaire.engine.daily import EPOCH, deals_folder, extend_calendar, read_calendar
from dsolitaire.engine.winnable import read_deal_list

HEADER = ("# the Vegas daily deal of each day, one code a line from {epoch} (line 1) on, "
          "then again from the top (benchmarks/daily_calendar.py: a day's deal changes "
          "only when the list drops it)\n")


def update(folder: Path, mode: str) -> int:
    """Give the list's new deals to the days of ``daily-<mode>.txt`` in ``folder`` whose
    deal left the list, then to new days; its length."""
    listed = read_deal_list((folder / f"winnable-{mode}.txt").read_text(encoding="utf-8"))
    deals = [code for code, _ in listed if code.mode_text == mode]
    calendar = extend_calendar(read_calendar(folder, mode), deals)
    text = HEADER.format(epoch=EPOCH.isoformat()) + "".join(f"{c}\n" for c in calendar)
    path = folder / f"daily-{mode}.txt"
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
    return len(calendar)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("modes", nargs="*", default=["D1V", "D3V"])
    args = parser.parse_args()
    for mode in args.modes:
        print(f"{mode} calendar: {update(deals_folder(), mode.upper())} days", flush=True)


if __name__ == "__main__":
    main()
