"""Hostile price files and catalog text (issue 26): counts of what each hostile input does to a checkout.

Printed, not asserted: the same script gives the "before" figures on the old code and the "after" figures on
the new. Every case runs the command line of the checkout being measured as a subprocess
(``PYTHON -m gpu_advisor ...``; ``--python`` names that interpreter, by default this one; the checkout is the
folder its ``gpu_advisor`` package is imported from), each with ``GPU_ADVISOR_HOME`` set to a fresh folder (a
copy of a catalog prepared once: the bundled one plus one ordinary price update, so ``restore-previous`` always
has a version to go back to).

Hostile price files are SkyPilot ``vms.csv`` files (``bench/hostile_data/aws-vms.csv`` is the AWS file the
bundled catalog was built from, tests/fixtures/update/current/aws/vms.csv) served by a real HTTP server in a
thread of this script on 127.0.0.1 only; a few raw TCP listeners on 127.0.0.1 play a server answering garbage
and one resetting the connection. Nothing here talks to any other address: the one redirect that leaves the
machine points at a plain-http address (192.0.2.1, TEST-NET-1, never routed), which the fetch rules refuse
before connecting.

Kinds (``--only KIND``):

* ``launch``: a row whose InstanceType or Region holds a newline followed by a shell line that touches a
  canary file, U+2028, U+0085, a bidi override, shell metacharacters, a 10 KB name - by ``catalog update`` and
  ``catalog import`` - made the cheapest for a fine-tune and a service on AWS; ``recommend --launch`` writes
  the launch files; each ``.sh`` gets ``bash -n`` and then runs with stub ``torchrun``/``vllm``/``deepspeed``/
  ``python``/``sky`` first on PATH (did the canary appear?); each YAML goes through ``yaml.safe_load``.
* ``catalog``: a server ``Last-Modified`` of tomorrow; an imported plain CSV with a carriage return inside a
  quoted cell.
* ``prices``: a price of 1e-300 (and a literal 0 for comparison); a key listed twice at different prices;
  every price x1000.
* ``size``: a 100 KB instance name (``recommend --pdf`` page count, against the same scenario on the
  ordinary catalog); a 100,000-row price file (``catalog update --dry-run``: time and printed lines;
  ``--skip-big`` leaves it out).
* ``answers``: serving 1,000,000 output tokens within 10 s.
* ``messages``: the stderr of ``catalog update`` for a redirect to another address, a garbage answer, a closed
  port, a connection reset (before the answer and in the middle of the body).

For every update or import: its exit code, whether the catalog's current version changed, whether the
catalog is byte-identical, and then whether ``recommend examples/lora-7b-finetune.json --json``,
``catalog validate`` and ``catalog restore-previous`` work (and, when ``recommend`` failed, whether it works
again after ``restore-previous``). "Usable afterwards" = ``recommend`` exits 0 after the input.

Run: .venv/bin/python bench/hostile.py [--python PATH] [--only KIND] [--skip-big] [--jobs N] [--json FILE]
                                       [--keep]
(about 4-6 minutes on the 2-core development machine, a third of it the 100 KB-name PDF and the big file).
Before and after: ``bench/hostile.py --python OLD/.venv/bin/python`` then ``--python NEW/.venv/bin/python``.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import csv
import datetime as dt
import email.utils
import hashlib
import http.server
import io
import json
import os
import re
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import asdict, dataclass, field
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


# --------------------------------------------------------------------------- launch files


def make_stubs(folder: Path) -> Path:
    stubs = folder / "stub-bin"
    stubs.mkdir(parents=True, exist_ok=True)
    for name in STUBS:
        p = stubs / name
        p.write_text('#!/bin/sh\necho "$(basename "$0") $#" >> "${STUB_LOG:-/dev/null}"\nexit 0\n', encoding="utf-8")
        p.chmod(0o755)
    return stubs


def check_launch_dir(bench: Bench, folder: Path, canary: Path, stubs: Path) -> dict:
    """``bash -n`` and a run of every .sh (with stubs first on PATH), YAML/JSON parsing of the others."""
    res = {"scripts": 0, "bash_n_fail": 0, "ran_canary": 0, "script_rc": [], "yaml": 0, "yaml_fail": 0,
           "json": 0, "json_fail": 0, "yaml_errors": []}
    for sh in sorted(folder.glob("*.sh")):
        res["scripts"] += 1
        n = subprocess.run(["bash", "-n", str(sh)], capture_output=True, timeout=30)
        res["bash_n_fail"] += n.returncode != 0
        canary.unlink(missing_ok=True)
        env = {"PATH": f"{stubs}:/usr/local/bin:/usr/bin:/bin", "HOME": str(folder), "NODE_RANK": "0",
               "MASTER_ADDR": "127.0.0.1", "TRAIN_SCRIPT": "train.py", "MODEL": "Qwen/Qwen2.5-7B-Instruct",
               "DATA_DIR": str(folder / "data"), "STUB_LOG": str(folder / "stub.log"), "LC_ALL": "C.UTF-8"}
        try:
            p = subprocess.run(["bash", str(sh)], cwd=folder, env=env, capture_output=True, timeout=30)
            res["script_rc"].append(p.returncode)
        except subprocess.TimeoutExpired:
            res["script_rc"].append(-9)
        res["ran_canary"] += canary.exists()
        canary.unlink(missing_ok=True)
    ymls = sorted(folder.glob("*.yaml"))
    jsons = sorted(folder.glob("*.json"))
    res["yaml"], res["json"] = len(ymls), len(jsons)
    if ymls or jsons:
        code = ("import json, sys, yaml\nout = {}\n"
                "for f in sys.argv[1:]:\n"
                "    try:\n"
                "        t = open(f, encoding='utf-8').read()\n"
                "        (yaml.safe_load if f.endswith('.yaml') else json.loads)(t)\n"
                "        out[f] = ''\n"
                "    except Exception as e:\n"
                "        out[f] = type(e).__name__ + ': ' + str(e).splitlines()[0][:160]\n"
                "print(json.dumps(out))\n")
        p = subprocess.run([bench.cli.python, "-c", code, *map(str, ymls + jsons)], capture_output=True, timeout=60)
        try:
            got = json.loads(p.stdout.decode("utf-8"))
        except ValueError:
            got = {str(f): "parser did not run: " + p.stderr.decode("utf-8", "replace")[-160:] for f in ymls + jsons}
        for f, e in got.items():
            if e:
                if f.endswith(".yaml"):
                    res["yaml_fail"] += 1
                    res["yaml_errors"].append(f"{Path(f).name}: {e}")
                else:
                    res["json_fail"] += 1
    return res


def hostile_texts(canary: Path) -> dict[str, str]:
    line = f"touch {canary} #"
    return {
        "newline": "\n" + line,
        "U+2028": "\u2028" + line,
        "U+0085": "\u0085" + line,
        "bidi override": "\u202e" + "lmay.ksat-toliPykS",
        "shell metacharacters": f"$(touch {canary})`touch {canary}`'\"",
        "10 KB": "-" + "x" * 10_240,
    }


def launch_case(bench: Bench, field_: str, what: str, via: str) -> Case:
    case = Case("launch", f"{what} in {field_}")
    home = bench.fresh_home(f"launch-{field_}-{what.replace(' ', '')}-{via}")
    canary = home.parent / f"{home.name}-canary"
    text = hostile_texts(canary)[what]
    it, rg = HOSTILE_FROM
    if field_ == "InstanceType":
        data = with_hostile_row(instance_type=it + "-" + text if what != "10 KB" else it + text)
        want = ("instance_type", it + "-" + text if what != "10 KB" else it + text)
    else:
        data = with_hostile_row(region=rg + text)
        want = ("region", rg + text)
    bench.feed(case, home, data, "update" if via == "update" else "import-vms")
    stubs = make_stubs(home.parent / f"{home.name}-launch")
    ex = case.extra
    ex.update(picked=0, plans=0, scripts=0, bash_n_fail=0, ran_canary=0, yaml=0, yaml_fail=0, json=0, json_fail=0,
              yaml_errors=[], launch_rc=[], script_rc=[], canary_before_scripts=0)

    def launch_checks() -> None:
        for sname, doc in (("train", TRAIN_SCENARIO), ("serve", SERVE_SCENARIO)):
            sc = bench.scenario(home, sname, doc)
            out = home.parent / f"{home.name}-launch" / sname
            r = bench.cli(home, "recommend", str(sc), "--json", "--launch", str(out))
            ex["launch_rc"].append(r.rc)
            ex["plans"] += 1
            try:
                rec = json.loads(r.out).get("recommendation") or {}
            except ValueError:
                rec = {}
            ex["picked"] += rec.get(want[0]) == want[1]
            ex["canary_before_scripts"] += canary.exists()
            if out.is_dir():
                got = check_launch_dir(bench, out, canary, stubs)
                for k in ("scripts", "bash_n_fail", "ran_canary", "yaml", "yaml_fail", "json", "json_fail"):
                    ex[k] += got[k]
                ex["yaml_errors"] += got["yaml_errors"]
                ex["script_rc"] += got["script_rc"]

    # The launch files come from the catalog as the input left it: before validate / restore-previous.
    bench.checks(case, home, before_restore=launch_checks)
    return case


# --------------------------------------------------------------------------- the kinds


def kind_launch(bench: Bench) -> list:
    jobs = []
    for what in ("newline", "U+2028", "U+0085", "bidi override", "shell metacharacters", "10 KB"):
        jobs.append(("InstanceType", what, "update"))
    for what in ("newline", "U+2028", "U+0085"):
        jobs.append(("Region", what, "update"))
    for what in ("newline", "U+2028", "U+0085"):
        jobs.append(("InstanceType", what, "import"))
    jobs.append(("Region", "newline", "import"))
    return [lambda f=f, w=w, v=v: launch_case(bench, f, w, v) for f, w, v in jobs]


def http_date(day: dt.date) -> str:
    return email.utils.formatdate(time.mktime((day.year, day.month, day.day, 12, 0, 0, 0, 0, -1)), usegmt=True)


def future_date_case(bench: Bench) -> Case:
    case = Case("catalog", "server Last-Modified of tomorrow")
    home = bench.fresh_home("future")
    tomorrow = dt.date.today() + dt.timedelta(days=1)
    bench.feed(case, home, changed_one(("g6.xlarge", "us-west-2")), "update", last_modified=http_date(tomorrow))
    case.extra["last_modified"] = tomorrow.isoformat()
    bench.checks(case, home)
    return case


def cr_in_cell_case(bench: Bench) -> Case:
    case = Case("catalog", "carriage return inside a quoted cell (plain CSV)")
    home = bench.fresh_home("cr")
    exported = bench.work / "export" / "instances.csv"
    text = exported.read_bytes().decode("utf-8-sig")
    rows = list(csv.reader(io.StringIO(text)))
    head, body = rows[0], rows[1:]
    ip, ii, inotes, iod = (head.index(c) for c in ("provider", "instance_type", "notes", "on_demand_hour"))
    row = next(r for r in body if r[ip] == "aws" and r[ii] == "g4dn.xlarge")
    row = list(row)
    row[inotes] = "checked by hand\rprice from the sales team"
    row[iod] = f"{float(row[iod]) * 0.9:.4f}"
    data = to_csv(head, [row], lineterminator="\r\n")
    assert b'"checked by hand\rprice from the sales team"' in data
    bench.feed(case, home, data, "import")
    bench.checks(case, home)
    return case


def kind_catalog(bench: Bench) -> list:
    return [lambda: future_date_case(bench), lambda: cr_in_cell_case(bench)]


def stored_price(home: Path, key=("aws", "us-east-1", "g5.xlarge")) -> str | None:
    """The on-demand price of ``key`` in the catalog's current version, as written in instances.csv."""
    root = home / "catalog"
    try:
        cur = (root / "CURRENT").read_text(encoding="utf-8").strip()
        text = (root / cur / "instances.csv").read_bytes().decode("utf-8-sig")
    except (OSError, UnicodeDecodeError):
        return None
    for r in csv.DictReader(io.StringIO(text)):
        if (r.get("provider"), r.get("region"), r.get("instance_type")) == key:
            return r.get("on_demand_hour")
    return None


def price_case(bench: Bench, name: str, data: bytes, via: str = "update") -> Case:
    case = Case("prices", name)
    home = bench.fresh_home("prices")
    bench.feed(case, home, data, "update" if via == "update" else "import-vms")
    case.extra["stored_g5_xlarge_us_east_1"] = stored_price(home)
    bench.checks(case, home)
    return case


def kind_prices(bench: Bench) -> list:
    return [
        lambda: price_case(bench, "a price of 1e-300", one_price("1e-300")),
        lambda: price_case(bench, "a price of 1e-300", one_price("1e-300"), via="import"),
        lambda: price_case(bench, "a literal price of 0 (for comparison)", one_price("0")),
        lambda: price_case(bench, "a key listed twice at different prices", duplicate_key()),
        lambda: price_case(bench, "a key listed twice at different prices", duplicate_key(), via="import"),
        lambda: price_case(bench, "every price x1000", scaled_prices(1000.0)),
        lambda: price_case(bench, "every price x1000", scaled_prices(1000.0), via="import"),
    ]


def pdf_pages(bench: Bench, pdf: Path) -> int | None:
    if not pdf.is_file():
        return None
    code = "import sys, pypdf\nprint(len(pypdf.PdfReader(sys.argv[1]).pages))\n"
    p = subprocess.run([bench.cli.python, "-c", code, str(pdf)], capture_output=True, timeout=120)
    try:
        return int(p.stdout.decode().strip())
    except ValueError:
        return None


def pdf_case(bench: Bench) -> Case:
    case = Case("size", "100 KB instance name: recommend --pdf")
    home = bench.fresh_home("pdf")
    name = HOSTILE_FROM[0] + "-" + "x" * 102_400
    bench.feed(case, home, with_hostile_row(instance_type=name), "update")
    sc = bench.scenario(home, "train", TRAIN_SCENARIO)
    normal = bench.work / "pdf-normal.pdf"
    hostile = home.parent / f"{home.name}.pdf"

    def pdfs() -> None:
        r0 = bench.cli(bench.template, "recommend", str(sc), "--json", "--pdf", str(normal)) \
            if not normal.exists() else None
        r1 = bench.cli(home, "recommend", str(sc), "--json", "--pdf", str(hostile))
        try:
            rec = json.loads(r1.out).get("recommendation") or {}
        except ValueError:
            rec = {}
        case.extra.update(pdf_rc=r1.rc, pdf_seconds=round(r1.seconds, 1), picked=rec.get("instance_type") == name,
                          pages=pdf_pages(bench, hostile), pages_normal=pdf_pages(bench, normal),
                          pdf_err=first_lines(r1.err, 1) if r1.rc else "",
                          normal_rc=None if r0 is None else r0.rc)

    bench.checks(case, home, before_restore=pdfs)
    return case


def big_case(bench: Bench) -> Case:
    case = Case("size", f"{BIG_ROWS:,}-row price file: catalog update --dry-run")
    home = bench.fresh_home("big")
    data = big_file(BIG_ROWS)
    url = bench.mirror.put(data)
    before = catalog_state(home)
    r = bench.cli(home, "catalog", "update", "--provider", "aws", "--source", url, "--dry-run", timeout=600)
    after = catalog_state(home)
    case.via = "update --dry-run"
    case.input_rc, case.input_seconds = r.rc, round(r.seconds, 1)
    case.input_err = first_lines(r.err, 1)
    case.input_out_tail = last_line(r.out)
    case.gen_changed, case.identical = before[0] != after[0], before[1] == after[1]
    case.extra.update(bytes=len(data), rows=BIG_ROWS, stdout_lines=len(r.out.splitlines()),
                      stderr_lines=len(r.err.splitlines()))
    return case


def kind_size(bench: Bench, skip_big: bool) -> tuple[list, list]:
    return [lambda: pdf_case(bench)], ([] if skip_big else [lambda: big_case(bench)])


def answers_case(bench: Bench) -> Case:
    case = Case("answers", "serving 1,000,000 output tokens within 10 s", via="recommend")
    home = bench.fresh_home("answers")
    sc = bench.scenario(home, "huge-serve", HUGE_SERVE_SCENARIO)
    r = bench.cli(home, "recommend", str(sc), "--json")
    case.input_rc, case.input_seconds, case.input_err = r.rc, round(r.seconds, 1), first_lines(r.err, 1)
    try:
        doc = json.loads(r.out)
    except ValueError:
        doc = {}
    rec = doc.get("recommendation") or None
    case.extra.update(feasible=doc.get("feasible"), picked=rec is not None,
                      gpus=None if rec is None else rec.get("gpu_count"),
                      monthly_cost=None if rec is None else rec.get("monthly_cost"),
                      currency=None if rec is None else rec.get("currency"),
                      gpu=None if rec is None else rec.get("gpu"),
                      warnings=[w.get("code") if isinstance(w, dict) else str(w)
                                for w in (doc.get("warnings") or [])][:6])
    if rec is None:
        t = bench.cli(home, "recommend", str(sc))
        case.extra["summary"] = first_lines(t.out, 3)
    return case


def kind_answers(bench: Bench) -> list:
    return [lambda: answers_case(bench)]


def message_case(bench: Bench, name: str, url: str, mentions: tuple[str, ...]) -> Case:
    case = Case("messages", name, via="update")
    home = bench.fresh_home("msg")
    before = catalog_state(home)
    r = bench.cli(home, "catalog", "update", "--provider", "aws", "--source", url, "--timeout", "20")
    after = catalog_state(home)
    case.input_rc, case.input_seconds = r.rc, round(r.seconds, 1)
    case.input_err = first_lines(r.err, 3, width=300)
    case.gen_changed, case.identical = before[0] != after[0], before[1] == after[1]
    low = r.err.lower()
    case.extra.update(wanted=" or ".join(mentions), says_offline="offline" in low,
                      says_timeout=bool(re.search(r"time[- ]?out|timed out|time limit|too slow", low)),
                      names=[m for m in mentions if m.lower() in low])
    return case


def kind_messages(bench: Bench, listeners: list) -> list:
    elsewhere = "http://192.0.2.1/catalogs/v9/aws/vms.csv"
    redirect = bench.mirror.redirect(elsewhere)
    garbage = RawListener("garbage")
    reset = RawListener("reset")
    reset_body = RawListener("reset-body", with_hostile_row())
    listeners += [garbage, reset, reset_body]
    closed = closed_port_url()
    return [
        lambda: message_case(bench, "a redirect to another address", redirect, ("192.0.2.1",)),
        lambda: message_case(bench, "a garbage answer (not HTTP)", garbage.url, ("127.0.0.1",)),
        lambda: message_case(bench, "a closed local port", closed, ("127.0.0.1",)),
        lambda: message_case(bench, "a connection reset before the answer", reset.url, ("reset",)),
        lambda: message_case(bench, "a connection reset in the middle of the body", reset_body.url, ("reset",)),
    ]


# --------------------------------------------------------------------------- printing


def num(x) -> str:
    return f"{x:,.0f}" if isinstance(x, (int, float)) else str(x)


def yn(b) -> str:
    return "-" if b is None else ("yes" if b else "no")


def common_tail(c: Case) -> str:
    s = (f"input exit {c.input_rc}, new catalog version {yn(c.gen_changed)}, byte-identical {yn(c.identical)}; "
         f"recommend {c.recommend_rc}, validate {c.validate_rc}, restore-previous {c.restore_rc}")
    if c.recommend_after_restore_rc is not None:
        s += f", recommend after restore-previous {c.recommend_after_restore_rc}"
    return s


def case_lines(c: Case) -> list[str]:
    ex = c.extra
    lines = []
    if c.kind == "launch":
        lines.append(f"launch: {c.name} ({c.via}) — command ran {ex['ran_canary']} of {ex['scripts']} scripts; "
                     f"YAML broken {ex['yaml_fail']} of {ex['yaml']}; bash -n failed {ex['bash_n_fail']} of "
                     f"{ex['scripts']}; hostile row picked {ex['picked']} of {ex['plans']}")
        lines.append("    " + common_tail(c))
        if ex["launch_rc"] and any(ex["launch_rc"]):
            lines.append(f"    recommend --launch exit codes {ex['launch_rc']}")
        for e in ex["yaml_errors"][:2]:
            lines.append(f"    yaml: {e}")
    elif c.kind == "messages":
        lines.append(f"messages: {c.name} — exit {c.input_rc}; says offline {yn(ex['says_offline'])}, "
                     f"says time-out {yn(ex['says_timeout'])}, names {ex['wanted']}: {yn(bool(ex['names']))}; "
                     f"catalog byte-identical {yn(c.identical)}")
        lines.append(f"    stderr: {c.input_err}")
    elif c.kind == "answers":
        if ex["picked"]:
            lines.append(f"answers: {c.name} — exit {c.input_rc}; answers {num(ex['gpus'])} x {ex['gpu']}, "
                         f"{num(ex['monthly_cost'])} {ex['currency']} a month (feasible: {ex['feasible']})")
        else:
            lines.append(f"answers: {c.name} — exit {c.input_rc}; no pick (feasible: {ex['feasible']}): "
                         f"{ex.get('summary', '')}")
        if ex["warnings"]:
            lines.append(f"    warnings: {', '.join(map(str, ex['warnings']))}")
    elif c.kind == "size" and "stdout_lines" in ex:
        lines.append(f"size: {c.name} — {c.input_seconds:.1f} s, {ex['stdout_lines']:,} lines printed "
                     f"(+{ex['stderr_lines']:,} on stderr), exit {c.input_rc}; catalog byte-identical "
                     f"{yn(c.identical)} ({ex['bytes'] / 1e6:.1f} MB, {ex['rows']:,} rows)")
    elif c.kind == "size":
        lines.append(f"size: {c.name} — {ex.get('pages')} pages (the same scenario on the ordinary catalog: "
                     f"{ex.get('pages_normal')}); pdf exit {ex.get('pdf_rc')} in {ex.get('pdf_seconds')} s, "
                     f"hostile row picked {yn(ex.get('picked'))}")
        lines.append("    " + common_tail(c))
    else:
        extra = ""
        if "stored_g5_xlarge_us_east_1" in ex:
            extra = f"; stored g5.xlarge us-east-1 on-demand price: {ex['stored_g5_xlarge_us_east_1']!r}"
        lines.append(f"{c.kind}: {c.name} ({c.via}) — {'applied' if c.applied else 'not applied'}{extra}")
        lines.append("    " + common_tail(c))
        if c.input_out_tail:
            lines.append(f"    output: {c.input_out_tail}")
    for label, text in (("input stderr", c.input_err if c.kind not in ("messages",) else ""),
                        ("recommend", c.recommend_err), ("validate", c.validate_err),
                        ("restore-previous", c.restore_err if c.restore_rc else "")):
        if text and (label != "input stderr" or c.input_rc):
            lines.append(f"    {label}: {text}")
    return lines


def summary_lines(cases: list[Case]) -> list[str]:
    out = []
    by_kind: dict[str, list[Case]] = {}
    for c in cases:
        by_kind.setdefault(c.kind, []).append(c)
    for kind in KINDS:
        cs = by_kind.get(kind)
        if not cs:
            continue
        inputs = [c for c in cs if c.recommend_rc is not None]
        if kind == "launch":
            ran = sum(c.extra["ran_canary"] for c in cs)
            scripts = sum(c.extra["scripts"] for c in cs)
            yb = sum(c.extra["yaml_fail"] for c in cs)
            yt = sum(c.extra["yaml"] for c in cs)
            bn = sum(c.extra["bash_n_fail"] for c in cs)
            picked = sum(c.extra["picked"] for c in cs)
            plans = sum(c.extra["plans"] for c in cs)
            out.append(f"launch: command ran {ran} of {scripts} scripts "
                       f"(in {sum(1 for c in cs if c.extra['ran_canary'])} of {len(cs)} cases)")
            out.append(f"launch: YAML broken {yb} of {yt}; bash -n failed {bn} of {scripts}; "
                       f"hostile row picked {picked} of {plans} plans")
        if kind == "messages":
            out.append(f"messages: said 'offline' {sum(c.extra['says_offline'] for c in cs)} of {len(cs)}; "
                       f"said time-out {sum(c.extra['says_timeout'] for c in cs)} of {len(cs)}; "
                       f"named what failed {sum(bool(c.extra['names']) for c in cs)} of {len(cs)}; "
                       f"catalog byte-identical {sum(bool(c.identical) for c in cs)} of {len(cs)}")
        if kind == "size":
            for c in cs:
                if "stdout_lines" in c.extra:
                    out.append(f"size: {c.extra['rows']:,}-row dry run {c.input_seconds:.1f} s, "
                               f"{c.extra['stdout_lines']:,} lines printed")
                elif "pages" in c.extra:
                    out.append(f"size: 100 KB name -> {c.extra['pages']} PDF pages "
                               f"(ordinary: {c.extra['pages_normal']})")
        if kind == "answers":
            for c in cs:
                ex = c.extra
                out.append(f"answers: {c.name}: " + (f"{num(ex['gpus'])} GPUs, {num(ex['monthly_cost'])} "
                                                     f"{ex['currency']} a month" if ex["picked"] else "no pick"))
        if inputs:
            refused = [c for c in inputs if c.input_rc == 2]
            out.append(f"{kind}: hostile input applied {sum(c.applied for c in inputs)} of {len(inputs)}; "
                       f"refused with exit 2 {len(refused)} of {len(inputs)} "
                       f"(catalog byte-identical in {sum(bool(c.identical) for c in refused)} of {len(refused)})")
            out.append(f"{kind}: catalog usable afterwards: {sum(c.usable for c in inputs)} of {len(inputs)}")
            out.append(f"{kind}: validate works {sum(c.validate_ok for c in inputs)} of {len(inputs)}; "
                       f"restore-previous works {sum(c.restore_ok for c in inputs)} of {len(inputs)}"
                       + (f"; recommend works again after restore-previous "
                          f"{sum(c.recommend_after_restore_rc == 0 for c in inputs if c.recommend_rc)} of "
                          f"{sum(1 for c in inputs if c.recommend_rc)} broken" if any(c.recommend_rc for c in inputs)
                          else ""))
    return out


# --------------------------------------------------------------------------- main


def checkout_of(python: str) -> tuple[Path, str]:
    code = "import gpu_advisor, os\nprint(os.path.dirname(os.path.dirname(os.path.realpath(gpu_advisor.__file__))))"
    p = subprocess.run([python, "-c", code], capture_output=True, text=True, timeout=120)
    if p.returncode != 0:
        sys.exit(f"hostile.py: {python} cannot import gpu_advisor: {p.stderr.strip()[-300:]}")
    root = Path(p.stdout.strip())
    g = subprocess.run(["git", "-C", str(root), "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
    return root, (g.stdout.strip() if g.returncode == 0 else "?")


def prepare_template(cli: Cli, work: Path, mirror: Mirror) -> Path:
    """A user data folder with the bundled catalog and one ordinary price update saved on top (two versions),
    and an export of its tables (for the plain-CSV import case)."""
    home = work / "template"
    r = cli(home, "catalog", "path")
    if r.rc != 0:
        sys.exit(f"hostile.py: catalog path failed: {r.err.strip()[-300:]}")
    url = mirror.put(template_update())
    r = cli(home, "catalog", "update", "--provider", "aws", "--source", url)
    if r.rc != 0:
        sys.exit(f"hostile.py: the ordinary update failed: {r.err.strip()[-300:]}")
    r = cli(home, "catalog", "export", str(work / "export"))
    if r.rc != 0:
        sys.exit(f"hostile.py: catalog export failed: {r.err.strip()[-300:]}")
    return home


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--python", default=sys.executable, help="interpreter of the checkout to measure")
    ap.add_argument("--only", choices=KINDS, action="append", help="run only this kind (repeatable)")
    ap.add_argument("--skip-big", action="store_true", help=f"leave out the {BIG_ROWS:,}-row file")
    ap.add_argument("--jobs", type=int, default=2, help="cases run at once (the big file always runs alone)")
    ap.add_argument("--json", type=Path, metavar="FILE", help="also write the results as JSON")
    ap.add_argument("--keep", action="store_true", help="keep the work folder (printed) for inspection")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    kinds = args.only or list(KINDS)
    checkout, commit = checkout_of(args.python)
    work = Path(tempfile.mkdtemp(prefix="gpu-advisor-hostile-"))
    mirror = Mirror()
    listeners: list[RawListener] = []
    try:
        cli = Cli(args.python, checkout)
        print(f"hostile inputs (issue 26) against {checkout} at {commit}, python {args.python}")
        template = prepare_template(cli, work, mirror)
        bench = Bench(cli, work, mirror, template)
        jobs, alone = [], []
        if "launch" in kinds:
            jobs += kind_launch(bench)
        if "catalog" in kinds:
            jobs += kind_catalog(bench)
        if "prices" in kinds:
            jobs += kind_prices(bench)
        if "size" in kinds:
            a, b = kind_size(bench, args.skip_big)
            jobs += a
            alone += b
        if "answers" in kinds:
            jobs += kind_answers(bench)
        if "messages" in kinds:
            jobs += kind_messages(bench, listeners)
        cases: list[Case] = []
        with cf.ThreadPoolExecutor(max(1, args.jobs)) as pool:
            cases += list(pool.map(lambda f: f(), jobs))
        cases += [f() for f in alone]
        cases.sort(key=lambda c: KINDS.index(c.kind))
        kind = None
        for c in cases:
            if c.kind != kind:
                kind = c.kind
                print(f"\n[{kind}]")
            for ln in case_lines(c):
                print(ln)
        summary = summary_lines(cases)
        print("\nsummary")
        for ln in summary:
            print(ln)
        total = time.perf_counter() - t0
        print(f"\ntotal run time {total:.0f} s ({len(cases)} cases, {args.jobs} at once)")
        if args.json:
            doc = {"checkout": str(checkout), "commit": commit, "python": args.python, "seconds": round(total, 1),
                   "summary": summary,
                   "cases": [{**asdict(c), "applied": c.applied, "usable": c.usable} for c in cases]}
            args.json.write_text(json.dumps(doc, indent=1, ensure_ascii=False), encoding="utf-8")
        if args.keep:
            print(f"work folder kept: {work}")
    finally:
        mirror.close()
        for lst in listeners:
            lst.close()
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
