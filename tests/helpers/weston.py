"""A Wayland desktop with no X server for the tests: Debian's Weston on its headless
backend, with its own socket in its own runtime folder.

Without ``weston`` (``apt-get install weston``) a test that asks for one is skipped, unless
``DSOLITAIRE_REQUIRE_WAYLAND=1`` (``.ci/run`` sets it), which makes it a failure.

Known limit of the headless backend: it has no seat (no keyboard, no pointer), so no
window is ever active there and a window's shortcuts (Ctrl+Q, Ctrl+Z, H) do not fire;
events sent to a widget with QTest (the view's keys) do.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from helpers.processes import end

#: How long Weston may take to open its socket (s): CI shares two cores with a build.
START_TIMEOUT_S = 15.0
#: How long the app's window may take to reach the compositor (s).
WINDOW_TIMEOUT_S = 30.0

#: What a start on the wrong platform, or a broken Qt Wayland plugin, writes on stderr.
BAD_OUTPUT = ("Traceback", "could not connect to display", "xcb", "qt.qpa.plugin",
              "Failed to create wl_display", "could not load the qt platform plugin")


@dataclass
class Weston:
    """A running headless Weston: its socket's name and runtime folder, and its log."""

    socket: str
    runtime: Path
    log: Path
    process: subprocess.Popen[bytes]

    def env(self, home: Path, platform: str | None,
            keep: tuple[str, ...] | None = None) -> dict[str, str]:
        """The environment of a player's Wayland session with a fresh ``home``: no DISPLAY
        (no X server to fall back on), ``WAYLAND_DISPLAY`` this Weston's socket, and
        ``QT_QPA_PLATFORM`` ``platform`` (or not set at all, when None). Of this process's
        environment only the names in ``keep`` are kept, when given."""
        drop = ("DISPLAY", "QT_QPA_PLATFORM", "WAYLAND_SOCKET", "XAUTHORITY")
        env = {k: v for k, v in os.environ.items()
               if k not in drop and (keep is None or k in keep)}
        env.update(HOME=str(home), XDG_DATA_HOME=str(home / "data"),
                   XDG_CONFIG_HOME=str(home / "cfg"), XDG_RUNTIME_DIR=str(self.runtime),
                   WAYLAND_DISPLAY=self.socket, XDG_SESSION_TYPE="wayland")
        if platform is not None:
            env["QT_QPA_PLATFORM"] = platform
        return env

    def log_text(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def plain_start(self, command: list[str], home: Path, platform: str | None,
                    extra: dict[str, str] | None = None,
                    keep: tuple[str, ...] | None = None,
                    timeout: float = WINDOW_TIMEOUT_S) -> str:
        """Start ``command`` as a player does, with no options, in a fresh ``home`` on this
        desktop; wait until its window reaches the compositor, a moment more, then end it.
        Gives what it wrote (its protocol traffic, ``WAYLAND_DEBUG=client``, and its log);
        fails the test when it exits first or no window comes in ``timeout`` s. ``extra``:
        more environment; ``keep``: as :meth:`env`'s."""
        env = {**self.env(home, platform, keep), **(extra or {}), "WAYLAND_DEBUG": "client"}
        err = home.parent / "stderr.log"
        with open(err, "wb") as out:
            app = subprocess.Popen(command, env=env, cwd=home, stdin=subprocess.DEVNULL,
                                   stdout=out, stderr=out)
        try:
            deadline = time.monotonic() + timeout
            while not reached_the_compositor(err.read_text(errors="replace")):
                if app.poll() is not None:
                    pytest.fail(f"the app exited {app.returncode}:\n"
                                + err.read_text(errors="replace"))
                if time.monotonic() > deadline:
                    pytest.fail(f"no window reached Weston in {timeout} s:\n"
                                + err.read_text(errors="replace") + self.log_text())
                time.sleep(0.1)
            time.sleep(0.5)  # a moment on the table: what it writes then counts too
            assert app.poll() is None, err.read_text(errors="replace")
        finally:
            app.terminate()
            app.wait(30)
        return err.read_text(errors="replace")


def reached_the_compositor(log: str) -> bool:
    """In a client's ``WAYLAND_DEBUG`` log: the toplevel titled "Double Solitaire", the
    compositor's configure acknowledged, then a buffer attached (the window painted)."""
    acked = log.find(".ack_configure(")
    return ('set_title("Double Solitaire")' in log and acked >= 0
            and log.find(".attach(wl_buffer@", acked) >= 0)


def bad_output(text: str) -> list[str]:
    """What in ``text`` (a start's stderr) says it went wrong: see :data:`BAD_OUTPUT`."""
    return [bad for bad in BAD_OUTPUT if bad.lower() in text.lower()]


def missing() -> str | None:
    """Why no Weston can be started here, or None."""
    if shutil.which("weston") is None:
        return "weston not found (apt-get install weston): the Wayland check needs it"
    return None


def skip_or_fail(reason: str) -> None:
    if os.environ.get("DSOLITAIRE_REQUIRE_WAYLAND") == "1":
        pytest.fail(f"DSOLITAIRE_REQUIRE_WAYLAND=1 but {reason}")
    pytest.skip(reason)


def started(folder: Path) -> Iterator[Weston]:
    """Start Weston headless in ``folder`` (its runtime folder, 0700, and its log), yield
    it once its socket is open, and end it on the way out."""
    reason = missing()
    if reason is not None:
        skip_or_fail(reason)
    runtime = folder / "run"
    runtime.mkdir(mode=0o700)
    socket = f"dsolitaire-test-{os.getpid()}"
    log = folder / "weston.log"
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["XDG_RUNTIME_DIR"] = str(runtime)
    process = subprocess.Popen(
        ["weston", "--backend=headless-backend.so", f"--socket={socket}", "--idle-time=0",
         "--use-pixman", "--width=1280", "--height=800", f"--log={log}"],
        env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
        stderr=subprocess.STDOUT, cwd=folder)
    weston = Weston(socket, runtime, log, process)
    try:
        deadline = time.monotonic() + START_TIMEOUT_S
        while not (runtime / socket).exists():
            if process.poll() is not None:
                skip_or_fail(f"weston exited {process.returncode} at its start:\n"
                             + weston.log_text())
            if time.monotonic() > deadline:
                skip_or_fail(f"weston opened no socket in {START_TIMEOUT_S} s:\n"
                             + weston.log_text())
            time.sleep(0.05)
        yield weston
    finally:
        end(process)
