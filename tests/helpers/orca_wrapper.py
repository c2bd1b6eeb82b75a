"""Debian's Orca with its debug file flushed after every line (Orca 43 never flushes it).

Run by the system ``python3`` (Orca's own): ``python3 orca_wrapper.py [ORCA OPTIONS]``.
The lines ``SPEECH OUTPUT: '...'`` of the debug file are what Orca said.
"""

import runpy
import sys

sys.path.insert(1, "/usr/lib/python3/dist-packages")
from orca import debug

_println = debug.println


def println(level, text="", timestamp=False):
    _println(level, text, timestamp)
    if debug.debugFile is not None:
        debug.debugFile.flush()


debug.println = println
sys.argv[0] = "/usr/bin/orca"
runpy.run_path("/usr/bin/orca", run_name="__main__")
