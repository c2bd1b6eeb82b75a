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

A lock or socket path that is not what it should be (a folder named ``instance.lock``, a
file that is not a lock, something other than a socket where the socket goes) is left as
it is and worked around: the next name of :data:`LOCK_NAMES` (or of the server's names)
is used, the same for every launch, so they still find each other. What was found is in
:attr:`SingleInstance.problems` and, in words, :meth:`SingleInstance.notice`. "Already
running" is said only while a live process holds the lock.
"""

from __future__ import annotations

import getpass
import json
import os
import stat
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCryptographicHash, QDir, QLockFile, QObject, Signal

from .files import data_folder, load_json

if TYPE_CHECKING:  # QtNetwork is loaded when the app listens or asks, after the first frame
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = "instance.lock"
# The lock's names, in the order tried: a later one only when those before it are not
# lock files (a folder in the way, say).
LOCK_NAMES = (LOCK_NAME, "instance.2.lock", "instance.3.lock")
# How many server names are tried (the name, then ``-2``, ``-3``).
SERVER_NAMES = 3
# A lock file holds a line or three; anything larger is not one.
_MAX_LOCK_BYTES = 4096
# A lock file this young may still be being written by the launch that made it.
_YOUNG_S = 2.0
# How long a new launch tries to reach the running app before it gives up.
FORWARD_TIMEOUT_MS = 5000
_MAX_MESSAGE = 64 * 1024
_OK = b"ok\n"


class InstanceError(RuntimeError):
    """The running app holds the lock but does not answer."""


def _lock_state(path: Path) -> str:
    """``"free"`` (nothing there), ``"lock"`` (a lock file, for QLockFile to judge),
    ``"young"`` (a file being written, perhaps) or what else stands there: ``"folder"``,
    ``"other"`` (not a file: a socket, a pipe, a dangling link) or ``"file"`` (a file that
    is not a lock)."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return "other" if os.path.islink(path) else "free"
    except OSError:
        return "lock"  # cannot be looked at: QLockFile says what the disk allows
    if stat.S_ISDIR(info.st_mode):
        return "folder"
    if not stat.S_ISREG(info.st_mode):
        return "other"
    if info.st_size > _MAX_LOCK_BYTES:
        return "file"
    pid, _host, _app = QLockFile(str(path)).getLockInfo()
    if pid > 0:
        return "lock"
    return "young" if abs(time.time() - info.st_mtime) < _YOUNG_S else "file"


#: The longest path a Unix socket may have (``sun_path`` is 108 bytes with its NUL on
#: Linux, 104 on macOS), and where the socket goes when the temporary folder is too deep
#: for it.
SOCKET_PATH_MAX = 103 if sys.platform == "darwin" else 107
SHORT_SOCKET_FOLDER = Path("/tmp")


def socket_path(name: str) -> Path:
    """Where QLocalServer puts the socket of a server name (Unix): a plain name in the
    temporary folder, a full path where it says."""
    return Path(QDir.tempPath()) / name


def server_names(base: str, count: int) -> list[str]:
    """The server's names in the order tried, ``base`` then ``base-2``…: plain names,
    whose socket goes in the temporary folder, or on Unix, where that folder's path is
    too long for a socket (a deep ``TMPDIR``), full paths in ``/tmp``. Every launch
    works them out alike, so a later launch finds the running app either way."""
    names = [base] + [f"{base}-{n}" for n in range(2, count + 1)]
    longest = os.fsencode(str(socket_path(names[-1])))
    if sys.platform == "win32" or len(longest) <= SOCKET_PATH_MAX:
        return names
    return [str(SHORT_SOCKET_FOLDER / name) for name in names]


def _socket_state(path: Path) -> str:
    """``"free"``, ``"socket"`` (a socket file, perhaps left by a crash) or what else
    stands there (``"folder"``, ``"file"``, ``"other"``)."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return "free"
    except OSError:
        return "other"
    if stat.S_ISSOCK(info.st_mode):
        return "socket"
    if stat.S_ISDIR(info.st_mode):
        return "folder"
    return "file" if stat.S_ISREG(info.st_mode) else "other"


def _user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no user name in the environment or the password file
        return str(Path.home())


def server_name(folder: Path) -> str:
    """The local server's name for this user and data folder (short, file-name safe)."""
    key = f"{_user()}\0{folder.resolve()}".encode()
    # Qt's SHA-256, the same digest as hashlib's without loading OpenSSL before the first frame
    digest = QCryptographicHash.hash(key, QCryptographicHash.Algorithm.Sha256)
    return "dsolitaire-" + bytes(digest.toHex().data()).decode("ascii")[:24]


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
        base = server_name(self.folder)
        # the server names, in the order tried; :attr:`name` is the one in use
        self.names = server_names(base, SERVER_NAMES)
        self.name = self.names[0]
        # (path, what stands there) for each lock or socket path found in the way
        self.problems: list[tuple[Path, str]] = []
        self.lock_path = self.folder / LOCK_NAME
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
                pid, host, _app = QLockFile(str(self.lock_path)).getLockInfo()
                raise InstanceError(
                    f"Double Solitaire is already running (process {pid} on "
                    f"{host or 'this computer'}, see {self.lock_path}) but does not "
                    "answer; close it and try again")
            time.sleep(0.05)

    def _note(self, path: Path, what: str) -> None:
        if (path, what) not in self.problems:
            self.problems.append((path, what))

    def _try_lock(self) -> bool:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True  # no data folder (read-only, a file in the way): run, unguarded
        for name in LOCK_NAMES:
            path = self.folder / name
            state = _lock_state(path)
            if state == "young":
                return False  # another launch is writing it: ask it, then look again
            if state not in ("free", "lock"):
                self._note(path, state)  # left as it is; the next name is tried
                continue
            self.lock_path = path
            lock = QLockFile(str(path))
            # only a dead owner makes the lock stale, never its age: the app runs for hours
            lock.setStaleLockTime(0)
            if not lock.tryLock(0):
                # held by another app: hand it the arguments; the folder refuses: unguarded
                return lock.error() != QLockFile.LockError.LockFailedError
            self._lock = lock
            return True
        return True  # no usable lock name at all: run, unguarded

    def listen(self) -> bool:
        """Start answering later launches; False (and a single-instance-less app) if the
        local server cannot listen."""
        if self._lock is None:  # the data folder refused the lock: no server either
            return False
        from PySide6.QtNetwork import QLocalServer

        for name in self.names:
            path = socket_path(name)
            state = _socket_state(path)
            if state not in ("free", "socket"):
                self._note(path, state)  # not ours to remove: the next name is tried
                continue
            server = QLocalServer(self)
            server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
            if state == "socket":
                # a socket left by a crashed app: ours to remove, since we hold the lock
                QLocalServer.removeServer(name)
            if server.listen(name):
                server.newConnection.connect(self._on_connection)
                self._server = server
                self.name = name
                return True
            self._note(path, "socket" if state == "socket" else "other")
            server.deleteLater()
        return False

    def notice(self) -> str:
        """What was found in the way of the lock or the socket, in words ("" if nothing)."""
        texts = {
            "folder": self.tr("%1 is a folder, not a lock file or a socket; it was left "
                              "as it is and another name is used."),
            "file": self.tr("%1 is not a lock file; it was left as it is and another "
                            "name is used."),
            "socket": self.tr("%1 is a socket no one answers on and that cannot be "
                              "removed; it was left as it is and another name is used."),
            "other": self.tr("%1 is not what Double Solitaire keeps there; it was left as "
                             "it is and another name is used."),
        }
        return " ".join(texts[what].replace("%1", str(path)) for path, what in self.problems)

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
        """Hand ``arguments`` to the running app (on the first of its names that
        answers); True once it said it got them."""
        return any(self._send(name, arguments, timeout_ms) for name in self.names)

    def _send(self, name: str, arguments: list[str], timeout_ms: int) -> bool:
        from PySide6.QtNetwork import QLocalSocket

        socket = QLocalSocket()
        socket.connectToServer(name)
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
        data = load_json(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    arguments = data.get("arguments") if isinstance(data, dict) else None
    if not isinstance(arguments, list) or not all(isinstance(a, str) for a in arguments):
        return None
    return arguments
