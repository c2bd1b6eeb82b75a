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
#: Seconds Orca gets to speak after each key.
KEY_PAUSE = 1.5


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


def _settled(log: Path) -> list[str]:
    """The debug log once Orca has had its say: nothing new in it for a while (a loaded
    machine slows Orca down, so a fixed pause would give a key's words to the next)."""
    time.sleep(KEY_PAUSE)
    lines = log.read_text().splitlines()
    deadline = time.monotonic() + 8
    quiet_since = time.monotonic()
    while time.monotonic() < deadline:
        time.sleep(0.2)
        now = log.read_text().splitlines()
        if len(now) != len(lines):
            lines, quiet_since = now, time.monotonic()
        elif time.monotonic() - quiet_since >= 1.0:
            break
    return lines


def main() -> int:
    code, language, keys = sys.argv[1], sys.argv[2], sys.argv[3:]
    home = Path(tempfile.mkdtemp(prefix="dsolitaire-orca-"))
    _home(home)
    log = home / "orca.log"
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
    orca = subprocess.Popen(["/usr/bin/python3", str(HERE / "orca_wrapper.py"), "--replace",
                             f"--debug-file={log}"], env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    app = None
    result: dict[str, object] = {}
    try:
        if not _wait(lambda: log.exists() and "SPEECH OUTPUT" in log.read_text(), 30):
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
        seen = len(log.read_text().splitlines())
        subprocess.run(["xdotool", "windowfocus", "--sync", window], env=env, timeout=20)
        time.sleep(2 * KEY_PAUSE)
        lines = _settled(log)
        result["start"] = [m.group(1) for m in map(SAID.search, lines[seen:]) if m]
        said = []
        for key in keys:
            seen = len(lines)
            subprocess.run(["xdotool", "key", *key.split()], env=env, timeout=20)
            lines = _settled(log)
            said.append({"key": key,
                         "said": [m.group(1) for m in map(SAID.search, lines[seen:]) if m]})
        result["keys"] = said
        result["languages"] = sorted({m.group(1) for m in map(ASKED.search, lines) if m})
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
