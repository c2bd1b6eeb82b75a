"""The job a "Winnable deals only" worker process runs; no Qt here, so that a worker
process starts quickly (it imports only the engine).

The worker gets the search's cancel event once, when it starts (:func:`init`): an event
of the pool's own multiprocessing context can be handed over only then.
"""

from __future__ import annotations

from typing import Any

from ...engine.winnable import solve_code

_cancel: Any = None


def init(cancel: Any) -> None:
    """Pool initializer: keep the search's cancel event (a multiprocessing Event)."""
    global _cancel
    _cancel = cancel


def try_deal(code: str, seconds: float) -> dict[str, object]:
    """Solve one deal from its start; ``unknown`` at once when the search is cancelled."""
    if _cancel is not None and _cancel.is_set():
        return {"code": code, "result": "unknown", "line": [], "states": 0, "seconds": 0.0}
    return solve_code(code, seconds, _cancel.is_set if _cancel is not None else None)
