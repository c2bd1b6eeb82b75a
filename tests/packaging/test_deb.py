"""Build the Linux app bundle and .deb once, unpack it, and check what a user would get.

Slow (about a minute): marked ``packaging``; run with ``make test-packaging``.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from helpers.packaging import ROOT, Build, load_packaging_module, skip_reason

MAX_DEB_MB = 60
MAX_BUNDLE_MB = 170
APP_ID = "dk.doublesolitaire.DoubleSolitaire"


_reason = skip_reason()
if _reason is not None and os.environ.get("DSOLITAIRE_REQUIRE_PACKAGING"):
    # CI asks for the real build: a missing tool is a failure there, not a skip.
    raise RuntimeError(f"the packaging test cannot run: {_reason}")
pytestmark = [
    pytest.mark.packaging,
    pytest.mark.skipif(_reason is not None, reason=_reason or ""),
]


def _skip_or_fail(reason: str) -> None:
    if os.environ.get("DSOLITAIRE_REQUIRE_PACKAGING"):
        pytest.fail(reason)
    pytest.skip(reason)


def _tree_bytes(path: Path) -> int:
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() or p.is_symlink())


def _clean_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env.update(extra)
    return env


def _field(deb: Path, name: str) -> str:
    return subprocess.run(
        ["dpkg-deb", "-f", str(deb), name], check=True, text=True, capture_output=True
    ).stdout.strip()


def test_version_matches_pyproject(build: Build) -> None:
    appinfo = load_packaging_module("appinfo.py")
    build_deb = load_packaging_module("linux/build_deb.py")
    version = appinfo.version()
    assert _field(build.deb, "Version") == build_deb.debian_version(version)
    if re.fullmatch(r"[\d.]+", version):
        assert _field(build.deb, "Version") == version
    assert _field(build.deb, "Package") == "dsolitaire"
    assert _field(build.deb, "Section") == "games"
    arch = subprocess.run(
        ["dpkg", "--print-architecture"], check=True, text=True, capture_output=True
    ).stdout.strip()
    assert _field(build.deb, "Architecture") == arch
    assert build.deb.name == f"dsolitaire_{build_deb.debian_version(version)}_{arch}.deb"


def test_depends_cover_qt_xcb_runtime(build: Build) -> None:
    depends = _field(build.deb, "Depends")
    names = {re.split(r"[\s(]", d.strip(), maxsplit=1)[0] for d in depends.split(",")}
    for pkg in (
        "libxcb-cursor0",
        "libxkbcommon-x11-0",
        "libxcb-icccm4",
        "libxcb-keysyms1",
        "libxcb-shape0",
        "libxcb-render-util0",
        "libxcb-image0",
        "libegl1",
        "libgl1",
        "libfontconfig1",
        "libdbus-1-3",
        "libpulse0",  # libQt6Multimedia plays the sounds through PulseAudio's client
    ):
        assert pkg in names, f"{pkg} missing from Depends: {depends}"


def test_recommends_kde_card_decks(build: Build) -> None:
    assert "kdegames-card-data-kf5" in _field(build.deb, "Recommends")


@pytest.mark.parametrize("entry", ["opt/dsolitaire/dsolitaire", "usr/bin/dsolitaire"])
def test_self_test_from_unpacked_package(build: Build, entry: str, tmp_path: Path) -> None:
    exe = build.root / entry
    assert os.access(exe, os.X_OK), f"{exe} is not executable"
    proc = subprocess.run(
        [str(exe), "--self-test"],
        cwd=tmp_path,
        env=_clean_env(QT_QPA_PLATFORM="offscreen"),
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert proc.returncode == 0, f"exit {proc.returncode}\n{proc.stdout}\n{proc.stderr}"


def test_desktop_file_validates(build: Build) -> None:
    if shutil.which("desktop-file-validate") is None:
        _skip_or_fail("desktop-file-validate not found (apt-get install desktop-file-utils)")
    desktop = build.root / "usr/share/applications" / f"{APP_ID}.desktop"
    proc = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
    assert proc.returncode == 0 and not proc.stdout.strip(), proc.stdout + proc.stderr


def test_metainfo_validates(build: Build) -> None:
    if shutil.which("appstreamcli") is None:
        _skip_or_fail("appstreamcli not found (apt-get install appstream)")
    metainfo = build.root / "usr/share/metainfo" / f"{APP_ID}.metainfo.xml"
    proc = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(metainfo)], capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    version = load_packaging_module("appinfo.py").version()
    assert f'version="{version}"' in metainfo.read_text(encoding="utf-8")


def test_desktop_integration_layout(build: Build) -> None:
    root = build.root
    link = root / "usr/bin/dsolitaire"
    assert link.is_symlink()
    assert link.resolve() == (root / "opt/dsolitaire/dsolitaire").resolve()
    desktop = (root / "usr/share/applications" / f"{APP_ID}.desktop").read_text()
    assert re.search(r"^Exec=dsolitaire\b", desktop, re.M)
    assert re.search(r"^Icon=dsolitaire$", desktop, re.M)
    metainfo = (root / "usr/share/metainfo" / f"{APP_ID}.metainfo.xml").read_text()
    assert f'<launchable type="desktop-id">{APP_ID}.desktop</launchable>' in metainfo
    for n in (16, 24, 32, 48, 64, 128, 256, 512):
        png = root / f"usr/share/icons/hicolor/{n}x{n}/apps/dsolitaire.png"
        assert png.is_file(), png
    assert (root / "usr/share/icons/hicolor/scalable/apps/dsolitaire.svg").is_file()
    assert (root / "usr/share/doc/dsolitaire/copyright").is_file()


def test_bundle_contents(build: Build) -> None:
    internal = build.app_dir / "_internal"
    assert (internal / "resources/icons/dsolitaire.svg").is_file()
    names = {p.name for p in internal.rglob("*")}
    for unwanted in ("Qml", "Quick", "Pdf", "OpenGL", "MultimediaWidgets", "SpatialAudio",
                     "WebEngineCore"):
        assert f"libQt6{unwanted}.so.6" not in names, f"Qt{unwanted} got bundled"
        assert f"Qt{unwanted}.abi3.so" not in names, f"PySide6.Qt{unwanted} got bundled"
    for wanted in ("Core", "Gui", "Widgets", "Svg", "Network", "Multimedia", "Concurrent"):
        assert f"libQt6{wanted}.so.6" in names
    # the sounds (issue 29): QtMultimedia plays WAV through PulseAudio, without FFmpeg
    assert "QtMultimedia.abi3.so" in names
    ffmpeg = sorted(n for n in names if re.match(
        r"lib(avcodec|avformat|avutil|swscale|swresample|ffmpegmediaplugin)\b", n))
    assert ffmpeg == [], f"FFmpeg got bundled: {ffmpeg}"
    assert sorted(p.name for p in (internal / "resources/sounds").glob("*.wav")) == [
        "column.wav", "draw.wav", "flip.wav", "foundation.wav", "redeal.wav", "refused.wav",
        "win.wav"]
    ours = internal / "resources/translations"
    assert sorted(p.name for p in ours.glob("*.qm")) == [
        "dsolitaire_da.qm", "dsolitaire_de.qm", "dsolitaire_en.qm"]
    for lang in ("en", "da", "de"):
        assert (internal / f"resources/rules/rules.{lang}.md").is_file(), lang
    decks = [p.parent.name for p in (internal / "resources/cards").glob("*/index.desktop")]
    assert {"classic", "large-index"} <= set(decks), decks
    assert list((internal / "resources/cards/backs").glob("*.svg")), "no card backs bundled"
    translations = sorted(p.name for p in internal.rglob("translations/*.qm")
                          if ours not in p.parents)
    assert translations, "no Qt translations bundled"
    assert all(re.fullmatch(r"qt(base)?_(da|de|en)\.qm", t) for t in translations), translations
    assert {"qtbase_da.qm", "qtbase_de.qm"} <= set(translations), translations
    # System libraries come from Depends, not from the bundle.
    for lib in ("libstdc++.so.6", "libfontconfig.so.1", "libglib-2.0.so.0", "libX11.so.6"):
        assert lib not in names, f"{lib} should not be bundled"


def test_the_bundle_carries_the_compiled_solver_and_its_answers_are_the_pinned_ones(
        build: Build, tmp_path: Path) -> None:
    """Where this machine can compile the solver (a C compiler and mypyc: CI can), the
    bundle carries the build mypyc made, not solver.py: hints, analyses and winnable deals
    search some 3.6 times as fast for the player. Its answers are the pinned ones:
    ``tests/engine/test_solver_pinned.py`` runs on the bundle's own extension modules,
    put beside this checkout's solver.py in a copy of the package."""
    compile_solver = load_packaging_module("compile_solver.py")
    engine = build.app_dir / "_internal" / "dsolitaire" / "engine"
    bundled = sorted(p.name for p in engine.glob("solver*"))
    reason = compile_solver.why_not()
    if reason is not None:
        assert bundled == [], bundled  # the pure solver comes from the archive
        _skip_or_fail(f"the bundle carries the pure-Python solver here: {reason}")
        return
    assert [n.split(".")[0] for n in bundled] == ["solver", "solver__mypyc"], bundled
    assert not compile_solver.compiled_files(), "the build left its compiled solver behind"
    tree = tmp_path / "tree"
    shutil.copytree(ROOT / "dsolitaire", tree / "dsolitaire",
                    ignore=shutil.ignore_patterns("__pycache__"))
    for name in bundled:
        shutil.copy2(engine / name, tree / "dsolitaire" / "engine" / name)
    # the bundle was built from this checkout's solver.py, in this test session
    (tree / "dsolitaire" / "engine" / "solver.compiled-from").write_text(
        compile_solver.source_digest() + "\n", encoding="ascii")
    env = dict(os.environ, PYTHONPATH=str(tree), DSOLITAIRE_REQUIRE_COMPILED_SOLVER="1")
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           str(ROOT / "tests" / "engine" / "test_solver_pinned.py")],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert " skipped" not in done.stdout, done.stdout[-2000:]


def test_sizes(build: Build) -> None:
    deb_mb = build.deb.stat().st_size / 1e6
    bundle_mb = _tree_bytes(build.app_dir) / 1e6
    print(
        f"\npackaging: .deb {deb_mb:.1f} MB (limit {MAX_DEB_MB}), "
        f"unpacked bundle {bundle_mb:.1f} MB (limit {MAX_BUNDLE_MB}), "
        f"build {build.seconds:.0f} s"
    )
    assert deb_mb <= MAX_DEB_MB
    assert bundle_mb <= MAX_BUNDLE_MB


def _descendants(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            children = [int(c) for c in (task / "children").read_text().split()]
        except OSError:
            continue
        for child in children:
            found += [child, *_descendants(child)]
    return found


def test_the_bundles_workers_carry_no_qt(build: Build, tmp_path: Path) -> None:
    """The self-test's H starts the hint worker: it and multiprocessing's resource tracker
    (the bundle started again) map no Qt library (packaging/rthook_worker.py)."""
    if not Path("/proc/self/task").exists():
        _skip_or_fail("reads /proc")
    app = subprocess.Popen([str(build.app_dir / "dsolitaire"), "--self-test"], cwd=tmp_path,
                           env=_clean_env(QT_QPA_PLATFORM="offscreen"),
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    seen: dict[int, tuple[str, bool]] = {}  # pid: (command line, maps Qt)
    try:
        while app.poll() is None:
            for pid in _descendants(app.pid):
                try:
                    command = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ")
                    maps = Path(f"/proc/{pid}/maps").read_text()
                except OSError:
                    continue
                if b"multiprocessing" in command:  # not the self-test's second launch
                    qt = "libQt6" in maps or seen.get(pid, ("", False))[1]
                    seen[pid] = (command.decode(errors="replace"), qt)
            time.sleep(0.05)
    finally:
        if app.poll() is None:
            app.kill()
        output = app.communicate(timeout=60)[0].decode(errors="replace")
    assert app.returncode == 0, output
    assert any("--multiprocessing-fork" in c for c, _qt in seen.values()), (seen, output)
    assert [c for c, qt in seen.values() if qt] == []
