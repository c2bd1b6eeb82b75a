"""What the packaging tests share: the packaging scripts imported by path, and the build."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def load_packaging_module(relpath: str) -> ModuleType:
    """Import packaging/<relpath> under a private name (``build`` is a common module name)."""
    path = ROOT / "packaging" / relpath
    name = "dsolitaire_packaging_" + path.stem
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, path)
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


@dataclass(frozen=True)
class Build:
    deb: Path
    root: Path  # the package unpacked with dpkg -x
    seconds: float

    @property
    def app_dir(self) -> Path:
        return self.root / "opt" / "dsolitaire"


#: Libraries the bundled Qt links (soname -> Debian package). dpkg-shlibdeps must find them all
#: to compute Depends, so the build needs them installed (packaging/README.md lists them all).
QT_RUNTIME = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libfontconfig.so.1": "libfontconfig1",
}


def _missing_runtime_packages() -> list[str]:
    ldconfig = shutil.which("ldconfig") or "/sbin/ldconfig"
    try:
        cache = subprocess.run([ldconfig, "-p"], capture_output=True, text=True).stdout
    except OSError:
        return []
    return [pkg for soname, pkg in QT_RUNTIME.items() if soname not in cache]


def skip_reason() -> str | None:
    """Why the Linux package cannot be built here, or None."""
    if not sys.platform.startswith("linux"):
        return "the .deb is only built on Linux"
    for tool in ("dpkg-deb", "dpkg", "dpkg-shlibdeps"):
        if shutil.which(tool) is None:
            return f"{tool} not found (apt-get install dpkg-dev)"
    missing = _missing_runtime_packages()
    if missing:
        return f"Qt runtime libraries missing (apt-get install {' '.join(missing)})"
    if importlib.util.find_spec("PyInstaller") is None:
        return "PyInstaller is not installed (pip install -e .[package])"
    try:
        found = importlib.util.find_spec("dsolitaire.app.main") is not None
    except ModuleNotFoundError:
        found = False
    if not found:
        return "dsolitaire.app.main does not exist yet: nothing to package"
    return None
