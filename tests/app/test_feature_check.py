"""PySide6's check of each imported module for "PySide6" in its source keeps its answer
(0 for a module that names PySide6, -1 for one that does not) and, with
:func:`dsolitaire.app.feature_check.install`, no longer keeps the module's lines in
linecache (5 MB of the app's memory)."""

from __future__ import annotations

import linecache
import sys
from pathlib import Path

import PySide6.QtCore  # noqa: F401  (its import hook checks the modules imported after it)
import pytest

from dsolitaire.app.feature_check import install


def test_modules_imported_after_pyside_leave_no_lines_behind(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    feature = pytest.importorskip("shibokensupport.feature")
    assert install()
    (tmp_path / "ds_names_qt.py").write_text("import PySide6.QtCore\n\nX = 1\n")
    (tmp_path / "ds_plain.py").write_text("X = 2\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    for name in ("ds_names_qt", "ds_plain"):
        __import__(name)  # as an import statement does (importlib bypasses the hook)
        monkeypatch.delitem(sys.modules, name)
    assert feature.pyside_feature_dict["ds_names_qt"] == 0
    assert feature.pyside_feature_dict["ds_plain"] == -1
    assert not [f for f in linecache.cache if f.startswith(str(tmp_path))]
