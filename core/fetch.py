"""Download one public price file, politely and safely: the only network code of the app.

* HTTPS only; plain HTTP is accepted for loopback addresses (127.0.0.0/8, ::1, ``localhost``),
  which a company mirror on the same machine and the tests use. A redirect is checked by the same
  rule. A URL with a user name or password is refused: no credentials are needed or stored.
* A size limit and a timeout per file: the whole download must finish within ``timeout`` seconds
  (a server that trickles bytes is cut off too), and a file larger than ``max_bytes`` is refused.
* Cancellable from another thread (``Cancel.cancel()`` also unblocks a read in progress), with a
  progress callback per chunk.

No Qt and no sentences: a failure is a ``FetchError`` carrying one code of ``core/codes.py``.
"""

from __future__ import annotations

import datetime as _dt
import email.utils
import hashlib
import http.client
import ipaddress
import re
import socket
import ssl
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from urllib.parse import urljoin, urlsplit

MAX_BYTES = 64 * 1024 * 1024  # SkyPilot's largest vms.csv (AWS v9) is about 30 MB
TIMEOUT_S = 60.0
CHUNK = 256 * 1024
MAX_REDIRECTS = 3
USER_AGENT = "gpu-cloud-advisor (price update)"
_COMMIT = re.compile(r"/([0-9a-f]{40})/")

# Codes (declared in core/codes.py).
URL_BAD, URL_NOT_HTTPS, URL_CREDENTIALS = "update_url_bad", "update_url_not_https", "update_url_credentials"
UNREACHABLE, HTTP_STATUS, TIMEOUT = "update_unreachable", "update_http_status", "update_timeout"
TOO_LARGE, TRUNCATED, CANCELLED = "update_too_large", "update_truncated", "update_cancelled"
TLS, REDIRECTS = "update_tls", "update_too_many_redirects"


class FetchError(Exception):
    def __init__(self, code: str, url: str, **detail):
        self.code, self.url, self.detail = code, url, detail
        super().__init__(f"{code}: {url} {detail or ''}".strip())


class Cancel:
    """A cancel button for downloads: thread-safe; ``cancel()`` also closes an open connection."""

    def __init__(self):
        self._event = threading.Event()
        self._lock = threading.Lock()
        self._socks: set[socket.socket] = set()

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()

    def cancel(self) -> None:
        self._event.set()
        with self._lock:
            socks = list(self._socks)
        for s in socks:
            try:
                s.shutdown(socket.SHUT_RDWR)  # wakes a blocked recv on this connection
            except OSError:
                pass

    def _watch(self, sock) -> None:
        if sock is None:
            return
        with self._lock:
            self._socks.add(sock)
        if self.cancelled:
            self.cancel()

    def _unwatch(self, sock) -> None:
        with self._lock:
            self._socks.discard(sock)


@dataclass(frozen=True)
class Fetched:
    """One downloaded file and what the server said about it."""

    url: str  # the final URL (after redirects)
    data: bytes = field(repr=False)
    last_modified: str  # YYYY-MM-DD from the Last-Modified header, or ''
    etag: str
    commit: str  # a 40-hex commit named in the URL (a raw.githubusercontent.com/<sha>/ path), or ''
    sha256: str
    seconds: float

    @property
    def size(self) -> int:
        return len(self.data)


def is_loopback(host: str) -> bool:
    h = host.strip("[]").lower()
    if h == "localhost":
        return True
    try:
        return ipaddress.ip_address(h).is_loopback
    except ValueError:
        return False


def url_problem(url: str) -> FetchError | None:
    """Why ``url`` may not be fetched (not https, credentials, malformed), or None when it may be."""
    try:
        parts = urlsplit(str(url).strip())
        parts.port  # noqa: B018 - raises on a malformed port
    except ValueError:
        return FetchError("update_url_bad", url)
    scheme = parts.scheme.lower()
    if scheme not in ("https", "http") or not parts.hostname:
        return FetchError("update_url_not_https" if scheme in ("ftp", "file") else "update_url_bad", url)
    if parts.username is not None or parts.password is not None:
        return FetchError("update_url_credentials", url)
    if scheme == "http" and not is_loopback(parts.hostname):
        return FetchError("update_url_not_https", url)
    return None


def check_url(url: str) -> str | None:
    """The code that refuses ``url``, or None."""
    p = url_problem(url)
    return p.code if p else None


def _http_date(value: str | None) -> str:
    if not value:
        return ""
    try:
        d = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return ""
    if d is None:
        return ""
    if d.tzinfo is not None:
        d = d.astimezone(_dt.timezone.utc)
    return d.date().isoformat()


def fetch(url: str, *, max_bytes: int = MAX_BYTES, timeout: float = TIMEOUT_S, cancel: Cancel | None = None,
          progress: Callable[[int, int | None], None] | None = None) -> Fetched:
    """Download ``url`` whole; raises FetchError with one code. ``progress(received, total or None)``."""
    cancel = cancel or Cancel()
    started = time.monotonic()
    deadline = started + timeout
    current = str(url).strip()
    for _hop in range(MAX_REDIRECTS + 1):
        refused = url_problem(current)
        if refused is not None:
            raise refused
        if cancel.cancelled:
            raise FetchError("update_cancelled", current)
        parts = urlsplit(current)
        host = parts.hostname
        if host is None:  # url_problem refuses an address without a host; kept for the type checker
            raise FetchError("update_url_bad", current)
        path = parts.path or "/"
        if parts.query:
            path += "?" + parts.query
        left = deadline - time.monotonic()
        if left <= 0:
            raise FetchError("update_timeout", current, seconds=timeout)
        conn: http.client.HTTPConnection
        if parts.scheme.lower() == "https":
            conn = http.client.HTTPSConnection(host, parts.port, timeout=left, context=ssl.create_default_context())
        else:
            conn = http.client.HTTPConnection(host, parts.port, timeout=left)
        sock = None
        try:
            try:
                conn.connect()
                sock = conn.sock  # kept: an HTTP/1.0 or "Connection: close" answer drops conn.sock
                cancel._watch(sock)
                conn.request("GET", path, headers={"User-Agent": USER_AGENT, "Accept-Encoding": "identity",
                                                   "Accept": "text/csv, text/plain, */*"})
                resp = conn.getresponse()
            except FetchError:
                raise
            except (socket.timeout, TimeoutError):
                raise FetchError("update_cancelled" if cancel.cancelled else "update_timeout", current,
                                 seconds=timeout) from None
            except ssl.SSLError as exc:
                raise FetchError("update_tls", current, reason=type(exc).__name__) from None
            except (OSError, http.client.HTTPException) as exc:
                if cancel.cancelled:
                    raise FetchError("update_cancelled", current) from None
                raise FetchError("update_unreachable", current, reason=type(exc).__name__,
                                 host=parts.hostname or "") from None
            if resp.status in (301, 302, 303, 307, 308):
                loc = resp.getheader("Location")
                if not loc:
                    raise FetchError("update_http_status", current, status=resp.status)
                current = urljoin(current, loc)
                continue
            if resp.status != 200:
                raise FetchError("update_http_status", current, status=resp.status)
            length = resp.getheader("Content-Length")
            total = int(length) if length and length.isdigit() else None
            if total is not None and total > max_bytes:
                raise FetchError("update_too_large", current, limit=max_bytes, size=total)
            buf = bytearray()
            if progress:
                progress(0, total)
            while True:
                if cancel.cancelled:
                    raise FetchError("update_cancelled", current)
                left = deadline - time.monotonic()
                if left <= 0:
                    raise FetchError("update_timeout", current, seconds=timeout)
                try:
                    try:
                        sock.settimeout(left)
                    except OSError:
                        pass  # already handed to the response; the timeout set at connect still holds
                    chunk = resp.read1(CHUNK) if hasattr(resp, "read1") else resp.read(CHUNK)
                except (socket.timeout, TimeoutError):
                    raise FetchError("update_cancelled" if cancel.cancelled else "update_timeout", current,
                                 seconds=timeout) from None
                except http.client.IncompleteRead:
                    raise FetchError("update_cancelled" if cancel.cancelled else "update_truncated", current,
                                     received=len(buf), expected=total) from None
                except (OSError, http.client.HTTPException) as exc:
                    if cancel.cancelled:
                        raise FetchError("update_cancelled", current) from None
                    raise FetchError("update_truncated", current, received=len(buf), expected=total,
                                     reason=type(exc).__name__) from None
                if not chunk:
                    break
                buf += chunk
                if len(buf) > max_bytes:
                    raise FetchError("update_too_large", current, limit=max_bytes, size=len(buf))
                if progress:
                    progress(len(buf), total)
            if cancel.cancelled:
                raise FetchError("update_cancelled", current)
            if total is not None and len(buf) != total:
                raise FetchError("update_truncated", current, received=len(buf), expected=total)
            data = bytes(buf)
            m = _COMMIT.search(urlsplit(current).path + "/")
            return Fetched(current, data, _http_date(resp.getheader("Last-Modified")),
                           (resp.getheader("ETag") or "").strip('W/"'), m.group(1) if m else "",
                           hashlib.sha256(data).hexdigest(), time.monotonic() - started)
        finally:
            cancel._unwatch(sock)
            conn.close()
    raise FetchError("update_too_many_redirects", current, limit=MAX_REDIRECTS)


CODES = (URL_BAD, URL_NOT_HTTPS, URL_CREDENTIALS, UNREACHABLE, HTTP_STATUS, TIMEOUT, TOO_LARGE, TRUNCATED,
         CANCELLED, TLS, REDIRECTS)

__all__ = ["Cancel", "FetchError", "Fetched", "check_url", "fetch", "is_loopback", "CODES", "MAX_BYTES",
           "TIMEOUT_S"]
