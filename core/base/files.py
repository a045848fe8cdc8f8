"""Files read and written safely: an atomic replace (old or new content, never a mix) and a bounded read of a
regular file (never blocks on a pipe or device). The one place the app writes a file in place."""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .problems import Problem


def fsync_dir(path: Path) -> None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return  # Windows cannot open folders; NTFS journals the rename itself
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def atomic_write(path: Path, data: bytes) -> None:
    """Write a file so that readers see either the old or the new content, never a mix."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:
        fsync_dir(path.parent)
    except OSError:
        pass  # the new content is in place and visible; only its durability across a power cut is weaker


def read_regular(path: Path, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.

    Never blocks on a named pipe or device (opened non-blocking, checked before reading). Raises
    ``FileNotFoundError``, ``NotARegularFile``, ``FileTooLarge`` or another ``OSError``.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise NotARegularFile(str(path))
        if st.st_size > limit:
            raise FileTooLarge(str(path), st.st_size)
        chunks, total = [], 0
        while True:
            b = os.read(fd, min(1 << 20, limit + 1 - total))
            if not b:
                break
            chunks.append(b)
            total += len(b)
            if total > limit:
                raise FileTooLarge(str(path), total)
        return b"".join(chunks)
    finally:
        os.close(fd)


class NotARegularFile(OSError):
    """A folder, named pipe, device or socket where a file was expected."""


class FileTooLarge(OSError):
    def __init__(self, path: str, size: int):
        super().__init__(f"{path}: {size} bytes")
        self.filename = path
        self.size = size


def tree_stats(root: Path, h, suffix: str = "") -> None:
    """Each file's path, size and modification time under ``root`` (those ending in ``suffix``; ``__pycache__``
    left out) into the hash ``h``, sorted: the same tree, the same bytes. What a cache keyed on code compares
    (gui/first_view.py, core/select/offer_cache.py). A frozen app whose files are not on disk adds nothing: its
    version stands for its code."""
    for dp, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for f in sorted(files):
            if not f.endswith(suffix):
                continue
            try:
                st = os.stat(os.path.join(dp, f))
            except OSError:
                continue
            h.update(f"{os.path.relpath(os.path.join(dp, f), root)}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())


def read_regular_or_problem(path: Path, limit: int) -> bytes | Problem:
    """``read_regular``'s bytes, or the one Problem a user is told instead, naming the file: not found, not a regular
    file (a folder, a pipe), larger than ``limit``, or unreadable (the system's reason)."""
    from .problem_details import FileNotFound, FileTooLargeProblem, NotAFile, Unreadable
    from .problems import Problem
    try:
        return read_regular(path, limit)
    except FileNotFoundError:
        return Problem(str(path), FileNotFound())
    except NotARegularFile:
        return Problem(str(path), NotAFile())
    except FileTooLarge as exc:
        return Problem(str(path), FileTooLargeProblem(size=exc.size, limit=limit))
    except OSError as exc:
        return Problem(str(path), Unreadable(reason=exc.strerror or str(exc)))
