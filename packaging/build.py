#!/usr/bin/env python3
"""Build the Double Solitaire installer for the system this runs on (``make package``).

1. PyInstaller with packaging/dsolitaire.spec -> dist/dsolitaire/
   (and dist/Double Solitaire.app on macOS);
2. the installer:
   * Linux:   dist/dsolitaire_<version>_<arch>.deb (packaging/linux/build_deb.py)
   * Windows: dist/dsolitaire-<version>-windows-x64-setup.exe
     (Inno Setup, packaging/windows/dsolitaire.iss)
   * macOS:   dist/dsolitaire-<version>-macos-<arch>.dmg (packaging/macos/build_dmg.sh;
     signs and notarizes when the MACOS_CERT_* / APPLE_* secrets are set)

The bundle carries the solver compiled with mypyc where this machine can compile it (a C
compiler, mypyc and setuptools: ``--solver auto``, the default), else the pure-Python
solver; ``--solver compiled`` fails instead, ``--solver pure`` never compiles.

The version is always [project].version from pyproject.toml. See packaging/README.md.

Usage::

    python packaging/build.py                 # everything
    python packaging/build.py --bundle-only   # just the PyInstaller folder
    python packaging/build.py --skip-pyinstaller   # reuse dist/dsolitaire
"""

from __future__ import annotations

import argparse
import contextlib
import os
import platform
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import appinfo  # noqa: E402

ROOT = appinfo.ROOT
SPEC = HERE / "dsolitaire.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build"


class BuildError(RuntimeError):
    pass


def run(cmd: list[str], **kwargs) -> None:
    print("+", " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, **kwargs)


def _check_icons() -> None:
    needed = [appinfo.ICONS / f"{appinfo.NAME}.{ext}" for ext in ("svg", "ico", "icns")]
    missing = [str(p) for p in needed if not p.is_file()]
    if missing:
        raise BuildError(f"missing icons {missing}: run python packaging/make_icons.py")


SOLVERS = ("auto", "compiled", "pure")


@contextlib.contextmanager
def solver_for_bundle(choice: str = "auto") -> Iterator[str]:
    """Have the solver the bundle is to carry beside solver.py while PyInstaller runs;
    yields ``"compiled"`` or ``"pure"``. The compiled solver (mypyc, packaging/
    compile_solver.py) searches some 3.6 times the positions a second: hints, analyses and
    winnable deals come sooner. It is built for this machine's Python, which is the one the
    bundle carries. One built here for the bundle is removed again afterwards; one that
    ``make compile`` left is used (when built from this solver.py) and left."""
    import compile_solver

    if choice not in SOLVERS:
        raise BuildError(f"--solver is one of {', '.join(SOLVERS)}, not {choice!r}")
    found = compile_solver.compiled_files()
    if found:
        names = ", ".join(p.name for p in found)
        if choice == "pure":
            raise BuildError(f"a compiled solver lies beside solver.py ({names}): run make "
                             "clean-compiled first, or build without --solver pure")
        if not compile_solver.is_current():
            raise BuildError(f"the compiled solver beside solver.py ({names}) was built from "
                             "another solver.py: run make compile again, or make "
                             "clean-compiled")
        print("build: the bundle carries the compiled solver that make compile left",
              flush=True)
        yield "compiled"
        return
    if choice == "pure":
        print("build: the bundle carries the pure-Python solver (--solver pure)", flush=True)
        yield "pure"
        return
    try:
        compile_solver.build()
    except compile_solver.CompileError as exc:
        if choice == "compiled":
            raise BuildError(f"the solver cannot be compiled here: {exc}") from exc
        print(f"build: the bundle carries the pure-Python solver ({exc})", flush=True)
        yield "pure"
        return
    try:
        print("build: the bundle carries the compiled solver", flush=True)
        yield "compiled"
    finally:
        compile_solver.clean()  # the working tree as it was: solver.py alone


def pyinstaller(dist_dir: Path = DIST, work_dir: Path = WORK, *, clean: bool = True,
                solver: str = "auto") -> Path:
    """Run PyInstaller on the spec; return the one-folder app (dist_dir/dsolitaire).
    *solver*: which solver it carries (:func:`solver_for_bundle`)."""
    _check_icons()
    try:
        import PyInstaller  # noqa: F401
    except ImportError as exc:
        raise BuildError("PyInstaller is missing: pip install -e .[package]") from exc
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN"]
    if clean:
        cmd.append("--clean")
    cmd += ["--distpath", dist_dir, "--workpath", work_dir / "pyinstaller", SPEC]
    with solver_for_bundle(solver):
        run(cmd, cwd=ROOT)
    bundle = dist_dir / appinfo.NAME
    if not bundle.is_dir():
        raise BuildError(f"PyInstaller produced no {bundle}")
    return bundle


def build_linux(
    dist_dir: Path = DIST, work_dir: Path = WORK, *, require_validators: bool = False
) -> Path:
    sys.path.insert(0, str(HERE / "linux"))
    import build_deb

    try:
        return build_deb.build_deb(
            dist_dir / appinfo.NAME,
            dist_dir,
            work_dir / "deb",
            require_validators=require_validators,
        )
    except build_deb.BuildError as exc:
        raise BuildError(str(exc)) from exc


def _numeric_version(version: str) -> str:
    """'1.2.0rc1' -> '1.2.0.0' (Windows version resources want four integers)."""
    nums = re.findall(r"\d+", version.split("+")[0])[:3]
    nums += ["0"] * (4 - len(nums))
    return ".".join(nums[:4])


def find_iscc() -> str:
    candidates = [os.environ.get("ISCC"), shutil.which("iscc"), shutil.which("ISCC")]
    for var in ("ProgramFiles(x86)", "ProgramFiles", "LOCALAPPDATA"):
        base = os.environ.get(var)
        if base:
            sub = "Programs" if var == "LOCALAPPDATA" else ""
            candidates.append(str(Path(base, sub, "Inno Setup 6", "ISCC.exe")))
    for c in candidates:
        if c and Path(c).is_file():
            return c
    raise BuildError("Inno Setup's ISCC.exe not found: install Inno Setup 6 or set ISCC=path")


def build_windows(dist_dir: Path = DIST) -> Path:
    version = appinfo.version()
    iss = HERE / "windows" / "dsolitaire.iss"
    run(
        [
            find_iscc(),
            f"/DAppVersion={version}",
            f"/DAppVersionInfo={_numeric_version(version)}",
            f"/DSourceDir={dist_dir / appinfo.NAME}",
            f"/DOutputDir={dist_dir}",
            f"/DRepoRoot={ROOT}",
            iss,
        ]
    )
    setup = dist_dir / f"{appinfo.NAME}-{version}-windows-x64-setup.exe"
    if not setup.is_file():
        raise BuildError(f"Inno Setup did not produce {setup}")
    return setup


def build_macos(dist_dir: Path = DIST) -> Path:
    version = appinfo.version()
    app = dist_dir / f"{appinfo.DISPLAY_NAME}.app"
    if not app.is_dir():
        raise BuildError(f"{app} missing: the spec's BUNDLE step did not run")
    dmg = dist_dir / f"{appinfo.NAME}-{version}-macos-{platform.machine()}.dmg"
    run(["bash", HERE / "macos" / "build_dmg.sh", app, dmg])
    return dmg


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=DIST, help="output folder (default dist/)")
    parser.add_argument("--work", type=Path, default=WORK, help="scratch folder (default build/)")
    parser.add_argument("--skip-pyinstaller", action="store_true", help="reuse an existing bundle")
    parser.add_argument("--bundle-only", action="store_true", help="stop after PyInstaller")
    parser.add_argument("--solver", choices=SOLVERS, default="auto",
                        help="the solver the bundle carries: compiled where this machine can "
                             "compile it (auto), compiled or fail, or pure Python")
    args = parser.parse_args(argv)

    dist, work = args.dist.resolve(), args.work.resolve()
    started = time.monotonic()
    try:
        if not args.skip_pyinstaller:
            pyinstaller(dist, work, solver=args.solver)
        print(f"build: bundle ready after {time.monotonic() - started:.0f} s", flush=True)
        if args.bundle_only:
            return 0
        if sys.platform.startswith("linux"):
            out = build_linux(dist, work)
        elif sys.platform == "win32":
            out = build_windows(dist)
        elif sys.platform == "darwin":
            out = build_macos(dist)
        else:
            raise BuildError(f"no installer recipe for {sys.platform}")
    except (BuildError, subprocess.CalledProcessError) as exc:
        print(f"build: error: {exc}", file=sys.stderr)
        return 1
    print(f"build: {out} ({out.stat().st_size / 1e6:.1f} MB) in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
