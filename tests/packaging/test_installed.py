"""The .deb installed with apt and started the way a player starts it: no options, on a real
X server (Xvfb), with a fresh home folder. Keys play, Ctrl+Q quits and saves, a restart
resumes, a second launch hands its code over, the desktop file's Exec= line starts it, with
sound on its draws are heard (on a PulseAudio null sink), and ``apt-get remove`` leaves
nothing behind. On a Wayland desktop with no X server (Weston,
headless, ``tests/helpers/weston.py``) it shows its window too.

Needs root and apt (CI runs as root on a throw-away machine), Xvfb and xdotool. Slow:
marked ``packaging``; run with ``make test-packaging``.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import time
from array import array
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from helpers.null_sound import null_sound_server
from helpers.packaging import Build, skip_reason
from helpers.weston import Weston, bad_output, started

from dsolitaire.app.store import savefile

APP_ID = "dk.doublesolitaire.DoubleSolitaire"
TITLE = "Double Solitaire"
CODE = "DS1-D1N-AAAAAAB"
#: How long the window may take to appear (s): a bundle's first start unpacks nothing, but
#: CI shares two cores with a build
WINDOW_TIMEOUT_S = 60


def _reason() -> str | None:
    reason = skip_reason()
    if reason is not None:
        return reason
    if os.geteuid() != 0 or shutil.which("apt-get") is None:
        return "installing the .deb needs root and apt-get (CI runs as root)"
    for tool in ("Xvfb", "xdotool"):
        if shutil.which(tool) is None:
            return f"{tool} not found (apt-get install xvfb xdotool)"
    return None


_why = _reason()
if _why is not None and os.environ.get("DSOLITAIRE_REQUIRE_PACKAGING"):
    raise RuntimeError(f"the installed-app test cannot run: {_why}")
pytestmark = [pytest.mark.packaging, pytest.mark.skipif(_why is not None, reason=_why or "")]


@dataclass
class Screen:
    """An Xvfb display and what ran on it."""

    display: str
    process: subprocess.Popen[bytes]
    logs: list[Path] = field(default_factory=list)

    def env(self, home: Path) -> dict[str, str]:
        keep = ("PATH", "LANG", "LC_ALL", "TZ")
        env = {k: v for k, v in os.environ.items() if k in keep}
        env.update(HOME=str(home), DISPLAY=self.display, LANG="C.UTF-8")
        return env

    def xdotool(self, *args: str, timeout: float = 20) -> str:
        done = subprocess.run(["xdotool", *args], capture_output=True, text=True,
                              timeout=timeout, env={**os.environ, "DISPLAY": self.display})
        return done.stdout.strip()

    def windows(self, title: str = TITLE) -> list[str]:
        return self.xdotool("search", "--onlyvisible", "--name", f"^{title}$").split()

    def wait_window(self, app: subprocess.Popen[bytes], title: str = TITLE,
                    count: int = 1) -> str:
        deadline = time.monotonic() + WINDOW_TIMEOUT_S
        while time.monotonic() < deadline:
            found = self.windows(title)
            if len(found) >= count:
                return found[-1]
            if app.poll() is not None:
                pytest.fail(f"the app exited {app.returncode} before its window appeared:\n"
                            + self.last_log())
            time.sleep(0.2)
        pytest.fail(f"no window titled {title!r} within {WINDOW_TIMEOUT_S} s:\n"
                    + self.last_log())

    def keys(self, window: str, *keys: str) -> None:
        """Keys typed as a player types them (XTEST), into the focused window."""
        self.xdotool("windowfocus", "--sync", window)
        for key in keys:
            self.xdotool("key", "--delay", "80", key)
            time.sleep(0.3)

    def start(self, command: list[str], home: Path, name: str,
              extra: dict[str, str] | None = None) -> subprocess.Popen[bytes]:
        log = home.parent / f"{name}.log"
        self.logs.append(log)
        with open(log, "wb") as out:
            return subprocess.Popen(command, env={**self.env(home), **(extra or {})},
                                    stdout=out,
                                    stderr=subprocess.STDOUT, cwd=home)

    def last_log(self) -> str:
        return self.logs[-1].read_text(errors="replace") if self.logs else ""


@pytest.fixture(scope="module")
def screen(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Screen]:
    read, write = os.pipe()
    process = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
        pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as numbers:
        number = numbers.readline().strip()
    assert number, "Xvfb did not start"
    screen = Screen(f":{number}", process)
    try:
        yield screen
    finally:
        process.terminate()
        process.wait(10)
    tracebacks = [log.name for log in screen.logs if "Traceback" in log.read_text(errors="replace")]
    assert not tracebacks, f"a traceback in {tracebacks}"


@pytest.fixture(scope="module")
def weston(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Weston]:
    """A Wayland desktop with no X server: Weston, headless."""
    yield from started(tmp_path_factory.mktemp("weston"))


@pytest.fixture(scope="module")
def installed(build: Build) -> Iterator[list[Path]]:
    """The .deb installed with apt; on the way out, removed again and checked to leave
    nothing behind. Gives the files the package installed."""
    subprocess.run(["apt-get", "install", "-y", "-q", str(build.deb.resolve())], check=True,
                   env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"},
                   stdout=subprocess.DEVNULL)
    listed = subprocess.run(["dpkg", "-L", "dsolitaire"], check=True, capture_output=True,
                            text=True).stdout.split("\n")
    files = [Path(p) for p in listed if p and not Path(p).is_dir()]
    try:
        yield files
    finally:
        subprocess.run(["apt-get", "remove", "-y", "-q", "dsolitaire"], check=True,
                       env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"},
                       stdout=subprocess.DEVNULL)
    left = [str(p) for p in files if p.exists() or p.is_symlink()]
    assert not left, f"apt-get remove left {left}"
    assert not Path("/opt/dsolitaire").exists()


def _saved(home: Path) -> savefile.SavedGame:
    found = list(home.rglob(savefile.FILE_NAME))
    assert len(found) == 1, f"saved games under {home}: {found}"
    return savefile.read(found[0])


def _quit(screen: Screen, app: subprocess.Popen[bytes], window: str) -> None:
    screen.keys(window, "ctrl+q")
    try:
        status = app.wait(30)
    except subprocess.TimeoutExpired:
        app.kill()
        app.wait()
        pytest.fail("Ctrl+Q did not end the app:\n" + screen.last_log())
    assert status == 0, screen.last_log()


def test_the_installed_app_plays_quits_saves_and_resumes(
        installed: list[Path], screen: Screen, tmp_path: Path) -> None:
    exe = Path("/usr/bin/dsolitaire")
    assert exe in installed
    home = tmp_path / "home"
    home.mkdir()

    app = screen.start([str(exe)], home, "first")  # no options, as from a menu
    window = screen.wait_window(app)
    screen.keys(window, "Home", "Return")  # the stock, and a draw
    _quit(screen, app, window)
    first = _saved(home)
    assert [str(a) for a in first.actions] == ["S"], first

    app = screen.start([str(exe)], home, "resumed")
    window = screen.wait_window(app)
    # a second launch with a code, while the first runs: handed over, and it exits 0
    second = screen.start([str(exe), "--code", CODE], home, "second")
    assert second.wait(30) == 0, screen.last_log()
    # the running app asks before the code replaces the game in progress; Return keeps it
    question = screen.wait_window(app, count=2)
    screen.keys(question, "Return")
    deadline = time.monotonic() + 10
    while len(screen.windows()) > 1 and time.monotonic() < deadline:
        time.sleep(0.2)
    _quit(screen, app, window)
    resumed = _saved(home)
    assert (resumed.code, resumed.actions) == (first.code, first.actions)


def test_the_installed_app_is_heard_with_sound_on(
        installed: list[Path], screen: Screen, tmp_path: Path) -> None:
    """Sound on (Game ▸ Settings ▸ Sound, as the settings file keeps it), three draws by
    keys: what the null sink played, recorded from its monitor, is not silence. So the
    bundle's QtMultimedia, without FFmpeg, finds the device and plays our files."""
    missing = [t for t in ("pulseaudio", "parec") if shutil.which(t) is None]
    if missing:
        if os.environ.get("DSOLITAIRE_REQUIRE_SOUND") == "1":
            pytest.fail(f"DSOLITAIRE_REQUIRE_SOUND=1 but {missing} not installed")
        pytest.skip(f"{missing} not installed (apt pulseaudio)")
    home = tmp_path / "home"
    conf = home / ".config" / "DoubleSolitaire" / "Double Solitaire.conf"
    conf.parent.mkdir(parents=True)
    conf.write_text("[sound]\non=true\nvolume=100\n")
    with null_sound_server(tmp_path / "pulse") as address:
        assert address is not None
        recorder = subprocess.Popen(
            ["parec", "--raw", "--format=s16le", "--channels=1", "--rate=22050",
             "--device=dsolitaire_null.monitor"],
            env={**os.environ, "PULSE_SERVER": address}, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE)
        app = screen.start([str(Path("/usr/bin/dsolitaire"))], home, "sound",
                           {"PULSE_SERVER": address})
        window = screen.wait_window(app)
        time.sleep(1.5)  # the sounds load 300 ms after the first frame
        screen.keys(window, "Home", "Return", "Return", "Return")  # three draws
        time.sleep(2.5)
        _quit(screen, app, window)
        recorder.terminate()
        heard, errors = recorder.communicate(timeout=10)
    log = screen.last_log()
    assert "No sound device" not in log and "cannot be played" not in log, log
    samples = array("h")
    samples.frombytes(heard[:len(heard) // 2 * 2])
    assert samples, f"parec recorded nothing: {errors.decode(errors='replace')}"
    peak = max(abs(v) for v in samples)
    assert peak > 0.1 * 32767, f"silence: peak {peak} of {len(samples)} samples\n{log}"
    assert [str(a) for a in _saved(home).actions] == ["S", "S", "S"]


def test_the_desktop_files_exec_line_starts_it(installed: list[Path], screen: Screen,
                                               tmp_path: Path) -> None:
    desktop = Path("/usr/share/applications") / f"{APP_ID}.desktop"
    assert desktop in installed
    line = next(v for k, _, v in (ln.partition("=") for ln in desktop.read_text().splitlines())
                if k == "Exec")
    command = [w for w in shlex.split(line) if not (w.startswith("%") and len(w) == 2)]
    home = tmp_path / "home"
    home.mkdir()
    app = screen.start(command, home, "desktop")
    window = screen.wait_window(app)
    _quit(screen, app, window)
    assert _saved(home).code is not None


def test_the_installed_app_starts_on_wayland_without_x(
        installed: list[Path], weston: Weston, tmp_path: Path) -> None:
    """From a menu of a Wayland session with no X server at all (no DISPLAY, no
    QT_QPA_PLATFORM): the bundle's own Qt Wayland plugin shows the window."""
    exe = Path("/usr/bin/dsolitaire")
    assert exe in installed
    home = tmp_path / "home"
    home.mkdir()
    log = weston.plain_start([str(exe)], home, None, keep=("PATH", "LANG", "LC_ALL", "TZ"),
                             extra={"LANG": "C.UTF-8"}, timeout=WINDOW_TIMEOUT_S)
    assert bad_output(log) == [], log
