"""What goes into the PyInstaller bundle: the Qt modules, plugins and translations we keep.

Used by packaging/dsolitaire.spec (which filters ``Analysis.binaries``/``datas`` with
:func:`keep`) and tested on any OS by tests/packaging/test_bundle_filter.py. Pure standard
library; destination paths may use ``/`` or ``\\``.
"""

from __future__ import annotations

import ast
import importlib.util
import os
import re
import sys
from pathlib import Path

#: Where the app's code lives: the Qt modules it imports are the ones the bundle keeps.
PACKAGE = Path(__file__).resolve().parents[1] / "dsolitaire"

#: Qt libraries some kept module needs that no ``PySide6.Qt*`` import names (module names
#: without the Qt/Qt6 prefix): QtGui links DBus on Linux; XcbQpa and WaylandClient back the
#: platform plugins; Multimedia links Concurrent (and Network, which the app imports).
QT_SUPPORT_LIBS = frozenset({"DBus", "XcbQpa", "WaylandClient", "Concurrent"})


def imported_qt_modules(package: Path = PACKAGE) -> frozenset[str]:
    """Every ``PySide6.Qt*`` module that a ``.py`` file under ``package`` imports, at the top
    or inside a function (``import PySide6.QtX``, ``from PySide6.QtX import ...``,
    ``from PySide6 import QtX``). Read with :mod:`ast`, so nothing is imported."""
    found: set[str] = set()
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
                if node.module == "PySide6":
                    names = [f"PySide6.{alias.name}" for alias in node.names]
            for name in names:
                parts = name.split(".")
                if len(parts) >= 2 and parts[0] == "PySide6" and parts[1].startswith("Qt"):
                    found.add(parts[1])
    return frozenset(found)


#: PySide6 extension modules that are bundled: exactly those the app's code imports (QtTest
#: among them, for ``dsolitaire --self-test``'s real mouse events). Every other PySide6.Qt*
#: module is excluded, so a new import can never be missing from the bundle.
QT_MODULES = imported_qt_modules()

#: Qt shared libraries that may be bundled (module names without the Qt/Qt6 prefix).
QT_LIBS = frozenset(m.removeprefix("Qt") for m in QT_MODULES) | QT_SUPPORT_LIBS

#: Qt plugins kept, by plugin folder; None keeps the whole folder. Names are file stems
#: without the "lib" prefix and the extension. Folders not listed are dropped entirely
#: (generic, egldeviceintegrations, xcbglintegrations, wayland-graphics-integration-*,
#: networkinformation, tls, sqldrivers, printsupport, qmltooling, platforms/darwin, ...).
QT_PLUGINS: dict[str, frozenset[str] | None] = {
    "platforms": frozenset({"qxcb", "qwayland", "qwindows", "qcocoa", "qoffscreen", "qminimal"}),
    "imageformats": frozenset({"qsvg", "qico", "qicns", "qjpeg", "qgif"}),
    "iconengines": None,  # qsvgicon
    "styles": None,  # qmodernwindowsstyle (Windows), qmacstyle (macOS)
    "accessiblebridge": None,
    "platforminputcontexts": frozenset(
        {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"}
    ),
    # gtk3 is dropped: it links the system GTK/glib stack and is only a look-and-feel nicety.
    "platformthemes": frozenset({"qxdgdesktopportal"}),
    "wayland-decoration-client": None,  # adwaita, bradient: title bars on GNOME & co
    "wayland-shell-integration": frozenset({"xdg-shell"}),
    # QSoundEffect's WAV: Windows plays it through the Windows Media Foundation plugin,
    # macOS through the Darwin one; Linux needs none (libQt6Multimedia speaks PulseAudio
    # itself). The FFmpeg plugin (ffmpegmediaplugin) and its libraries are dropped.
    "multimedia": frozenset({"windowsmediaplugin", "darwinmediaplugin"}),
}

#: FFmpeg's libraries and Qt's stand-ins for the system libraries FFmpeg opens
#: (QtMultimedia's FFmpeg plugin needs them, our WAV files do not): libavcodec.so.61,
#: avformat-61.dll, libswscale.8.dylib, libQt6FFmpegStub-va.so.2, ...; also the
#: top-level symlinks PyInstaller makes to them (typecode SYMLINK, in either list).
FFMPEG_LIB = re.compile(
    r"(?:lib)?(?:(?:avcodec|avformat|avutil|avfilter|avdevice|swscale|swresample|postproc)"
    r"(?:[-.]\d+)*|Qt6FFmpegStub-[\w-]+?(?:\.\d+)*)\.(?:so(?:\.[\d.]+)?|dll|dylib)",
    re.IGNORECASE)

#: Qt translations kept: the qt_ and qtbase_ catalogues for da, de, en.
#: qt_<lang>.qm is only a meta catalogue that needs qtbase_ AND qtmultimedia_, so the
#: app loads "qtbase_<lang>" (QTranslator.load of qt_<lang> fails in the bundle).
QT_TRANSLATION = re.compile(r"qt(base)?_(da|de|en)\.qm")

#: Windows software-OpenGL/D3D helpers (only Qt Quick wants them).
WINDOWS_GL_DLLS = frozenset({"opengl32sw.dll", "d3dcompiler_47.dll"})

#: Python modules never needed by the app.
EXCLUDES = ["tkinter", "_tkinter", "PySide6.scripts", "PyInstaller"]

_ALL_QT_BINDINGS = [
    "Qt3DAnimation",
    "Qt3DCore",
    "Qt3DExtras",
    "Qt3DInput",
    "Qt3DLogic",
    "Qt3DRender",
    "QtAxContainer",
    "QtBluetooth",
    "QtCharts",
    "QtConcurrent",
    "QtDBus",
    "QtDataVisualization",
    "QtDesigner",
    "QtGraphs",
    "QtGraphsWidgets",
    "QtHelp",
    "QtHttpServer",
    "QtLocation",
    "QtMultimedia",
    "QtMultimediaWidgets",
    "QtNetwork",
    "QtNetworkAuth",
    "QtNfc",
    "QtOpenGL",
    "QtOpenGLWidgets",
    "QtPdf",
    "QtPdfWidgets",
    "QtPositioning",
    "QtPrintSupport",
    "QtQml",
    "QtQuick",
    "QtQuick3D",
    "QtQuickControls2",
    "QtQuickTest",
    "QtQuickWidgets",
    "QtRemoteObjects",
    "QtScxml",
    "QtSensors",
    "QtSerialBus",
    "QtSerialPort",
    "QtSpatialAudio",
    "QtSql",
    "QtStateMachine",
    "QtSvgWidgets",
    "QtTest",
    "QtTextToSpeech",
    "QtUiTools",
    "QtWebChannel",
    "QtWebEngineCore",
    "QtWebEngineQuick",
    "QtWebEngineWidgets",
    "QtWebSockets",
    "QtWebView",
    "QtXml",
]


def excluded_pyside6_modules() -> list[str]:
    """``PySide6.Qt*`` modules to exclude: every one the installed PySide6 has, and every
    known binding, except QT_MODULES."""
    names = set(_ALL_QT_BINDINGS)
    spec = importlib.util.find_spec("PySide6")  # locate it without importing it
    for location in (spec.submodule_search_locations or []) if spec else []:
        names.update(
            p.name.split(".", 1)[0]
            for p in Path(location).iterdir()
            if p.name.startswith("Qt") and p.suffix in (".pyi", ".pyd", ".so")
        )
    return [f"PySide6.{n}" for n in sorted(names) if n.startswith("Qt") and n not in QT_MODULES]


def _norm(dest: str) -> str:
    return str(dest).replace("\\", "/")


def qt_lib_module(dest: str) -> str | None:
    """'Core' for libQt6Core.so.6, Qt6Core.dll or QtCore.framework/..., else None."""
    path = _norm(dest)
    m = re.search(r"(?:^|/)Qt(\w+?)\.framework(?:/|$)", path)
    if m:
        return m.group(1)
    name = path.rsplit("/", 1)[-1]
    m = re.fullmatch(r"(?:lib)?Qt6(\w+?)(?:\.so(?:\.[\d.]+)?|\.dll|(?:\.\d+)*\.dylib)", name)
    return m.group(1) if m else None


def qt_plugin(dest: str) -> tuple[str, str] | None:
    """(folder, stem) for a Qt plugin's destination path, else None."""
    m = re.search(r"(?:^|/)plugins/(.+)/([^/]+)$", _norm(dest))
    if not m:
        return None
    stem = re.sub(r"\.(so|dll|dylib)$", "", m.group(2))
    return m.group(1), stem.removeprefix("lib")


def is_system_library(src: str | None, *, linux: bool) -> bool:
    """A Linux library from the distribution (the .deb depends on its package instead)."""
    if not linux or not src:
        return False
    real = os.path.realpath(src)
    if not real.startswith(("/lib/", "/lib64/", "/usr/lib/", "/usr/lib64/")):
        return False
    # Never unbundle the Python runtime itself, even for a distribution's Python.
    return not os.path.basename(real).startswith("libpython3")


def keep(entry: tuple[str, str, str], kind: str, *, platform: str = sys.platform) -> bool:
    """Whether a TOC entry (dest, src, typecode) of ``kind`` "binaries"/"datas" is bundled."""
    dest, src, typecode = entry
    path = _norm(dest)
    name = path.rsplit("/", 1)[-1]
    plugin = qt_plugin(path)
    if plugin is not None:
        folder, stem = plugin
        allowed = QT_PLUGINS.get(folder, frozenset())
        return allowed is None or stem in allowed
    module = qt_lib_module(path)
    if module is not None and module not in QT_LIBS:
        return False
    if re.search(r"(?:^|/)PySide6/(?:Qt/)?translations/[^/]+\.qm$", path):
        return bool(QT_TRANSLATION.fullmatch(name))
    if FFMPEG_LIB.fullmatch(name):
        return False
    if kind == "binaries":
        if name.lower() in WINDOWS_GL_DLLS:
            return False
        linux = platform.startswith("linux")
        if typecode == "BINARY" and is_system_library(src, linux=linux):
            return False
    return True


def filter_toc(toc, kind: str, dropped: list[str] | None = None, *, platform: str = sys.platform):
    """The entries of ``toc`` to keep; the destinations of the others go to ``dropped``."""
    kept = []
    for entry in toc:
        if keep(entry, kind, platform=platform):
            kept.append(entry)
        elif dropped is not None:
            dropped.append(_norm(entry[0]))
    return kept
