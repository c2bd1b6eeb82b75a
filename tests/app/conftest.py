"""Every GUI test starts in English (the source language) and leaves it so."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from dsolitaire.app.i18n import Translations


@pytest.fixture(autouse=True)
def english(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    translations = Translations.of(qapp)
    translations.apply("en")
    yield
    translations.apply("en")
