"""The screen-reader check: the app under Xvfb, read aloud by Debian's Orca.

``dbus-run-session -- python tests/helpers/orca_check.py CODE LANG KEY...`` makes a
private home (a null sound card, speech-dispatcher with espeak-ng), starts Xvfb, the
AT-SPI bus, Orca (through ``orca_wrapper.py``, with its debug file) and the app as a
player starts it (``python -m dsolitaire --code CODE`` in a fresh profile, the system
language ``LANG``), types the keys with xdotool, and prints one JSON object: what Orca
said before the first key (``"start"``), after each key (``"keys"``), and the languages
speech-dispatcher was asked for (``"languages"``).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
SAID = re.compile(r"SPEECH OUTPUT: '(.*)'\s*\{'established")
ASKED = re.compile(r"SD rate .*, language (\S+)")
LOCALES = {"en": "C.UTF-8", "da": "da_DK.UTF-8", "de": "de_DE.UTF-8"}
#: Seconds Orca must have been idle (its event queue empty, no event or key being
#: handled, nothing new queued) before what it said after a key is taken as all it says.
#: Not a quiet log: once the game's clock runs, its label is renamed every second, which
#: Orca logs and ignores (waiting for a quiet log cost each key the whole limit).
QUIET = 0.6
#: The same for the window's first words, which come from several places settling at once.
START_QUIET = 1.5
#: The most a key (or the start) may take; the test then finds its words missing.
KEY_LIMIT = 15.0


def _display() -> tuple[subprocess.Popen[bytes], str]:
    r, w = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(w), "-screen", "0", "1400x900x24",
                             "-nolisten", "tcp"], pass_fds=(w,), stderr=subprocess.DEVNULL)
    os.close(w)
    number = b""
    while not number.endswith(b"\n"):
        chunk = os.read(r, 64)
        if not chunk:
            break
        number += chunk
    return xvfb, f":{number.decode().strip()}"


def _home(folder: Path) -> None:
    (folder / ".config" / "speech-dispatcher").mkdir(parents=True)
    # no sound card: a null ALSA device, or speech-dispatcher picks a module that blocks
    (folder / ".asoundrc").write_text("pcm.!default { type null }\n")
    (folder / ".config" / "speech-dispatcher" / "speechd.conf").write_text(
        'AudioOutputMethod "alsa"\nDefaultModule espeak-ng\n'
        'AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\n')


def _wait(predicate, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.1)
    return False


class _Log:
    """Orca's debug file as it grows, with what Orca is doing: events queued and taken from
    its queue, blocks (``vvvvv`` ... ``^^^^^``) it is in, and each line it spoke, whether
    the echo of a key typed (spoken inside the key's own ``PROCESS ATSPI_KEY_`` block) or
    words about the app (an event's, a command's such as Where Am I)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.lines: list[str] = []
        self.said: list[tuple[int, str, bool]] = []  # (line number, words, a key's echo)
        self.activity = 0  # events queued + blocks opened, so far
        self.changed = time.monotonic()  # when activity last grew
        self._queued = self._dequeued = 0
        self._blocks: list[str] = []
        self._rest = ""
        self._file = None

    def read(self) -> None:
        if self._file is None:
            if not self.path.exists():
                return
            self._file = open(self.path, encoding="utf-8", errors="replace")  # noqa: SIM115
        chunk = self._file.read()
        if not chunk:
            return
        *complete, self._rest = (self._rest + chunk).split("\n")
        before = self.activity
        for line in complete:
            self._take(line)
        if self.activity != before:
            self.changed = time.monotonic()

    def _take(self, line: str) -> None:
        self.lines.append(line)
        if "EVENT MANAGER: Queueing " in line:
            self._queued += 1
            self.activity += 1
        elif "EVENT MANAGER: Dequeued " in line:
            self._dequeued += 1
        elif line.startswith("vvvvv "):
            self._blocks.append(line)
            self.activity += 1
        elif line.startswith("^^^^^ ") and self._blocks:
            self._blocks.pop()
        else:
            m = SAID.search(line)
            if m:
                echo = bool(self._blocks) and self._blocks[-1].startswith(
                    "vvvvv PROCESS ATSPI_KEY_")
                self.said.append((len(self.lines) - 1, m.group(1), echo))

    def idle(self) -> bool:
        return self._dequeued >= self._queued and not self._blocks

    def words(self, since: int) -> list[str]:
        return [words for n, words, _ in self.said if n >= since]

    def spoke(self, since: int) -> bool:
        """Whether Orca said anything since line ``since`` other than echo a key."""
        return any(n >= since and not echo for n, _, echo in self.said)

    def close(self) -> None:
        if self._file is not None:
            self._file.close()


def _settled(log: _Log, since: int, quiet: float) -> None:
    """Wait until Orca has had its say on what happened since line ``since``: it spoke of
    it (more than a key's echo), and has been idle for ``quiet`` seconds, Orca's own
    account of its work, not a fixed pause (a loaded machine slows Orca down, and a key's
    words must not go to the next). Gives up after ``KEY_LIMIT`` seconds; the test then
    finds the words missing."""
    deadline = time.monotonic() + KEY_LIMIT
    while time.monotonic() < deadline:
        time.sleep(0.05)
        log.read()
        if log.spoke(since) and log.idle() and time.monotonic() - log.changed >= quiet:
            return


def main() -> int:
    code, language, keys = sys.argv[1], sys.argv[2], sys.argv[3:]
    home = Path(tempfile.mkdtemp(prefix="dsolitaire-orca-"))
    _home(home)
    log = _Log(home / "orca.log")
    xvfb, display = _display()
    base = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "LC_", "LANG"))}
    env = dict(base, HOME=str(home), DISPLAY=display, LANG=LOCALES[language],
               XDG_CONFIG_HOME=str(home / ".config"), XDG_RUNTIME_DIR=str(home))
    bus = subprocess.Popen([_bus_launcher(), "--launch-immediately"], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # started here, in a locale every machine has: autospawned by Orca it would inherit
    # LANG, and a locale that is not generated (da_DK here) makes it refuse to start
    speechd = subprocess.Popen(["speech-dispatcher", "--run-single", "--timeout", "0"],
                               env=dict(env, LANG="C.UTF-8"), stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    time.sleep(1)
    # no --replace: that would end every Orca of this user, this check's twin in another
    # language too (the wrapper lets this one start beside them; see orca_wrapper.py)
    orca = subprocess.Popen(["/usr/bin/python3", str(HERE / "orca_wrapper.py"),
                             f"--debug-file={log.path}"], env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    app = None
    result: dict[str, object] = {}
    try:
        def speaking() -> bool:
            log.read()
            return bool(log.said)

        if not _wait(speaking, 30):
            result["error"] = "Orca did not start speaking"
            return 0
        app_env = dict(env, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
                       DSOLITAIRE_PROFILE=str(home / "profile"), PYTHONPATH=str(ROOT))
        app = subprocess.Popen([sys.executable, "-m", "dsolitaire", "--code", code],
                               env=app_env, stdout=subprocess.DEVNULL,
                               stderr=open(home / "app.err", "w"))  # noqa: SIM115
        window = ""

        def found() -> bool:
            nonlocal window
            done = subprocess.run(["xdotool", "search", "--onlyvisible", "--name",
                                   "^Double Solitaire$"], capture_output=True, text=True,
                                  env=env)
            window = done.stdout.split()[0] if done.stdout.split() else ""
            return bool(window)

        if not _wait(found, 60):
            result["error"] = "no window: " + (home / "app.err").read_text()[-2000:]
            return 0
        log.read()
        seen = len(log.lines)
        subprocess.run(["xdotool", "windowfocus", "--sync", window], env=env, timeout=20)
        _settled(log, seen, START_QUIET)
        result["start"] = log.words(seen)
        said = []
        for key in keys:
            log.read()
            seen = len(log.lines)
            subprocess.run(["xdotool", "key", *key.split()], env=env, timeout=20)
            _settled(log, seen, QUIET)
            said.append({"key": key, "said": log.words(seen)})
        result["keys"] = said
        result["languages"] = sorted({m.group(1) for m in map(ASKED.search, log.lines) if m})
        result["app_errors"] = (home / "app.err").read_text()[-2000:]
    finally:
        for process in (app, orca, speechd, bus, xvfb):
            if process is not None:
                process.terminate()
                try:
                    process.wait(10)
                except subprocess.TimeoutExpired:
                    process.kill()
        print(json.dumps(result), flush=True)
        if not os.environ.get("DSOLITAIRE_ORCA_KEEP"):
            shutil.rmtree(home, ignore_errors=True)
    return 0


def _bus_launcher() -> str:
    for path in ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher"):
        if Path(path).exists():
            return path
    return shutil.which("at-spi-bus-launcher") or "at-spi-bus-launcher"


if __name__ == "__main__":
    raise SystemExit(main())
