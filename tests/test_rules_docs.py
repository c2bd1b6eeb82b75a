"""docs/rules.<lang>.md are the rendered templates, and the README links them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dsolitaire.engine import RULES_LANGUAGES, rules_document

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", RULES_LANGUAGES)
def test_a_committed_rules_doc_is_the_rendered_template(lang: str) -> None:
    template = (ROOT / "resources" / "rules" / f"rules.{lang}.md").read_text(encoding="utf-8")
    doc = ROOT / "docs" / f"rules.{lang}.md"
    assert doc.exists(), f"{doc.name} is missing: run `make docs`"
    assert doc.read_text(encoding="utf-8") == rules_document(template, lang), (
        f"docs/{doc.name} is out of date with resources/rules/: run `make docs`"
    )


def test_there_is_a_template_for_every_doc_and_no_other() -> None:
    docs = {p.name for p in (ROOT / "docs").glob("rules.*.md")}
    templates = {p.name for p in (ROOT / "resources" / "rules").glob("rules.*.md")}
    assert docs == templates == {f"rules.{lang}.md" for lang in RULES_LANGUAGES}


def test_the_readme_links_the_rules_docs_and_nothing_outside_the_project() -> None:
    assert "../shared" not in README
    links = re.findall(r"\]\(([^)#\s]+)", README)
    local = [link for link in links if "://" not in link]
    for link in local:
        assert not link.startswith(".."), f"README links outside the project: {link}"
        assert (ROOT / link).exists(), f"README links a missing file: {link}"
    for lang in RULES_LANGUAGES:
        assert f"docs/rules.{lang}.md" in local


def test_the_installed_app_carries_the_rules_templates() -> None:
    # the PyInstaller spec bundles resources/ wholesale, rules/ included
    spec = (ROOT / "packaging" / "dsolitaire.spec").read_text(encoding="utf-8")
    assert 'datas=[(str(ROOT / "resources"), "resources")]' in spec
    assert (ROOT / "resources" / "rules").is_dir()
