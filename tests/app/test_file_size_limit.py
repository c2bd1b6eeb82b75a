"""Under a file-size limit (``prlimit --fsize=1500``, issue 18 case 9) the app starts as
fast as without it and says why the history cannot be used: SQLite's pages (4 KB) are
larger than the limit, and the real reason is said, not the rollback that followed it."""

from __future__ import annotations

import shutil
import signal
from pathlib import Path

import pytest
from helpers.private_app import start

pytestmark = pytest.mark.skipif(shutil.which("prlimit") is None, reason="needs prlimit")


def test_the_app_starts_under_a_file_size_limit_and_says_why(tmp_path: Path) -> None:
    app = start(tmp_path, "--code", "DS1-D1N-AAAAAAB", prefix=["prlimit", "--fsize=1500"])
    app.wait_ready(timeout=60)
    assert "The game history cannot be used" in app.status
    assert "cannot rollback" not in app.status  # what hid the disk's own error
    assert "disk I/O error" in app.status or "full" in app.status
    app.process.send_signal(signal.SIGTERM)
    status, err = app.finish()
    assert status == 0, err
