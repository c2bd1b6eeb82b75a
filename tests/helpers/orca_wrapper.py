"""Debian's Orca with its debug file flushed after every line (Orca 43 never flushes it),
and free to start beside other Orcas of this user.

Run by the system ``python3`` (Orca's own): ``python3 orca_wrapper.py [ORCA OPTIONS]``.
The lines ``SPEECH OUTPUT: '...'`` of the debug file are what Orca said.

Orca refuses to start while any other process of this user is named ``orca`` (and
``--replace`` kills them all, whatever desktop they read). Each screen-reader check runs
its own desktop: its own D-Bus session, AT-SPI bus, X display, speech-dispatcher and home,
so its Orca hears only its own app, and the checks of two languages can run at once. This
Orca therefore counts no other Orca as its rival.
"""

import sys

sys.path.insert(1, "/usr/lib/python3/dist-packages")
from orca import debug

_println = debug.println


def println(level, text="", timestamp=False):
    _println(level, text, timestamp)
    if debug.debugFile is not None:
        debug.debugFile.flush()


debug.println = println
ORCA = "/usr/bin/orca"
sys.argv[0] = ORCA
launcher = {"__name__": "orca_launcher", "__file__": ORCA}
with open(ORCA, encoding="utf-8") as source:
    exec(compile(source.read(), ORCA, "exec"), launcher)  # its main() is not run: not __main__
launcher["otherOrcas"] = lambda: []
sys.exit(launcher["main"]())
