"""One Double Solitaire per user and data folder: a second launch hands its arguments
(say ``--code``) to the running app and exits.

The running app holds a :class:`QLockFile` in its data folder for as long as it runs and
listens on a :class:`QLocalServer`. A new launch first tries to take the lock: if it
can, it is the one instance (a lock left by a crashed process is stale and taken over;
a socket file left behind is removed before listening). If it cannot, it connects,
sends its arguments as one JSON line and waits for ``ok``. Two launches at the same
moment cannot both win the lock; the loser retries until the winner listens.

The server name is a hash of the user and the data folder, so that an app with another
``XDG_DATA_HOME`` (the tests) never talks to the player's running game.
"""

from __future__ import annotations

import getpass
import hashlib
import json
import time
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from .files import data_folder

LOCK_NAME = "instance.lock"
#: How long a new launch tries to reach the running app before it gives up.
FORWARD_TIMEOUT_MS = 5000
_MAX_MESSAGE = 64 * 1024
_OK = b"ok\n"


class InstanceError(RuntimeError):
    """The running app holds the lock but does not answer."""


def _user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no user name in the environment or the password file
        return str(Path.home())


def server_name(folder: Path) -> str:
    """The local server's name for this user and data folder (short, file-name safe)."""
    key = f"{_user()}\0{folder.resolve()}".encode()
    return "dsolitaire-" + hashlib.sha256(key).hexdigest()[:24]


class SingleInstance(QObject):
    """The lock and the local server of the one running app.

    Use :meth:`claim` once, before the window: True means this process is the one
    instance (then call :meth:`listen` once a Q(Gui)Application exists), False that the
    arguments went to the running app. ``received(list)`` brings the arguments of every
    later launch, in the running app's event loop.
    """

    received = Signal(list)

    def __init__(self, folder: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder if folder is not None else data_folder()
        self.name = server_name(self.folder)
        self._lock: QLockFile | None = None
        self._server: QLocalServer | None = None
        self._buffers: dict[QLocalSocket, bytearray] = {}

    # -- starting ----------------------------------------------------------------------

    def claim(self, arguments: list[str], timeout_ms: int = FORWARD_TIMEOUT_MS) -> bool:
        """True: this process is the one instance now. False: ``arguments`` were handed
        to the running one. Raises InstanceError if it holds the lock but never answers."""
        deadline = time.monotonic() + timeout_ms / 1000
        while True:
            if self._try_lock():
                return True
            left = int((deadline - time.monotonic()) * 1000)
            if self.send(arguments, max(100, min(left, 1000))):
                return False
            if time.monotonic() >= deadline:
                raise InstanceError(
                    f"Double Solitaire is already running (see {self.lock_path}) but does "
                    "not answer; close it and try again")
            time.sleep(0.05)

    @property
    def lock_path(self) -> Path:
        return self.folder / LOCK_NAME

    def _try_lock(self) -> bool:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True  # no data folder (read-only, a file in the way): run, unguarded
        lock = QLockFile(str(self.lock_path))
        # only a dead owner makes the lock stale, never its age: the app runs for hours
        lock.setStaleLockTime(0)
        if not lock.tryLock(0):
            # held by another app: hand it the arguments; the folder refuses: run unguarded
            return lock.error() != QLockFile.LockError.LockFailedError
        self._lock = lock
        return True

    def listen(self) -> bool:
        """Start answering later launches; False (and a single-instance-less app) if the
        local server cannot listen."""
        if self._lock is None:  # the data folder refused the lock: no server either
            return False
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        # a socket file left by a crashed app: ours to remove, since we hold the lock
        QLocalServer.removeServer(self.name)
        if not server.listen(self.name):
            server.deleteLater()
            return False
        server.newConnection.connect(self._on_connection)
        self._server = server
        return True

    @property
    def listening(self) -> bool:
        """Later launches reach this app (:meth:`listen` succeeded)."""
        return self._server is not None

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    # -- the second launch -------------------------------------------------------------

    def send(self, arguments: list[str], timeout_ms: int = 1000) -> bool:
        """Hand ``arguments`` to the running app; True once it said it got them."""
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(timeout_ms):
            return False
        message = json.dumps({"arguments": arguments}).encode("utf-8") + b"\n"
        socket.write(message)
        if not socket.waitForBytesWritten(timeout_ms):
            socket.abort()
            return False
        answer = b""
        while len(answer) < len(_OK) and socket.waitForReadyRead(timeout_ms):
            answer += bytes(socket.readAll().data())
        socket.abort()
        return answer.startswith(_OK)

    # -- the running app ---------------------------------------------------------------

    def _on_connection(self) -> None:
        assert self._server is not None
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            self._buffers[socket] = bytearray()
            socket.readyRead.connect(lambda s=socket: self._on_ready_read(s))
            socket.disconnected.connect(lambda s=socket: self._forget(s))

    def _forget(self, socket: QLocalSocket) -> None:
        self._buffers.pop(socket, None)
        socket.deleteLater()

    def _on_ready_read(self, socket: QLocalSocket) -> None:
        buffer = self._buffers.get(socket)
        if buffer is None:
            return
        buffer += bytes(socket.readAll().data())
        if b"\n" not in buffer:
            if len(buffer) > _MAX_MESSAGE:
                socket.abort()
            return
        line = bytes(buffer[: buffer.index(b"\n")])
        self._buffers.pop(socket, None)
        arguments = _parse(line)
        if arguments is None:
            socket.abort()
            return
        socket.write(_OK)
        socket.flush()
        socket.disconnectFromServer()
        self.received.emit(arguments)


def _parse(line: bytes) -> list[str] | None:
    try:
        data = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    arguments = data.get("arguments") if isinstance(data, dict) else None
    if not isinstance(arguments, list) or not all(isinstance(a, str) for a in arguments):
        return None
    return arguments
