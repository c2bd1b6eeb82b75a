"""PySide6 reads the whole source of every module imported after it, and keeps it.

PySide6's ``__feature__`` support (``shibokensupport.feature``) looks for "PySide6" in
the source of each module imported after PySide6, with ``inspect.getsource``, which
leaves the file's lines in :mod:`linecache` for the rest of the process: every module of
the app and of the standard library imported after PySide6, some 5 MB of the app's memory
for good (emptying the cache later gives little back: the lines lie scattered among the
app's own objects). :func:`install` makes the same check read the source without keeping
it. Where there is no source (a bundle) the check finds none either way, and where PySide6
has no such check any more, nothing is changed.
"""

from __future__ import annotations

import sys
from types import ModuleType


def uses_pyside(module: ModuleType) -> bool:
    """Does the module's source name PySide6 (``False`` without a source)? PySide6's own
    check, without :mod:`linecache`. A ``.py`` file is searched as bytes, undecoded (its
    text names PySide6 exactly when its bytes do, in any encoding Python reads that keeps
    ASCII as it is): 95 modules at start, some 3 ms less than decoding each."""
    path = getattr(module, "__file__", None)
    if isinstance(path, str) and path.endswith(".py"):
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            pass  # as the loader would: no source, or ask the loader
    name = getattr(module, "__name__", None)
    get_source = getattr(getattr(module, "__loader__", None), "get_source", None)
    if not isinstance(name, str) or get_source is None:
        return False
    try:
        source = get_source(name)
    except (ImportError, OSError, SyntaxError, UnicodeError, ValueError, TypeError):
        return False
    return isinstance(source, str) and "PySide6" in source


def install() -> bool:
    """Put :func:`uses_pyside` in place of PySide6's check: call it once PySide6 is
    imported, before the app's modules. False when PySide6 has no such check."""
    feature = sys.modules.get("shibokensupport.feature")
    if feature is None or not callable(getattr(feature, "_mod_uses_pyside", None)):
        return False
    feature._mod_uses_pyside = uses_pyside  # type: ignore[attr-defined]
    return True
