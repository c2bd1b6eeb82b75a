"""The parts of ``packaging/windows/mingw_solver.py`` that need no Wine and no compiler:
where the headers come from, and what it refuses. Fast; ``make test-windows`` runs the
whole of it (the compile, the bundle, the pinned answers under Wine)."""

from __future__ import annotations

import io
import tarfile
from pathlib import Path

import pytest
from helpers.packaging import load_packaging_module

mingw_solver = load_packaging_module("windows/mingw_solver.py")


def tarball(path: Path, names: list[str]) -> Path:
    with tarfile.open(path, "w:gz") as tar:
        for name in names:
            data = f"/* {name} */\n".encode()
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return path


def test_the_headers_are_include_with_the_windows_pyconfig_beside_python_h(
        tmp_path: Path) -> None:
    source = tarball(tmp_path / "python3.11_3.11.2.orig.tar.gz", [
        "Python-3.11.2/Include/Python.h", "Python-3.11.2/Include/cpython/object.h",
        "Python-3.11.2/PC/pyconfig.h", "Python-3.11.2/PC/python3dll.c",
        "Python-3.11.2/Lib/os.py"])
    include = mingw_solver.headers(source, tmp_path / "include")
    found = sorted(str(p.relative_to(include)) for p in include.rglob("*") if p.is_file())
    assert found == ["Python.h", "cpython/object.h", "pyconfig.h"]
    assert (include / "pyconfig.h").read_text() == "/* Python-3.11.2/PC/pyconfig.h */\n"


def test_a_source_without_the_windows_pyconfig_is_refused(tmp_path: Path) -> None:
    source = tarball(tmp_path / "src.tar.gz", ["Python-3.11.2/Include/Python.h",
                                               "Python-3.11.2/Include/pyconfig.h.in"])
    with pytest.raises(mingw_solver.CrossCompileError, match=r"PC/pyconfig\.h"):
        mingw_solver.headers(source, tmp_path / "include")


def test_c_for_another_python_than_the_bundles_is_refused(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """mypyc writes C for the C API of the Python that runs it."""
    monkeypatch.setattr(mingw_solver, "PYTHON_MINOR", (3, 99))
    with pytest.raises(mingw_solver.CrossCompileError, match=r"the bundle's is 3\.99"):
        mingw_solver.generate(tmp_path / "c", tmp_path / "log")
    assert not (tmp_path / "c").exists()


def test_the_dll_is_found_in_the_unpacked_python_or_its_zip(tmp_path: Path) -> None:
    import zipfile

    folder = tmp_path / "python"
    folder.mkdir()
    with pytest.raises(mingw_solver.CrossCompileError, match=r"no python311\.dll"):
        mingw_solver.python_dll(folder)
    (folder / "python311.dll").write_bytes(b"MZ")
    assert mingw_solver.python_dll(folder) == folder / "python311.dll"
    data = tmp_path / "data.zip"
    with zipfile.ZipFile(data, "w") as z:
        z.writestr("cp311/python311.dll", b"MZ311")
        z.writestr("cp312/python312.dll", b"MZ312")
    assert mingw_solver.python_dll(data).read_bytes() == b"MZ311"
