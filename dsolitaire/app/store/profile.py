"""A throw-away profile named by ``DSOLITAIRE_PROFILE``: the data folder (saved game,
history, instance lock; :func:`dsolitaire.app.store.files.data_folder`) and the settings
go there instead of the player's own.

The self-test plays in such a profile (and so does a second launch it starts), so that it
goes through the player's own start-up without touching the player's files.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

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
    from PySide6.QtCore import QSettings

    folder = profile_folder()
    if folder is not None:
        QSettings.setDefaultFormat(QSettings.Format.IniFormat)
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                          str(folder / "settings"))


#: The data folder's last two parts (``QStandardPaths.AppDataLocation`` appends the
#: organisation and the application names; the same as ``settings.ORGANIZATION`` and
#: ``settings.APPLICATION``, which import Qt).
_ORGANIZATION, _APPLICATION = "DoubleSolitaire", "Double Solitaire"


def plain_data_folder() -> Path | None:
    """The data folder without asking Qt, where that is plain: a profile, or Linux with
    ``XDG_DATA_HOME`` absolute or unset (then ``~/.local/share``), as
    ``QStandardPaths.AppDataLocation`` gives it; None elsewhere (then ask
    :func:`dsolitaire.app.store.files.data_folder`).
    For ``--stats``, which then needs no Qt at all."""
    folder = profile_folder()
    if folder is not None:
        return folder / "data"
    if not sys.platform.startswith("linux"):
        return None
    home = os.environ.get("XDG_DATA_HOME", "")
    if home and not os.path.isabs(home):
        return None
    root = Path(home) if home else Path.home() / ".local" / "share"
    return root / _ORGANIZATION / _APPLICATION
