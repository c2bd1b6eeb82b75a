"""The solver compiled with mypyc for the Windows bundle, cross-compiled on Linux with
Debian's mingw-w64 (``make test-windows``, through ``wine_check.py``).

``packaging/compile_solver.py`` compiles the solver for the Python that runs it; the Windows
bundle is built by the embeddable CPython 3.11.9 under Wine, which has neither mypyc nor a C
compiler. So the C comes from this machine's mypyc and the compiler is mingw-w64:

1. **C**: ``mypycify`` run by this (Linux) Python, with mypy's ``--platform win32``, writes
   ``solver.c`` (the shim module ``dsolitaire.engine.solver``) and
   ``__native_solver.c`` (the library ``dsolitaire.engine.solver__mypyc``, which
   ``#include``s mypyc's runtime, ``mypyc/lib-rt``). The C is written for the generating
   Python's C API version, so that Python must be a 3.11 like the bundle's.
2. **Headers**: CPython 3.11's ``Include/`` and its Windows ``PC/pyconfig.h``, from the
   source of Debian 12's ``python3.11`` package (``apt-get source --download-only`` against
   a private list of the machine's own Debian mirror as ``deb-src``; only the upstream
   tarball ``python3.11_3.11.2.orig.tar.gz``, 26 MB, is used, and kept in the cache). 3.11.2's
   headers for a 3.11.9 DLL: CPython keeps the ABI of a feature release across its bugfix
   releases. The embeddable package has no headers, PyPI and npm none for Windows that we
   found, and nothing else is reachable from CI.
3. **Compile and link**: ``x86_64-w64-mingw32-gcc -shared`` with mypyc's own C flags,
   ``-DMS_WIN64`` (PC/pyconfig.h defines it, and ``Py_ssize_t``, only for MSVC; under gcc
   ``Py_ssize_t`` then comes from ``SIZEOF_SIZE_T``), linked against the bundle's
   ``python311.dll`` itself (mingw's ld reads a DLL's export table: no import library),
   ``-static-libgcc`` and stripped: the modules import only ``KERNEL32.dll``, ``msvcrt.dll``
   (which every Windows has) and ``python311.dll``. Their names end with the first of the
   Windows Python's ``importlib.machinery.EXTENSION_SUFFIXES`` (``.cp311-win_amd64.pyd``).

Two C runtimes: mingw-w64 links ``msvcrt.dll``, CPython 3.11 the UCRT. That is safe while
no CRT object (a ``FILE*``, memory from ``malloc``, ``errno``) passes between the module and
Python, and mypyc's code allocates through Python's API; we have not read all of lib-rt for
it. Linking the UCRT instead (gcc's specs with ``-lucrt`` for ``-lmsvcrt``) also built and
passed the pinned answers under Wine, but the module then imports
``api-ms-win-crt-private-l1-1-0.dll``, which CPython itself does not: not taken without a
test on a real Windows.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tarfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
SOURCE = ROOT / "dsolitaire" / "engine" / "solver.py"
CC = "x86_64-w64-mingw32-gcc"
#: the bundle's CPython: its minor version names Debian's source package
PYTHON_MINOR = (3, 11)
DEBIAN_SOURCE = f"python{PYTHON_MINOR[0]}.{PYTHON_MINOR[1]}"
#: mypyc's flags that only clang knows (gcc ignores unknown -Wno-* but names them whenever
#: it warns about anything else)
CLANG_ONLY = ("-Wno-unused-command-line-argument", "-Wno-unknown-warning-option",
              "-Wno-ignored-optimization-argument")
#: mypyc's C flags on Windows too, and what pyconfig.h leaves to MSVC
WINDOWS_FLAGS = ["-DMS_WIN64", "-DNDEBUG", "-static-libgcc", "-s"]


class CrossCompileError(RuntimeError):
    """The solver cannot be cross-compiled here; the message says why (and the log)."""


@dataclass
class Extension:
    """One extension module mypycify asked for: its dotted name and how to compile it."""

    name: str
    sources: list[str]
    include_dirs: list[str]
    cflags: list[str]


def _run(cmd: list[str | Path], log: Path, *, cwd: Path | None = None,
         timeout: float = 900) -> subprocess.CompletedProcess[str]:
    with log.open("a", encoding="utf-8") as out:
        out.write("+ " + " ".join(str(c) for c in cmd) + "\n")
        out.flush()
        done = subprocess.run([str(c) for c in cmd], cwd=cwd, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, timeout=timeout,
                              check=False)
        out.write(done.stdout)
    return done


# ------------------------------------------------------------------ CPython's headers
def debian_source_list() -> str:
    """The machine's own Debian release suites as ``deb-src`` lines (the main suite of each
    URI: its point release holds the source of the version we need; a security suite's
    source index can be out of step with its files on a mirror)."""
    lines: set[str] = set()
    keyring = "/usr/share/keyrings/debian-archive-keyring.gpg"
    for sources in sorted(Path("/etc/apt/sources.list.d").glob("*.sources")):
        for stanza in sources.read_text().split("\n\n"):
            fields = dict(re.findall(r"^([\w-]+):\s*(.*)$", stanza, re.MULTILINE))
            if "deb" not in fields.get("Types", "").split() or "debian" not in fields.get(
                    "Signed-By", "debian"):
                continue
            for uri in fields.get("URIs", "").split():
                for suite in fields.get("Suites", "").split():
                    if "-" not in suite and "main" in fields.get("Components", "").split():
                        lines.add(f"deb-src [signed-by={fields.get('Signed-By', keyring)}] "
                                  f"{uri} {suite} main")
    one_line = Path("/etc/apt/sources.list")
    if one_line.is_file():
        for line in one_line.read_text().splitlines():
            m = re.match(r"deb\s+(\[[^]]*\]\s+)?(\S+)\s+(\S+)\s+(.*)$", line.strip())
            if m and "-" not in m.group(3) and "main" in m.group(4).split():
                lines.add(f"deb-src {m.group(1) or ''}{m.group(2)} {m.group(3)} main")
    if not lines:
        raise CrossCompileError("found no Debian suite in /etc/apt/sources.list(.d) to take "
                                f"{DEBIAN_SOURCE}'s source from")
    return "\n".join(sorted(lines)) + "\n"


def cpython_tarball(cache: Path, log: Path) -> Path:
    """CPython 3.11's upstream source tarball, from Debian's source package (cached)."""
    folder = cache / "cpython-source"
    found = sorted(folder.glob(f"{DEBIAN_SOURCE}_*.orig.tar.*"))
    if found:
        return found[-1]
    apt = folder / "apt"
    for d in (apt / "lists" / "partial", apt / "cache" / "archives" / "partial"):
        d.mkdir(parents=True, exist_ok=True)
    (apt / "sources.list").write_text(debian_source_list())
    opts = ["-o", f"Dir::Etc::SourceList={apt / 'sources.list'}",
            "-o", "Dir::Etc::SourceParts=/dev/null", "-o", f"Dir::State::Lists={apt / 'lists'}",
            "-o", f"Dir::Cache={apt / 'cache'}", "-o", "APT::Sandbox::User=root", "-qq"]
    # a suite whose source index cannot be had fails the update, not necessarily the
    # download: judged by what arrives
    _run(["apt-get", *opts, "update"], log, timeout=600)
    # --download-only: the .dsc, the Debian changes and the upstream tarball; only the last
    # is used (and kept: the rest is removed)
    _run(["apt-get", *opts, "--download-only", "source", DEBIAN_SOURCE], log, cwd=folder,
         timeout=900)
    found = sorted(folder.glob(f"{DEBIAN_SOURCE}_*.orig.tar.*"))
    if not found:
        raise CrossCompileError(f"apt-get source {DEBIAN_SOURCE} brought no upstream tarball "
                                f"(log: {log})")
    for other in folder.glob(f"{DEBIAN_SOURCE}_*"):
        if other not in found:
            other.unlink()
    shutil.rmtree(apt)
    return found[-1]


def headers(tarball: Path, dest: Path) -> Path:
    """``Include/`` with the Windows ``PC/pyconfig.h`` beside Python.h, in ``dest``."""
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    with tarfile.open(tarball) as tar:
        top = tar.getmembers()[0].name.split("/")[0]
        members = [m for m in tar.getmembers()
                   if m.name.startswith(f"{top}/Include/") or m.name == f"{top}/PC/pyconfig.h"]
        for m in members:
            m.name = m.name.removeprefix(f"{top}/").removeprefix("Include/").removeprefix("PC/")
        tar.extractall(dest, members, filter="data")
    if not (dest / "Python.h").is_file() or not (dest / "pyconfig.h").is_file():
        raise CrossCompileError(f"{tarball.name} has no Include/Python.h or PC/pyconfig.h")
    return dest


# ------------------------------------------------------------------ mypyc's C
GENERATE = """
import json, sys
from mypyc.build import mypycify
exts = mypycify(["--platform", "win32", sys.argv[1]], target_dir=sys.argv[2])
print("EXTENSIONS " + json.dumps([
    {"name": e.name, "sources": e.sources, "include_dirs": e.include_dirs,
     "cflags": e.extra_compile_args} for e in exts]))
"""


def generate(target: Path, log: Path) -> list[Extension]:
    """mypyc's C for solver.py, for Windows, in ``target``; the modules to compile."""
    if sys.version_info[:2] != PYTHON_MINOR:
        raise CrossCompileError(
            f"mypyc writes C for the Python that runs it: this is "
            f"{sys.version_info[0]}.{sys.version_info[1]}, the bundle's is "
            f"{PYTHON_MINOR[0]}.{PYTHON_MINOR[1]}")
    try:
        import mypyc  # noqa: F401
    except ImportError as exc:
        raise CrossCompileError("no mypyc here (pip install -e .[package])") from exc
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    done = _run([sys.executable, "-c", GENERATE, SOURCE.relative_to(ROOT), target], log,
                cwd=ROOT)
    found = [line for line in done.stdout.splitlines() if line.startswith("EXTENSIONS ")]
    if done.returncode != 0 or not found:
        raise CrossCompileError(f"mypyc could not write the C (log: {log})")
    exts = [Extension(**e) for e in json.loads(found[-1].removeprefix("EXTENSIONS "))]
    if sorted(e.name for e in exts) != ["dsolitaire.engine.solver",
                                        "dsolitaire.engine.solver__mypyc"]:
        raise CrossCompileError(f"mypyc asked for other modules: {[e.name for e in exts]}")
    return exts


# ------------------------------------------------------------------ mingw-w64
def python_dll(embed: Path) -> Path:
    """The embeddable CPython's ``python3XY.dll`` (an unpacked folder, or its zip)."""
    name = f"python{PYTHON_MINOR[0]}{PYTHON_MINOR[1]}.dll"
    if embed.is_dir():
        if not (embed / name).is_file():
            raise CrossCompileError(f"no {name} in {embed}")
        return embed / name
    with zipfile.ZipFile(embed) as z:
        member = next((m for m in z.namelist() if m.endswith("/" + name)), None)
        if member is None:
            raise CrossCompileError(f"no {name} in {embed}")
        out = embed.with_name(name)
        out.write_bytes(z.read(member))
        return out


def compile_module(ext: Extension, include: Path, dll: Path, suffix: str, out_dir: Path,
                   log: Path) -> Path:
    if shutil.which(CC) is None:
        raise CrossCompileError(f"no {CC} (Debian's gcc-mingw-w64-x86-64)")
    out = out_dir / (ext.name.rsplit(".", 1)[-1] + suffix)
    flags = [f for f in ext.cflags if f not in CLANG_ONLY]
    cmd: list[str | Path] = [CC, *flags, *WINDOWS_FLAGS, f"-I{include}",
                             *(f"-I{d}" for d in ext.include_dirs), "-shared", "-o", out,
                             *ext.sources, dll]
    done = _run(cmd, log, cwd=ROOT, timeout=1200)
    if done.returncode != 0 or not out.is_file():
        tail = "\n".join(done.stdout.splitlines()[-15:])
        raise CrossCompileError(f"{CC} could not build {out.name} (log: {log}):\n{tail}")
    return out


def imports(pyd: Path, log: Path) -> list[str]:
    """The DLLs a module imports, from its PE import table."""
    done = _run(["x86_64-w64-mingw32-objdump", "-p", pyd], log, timeout=120)
    return sorted(m.group(1) for line in done.stdout.splitlines()
                  if (m := re.search(r"DLL Name: (\S+)", line)))


def build(cache: Path, work: Path, embed: Path, suffix: str, log: Path) -> list[Path]:
    """Both modules, in ``work / "out"``: the shim and the library, named with ``suffix``.
    ``embed``: the unpacked embeddable CPython (for its DLL)."""
    log.parent.mkdir(parents=True, exist_ok=True)
    include = headers(cpython_tarball(cache, log), work / "include")
    exts = generate(work / "c", log)
    dll = python_dll(embed)
    out_dir = work / "out"
    if out_dir.exists():
        shutil.rmtree(out_dir)
    out_dir.mkdir(parents=True)
    built = [compile_module(e, include, dll, suffix, out_dir, log) for e in exts]
    allowed = {"kernel32.dll", "msvcrt.dll", dll.name.lower()}
    for pyd in built:
        extra = [d for d in imports(pyd, log) if d.lower() not in allowed]
        if extra:
            raise CrossCompileError(f"{pyd.name} imports {extra}, which the bundle lacks")
    return sorted(built)
