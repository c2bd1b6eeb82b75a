"""Write the rules for players: ``python docs/make_rules.py`` (``--check``: only compare).

``docs/rules.<lang>.md`` are ``resources/rules/rules.<lang>.md`` (the texts the app's
"How to play" shows) with the numbers filled in from the engine's constants. Edit the
templates, then run this; tests/test_rules_docs.py fails while a doc is out of date.
"""

from __future__ import annotations

import sys
from pathlib import Path

from dsolitaire.engine import RULES_LANGUAGES, rules_document

ROOT = Path(__file__).resolve().parents[1]
TEMPLATES = ROOT / "resources" / "rules"
DOCS = ROOT / "docs"


def expected() -> dict[Path, str]:
    """Each doc's path and the text it should have."""
    return {
        DOCS / f"rules.{lang}.md": rules_document(
            (TEMPLATES / f"rules.{lang}.md").read_text(encoding="utf-8"), lang
        )
        for lang in RULES_LANGUAGES
    }


def main(argv: list[str]) -> int:
    check = "--check" in argv
    stale = []
    for path, text in expected().items():
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current == text:
            continue
        stale.append(path.relative_to(ROOT))
        if not check:
            path.write_text(text, encoding="utf-8", newline="\n")
    for name in stale:
        print(f"{'out of date' if check else 'wrote'}: {name}")
    return 1 if check and stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
