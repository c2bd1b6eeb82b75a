"""The table's sounds: which one a move asks for, and the player that plays them.

Which sound comes from the engine's :class:`~dsolitaire.engine.ActionRecord` of what the
move did, as the controller's ``changed(Change)`` carries it (:func:`sounds_for`: a draw,
a redeal, a card to a column or to a foundation, a card turned face up), and from the
controller's events for a refused drop and the win; the scene knows nothing of it. The
sounds are our own WAV files
(``resources/sounds/make_sounds.py``), played with QtMultimedia's ``QSoundEffect``.

QtMultimedia is imported only when a sound is first wanted (sound is off by default), so
a start with sound off never loads it, and one with sound on loads it after the first
frame (:meth:`SoundPlayer.prepare_soon`). No sound device is never an error: the player
says so once in the log and stays quiet; Qt's own warnings while it looks for a device
(no PulseAudio server, no PipeWire library, no media backend) go to the log at debug
level, not to the player's terminal.
"""

from __future__ import annotations

import logging
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import (
    QMessageLogContext,
    QObject,
    QTimer,
    QtMsgType,
    QUrl,
    Signal,
    qInstallMessageHandler,
)

from ...engine import STOCK
from ..resources import resources_dir

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtMultimedia import QSoundEffect

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
    sound's :class:`Sound` value), whether or not a device plays it. ``effects`` holds a
    loaded ``QSoundEffect`` per sound once :meth:`prepare` found a device; ``device``
    is None before it looked, then whether there is one.
    """

    played = Signal(str)

    def __init__(self, folder: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.effects: dict[Sound, QSoundEffect] = {}
        self.device: bool | None = None
        self._enabled = False
        self._volume = 70
        self._failed: set[Sound] = set()

    # -- what it follows ----------------------------------------------------------------

    def follow(self, controller: Followed) -> None:
        controller.changed.connect(self._changed)
        controller.dropRefused.connect(lambda _refusal: self.play(Sound.REFUSED))
        controller.won.connect(lambda: self.play(Sound.WIN))

    def _changed(self, change: Change) -> None:
        """An action played or redone sounds; an undo, a deal or a restart does not."""
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
        self._enabled = on

    @property
    def volume(self) -> int:
        return self._volume

    def set_volume(self, volume: int) -> None:
        """0 (silent) to :data:`VOLUME_MAX`, as the ear hears it (logarithmic)."""
        self._volume = max(0, min(VOLUME_MAX, volume))
        if self.effects:
            linear = self._linear(self._volume)
            for effect in self.effects.values():
                effect.setVolume(linear)

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
        if not self._enabled or not self.prepare():
            return
        effect = self.effects.get(sound)
        if effect is not None and sound not in self._failed:
            effect.play()

    def prepare_soon(self) -> None:
        """Load the sounds a moment after the first frame, when sound is on."""
        if self._enabled and self.device is None:
            QTimer.singleShot(PREPARE_DELAY_MS, self, self.prepare)

    def prepare(self) -> bool:
        """Find the sound device and load every sound (once); whether there is a device."""
        if self.device is not None:
            return self.device
        with _QtMessagesToLog():
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect

            self.device = bool(QMediaDevices.audioOutputs())
            if not self.device:
                log.warning("No sound device: the game plays without sound.")
                return False
            linear = self._linear(self._volume)
            for sound in Sound:
                effect = QSoundEffect(self)
                effect.setVolume(linear)
                effect.statusChanged.connect(lambda s=sound: self._check(s))
                effect.setSource(QUrl.fromLocalFile(str(sound_file(sound, self.folder))))
                self.effects[sound] = effect
        return True

    def _check(self, sound: Sound) -> None:
        from PySide6.QtMultimedia import QSoundEffect

        effect = self.effects.get(sound)
        if effect is not None and effect.status() == QSoundEffect.Status.Error \
                and sound not in self._failed:
            self._failed.add(sound)
            log.warning("The sound %r cannot be played (%s); the game goes on without it.",
                        sound.value, sound_file(sound, self.folder))


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
