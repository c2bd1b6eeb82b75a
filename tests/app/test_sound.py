"""The table's sounds: which one each action asks for (played as a player plays, with the
mouse and the keyboard), every real sound file loaded and played through the player on a
real (null) sound device, the Sound settings, and no sound device kept quiet.

The machine of the CI has no sound card: every GUI test's process plays on a PulseAudio
null sink of the run's own (``tests/helpers/null_sound.py``, started by
``tests/app/conftest.py``); it never plays on this machine's own sound card. Without
``pulseaudio`` the tests that need a device skip, unless ``DSOLITAIRE_REQUIRE_SOUND=1``
(``.ci/run`` sets it); the no-device test always runs.
"""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
import time
import wave
from pathlib import Path

import pytest
from helpers.gui import CTRL, key, open_window, play, wait_dialog
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QSlider, QTabWidget
from pytestqt.qtbot import QtBot

from dsolitaire.app.driver import Driver
from dsolitaire.app.play.sound import Sound, SoundPlayer, sound_file
from dsolitaire.app.store.settings import Settings
from dsolitaire.app.ui.settings_dialog import SettingsDialog
from dsolitaire.app.ui.window import MainWindow
from dsolitaire.engine import STOCK, Action

ROOT = Path(__file__).resolve().parents[2]
SOUNDS = ROOT / "resources" / "sounds"
# DS1-D1N-AAAAAAB: column 5's 8H fits on column 2's 9S (and turns the card under it face
# up) and on nothing else.
CODE = "DS1-D1N-AAAAAAB"


@pytest.fixture
def null_sound_device(sound_server: str | None) -> str:
    """The run's null sound sink (``tests/app/conftest.py``): its address."""
    if sound_server is None:
        if os.environ.get("DSOLITAIRE_REQUIRE_SOUND") == "1":
            pytest.fail("DSOLITAIRE_REQUIRE_SOUND=1 but pulseaudio is not installed")
        pytest.skip("pulseaudio is not installed (apt pulseaudio): no null sound device")
    return sound_server


def sound_window(qtbot: QtBot, code: str = CODE) -> tuple[MainWindow, Driver, list[str]]:
    """The real window on ``code`` with sound on, its mouse driver, and the names of the
    sounds it plays (its player's ``played``)."""
    Settings().sound = True
    window, driver = open_window(qtbot, code)
    heard: list[str] = []
    window.sound.played.connect(heard.append)
    return window, driver, heard


# -- which sound each action asks for -----------------------------------------------------


def test_a_draw_a_lay_with_a_card_turned_and_a_refused_drop_by_mouse(
        qtbot: QtBot, null_sound_device: str) -> None:
    _window, driver, heard = sound_window(qtbot)
    driver.drag(4, None, 0)  # 8H on 6D: refused, the cards fly back
    assert heard == ["refused"]
    driver.drag(4, None, 1)  # 8H on 9S; the card under it turns face up
    assert heard == ["refused", "column", "flip"]
    driver.click(STOCK)
    assert heard == ["refused", "column", "flip", "draw"]


def test_undo_and_redo(qtbot: QtBot, null_sound_device: str) -> None:
    """An undo is silent; a redo plays the move again."""
    window, _driver, heard = sound_window(qtbot)
    play(window, "5>2")
    heard.clear()
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert heard == []
    key(qtbot, window, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert heard == ["column", "flip"]


def test_the_keyboard_draws_and_a_refused_keyboard_drop(
        qtbot: QtBot, null_sound_device: str) -> None:
    window, _driver, heard = sound_window(qtbot)
    key(qtbot, window, Qt.Key.Key_Home)
    key(qtbot, window, Qt.Key.Key_Space)
    assert heard == ["draw"]
    key(qtbot, window, Qt.Key.Key_5)
    key(qtbot, window, Qt.Key.Key_Space)  # 8H picked up
    key(qtbot, window, Qt.Key.Key_1)
    key(qtbot, window, Qt.Key.Key_Space)  # on 6D: refused
    assert heard == ["draw", "refused"]
    key(qtbot, window, Qt.Key.Key_2)
    key(qtbot, window, Qt.Key.Key_Space)  # on 9S
    assert heard == ["draw", "refused", "column", "flip"]


def test_the_redeal(qtbot: QtBot, null_sound_device: str) -> None:
    window, _driver, heard = sound_window(qtbot)
    stock = len(window.controller.game.stock)
    play(window, " ".join(["S"] * stock))  # the stock drawn to its end
    heard.clear()
    key(qtbot, window, Qt.Key.Key_Home)
    key(qtbot, window, Qt.Key.Key_Space)
    assert window.controller.game.passes == 1
    assert heard == ["redeal"]


def test_to_the_foundations_and_the_win(qtbot: QtBot, null_sound_device: str) -> None:
    from test_win import CODE as WIN_CODE
    from test_win import click_home, winning_line

    window, _driver, heard = sound_window(qtbot, WIN_CODE)
    line = winning_line()
    play(window, " ".join(line[:-5]))
    heard.clear()
    click_home(qtbot, window, [Action.parse(a) for a in line[-5:]])
    assert window.controller.game.won
    assert heard == ["foundation"] * 5 + ["win"]


def test_sound_off_asks_for_nothing_and_loads_nothing(qtbot: QtBot) -> None:
    """Off (the default): no sound is asked for and QtMultimedia is never started."""
    window, driver = open_window(qtbot, CODE)
    assert not Settings().sound
    heard: list[str] = []
    window.sound.played.connect(heard.append)
    driver.drag(4, None, 1)
    driver.click(STOCK)
    qtbot.wait(400)  # longer than the loading's delay after the first frame
    assert heard == []
    assert window.sound.device is None and window.sound.sink is None


# -- the real files through the player, on a real (null) device --------------------------


def test_every_sound_file_loads_and_plays(qtbot: QtBot, null_sound_device: str) -> None:
    """Each real file is read through the player and heard on the sink: the sink has
    played at least the sound's length once it is idle again."""
    from PySide6.QtMultimedia import QtAudio

    player = SoundPlayer()
    player.set_enabled(True)
    assert player.prepare() is True, "the null sink is a sound device"
    assert set(player.clips) == set(Sound)
    sink = player.sink
    assert sink is not None and sink.error() == QtAudio.Error.NoError
    rate = sink.format().sampleRate()
    for sound in Sound:
        with wave.open(str(sound_file(sound)), "rb") as w:
            length = w.getnframes() / w.getframerate()
        assert len(player.clips[sound]) / rate == pytest.approx(length, abs=0.001), sound
        before = sink.processedUSecs()
        player.play(sound)
        qtbot.waitUntil(lambda b=before, n=length: sink.processedUSecs() - b >= 0.99e6 * n,
                        timeout=8000)
        assert sink.error() in (QtAudio.Error.NoError, QtAudio.Error.UnderrunError), sound


def test_sounds_close_together_are_mixed_and_keep_the_table_running(
        qtbot: QtBot, null_sound_device: str) -> None:
    """Every kind of sound, one after another 40 ms apart, three times over: the case
    that wedged Qt's event loop with one QSoundEffect per sound (docs/sound.md). A timer
    keeps firing throughout, and what was mixed all reaches the sink."""
    from PySide6.QtCore import QTimer

    player = SoundPlayer()
    player.set_enabled(True)
    assert player.prepare()
    sink = player.sink
    assert sink is not None
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(10)
    before = sink.processedUSecs()
    for sound in list(Sound) * 3:
        player.play(sound)
        qtbot.wait(40)
    qtbot.waitUntil(lambda: sink.state().name == "IdleState"
                    and sink.processedUSecs() - before > 0, timeout=10000)
    qtbot.wait(200)
    timer.stop()
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    assert len(ticks) > 50 and max(gaps) < 1.0, f"the event loop stalled {max(gaps):.1f} s"
    # The sounds overlap (40 ms apart, most longer), so fewer samples are heard than
    # all the clips' lengths added up, but never less than the longest nor its tail.
    longest = max(len(c) for c in player.clips.values()) / sink.format().sampleRate()
    assert sink.processedUSecs() - before >= 0.99e6 * longest


def test_mixing_adds_and_clips() -> None:
    from array import array

    from dsolitaire.app.play.sound import mix_into

    waiting = array("h", [100, 30000, -30000])
    mix_into(waiting, array("h", [1, 10000, -10000, 7, 8]))
    assert waiting.tolist() == [101, 32767, -32768, 7, 8]


def test_a_device_that_wants_another_format_gets_it() -> None:
    """Where a device does not take the files' own format (22,050 Hz mono 16-bit), the
    sink plays in its preferred one: the clip resampled to its rate, the samples
    spread over its channels and written as its sample type."""
    import struct
    from array import array

    from PySide6.QtMultimedia import QAudioFormat

    from dsolitaire.app.play.sound import encoder, resampled

    kinds = QAudioFormat.SampleFormat
    chunk = array("h", [16384, -32768])
    assert encoder(kinds.Int16, 1)(chunk) == chunk.tobytes()
    assert array("h", encoder(kinds.Int16, 2)(chunk)).tolist() == [16384, 16384,
                                                                     -32768, -32768]
    assert list(struct.unpack("<4f", encoder(kinds.Float, 2)(chunk))) == [0.5, 0.5,
                                                                          -1.0, -1.0]
    assert list(struct.unpack("<2i", encoder(kinds.Int32, 1)(chunk))) == [16384 << 16,
                                                                          -(1 << 31)]
    assert encoder(kinds.UInt8, 2) is None and encoder(kinds.Int16, 0) is None
    clip = array("h", [0, 1000, 2000, 3000])
    assert resampled(clip, 22050, 22050) is clip
    doubled = resampled(clip, 22050, 44100)
    assert doubled.tolist() == [0, 500, 1000, 1500, 2000, 2500, 3000, 3000]
    assert len(resampled(array("h", range(22050)), 22050, 48000)) == 48000


def test_a_damaged_sound_file_is_told_once_and_the_others_play(
        qtbot: QtBot, null_sound_device: str, tmp_path: Path,
        caplog: pytest.LogCaptureFixture) -> None:
    for sound in Sound:
        (tmp_path / f"{sound.value}.wav").write_bytes(sound_file(sound).read_bytes())
    (tmp_path / "draw.wav").write_bytes(b"RIFF\x00\x00not a wave file")
    (tmp_path / "flip.wav").unlink()
    player = SoundPlayer(folder=tmp_path)
    player.set_enabled(True)
    with caplog.at_level("WARNING", logger="dsolitaire.app.play.sound"):
        assert player.prepare()
        for sound in Sound:
            player.play(sound)
    assert set(player.clips) == set(Sound) - {Sound.DRAW, Sound.FLIP}
    told = [r.getMessage() for r in caplog.records]
    assert len(told) == 2 and all("cannot be played" in m for m in told), told
    assert "'draw'" in told[0] and "'flip'" in told[1]
    sink = player.sink
    assert sink is not None
    qtbot.waitUntil(lambda: sink.processedUSecs() > 0, timeout=8000)


def test_the_volume_reaches_the_sink(qtbot: QtBot, null_sound_device: str) -> None:
    player = SoundPlayer()
    player.set_enabled(True)
    player.prepare()
    sink = player.sink
    assert sink is not None
    player.set_volume(100)
    assert sink.volume() == pytest.approx(1.0)
    player.set_volume(0)
    assert sink.volume() == 0.0
    player.set_volume(50)
    half = sink.volume()
    assert 0.0 < half < 0.5  # as the ear hears it: half loudness is far less power


def test_no_sound_device_is_told_once_in_the_log_and_quiet() -> None:
    """A server that is not there: no traceback, no Qt warning on the terminal, one line
    in the log, and the game's sounds asked for all the same (in a process of its own: a
    process keeps its first connection to the sound server)."""
    script = (
        "import logging, sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from dsolitaire.app.play.sound import Sound, SoundPlayer\n"
        "logging.basicConfig(level=logging.WARNING, stream=sys.stderr, format='LOG %(message)s')\n"
        "app = QApplication([])\n"
        "player = SoundPlayer()\n"
        "player.set_enabled(True)\n"
        "asked = []\n"
        "player.played.connect(asked.append)\n"
        "for sound in Sound:\n"
        "    player.play(sound)\n"
        "    player.play(sound)\n"
        "from PySide6.QtCore import QTimer\n"
        "QTimer.singleShot(400, app.quit)\n"
        "app.exec()\n"
        "print(len(asked), player.device, player.sink)\n"
    )
    env = {**os.environ, "PULSE_SERVER": "unix:/nonexistent/dsolitaire-no-sound",
           "QT_QPA_PLATFORM": "offscreen", "QT_AUDIO_BACKEND": ""}
    env.pop("QT_LOGGING_RULES", None)
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                          text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [str(2 * len(Sound)), "False", "None"]
    assert done.stderr.splitlines() == ["LOG No sound device: the game plays without sound."]


# -- the files ---------------------------------------------------------------------------


def test_the_script_makes_the_committed_files(tmp_path: Path) -> None:
    subprocess.run([sys.executable, str(SOUNDS / "make_sounds.py"), "--out", str(tmp_path)],
                   check=True, timeout=120)
    made = sorted(p.name for p in tmp_path.glob("*.wav"))
    assert made == sorted(f"{s.value}.wav" for s in Sound)
    for name in made:
        assert (tmp_path / name).read_bytes() == (SOUNDS / name).read_bytes(), name


@pytest.mark.parametrize("sound", list(Sound), ids=lambda s: s.value)
def test_each_file_is_a_short_quiet_enough_mono_wav(sound: Sound) -> None:
    path = sound_file(sound)
    with wave.open(str(path), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        frames = w.readframes(w.getnframes())
        seconds = w.getnframes() / w.getframerate()
    limit = 1.0 if sound is Sound.WIN else 0.3
    assert 0.02 < seconds <= limit
    assert path.stat().st_size <= (32_000 if sound is Sound.WIN else 12_000)
    samples = memoryview(frames).cast("h")
    peak = max(abs(v) for v in samples)
    assert 0.5 * 32767 < peak < 0.7 * 32767  # -4 dBFS: loud enough, never clipping
    assert abs(samples[0]) < 200 and abs(samples[-1]) < 200  # no click at either end


# -- Settings ▸ Sound --------------------------------------------------------------------


def test_settings_sound_page(qtbot: QtBot) -> None:
    window, _driver = open_window(qtbot, CODE)
    window.settings_action.trigger()  # Game ▸ Settings…
    dialog = wait_dialog(qtbot, window, SettingsDialog)
    tabs = dialog.findChild(QTabWidget, "settingsTabs")
    tabs.setCurrentIndex(2)
    assert tabs.tabText(2) == "Sound"
    box = dialog.findChild(QCheckBox, "sound")
    volume = dialog.findChild(QSlider, "soundVolume")
    assert not box.isChecked() and not volume.isEnabled()  # off by default
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton,
                     pos=box.rect().topLeft() + box.rect().center() / 4)
    assert box.isChecked() and volume.isEnabled()
    assert Settings().sound and window.sound.enabled
    volume.setFocus()
    qtbot.keyClick(volume, Qt.Key.Key_End)
    assert Settings().sound_volume == 100 and window.sound.volume == 100
    qtbot.keyClick(volume, Qt.Key.Key_PageDown)
    assert Settings().sound_volume == 90 and window.sound.volume == 90
    QApplication.processEvents()


@pytest.mark.parametrize(("on", "volume"), [("loud", "x"), ("2", "150"), ("", "-1")])
def test_a_corrupt_sound_setting_falls_back_to_the_default(on: str, volume: str) -> None:
    store = QSettings()
    store.setValue("sound/on", on)
    store.setValue("sound/volume", volume)
    store.sync()
    settings = Settings()
    assert settings.sound is False and settings.sound_volume == 70
