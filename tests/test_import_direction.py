"""The imports of dsolitaire run one way: no module imports itself back through others,
and a package imports only the packages below it.

    ui  →  table  →  play  →  workers  →  engine
      ↘      ↘                    store  →  engine

``app/resources.py`` (where the shipped files are) sits under every app package.
``app/main.py``, ``app/selftest.py``, ``app/driver.py`` and ``dsolitaire/__main__.py``
start and drive the app: they may import any package, and no package imports them.
``play`` sees ``store`` only through small Protocols (the recording's ``FinishedGames``, the
session's), and ``store`` sees the controller only through one (``Followed``), never by
import.
Every import counts, also one inside a function or under ``TYPE_CHECKING``: a cycle of
types is still a cycle a reader has to untangle.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import dsolitaire

PACKAGE = Path(dsolitaire.__file__).resolve().parent

#: What each layer may import (itself included), besides the standard library and Qt.
ALLOWED: dict[str, set[str]] = {
    "dsolitaire": {"dsolitaire"},
    "engine": {"dsolitaire", "engine"},
    "app": {"dsolitaire", "app"},  # app/__init__.py
    # app/resources.py: where the shipped files are; every app package may ask it
    "resources": {"dsolitaire", "engine", "resources"},
    "store": {"dsolitaire", "engine", "resources", "store"},
    "workers": {"dsolitaire", "engine", "workers"},
    "play": {"dsolitaire", "engine", "resources", "workers", "play"},
    "table": {"dsolitaire", "engine", "resources", "play", "store", "table"},
    "ui": {"dsolitaire", "engine", "resources", "workers", "play", "store", "table", "ui"},
}
ALLOWED["top"] = set().union(*ALLOWED.values()) | {"top"}
TOP = {"dsolitaire.__main__", "dsolitaire.app.main", "dsolitaire.app.selftest",
       "dsolitaire.app.driver"}


def module_name(path: Path, root: Path = PACKAGE) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path, modules: set[str], root: Path = PACKAGE) -> set[str]:
    """The modules of the package that the file at ``path`` imports, anywhere in it."""
    name = module_name(path, root)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                stem = ".".join([*base, node.module] if node.module else base)
            else:
                stem = node.module or ""
            # "from x import y": y may be a module of its own
            targets = [f"{stem}.{alias.name}" if f"{stem}.{alias.name}" in modules else stem
                       for alias in node.names]
        else:
            continue
        for target in targets:
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def graph(root: Path = PACKAGE) -> dict[str, set[str]]:
    paths = sorted(root.rglob("*.py"))
    modules = {module_name(p, root) for p in paths}
    return {module_name(p, root): imports_of(p, modules, root) for p in paths}


def layer(module: str) -> str:
    """The layer of a module: ``engine``, ``store``, …, ``top`` or ``dsolitaire``."""
    if module in TOP:
        return "top"
    parts = module.split(".")
    if parts[1:2] == ["engine"]:
        return "engine"
    if parts[1:2] == ["app"]:
        return parts[2] if len(parts) > 3 or (len(parts) == 3 and parts[2] in ALLOWED) \
            else "app"
    return "dsolitaire"


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def wrong_way(edges: dict[str, set[str]]) -> list[str]:
    return sorted(f"{a} -> {b}" for a, targets in edges.items() for b in targets
                  if layer(b) not in ALLOWED[layer(a)])


def test_no_import_cycle() -> None:
    assert cycles(graph()) == []


def test_every_import_runs_down_the_layers() -> None:
    edges = graph()
    assert {"dsolitaire.app.ui.window", "dsolitaire.app.table.scene",
            "dsolitaire.app.play.controller", "dsolitaire.engine.game"} <= set(edges)
    assert wrong_way(edges) == []


def test_the_scene_never_imports_its_accessibility() -> None:
    edges = graph()
    assert "dsolitaire.app.table.access" not in edges["dsolitaire.app.table.scene"]


def test_the_walk_sees_cycles_and_wrong_arrows(tmp_path: Path) -> None:
    """The checks can fail: a made-up package with a cycle and an arrow the wrong way."""
    root = tmp_path / "dsolitaire"
    for folder in ("engine", "app/play", "app/store"):
        (root / folder).mkdir(parents=True)
        (root / folder / "__init__.py").write_text("")
    (root / "__init__.py").write_text("")
    (root / "app/__init__.py").write_text("")
    (root / "engine/a.py").write_text("from . import b\n")
    (root / "engine/b.py").write_text("def f():\n    from .a import x\n")
    (root / "app/store/s.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..play.c import C\n")
    (root / "app/play/c.py").write_text("from ...engine import a\n")
    edges = graph(root)
    assert cycles(edges) == [["dsolitaire.engine.a", "dsolitaire.engine.b"]]
    assert wrong_way(edges) == ["dsolitaire.app.store.s -> dsolitaire.app.play.c"]


def test_a_worker_process_imports_no_qt() -> None:
    """A spawned worker imports only its entry (app/workers/jobs.py) and the engine."""
    probe = ("import sys, dsolitaire.app.workers.jobs\n"
             "print(sorted(m for m in sys.modules if m.split('.')[0] in "
             "('PySide6', 'shiboken6')))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          timeout=60, check=True)
    assert done.stdout.strip() == "[]"


def test_every_module_says_what_it_is_for() -> None:
    """Each module's docstring has a first line of its own."""
    missing = []
    for path in sorted(PACKAGE.rglob("*.py")):
        doc = ast.get_docstring(ast.parse(path.read_text("utf-8"))) or ""
        if len(doc.partition("\n")[0]) < 20:
            missing.append(path.relative_to(PACKAGE.parent).as_posix())
    assert missing == []


def test_the_tests_import_their_helpers_one_way() -> None:
    """As ``helpers.gui``, never as ``tests.helpers.gui``: Python would load the module a
    second time under the other name, as a module of its own with its own state."""
    tests = Path(__file__).resolve().parent
    twice = []
    for path in sorted(tests.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"), filename=str(path))):
            names = ([alias.name for alias in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            twice += [f"{path.relative_to(tests)}: {name}" for name in names
                      if name == "tests.helpers" or name.startswith("tests.helpers.")]
    assert not twice
