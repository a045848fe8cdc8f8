"""Fuzz suite (issue 18): scenario files, catalog CSVs and SkyPilot files generated with extreme values
and structures. Every one is either accepted (and then computes, with strict JSON out) or refused
with problems that name a place; none raises anything else, none hangs, and a refusal changes no byte.

Sizes are fixed (derandomized hypothesis, bounded examples) so `make test` stays fast; the counts of
generated inputs are asserted at the end of each test."""

from __future__ import annotations

import io
import json
import math
import os
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gpu_advisor.cli import clean_line, dump_json, main
from gpu_advisor.core import catalog as cm
from gpu_advisor.core.catalog.store import CatalogStore
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.base.problems import CatalogError
from gpu_advisor.core.scenario.spec import decode_scenario, load_scenario, parse_scenario
from gpu_advisor.core.catalog.schema import TABLES
from gpu_advisor.core.prices.skypilot import plan_skypilot_import
from gpu_advisor.core.catalog.tableio import to_csv_bytes
from gpu_advisor.messages import describe, describe_field

from .test_catalog_safety import tree_digest

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
FUZZ = settings(derandomize=True, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much,
                                       HealthCheck.data_too_large, HealthCheck.function_scoped_fixture])
COUNTS: dict[str, int] = {}
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")

CAT = None


def catalog():
    global CAT
    if CAT is None:
        CAT = load_bundled()
    return CAT


def _line_ok(line: str) -> None:
    assert len(line) <= 500, len(line)
    assert not _CONTROL.search(line), repr(line[:80])


# --------------------------------------------------------------------------- scenario values

EXTREME_NUMBERS = [0, -1, 1, 7, 0.5, 1e-300, 5e-324, 2.2250738585072014e-308, 1e308, 1.7976931348623157e308,
                   -1e308, 2 ** 53 + 1, 2 ** 63, 2 ** 64 + 1, 10 ** 30, 1e15, 1e16, 1e-6, 1e-9, 123.456]
EXTREME_TEXT = ["", " ", "7B", "1e400", "-7B", "1.5T", "nan", "inf", "Infinity", "0x10", "٣", "7 B", "1,000",
                "\x1b[31mRED\x1b[0m", "a" * 5000, "\u202eevil", "阿里云", "A100", "aliyun", "llama-2-7b", "\ud800",
                "x\udfffy", "\x00", "=HYPERLINK(\"x\")", "\n\n", "true"]
scalar = st.one_of(st.sampled_from(EXTREME_NUMBERS), st.sampled_from(EXTREME_TEXT), st.booleans(), st.none(),
                   st.floats(allow_nan=False, allow_infinity=False), st.integers(min_value=-(10 ** 40),
                                                                                max_value=10 ** 40),
                   st.text(max_size=20))
value = st.recursive(scalar, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                     st.dictionaries(st.sampled_from(["a", "qps", "amount", "\x1b"]),
                                                                     inner, max_size=3)), max_leaves=8)

FIELDS = {
    "task": st.sampled_from(["train", "finetune", "inference", "TRAIN", "x"]) | value,
    "workload": st.sampled_from(["llm", "cv", "recsys", "rl"]) | value,
    "model": st.fixed_dictionaries({}, optional={"preset": st.sampled_from(["llama-2-7b", "vit-l-16", "nope"]) | value,
                                                 "params": value}) | value,
    "data": st.fixed_dictionaries({}, optional={"tokens": value, "dataset_gb": value, "samples": value,
                                                "epochs": value}),
    "reference_run": st.fixed_dictionaries({}, optional={"gpu": st.sampled_from(["V100-32GB", "A100"]) | value,
                                                         "gpus": value, "hours": value}),
    "inference": st.fixed_dictionaries({}, optional={"qps": value, "input_tokens": value, "output_tokens": value,
                                                     "p95_latency_s": value}),
    "deadline_hours": value,
    "budget": st.fixed_dictionaries({}, optional={"amount": value, "currency": st.sampled_from(["CNY", "USD"]) | value,
                                                  "per": st.sampled_from(["month", "total"]) | value}),
    "preferences": st.fixed_dictionaries({}, optional={"providers": st.lists(st.sampled_from(
        ["aliyun", "tencent", "aws", "x"]), max_size=3) | value, "spot": value, "objective": value,
                                                       "currency": value, "gpus": value, "regions": value}),
    "schema_version": st.sampled_from([1, 0, 2, -1, 1.5, "1", 10 ** 50]),
    "precision": value,
    "finetune_method": value,
}
scenario_obj = st.fixed_dictionaries({}, optional={**FIELDS, "\x1b[2Jextra": value, "deadline_hour": value})

# Text-level damage: applied to the JSON text of a good example.
MUTATIONS = [
    lambda t: t.replace("100", "9" * 400, 1),
    lambda t: t.replace("100", "1e308", 1),
    lambda t: t.replace("100", "5e-324", 1),
    lambda t: t.replace("100", "NaN", 1),
    lambda t: t.replace("100", "-Infinity", 1),
    lambda t: t.replace("100", "1e-300", 1),
    lambda t: t.replace('"cv"', '"\\ud800"', 1),
    lambda t: t.replace('"cv"', '"\\u0000\\u001b[31m"', 1),
    lambda t: t[: len(t) // 2],
    lambda t: t[:-2],
    lambda t: '{"model": ' + "[" * 1000 + "]" * 1000 + "}",
    lambda t: "[" * 50000 + "]" * 50000,
    lambda t: '{"a":' * 3000 + "1" + "}" * 3000,
    lambda t: t.replace("{", "[", 1),
    lambda t: t.replace(":", "", 1),
    lambda t: "\ufeff" + t,
    lambda t: t + "garbage",
    lambda t: t.replace('"budget"', '"' + "b" * 100000 + '"', 1),
    lambda t: t.replace("100000", '"' + "9" * 5000 + '"', 1),
    lambda t: "",
    lambda t: "null",
    lambda t: "[]",
    lambda t: '"text"',
    lambda t: "1e999",
]


def _check_scenario_text(text: bytes, tmp: Path) -> str:
    """Load as the CLI and the app do; compute what passes. Returns 'ok' or 'refused'."""
    path = tmp / "s.json"
    path.write_bytes(text)
    try:
        sc = load_scenario(path, catalog())
    except CatalogError as exc:
        assert exc.problems
        for p in exc.problems:
            _line_ok(clean_line(describe_field(p)))
        return "refused"
    from gpu_advisor.core.select.recommendation import recommend
    rec = recommend(catalog(), sc)
    out = dump_json(rec.to_dict())
    json.loads(out, parse_constant=lambda c: pytest.fail(f"{c} in JSON output"))
    return "ok"


@settings(FUZZ, max_examples=450)
@given(obj=scenario_obj)
def test_generated_scenarios_never_crash(obj, tmp_path_factory):
    tmp = tmp_path_factory.mktemp("s", numbered=True)
    try:
        text = json.dumps(obj, ensure_ascii=True).encode()
    except (ValueError, OverflowError):
        return
    # Most generated files are refused; the ones that pass must compute. Bounded work per example:
    # recommending is skipped for accepted files beyond the first few dozen (parse is the fuzzed part).
    COUNTS["scenario"] = COUNTS.get("scenario", 0) + 1
    if COUNTS.get("scenario_ok", 0) < 10:
        if _check_scenario_text(text, tmp) == "ok":
            COUNTS["scenario_ok"] = COUNTS.get("scenario_ok", 0) + 1
    else:
        try:
            parse_scenario(decode_scenario(text), catalog())
        except CatalogError:
            pass


def test_damaged_example_files_never_crash(tmp_path):
    n = 0
    for ex in sorted(EXAMPLES.glob("*.json")):
        text = ex.read_text(encoding="utf-8")
        for mutate in MUTATIONS:
            _check_scenario_text(mutate(text).encode("utf-8", "surrogatepass"), tmp_path)
            n += 1
    assert n == len(MUTATIONS) * len(list(EXAMPLES.glob("*.json")))
    COUNTS["scenario_text"] = n


def test_the_issues_examples_are_refused_with_one_line_each(tmp_path, capsys):
    """The files that crashed `recommend` (issue 18): exit 2, one clear line each, nothing on stdout."""
    good = json.loads((EXAMPLES / "startup-engineer-seed000.json").read_text())
    cases = {
        "400 digits": json.dumps(good)[:-1] + ', "deadline_hours": ' + "9" * 400 + "}",
        "nesting 1000": '{"model": ' + "[" * 1000 + "]" * 1000 + "}",
        "1e308": json.dumps({**good, "data": {"dataset_gb": 1e308}}),
        "5e-324": json.dumps({**good, "deadline_hours": 5e-324}),
        "lone surrogate": json.dumps(good)[:-1] + ', "workload": "\\ud800"}',
        "deadline 1e-300": json.dumps({**good, "deadline_hours": 1e-300}),
        "qps 1e-308": json.dumps({"task": "inference", "model": {"preset": "llama-2-7b"},
                                  "inference": {"qps": 1e-308}}),
        "escape in a key": json.dumps({**good, "\x1b[31mRED": 1}),
        "50 MB value": json.dumps({**good, "workload": "x" * 200_000}),
    }
    for name, text in cases.items():
        f = tmp_path / "case.json"
        f.write_text(text, encoding="utf-8", errors="surrogatepass")
        assert main(["recommend", str(f), "--json"]) == 2, name
        out, err = capsys.readouterr()
        assert out == "", name
        lines = err.strip().splitlines()
        assert 1 <= len(lines) <= 3, (name, lines)
        for line in lines:
            _line_ok(line)
    # A named pipe is refused at once (it would block a reader for ever).
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    assert main(["recommend", str(fifo)]) == 2
    assert "not a regular file" in capsys.readouterr().err
    assert main(["recommend", str(tmp_path)]) == 2
    capsys.readouterr()


def test_estimate_refuses_numbers_out_of_range(capsys):
    for args in (["--params", "5e-324"], ["--params", "1e308"], ["--tokens", "1e400"]):
        argv = ["estimate", *args, "--gpu", "A100-80GB", "--gpus", "8"]
        if "--tokens" not in args:
            argv += ["--tokens", "1e9"]
        else:
            argv += ["--params", "7e9"]
        assert main(argv) == 2, args
        err = capsys.readouterr().err
        assert err.count("\n") == 1, err
        _line_ok(err.strip())


def test_json_output_is_strict_and_survives_an_ascii_console(tmp_path):
    import subprocess
    import sys
    env = {**os.environ, "PYTHONIOENCODING": "ascii"}
    # The two commands run at once (each its own process; what they may keep, the offer cache, is written atomically).
    runs = [subprocess.Popen([sys.executable, "-m", "gpu_advisor", "recommend",
                              str(EXAMPLES / "startup-engineer-seed000.json"), *extra], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, env=env) for extra in (["--json"], [])]
    (out, err), (_, err2) = [p.communicate(timeout=120) for p in runs]
    assert runs[0].returncode == 0, err[-500:]
    doc = json.loads(out.decode("ascii"), parse_constant=lambda c: pytest.fail(c))
    assert doc
    assert runs[1].returncode == 0, err2[-500:]
    assert dump_json({"a": math.inf, "b": [math.nan, 1.0]}) == json.dumps({"a": None, "b": [None, 1.0]}, indent=2)


# --------------------------------------------------------------------------- catalog CSV files

NUMBER_CELLS = ["1e19", "10000000000000000000", "-9223372036854775809", "1e308", "5e-324", "1e-300", "nan", "inf",
                "-inf", "1e15", "1e16", "9007199254740993", "0", "-0", "1.0000000001", "0x10", "١٢", "1_000", ""]
TEXT_CELLS = ["=HYPERLINK(\"http://x\",\"FREE\")", "+cmd|' /C calc'!A0", "-1+1", "@SUM(1)", "'=x", "\x1b[31m",
              "<b style='color:red'>FREE</b>", "a" * 10000, "\u202e", "阿里云", "\"", "a,b", "line\nbreak", ""]


_CSV_CACHE: dict[str, str] = {}


def _csv_bytes(table: str, rows: int = 3) -> tuple[list[str], list[list[str]]]:
    import csv
    if table not in _CSV_CACHE:
        _CSV_CACHE[table] = to_csv_bytes(catalog()[table].iloc[:rows], TABLES[table]).decode()
    recs = list(csv.reader(io.StringIO(_CSV_CACHE[table])))
    return recs[0], recs[1:]


def _write_csv(header, rows) -> bytes:
    import csv
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows)
    return buf.getvalue().encode("utf-8", "surrogatepass")


csv_edit = st.tuples(st.sampled_from(["gpus", "instances", "providers", "storage", "models", "efficiency", "defaults"]),
                     st.lists(st.tuples(st.integers(0, 2), st.integers(0, 40),
                                        st.sampled_from(NUMBER_CELLS + TEXT_CELLS) | st.text(max_size=12)),
                              min_size=1, max_size=4),
                     st.sampled_from(["none", "drop_cell", "extra_cell", "bad_utf8", "nul", "dup_header",
                                      "quote", "bom", "gbk"]))


@settings(FUZZ, max_examples=300)
@given(case=csv_edit)
def test_generated_catalog_csvs_are_refused_or_round_trip(case):
    """plan_import of a damaged table: never an exception; if accepted, what is stored reads back
    exactly; the catalog is not touched by planning."""
    table, edits, damage = case
    header, rows = _csv_bytes(table)
    for r, c, v in edits:
        rows[r % len(rows)][c % len(header)] = v
    if damage == "drop_cell":
        rows[0] = rows[0][:-1]
    elif damage == "extra_cell":
        rows[1].append("x")
    data = _write_csv(header, rows)
    if damage == "bad_utf8":
        data = data[:20] + b"\xff\xfe\x80" + data[20:]
    elif damage == "nul":
        data = data.replace(b",", b",\x00", 1)
    elif damage == "dup_header":
        data = data.replace(header[1].encode(), header[0].encode(), 1)
    elif damage == "quote":
        data = data.replace(b",", b',"', 1)
    elif damage == "bom":
        data = b"\xef\xbb\xbf" + data
    elif damage == "gbk":
        data = data.decode("utf-8", "replace").encode("gb18030", "replace")
    cat = catalog()
    before = cat[table].copy()
    plan = cm.plan_import(cat, data, f"{table}.csv", table)
    COUNTS["csv"] = COUNTS.get("csv", 0) + 1
    for p in plan.problems:
        _line_ok(clean_line(describe(p)))
    assert cat[table].equals(before)  # planning never changes the catalog
    if plan.ok:
        t = TABLES[table]
        stored = to_csv_bytes(plan.frame, t)  # the imported rows as they would be stored
        name, again, _, problems = cm.read_table_bytes(stored, f"{table}.csv", table)
        assert not [p for p in problems if p.severity == "error"], problems
        assert to_csv_bytes(again, t) == stored


def test_refused_csv_imports_change_no_byte_through_the_command_line(tmp_path, capsys, seeded_home):
    """A sample of damaged files through `gpu-advisor catalog import`: exit 2, store byte-identical."""
    store = CatalogStore()
    store.ensure()
    before = tree_digest(store.root)
    header, rows = _csv_bytes("instances")
    n = 0
    for cell in ("1e19", "10000000000000000000", "-9223372036854775809", "1e308", "5e-324", "nan", "inf",
                 "9007199254740993", "1e15"):
        r = [list(x) for x in rows]
        r[0][header.index("vcpus")] = cell
        r[1][header.index("gpu_count")] = cell
        f = tmp_path / "instances.csv"
        f.write_bytes(_write_csv(header, r))
        code = main(["catalog", "import", str(f)])
        err = capsys.readouterr().err
        if cell in ("1e15", "0", "-0", ""):
            before = tree_digest(store.root)  # within range or empty: a valid file, imported
            continue
        assert code == 2, (cell, err)
        for line in err.strip().splitlines():
            _line_ok(line)
        assert tree_digest(store.root) == before, cell
        n += 1
    assert n == 8


# --------------------------------------------------------------------------- SkyPilot files

SKY_HEADER = ["InstanceType", "AcceleratorName", "AcceleratorCount", "vCPUs", "MemoryGiB", "GpuInfo", "Price",
              "SpotPrice", "Region", "AvailabilityZone"]
sky_num = st.sampled_from(["1e19", "1e308", "5e-324", "-1", "0", "nan", "inf", "8.0", "1.0", "96.0", "680.0",
                           "10000000000000000000", "", "2.5", "1e-300", "x"])
sky_row = st.fixed_dictionaries({
    "InstanceType": st.sampled_from(["g5.xlarge", "p4d.24xlarge", "", "\x1b[31m", "=1+1", "a" * 300]),
    "AcceleratorName": st.sampled_from(["A10G", "A100", "H100", "", "Inferentia2", "V100"]),
    "AcceleratorCount": sky_num, "vCPUs": sky_num, "MemoryGiB": sky_num,
    "GpuInfo": st.sampled_from(["", "{'Gpus': [{'Name': 'A100', 'Count': 8, 'MemoryInfo': {'SizeInMiB': 40960}}], "
                                    "'TotalGpuMemoryInMiB': 327680}", "{'Gpus': [", "A100", "{'a': 1e999}",
                                "{'Gpus': [{'MemoryInfo': {'SizeInMiB': 1e308}}], 'TotalGpuMemoryInMiB': 5e-324}"]),
    "Price": sky_num, "SpotPrice": sky_num,
    "Region": st.sampled_from(["us-east-1", "eu-central-1", "", "ap-south-1"]),
    "AvailabilityZone": st.sampled_from(["us-east-1a", "", "euc1-az1", "us-east-1-bos-1a"]),
})


@settings(FUZZ, max_examples=250)
@given(rows=st.lists(sky_row, min_size=1, max_size=5))
def test_generated_skypilot_files_are_refused_or_round_trip(rows):
    data = _write_csv(SKY_HEADER, [[r[h] for h in SKY_HEADER] for r in rows])
    cat = catalog()
    plan = plan_skypilot_import(cat, data, "aws/vms.csv", None)
    COUNTS["skypilot"] = COUNTS.get("skypilot", 0) + 1
    for p in plan.problems:
        _line_ok(clean_line(describe(p)))
    if plan.ok:
        t = TABLES["instances"]
        stored = to_csv_bytes(plan.frame, t)
        _, again, _, problems = cm.read_table_bytes(stored, "instances.csv", "instances")
        assert not [p for p in problems if p.severity == "error"], problems
        assert to_csv_bytes(again, t) == stored
        assert not [p for p in cm.validate_catalog(plan.result) if p.severity == "error"]


def test_zz_at_least_a_thousand_generated_files_were_checked():
    """Runs after the generators above (file order): the suite's total of malformed inputs."""
    if not {"scenario", "csv", "skypilot"} <= COUNTS.keys():
        pytest.skip("run with the whole module")
    total = COUNTS["scenario"] + COUNTS.get("scenario_text", 0) + COUNTS["csv"] + COUNTS["skypilot"]
    print(f"fuzz inputs: {COUNTS}")
    assert total >= 1000
