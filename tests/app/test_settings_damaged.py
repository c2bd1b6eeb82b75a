"""A settings file that cannot be parsed whole is kept like every other file (issue 18,
case 6): copied aside as ``….damaged-<time>.ini`` with its bytes untouched before
anything rewrites it, the player told as for a damaged saved game, and the settings that
could be read kept."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest
from helpers.private_app import settings_file, start
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSettings

from dsolitaire.app.store.settings import TABLE_COLOURS, Settings, damage

GOOD = b"[table]\ncolour=blue\n[play]\nanimations=false\n"


@pytest.mark.parametrize("bad", [b"\xff\xfe\n", b"just some words\n", b"showTime=\x00true\n"])
def test_a_damaged_settings_file_is_copied_aside_and_the_player_told(tmp_path: Path,
                                                                     bad: bytes) -> None:
    path = settings_file(tmp_path)
    path.parent.mkdir(parents=True)
    original = GOOD + bad + b"[newGame]\ndraw=3\n"
    path.write_bytes(original)
    app = start(tmp_path, "--code", "DS1-D1N-AAAAAAB")
    app.wait_ready()
    [[name, text]] = app.boxes
    assert name == "settingsNotice"
    assert text == "Your settings file is damaged and could not be read whole."
    app.process.send_signal(signal.SIGTERM)  # as Quit: the settings are written again
    status, err = app.finish()
    assert status == 0, err
    [kept] = path.parent.glob("Double Solitaire.damaged-*.ini")
    assert kept.read_bytes() == original  # every byte kept
    now = path.read_bytes()
    assert damage(now) == "" and b"colour=blue" in now and b"draw=3" in now
    # the next start finds a sound file: no second copy, no notice
    again = start(tmp_path)
    again.wait_ready()
    assert again.boxes == []
    again.process.send_signal(signal.SIGTERM)
    assert again.finish()[0] == 0
    assert len(list(path.parent.glob("Double Solitaire.damaged-*"))) == 1


def test_a_sound_settings_file_is_left_alone(isolated_settings: Path) -> None:
    path = Path(QSettings().fileName())
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"; a comment\n" + GOOD)
    s = Settings()
    assert s.notice_texts() is None and s.table_colour == "blue" and not s.animations
    assert path.read_bytes() == b"; a comment\n" + GOOD
    assert list(path.parent.glob("*damaged*")) == []


_LINES = st.sampled_from([b"[play]", b"[table]", b"animations=false", b"colour=red",
                          b"draw=3", b"; note", b"", b"colour=\\", b"  ", b"\xc3\xa6=1"])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@example(data=b"=1\n[play]\n\xff=2\ndraw=3")  # an empty key: no Qt warning on rewriting
@given(data=st.one_of(st.binary(max_size=200),
                      st.lists(st.one_of(_LINES, st.binary(max_size=12)), max_size=12)
                      .map(b"\n".join)))
def test_any_bytes_in_the_settings_file(tmp_path_factory: pytest.TempPathFactory,
                                        data: bytes) -> None:
    folder = tmp_path_factory.mktemp("settings")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    path = Path(QSettings().fileName())
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    s = Settings()  # never raises
    assert s.table_colour in TABLE_COLOURS and s.draw in (1, 3)
    assert isinstance(s.animations, bool)
    kept = list(path.parent.glob("*.damaged-*"))
    if damage(data):
        assert s.notice_texts() is not None
        assert [k.read_bytes() for k in kept] == [data]  # kept whole before the rewrite
        # written again with what could be read (nothing: no file, the defaults)
        assert not path.exists() or damage(path.read_bytes()) == ""
    else:
        assert s.notice_texts() is None and kept == [] and path.read_bytes() == data
