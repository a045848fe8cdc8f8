"""Importing SkyPilot's vms.csv: rows produced, rows not imported, malformed files, the CLI path."""

from __future__ import annotations

import csv
import datetime as dt
import io
import os

import pandas as pd
import pytest

from gpu_advisor.cli import main
from gpu_advisor.core.catalog.sources import cite
from gpu_advisor.core.prices import skypilot as sp
from gpu_advisor.core.catalog.store import CatalogStore
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.catalog.schema import TABLES
from gpu_advisor.core.catalog.tableio import format_table

from ..support import tree_digest

TODAY = dt.date(2026, 11, 30)
HEADER = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region,AvailabilityZone"


def gpu_info(name: str, count, mib: int) -> str:
    """GpuInfo as SkyPilot writes it: Python quoting, per-GPU memory in MiB, CSV-quoted."""
    return (f"\"{{'Gpus': [{{'Name': '{name}', 'Manufacturer': 'NVIDIA', 'Count': {count}, "
            f"'MemoryInfo': {{'SizeInMiB': {mib}}}}}], 'TotalGpuMemoryInMiB': {int(mib * float(count))}}}\"")


A10G = gpu_info("A10G", 1, 22888)

# AWS style: one row per availability zone, extra trailing columns, a Local Zone, CPU and Inferentia
# rows. eu-central-1 is not in the bundled catalog, so these rows are new.
AWS = "\n".join([
    HEADER + ",Arch",
    f"g5.xlarge,A10G,1.0,4.0,16.0,{A10G},1.2,0.5,eu-central-1,euc1-az1,x86_64",          # row 2
    f"g5.xlarge,A10G,1.0,4.0,16.0,{A10G},1.2,0.3,eu-central-1,euc1-az2,x86_64",          # row 3
    f"g5.xlarge,A10G,1.0,4.0,16.0,{A10G},1.2,0.4,eu-central-1,euc1-az3,x86_64",          # row 4
    f"g5.xlarge,A10G,1.0,4.0,16.0,{A10G},1.5,0.1,eu-central-1,euc1-ham1-az1,x86_64",     # row 5: Local Zone
    f"g5.2xlarge,A10G,1.0,8.0,32.0,{A10G},1.0,,eu-central-1,euc1-az1,x86_64",            # row 6
    f"g5.2xlarge,A10G,1.0,8.0,32.0,{A10G},1.2,,eu-central-1,euc1-az2,x86_64",            # row 7
    "m5.large,,,2.0,8.0,,0.115,0.04,eu-central-1,euc1-az1,x86_64",                        # row 8: no GPU
    "inf2.xlarge,Inferentia2,1.0,4.0,16.0,,0.99,0.3,eu-central-1,euc1-az1,x86_64",        # row 9: unknown
    f"g5.4xlarge,A10G,1.0,16.0,64.0,{A10G},,,eu-central-1,euc1-az1,x86_64",              # row 10: no price
    "g5.metal,A10G,0,4.0,16.0,,0.4,0.1,eu-central-1,euc1-az1,x86_64",                     # row 11: count 0
]) + "\n"

# GCP style, with the real us-central1 a2-highgpu-8g figures of the bundled reference data
# (SkyPilot catalog v9: VM 5.91582 / spot 2.36604, 8x A100 23.47126 / spot 13.05812).
A100x8 = gpu_info("A100", 8.0, 40960)
GCP = "\n".join([
    "InstanceType,vCPUs,MemoryGiB,AcceleratorName,AcceleratorCount,GpuInfo,Region,AvailabilityZone,Price,SpotPrice",
    "a2-highgpu-8g,96.0,680.0,,,,us-central1,us-central1-a,5.91582,2.36604",              # row 2
    "a2-highgpu-8g,96.0,680.0,,,,us-central1,us-central1-b,5.91582,2.36604",              # row 3
    f",,,A100,8.0,{A100x8},us-central1,us-central1-a,23.47126,13.05812",                  # row 4
    f",,,A100,8.0,{A100x8},us-central1,us-central1-b,23.47126,13.05812",                  # row 5
    "g2-standard-24,24.0,96.0,,,,us-central1,us-central1-a,1.0,0.4",                      # row 6: no 2x L4 row
    f",,,T4,1.0,{gpu_info('T4', 1.0, 16384)},us-central1,us-central1-a,0.35,0.07",         # row 7: GPU only
    "n1-standard-8,8.0,30.0,,,,us-central1,us-central1-a,0.38,0.08",                      # row 8: no GPU
    "a2-highgpu-1g,12.0,85.0,,,,me-west1,me-west1-a,0.9,0.3",                             # row 9: ambiguous
    f",,,A100,1.0,{gpu_info('A100', 1.0, 40960)},me-west1,me-west1-a,3.0,1.0",            # row 10
    f",,,A100,1.0,{gpu_info('A100', 1.0, 40960)},me-west1,me-west1-a,3.5,1.0",            # row 11
    "a3-megagpu-8g,208.0,1872.0,,,,me-west1,me-west1-a,10.0,3.0",                          # row 12
    f",,,H100-MEGA,8.0,{gpu_info('H100-MEGA', 8.0, 81920)},me-west1,me-west1-a,20.0,6.0",  # row 13
]) + "\n"


@pytest.fixture
def cat():
    return load_bundled()


def write(tmp_path, rel: str, text: str):
    f = tmp_path / rel
    f.parent.mkdir(parents=True, exist_ok=True)
    f.write_text(text, encoding="utf-8")
    return f


def plan_of(cat, f, provider=None):
    return sp.plan_skypilot_import(cat, f.read_bytes(), str(f), provider, today=TODAY)


def row(plan, instance_type, region):
    df = plan.frame
    hit = df[(df["instance_type"] == instance_type) & (df["region"] == region)]
    assert len(hit) == 1, (instance_type, region, df[["instance_type", "region"]])
    return hit.iloc[0]


def codes(problems):
    return [(p.code, p.row, p.column, p.value) for p in problems]


# --------------------------------------------------------------------------- parsing


def test_header_detection_and_gpu_info_parsing():
    assert sp.is_skypilot_header(HEADER.split(","))
    assert sp.is_skypilot_header(["instancetype", "Price", "Region", "AcceleratorName", "Extra"])
    assert not sp.is_skypilot_header(TABLES["instances"].column_names)
    assert sp.sniff_header(("\ufeff" + HEADER + "\n").encode()) == tuple(HEADER.split(","))

    info = sp.parse_gpu_info("{'Gpus': [{'Name': 'A100', 'Manufacturer': 'NVIDIA', 'Count': 8.0, "
                             "'MemoryInfo': {'SizeInMiB': 40960}}], 'TotalGpuMemoryInMiB': 327680}")
    assert sp.gpu_memory_mib(info, 8) == 40960
    assert sp.gpu_memory_mib(sp.parse_gpu_info('{"Gpus": [{"MemoryInfo": {"SizeInMiB": 24576}}], "x": true}'), 1) \
        == 24576  # JSON (true is not Python)
    # Lambda's total is one GPU's memory: the per-GPU figure wins.
    assert sp.gpu_memory_mib(sp.parse_gpu_info("{'Gpus': [{'Count': 8.0, 'MemoryInfo': {'SizeInMiB': 16384}}], "
                                               "'TotalGpuMemoryInMiB': 16384}"), 8) == 16384
    assert sp.gpu_memory_mib(sp.parse_gpu_info("{'Gpus': [{'MemoryInfo': {'SizeInMiB': 0}}], "
                                               "'TotalGpuMemoryInMiB': 0}"), 1) is None  # Nebius: unknown
    assert sp.parse_gpu_info("A100-80GB") == "A100-80GB"  # RunPod v6, TPUs
    assert sp.gpu_memory_mib(sp.parse_gpu_info("{'Gpus': [oops"), 1) is None
    assert sp.gpu_host_for("a2-ultragpu-4g") == ("A100-80GB", 4)
    assert sp.gpu_host_for("a3-ultragpu-8g-nolssd") == ("H200", 8)
    assert sp.gpu_host_for("g2-standard-48") == ("L4", 4)
    assert sp.gpu_host_for("n1-standard-8") is None


# --------------------------------------------------------------------------- rows produced


def test_aws_zones_summarised_into_one_row_per_region(cat, tmp_path):
    plan = plan_of(cat, write(tmp_path, "aws/vms.csv", AWS))
    assert plan.ok and plan.provider == "aws" and plan.rows_read == 10
    assert (plan.added, plan.changed, plan.unchanged) == (2, 0, 0)

    r = row(plan, "g5.xlarge", "eu-central-1")
    assert (r["gpu"], r["gpu_count"], r["gpu_memory_gb"], r["vcpus"], r["ram_gb"]) == ("A10G", 1, 22.4, 4, 16)
    assert r["currency"] == "USD" and r["on_demand_hour"] == 1.2
    assert r["spot_hour"] == 0.4  # median of 0.5, 0.3, 0.4; the Local Zone's 0.1 left out
    assert r["source"] == "skypilot-2026-11-30-vms-csv" and r["as_of"] == "2026-11-30"
    c = cite(plan.result, r["source"])[0]  # the file is a source a reader of a proposal can see
    assert c.known and (c.kind, c.title, c.date) == ("imported", "SkyPilot catalog file vms.csv", "2026-11-30")
    assert r["notes"].startswith("imported 2026-11-30; the file carries no date")
    assert "spot = median over 3 zones; cheapest zone euc1-az2 0.3" in r["notes"]
    assert "Local/Wavelength Zones left out: euc1-ham1-az1" in r["notes"]
    assert plan.source_rows[list(plan.frame["instance_type"]).index("g5.xlarge")] == [2, 3, 4, 5]

    r2 = row(plan, "g5.2xlarge", "eu-central-1")
    assert r2["on_demand_hour"] == 1.1 and pd.isna(r2["spot_hour"])
    assert "on-demand differs across zones (1-1.2); median used" in r2["notes"]

    # Merged into the catalog: every bundled row is still there, the new ones at the end.
    old, new = cat["instances"], plan.result["instances"]
    assert len(new) == len(old) + 2
    assert format_table(new.head(len(old)), TABLES["instances"]).equals(format_table(old, TABLES["instances"]))


def test_rows_not_imported_are_listed_with_row_column_and_value(cat, tmp_path):
    plan = plan_of(cat, write(tmp_path, "aws/vms.csv", AWS))
    assert codes(plan.unmapped) == [
        ("skypilot_no_accelerator", 8, "AcceleratorName", "m5.large"),
        ("skypilot_unknown_accelerator", 9, "AcceleratorName", "Inferentia2"),
        ("skypilot_no_price", 10, "Price", "g5.4xlarge"),
        ("skypilot_no_accelerator_count", 11, "AcceleratorCount", "0"),
    ]
    assert all(p.severity == "warning" and p.file == str(tmp_path / "aws/vms.csv") for p in plan.unmapped)
    assert plan.errors == []


def test_gcp_vm_and_gpu_rows_summed_only_when_unambiguous(cat, tmp_path):
    plan = plan_of(cat, write(tmp_path, "gcp/vms.csv", GCP))
    assert plan.ok and plan.provider == "gcp"
    r = row(plan, "a2-highgpu-8g", "us-central1")
    assert (r["gpu"], r["gpu_count"], r["gpu_memory_gb"], r["vcpus"], r["ram_gb"]) == ("A100", 8, 40, 96, 680)
    assert r["on_demand_hour"] == 29.38708 and r["spot_hour"] == 15.42416  # as in the bundled catalog
    assert "total = VM 5.91582 + 8xA100 23.47126 (spot VM 2.36604 + GPU 13.05812)" in r["notes"]
    mega = row(plan, "a3-megagpu-8g", "me-west1")
    assert mega["gpu"] == "H100" and mega["on_demand_hour"] == 30 and mega["spot_hour"] == 9  # H100-MEGA alias
    assert codes(plan.unmapped) == [
        ("skypilot_vm_gpu_missing", 6, "InstanceType", "g2-standard-24"),
        ("skypilot_gpu_only_row", 7, "AcceleratorName", "1.0x T4"),
        ("skypilot_no_accelerator", 8, "AcceleratorName", "n1-standard-8"),
        ("skypilot_vm_gpu_ambiguous", 9, "InstanceType", "a2-highgpu-1g"),
        ("skypilot_gpu_only_row", 10, "AcceleratorName", "1.0x A100"),
        ("skypilot_gpu_only_row", 11, "AcceleratorName", "1.0x A100"),
    ]
    # The bundled row has the same prices: left untouched (its notes and provenance stay).
    assert (plan.added, plan.changed, plan.unchanged) == (1, 0, 1)


def test_a_new_price_updates_the_row_but_keeps_the_catalogs_hardware(cat, tmp_path):
    # us-east-1 g5.xlarge is bundled (1.006 on demand, local disk 250 GB); the file says 8 vCPUs.
    text = "\n".join([HEADER,
                      f"g5.xlarge,A10G,1.0,8.0,16.0,{A10G},1.1,0.45,us-east-1,use1-az1",
                      f"g5.xlarge,A10G,1.0,8.0,16.0,{A10G},1.1,0.35,us-east-1,use1-az2"]) + "\n"
    plan = plan_of(cat, write(tmp_path, "aws/vms.csv", text))
    assert plan.ok and (plan.added, plan.changed, plan.unchanged) == (0, 1, 0)
    assert codes(plan.warnings) == [("skypilot_spec_differs", 2, "vcpus", "g5.xlarge")]
    assert plan.warnings[0].detail == {"region": "us-east-1", "file_value": "8", "catalog_value": "4",
                                       "figure": "vcpus"}
    from gpu_advisor.text import using_language
    from gpu_advisor.text.catalog_names import column_name
    from gpu_advisor.text.problems import describe_what
    with using_language("en"):  # which figure the numbers are (walk 18: "(the file: 200, your catalog: 225)")
        assert f"{column_name('vcpus')}: the file: 8, your catalog: 4" in describe_what(plan.warnings[0])
    inst = plan.result["instances"]
    r = inst[(inst["provider"] == "aws") & (inst["region"] == "us-east-1") & (inst["instance_type"] == "g5.xlarge")]
    r = r.iloc[0]
    assert (r["on_demand_hour"], r["spot_hour"], r["vcpus"], r["local_disk_gb"]) == (1.1, 0.4, 4, 250)
    assert r["source"] == "skypilot-2026-11-30-vms-csv" and r["as_of"] == "2026-11-30"
    assert "local_disk_gb: instance-store layout" in r["notes"] and "cheapest AZ 0.4423" not in r["notes"]
    assert len(inst) == len(cat["instances"])


def test_new_region_of_a_known_type_keeps_the_catalogs_gpu(cat, tmp_path):
    # Real RunPod v6 rows (catalogs/v6/runpod/vms.csv @ 098741e): SkyPilot's A100-80GB is RunPod's PCIe card.
    text = ("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Region,SpotPrice,Price\n"
            "1x_A100-80GB_SECURE,A100-80GB,1.0,8.0,80.0,A100-80GB,CA,,1.99\n"
            "1x_A100-80GB_SECURE,A100-80GB,1.0,8.0,80.0,A100-80GB,US,,1.99\n")
    plan = plan_of(cat, write(tmp_path, "runpod/vms.csv", text))
    assert plan.ok and (plan.added, plan.changed, plan.unchanged) == (1, 0, 1)
    inst = plan.result["instances"]
    ca = inst[(inst["provider"] == "runpod") & (inst["region"] == "CA")].iloc[0]
    assert (ca["gpu"], ca["gpu_memory_gb"], ca["on_demand_hour"]) == ("A100-80GB-PCIE", 80, 1.99)
    assert pd.isna(ca["ram_gb"])  # v6: MemoryGiB is GPU memory, not host RAM
    # One naming rule (gpu_names.csv): the file's name already maps to the PCIe card, so nothing differs.
    assert plan.warnings == []


# --------------------------------------------------------------------------- provider


def test_provider_from_argument_alias_or_path(cat, tmp_path):
    flat = write(tmp_path, "downloads/vms.csv", AWS)
    plan = plan_of(cat, flat)
    assert plan.result is None and [(p.code, p.severity) for p in plan.errors] == [("skypilot_provider_unknown",
                                                                                   "error")]
    assert "aws" in plan.errors[0].detail["providers"]
    assert plan_of(cat, flat, "Amazon").provider == "aws"  # alias from providers.csv
    bad = plan_of(cat, flat, "amazn")
    assert [(p.code, p.value) for p in bad.errors] == [("skypilot_provider_not_found", "amazn")]
    assert plan_of(cat, write(tmp_path, "skypilot-catalog/catalogs/v9/gcp/vms.csv", GCP)).provider == "gcp"
    assert plan_of(cat, write(tmp_path, "x/lambda_vms.csv", AWS)).provider == "lambda"


# --------------------------------------------------------------------------- malformed files


def test_malformed_file_is_rejected_naming_row_and_column(cat, tmp_path):
    """A record with a wrong number of fields refuses the file (its cells do not line up with the columns); the rows
    with a number that cannot be read are each named as well, as rows not usable."""
    lines = AWS.splitlines()
    lines[2] = lines[2].replace(",1.2,0.3,", ",1,2,0.3,")  # an extra field
    lines[3] = lines[3].replace(",1.2,0.4,", ",abc,0.4,")
    lines[6] = lines[6].replace(",1.2,,", ",1.2,-0.2,")
    plan = plan_of(cat, write(tmp_path, "aws/vms.csv", "\n".join(lines) + "\n"))
    assert plan.result is None and not plan.ok
    assert codes(plan.errors) == [("field_count", 3, None, None)]
    assert codes(plan.warnings) == [("not_a_number", 4, "Price", "abc"), ("below_min", 7, "SpotPrice", "-0.2")]

    no_price = plan_of(cat, write(tmp_path, "aws/vms.csv", AWS.replace("GpuInfo,Price,", "GpuInfo,Cost,")))
    assert codes(no_price.errors) == [("skypilot_missing_column", 1, "Price", None)]

    nothing = plan_of(cat, write(tmp_path, "aws/vms.csv", "\n".join(AWS.splitlines()[:1] + AWS.splitlines()[7:9])))
    assert [p.code for p in nothing.errors] == ["skypilot_nothing_mapped"] and nothing.result is None


def _with_cells(text: str, *cells: tuple[int, str, str]) -> str:
    """``text`` (a vms.csv) with cells replaced: (file row, column, new value)."""
    rows = list(csv.reader(io.StringIO(text)))
    head = rows[0]
    for r, col, v in cells:
        rows[r - 1][head.index(col)] = v
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(rows)
    return out.getvalue()


def test_a_row_with_a_number_that_cannot_be_read_is_not_usable_and_the_rest_is_used(cat, tmp_path):
    """Walk 21: a price "abc" in one row refused the whole file ("the price file cannot be read … row 6"). Such a row
    is not usable (its row, column and the cell shown safely); nothing of it is used; the other rows are."""
    text = _with_cells(AWS, (3, "SpotPrice", "abc"), (7, "Price", "-1"), (6, "vCPUs", "\x1b[31mred\u202e"))
    plan = plan_of(cat, write(tmp_path, "aws/vms.csv", text))
    assert plan.ok and plan.errors == []
    assert codes(plan.unmapped)[:3] == [("not_a_number", 3, "SpotPrice", "abc"),
                                        ("not_a_number", 6, "vCPUs", "\\u001b[31mred\\u202e"),
                                        ("below_min", 7, "Price", "-1")]
    assert all(p.severity == "warning" for p in plan.unmapped)
    # g5.xlarge from rows 2 and 4 only: row 3's spot 0.3 is not in the median, nor is its on-demand price
    r = row(plan, "g5.xlarge", "eu-central-1")
    assert r["spot_hour"] == 0.45 and "spot = median over 2 zones" in r["notes"]
    assert plan.source_rows[list(plan.frame["instance_type"]).index("g5.xlarge")] == [2, 4, 5]
    # g5.2xlarge: both of its rows are unusable (6: vCPUs, 7: a negative price): it is not imported at all
    assert "g5.2xlarge" not in set(plan.frame["instance_type"])
    assert plan.number_rows == {3: "g5.xlarge", 6: "g5.2xlarge", 7: "g5.2xlarge"}
    assert (plan.added, plan.changed) == (1, 0)
    assert len(plan.result["instances"]) == len(cat["instances"]) + 1


def test_a_file_whose_numbers_mostly_cannot_be_read_is_refused_saying_the_rule(cat, tmp_path):
    """More than the catalog's price_file_unreadable_share (half) of the rows with a number that cannot be read: the
    columns do not hold what they say, so the file is refused, one line saying the rule and then each row."""
    from gpu_advisor.text import using_language
    from gpu_advisor.text.problems import describe_problem
    assert sp.unreadable_share(cat) == 0.5
    bad = [(r, "Price", "n/a") for r in range(2, 8)]  # 6 of the 10 rows
    plan = plan_of(cat, write(tmp_path, "aws/vms.csv", _with_cells(AWS, *bad)))
    assert plan.result is None and not plan.ok
    assert [p.code for p in plan.errors] == ["skypilot_rows_unreadable"] + ["not_a_number"] * 6
    first = plan.errors[0]
    assert (first.detail["rows"], first.detail["total"], first.detail["percent"]) == (6, 10, 50)
    with using_language("en"):
        line = describe_problem(first)
    assert "6 of the file's 10 rows hold a price or figure that cannot be read" in line, line
    assert "more than 50% of its rows, so the file is not read as a price file" in line, line
    with using_language("zh_CN"):
        zh = describe_problem(first)
    assert "10 行中有 6 行" in zh and "50%" in zh, zh
    # exactly half is not more than half: those rows are left out, the rest is used
    half = plan_of(cat, write(tmp_path, "aws/vms.csv", _with_cells(AWS, *bad[:5])))
    assert half.ok and [p.code for p in half.unmapped].count("not_a_number") == 5


def test_a_web_page_or_another_csv_is_said_once_to_be_no_price_file(cat, tmp_path):
    """An HTML page served as vms.csv read as five 'lacks a required column' lines and nothing said it was no price
    file (walk 18)."""
    from gpu_advisor.text import using_language
    from gpu_advisor.text.problems import describe_what
    page = "<!DOCTYPE html>\n<html><head><title>Sign in</title></head><body>x</body></html>\n"
    for body, web in ((page, True), ("name,price\nfoo,1\n", False)):
        plan = plan_of(cat, write(tmp_path, "aws/vms.csv", body))
        assert [p.code for p in plan.errors] == ["skypilot_not_a_price_file"] and plan.result is None
        assert plan.errors[0].what.web_page is web
        with using_language("en"):
            text = describe_what(plan.errors[0])
        assert text.startswith("this is not a SkyPilot price file (vms.csv)") and ("web page" in text) == web
        with using_language("zh_CN"):
            assert describe_what(plan.errors[0]).startswith("这不是 SkyPilot 价格文件")


# --------------------------------------------------------------------------- the bundled AWS rows


def bundled_aws_vms_csv(cat) -> str:
    """A vms.csv built from the bundled AWS rows: three zones whose median spot is the bundled one."""
    inst = cat["instances"]
    lines = [HEADER]
    for r in inst[inst["provider"] == "aws"].itertuples(index=False):
        info = gpu_info(r.gpu, r.gpu_count, round(r.gpu_memory_gb * 1024))
        price = "" if pd.isna(r.on_demand_hour) else repr(r.on_demand_hour)
        spots = [""] * 3 if pd.isna(r.spot_hour) else [repr(r.spot_hour * 0.9), repr(r.spot_hour),
                                                        repr(r.spot_hour * 1.1)]
        for k, s in enumerate(spots):
            lines.append(f"{r.instance_type},{r.gpu},{r.gpu_count},{r.vcpus},{r.ram_gb},{info},{price},{s},"
                         f"{r.region},zone-{k}")
    return "\n".join(lines) + "\n"


def test_importing_the_bundled_aws_rows_changes_nothing(cat, tmp_path, capsys, seeded_home):
    n = int((cat["instances"]["provider"] == "aws").sum())
    f = write(tmp_path, "aws/vms.csv", bundled_aws_vms_csv(cat))
    plan = plan_of(cat, f)
    assert plan.ok and (plan.added, plan.changed, plan.unchanged) == (0, 0, n) and n > 100
    assert plan.warnings == []  # no row left out, no hardware difference
    t = TABLES["instances"]
    assert format_table(plan.result["instances"], t).equals(format_table(cat["instances"], t))

    # The file is dated by its modification time (as a web server dates it): written just now, it would confirm every
    # price as of today; dated as old as the catalog's rows, it confirms nothing and nothing changes.
    old = dt.datetime(2020, 1, 1).timestamp()
    os.utime(f, (old, old))
    store = CatalogStore()
    store.ensure()
    before = tree_digest(store.root)
    code = main(["catalog", "import", str(f)])
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    assert out.startswith(f"nothing to change: SkyPilot vms.csv for aws: {3 * n} rows read, 0 not imported; "
                          f"instances: 0 added, 0 changed, {n} unchanged")
    assert tree_digest(store.root) == before


# --------------------------------------------------------------------------- command line


def test_cli_imports_and_lists_rows_not_imported(tmp_path, capsys, seeded_home):
    store = CatalogStore()
    store.ensure()
    f = write(tmp_path, "aws/vms.csv", AWS)
    before = tree_digest(store.root)
    code = main(["catalog", "import", str(f), "--dry-run"])
    out, err = capsys.readouterr()
    assert code == 0 and out.startswith("dry run, nothing changed:") and tree_digest(store.root) == before

    code = main(["catalog", "import", str(f)])
    out, err = capsys.readouterr()
    assert code == 0
    assert out.strip() == ("imported SkyPilot vms.csv for aws: 10 rows read, 4 not imported (see the warnings "
                           "above); instances: 2 added, 0 changed, 0 unchanged; saved as gen-000002")
    lines = err.strip().splitlines()
    assert lines == [
        f"{f}, row 8, column AcceleratorName: warning: “m5.large” has no GPU; row not imported",
        f"{f}, row 9, column AcceleratorName: warning: accelerator “Inferentia2” is not a GPU in your catalog; "
        "row not imported (add the GPU or an alias in the GPUs table (gpus.csv) to bring it in)",
        f"{f}, row 10, column Price: warning: “g5.4xlarge” has neither a price nor a spot price; row not imported",
        f"{f}, row 11, column AcceleratorCount: warning: “g5.metal” has no GPU count (“0”); row not imported",
    ]
    inst = store.load()["instances"]
    got = inst[(inst["provider"] == "aws") & (inst["region"] == "eu-central-1")]
    assert sorted(got["instance_type"]) == ["g5.2xlarge", "g5.xlarge"]


def test_cli_imports_the_rest_of_a_file_with_a_price_that_is_not_a_number(tmp_path, capsys, seeded_home):
    """The row is left out with a warning naming its row, column and cell; the other rows are imported."""
    store = CatalogStore()
    store.ensure()
    f = write(tmp_path, "aws/vms.csv", AWS.replace(",1.2,0.4,", ",1.2,cheap,"))
    code = main(["catalog", "import", str(f)])
    out, err = capsys.readouterr()
    assert code == 0 and "imported SkyPilot vms.csv for aws: 10 rows read, 5 not imported" in out, (out, err)
    assert f"{f}, row 4, column SpotPrice: warning: “cheap” is not a number" in err.splitlines(), err
    inst = store.load()["instances"]
    got = inst[(inst["provider"] == "aws") & (inst["region"] == "eu-central-1")]
    assert sorted(got["instance_type"]) == ["g5.2xlarge", "g5.xlarge"]
    assert got[got["instance_type"] == "g5.xlarge"]["spot_hour"].iloc[0] == 0.4  # median of 0.5 and 0.3 (row 4 out)


def test_cli_refuses_a_malformed_file_and_changes_nothing(tmp_path, capsys, seeded_home):
    store = CatalogStore()
    store.ensure()
    before = tree_digest(store.root)
    f = write(tmp_path, "aws/vms.csv", AWS.replace(",1.2,0.4,", ",1,2,0.4,"))  # row 4: a field too many
    code = main(["catalog", "import", str(f)])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.strip().splitlines() == [
        f"{f}, row 4: this row has 12 fields but the header has 11",
        "gpu-advisor: import refused: 1 problem; your catalog is unchanged",
    ]
    assert tree_digest(store.root) == before

    flat = write(tmp_path, "vms.csv", AWS)
    code = main(["catalog", "import", str(flat)])
    _, err = capsys.readouterr()
    assert code == 2 and "pass --provider with one of: alibaba, aws, azure" in err
    code = main(["catalog", "import", str(flat), "--provider", "aws", "--replace"])
    _, err = capsys.readouterr()
    assert code == 2 and "cannot replace the whole instances table" in err
    assert tree_digest(store.root) == before

    code = main(["catalog", "import", str(flat), "--provider", "aws"])
    out, _ = capsys.readouterr()
    assert code == 0 and "2 added" in out and "saved as gen-000002" in out
