"""A throw-away profile named by ``DSOLITAIRE_PROFILE``: the data folder (saved game,
history, instance lock; :func:`dsolitaire.app.store.files.data_folder`) and the settings
go there instead of the player's own.

The self-test plays in such a profile (and so does a second launch it starts), so that it
goes through the player's own start-up without touching the player's files.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

#: The environment variable that names a profile folder: ``<it>/data`` is the data folder
#: and ``<it>/settings`` holds the settings as INI files.
PROFILE_VARIABLE = "DSOLITAIRE_PROFILE"


def profile_folder() -> Path | None:
    """The profile named by ``DSOLITAIRE_PROFILE``, or None for the player's own files."""
    value = os.environ.get(PROFILE_VARIABLE, "")
    return Path(value) if value else None


def apply_profile() -> None:
    """Point every later QSettings at the profile's folder, when a profile is named.
    Call it once the application's name is set, before the first QSettings."""
    folder = profile_folder()
    if folder is not None:
        QSettings.setDefaultFormat(QSettings.Format.IniFormat)
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                          str(folder / "settings"))
