"""A week of play without a leak (issue 30): random play through the real window, as the
table's driver plays it (real mouse events on the view, the window's own actions and keys).

Mixed in: legal moves by click, double-click and drag, clicks and drags anywhere, undo and
redo, new games (Game ▸ New game…, Enter), restarts, hints, a language switch and a deck
change, and a resize every few hundred actions. The game is saved and its history kept in
a temporary data folder, as a player's is.

The last lines, ``name: value unit``:

* ``rss_growth_after_5000``: RSS at the end less RSS after the first 5,000 actions
  (target <= 10 MB; 0 when the run is shorter than 6,000 actions). Both are read on the
  same table at rest: the drag probe's deal, deck, language and window size (below), after
  a pause of a few seconds as a player's, in which the app's idle work runs (the heap given
  back, :mod:`dsolitaire.app.table.heap`). Read in the middle of play, the RSS swings by some
  10 MB with what the table holds at that moment (a window of 1600 by 1000 has a backing
  store and card pixmaps three times those of 800 by 600, a deck change redraws every
  card): ``rss_in_play_growth`` is that reading, for reference;
* ``drag_p95_start`` / ``drag_p95_end`` / ``drag_p95_change``: p95 of one whole drag
  gesture, over the same 200 drags on the same deal at the same window size, played at
  the start (after one round to warm up) and at the end (target: change within 10 %).
  Each side is played ``ROUNDS`` times and reads the median of the rounds' p95 (each
  round's p95 is printed too): one round of 200 drags on a shared two-core machine can
  read a third off or on from a burst of another process's work, the hint worker's own
  start among them. Both sides are timed with the hinter at work, as from a player's
  first hint on (the run asks for one, and lets its worker start, before the first probe).
  The random play's own drags cannot be compared so: the first and the last 500 of them
  are drags of other games' positions, at other window sizes, so they differ by what is
  on the table, not by what the run has done to the app;
* ``drag_cpu_p95_start`` / ``_end`` / ``_change``: the same for the CPU time this process
  spent in each drag. The wall time holds the journal's ``fdatasync`` and the waits for a
  shared machine's other processes, which come and go during a run; the CPU time is
  what the app's own work costs, so it shows a slowdown of ours on a busy machine;
* ``play_drag_p95_first`` / ``play_drag_p95_last``: the random play's first and last 500
  drags, for reference;
* ``tracebacks``: exceptions raised anywhere in the app (target 0);
* ``history_games`` / ``games_finished``: rows in the history and the games the player
  finished (won once an attempt, or given up by a New game; a Restart of a game in
  progress is the same attempt, issue 29, and a Restart of a won deal starts a new one):
  equal.

    python benchmarks/soak.py [--actions 100000] [--seed 1]

Every choice comes from the seed, the deals too (each New game types its deal's code, as a
player replays one), so a run with the same seed and count plays the same games.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path
from statistics import median

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_HOME = Path(tempfile.mkdtemp(prefix="dsolitaire-soak-"))
os.environ["XDG_CONFIG_HOME"] = str(_HOME / "config")  # never the player's settings

from PySide6.QtCore import QEvent, QPoint, QSettings, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from dsolitaire.app.driver import Driver  # noqa: E402
from dsolitaire.app.store.settings import APPLICATION, ORGANIZATION, Settings  # noqa: E402
from dsolitaire.app.table.heap import QUIET_MS  # noqa: E402
from dsolitaire.app.ui.window import MainWindow  # noqa: E402
from dsolitaire.engine import DEAL_COUNT, FOUNDATION, SLOT0, STOCK, WASTE, GameCode  # noqa: E402

PLACES = [STOCK, WASTE, *range(9), FOUNDATION, *range(SLOT0, SLOT0 + 8)]
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
PROBE_CODE = GameCode.parse("DS1-D1N-AAAAAAB")
PROBE_DECK, PROBE_LANGUAGE = "classic", "en"
ROUNDS = 3  # probe rounds at each side, the median of their p95 compared
HINT_START_MS = 5000  # the hint worker's process started and its first search done


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))] if ordered else 0.0


class Soak:
    def __init__(self, window: MainWindow, seed: int) -> None:
        self.window = window
        self.driver = Driver(window.view)
        self.rng = random.Random(seed)
        self.drags: list[float] = []
        self.drag_cpu: list[float] = []  # this process's CPU time of each drag
        self.finished = 0
        self.tracebacks: list[str] = []
        window.settings.confirm_replace = False

    @property
    def c(self):  # type: ignore[no-untyped-def]
        return self.window.controller

    def in_progress(self) -> bool:
        game = self.c.game
        return not game.won and bool(self.c.line or game.moves)

    def random_card(self) -> tuple[int, int | None]:
        d = self.driver
        places = [p for p in PLACES if p != FOUNDATION and d.pile(p)]
        place = self.rng.choice(places)
        pile = d.pile(place)
        if 0 <= place < 9:
            return place, self.rng.randrange(self.c.game.down[place], len(pile))
        return place, None

    def drag(self, place: int, index: int | None, target: int,
             at: QPoint | None = None) -> None:
        start, cpu = time.perf_counter(), time.process_time()
        self.driver.drag(place, index, target, at)
        self.drags.append(time.perf_counter() - start)
        self.drag_cpu.append(time.process_time() - cpu)

    def legal(self) -> None:
        game = self.c.game
        actions = game.legal_actions()
        if not actions:
            self.driver.click(STOCK)
            return
        src, dst = self.rng.choice(actions)
        r = self.rng.random()
        if src == STOCK:
            self.driver.click(STOCK)
        elif dst == FOUNDATION and r < 0.5:
            self.driver.click(src)
        elif dst == FOUNDATION:
            self.drag(src, None, SLOT0 + self.rng.randrange(8))
        elif src == WASTE or src >= SLOT0:
            self.drag(src, None, dst)
        elif r < 0.2 and self.window.settings.double_click:
            self.driver.double_click(src, game.fitting_index(src, dst))
        else:
            self.drag(src, game.fitting_index(src, dst), dst)

    def probe(self) -> tuple[list[float], list[float]]:
        """The same 200 drags on the same deal at the same window size: a legal move
        dropped and undone, and a card dropped where it cannot go (the table puts it
        back), in turn. Returns each drag's wall and CPU time. The probe's deal replaces
        the game in progress as a New game does (counted as given up); random play then
        goes on from it. The deck and the language are the first ones again: a deck draws at
        its own cost, and the play may have left another."""
        settings = self.window.settings
        settings.card_deck, settings.language = PROBE_DECK, PROBE_LANGUAGE
        self.window.resize(1280, 800)
        QApplication.processEvents()
        self.new_game(PROBE_CODE)
        game = self.c.game
        while not [a for a in game.legal_actions() if a[0] != STOCK]:
            self.driver.click(STOCK)  # a deal whose first moves are all draws (not ours)
        wall: list[float] = []
        cpu: list[float] = []
        for k in range(100):
            moves = [a for a in self.c.game.legal_actions() if a[0] != STOCK]
            src, dst = moves[k % len(moves)]
            index = None if src == WASTE or src >= SLOT0 or dst == FOUNDATION else \
                self.c.game.fitting_index(src, dst)
            target = SLOT0 if dst == FOUNDATION else dst
            for place, at, to in ((src, index, target), (src, index, WASTE)):
                line = len(self.c.line)
                start, started = time.perf_counter(), time.process_time()
                self.driver.drag(place, at, to)
                wall.append(time.perf_counter() - start)
                cpu.append(time.process_time() - started)
                if len(self.c.line) != line:
                    self.undo()
                    QApplication.processEvents()
        return wall, cpu

    def key(self, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:
        QTest.keyClick(self.window.view, key, modifiers)

    def new_game(self, code: GameCode | None = None) -> None:
        # given up, unless this attempt's win is already in the history (won, undone)
        was = self.in_progress() and not self.c.recording.recorded_win
        dialog = self.window.show_new_game()
        QApplication.processEvents()
        # the deal typed in as its code, drawn from the run's seed: a run repeats (Enter on
        # an empty code would deal from the system's randomness)
        if code is None:
            mode = self.c.game.code
            code = GameCode(self.rng.randrange(DEAL_COUNT), mode.draw, mode.vegas)
        QTest.keyClicks(dialog.code_edit, str(code))
        QTest.keyClick(dialog.code_edit, Qt.Key.Key_Return)
        QApplication.processEvents()
        self.finished += was

    def undo(self) -> None:
        self.window.undo_action.trigger()  # an undone restart records nothing

    def redo(self) -> None:
        self.window.redo_action.trigger()

    def step(self, n: int) -> None:
        w = self.window
        if n % 300 == 299:
            w.resize(self.rng.randrange(800, 1600), self.rng.randrange(600, 1000))
        if n % 5000 == 2500:
            w.settings.language = self.rng.choice(["da", "de", "en"])
        if n % 5000 == 4000:
            w.settings.card_deck = self.rng.choice(["classic", "large-index",
                                                    "classic-four-colour"])
        if n % 1000 == 700:
            w.hint_action.trigger()
        won = self.c.game.won
        recorded = self.c.recording.recorded_win
        r = self.rng.random()
        if r < 0.45:
            self.legal()
        elif r < 0.55:
            place, index = self.random_card()
            self.driver.click(place, index)
        elif r < 0.60:
            place, index = self.random_card()
            self.driver.double_click(place, index)
        elif r < 0.72:
            place, index = self.random_card()
            self.drag(place, index, self.rng.choice(PLACES))
        elif r < 0.84:
            self.undo()
        elif r < 0.94:
            self.redo()
        elif r < 0.965:
            self.new_game()
        elif r < 0.975:
            w.restart_action.trigger()  # the same attempt goes on: nothing finished
        else:
            size = w.view.viewport().size()
            at = QPoint(self.rng.randrange(size.width()), self.rng.randrange(size.height()))
            QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton,
                             Qt.KeyboardModifier.NoModifier, at)
        QApplication.processEvents()
        # and what was let go with deleteLater(), as the event loop does when the action's
        # handler returns to it: processEvents() outside a running loop never deletes it
        # (QEvent.DeferredDelete waits for a loop level that never returns), so without
        # this every translator, dialog and worker's signal object let go during the run
        # would stay, and the RSS would grow by what the player's app frees
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        w.scene.flight.finish()
        if self.c.game.won and not won and not recorded:
            self.finished += 1  # a win, once an attempt


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--actions", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--progress", type=int, default=0, help="print a line every N")
    args = parser.parse_args()

    app = QApplication([sys.argv[0]])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    settings = Settings()
    settings.animations = False
    data = _HOME / "data"
    data.mkdir(parents=True)
    window = MainWindow(settings, None, save_path=data / "current-game.json")
    window.resize(1280, 800)
    window.show()
    QApplication.processEvents()
    soak = Soak(window, args.seed)
    # a hint asked for first: from a player's first H on, the hinter searches each new
    # position in its worker (hints then answer at once), which costs every move some CPU
    # of ours (sending the position, taking the answer) and takes the other core. The play
    # asks for hints; so the drags at the start are timed in that state too, and the
    # probes differ by what the run has done to the app, not by the first H
    window.hint_action.trigger()
    QTest.qWait(HINT_START_MS)
    soak.probe()  # to warm up: the first drags of a process pay for what they load
    probe_start = [soak.probe() for _ in range(ROUNDS)]
    soak.new_game()  # the first deal from the seed too, not the system's randomness

    def hook(kind, value, tb) -> None:  # type: ignore[no-untyped-def]
        soak.tracebacks.append("".join(traceback.format_exception(kind, value, tb)))

    sys.excepthook = hook
    rss_at_5000 = rss_in_play_at_5000 = None

    def at_rest() -> float:
        """The RSS on the probe's table, after a player's pause."""
        soak.probe()
        QTest.qWait(QUIET_MS + 1000)
        return rss_mb()

    start = time.monotonic()
    for n in range(args.actions):
        try:
            soak.step(n)
        except Exception:
            soak.tracebacks.append(traceback.format_exc())
        if n == 4999:
            rss_in_play_at_5000 = rss_mb()
            rss_at_5000 = at_rest()
        if args.progress and n % args.progress == args.progress - 1:
            print(f"# {n + 1} actions, {time.monotonic() - start:.0f} s, "
                  f"RSS {rss_mb():.1f} MB, finished {soak.finished}", flush=True)
    rss_in_play = rss_mb()
    soak.probe()  # the deck's cards are drawn again at this size first, as at the start
    probe_end = [soak.probe() for _ in range(ROUNDS)]
    rss_end = at_rest()
    sys.excepthook = sys.__excepthook__  # from here on an error of this script is shown
    window.history.flush(3000)
    rows = window.history.history.count() if window.history.history else -1
    for text in soak.tracebacks[:3]:
        print(text, file=sys.stderr)
    long_enough = rss_at_5000 is not None and args.actions >= 6000
    growth = rss_end - rss_at_5000 if long_enough and rss_at_5000 is not None else 0.0
    in_play = (rss_in_play - rss_in_play_at_5000
               if long_enough and rss_in_play_at_5000 is not None else 0.0)
    def rounds(probes: list[tuple[list[float], list[float]]], which: int) -> list[float]:
        """Each round's p95 (ms): of the wall time (0) or of the CPU time (1)."""
        return [p95(probe[which]) * 1000 for probe in probes]

    def change_of(first: list[float], last: list[float]) -> float:
        return (median(last) / median(first) - 1) * 100 if first and median(first) else 0.0

    first, last = rounds(probe_start, 0), rounds(probe_end, 0)
    cpu_first, cpu_last = rounds(probe_start, 1), rounds(probe_end, 1)
    change = change_of(first, last)
    for name, values in (("wall", first + last), ("CPU", cpu_first + cpu_last)):
        shown = ", ".join(f"{v:.1f}" for v in values)
        print(f"# drag {name} p95 of each round, start then end: {shown} ms")
    print(f"last deal: {soak.c.game.code}, move counter {soak.c.game.moves}")
    print(f"actions: {args.actions}")
    print(f"seconds: {time.monotonic() - start:.0f} s")
    print(f"rss_in_play_growth: {in_play:.1f} MB")
    print(f"rss_growth_after_5000: {growth:.1f} MB")
    print(f"drag_p95_start: {median(first):.1f} ms")
    print(f"drag_p95_end: {median(last):.1f} ms")
    print(f"drag_p95_change: {change:+.1f} %")
    print(f"drag_cpu_p95_start: {median(cpu_first):.1f} ms")
    print(f"drag_cpu_p95_end: {median(cpu_last):.1f} ms")
    print(f"drag_cpu_p95_change: {change_of(cpu_first, cpu_last):+.1f} %")
    print(f"play_drag_p95_first: {p95(soak.drags[:500]) * 1000:.1f} ms")
    print(f"play_drag_p95_last: {p95(soak.drags[-500:]) * 1000:.1f} ms")
    print(f"tracebacks: {len(soak.tracebacks)} count")
    print(f"history_games: {rows} games")
    print(f"games_finished: {soak.finished} games")
    window.close()


if __name__ == "__main__":
    main()
