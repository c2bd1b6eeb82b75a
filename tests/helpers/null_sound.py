"""A sound device for the tests on a machine with no sound card: a PulseAudio server of
the test run's own with a null sink (``module-null-sink``; apt ``pulseaudio``), on a
socket in a temporary folder.

QtMultimedia 6.11 plays through PulseAudio on Linux (``libQt6Multimedia`` links
``libpulse.so.0``; PipeWire only when ``QT_AUDIO_BACKEND=pipewire``, and a PipeWire
desktop serves PulseAudio clients through ``pipewire-pulse``). A process keeps its first
connection to the sound server, so the server is started once for the whole run (each
xdist worker has its own) and ``PULSE_SERVER`` points every test, and every app a test
starts, at it from the start: no test ever plays on the machine's own sound card, and no
test finds the device gone because another test in its process looked first.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from helpers.processes import end

#: Where PULSE_SERVER points when there is no pulseaudio: a server that is not there, so
#: that the tests stay off the machine's own sound card all the same.
NOWHERE = "unix:/nonexistent/dsolitaire-tests-no-sound"


@contextmanager
def null_sound_server(home: Path) -> Iterator[str | None]:
    """While in the block, ``PULSE_SERVER`` is a running null sink's address (yielded),
    or :data:`NOWHERE` (None yielded) without ``pulseaudio``."""
    before = os.environ.get("PULSE_SERVER")
    binary = shutil.which("pulseaudio")
    server = None
    try:
        if binary is None:
            os.environ["PULSE_SERVER"] = NOWHERE
            yield None
            return
        home.mkdir(parents=True, exist_ok=True)
        socket = home / "native"
        env = {**os.environ, "HOME": str(home), "XDG_CONFIG_HOME": str(home / "config"),
               "XDG_RUNTIME_DIR": str(home), "PULSE_RUNTIME_PATH": str(home)}
        env.pop("PULSE_SERVER", None)
        server = subprocess.Popen(
            [binary, "-n", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no",
             "--disable-shm=yes", "-F", "/dev/null",
             "--load=module-null-sink sink_name=dsolitaire_null",
             f"--load=module-native-protocol-unix auth-anonymous=1 socket={socket}"],
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 10
        while not socket.exists() and server.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        if not socket.exists():
            server.kill()
            error = server.communicate()[1].decode(errors="replace")[-400:]
            raise RuntimeError(f"pulseaudio did not start: {error}")
        os.environ["PULSE_SERVER"] = f"unix:{socket}"
        yield os.environ["PULSE_SERVER"]
    finally:
        if before is None:
            os.environ.pop("PULSE_SERVER", None)
        else:
            os.environ["PULSE_SERVER"] = before
        if server is not None:
            end(server, 5)
