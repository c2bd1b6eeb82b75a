"""Configuration for the packaging tests.

NB: this folder must never get an ``__init__.py``: its package name would be ``packaging``
and would shadow the PyPI ``packaging`` library that pytest itself imports.
"""

from __future__ import annotations


def pytest_configure(config):
    # Also declared in pyproject.toml; repeated here so --strict-markers never trips on it.
    config.addinivalue_line(
        "markers", "packaging: builds the real installer (slow; needs PyInstaller and OS tools)"
    )
