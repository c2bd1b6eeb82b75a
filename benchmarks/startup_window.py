"""Exec to the first visible window, under a real X server (Xvfb), as a player sees it.

Each round starts, in turn: the app as a player starts it (``python -m dsolitaire`` with
no options, in a fresh throw-away profile), a bare PySide6 window holding 104 items in a
QGraphicsScene (the yardstick), and KPatience when ``kpat`` is installed (Debian's
``kpat``). The time runs from just before the process is spawned to the X server's
MapNotify of its first top-level window, read from the server itself (libX11 through
ctypes, no extra package), so nothing inside the measured process is hooked. Each
process is then ended. Medians over the rounds; the rounds are interleaved, so a busy
machine slows all alike.

Target (issue 20): the app ≤ 1.3× the bare window, measured in the same run. The floor
(``startup.py``'s window of the game's parts with no game in it) is timed too: the game's
own work comes on top of it.

``--sound``: the app's profile has Settings ▸ Sound on (a new player's is off), so that the
sounds' loading after the first frame is in the run (issue 29: it must not slow the frame).

    python benchmarks/startup_window.py [--rounds 9] [--sound]

Skips (exit 0, says why) where Xvfb or libX11 is missing.
"""

from __future__ import annotations

import argparse
import compileall
import ctypes
import ctypes.util
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

from startup import FLOOR  # noqa: E402  (this folder): the game's parts, no game

BARE = r"""
import sys
from PySide6.QtWidgets import QApplication, QGraphicsRectItem, QGraphicsScene, QGraphicsView
app = QApplication(sys.argv)
scene = QGraphicsScene()
for i in range(104):
    scene.addItem(QGraphicsRectItem(i % 13 * 60, i // 13 * 80, 50, 70))
view = QGraphicsView(scene)
view.setWindowTitle("bare")
view.resize(1280, 800)
view.show()
sys.exit(app.exec())
"""

# X11 constants
_SUBSTRUCTURE_NOTIFY = 1 << 19
_MAP_NOTIFY = 19


class _XMapEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong),
                ("send_event", ctypes.c_int), ("display", ctypes.c_void_p),
                ("event", ctypes.c_ulong), ("window", ctypes.c_ulong),
                ("override_redirect", ctypes.c_int)]


class _XEvent(ctypes.Union):
    _fields_ = [("type", ctypes.c_int), ("xmap", _XMapEvent), ("pad", ctypes.c_long * 24)]


class Screen:
    """An Xvfb display, watched for top-level windows being mapped."""

    def __init__(self) -> None:
        r, w = os.pipe()
        self.xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(w), "-screen", "0",
                                      "1400x900x24", "-nolisten", "tcp"], pass_fds=(w,),
                                     stderr=subprocess.DEVNULL)
        os.close(w)
        number = b""
        while not number.endswith(b"\n"):
            chunk = os.read(r, 64)
            if not chunk:
                raise RuntimeError("Xvfb did not start")
            number += chunk
        self.name = f":{number.decode().strip()}"
        self.x = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
        self.x.XOpenDisplay.restype = ctypes.c_void_p
        self.x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self.x.XDefaultRootWindow.restype = ctypes.c_ulong
        self.x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        self.x.XSelectInput.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]
        self.x.XPending.argtypes = [ctypes.c_void_p]
        self.x.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.POINTER(_XEvent)]
        self.x.XConnectionNumber.argtypes = [ctypes.c_void_p]
        self.display = self.x.XOpenDisplay(self.name.encode())
        if not self.display:
            raise RuntimeError(f"cannot open display {self.name}")
        root = self.x.XDefaultRootWindow(self.display)
        self.x.XSelectInput(self.display, root, _SUBSTRUCTURE_NOTIFY)
        self.x.XFlush(ctypes.c_void_p(self.display))
        self.fd = self.x.XConnectionNumber(self.display)

    def drain(self) -> None:
        event = _XEvent()
        while self.x.XPending(self.display):
            self.x.XNextEvent(self.display, ctypes.byref(event))

    def wait_map(self, process: subprocess.Popen[bytes], timeout: float = 30.0) -> float:
        """Seconds (perf counter) at which a window that is not override-redirect (a real
        top-level window, not a tooltip or a menu) was mapped."""
        import select

        event = _XEvent()
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            while self.x.XPending(self.display):
                self.x.XNextEvent(self.display, ctypes.byref(event))
                if event.type == _MAP_NOTIFY and not event.xmap.override_redirect:
                    return time.perf_counter()
            if process.poll() is not None:
                raise RuntimeError(f"the process exited {process.returncode} before a window")
            select.select([self.fd], [], [], 0.01)
        raise RuntimeError("no window within the time")

    def close(self) -> None:
        self.xvfb.terminate()
        self.xvfb.wait(10)


def one(screen: Screen, command: list[str], env: dict[str, str]) -> float:
    screen.drain()
    start = time.perf_counter()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    try:
        return (screen.wait_map(process) - start) * 1000
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        time.sleep(0.3)  # the worker and the server settle before the next round


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--sound", action="store_true",
                        help="start the app with Settings > Sound on")
    args = parser.parse_args(argv)
    # a player's install runs compiled bytecode (pip and the bundle compile it); where
    # PYTHONDONTWRITEBYTECODE is set, every start would compile the app's modules again
    compileall.compile_dir(str(Path(__file__).resolve().parents[1] / "dsolitaire"), quiet=1)
    if shutil.which("Xvfb") is None or ctypes.util.find_library("X11") is None:
        print("startup_window: skipped, Xvfb or libX11 is not installed")
        return 0
    screen = Screen()
    home = Path(tempfile.mkdtemp(prefix="dsolitaire-startup-window-"))
    base = {k: v for k, v in os.environ.items() if not k.startswith("QT_")}
    base.update(DISPLAY=screen.name, HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
                XDG_DATA_HOME=str(home / "data"), XDG_RUNTIME_DIR=str(home))
    cards = ROOT / "resources" / "cards"
    floor_env = dict(base, FLOOR_DECK=str(cards / "classic" / "classic.svg"),
                     FLOOR_BACK=str(cards / "backs" / "blue.svg"))
    runs: dict[str, list[float]] = {"app": [], "bare": [], "floor": []}
    kpat = shutil.which("kpat") or shutil.which("kpat", path="/usr/games")  # Debian's
    if kpat:
        runs["kpatience"] = []
    try:
        for n in range(args.rounds):
            profile = home / f"profile-{n}"
            if args.sound:  # the profile's settings (store/profile.py), sound on
                ini = profile / "settings" / "DoubleSolitaire" / "Double Solitaire.ini"
                ini.parent.mkdir(parents=True)
                ini.write_text("[sound]\non=true\n", encoding="utf-8")
            runs["app"].append(one(screen, [sys.executable, "-m", "dsolitaire"],
                                   dict(base, DSOLITAIRE_PROFILE=str(profile),
                                        PYTHONPATH=str(ROOT))))
            runs["bare"].append(one(screen, [sys.executable, "-c", BARE], base))
            runs["floor"].append(one(screen, [sys.executable, "-c", FLOOR],
                                     dict(floor_env, T0=repr(time.time()))))
            if kpat:
                runs["kpatience"].append(one(screen, [kpat], base))
    finally:
        screen.close()
        shutil.rmtree(home, ignore_errors=True)
    medians = {k: statistics.median(v) for k, v in runs.items()}
    for name, values in runs.items():
        print(f"{name}: " + " ".join(f"{v:.0f}" for v in values) + " ms")
    if kpat:
        print(f"kpatience_exec_to_window: {medians['kpatience']:.0f} ms")
    print(f"bare_exec_to_window: {medians['bare']:.0f} ms")
    print(f"floor_exec_to_window: {medians['floor']:.0f} ms, "
          f"{medians['floor'] / medians['bare']:.2f} x (the game's parts, no game)")
    print(f"app_exec_to_window: {medians['app']:.0f} ms")
    print(f"exec_to_window_ratio: {medians['app'] / medians['bare']:.2f} x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
