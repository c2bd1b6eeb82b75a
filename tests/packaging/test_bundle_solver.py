"""Which solver ``packaging/build.py`` puts in the bundle (``solver_for_bundle``): the one
mypyc compiles where it can, removed from the checkout again afterwards; a current one that
``make compile`` left; the pure one where nothing compiles. Fast: the compiler is stood in
for here; ``test_deb.py`` builds the real bundle with the real one."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.packaging import load_packaging_module

build = load_packaging_module("build.py")
import compile_solver  # noqa: E402  (packaging/, put on sys.path by build.py)


class Checkout:
    """The compiled solver beside solver.py, as compile_solver sees it, stood in for."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, *, compiled: bool = False,
                 current: bool = True, compiles: bool = True) -> None:
        self.files = [Path("solver.cpython-311-x86_64-linux-gnu.so")] if compiled else []
        self.current, self.compiles = current, compiles
        self.built = self.cleaned = 0
        monkeypatch.setattr(compile_solver, "compiled_files", lambda: list(self.files))
        monkeypatch.setattr(compile_solver, "is_current", lambda: self.current)
        monkeypatch.setattr(compile_solver, "build", self.build)
        monkeypatch.setattr(compile_solver, "clean", self.clean)

    def build(self) -> Path:
        if not self.compiles:
            raise compile_solver.CompileError("no C compiler (gcc, clang or cc)")
        self.built += 1
        self.files = [Path("solver.cpython-311-x86_64-linux-gnu.so")]
        return self.files[0]

    def clean(self) -> None:
        self.cleaned += 1
        self.files = []


def test_where_it_compiles_the_bundle_gets_it_and_the_checkout_is_left_as_it_was(
        monkeypatch: pytest.MonkeyPatch) -> None:
    checkout = Checkout(monkeypatch)
    with build.solver_for_bundle("auto") as solver:
        assert solver == "compiled" and checkout.files  # while PyInstaller runs
    assert (checkout.built, checkout.cleaned, checkout.files) == (1, 1, [])


def test_it_is_removed_again_when_the_build_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    checkout = Checkout(monkeypatch)
    with pytest.raises(RuntimeError), build.solver_for_bundle("auto"):
        raise RuntimeError("PyInstaller failed")
    assert checkout.files == []


def test_without_a_compiler_the_bundle_gets_the_pure_solver_and_says_so(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    checkout = Checkout(monkeypatch, compiles=False)
    with build.solver_for_bundle("auto") as solver:
        assert solver == "pure"
    assert "pure-Python solver (no C compiler" in capsys.readouterr().out
    assert checkout.cleaned == 0
    with pytest.raises(build.BuildError, match="no C compiler"), \
            build.solver_for_bundle("compiled"):
        pass


def test_a_solver_make_compile_left_is_bundled_when_current_and_left_in_place(
        monkeypatch: pytest.MonkeyPatch) -> None:
    checkout = Checkout(monkeypatch, compiled=True)
    with build.solver_for_bundle("auto") as solver:
        assert solver == "compiled"
    assert (checkout.built, checkout.cleaned) == (0, 0) and checkout.files


def test_a_stale_compiled_solver_or_one_against_pure_stops_the_build(
        monkeypatch: pytest.MonkeyPatch) -> None:
    Checkout(monkeypatch, compiled=True, current=False)
    with pytest.raises(build.BuildError, match="make compile again"), \
            build.solver_for_bundle("auto"):
        pass
    Checkout(monkeypatch, compiled=True)
    with pytest.raises(build.BuildError, match="clean-compiled"), \
            build.solver_for_bundle("pure"):
        pass


def test_pure_never_compiles(monkeypatch: pytest.MonkeyPatch) -> None:
    checkout = Checkout(monkeypatch)
    with build.solver_for_bundle("pure") as solver:
        assert solver == "pure"
    assert checkout.built == 0
