"""A real HTTP server on 127.0.0.1 for the price-update tests and benchmark (http.server in a thread).

It serves a copy of ``tests/fixtures/update`` (``/current/<cloud>/vms.csv``, ``/changed/...``,
``/truncated/...``) with a fixed Last-Modified date, a 404 for anything missing, and a few misbehaving
paths: ``/slow/...`` trickles the file (a timeout), ``/stall/...`` sends the headers and then nothing
(cancel), ``/short/...`` promises more bytes than it sends (a download cut off), ``/huge/...``
announces a file too large, ``/redirect/<path>`` redirects to ``<path>`` on the same server and
``/redirect-out`` to a plain-http address elsewhere.

Hostile price files (issue 26, big changes, dates, size): ``/future/<path>`` serves ``<path>`` with a
Last-Modified of tomorrow (a server clock running fast); ``srv.put(kind, cloud, data)`` places a made-up
file at ``/<kind>/<cloud>/vms.csv``; ``scaled_prices`` and ``many_rows`` make such files from a fixture.
"""

from __future__ import annotations

import contextlib
import csv
import datetime as _dt
import email.utils
import http.server
import io
import os
import shutil
import threading
import time
from pathlib import Path

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "update"
CLOUDS = ("aws", "gcp", "lambda", "nebius", "runpod")
FILE_DATE = "2026-11-20"
_MTIME = time.mktime((2026, 11, 20, 12, 0, 0, 0, 0, -1))
STALL_S = 30  # how long a /stall/ answer holds its connection: longer than any wait for a cancel in the tests


class _Handler(http.server.SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    stop = threading.Event()
    stalls_ended: list[str] = []  # the /stall/ answers that ran their course (STALL_S, or the server's stop)

    def log_message(self, *args) -> None:  # quiet
        pass

    def _body(self, rel: str) -> bytes | None:
        p = Path(self.directory) / rel.lstrip("/")
        return p.read_bytes() if p.is_file() else None

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        path = self.path.split("?")[0]
        for prefix in ("/slow/", "/stall/", "/short/", "/huge/"):
            if path.startswith(prefix):
                return self._odd(prefix.strip("/"), "/current/" + path[len(prefix):])
        if path.startswith("/bad/"):
            return self._bad(path[len("/bad/"):])
        if path.startswith("/future/"):
            return self._future(path[len("/future"):])
        if path == "/redirect-out":
            return self._redirect("http://example.com/catalogs/v9/aws/vms.csv")
        if path.startswith("/redirect/"):
            return self._redirect(path[len("/redirect"):])
        return super().do_GET()

    # ---- issue 26 (hostile price files): dates, big changes, size
    def _future(self, rel: str) -> None:
        """The file with a Last-Modified of tomorrow (a server whose clock runs fast)."""
        body = self._body(rel)
        if body is None:
            self.send_error(404)
            return
        tomorrow = _dt.datetime.now(_dt.timezone.utc) + _dt.timedelta(days=1)
        self.send_response(200)
        self.send_header("Content-Type", "text/csv")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", email.utils.format_datetime(tomorrow, usegmt=True))
        self.end_headers()
        self.wfile.write(body)

    def _redirect(self, to: str) -> None:
        self.send_response(302)
        self.send_header("Location", to)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def _odd(self, kind: str, rel: str) -> None:
        body = self._body(rel)
        if body is None:
            self.send_error(404)
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/csv")
        self.send_header("Content-Length", str(10 ** 10 if kind == "huge" else len(body)))
        self.end_headers()
        try:
            if kind == "slow":
                for i in range(0, len(body), 512):
                    if self.stop.is_set():
                        return
                    self.wfile.write(body[i:i + 512])
                    self.wfile.flush()
                    time.sleep(0.1)
            elif kind == "stall":
                self.wfile.flush()
                self.stop.wait(STALL_S)
                self.stalls_ended.append(rel)
            elif kind == "short":
                self.wfile.write(body[: len(body) // 2])
                self.wfile.flush()
            self.close_connection = True
        except OSError:
            pass


    # ---- answers that are not HTTP, a reset connection, refused redirects (core/prices/fetch.py's error codes)
    # /bad/garbage: bytes that are not an HTTP answer; /bad/silent: the connection closed without an answer;
    # /bad/long-header: a header line longer than http.client reads; /bad/many-headers: 150 header lines;
    # /bad/chunked: a chunk size that is not hex; /bad/chunked-cut: closed after a good chunk (a download cut off);
    # /bad/reset: the connection reset (RST) instead of an answer; /bad/reset-midway: reset after half the file;
    # /bad/to-http, /bad/to-credentials, /bad/to-ftp, /bad/to-nothing: redirects to a plain-http address
    # elsewhere, an address with a user name and password, an ftp:// address, and an address that is no URL.
    BAD_REDIRECTS = {
        "to-http": "http://example.com/catalogs/v9/aws/vms.csv",
        "to-credentials": "https://user:secret@example.com/catalogs/v9/aws/vms.csv",
        "to-ftp": "ftp://example.com/catalogs/v9/aws/vms.csv",
        "to-nothing": "javascript:alert(1)",
    }

    def _bad(self, kind: str) -> None:
        import socket
        import struct
        if kind in self.BAD_REDIRECTS:
            return self._redirect(self.BAD_REDIRECTS[kind])
        body = self._body("/current/aws/vms.csv") or b""
        self.close_connection = True
        if kind == "garbage":
            self.wfile.write(b"SSH-2.0-OpenSSH_9.6\r\nnot an HTTP answer\r\n\r\n")
        elif kind == "silent":
            pass  # closed with nothing sent
        elif kind == "long-header":
            self.wfile.write(b"HTTP/1.1 200 OK\r\nX-Long: " + b"x" * 70000 + b"\r\nContent-Length: 0\r\n\r\n")
        elif kind == "many-headers":
            self.wfile.write(b"HTTP/1.1 200 OK\r\n" + b"".join(b"X-N%d: 1\r\n" % i for i in range(150))
                             + b"Content-Length: 0\r\n\r\n")
        elif kind == "chunked-cut":
            self.wfile.write(b"HTTP/1.1 200 OK\r\nContent-Type: text/csv\r\nTransfer-Encoding: chunked\r\n\r\n"
                             b"64\r\n" + body[:100] + b"\r\n")
        elif kind == "chunked":
            self.wfile.write(b"HTTP/1.1 200 OK\r\nContent-Type: text/csv\r\nTransfer-Encoding: chunked\r\n\r\n"
                             b"zz-not-hex\r\n" + body[:100] + b"\r\n0\r\n\r\n")
        elif kind in ("reset", "reset-midway"):
            if kind == "reset-midway":
                self.wfile.write(b"HTTP/1.1 200 OK\r\nContent-Type: text/csv\r\nContent-Length: "
                                 + str(len(body)).encode() + b"\r\n\r\n" + body[: len(body) // 2])
                self.wfile.flush()
                time.sleep(0.2)  # the client has read the headers and is waiting for the rest
            # SO_LINGER (on, 0 s): close() sends RST instead of FIN
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.connection.close()
        else:
            self.send_error(404)
    # ---- end of the misbehaving answers

class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address) -> None:  # a client that hung up on purpose: quiet
        pass


class FixtureServer:
    """``with FixtureServer(tmp) as srv: srv.url('changed', 'aws')``"""

    def __init__(self, root: Path):
        self.root = Path(root) / "www"
        shutil.copytree(FIXTURES, self.root)
        for p in self.root.rglob("*.csv"):
            os.utime(p, (_MTIME, _MTIME))
        handler = type("Handler", (_Handler,), {"stop": threading.Event(), "stalls_ended": []})
        self._handler = handler
        self.httpd = _Server(("127.0.0.1", 0), lambda *a, **k: handler(*a, directory=str(self.root), **k))
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def url(self, kind: str, cloud: str) -> str:
        return f"{self.base}/{kind}/{cloud}/vms.csv"

    @property
    def stalls_ended(self) -> list[str]:
        """The ``/stall/`` answers that ended (each holds its connection STALL_S seconds, or until the server stops)."""
        return self._handler.stalls_ended

    def put(self, kind: str, cloud: str, data: bytes) -> str:
        """Serve ``data`` at ``/<kind>/<cloud>/vms.csv`` (dated FILE_DATE like the fixtures); its URL."""
        path = self.root / kind / cloud / "vms.csv"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        os.utime(path, (_MTIME, _MTIME))
        return self.url(kind, cloud)

    def sources(self, kind: str = "changed", clouds=CLOUDS):
        from gpu_advisor.core.prices.update import PriceSource
        return tuple(PriceSource(c, self.url(kind, c)) for c in clouds)

    def __enter__(self) -> FixtureServer:
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._handler.stop.set()
        self.httpd.shutdown()
        self.httpd.server_close()


@contextlib.contextmanager
def closed_port():
    """An address on 127.0.0.1 where nothing listens (a source that cannot be reached)."""
    import socket
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    yield f"http://127.0.0.1:{port}"


# --------------------------------------------------------------------------- issue 26: made-up price files


def _fixture_rows(kind: str, cloud: str) -> tuple[list[str], list[list[str]]]:
    rows = list(csv.reader(io.StringIO((FIXTURES / kind / cloud / "vms.csv").read_text(encoding="utf-8"))))
    return rows[0], rows[1:]


def _csv(head: list[str], body) -> bytes:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(head)
    w.writerows(body)
    return out.getvalue().encode("utf-8")


def scaled_prices(factor: float, kind: str = "changed", cloud: str = "aws") -> bytes:
    """The fixture with every price (on-demand and spot) times ``factor``: ×1000 is a slip of unit."""
    head, body = _fixture_rows(kind, cloud)
    cols = [head.index(c) for c in ("Price", "SpotPrice")]
    for r in body:
        for i in cols:
            if r[i]:
                r[i] = repr(round(float(r[i]) * factor, 9))
    return _csv(head, body)


def many_rows(n: int, kind: str = "changed", cloud: str = "aws") -> bytes:
    """The fixture's rows followed by ``n`` new instance rows: its GPU rows repeated under made-up instance
    type names (``g5.xlarge-b17``), each a distinct (instance type, region): ``n`` new instances."""
    head, body = _fixture_rows(kind, cloud)
    ia, ii = head.index("AcceleratorName"), head.index("InstanceType")
    gpu_rows = [r for r in body if r[ia] and not r[ia].startswith("NoSuch")]
    extra = []
    for k in range(n):
        r = list(gpu_rows[k % len(gpu_rows)])
        r[ii] = f"{r[ii]}-b{k}"
        extra.append(r)
    return _csv(head, body + extra)


def local_copy(folder: Path) -> Path:
    """The fixtures' current AWS price file copied to ``folder``/aws/vms.csv, dated as the test server dates it (the
    local-file price source's tests)."""
    import os
    import shutil
    path = folder / "aws" / "vms.csv"
    path.parent.mkdir(parents=True)
    shutil.copyfile(FIXTURES / "current" / "aws" / "vms.csv", path)
    os.utime(path, (_MTIME, _MTIME))
    return path
