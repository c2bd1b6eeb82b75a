"""The table's sounds: which one a move asks for, and the player that plays them.

Which sound comes from the engine's :class:`~dsolitaire.engine.ActionRecord` of what the
move did, as the controller's ``changed(Change)`` carries it (:func:`sounds_for`: a draw,
a redeal, a card to a column or to a foundation, a card turned face up), and from the
controller's events for a refused drop and the win; the scene knows nothing of it. The
sounds are our own WAV files (``resources/sounds/make_sounds.py``).

They play through one QtMultimedia ``QAudioSink`` in push mode: the player reads each
file's samples once, mixes a sound that starts while another still plays into what is
waiting to be written, and feeds the sink from a timer while anything waits. Not one
``QSoundEffect`` per sound: two different ``QSoundEffect`` objects played one after the
other wedge Qt 6.11.3's event loop on PulseAudio (a flood of "QSocketNotifier: Invalid
socket"; ``docs/sound.md``, ``benchmarks/sound_burst.py``), and a player's game
would hang at its win. One sink, written from the GUI thread, never did.

QtMultimedia is imported only when a sound is first wanted (sound is off by default), so
a start with sound off never loads it, and one with sound on loads it after the first
frame (:meth:`SoundPlayer.prepare_soon`). No sound device is never an error: the player
says so once in the log and stays quiet; Qt's own warnings while it looks for a device
(no PulseAudio server, no PipeWire library, no media backend) go to the log at debug
level, not to the player's terminal. A sound file that cannot be read is said once in the
log, and the game goes on without that sound.
"""

from __future__ import annotations

import logging
import sys
import wave
from array import array
from collections.abc import Callable
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import (
    QIODevice,
    QMessageLogContext,
    QObject,
    QTimer,
    QtMsgType,
    Signal,
    qInstallMessageHandler,
)

from ...engine import STOCK
from ..resources import resources_dir

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtMultimedia import QAudioDevice, QAudioFormat, QAudioSink

    from ...engine import ActionRecord
    from .change import Change

log = logging.getLogger(__name__)


class Sound(Enum):
    """The sounds, each the name of its file in ``resources/sounds/``."""

    DRAW = "draw"  # cards turned from the stock onto the waste
    COLUMN = "column"  # a card (or a run) laid on a column
    FOUNDATION = "foundation"  # a card sent to a foundation
    FLIP = "flip"  # a face-down card turned face up
    REFUSED = "refused"  # dropped cards that the rules refuse
    REDEAL = "redeal"  # the waste turned over onto the stock
    WIN = "win"  # the game won


#: How long after the move's own sound a following one starts (ms): the card turned up
#: under a card that left, the win after the last card's landing.
DELAYS = {Sound.FLIP: 70, Sound.WIN: 180}
#: The volume setting's range (a slider's), and how fast a start with sound on loads
#: the sounds after the first frame (ms).
VOLUME_MAX = 100
PREPARE_DELAY_MS = 300
#: The files' sample rate; how much the sink holds ahead of what is heard (a sound that
#: starts while another plays is mixed in at most this late), and how often it is fed
#: while a sound waits to be written.
RATE = 22050
BUFFER_US = 80_000
FEED_MS = 15


def sounds_for(record: ActionRecord) -> tuple[Sound, ...]:
    """The sounds of one move, from the engine's record of what it did.

    A stock click draws or (a negative count) turns the waste over; any other move lays
    its card on a column or (a slot) a foundation, and a face-down card it uncovered
    turned face up (``flip``) adds its own sound after it.
    """
    source, _target = record.action
    if source == STOCK:
        return (Sound.REDEAL,) if record.recycled else (Sound.DRAW,)
    laid = Sound.FOUNDATION if record.slot >= 0 else Sound.COLUMN
    return (laid, Sound.FLIP) if record.flip else (laid,)


def sound_file(sound: Sound, folder: Path | None = None) -> Path:
    return (folder or resources_dir() / "sounds") / f"{sound.value}.wav"


class Followed(Protocol):
    """What the player follows: the controller's events (changed, dropRefused, won)."""

    @property
    def changed(self) -> SignalInstance: ...

    @property
    def dropRefused(self) -> SignalInstance: ...

    @property
    def won(self) -> SignalInstance: ...


class SoundPlayer(QObject):
    """Plays the table's sounds while sound is on, at the chosen volume.

    ``played(name)`` is emitted for every sound the game asks for while sound is on (the
    sound's :class:`Sound` value), whether or not a device plays it. ``device`` is None
    before :meth:`prepare` looked, then whether there is one; ``sink`` is the
    ``QAudioSink`` the sounds play through once there is, and ``clips`` each sound's
    samples, read from its file, at the sink's rate (mono, 16-bit).
    """

    played = Signal(str)

    def __init__(self, folder: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.device: bool | None = None
        self.sink: QAudioSink | None = None
        self.clips: dict[Sound, array[int]] = {}
        self._enabled = False
        self._volume = 70
        self._output: QIODevice | None = None
        self._encode: Callable[[array[int]], bytes] = _int16
        self._waiting: array[int] = array("h")  # mixed samples not yet in the sink
        self._feed = QTimer(self)
        self._feed.setInterval(FEED_MS)
        self._feed.timeout.connect(self._write)
        self._broken = False
        self._frame_bytes = 2

    # -- what it follows ----------------------------------------------------------------

    def follow(self, controller: Followed) -> None:
        controller.changed.connect(self._changed)
        controller.dropRefused.connect(lambda _refusal: self.play(Sound.REFUSED))
        controller.won.connect(lambda: self.play(Sound.WIN))

    def _changed(self, change: Change) -> None:
        """An action played or redone sounds; an undo, a deal or a restart does not.
        With sound off (the default) every move returns here at once."""
        if not self._enabled:
            return
        from .change import ChangeKind

        if change.record is None or change.kind not in (ChangeKind.PLAYED,
                                                        ChangeKind.REDONE):
            return
        for sound in sounds_for(change.record):
            self.play(sound)

    # -- the settings -------------------------------------------------------------------

    @property
    def enabled(self) -> bool:
        return self._enabled

    def set_enabled(self, on: bool) -> None:
        """Off stops what is still waiting to be heard."""
        self._enabled = on
        if not on:
            self._waiting = array("h")
            self._feed.stop()

    @property
    def volume(self) -> int:
        return self._volume

    def set_volume(self, volume: int) -> None:
        """0 (silent) to :data:`VOLUME_MAX`, as the ear hears it (logarithmic)."""
        self._volume = max(0, min(VOLUME_MAX, volume))
        if self.sink is not None:
            self.sink.setVolume(self._linear(self._volume))

    @staticmethod
    def _linear(volume: int) -> float:
        from PySide6.QtMultimedia import QtAudio

        scale = QtAudio.VolumeScale
        return float(QtAudio.convertVolume(volume / VOLUME_MAX, scale.LogarithmicVolumeScale,
                                           scale.LinearVolumeScale))

    # -- playing ------------------------------------------------------------------------

    def play(self, sound: Sound) -> None:
        """Play ``sound`` (after its delay) if sound is on; nothing if it is off."""
        if not self._enabled:
            return
        self.played.emit(sound.value)
        delay = DELAYS.get(sound, 0)
        if delay:
            QTimer.singleShot(delay, self, lambda: self._start(sound))
        else:
            self._start(sound)

    def _start(self, sound: Sound) -> None:
        if not self._enabled or not self.prepare() or self._broken:
            return
        clip = self.clips.get(sound)
        if clip is not None:
            mix_into(self._waiting, clip)
            self._write()

    def _write(self) -> None:
        """Give the sink what it has room for, and keep feeding while anything waits."""
        sink, output, waiting = self.sink, self._output, self._waiting
        if sink is None or output is None or not waiting:
            self._feed.stop()
            return
        room = sink.bytesFree() // self._frame_bytes
        if room > 0:
            chunk = waiting[:room]
            written = output.write(self._encode(chunk))
            if written < 0:
                self._give_up("the device took no more samples")
                return
            del waiting[:written // self._frame_bytes]
        if waiting:
            if not self._feed.isActive():
                self._feed.start()
        else:
            self._feed.stop()

    def prepare_soon(self) -> None:
        """Load the sounds a moment after the first frame, when sound is on."""
        if self._enabled and self.device is None:
            QTimer.singleShot(PREPARE_DELAY_MS, self, self.prepare)

    def prepare(self) -> bool:
        """Find the sound device, open the sink and read every sound (once); whether
        there is a device."""
        if self.device is not None:
            return self.device
        with _QtMessagesToLog():
            from PySide6.QtMultimedia import QAudioSink, QMediaDevices

            output = QMediaDevices.defaultAudioOutput()
            chosen = None if output.isNull() else _format_for(output)
            self.device = chosen is not None
            if chosen is None:
                log.warning("No sound device: the game plays without sound.")
                return False
            audio_format, self._encode = chosen
            self._frame_bytes = audio_format.bytesPerFrame()
            rate = audio_format.sampleRate()
            for sound in Sound:
                path = sound_file(sound, self.folder)
                try:
                    samples, file_rate = read_clip(path)
                except (OSError, EOFError, ValueError, wave.Error) as exc:
                    log.warning("The sound %r cannot be played (%s: %s); the game goes on "
                                "without it.", sound.value, path, exc)
                    continue
                self.clips[sound] = resampled(samples, file_rate, rate)
            self.sink = QAudioSink(output, audio_format, self)
            self.sink.setBufferSize(audio_format.bytesForDuration(BUFFER_US))
            self.sink.setVolume(self._linear(self._volume))
            self.sink.stateChanged.connect(self._state_changed)
            self._output = self.sink.start()
            if self._output is None:
                self._give_up("the device could not be opened")
            else:
                self._state_changed()  # an error at the start, before any change
        return True

    def _state_changed(self) -> None:
        from PySide6.QtMultimedia import QtAudio

        sink = self.sink
        if sink is not None and sink.error() in (QtAudio.Error.OpenError,
                                                 QtAudio.Error.IOError,
                                                 QtAudio.Error.FatalError):
            self._give_up(sink.error().name)

    def _give_up(self, why: str) -> None:
        """The device failed while playing: said once, then quiet (the game goes on)."""
        if not self._broken:
            self._broken = True
            log.warning("The sound device stopped (%s): the game goes on without sound.",
                        why)
        self._waiting = array("h")
        self._feed.stop()


def read_clip(path: Path) -> tuple[array[int], int]:
    """A 16-bit WAV file's samples (its first channel) and its sample rate."""
    with wave.open(str(path), "rb") as wav:
        if wav.getsampwidth() != 2:
            raise ValueError(f"{8 * wav.getsampwidth()}-bit samples, not 16-bit")
        channels, rate = wav.getnchannels(), wav.getframerate()
        frames = wav.readframes(wav.getnframes())
    samples = array("h")
    samples.frombytes(frames[:len(frames) - len(frames) % 2])
    if sys.byteorder == "big":
        samples.byteswap()
    return (samples[::channels] if channels > 1 else samples), rate


def resampled(samples: array[int], rate: int, to: int) -> array[int]:
    """``samples`` at ``rate`` played at ``to`` samples a second (linear in between)."""
    if rate == to or not samples:
        return samples
    count = max(1, round(len(samples) * to / rate))
    step, last = rate / to, len(samples) - 1
    out = array("h", bytes(2 * count))
    for i in range(count):
        x = i * step
        j = min(int(x), last)
        k = min(j + 1, last)
        out[i] = int(samples[j] + (samples[k] - samples[j]) * (x - j))
    return out


def mix_into(waiting: array[int], clip: array[int]) -> None:
    """Add ``clip`` to what waits from its start on (clipped to 16 bits), longer if it is."""
    overlap = min(len(waiting), len(clip))
    for i in range(overlap):
        value = waiting[i] + clip[i]
        waiting[i] = 32767 if value > 32767 else -32768 if value < -32768 else value
    waiting.extend(clip[overlap:])


def _int16(chunk: array[int]) -> bytes:
    return chunk.tobytes()


def _format_for(device: QAudioDevice) -> tuple[QAudioFormat, Callable[[array[int]], bytes]] | None:
    """The format the sink plays in on ``device``, and how mono 16-bit samples become it:
    the files' own (22,050 Hz mono 16-bit) where the device takes it, else the device's
    preferred one; None if that is a format the player does not write."""
    from PySide6.QtMultimedia import QAudioFormat

    wanted = QAudioFormat()
    wanted.setSampleRate(RATE)
    wanted.setChannelCount(1)
    wanted.setSampleFormat(QAudioFormat.SampleFormat.Int16)
    if device.isFormatSupported(wanted):
        return wanted, _int16
    chosen = device.preferredFormat()
    if chosen.sampleRate() <= 0:
        return None
    encode = encoder(chosen.sampleFormat(), chosen.channelCount())
    return None if encode is None else (chosen, encode)


def encoder(kind: QAudioFormat.SampleFormat,
            channels: int) -> Callable[[array[int]], bytes] | None:
    """How mono 16-bit samples become a sink's bytes of sample format ``kind`` on
    ``channels`` interleaved channels; None for a format the player does not write."""
    from PySide6.QtMultimedia import QAudioFormat

    kinds = QAudioFormat.SampleFormat
    if channels <= 0:
        return None
    if kind == kinds.Int16:
        if channels == 1:
            return _int16

        def to_int16(chunk: array[int]) -> bytes:
            return _spread(chunk, channels).tobytes()
        return to_int16
    if kind == kinds.Float:
        def to_float(chunk: array[int]) -> bytes:
            return array("f", [s / 32768 for s in _spread(chunk, channels)]).tobytes()
        return to_float
    if kind == kinds.Int32:
        def to_int32(chunk: array[int]) -> bytes:
            return array("i", [s << 16 for s in _spread(chunk, channels)]).tobytes()
        return to_int32
    return None


def _spread(chunk: array[int], channels: int) -> array[int]:
    """Mono samples on every one of ``channels`` channels, interleaved."""
    if channels == 1:
        return chunk
    out = array("h", bytes(2 * len(chunk) * channels))
    for channel in range(channels):
        out[channel::channels] = chunk
    return out


class _QtMessagesToLog:
    """While QtMultimedia starts: Qt's messages go to this module's log at debug level
    (it warns when there is no PulseAudio server, no PipeWire library or no media
    backend, all of which only mean no sound), then the handler before is put back."""

    def __enter__(self) -> None:
        self._previous = qInstallMessageHandler(_to_log)

    def __exit__(self, *_exc: object) -> None:
        qInstallMessageHandler(self._previous)


def _to_log(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    log.debug("Qt (%s, %s): %s", kind.name, context.category, message)
