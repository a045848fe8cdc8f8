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

The cases are in ``bench/hostile_kinds.py``; the servers, price files, the command-line runner and the record
of a case in ``bench/hostile_kit.py``; this script runs them and prints the figures.

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
import json
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:  # the script's own modules beside it (hostile_kit, hostile_kinds)
    sys.path.insert(0, str(HERE))

from hostile_kinds import kind_answers, kind_catalog, kind_launch, kind_messages, kind_prices, kind_size  # noqa: E402
from hostile_kit import BIG_ROWS, KINDS, Bench, Case, Cli, Mirror, RawListener, template_update  # noqa: E402


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
