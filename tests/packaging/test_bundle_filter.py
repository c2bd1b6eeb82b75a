"""packaging/bundle_filter.py keeps exactly the Qt parts the app needs, on every OS's layout.

Fast and OS-independent: the paths below are what PyInstaller collects from the PySide6
wheels on Linux, Windows and macOS.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _load():
    name = "dsolitaire_packaging_bundle_filter"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "packaging/bundle_filter.py")
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


bf = _load()

KEEP = {
    "linux": [
        "PySide6/Qt/lib/libQt6Core.so.6",
        "PySide6/Qt/lib/libQt6Gui.so.6",
        "PySide6/Qt/lib/libQt6Widgets.so.6",
        "PySide6/Qt/lib/libQt6Svg.so.6",
        "PySide6/Qt/lib/libQt6Test.so.6",
        "PySide6/Qt/lib/libQt6Network.so.6",
        "PySide6/Qt/lib/libQt6DBus.so.6",
        "PySide6/Qt/lib/libQt6Multimedia.so.6",
        "PySide6/Qt/lib/libQt6Concurrent.so.6",
        "PySide6/QtMultimedia.abi3.so",
        "PySide6/Qt/lib/libQt6XcbQpa.so.6",
        "PySide6/Qt/lib/libicudata.so.73",
        "libQt6Core.so.6",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
        "PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so",
        "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
        "PySide6/Qt/plugins/wayland-decoration-client/libadwaita.so",
        "PySide6/QtCore.abi3.so",
        "PySide6/libpyside6.abi3.so.6.11",
    ],
    "win32": [
        "PySide6\\Qt6Core.dll",
        "PySide6\\Qt6Gui.dll",
        "PySide6\\Qt6Widgets.dll",
        "PySide6\\Qt6Svg.dll",
        "PySide6\\Qt6Test.dll",
        "PySide6\\Qt6Network.dll",
        "PySide6\\Qt6Multimedia.dll",
        "PySide6\\QtMultimedia.pyd",
        "PySide6\\plugins\\multimedia\\windowsmediaplugin.dll",
        "PySide6\\plugins\\platforms\\qwindows.dll",
        "PySide6\\plugins\\platforms\\qoffscreen.dll",
        "PySide6\\plugins\\styles\\qmodernwindowsstyle.dll",
        "PySide6\\plugins\\imageformats\\qico.dll",
        "PySide6\\pyside6.abi3.dll",
        "PySide6\\QtWidgets.pyd",
        "python311.dll",
        "VCRUNTIME140.dll",
    ],
    "darwin": [
        "PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore",
        "PySide6/Qt/lib/QtGui.framework/Versions/A/Resources/Info.plist",
        "PySide6/Qt/lib/QtWidgets.framework/QtWidgets",
        "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
        "PySide6/Qt/plugins/multimedia/libdarwinmediaplugin.dylib",
        "PySide6/Qt/plugins/styles/libqmacstyle.dylib",
        "PySide6/Qt/plugins/imageformats/libqicns.dylib",
        "Python",
    ],
}

DROP = {
    "linux": [
        "PySide6/Qt/lib/libQt6Sql.so.6",
        "PySide6/Qt/lib/libQt6Qml.so.6",
        "PySide6/Qt/lib/libQt6Quick.so.6",
        "PySide6/Qt/lib/libQt6OpenGL.so.6",
        "PySide6/Qt/lib/libQt6Pdf.so.6",
        "libQt6Sql.so.6",
        "PySide6/Qt/plugins/platforms/libqeglfs.so",
        "PySide6/Qt/plugins/platforms/libqvnc.so",
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so",
        "PySide6/Qt/plugins/imageformats/libqpdf.so",
        "PySide6/Qt/plugins/generic/libqtuiotouchplugin.so",
        "PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so",
        "PySide6/Qt/plugins/wayland-graphics-integration-client/libqt-plugin-wayland-egl.so",
        "PySide6/Qt/plugins/tls/libqopensslbackend.so",
        # QtMultimedia's FFmpeg backend: our WAV files do not need it (issue 29)
        "PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so",
        "PySide6/Qt/lib/libavcodec.so.61",
        "PySide6/Qt/lib/libavformat.so.61.7.103",
        "PySide6/Qt/lib/libavutil.so",
        "PySide6/Qt/lib/libswscale.so.8",
        "PySide6/Qt/lib/libswresample.so.5",
        "libavcodec.so.61",  # PyInstaller's top-level symlink to it
        "PySide6/Qt/lib/libQt6FFmpegStub-va-drm.so.2",
        "PySide6/Qt/lib/libQt6FFmpegStub-crypto.so.3",
        "libQt6FFmpegStub-ssl.so.3",
        "PySide6/Qt/lib/libQt6MultimediaWidgets.so.6",
        "PySide6/Qt/lib/libQt6SpatialAudio.so.6",
    ],
    "win32": [
        "PySide6\\Qt6Sql.dll",
        "PySide6\\Qt6Pdf.dll",
        "PySide6\\Qt6OpenGL.dll",
        "PySide6\\opengl32sw.dll",
        "PySide6\\plugins\\platforms\\qdirect2d.dll",
        "PySide6\\plugins\\imageformats\\qpdf.dll",
        "PySide6\\plugins\\networkinformation\\qnetworklistmanager.dll",
        "PySide6\\plugins\\multimedia\\ffmpegmediaplugin.dll",
        "PySide6\\avcodec-61.dll",
        "PySide6\\avformat-61.dll",
        "PySide6\\avutil-59.dll",
        "PySide6\\swscale-8.dll",
        "PySide6\\swresample-5.dll",
    ],
    "darwin": [
        "PySide6/Qt/lib/QtSql.framework/Versions/A/QtSql",
        "PySide6/Qt/lib/QtPdf.framework/Versions/A/Resources/Info.plist",
        "PySide6/Qt/lib/QtQuick.framework/QtQuick",
        "PySide6/Qt/plugins/platforms/darwin/libqdarwincamerapermission.dylib",
        "PySide6/Qt/plugins/imageformats/libqmacheif.dylib",
        "PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.dylib",
        "PySide6/Qt/lib/libavcodec.61.dylib",
    ],
}


@pytest.mark.parametrize(("platform", "dest"), [(p, d) for p, dests in KEEP.items() for d in dests])
def test_kept(platform: str, dest: str) -> None:
    assert bf.keep((dest, "/nonexistent/" + dest, "BINARY"), "binaries", platform=platform)


@pytest.mark.parametrize(("platform", "dest"), [(p, d) for p, dests in DROP.items() for d in dests])
def test_dropped(platform: str, dest: str) -> None:
    kind = "datas" if dest.endswith(".plist") else "binaries"
    assert not bf.keep((dest, "/nonexistent/" + dest, "BINARY"), kind, platform=platform)


def test_ffmpeg_symlinks_are_dropped_from_either_list() -> None:
    link = ("libavutil.so.59", "PySide6/Qt/lib/libavutil.so.59", "SYMLINK")
    assert not bf.keep(link, "datas", platform="linux")
    assert not bf.keep(link, "binaries", platform="linux")
    assert bf.keep(("libQt6Multimedia.so.6", "PySide6/Qt/lib/libQt6Multimedia.so.6",
                    "SYMLINK"), "datas", platform="linux")


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/translations/qtbase_de.qm", True),
        ("PySide6/Qt/translations/qt_da.qm", True),
        ("PySide6\\translations\\qtbase_en.qm", True),
        ("PySide6/Qt/translations/qtbase_fr.qm", False),
        ("PySide6/Qt/translations/qt_help_de.qm", False),
        ("PySide6/Qt/translations/qtdeclarative_de.qm", False),
        ("PySide6\\translations\\qtmultimedia_da.qm", False),
        ("resources/translations/dsolitaire_de.qm", True),  # the app's own
        ("resources/translations/dsolitaire_fr.qm", True),
    ],
)
def test_translations(dest: str, kept: bool) -> None:
    assert bf.keep((dest, dest, "DATA"), "datas", platform="linux") is kept


def test_linux_system_libraries_are_left_to_depends() -> None:
    system = ("libstdc++.so.6", "/usr/lib/x86_64-linux-gnu/libstdc++.so.6", "BINARY")
    python = ("libpython3.11.so.1.0", "/usr/lib/x86_64-linux-gnu/libpython3.11.so.1.0", "BINARY")
    ours = ("libffi.so.8", "/opt/hostedtoolcache/Python/3.11/lib/libffi.so.8", "BINARY")
    assert not bf.keep(system, "binaries", platform="linux")
    assert bf.keep(system, "binaries", platform="win32")  # only Linux unbundles them
    assert bf.keep(python, "binaries", platform="linux")
    assert bf.keep(ours, "binaries", platform="linux")


def test_excluded_modules() -> None:
    excluded = set(bf.excluded_pyside6_modules())
    for name in ("QtQml", "QtQuick", "QtPdf", "QtOpenGL", "QtWebEngineCore",
                 "QtMultimediaWidgets", "QtSpatialAudio"):
        assert f"PySide6.{name}" in excluded
    for name in bf.QT_MODULES:
        assert f"PySide6.{name}" not in excluded


def test_filter_toc_reports_dropped() -> None:
    toc = [
        ("PySide6/Qt/lib/libQt6Core.so.6", "x", "BINARY"),
        ("PySide6/Qt/lib/libQt6Qml.so.6", "x", "BINARY"),
    ]
    dropped: list[str] = []
    assert bf.filter_toc(toc, "binaries", dropped, platform="linux") == toc[:1]
    assert dropped == ["PySide6/Qt/lib/libQt6Qml.so.6"]


def test_kept_modules_are_what_the_app_imports() -> None:
    # the single-instance code's QtNetwork was once missing from a hand-written list
    assert {"QtCore", "QtGui", "QtWidgets", "QtSvg", "QtNetwork", "QtTest",
            "QtMultimedia"} <= bf.QT_MODULES
    assert bf.imported_qt_modules(ROOT / "dsolitaire") == bf.QT_MODULES
    for module in bf.QT_MODULES:
        assert module.removeprefix("Qt") in bf.QT_LIBS


def test_a_new_import_is_kept(tmp_path: Path) -> None:
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "a.py").write_text("from PySide6.QtCore import QObject\n", encoding="utf-8")
    (pkg / "sub" / "b.py").write_text(
        "def later():\n    from PySide6.QtOpenGL import QOpenGLBuffer\n"
        "    import PySide6.QtPdf\n    from PySide6 import QtSql\n"
        "    from .QtFake import x\n",
        encoding="utf-8",
    )
    assert bf.imported_qt_modules(pkg) == {"QtCore", "QtOpenGL", "QtPdf", "QtSql"}
