"""The cases of bench/hostile.py, kind by kind (launch, catalog, prices, size, answers, messages): each returns the
callables that run its cases and give a ``Case``."""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
import re
import subprocess
from pathlib import Path

from hostile_kit import (BIG_ROWS, HOSTILE_FROM, HUGE_SERVE_SCENARIO, SERVE_SCENARIO, STUBS, TRAIN_SCENARIO, Bench,
                         Case, RawListener, big_file, catalog_state, changed_one, closed_port_url, duplicate_key,
                         first_lines, http_date, last_line, one_price, scaled_prices, to_csv, with_hostile_row)


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
