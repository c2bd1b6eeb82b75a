"""Pinned deals and lines for the GUI tests (found once by ``find_gui_scenarios.py``).

Lines are in the notation of ``docs/notation.md``, columns counted from 1.
"""

from __future__ import annotations

#: A won draw-1 Normal game without take-backs, by the greedy player (``greedy_line``,
#: deal 0, seed 0): 32 waste → column moves and one recycle of the whole 100 points,
#: so it ends on 1220 + 5·32 − 100 = 1280.
WON_D1N_CODE = "DS1-D1N-AAAAAAA"
WON_D1N_LINE = (
    "5>F 9>F 7>8 S S W>4 S S S S S S S W>9 S S S W>3 6>3 6>5 2>5 S W>F 8>F 1>F 9>1 9>3 "
    "7>9 S W>5 9>5 S W>6 S S S W>4 3>4 S S S S W>8 S W>2 S S S S S W>4 9>4 9>F 5>9 9>1 "
    "5>3 5>F 5>F 9>F 9>F 7>9 7>4 7>9 S W>5 4>5 S S W>1 8>1 8>F 6>8 S S W>4 S W>9 3>9 S "
    "W>4 1>4 1>F S S W>F S W>7 8>7 S S W>F S W>F S S S S S S W>7 S W>F S W>F 4>F 4>F S S "
    "W>3 S W>F S W>9 W>9 S S W>3 S S S S S S W>8 7>8 S W>3 S W>F S W>7 2>7 8>2 7>8 S W>2 "
    "S W>F 4>F 1>4 1>F 1>F 5>2 5>F 2>8 2>F 1>3 1>F S W>9 4>9 4>F 3>F 2>F 1>F 5>2 5>F 1>F "
    "8>5 8>F 5>8 5>F 8>5 8>2 8>7 3>1 3>F 4>8 S W>F 8>F S W>F 8>F S W>F S S W>F S S W>F S "
    "W>F S W>F 6>F 9>F 9>F 2>F 9>F 2>F 2>F 9>F 9>F W>F 6>3 6>F 5>F 1>3 1>F 3>9 3>F S W>F "
    "9>3 9>F S W>7 S W>F 5>F S W>F 2>F 2>F 5>2 5>F 9>F 7>F S W>3 W>3 S W>F S W>9 S W>8 S "
    "W>F 7>F S S W>F 2>F 3>F S W>5 S W>4 9>4 9>F S W>F 2>F 2>F 3>F 3>F 3>F 2>F 2>F 2>F "
    "W>F 5>F 3>F 5>F 4>F 3>F 4>F 8>F 5>F 4>F S W>F 5>F S W>F 2>F 3>F 2>F 3>F 2>F"
)
WON_D1N_SCORE = 1280
WON_D1N_WASTE_TO_COLUMN = 32
WON_D1N_RECYCLE_COST = 100

#: A won draw-1 Vegas game (one pass), found by a small depth-first search over the
#: greedy player's four best actions (deal 10): no take-backs, so it ends on $416.
WON_D1V_CODE = "DS1-D1V-AAAAAAK"
WON_D1V_LINE = (
    "6>F 9>F 7>9 7>9 4>9 5>4 3>4 1>5 9>1 9>4 9>7 S S S W>8 6>8 5>6 8>5 6>7 6>7 2>7 2>F "
    "4>2 S S S W>8 S W>F S S W>6 S W>6 S S S S S W>5 9>5 S S W>1 6>1 S W>F S W>8 7>8 7>F "
    "S W>9 S S S W>F 8>F 3>F 7>F W>7 S W>1 S W>7 S S W>F 8>F S W>6 S W>3 7>3 7>2 8>7 8>F "
    "8>9 4>9 W>2 W>2 S S W>6 S S W>4 8>4 S W>8 S S S W>4 S S W>F S W>F 8>F 8>F 7>F 6>F S "
    "S W>F 7>F 3>7 3>F 2>F 7>3 6>2 9>6 S W>F S W>1 S W>F S S S W>1 S W>F S W>5 S W>F S S "
    "W>F 2>F 5>F W>5 S W>4 S W>5 3>5 3>F 2>F 2>F 5>4 5>F 2>F 5>F 2>F 3>5 3>F 2>F 5>3 5>2 "
    "5>F W>F 9>5 9>1 9>F 4>8 4>F 2>5 6>2 S W>F 2>6 S 6>2 W>2 2>6 W>6 6>2 W>4 8>4 2>6 W>5 "
    "6>2 W>6 W>F W>F 4>7 4>F 4>F 1>6 1>F 2>1 2>F W>9 4>9 3>4 W>4 4>3 S 3>4 W>3 W>F 9>8 "
    "9>F 6>1 W>6 W>6 1>6 W>3 W>4 7>4 7>F 6>F 4>F W>1 W>F 6>F 4>F 1>F 6>F 4>F 4>F 6>F 1>F "
    "8>F 8>F W>F 6>F 1>F 6>F 9>F 1>F 9>F 1>F 1>F 4>F 3>F 4>F 1>F 6>F 4>F 5>F 6>F 9>F 1>F "
    "W>F 4>F 4>F 4>F 1>F 5>F 4>F 5>F 9>3 9>F 5>F 3>9 3>F S W>F 6>F 9>F 6>F 9>F 6>F 9>F "
    "6>F"
)


def all_but_last(line: str) -> tuple[str, str]:
    actions = line.split()
    return " ".join(actions[:-1]), actions[-1]
