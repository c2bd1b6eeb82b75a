"""The rules engine and its command line run without Qt."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import dsolitaire.engine

ENGINE = Path(dsolitaire.engine.__file__).resolve().parent
QT = ("PySide6", "shiboken6")

PROBE = """
import sys
import dsolitaire.engine
import dsolitaire.engine.cli
from dsolitaire.engine import Game
Game.from_code("DS1-D1N-AAAAAAB").legal_actions()
loaded = sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6"))
print(",".join(loaded) or "none")
"""


def test_engine_and_cli_import_no_qt() -> None:
    # a fresh interpreter: this one has Qt loaded by tests/conftest.py for the app tests
    done = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "none"


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text("utf-8"), filename=str(path))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute | ast.Name)
            and getattr(node.func, "attr", getattr(node.func, "id", "")) == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
        ):
            names.add(str(node.args[0].value))
    return names


def test_no_engine_file_imports_qt() -> None:
    files = sorted(ENGINE.rglob("*.py"))
    assert len(files) >= 5
    for path in files:
        for name in imported_modules(path):
            assert name.split(".")[0] not in QT, f"{path.name} imports {name}"


def test_the_scan_sees_every_kind_of_import(tmp_path: Path) -> None:
    """The scan itself finds Qt imports (so the test above can fail)."""
    sample = tmp_path / "sample.py"
    sample.write_text(
        "import os, PySide6.QtCore\n"
        "from shiboken6 import Shiboken\n"
        "def f():\n"
        "    from PySide6.QtGui import QColor\n"
        "    return importlib.import_module('PySide6.QtWidgets')\n",
        encoding="utf-8",
    )
    assert imported_modules(sample) == {
        "os",
        "PySide6.QtCore",
        "shiboken6",
        "PySide6.QtGui",
        "PySide6.QtWidgets",
    }
