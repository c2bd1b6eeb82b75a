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
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
APP_NAME = "dsolitaire-atspi-check"
READ_SECONDS = 8.0


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
        try:
            assert app.stdout is not None and app.stdin is not None
            if app.stdout.readline().strip() != "ready":
                app.wait(timeout=10)
                errors.seek(0)
                print(json.dumps({"error": "the window did not start: " + errors.read()[-2000:]}))
                return 1
            reader = subprocess.Popen([reader_python, str(HERE / "atspi_reader.py"), APP_NAME,
                                       str(READ_SECONDS)], env=env, stdout=subprocess.PIPE,
                                      text=True)
            assert reader.stdout is not None
            for line in reader.stdout:
                print(line, end="", flush=True)
                if '"listening"' in line:
                    app.stdin.write("go\n")
                    app.stdin.flush()
            reader.wait(timeout=30)
        finally:
            app.kill()
            app.wait()
            if reader is not None and reader.poll() is None:
                reader.kill()
            xvfb.kill()
            xvfb.wait()
            os.close(r)
            errors.close()
        assert app.stdout is not None
        for line in app.stdout.read().splitlines():
            print(json.dumps({"app": line}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
