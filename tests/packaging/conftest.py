"""Configuration for the packaging tests.

NB: this folder must never get an ``__init__.py``: its package name would be ``packaging``
and would shadow the PyPI ``packaging`` library that pytest itself imports.
"""

from __future__ import annotations

import subprocess
import time

import pytest
from helpers.packaging import Build, load_packaging_module


def pytest_configure(config):
    # Also declared in pyproject.toml; repeated here so --strict-markers never trips on it.
    config.addinivalue_line(
        "markers", "packaging: builds the real installer (slow; needs PyInstaller and OS tools)"
    )


@pytest.fixture(scope="session")
def build(tmp_path_factory: pytest.TempPathFactory) -> Build:
    """The bundle and the .deb, built once for every packaging test, and unpacked."""
    builder = load_packaging_module("build.py")
    dist = tmp_path_factory.mktemp("dist")
    work = tmp_path_factory.mktemp("work")
    started = time.monotonic()
    builder.pyinstaller(dist, work)
    deb = builder.build_linux(dist, work)
    seconds = time.monotonic() - started
    root = tmp_path_factory.mktemp("unpacked")
    subprocess.run(["dpkg", "-x", str(deb), str(root)], check=True)
    print(f"\npackaging: bundle + .deb built in {seconds:.0f} s")
    return Build(deb=deb, root=root, seconds=seconds)
