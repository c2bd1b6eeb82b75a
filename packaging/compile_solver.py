#!/usr/bin/env python3
"""Compile the solver with mypyc, in place (``make compile``), or remove it again
(``make clean-compiled``). Opt-in: nothing else needs a C compiler.

    python packaging/compile_solver.py            # build dsolitaire/engine/solver.*.so
    python packaging/compile_solver.py --clean    # remove it

mypyc compiles ``dsolitaire/engine/solver.py`` unchanged into an extension module that
lies beside it and shadows it for every import: the app, the hint and analysis workers,
the tests and the benchmarks all use it. ``solver.py`` stays the source and the fallback
wherever there is no compiled module (a fresh checkout, ``make run``, the installers).

Beside the extension goes ``solver.compiled-from``, the SHA-256 of the solver.py it was
built from: ``tests/engine/test_solver_pinned.py`` fails when solver.py has changed since
(build again or clean), and runs its pinned answers on both the compiled module and
solver.py loaded as source. ``packaging/build.py`` compiles it for the bundle where it can
(and removes it again), so that the installed app gets it. The C files go to
``build/mypyc/`` (``make clean`` removes ``build/``).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "dsolitaire" / "engine"
SOURCE = ENGINE / "solver.py"
STAMP = ENGINE / "solver.compiled-from"
WORK = ROOT / "build" / "mypyc"


def compiled_files() -> list[Path]:
    """The extension modules mypyc puts beside solver.py (.so, or .pyd on Windows)."""
    return sorted(p for pattern in ("solver.*.so", "solver.*.pyd", "solver__mypyc.*.so",
                                    "solver__mypyc.*.pyd")
                  for p in ENGINE.glob(pattern))


def source_digest() -> str:
    return hashlib.sha256(SOURCE.read_bytes()).hexdigest()


def clean() -> None:
    for path in [*compiled_files(), STAMP]:
        if path.exists():
            print(f"removing {path.relative_to(ROOT)}")
            path.unlink()
    shutil.rmtree(WORK, ignore_errors=True)


class CompileError(RuntimeError):
    """The solver cannot be compiled here; the message says why."""


def has_compiler() -> bool:
    if sys.platform == "win32":
        return True  # MSVC is found by setuptools itself, or it says what is missing
    return any(shutil.which(cc) for cc in (os.environ.get("CC", "cc"), "cc", "gcc", "clang"))


def why_not() -> str | None:
    """Why the solver cannot be compiled here (no C compiler, no mypyc), or None."""
    if not has_compiler():
        return "no C compiler (gcc, clang or cc)"
    try:
        import mypyc.build  # noqa: F401
        import setuptools  # noqa: F401
    except ImportError as exc:
        return f"no {exc.name} (pip install -e .[package] brings mypy, with mypyc, and setuptools)"
    return None


def is_current() -> bool:
    """Was the compiled solver beside solver.py built from this solver.py?"""
    try:
        return STAMP.read_text(encoding="ascii").strip() == source_digest()
    except OSError:
        return False


def build() -> Path:
    """Compile solver.py in place; the extension module. CompileError when it cannot."""
    reason = why_not()
    if reason is not None:
        raise CompileError(reason)
    clean()
    WORK.mkdir(parents=True, exist_ok=True)
    # mypycify writes its C files to target_dir; build_ext --inplace puts the modules beside
    # solver.py (the paths are relative to ROOT, the working directory)
    setup = (
        "import sys\n"
        "from setuptools import setup\n"
        "from mypyc.build import mypycify\n"
        "sys.argv = ['setup.py', 'build_ext', '--inplace',\n"
        "            '--build-temp', 'build/mypyc/temp', '--build-lib', 'build/mypyc/lib']\n"
        "setup(name='dsolitaire-solver', ext_modules=mypycify(\n"
        "    ['dsolitaire/engine/solver.py'], target_dir='build/mypyc'))\n"
    )
    if subprocess.run([sys.executable, "-c", setup], cwd=ROOT).returncode != 0:
        clean()
        raise CompileError("mypyc could not compile the solver (its output is above)")
    STAMP.write_text(source_digest() + "\n", encoding="ascii")
    check = subprocess.run(
        [sys.executable, "-c",
         "import inspect; from dsolitaire.engine import solver; "
         "print(solver.__file__); assert not inspect.isfunction(solver.solve)"],
        cwd=ROOT, capture_output=True, text=True)
    if check.returncode != 0:
        clean()
        raise CompileError(f"the compiled solver does not import:\n{check.stderr}")
    built = Path(check.stdout.strip())
    print(f"compiled solver: {built.relative_to(ROOT)}")
    return built


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clean", action="store_true", help="remove the compiled solver")
    args = parser.parse_args()
    if args.clean:
        clean()
        return
    try:
        build()
    except CompileError as exc:
        sys.exit(f"make compile: the solver cannot be compiled here: {exc}; without it the "
                 "game runs on the pure-Python solver as it is")


if __name__ == "__main__":
    main()
