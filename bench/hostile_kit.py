"""The kit of bench/hostile.py: the loopback servers, the hostile price files, running the command line of the
checkout measured, and the record of one case (``Case``) and of the shared set-up (``Bench``)."""

from __future__ import annotations

import csv
import datetime as dt
import email.utils
import hashlib
import http.server
import io
import json
import os
import shutil
import socket
import struct
import subprocess
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path


HERE = Path(__file__).resolve().parent
BASE_FILE = HERE / "hostile_data" / "aws-vms.csv"
EXAMPLE = "lora-7b-finetune.json"  # the example whose `recommend --json` says the catalog is usable
KINDS = ("launch", "catalog", "prices", "size", "answers", "messages")
CLI_TIMEOUT = 240.0
BIG_ROWS = 100_000

# The cheap hostile row: a copy of AWS's p5.48xlarge (8 x H100, fits every scenario below) at a price that
# makes it the cheapest choice for the fine-tune and the service on AWS.
HOSTILE_FROM = ("p5.48xlarge", "us-east-1")
HOSTILE_PRICE, HOSTILE_SPOT = "0.1", "0.05"
TEMPLATE_CHANGE = ("g4dn.xlarge", "us-east-1")  # the row the template's ordinary update changes

TRAIN_SCENARIO = {
    "schema_version": 1, "task": "finetune", "workload": "llm", "model": {"preset": "qwen2.5-7b"},
    "finetune_method": "lora", "data": {"tokens": 2e8}, "precision": "bf16", "deadline_hours": 48,
    "preferences": {"providers": ["aws"], "spot": "avoid", "objective": "cheapest", "currency": "USD"},
}
SERVE_SCENARIO = {
    "schema_version": 1, "task": "inference", "workload": "llm", "model": {"preset": "qwen2.5-7b"},
    "precision": "bf16", "inference": {"qps": 1, "input_tokens": 512, "output_tokens": 256, "p95_latency_s": 10},
    "preferences": {"providers": ["aws"], "spot": "avoid", "objective": "cheapest", "currency": "USD"},
}
# "Serving 1,000,000 output tokens within 10 s" (issue 26): examples/qwen-7b-inference-low-qps.json (5 requests/s,
# 512 tokens in, a p95 latency of 10 s) with 1,000,000 output tokens per request (docs/recommend.md, inference keys).
HUGE_SERVE_SCENARIO = {
    "schema_version": 1, "task": "inference", "workload": "llm", "model": {"preset": "qwen2.5-7b"},
    "precision": "bf16", "inference": {"qps": 5, "input_tokens": 512, "output_tokens": 1_000_000,
                                       "p95_latency_s": 10},
    "preferences": {"spot": "avoid", "objective": "cheapest", "currency": "USD"},
}
STUBS = ("torchrun", "vllm", "deepspeed", "python", "python3", "sky", "pip", "pip3", "accelerate")


# --------------------------------------------------------------------------- the loopback servers


class _Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    routes: dict[str, tuple[int, dict[str, str], bytes]] = {}

    def log_message(self, *args) -> None:
        pass

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        route = self.routes.get(self.path.split("?")[0])
        if route is None:
            status, headers, body = 404, {}, b"not found\n"
        else:
            status, headers, body = route
        try:
            self.send_response(status)
            self.send_header("Content-Type", "text/csv")
            self.send_header("Content-Length", str(len(body)))
            for k, v in headers.items():
                self.send_header(k, v)
            self.end_headers()
            self.wfile.write(body)
        except OSError:
            pass


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address) -> None:
        pass


class Mirror:
    """A price mirror on 127.0.0.1 serving whatever ``put`` registered, with the headers given."""

    def __init__(self):
        handler = type("Handler", (_Handler,), {"routes": {}})
        self.routes = handler.routes
        self.httpd = _Server(("127.0.0.1", 0), handler)
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()
        self._n = 0
        self._lock = threading.Lock()

    def put(self, body: bytes, last_modified: str | None = None, status: int = 200,
            headers: dict[str, str] | None = None) -> str:
        """Serve ``body`` at a new ``/<n>/aws/vms.csv``; returns its URL."""
        with self._lock:
            self._n += 1
            path = f"/f{self._n}/aws/vms.csv"
        h = dict(headers or {})
        h["Last-Modified"] = last_modified or http_date(dt.date.today() - dt.timedelta(days=14))
        self.routes[path] = (status, h, body)
        return self.base + path

    def redirect(self, to: str) -> str:
        with self._lock:
            self._n += 1
            path = f"/r{self._n}/aws/vms.csv"
        self.routes[path] = (302, {"Location": to}, b"")
        return self.base + path

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


class RawListener:
    """A TCP listener on 127.0.0.1 that reads the request and then ``mode``: 'garbage' answers bytes that are
    not HTTP; 'reset' resets the connection at once; 'reset-body' sends the headers and half the body, then
    resets."""

    def __init__(self, mode: str, body: bytes = b""):
        self.mode, self.body = mode, body
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(8)
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}/aws/vms.csv"
        self._stop = False
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while not self._stop:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            try:
                conn.settimeout(5)
                conn.recv(65536)
                if self.mode == "garbage":
                    conn.sendall(b"\x16\x03\x01\x00\xa5SSH-2.0-OpenSSH_9.6 not a web server \xff\xfe\r\n\r\n")
                    conn.close()
                    continue
                if self.mode == "reset-body":
                    head = (f"HTTP/1.1 200 OK\r\nContent-Type: text/csv\r\nContent-Length: {len(self.body)}\r\n"
                            "\r\n").encode()
                    conn.sendall(head + self.body[: len(self.body) // 2])
                    time.sleep(0.2)
                conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                conn.close()  # RST
            except OSError:
                conn.close()

    def close(self) -> None:
        self._stop = True
        self.sock.close()


def http_date(day: dt.date) -> str:
    return email.utils.formatdate(time.mktime((day.year, day.month, day.day, 12, 0, 0, 0, 0, -1)), usegmt=True)


def closed_port_url() -> str:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return f"http://127.0.0.1:{port}/aws/vms.csv"


# --------------------------------------------------------------------------- price files


def _bump(head: list[str], rows: list[list[str]], key: tuple[str, str]) -> list[list[str]]:
    """``rows`` with the on-demand price of ``key`` (instance type, region) moved up by 5 %."""
    ci, cr, cp = head.index("InstanceType"), head.index("Region"), head.index("Price")
    out = [list(r) for r in rows]
    for r in out:
        if (r[ci], r[cr]) == key:
            r[cp] = f"{float(r[cp]) * 1.05:.4f}"
    return out


def read_base() -> tuple[list[str], list[list[str]]]:
    """The price file as the prepared catalog already has it (the bundled rows plus the template's update),
    so that a hostile file differs from the catalog in its hostile rows only."""
    rows = list(csv.reader(io.StringIO(BASE_FILE.read_text(encoding="utf-8"))))
    return rows[0], _bump(rows[0], rows[1:], TEMPLATE_CHANGE)


def to_csv(head: list[str], rows: list[list[str]], lineterminator: str = "\n") -> bytes:
    out = io.StringIO()
    w = csv.writer(out, lineterminator=lineterminator)  # "\r\n" (as spreadsheets write) quotes a cell holding "\r"
    w.writerow(head)
    w.writerows(rows)
    return out.getvalue().encode("utf-8")


def with_hostile_row(instance_type: str | None = None, region: str | None = None,
                     price: str = HOSTILE_PRICE, spot: str = HOSTILE_SPOT) -> bytes:
    """The base file plus one cheap copy of p5.48xlarge whose InstanceType / Region is the hostile text."""
    head, rows = read_base()
    ci, cr, cp, cs = (head.index(c) for c in ("InstanceType", "Region", "Price", "SpotPrice"))
    src = next(r for r in rows if (r[ci], r[cr]) == HOSTILE_FROM)
    new = list(src)
    new[ci] = instance_type if instance_type is not None else src[ci]
    new[cr] = region if region is not None else src[cr]
    new[cp], new[cs] = price, spot
    return to_csv(head, rows + [new])


def scaled_prices(factor: float) -> bytes:
    head, rows = read_base()
    out = []
    for r in rows:
        r = list(r)
        for c in ("Price", "SpotPrice"):
            i = head.index(c)
            if r[i].strip():
                r[i] = repr(float(r[i]) * factor)
        out.append(r)
    return to_csv(head, out)


def one_price(price: str, key=("g5.xlarge", "us-east-1")) -> bytes:
    """The base file with the on-demand price of one row replaced by ``price`` text."""
    head, rows = read_base()
    ci, cr, cp = head.index("InstanceType"), head.index("Region"), head.index("Price")
    out = [list(r) for r in rows]
    for r in out:
        if (r[ci], r[cr]) == key:
            r[cp] = price
    return to_csv(head, out)


def duplicate_key(key=("g5.xlarge", "us-east-1")) -> bytes:
    """The base file with one key listed a second time at ten times the price (same zone: empty)."""
    head, rows = read_base()
    ci, cr, cp, cs = (head.index(c) for c in ("InstanceType", "Region", "Price", "SpotPrice"))
    src = next(r for r in rows if (r[ci], r[cr]) == key)
    dup = list(src)
    dup[cp] = repr(float(src[cp]) * 10)
    dup[cs] = repr(float(src[cs]) * 10) if src[cs] else ""
    return to_csv(head, rows + [dup])


def changed_one(key: tuple[str, str]) -> bytes:
    """An ordinary update of the prepared catalog: the on-demand price of one row moved by 5 %."""
    head, rows = read_base()
    return to_csv(head, _bump(head, rows, key))


def template_update() -> bytes:
    """The ordinary update saved on top of the bundled catalog when the template is prepared."""
    rows = list(csv.reader(io.StringIO(BASE_FILE.read_text(encoding="utf-8"))))
    return to_csv(rows[0], _bump(rows[0], rows[1:], TEMPLATE_CHANGE))


def big_file(n: int) -> bytes:
    """``n`` rows: the base file's rows, then made-up instance types (each a new row for the catalog) cycling
    over them."""
    head, rows = read_base()
    ci = head.index("InstanceType")
    out = [list(r) for r in rows]
    for i in range(n - len(rows)):
        r = list(rows[i % len(rows)])
        r[ci] = f"bench{i}.{r[ci]}"
        out.append(r)
    return to_csv(head, out)


# --------------------------------------------------------------------------- running the CLI


@dataclass
class Run:
    rc: int
    out: str
    err: str
    seconds: float


class Cli:
    def __init__(self, python: str, checkout: Path, env_extra: dict[str, str] | None = None):
        self.python, self.checkout = python, checkout
        self.env_extra = env_extra or {}

    def __call__(self, home: Path, *args: str, timeout: float = CLI_TIMEOUT) -> Run:
        env = dict(os.environ)
        env.update(GPU_ADVISOR_HOME=str(home), QT_QPA_PLATFORM="offscreen", PYTHONIOENCODING="utf-8",
                   LC_ALL="C.UTF-8", **self.env_extra)
        t = time.perf_counter()
        try:
            p = subprocess.run([self.python, "-m", "gpu_advisor", *args], cwd=self.checkout, env=env,
                               capture_output=True, timeout=timeout)
            rc, out, err = p.returncode, p.stdout, p.stderr
        except subprocess.TimeoutExpired as exc:
            rc, out, err = -9, exc.stdout or b"", (exc.stderr or b"") + b"\n(timed out)"
        return Run(rc, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), time.perf_counter() - t)


def catalog_state(home: Path) -> tuple[str, str]:
    """(name of the current version, SHA-256 over every file of the catalog folder but the lock/temp files)."""
    root = home / "catalog"
    try:
        cur = (root / "CURRENT").read_text(encoding="utf-8", errors="replace").strip()
    except OSError:
        cur = ""
    h = hashlib.sha256()
    for p in sorted(root.rglob("*")):
        rel = p.relative_to(root)
        if any(part.startswith(".") for part in rel.parts) or not p.is_file():
            continue
        h.update(str(rel).encode() + b"\0" + p.read_bytes() + b"\0")
    return cur, h.hexdigest()


def first_lines(text: str, n: int = 2, width: int = 220) -> str:
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    out = " | ".join(ln if len(ln) <= width else ln[:width] + "…" for ln in lines[:n])
    return out + (f" (+{len(lines) - n} more lines)" if len(lines) > n else "")


def last_line(text: str, width: int = 220) -> str:
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    if not lines:
        return ""
    ln = lines[-1]
    return ln if len(ln) <= width else ln[:width] + "…"


# --------------------------------------------------------------------------- results


@dataclass
class Case:
    kind: str
    name: str
    via: str = ""  # update / import / recommend / ...
    input_rc: int | None = None
    input_seconds: float | None = None
    input_err: str = ""
    input_out_tail: str = ""
    gen_changed: bool | None = None
    identical: bool | None = None
    recommend_rc: int | None = None
    recommend_err: str = ""
    validate_rc: int | None = None
    validate_err: str = ""
    restore_rc: int | None = None
    restore_err: str = ""
    recommend_after_restore_rc: int | None = None
    extra: dict = field(default_factory=dict)

    @property
    def applied(self) -> bool:
        return self.input_rc == 0 and bool(self.gen_changed)

    @property
    def usable(self) -> bool:
        return self.recommend_rc == 0

    @property
    def validate_ok(self) -> bool:
        return self.validate_rc == 0

    @property
    def restore_ok(self) -> bool:
        return self.restore_rc == 0


class Bench:
    def __init__(self, cli: Cli, work: Path, mirror: Mirror, template: Path):
        self.cli, self.work, self.mirror, self.template = cli, work, mirror, template
        self._n = 0
        self._lock = threading.Lock()

    def fresh_home(self, tag: str) -> Path:
        with self._lock:
            self._n += 1
            n = self._n
        home = self.work / f"case{n:03d}-{tag}"
        shutil.copytree(self.template, home, symlinks=True)
        return home

    def scenario(self, home: Path, name: str, doc: dict) -> Path:
        p = home.parent / f"{home.name}-{name}.json"
        p.write_text(json.dumps(doc, indent=1), encoding="utf-8")
        return p

    def example(self) -> str:
        return str(self.cli.checkout / "examples" / EXAMPLE)

    # -- one hostile input and the checks after it
    def feed(self, case: Case, home: Path, data: bytes, via: str, last_modified: str | None = None) -> None:
        case.via = via
        before = catalog_state(home)
        if via == "update":
            url = self.mirror.put(data, last_modified=last_modified)
            r = self.cli(home, "catalog", "update", "--provider", "aws", "--source", url)
        else:
            f = home.parent / f"{home.name}-import" / ("vms.csv" if via == "import-vms" else "prices.csv")
            f.parent.mkdir(parents=True, exist_ok=True)
            f.write_bytes(data)
            args = ["catalog", "import", str(f)] + (["--provider", "aws"] if via == "import-vms" else [])
            r = self.cli(home, *args)
            case.via = "import"
        after = catalog_state(home)
        case.input_rc, case.input_seconds = r.rc, round(r.seconds, 2)
        case.input_err = first_lines(r.err, 2)
        case.input_out_tail = last_line(r.out)
        case.gen_changed = before[0] != after[0]
        case.identical = before[1] == after[1]

    def checks(self, case: Case, home: Path, before_restore=None) -> None:
        r = self.cli(home, "recommend", self.example(), "--json")
        case.recommend_rc, case.recommend_err = r.rc, (first_lines(r.err, 1) if r.rc else "")
        v = self.cli(home, "catalog", "validate")
        case.validate_rc, case.validate_err = v.rc, (first_lines(v.err, 1) if v.rc else "")
        if before_restore is not None:
            before_restore()
        s = self.cli(home, "catalog", "restore-previous")
        case.restore_rc, case.restore_err = s.rc, (first_lines(s.err, 1) if s.rc else last_line(s.out))
        if case.recommend_rc != 0:
            case.recommend_after_restore_rc = self.cli(home, "recommend", self.example(), "--json").rc
