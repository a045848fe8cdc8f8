"""A price file on this computer as the source of an update (``catalog update --source /path/vms.csv`` or
``file:///path/vms.csv``, and the catalog editor's import of a SkyPilot ``vms.csv``).

A local file goes through the same preview and apply as a downloaded one (``core.prices.update``): the same diff, the
same big-change and own-price checks, and the same dating. Its date is the file's modification time (the day, as the
catalog counts days: local), which is what a web server such as Python's ``http.server`` sends as ``Last-Modified``
for the same file, so a file re-confirming an unchanged price dates it alike whether it is read from disk or fetched.
A modification time later than today is replaced by today, as a fast server clock is. No Qt and no sentences.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import os
import time
from pathlib import Path
from urllib.parse import unquote, urlsplit

from . import fetch as fx
from ..base import (FileNotFound, FileTooLargeProblem, NotAFile, Problem, read_regular_or_problem, shown, Unreadable,
                    UpdateLocalNotAFile, UpdateLocalRelative, UpdateLocalUnreadable, UpdateProblem, UpdateTooLarge)


def local_path(source: str) -> Path | None:
    """The file a source names when it is not a web address: a ``file://`` URL (of this computer) or a plain path;
    None for an ``http(s)://`` address or another scheme (which the update's address rules judge)."""
    text = str(source).strip()
    if not text:
        return None
    try:
        parts = urlsplit(text)
    except ValueError:
        return None
    scheme = parts.scheme.lower()
    if scheme == "file":
        if parts.netloc not in ("", "localhost"):
            return None  # a file on another computer: not read from here
        return Path(unquote(parts.path))
    if scheme and not (len(scheme) == 1 and os.name == "nt"):  # (a Windows drive letter "C:" is no scheme)
        return None
    return Path(text).expanduser()


def file_day(path: Path) -> str:
    """The day (local, ISO) the file was last modified: its date as a web server would give it."""
    return _dt.date.fromtimestamp(path.stat().st_mtime).isoformat()


def read_local(path: Path, max_bytes: int = fx.MAX_BYTES) -> fx.Fetched | Problem:
    """The file as a fetched one (its ``file://`` address, its modification day as ``last_modified``, its hash),
    or the Problem that refuses it (not found, not a regular file, too large, unreadable). Never blocks on a pipe."""
    started = time.monotonic()
    data = read_regular_or_problem(path, max_bytes)
    if isinstance(data, Problem):
        return data
    try:
        day = file_day(path)
    except OSError as exc:  # (removed between the read and the date)
        return Problem(str(path), Unreadable(reason=exc.strerror or type(exc).__name__))
    return local_fetched(path, data, day, time.monotonic() - started)


def local_fetched(path: Path, data: bytes, day: str | None = None, seconds: float = 0.0) -> fx.Fetched:
    """Bytes read from ``path`` as a fetched file: its ``file://`` address, its modification day (``day``, else read
    now; '' when it cannot be) as ``last_modified``, its hash."""
    if day is None:
        try:
            day = file_day(path)
        except OSError:
            day = ""
    return fx.Fetched(path.resolve().as_uri(), data, day, "", "", hashlib.sha256(data).hexdigest(), seconds)


def local_source_problem(source: str, check_file: bool = True) -> UpdateProblem | None:
    """Why ``source``, a price source naming a file of this computer (``local_path``), cannot be one, or None: it
    must be a full path (a relative one would depend on the folder the app starts in; "mirror.example.com/aws/vms.csv"
    is an address without its https://) and, ``check_file``, the file must be there and a regular file (as it is
    read: ``read_local``). A price sources row holding one is checked this way when it is saved."""
    path = local_path(source)
    if path is None:
        return None
    if not path.is_absolute():
        return UpdateLocalRelative()
    if not check_file:
        return None
    try:
        if path.is_file():
            return None
        reason = "NotARegularFile" if path.exists() else "FileNotFoundError"
    except OSError as exc:  # (a path too long, a folder that may not be read)
        reason = exc.strerror or type(exc).__name__
    return UpdateLocalNotAFile(reason=reason)


def local_read_problem(provider: str, p: Problem) -> UpdateProblem:
    """A cloud's price file on this computer that ``read_local`` refused (``p``), as the update refuses that cloud:
    too large as a download too large is, else "cannot be read" with why (not found, not a regular file, the
    system's reason)."""
    what = p.what
    if isinstance(what, FileTooLargeProblem):
        return UpdateTooLarge(provider=provider, limit=int(what.limit), size=int(what.size))
    reason = "FileNotFoundError" if isinstance(what, FileNotFound) else "NotARegularFile" if isinstance(what, NotAFile) \
        else str(what.reason) if isinstance(what, Unreadable) else what.code
    return UpdateLocalUnreadable(provider=provider, path=shown(p.file, 200), reason=reason)


def is_local_url(url: str) -> bool:
    """A preview's address that names a file of this computer (``file://``)."""
    return str(url).lower().startswith("file:")


__all__ = ["local_path", "read_local", "local_fetched", "file_day", "is_local_url", "local_source_problem",
           "local_read_problem"]
