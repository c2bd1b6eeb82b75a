#!/usr/bin/env python3
"""Wrap the PyInstaller one-folder app (dist/dsolitaire) into a Debian package.

Layout of the package::

    /opt/dsolitaire/                     the PyInstaller folder (own Python + Qt)
    /usr/bin/dsolitaire               -> ../../opt/dsolitaire/dsolitaire
    /usr/share/applications/dk.doublesolitaire.DoubleSolitaire.desktop
    /usr/share/metainfo/dk.doublesolitaire.DoubleSolitaire.metainfo.xml
    /usr/share/icons/hicolor/<n>x<n>/apps/dsolitaire.png, scalable/apps/dsolitaire.svg
    /usr/share/doc/dsolitaire/copyright

Depends is computed with ``dpkg-shlibdeps`` from the ELF files actually shipped (the spec leaves
the distribution's X11/xcb/wayland/fontconfig/glib/libstdc++ libraries out of the bundle), plus
the libraries Qt only dlopen()s. Build on the oldest distribution you support (CI: Ubuntu
22.04): the versions in Depends are those of the build machine.

Needs: dpkg-deb and dpkg-shlibdeps (package dpkg-dev), the Qt runtime libraries installed (so that
dpkg-shlibdeps can resolve them), and optionally desktop-file-validate (desktop-file-utils) and
appstreamcli (appstream) which, when present, validate the staged files.

Usage::

    python packaging/linux/build_deb.py [--bundle dist/dsolitaire] [--out-dir dist]
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import re
import shutil
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import appinfo

ROOT = appinfo.ROOT
LINUX_RESOURCES = ROOT / "resources" / "linux"
DESKTOP_FILE = f"{appinfo.APP_ID}.desktop"
METAINFO_FILE = f"{appinfo.APP_ID}.metainfo.xml"
INSTALL_DIR = Path("opt") / appinfo.NAME

#: Libraries Qt loads with dlopen() (so dpkg-shlibdeps cannot see them).
#: QtDBus resolves libdbus-1 at run time; the platform plugins link the rest.
EXTRA_DEPENDS = ["libdbus-1-3"]
#: Suggested packages: KDE's card decks, which appear in Settings ▸ Cards.
RECOMMENDS = ["kdegames-card-data-kf5 | kdegames-card-data-kf6"]

DESCRIPTION = """\
Double Solitaire is the classic two-deck patience: two full decks dealt
into nine tableau columns, built up on eight foundations from ace to king.
.
This package ships its own Python and Qt runtime in /opt/dsolitaire."""

COPYRIGHT = f"""\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: {appinfo.DISPLAY_NAME}
Source: {appinfo.HOMEPAGE}

Files: *
Copyright: {appinfo.PUBLISHER}
License: proprietary
 All rights reserved. This package also contains Python (PSF License) and
 Qt / PySide6 (LGPL-3.0) libraries; their licences are available from
 https://www.python.org/ and https://www.qt.io/.
"""


class BuildError(RuntimeError):
    pass


def run(cmd: list[str], **kwargs) -> subprocess.CompletedProcess[str]:
    print("+", " ".join(str(c) for c in cmd), flush=True)
    return subprocess.run(cmd, check=True, text=True, **kwargs)


def debian_version(version: str | None = None) -> str:
    """pyproject (PEP 440) version -> Debian version: 1.2.0rc1 -> 1.2.0~rc1, 1.2.dev3 -> 1.2~dev3.

    Pre-releases sort before the release with "~"; plain versions are unchanged.
    """
    v = version or appinfo.version()
    return re.sub(r"(?<=\d)\.?(a|b|rc|dev)(?=\d)", r"~\1", v)


def architecture() -> str:
    return subprocess.run(
        ["dpkg", "--print-architecture"], check=True, text=True, capture_output=True
    ).stdout.strip()


def _release_date() -> str:
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    when = dt.datetime.fromtimestamp(int(epoch), dt.UTC) if epoch else dt.datetime.now(dt.UTC)
    return when.strftime("%Y-%m-%d")


def metainfo_text(version: str) -> str:
    """The metainfo source, with a <release> for ``version`` added if the source lacks one."""
    text = (LINUX_RESOURCES / METAINFO_FILE).read_text(encoding="utf-8")
    if re.search(rf'<release\b[^>]*\bversion="{re.escape(version)}"', text):
        return text
    print(
        f"build_deb: note: {METAINFO_FILE} has no <release> for {version}; adding a bare one "
        "(add release notes to resources/linux/ for the next build)",
        file=sys.stderr,
    )
    entry = f'<release version="{version}" date="{_release_date()}"/>'
    if "<releases>" in text:
        return text.replace("<releases>", f"<releases>\n    {entry}", 1)
    return text.replace("</component>", f"  <releases>\n    {entry}\n  </releases>\n</component>")


def _is_elf(path: Path) -> bool:
    with path.open("rb") as fh:
        return fh.read(4) == b"\x7fELF"


def _normalise_modes(root: Path) -> None:
    """0755 for folders and executables, 0644 for everything else (owner is set by dpkg-deb)."""
    for dirpath, dirnames, filenames in os.walk(root):
        for d in dirnames:
            p = Path(dirpath, d)
            if not p.is_symlink():
                p.chmod(0o755)
        for f in filenames:
            p = Path(dirpath, f)
            if p.is_symlink():
                continue
            mode = p.stat().st_mode
            p.chmod(0o755 if mode & stat.S_IXUSR else 0o644)


def stage(bundle: Path, root: Path, version: str) -> None:
    """Lay out the package tree under ``root`` (which is wiped first)."""
    if not (bundle / appinfo.NAME).is_file():
        raise BuildError(
            f"{bundle} is not a PyInstaller build of {appinfo.NAME} (run the spec first)"
        )
    if root.exists():
        shutil.rmtree(root)
    app_dir = root / INSTALL_DIR
    shutil.copytree(bundle, app_dir, symlinks=True)

    bin_dir = root / "usr" / "bin"
    bin_dir.mkdir(parents=True)
    # Relative, so the link also works in a tree unpacked with `dpkg -x` (used by the tests).
    (bin_dir / appinfo.NAME).symlink_to(Path("..", "..", INSTALL_DIR, appinfo.NAME))

    share = root / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copy2(LINUX_RESOURCES / DESKTOP_FILE, share / "applications" / DESKTOP_FILE)
    (share / "metainfo").mkdir(parents=True)
    (share / "metainfo" / METAINFO_FILE).write_text(metainfo_text(version), encoding="utf-8")

    hicolor = appinfo.ICONS / "hicolor"
    icons = sorted(hicolor.glob(f"*/apps/{appinfo.NAME}.png"))
    if not icons:
        raise BuildError(f"no icons under {hicolor}: run packaging/make_icons.py")
    for png in icons:
        dest = share / "icons" / "hicolor" / png.relative_to(hicolor)
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(png, dest)
    scalable = share / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True)
    shutil.copy2(appinfo.ICONS / f"{appinfo.NAME}.svg", scalable / f"{appinfo.NAME}.svg")

    doc = share / "doc" / appinfo.NAME
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(COPYRIGHT, encoding="utf-8")

    _normalise_modes(root)


def _split_depends(value: str) -> list[str]:
    return [item.strip() for item in value.split(",") if item.strip()]


def compute_depends(root: Path) -> list[str]:
    """shlibs:Depends of every ELF file in the staged app, plus EXTRA_DEPENDS."""
    if shutil.which("dpkg-shlibdeps") is None:
        raise BuildError("dpkg-shlibdeps not found: apt-get install dpkg-dev")
    app_dir = root / INSTALL_DIR
    elves = sorted(
        str(p) for p in app_dir.rglob("*") if p.is_file() and not p.is_symlink() and _is_elf(p)
    )
    private_dirs = sorted({str(Path(p).parent) for p in elves if ".so" in Path(p).name})
    with tempfile.TemporaryDirectory(prefix="dsolitaire-shlibdeps-") as tmp:
        # dpkg-shlibdeps wants a debian/control in its working directory; the staged tree has
        # a DEBIAN/ folder, which lets it resolve $ORIGIN run paths inside the package.
        (Path(tmp) / "debian").mkdir()
        (Path(tmp) / "debian" / "control").write_text(
            f"Source: {appinfo.NAME}\n\nPackage: {appinfo.NAME}\nArchitecture: any\n"
        )
        (root / "DEBIAN").mkdir(exist_ok=True)
        cmd = ["dpkg-shlibdeps", "-O", "--ignore-missing-info", "--warnings=0"]
        cmd += [f"-l{d}" for d in private_dirs]
        cmd += elves
        print(f"+ dpkg-shlibdeps ... ({len(elves)} ELF files)", flush=True)
        proc = subprocess.run(cmd, cwd=tmp, text=True, capture_output=True)
    if proc.stderr.strip():
        print(proc.stderr.rstrip(), file=sys.stderr)
    if proc.returncode != 0:
        raise BuildError(
            "dpkg-shlibdeps failed (is every runtime library of the bundle installed? "
            "see packaging/README.md):\n" + proc.stderr
        )
    depends: list[str] = []
    for line in proc.stdout.splitlines():
        if line.startswith("shlibs:Depends="):
            depends = _split_depends(line.split("=", 1)[1])
    names = {re.split(r"[\s(]", d, maxsplit=1)[0] for d in depends}
    depends += [d for d in EXTRA_DEPENDS if d not in names]
    return sorted(depends)


def installed_size_kib(root: Path) -> int:
    total = 0
    for p in root.rglob("*"):
        if p.is_relative_to(root / "DEBIAN"):
            continue
        total += p.lstat().st_size if p.is_file() or p.is_symlink() else 0
    return (total + 1023) // 1024


def write_control(root: Path, version: str, arch: str, depends: list[str]) -> str:
    control = "\n".join(
        [
            f"Package: {appinfo.NAME}",
            f"Version: {version}",
            f"Architecture: {arch}",
            f"Maintainer: {appinfo.MAINTAINER}",
            f"Installed-Size: {installed_size_kib(root)}",
            f"Depends: {', '.join(depends)}",
            f"Recommends: {', '.join(RECOMMENDS)}",
            "Section: games",
            "Priority: optional",
            f"Homepage: {appinfo.HOMEPAGE}",
            f"Description: {appinfo.DISPLAY_NAME} - {appinfo.SUMMARY.lower()}",
            *(" " + line if line else " ." for line in DESCRIPTION.splitlines()),
        ]
    )
    debian = root / "DEBIAN"
    debian.mkdir(exist_ok=True)
    (debian / "control").write_text(control + "\n", encoding="utf-8")
    (debian / "control").chmod(0o644)
    return control


def validate(root: Path, *, require: bool = False) -> None:
    """desktop-file-validate and appstreamcli validate --no-net on the staged files."""
    share = root / "usr" / "share"
    checks = [
        ("desktop-file-validate", [str(share / "applications" / DESKTOP_FILE)]),
        ("appstreamcli", ["validate", "--no-net", str(share / "metainfo" / METAINFO_FILE)]),
    ]
    for tool, args in checks:
        if shutil.which(tool) is None:
            msg = f"{tool} not found (apt-get install desktop-file-utils appstream)"
            if require:
                raise BuildError(msg)
            print(f"build_deb: warning: {msg}; skipping that check", file=sys.stderr)
            continue
        proc = subprocess.run([tool, *args], text=True, capture_output=True)
        if proc.returncode != 0:
            raise BuildError(f"{tool} failed:\n{proc.stdout}{proc.stderr}")


def build_deb(
    bundle: Path,
    out_dir: Path,
    work_dir: Path | None = None,
    *,
    require_validators: bool = False,
) -> Path:
    """Stage, validate and pack; return the path of the .deb."""
    if shutil.which("dpkg-deb") is None:
        raise BuildError("dpkg-deb not found (this script needs a Debian-based system)")
    version = appinfo.version()
    deb_version = debian_version(version)
    arch = architecture()
    work_dir = work_dir or ROOT / "build" / "deb"
    root = work_dir / f"{appinfo.NAME}_{deb_version}_{arch}"
    stage(bundle, root, version)
    validate(root, require=require_validators)
    depends = compute_depends(root)
    control = write_control(root, deb_version, arch, depends)
    print(control, flush=True)
    out_dir.mkdir(parents=True, exist_ok=True)
    deb = out_dir / f"{appinfo.NAME}_{deb_version}_{arch}.deb"
    if deb.exists():
        deb.unlink()
    run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(deb)])
    print(f"build_deb: wrote {deb} ({deb.stat().st_size / 1e6:.1f} MB)")
    return deb


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / appinfo.NAME)
    parser.add_argument("--out-dir", type=Path, default=ROOT / "dist")
    parser.add_argument("--work-dir", type=Path, default=ROOT / "build" / "deb")
    parser.add_argument(
        "--require-validators",
        action="store_true",
        help="fail (instead of warning) when desktop-file-validate/appstreamcli are missing",
    )
    args = parser.parse_args(argv)
    try:
        build_deb(
            args.bundle, args.out_dir, args.work_dir, require_validators=args.require_validators
        )
    except (BuildError, subprocess.CalledProcessError) as exc:
        print(f"build_deb: error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
