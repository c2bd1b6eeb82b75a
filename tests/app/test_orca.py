"""What a blind player hears: the app played by keys under Debian's Orca (43), in English
and in Danish, and what Orca said after each key (``tests/helpers/orca_check.py``).

Needs Xvfb, xdotool, at-spi2-core, orca, speech-dispatcher with espeak-ng and, for
Danish, the da_DK.UTF-8 locale (a Danish player's desktop); ``.ci/run`` installs them all
and sets ``DSOLITAIRE_REQUIRE_ORCA=1``, which turns a missing piece into a failure. Each
language's check runs its own desktop (D-Bus session, AT-SPI bus, X display, speech) and
its own Orca, which leaves other Orcas alone (``tests/helpers/orca_wrapper.py``): the two
languages play at once. ``make test`` runs them alone (marker alone): what Orca says is
read as it comes, and a loaded machine slows it down.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHECK = ROOT / "tests" / "helpers" / "orca_check.py"
# Orca's speech is read as it comes: make test runs these alone, after the parallel pass
pytestmark = pytest.mark.alone
CODE = "DS1-D1N-AAAABMM"
#: One turn as a blind player plays it: the stock, the waste, pick the jack of hearts
#: (column 7), drop it on column 5, draw, undo, pick the jack of clubs, a refused drop
#: on column 3, Where Am I twice (Orca reads the status bar), Escape.
KEYS = ["Home", "Right", "7", "Return", "5", "Return", "Home", "Return", "ctrl+z", "7",
        "Return", "3", "Return", "Insert+KP_Enter Insert+KP_Enter", "Escape"]
SUITS = "♠♥♦♣"


def _missing(language: str) -> str | None:
    for tool in ("Xvfb", "xdotool", "dbus-run-session", "speech-dispatcher"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed"
    if not Path("/usr/bin/orca").exists():
        return "orca is not installed"
    if not Path("/usr/lib/speech-dispatcher-modules/sd_espeak-ng").exists():
        return "speech-dispatcher-espeak-ng is not installed"
    if language == "da":
        locales = subprocess.run(["locale", "-a"], capture_output=True, text=True).stdout
        if "da_DK.utf8" not in locales:
            return "the da_DK.UTF-8 locale is not generated (localedef -i da_DK -f UTF-8)"
    return None


def _run(languages: tuple[str, ...]) -> dict[str, dict[str, object] | str]:
    """What Orca said in each language, the languages played at once; a language that
    cannot run here gives the reason instead."""
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    found: dict[str, dict[str, object] | str] = {}
    # The lock file in the temporary folder: these checks take it shared, so both
    # languages run at once; a checkout whose Orca is started with --replace (which ends
    # every Orca of the user) takes it alone, and the two wait for each other.
    with open(Path(tempfile.gettempdir()) / "dsolitaire-orca-test.lock", "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_SH)
        running = {}
        for language in languages:
            missing = _missing(language)
            if missing is not None:
                found[language] = missing
                continue
            running[language] = subprocess.Popen(
                ["dbus-run-session", "--", sys.executable, str(CHECK), CODE, language, *KEYS],
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        try:
            for language, check in running.items():
                out, err = check.communicate(timeout=300)
                line = next((ln for ln in out.splitlines() if ln.startswith("{")), "")
                assert line, out + err
                found[language] = json.loads(line)
        finally:
            for check in running.values():
                if check.poll() is None:
                    check.kill()
                    check.wait()
    return found


@pytest.fixture(scope="module")
def both() -> dict[str, dict[str, object] | str]:
    return _run(("en", "da"))


def _heard(both: dict[str, dict[str, object] | str], language: str) -> dict[str, object]:
    heard = both[language]
    if isinstance(heard, str):
        if os.environ.get("DSOLITAIRE_REQUIRE_ORCA") == "1":
            pytest.fail(f"DSOLITAIRE_REQUIRE_ORCA=1 but {heard}")
        pytest.skip(heard)
    assert "error" not in heard, heard
    return heard


def _after(heard: dict[str, object], n: int) -> str:
    keys = heard["keys"]
    assert isinstance(keys, list)
    assert keys[n]["key"] == KEYS[n]
    return " | ".join(keys[n]["said"])


@pytest.fixture(scope="module")
def english(both) -> dict[str, object]:
    return _heard(both, "en")


@pytest.fixture(scope="module")
def danish(both) -> dict[str, object]:
    return _heard(both, "da")


def test_the_first_focus_lands_on_a_place(english) -> None:
    start = english["start"]
    assert isinstance(start, list)
    assert start[-1] == "Stock: 59 cards."


def test_every_result_is_spoken_in_english(english) -> None:
    assert "Stock: 59 cards" in _after(english, 0)  # Home on the stock, where it is
    assert "Picked up jack of hearts" in _after(english, 3)
    move = _after(english, 5)
    assert "jack of hearts to column 5. Column 5: 4 hidden cards, queen of clubs, jack of " \
           "hearts. Column 7: 5 hidden cards, jack of clubs. Score: 5" in move
    assert "Drew from the stock. Stock: 58 cards" in _after(english, 7)
    assert "Undone: Drew from the stock" in _after(english, 8)
    assert "jack of clubs does not fit on six of diamonds" in _after(english, 12)
    # Where Am I, twice: the status bar with the whole game code, and any message it still
    # shows (the refusal, unless it timed out) with the cards in words
    where = _after(english, 13)
    assert "statusbar" in where and CODE in where
    assert not any(c in where for c in SUITS)
    assert "Put back" in _after(english, 14)
    # each result once, and cards in words only
    everything = [said for k in english["keys"] for said in k["said"]]  # type: ignore[union-attr]
    assert sum("Drew from the stock. Stock: 58" in s for s in everything) == 1
    assert not [s for s in everything if any(c in s for c in SUITS)]


def test_a_danish_player_hears_danish_in_a_danish_voice(danish) -> None:
    assert danish["languages"] == ["da-dk"]  # what speech-dispatcher was asked for
    assert danish["start"][-1] == "Trækbunken: 59 kort."  # type: ignore[index]
    assert "Taget op: hjerter knægt" in _after(danish, 3)
    assert "hjerter knægt til kolonne 5" in _after(danish, 5)
    assert "Trak fra trækbunken" in _after(danish, 7)
    assert "Fortrudt: Trak fra trækbunken" in _after(danish, 8)
    assert "klør knægt passer ikke på ruder seks" in _after(danish, 12)
