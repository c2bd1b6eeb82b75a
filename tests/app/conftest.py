"""Every GUI test starts in English (the source language) and leaves it so, and plays
its sounds (if any) on a null sound device of the run's own."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from helpers.null_sound import null_sound_server

from dsolitaire.app.ui.i18n import Translations


@pytest.fixture(scope="session", autouse=True)
def sound_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str | None]:
    """The run's null sound sink (:mod:`helpers.null_sound`): its address, or None when
    ``pulseaudio`` is not installed."""
    with null_sound_server(tmp_path_factory.mktemp("pulse")) as address:
        yield address


@pytest.fixture(autouse=True)
def english(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    translations = Translations.of(qapp)
    translations.apply("en")
    yield
    translations.apply("en")


@pytest.fixture(autouse=True)
def no_system_decks(tmp_path_factory, monkeypatch) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """The card decks installed on this machine (KDE's) do not leak into the tests: the
    generic data folders are empty ones, unless a test puts decks there."""
    data = tmp_path_factory.mktemp("xdg-data")
    monkeypatch.setenv("XDG_DATA_HOME", str(data / "home"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(data / "system"))
    yield
