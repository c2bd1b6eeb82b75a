"""Shared test set-up: headless Qt, and QSettings kept away from the real user settings."""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"
# The "system" language of every test is English, whatever the machine's locale.
for _name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_name, None)
os.environ["LANG"] = "C.UTF-8"
# Before anything can create a QSettings: the real user's configuration is never touched.
_SETTINGS_ROOT = Path(tempfile.mkdtemp(prefix="dsolitaire-test-settings-"))
os.environ["XDG_CONFIG_HOME"] = str(_SETTINGS_ROOT / "xdg")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path: Path) -> Iterator[Path]:
    """Every test gets its own empty settings folder (INI format, user scope)."""
    try:
        from PySide6.QtCore import QSettings
    except ImportError:  # the engine tests need no Qt
        yield tmp_path
        return
    from PySide6.QtCore import QCoreApplication

    from dsolitaire.app.store.settings import APPLICATION, ORGANIZATION

    # as main() does: without an organization a QSettings reports AccessError
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    folder = tmp_path / "settings"
    folder.mkdir()
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    yield folder


@pytest.fixture(autouse=True)
def no_app_left_running() -> Iterator[None]:
    """A real app a test started (``helpers.private_app.start``) does not outlive the test,
    when the test failed before it ended it."""
    yield
    module = sys.modules.get("helpers.private_app")
    if module is not None:
        module.end_all()
