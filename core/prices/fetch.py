"""Download one public price file, politely and safely: the only network code of the app.

* HTTPS only; plain HTTP is accepted for loopback addresses (127.0.0.0/8, ::1, ``localhost``),
  which a company mirror on the same machine and the tests use. A redirect is checked by the same
  rule. A URL with a user name or password is refused: no credentials are needed or stored.
* A size limit and a timeout per file: the whole download must finish within ``timeout`` seconds
  (a server that trickles bytes is cut off too), and a file larger than ``max_bytes`` is refused.
* Cancellable from another thread (``Cancel.cancel()`` also unblocks a read in progress), with a
  progress callback per chunk.

No Qt and no sentences: a failure is a ``FetchError`` carrying one code of ``core/base/codes.py`` and, for a
failure of the network or of the server, the address that failed (``address``: the URL, ``host``: host:port).
The codes keep apart what the user would do differently: no network at all (``update_unreachable``: the name
was not found or the network is unreachable; only this makes "this computer seems to be offline"), nothing
listening at the address (``update_refused``), a connection reset by the server (``update_reset``), an answer
that is not readable HTTP (``update_bad_answer``), a time-out, and a redirect refused by the rules above
(``update_redirect_*``, naming the refused target).
"""

from __future__ import annotations

import datetime as _dt
import email.utils
import errno
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

from ..base import (CarriesWhat, CONTROL_RE, shown, UpdateBadAnswer, UpdateCancelled, UpdateConnectFailed, UpdateHttpStatus,
                    UpdateProblem, UpdateRedirectBad, UpdateRedirectCredentials, UpdateRedirectNotHttps,
                    UpdateRefused, UpdateReset, UpdateTimeout, UpdateTls, UpdateTooLarge, UpdateTooManyRedirects,
                    UpdateTruncated, UpdateUnreachable, UpdateUrlBad, UpdateUrlCredentials, UpdateUrlNotHttps)

MAX_BYTES = 64 * 1024 * 1024  # SkyPilot's largest vms.csv (AWS v9) is about 30 MB
TIMEOUT_S = 60.0
CHUNK = 256 * 1024
MAX_REDIRECTS = 3
USER_AGENT = "gpu-cloud-advisor (price update)"
_COMMIT = re.compile(r"/([0-9a-f]{40})/")

# Codes (declared in core/base/codes.py).
URL_BAD, URL_NOT_HTTPS, URL_CREDENTIALS = "update_url_bad", "update_url_not_https", "update_url_credentials"
UNREACHABLE, HTTP_STATUS, TIMEOUT = "update_unreachable", "update_http_status", "update_timeout"
TOO_LARGE, TRUNCATED, CANCELLED = "update_too_large", "update_truncated", "update_cancelled"
TLS, REDIRECTS = "update_tls", "update_too_many_redirects"
REFUSED, RESET, BAD_ANSWER = "update_refused", "update_reset", "update_bad_answer"
CONNECT_FAILED = "update_connect_failed"  # any other failure to connect (no route to that host, ...)
REDIRECT_NOT_HTTPS, REDIRECT_CREDENTIALS = "update_redirect_not_https", "update_redirect_credentials"
REDIRECT_BAD = "update_redirect_bad"
# errno values that mean "no network here" (with a name that cannot be resolved: socket.gaierror)
_NO_NETWORK = frozenset({errno.ENETUNREACH, errno.ENETDOWN})
_SHOWN_MAX = 300  # characters of an address shown in a message


class FetchError(CarriesWhat, Exception):
    """A download that failed: ``what`` says why (an ``Update*`` problem detail), ``url`` where."""

    what: UpdateProblem

    def __init__(self, what: UpdateProblem, url: str):
        self.what, self.url = what, url
        super().__init__(f"{what.code}: {url} {what.detail or ''}".strip())



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
    """Why ``url`` may not be fetched (not https, credentials, malformed), or None when it may be. An address
    holding a control, line-break or direction character is malformed (urlsplit silently drops tabs and line
    breaks; the address also becomes the source row of the prices it brings, which the catalog's text rule
    refuses). A space inside the address is malformed too (http.client refuses it with InvalidURL, which is not an
    OSError: it ended the command line with an unexpected error)."""
    if CONTROL_RE.search(str(url).strip()) or " " in str(url).strip():
        return FetchError(UpdateUrlBad(value=shown_url(url)), url)
    try:
        parts = urlsplit(str(url).strip())
        parts.port  # noqa: B018 - raises on a malformed port
    except ValueError:
        return FetchError(UpdateUrlBad(value=shown_url(url)), url)
    scheme = parts.scheme.lower()
    if scheme not in ("https", "http") or not parts.hostname:
        value = shown_url(url)
        return FetchError(UpdateUrlNotHttps(value=value) if scheme in ("ftp", "file") else UpdateUrlBad(value=value),
                          url)
    if parts.username is not None or parts.password is not None:
        return FetchError(UpdateUrlCredentials(value=shown_url(url)), url)
    try:
        parts.hostname.encode("idna")  # what socket.getaddrinfo does: an empty or 64+ character label fails
    except UnicodeError:
        return FetchError(UpdateUrlBad(value=shown_url(url)), url)
    if scheme == "http" and not is_loopback(parts.hostname):
        return FetchError(UpdateUrlNotHttps(value=shown_url(url)), url)
    return None


def shown_url(url: str) -> str:
    """``url`` as a message may show it: a password or user name replaced by ``***``, control and direction
    characters escaped, at most ``_SHOWN_MAX`` characters (a redirect target comes from the server)."""
    text = str(url)
    try:
        parts = urlsplit(text)
        if parts.username is not None or parts.password is not None:
            netloc = "***@" + parts.netloc.rpartition("@")[2]
            text = parts._replace(netloc=netloc).geturl()
    except ValueError:
        pass
    return shown(text, _SHOWN_MAX - 1)  # with the ellipsis, at most _SHOWN_MAX characters


def _host(parts) -> str:
    """'host:port' of a split URL, as a message names the server ('[::1]:8000', 'example.com')."""
    host = parts.hostname or ""
    if ":" in host:
        host = f"[{host}]"
    try:
        port = parts.port
    except ValueError:
        port = None
    return f"{host}:{port}" if port else host


def _bad_chunk(exc: http.client.IncompleteRead) -> bool:
    """A chunk size that is not a number (a malformed answer), not a connection closed between chunks:
    http.client raises IncompleteRead for both, from the ValueError of ``int(line, 16)``."""
    ctx = exc.__context__
    return isinstance(ctx, ValueError) and not str(ctx).endswith("b''")


def _failure(exc: BaseException, url: str, parts, cancel: Cancel, timeout: float, *, received: int | None = None,
             expected: int | None = None) -> FetchError:
    """The FetchError for an exception of the connection or of the server's answer. ``received`` is the
    number of bytes of the file read so far, None before the answer's headers were read.

    The order matters: RemoteDisconnected is both an HTTPException and a ConnectionResetError, a time-out
    and a TLS error are OSErrors too.
    """
    address, host = shown_url(url), _host(parts)
    got = received or 0
    err = getattr(exc, "errno", None)
    if cancel.cancelled:
        return FetchError(UpdateCancelled(), url)
    if isinstance(exc, (socket.timeout, TimeoutError)):
        return FetchError(UpdateTimeout(seconds=timeout, address=address, host=host), url)
    if isinstance(exc, ssl.SSLError):
        return FetchError(UpdateTls(reason=type(exc).__name__, address=address, host=host), url)
    if isinstance(exc, http.client.IncompleteRead) and not _bad_chunk(exc):
        return FetchError(UpdateTruncated(received=got, expected=expected, address=address, host=host), url)
    if isinstance(exc, http.client.HTTPException):  # BadStatusLine, RemoteDisconnected, LineTooLong, ...
        return FetchError(UpdateBadAnswer(reason="chunked encoding" if isinstance(
            exc, http.client.IncompleteRead) else type(exc).__name__, address=address, host=host), url)
    if isinstance(exc, ConnectionRefusedError):
        return FetchError(UpdateRefused(address=address, host=host), url)
    if isinstance(exc, (ConnectionResetError, BrokenPipeError)) or err in (errno.ECONNRESET, errno.EPIPE):
        return FetchError(UpdateReset(received=got, expected=expected, address=address, host=host), url)
    reason = errno.errorcode.get(err, type(exc).__name__) if isinstance(err, int) else type(exc).__name__
    if isinstance(exc, socket.gaierror) or err in _NO_NETWORK:
        return FetchError(UpdateUnreachable(reason="DNS" if isinstance(exc, socket.gaierror) else reason,
                                            address=address, host=host), url)
    if received is not None:  # the file was being read
        return FetchError(UpdateTruncated(received=got, expected=expected, reason=reason, address=address,
                                          host=host), url)
    return FetchError(UpdateConnectFailed(reason=reason, address=address, host=host), url)


def _redirect_refused(refused: FetchError, target: str, came_from: str) -> FetchError:
    """A redirect to ``target`` that ``url_problem`` refuses: named by the target and why."""
    why = refused.code
    shown_target, address, host = shown_url(target), shown_url(came_from), _host(urlsplit(came_from))
    what: UpdateProblem
    if why == URL_CREDENTIALS:
        what = UpdateRedirectCredentials(target=shown_target, address=address, host=host)
    elif why == URL_NOT_HTTPS:
        what = UpdateRedirectNotHttps(target=shown_target, address=address, host=host)
    else:
        what = UpdateRedirectBad(target=shown_target, address=address, host=host)
    return FetchError(what, came_from)


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
    came_from = ""  # the address that redirected to ``current``
    for _hop in range(MAX_REDIRECTS + 1):
        refused = url_problem(current)
        if refused is not None:
            raise _redirect_refused(refused, current, came_from) if came_from else refused
        if cancel.cancelled:
            raise FetchError(UpdateCancelled(), current)
        parts = urlsplit(current)
        host = parts.hostname
        if host is None:  # url_problem refuses an address without a host; kept for the type checker
            raise FetchError(UpdateUrlBad(), current)
        path = parts.path or "/"
        if parts.query:
            path += "?" + parts.query
        left = deadline - time.monotonic()
        if left <= 0:
            raise FetchError(UpdateTimeout(seconds=timeout, address=shown_url(current), host=_host(parts)), current)
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
            except (OSError, http.client.HTTPException) as exc:
                raise _failure(exc, current, parts, cancel, timeout) from None
            if resp.status in (301, 302, 303, 307, 308):
                loc = resp.getheader("Location")
                if not loc:
                    raise FetchError(UpdateHttpStatus(status=resp.status), current)
                came_from, current = current, urljoin(current, loc)
                continue
            if resp.status != 200:
                raise FetchError(UpdateHttpStatus(status=resp.status), current)
            length = resp.getheader("Content-Length")
            total = int(length) if length and length.isdigit() else None
            if total is not None and total > max_bytes:
                raise FetchError(UpdateTooLarge(limit=max_bytes, size=total), current)
            buf = bytearray()
            if progress:
                progress(0, total)
            while True:
                if cancel.cancelled:
                    raise FetchError(UpdateCancelled(), current)
                left = deadline - time.monotonic()
                if left <= 0:
                    raise FetchError(UpdateTimeout(seconds=timeout, address=shown_url(current), host=_host(parts)),
                                     current)
                try:
                    try:
                        sock.settimeout(left)
                    except OSError:
                        pass  # already handed to the response; the timeout set at connect still holds
                    chunk = resp.read1(CHUNK) if hasattr(resp, "read1") else resp.read(CHUNK)
                except (OSError, http.client.HTTPException) as exc:
                    raise _failure(exc, current, parts, cancel, timeout, received=len(buf), expected=total) from None
                if not chunk:
                    break
                buf += chunk
                if len(buf) > max_bytes:
                    raise FetchError(UpdateTooLarge(limit=max_bytes, size=len(buf)), current)
                if progress:
                    progress(len(buf), total)
            if cancel.cancelled:
                raise FetchError(UpdateCancelled(), current)
            if total is not None and len(buf) != total:
                raise FetchError(UpdateTruncated(received=len(buf), expected=total), current)
            data = bytes(buf)
            m = _COMMIT.search(urlsplit(current).path + "/")
            return Fetched(current, data, _http_date(resp.getheader("Last-Modified")),
                           (resp.getheader("ETag") or "").strip('W/"'), m.group(1) if m else "",
                           hashlib.sha256(data).hexdigest(), time.monotonic() - started)
        finally:
            cancel._unwatch(sock)
            conn.close()
    raise FetchError(UpdateTooManyRedirects(limit=MAX_REDIRECTS), current)


CODES = (URL_BAD, URL_NOT_HTTPS, URL_CREDENTIALS, UNREACHABLE, HTTP_STATUS, TIMEOUT, TOO_LARGE, TRUNCATED,
         CANCELLED, TLS, REDIRECTS, REFUSED, RESET, BAD_ANSWER, CONNECT_FAILED, REDIRECT_NOT_HTTPS,
         REDIRECT_CREDENTIALS, REDIRECT_BAD)

__all__ = ["Cancel", "FetchError", "Fetched", "check_url", "fetch", "is_loopback", "shown_url", "CODES", "MAX_BYTES",
           "TIMEOUT_S"]
