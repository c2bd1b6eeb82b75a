"""Facts about the app shared by the PyInstaller spec and the installer scripts.

Pure standard library (tomllib), importable on every platform and from the spec file.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = ROOT / "pyproject.toml"
RESOURCES = ROOT / "resources"
ICONS = RESOURCES / "icons"

#: Executable / package / folder name (matches the ``dsolitaire`` gui script).
NAME = "dsolitaire"
DISPLAY_NAME = "Double Solitaire"
#: Reverse-DNS id: .desktop file id, AppStream id, macOS CFBundleIdentifier.
APP_ID = "dk.doublesolitaire.DoubleSolitaire"
PUBLISHER = "Double Solitaire studio"
MAINTAINER = "Double Solitaire studio <packages@doublesolitaire.dk>"
HOMEPAGE = "https://doublesolitaire.dk"
SUMMARY = "The two-deck, nine-column patience"


def pyproject() -> dict:
    with PYPROJECT.open("rb") as fh:
        return tomllib.load(fh)


def version() -> str:
    """The ``[project].version`` from pyproject.toml (the single source of truth)."""
    return str(pyproject()["project"]["version"])
