"""The AT-SPI check: the app under Xvfb on a private D-Bus session, read by pyatspi.

``dbus-run-session -- python tests/helpers/atspi_check.py CODE LANG`` starts Xvfb, the
window (``atspi_app.py``, this Python) and the reader (``atspi_reader.py``, the system
``python3`` with pyatspi), lets the window play one turn by keyboard, and prints the
reader's JSON lines and the window's steps, in order, as JSON lines.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
APP_NAME = "dsolitaire-atspi-check"
READ_SECONDS = 60.0  # at most: the reader stops once the window's turn is done


def main() -> int:
    code, language = sys.argv[1], sys.argv[2]
    reader_python = os.environ.get("DSOLITAIRE_ATSPI_PYTHON", "/usr/bin/python3")
    with tempfile.TemporaryDirectory() as home:
        r, w = os.pipe()
        xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(w), "-screen", "0", "1400x900x24",
                                 "-nolisten", "tcp"], pass_fds=(w,),
                                stderr=subprocess.DEVNULL)
        os.close(w)
        display = b""
        while not display.endswith(b"\n"):  # Xvfb writes the number, then a newline
            chunk = os.read(r, 64)
            if not chunk:
                break
            display += chunk
        # the read end stays open while Xvfb runs: a write to a closed pipe would kill it
        env = dict(os.environ, DISPLAY=f":{display.decode().strip()}", QT_QPA_PLATFORM="xcb",
                   QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", HOME=home,
                   XDG_CONFIG_HOME=f"{home}/config", XDG_DATA_HOME=f"{home}/data",
                   PYTHONPATH=str(ROOT))
        errors = open(f"{home}/app.err", "w+")  # noqa: SIM115 (read back on failure)
        app = subprocess.Popen([sys.executable, str(HERE / "atspi_app.py"), code, language],
                               env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=errors, text=True)
        reader = None
        steps: list[str] = []
        try:
            assert app.stdout is not None and app.stdin is not None
            if app.stdout.readline().strip() != "ready":
                app.wait(timeout=10)
                errors.seek(0)
                print(json.dumps({"error": "the window did not start: " + errors.read()[-2000:]}))
                return 1
            reader = subprocess.Popen([reader_python, str(HERE / "atspi_reader.py"), APP_NAME,
                                       str(READ_SECONDS)], env=env, stdin=subprocess.PIPE,
                                      stdout=subprocess.PIPE, text=True)
            assert reader.stdout is not None and reader.stdin is not None
            heard: list[str] = []
            listening = threading.Event()

            def pump() -> None:
                assert reader is not None and reader.stdout is not None
                for line in reader.stdout:
                    heard.append(line)
                    if '"listening"' in line or '"error"' in line:
                        listening.set()
                listening.set()

            thread = threading.Thread(target=pump, daemon=True)
            thread.start()
            if listening.wait(30) and reader.poll() is None:
                app.stdin.write("go\n")
                app.stdin.flush()
                for line in app.stdout:  # the window quits by itself at the latest
                    steps.append(line.rstrip("\n"))
                    if line.strip() == "done":
                        break
                time.sleep(1.0)  # the last events reach the reader
                reader.stdin.write("stop\n")
                reader.stdin.flush()
            reader.wait(timeout=READ_SECONDS + 30)
            thread.join(timeout=10)
            for line in heard:
                print(line, end="", flush=True)
        finally:
            app.kill()
            app.wait()
            if reader is not None and reader.poll() is None:
                reader.kill()
            xvfb.kill()
            xvfb.wait()
            os.close(r)
            errors.close()
        for step in steps:
            print(json.dumps({"app": step}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
