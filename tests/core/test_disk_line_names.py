"""A disk's cost line names the disk a user orders: its product, its tier at its size and its size on each server
("Premium SSD (P-series) P10, 100 GB"; "ESSD PL1, 100 GB"), in the command line's cost lines, the card's Cost lines
tab, the PDF's Product column and the CSV (``size_gb``, ``tier``). Before, the command line said "Data disk
0.138 GB-months × ¥1.19" and nobody could tell which disk was priced."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

from gpu_advisor import text as W
from gpu_advisor.core.export.proposal import proposal_rows
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.messages import recommendation_lines

ROOT = Path(__file__).resolve().parents[2]
TODAY = dt.date(2026, 12, 2)


def _rec(cat, provider: str):
    obj = json.loads((ROOT / "examples" / "lora-7b-finetune.json").read_text(encoding="utf-8"))
    obj.setdefault("preferences", {})["providers"] = [provider]
    return recommend(cat, parse_scenario(obj, cat, "lora"), today=TODAY)


def _disks(opt):
    return {ln.item: ln for ln in opt.cost_lines if ln.item in ("system_disk", "data_disk") and not ln.included}


def test_an_azure_disk_line_names_its_tier_and_size(cat):
    opt = _rec(cat, "azure").recommendation
    sys = _disks(opt)["system_disk"]
    assert (sys.product, sys.tier, sys.size_gb) == ("Premium SSD (P-series)", "P10", opt.host.system_disk_gb)
    assert sys.to_dict()["size_gb"] == 100 and sys.to_dict()["tier"] == "P10"
    with W.using_language("en"):
        assert W.line_product(sys) == "Premium SSD (P-series) P10, 100 GB"
        assert W.line_product(sys.to_dict()) == "Premium SSD (P-series) P10, 100 GB"
    with W.using_language("zh_CN"):
        assert W.line_product(sys).endswith("P10，100 GB")


def test_a_formula_disk_has_no_tier_and_the_cli_names_it(cat):
    rec = _rec(cat, "alibaba")
    lines = _disks(rec.recommendation)
    assert all(ln.tier == "" and ln.size_gb == 100 for ln in lines.values())  # ESSD PL1: a formula, no tier
    with W.using_language("en"):
        assert W.line_product(lines["system_disk"]) == "ESSD PL1, 100 GB"
        out = "\n".join(recommendation_lines(rec.to_dict(), "en", cat, rec=rec))
    assert "System disk (ESSD PL1, 100 GB)" in out and "Data disk (ESSD PL1, 100 GB)" in out


def test_the_csv_gives_each_disk_line_its_size_and_tier(cat):
    rec = _rec(cat, "azure")
    rows = [r for r in proposal_rows(rec, cat) if r.get("option") == "recommendation"]
    disk = [r for r in rows if r["item"] == "system_disk"][0]
    assert (disk["product"], disk["size_gb"], disk["tier"]) == ("Premium SSD (P-series)", 100, "P10")
    other = [r for r in rows if r["item"] == "gpu_instance"][0]
    assert other["size_gb"] is None and other["tier"] is None


def test_a_gcp_a4_disk_is_hyperdisk_without_a_price_not_pd_ssd(cat):
    """GCP A4 and A3 Ultra take Hyperdisk Balanced only (instance_disks.csv): their disks were priced as Persistent
    Disk pd-ssd, a disk they cannot have. Hyperdisk's price is not in the sources: the lines have none (the total
    says some lines are unpriced), and the data is read at Hyperdisk Balanced's included 140 MB/s."""
    from gpu_advisor.core.catalog import cost as C
    assert C.instance_disk_product(cat, "gcp", "a4-highgpu-8g") == "Hyperdisk Balanced"
    assert C.instance_disk_product(cat, "gcp", "a3-ultragpu-8g") == "Hyperdisk Balanced"
    assert C.instance_disk_product(cat, "gcp", "a3-megagpu-8g") == ""
    rec = _rec(cat, "gcp")
    opts = [o for o in (rec.recommendation, *rec.alternatives) if o is not None]
    a4 = [o for o in opts if o.instance_type.startswith(("a4-", "a3-ultragpu-"))]
    others = [o for o in opts if not o.instance_type.startswith(("a4-", "a3-ultragpu-"))]
    assert a4 and others
    for o in a4:
        for ln in _disks(o).values():
            assert (ln.product, ln.unit_price, ln.cost) == ("Hyperdisk Balanced", None, None)
        assert not o.complete and o.storage_product == "Hyperdisk Balanced" and o.estimate["read_mb_s"] == 140
    for o in others:
        assert all(ln.product.startswith("Persistent Disk") and ln.cost is not None for ln in _disks(o).values())


def test_a_disk_larger_than_one_volume_is_several(cat):
    """AWS gp3 holds 1 GiB to 16 TiB a volume (the EC2 User Guide's SSD table, disk_tiers.csv size_gib_min and
    size_gib_max): a 20,100 GB data disk (18,720 GiB) is two volumes, which the line names; the price per GB is the
    same either way. A product without rows (Hyperdisk Balanced) is one volume."""
    from gpu_advisor.core.catalog import cost as C
    from gpu_advisor.core.catalog import disk_tiers as DT
    assert DT.minimum_gib(cat, "aws", "EBS gp3") == 1 and DT.maximum_gib(cat, "aws", "EBS gp3") == 16384
    assert DT.volumes(cat, "aws", "EBS gp3", 17000) == 1 and DT.volumes(cat, "aws", "EBS gp3", 20100) == 2
    assert DT.volumes(cat, "azure", "Premium SSD (P-series)", 100) == 1
    assert DT.volumes(cat, "gcp", "Hyperdisk Balanced", 1e6) == 1
    line = C.CostLine("data_disk", 10.0, "GB-month", 0.08, 0.8, "EBS gp3", size_gb=20100.0, volumes=2)
    assert line.to_dict()["volumes"] == 2 and "volumes" not in C.CostLine("data_disk", 1, "GB-month", 1, 1).to_dict()
    with W.using_language("en"):
        assert W.line_product(line) == "EBS gp3, 2 × 10,050 GB"
