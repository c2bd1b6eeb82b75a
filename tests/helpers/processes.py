"""Ending the processes a test started (a server, a compositor)."""

from __future__ import annotations

import subprocess


def end(process: subprocess.Popen[bytes], timeout: float = 10) -> None:
    """Ask ``process`` to end (SIGTERM); kill it if it has not within ``timeout`` s."""
    process.terminate()
    try:
        process.wait(timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
