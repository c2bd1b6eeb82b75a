"""Typed outcomes (issue 28): one enum each for a game's result, the solver's verdict and
a hint's answer; every spelling reads back, an unknown one reads as None."""

from __future__ import annotations

import doctest
import sqlite3
from pathlib import Path

from dsolitaire.engine import outcomes
from dsolitaire.engine.outcomes import GameResult, Verdict


def test_the_examples_in_the_docstring_run() -> None:
    assert doctest.testmod(outcomes).failed == 0


def test_every_spelling_reads_back_and_a_stranger_reads_as_none() -> None:
    for result in GameResult:
        assert GameResult.read(str(result)) is result
    for verdict in Verdict:
        assert Verdict.read(str(verdict)) is verdict
        assert Verdict.read_column(verdict.column) is verdict
    for stranger in ("forfeited", "", None, 3, ["won"]):
        assert GameResult.read(stranger) is None and Verdict.read(stranger) is None
        assert Verdict.read_column(stranger) is None
    assert [r for r in GameResult if r.won] == [GameResult.WON]


def test_the_history_schema_checks_exactly_the_spellings(tmp_path: Path) -> None:
    """The ``CHECK``s the migrations leave take every spelling of the enums, and only
    those: a new member without a migration fails here."""
    from dsolitaire.app.store.history_db import History

    History(tmp_path / "h.sqlite3").close()
    db = sqlite3.connect(tmp_path / "h.sqlite3")
    try:
        for result in GameResult:
            db.execute("INSERT INTO games (code, ended_at, result) VALUES ('c', 't', ?)",
                       (str(result),))
        for verdict in Verdict:
            db.execute("INSERT INTO games (code, ended_at, result, verdict)"
                       " VALUES ('c', 't', 'won', ?)", (verdict.column,))
        refused = ("INSERT INTO games (code, ended_at, result) VALUES ('c', 't', 'forfeited')",
                   "INSERT INTO games (code, ended_at, result, verdict)"
                   " VALUES ('c', 't', 'won', 'win')")  # the column spells a win winnable
        for sql in refused:
            try:
                db.execute(sql)
            except sqlite3.IntegrityError:
                continue
            raise AssertionError(sql)
    finally:
        db.close()
