"""The SkyPilot import and the price-update diff pinned on blown-up and tricky files.

The importer was rewritten for speed (column-level numpy, values worked out once per distinct
input); these cases pin every output it had before, byte for byte: the plan's problems (code, row,
column, value, detail, severity, order), its rows and the file rows each came from, the merged
catalog's instances table, and the update diff (new, changed, gone, unmapped rows, other warnings).
The files are the update fixtures repeated over made-up zones of every kind (AWS zone ids, lettered
zones, Local/Wavelength Zones, a zone listed twice, no zone), with prices varied per zone, zero
prices, missing spot prices, fractional vCPUs, GCP VM and GPU rows per zone, RunPod v6 rows and a
malformed copy.

The expected output is ``golden/skypilot_pinned.json.gz``, written by the code before the rewrite (and
written again for issue 26, when a zone listed twice at different prices stopped being a median and became
rows not usable, ``duplicate_key``, and again when a refused file's detail started carrying its first problem's
own detail, ``first_detail``, so the message can name the minimum, and when a hardware difference started naming its
figure, ``figure``; and again in walk 21, when a row with a number that cannot be read (not a number, negative, too
small) stopped refusing the whole file and became a row not usable, and an unusable row of the diff started carrying
its column and the minimum it is below; and when the catalog gained SkyPilot's GCP disk types as a source
(instance_disks.csv, skypilot-gcp-disk-types), one more of the plan's result_sources; every other output stayed as it
was):
    .venv/bin/python -m tests.core.test_skypilot_pinned   (rewrites it; only when a change is meant)
"""

from __future__ import annotations

import csv
import datetime as dt
import gzip
import io
import json
from pathlib import Path

import pytest

from gpu_advisor.core.prices import skypilot as sp
from gpu_advisor.core.prices import update as up
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.catalog.schema import TABLES
from gpu_advisor.core.catalog.tableio import format_table

from .test_skypilot_import import AWS, GCP

TODAY = dt.date(2026, 11, 30)
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "update"
GOLDEN = Path(__file__).resolve().parent / "golden" / "skypilot_pinned.json.gz"
CLOUDS = ("aws", "gcp", "lambda", "nebius", "runpod")


def _zone(cloud: str, region: str, orig: str, z: int) -> str:
    """Made-up zone number z of a row: every kind the importer tells apart."""
    kind = z % 6
    if kind == 0:
        return orig
    if kind == 1:
        return f"{region}-b" if cloud == "gcp" else f"{region}b"  # lettered (regular)
    if kind == 2:
        return f"{region[:2]}{region[-1:]}-az{z}"  # AWS zone id (regular)
    if kind == 3:
        return f"{region}-lax1-az1" if cloud != "gcp" else f"{region}-c"  # Local Zone / regular
    if kind == 4:
        return f"{region}b" if cloud != "gcp" else f"{region}-b"  # the same zone again
    return f"{region}-wl1-bos-wlz-1"  # Wavelength Zone


def _vary(cell: str, n: int, z: int, step: int) -> str:
    if not cell:
        return cell
    k = (n * step + z) % 7
    if k == 6 and z:
        return "0"  # a zero price in one zone
    if k == 5 and z:
        return ""  # no price in one zone
    return repr(round(float(cell) * (1 + 0.03 * k), 6))


def blown_up(cloud: str, zones: int, vary: bool = True) -> bytes:
    text = (FIXTURES / "changed" / cloud / "vms.csv").read_text(encoding="utf-8")
    rows = list(csv.reader(io.StringIO(text)))
    head, body = rows[0], rows[1:]
    ix = {h: i for i, h in enumerate(head)}
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(head)
    for n, r in enumerate(body):
        for z in range(zones):
            r2 = list(r)
            r2[ix["AvailabilityZone"]] = _zone(cloud, r[ix["Region"]], r[ix["AvailabilityZone"]], z)
            if vary:
                # GCP pairs: VM and GPU rows of a zone vary alike, so most pairs stay unambiguous.
                key = 0 if cloud == "gcp" else n
                r2[ix["SpotPrice"]] = _vary(r[ix["SpotPrice"]], key, z, 3)
                if (n + z) % 4 == 0:
                    r2[ix["Price"]] = _vary(r[ix["Price"]], key, z, 5)
                if cloud == "aws" and n % 9 == 4:
                    r2[ix["vCPUs"]] = "2.5"
                if cloud in ("aws", "lambda") and n % 11 == 5 and z == 2:
                    r2[ix["vCPUs"]] = "3"  # this zone's hardware disagrees with the first zone's
            w.writerow(r2)
    return out.getvalue().encode()


RUNPOD_V6 = ("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Region,SpotPrice,Price\n"
             "1x_A100-80GB_SECURE,A100-80GB,1.0,8.0,80.0,A100-80GB,CA,,1.99\n"
             "1x_A100-80GB_SECURE,A100-80GB,1.0,8.0,80.0,A100-80GB,US,,1.99\n"
             "2x_A100-80GB_SECURE,A100-80GB,2.0,16.0,160.0,A100-80GB,US,0,3.98\n"
             "1x_RTX4090_SECURE,RTX4090,1.0,6.0,24.0,RTX4090,CA,0.4,0\n"
             "1x_H100-SXM_SECURE,H100-SXM,1.0,16.0,80.0,H100-SXM,CA,,\n"
             "1x_MI300X_SECURE,MI300X,1.0,24.0,192.0,MI300X,CA,,2.49\n"
             "8x_A100-80GB_SECURE,A100-80GB,8.0,64.0,640.0,A100-80GB,,,15.92\n")


def malformed() -> bytes:
    lines = blown_up("aws", 4).decode().splitlines()
    lines[17] = lines[17].replace(",us-east-1,", ",us-east-1,extra,", 1)
    lines[30] = lines[30].replace("'Gpus'", "'Gpus'", 1).rsplit(",", 4)[0] + ",abc,0.2,us-east-1,x"
    lines[41] = lines[41].rsplit(",", 4)[0] + ",1.5,-0.1,us-east-1,x"
    lines[55] = lines[55].rsplit(",", 4)[0] + ",inf,,us-east-1,x"
    return ("\n".join(lines) + "\n").encode()


def many_decimals() -> bytes:
    """Prices with more than 6 decimals, some zones apart by less than the rounding (which zone is cheapest
    and what the median is are decided on the rounded prices), even and odd zone counts."""
    info = "\"{'Gpus': [{'Name': 'A10G', 'Count': 1.0, 'MemoryInfo': {'SizeInMiB': 22888}}]}\""
    lines = ["InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region,"
             "AvailabilityZone"]
    spots = ["0.1000004", "0.1000001", "0.30000049", "0.2999995", "0.12345649", "0.1234565", "0.5", "0.1000002"]
    for t, zones in (("g5.xlarge", 2), ("g5.2xlarge", 3), ("g5.4xlarge", 4), ("g5.8xlarge", 8), ("g5.12xlarge", 5)):
        for z in range(zones):
            od = f"1.{z}0000049" if t != "g5.12xlarge" else "2.0000005"
            sp = spots[(z * 3 + len(t)) % len(spots)]
            lines.append(f"{t},A10G,1.0,4.0,16.0,{info},{od},{sp},eu-west-3,euw3-az{z + 1}")
            if t == "g5.8xlarge" and z % 3 == 0:  # a zone listed twice
                lines.append(f"{t},A10G,1.0,4.0,16.0,{info},{od}1,{sp}9,eu-west-3,euw3-az{z + 1}")
    for z, sp in enumerate(("0.2000004", "0.2000001", "0.5", "0.20000049")):  # the first of the lowest, once rounded
        lines.append(f"g5.24xlarge,A10G,1.0,4.0,16.0,{info},3.0,{sp},eu-west-3,euw3-az{z + 1}")
    lines.append(f"g5.16xlarge,A10G,1.0,4.0,16.0,{info},0.33333333,0.11111111,eu-west-3,")
    lines.append(f"g5.16xlarge,A10G,1.0,4.0,16.0,{info},0.33333334,0.1111111,eu-west-3,")
    return ("\n".join(lines) + "\n").encode()


def cases() -> dict[str, tuple[str, bytes]]:
    out = {f"{c}-x12": (f"https://example.test/{c}/vms.csv", blown_up(c, 12)) for c in CLOUDS}
    out["aws-x3-flat"] = ("https://example.test/aws/vms.csv", blown_up("aws", 3, vary=False))
    for c in CLOUDS:
        out[f"{c}-current"] = (f"https://example.test/{c}/vms.csv",
                               (FIXTURES / "current" / c / "vms.csv").read_bytes())
    out["runpod-v6"] = ("https://example.test/runpod/vms.csv", RUNPOD_V6.encode())
    aws = (FIXTURES / "current" / "aws" / "vms.csv").read_text(encoding="utf-8").splitlines()
    for i in (3, 8, 20):  # the file's hardware differs from the catalog's
        r = next(csv.reader([aws[i]]))
        r[3], r[4] = str(int(float(r[3])) * 2), "1"
        buf = io.StringIO()
        csv.writer(buf, lineterminator="").writerow(r)
        aws[i] = buf.getvalue()
    out["aws-spec"] = ("https://example.test/aws/vms.csv", ("\n".join(aws) + "\n").encode())
    out["gcp-tests"] = ("https://example.test/gcp/vms.csv", GCP.encode())
    out["aws-tests"] = ("https://example.test/aws/vms.csv", AWS.encode())
    # Guarded cells (a spreadsheet's export): '<tab>... unguards to a cell with white space to strip again.
    guarded = AWS.replace("g5.2xlarge,", "'\tg5.2xlarge,", 1).replace("m5.large,", "'=m5.large,").replace(
        ",euc1-az2,", ",\"'\reuc1-az2 \",", 1).replace("1.2,0.3,", "'+1.2,0.3,", 1)
    out["aws-guarded"] = ("https://example.test/aws/vms.csv", guarded.encode())
    out["aws-decimals"] = ("https://example.test/aws/vms.csv", many_decimals())
    out["aws-malformed"] = ("https://example.test/aws/vms.csv", malformed())
    out["aws-truncated"] = ("https://example.test/aws/vms.csv",
                            (FIXTURES / "truncated" / "aws" / "vms.csv").read_bytes())
    return out


def _p(p) -> list:
    return [p.file, p.code, p.row, p.column, p.value, json.loads(json.dumps(p.detail, sort_keys=True, default=str)),
            p.severity]


def _frame(df) -> list:
    if df is None:
        return []
    t = TABLES["instances"]
    fmt = format_table(df.reset_index(drop=True), t)
    return [list(map(str, r)) for r in fmt.itertuples(index=False, name=None)]


def _tuple(xs) -> list:
    return [[str(v) for v in vars(x).values()] if not hasattr(x, "__dataclass_fields__") else
            [repr(getattr(x, f)) for f in x.__dataclass_fields__] for x in xs]


def outcome(cat, name: str, url: str, data: bytes) -> dict:
    prov = name.split("-")[0]
    plan = sp.plan_skypilot_import(cat, data, url, prov, today=TODAY)
    res = plan.result["instances"] if plan.result is not None else None
    pu = up.diff_file(cat, prov, data, url, TODAY)
    return {
        "plan": {"provider": plan.provider, "encoding": plan.encoding, "rows_read": plan.rows_read,
                 "counts": [plan.added, plan.changed, plan.unchanged], "ok": plan.ok,
                 "problems": [_p(p) for p in plan.problems], "frame": _frame(plan.frame),
                 "source_rows": plan.source_rows,
                 "result_new_rows": _frame(res.iloc[len(cat["instances"]):]) if res is not None else None,
                 "result_sources": (_frame_sources(plan.result) if plan.result is not None else None)},
        "diff": {"status": pu.status, "detail": json.loads(json.dumps(pu.detail, sort_keys=True, default=str)),
                 "new": _tuple(pu.new), "changed": _tuple(pu.changed), "gone": _tuple(pu.gone),
                 "unmapped": _tuple(pu.unmapped), "unchanged": pu.unchanged, "rows_read": pu.rows_read,
                 "problems": [_p(p) for p in pu.problems], "rows": _frame(pu.rows)},
        "result_digest": _digest(plan.result["instances"]) if plan.result is not None else None,
    }


def _frame_sources(cat) -> list:
    s = cat["sources"]
    return [list(map(str, r)) for r in s[s["source_id"].astype(str).str.startswith("skypilot-")]
            .itertuples(index=False, name=None)]


def _digest(df) -> str:
    import hashlib
    t = TABLES["instances"]
    return hashlib.sha256(format_table(df, t).to_csv(index=False).encode()).hexdigest()


def everything() -> dict:
    cat = load_bundled()
    return {name: outcome(cat, name, url, data) for name, (url, data) in cases().items()}


@pytest.fixture(scope="module")
def expected() -> dict:
    return json.loads(gzip.decompress(GOLDEN.read_bytes()))


@pytest.mark.parametrize("name", list(cases()))
def test_import_and_diff_output_is_pinned(name, expected):
    url, data = cases()[name]
    got = json.loads(json.dumps(outcome(load_bundled(), name, url, data)))
    want = expected[name]
    for part in ("plan", "diff"):
        for k in want[part]:
            assert got[part][k] == want[part][k], (name, part, k)
    assert got["result_digest"] == want["result_digest"]


def test_the_pinned_cases_cover_the_tricky_paths(expected):
    codes = {p[1] for case in expected.values() for p in case["plan"]["problems"]}
    assert {"skypilot_unknown_accelerator", "skypilot_no_price", "skypilot_gpu_only_row", "skypilot_vm_gpu_missing",
            "skypilot_vm_gpu_ambiguous", "skypilot_no_region", "skypilot_inconsistent_rows", "skypilot_spec_differs", "field_count", "not_a_number",
            "below_min", "csv_syntax"} <= codes, codes
    notes = " ".join(r[-1] for case in expected.values() for r in case["plan"]["frame"])
    for frag in ("Local/Wavelength Zones left out", "spot = median over", "on-demand differs across zones",
                 "on-demand price 0 in the file", "spot price 0 in the file", "is not a whole number",
                 "RunPod v6 format", "total = VM", "spot from 1 zone"):
        assert frag in notes, frag


if __name__ == "__main__":
    GOLDEN.parent.mkdir(parents=True, exist_ok=True)
    GOLDEN.write_bytes(gzip.compress(json.dumps(everything(), sort_keys=True).encode(), mtime=0))
    print(f"wrote {GOLDEN} ({GOLDEN.stat().st_size} bytes)")
