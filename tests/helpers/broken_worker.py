"""A solver job that kills its worker process: the hint worker broken on purpose."""

from __future__ import annotations

import os


def solve_job_that_dies(*_args: object) -> None:
    os._exit(3)
