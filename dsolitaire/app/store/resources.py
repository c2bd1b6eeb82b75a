"""Where the app's resources are: ``resources/`` beside the package, or in a bundle."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QLocale

from ...engine import RULES_LANGUAGES, render_rules


def resources_dir() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)  # PyInstaller
    if bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parents[3] / "resources"


def rules_language(locale: QLocale | None = None) -> str:
    """The language of the rules text for a locale (default: the default QLocale).

    ``da`` or ``de`` for Danish or German, otherwise ``en``.
    """
    language = (locale or QLocale()).language()
    codes = {QLocale.Language.Danish: "da", QLocale.Language.German: "de"}
    code = codes.get(language, "en")
    return code if code in RULES_LANGUAGES else "en"


def rules_markdown(lang: str) -> str:
    """The rules for players in ``lang`` as Markdown, numbers filled in from the engine.

    Read from ``resources/rules/rules.<lang>.md``; an ``OSError`` if it cannot be read.
    """
    if lang not in RULES_LANGUAGES:
        lang = "en"
    template = (resources_dir() / "rules" / f"rules.{lang}.md").read_text(encoding="utf-8")
    return render_rules(template)
