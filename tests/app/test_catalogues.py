"""The catalogues: every string translated, every context a class, every .qm current.

``pyside6-lupdate`` runs over today's sources into copies of the shipped ``.ts`` files:
a string without a Danish or German translation (or without its English plural forms),
a context that is not a class (a module-level ``tr()`` helper files its strings under an
empty context, where no translation can reach them), or a shipped ``.qm`` that is not the
compiled ``.ts`` fails. ``make translations`` updates both.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from dsolitaire.app.ui.i18n import translations_dir

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "dsolitaire" / "app"
LANGUAGES = ("da", "de", "en")


def _tool(name: str) -> str:
    exe = Path(sys.executable).with_name(name)
    found = str(exe) if exe.exists() else shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed (it comes with PySide6)")
    return found


@pytest.fixture(scope="module")
def updated(tmp_path_factory: pytest.TempPathFactory) -> dict[str, ET.Element]:
    """lupdate over today's sources, into copies of the shipped .ts files."""
    folder = tmp_path_factory.mktemp("ts")
    sources = sorted(str(p) for p in APP.rglob("*.py"))
    out = {}
    for lang in LANGUAGES:
        ts = folder / f"dsolitaire_{lang}.ts"
        shutil.copy(translations_dir() / ts.name, ts)
        extra = ["-pluralonly"] if lang == "en" else []
        subprocess.run([_tool("pyside6-lupdate"), "-locations", "none", *extra, *sources,
                        "-ts", str(ts)], check=True, capture_output=True)
        out[lang] = ET.parse(ts).getroot()
    return out


def _messages(root: ET.Element) -> list[tuple[str, str, ET.Element]]:
    found = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found.append((name, message.findtext("source") or "", message))
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_string_is_translated(updated: dict[str, ET.Element], lang: str) -> None:
    unfinished = [
        (context, source) for context, source, message in _messages(updated[lang])
        if (message.find("translation") is not None
            and message.find("translation").get("type") == "unfinished")  # type: ignore[union-attr]
    ]
    assert not unfinished, f"unfinished in {lang} (run make translations, then translate)"


def test_every_context_is_a_class(updated: dict[str, ET.Element]) -> None:
    classes = set()
    for path in APP.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        classes |= {node.name for node in ast.walk(tree) if isinstance(node, ast.ClassDef)}
    contexts = {context for context, _source, _m in _messages(updated["da"])}
    assert contexts, "lupdate found no strings"
    assert contexts <= classes, f"contexts that are no class: {contexts - classes}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_shipped_qm_is_the_compiled_ts(tmp_path: Path, lang: str) -> None:
    ts = translations_dir() / f"dsolitaire_{lang}.ts"
    qm = tmp_path / f"dsolitaire_{lang}.qm"
    subprocess.run([_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)],
                   check=True, capture_output=True)
    shipped = ts.with_suffix(".qm")
    assert shipped.exists(), f"{shipped.name} is missing (make translations)"
    assert shipped.read_bytes() == qm.read_bytes(), f"{shipped.name} is out of date"
