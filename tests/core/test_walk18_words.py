"""Walk 18, small words found by testers walking the app and the command line (one test per defect)."""

from __future__ import annotations

import json

from gpu_advisor import text as W
from gpu_advisor.core.base.notes_warnings import IoBound

# an image model across servers, fastest: p4de.24xlarge servers with their own NVMe disks hold the data
FASTEST_CV = {"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 50},
              "deadline_hours": 100, "budget": {"amount": 100000, "currency": "CNY", "per": "month"},
              "preferences": {"objective": "fastest"}}


def test_the_servers_own_nvme_disk_reads_in_lower_case_mid_sentence(tmp_path, capsys):
    """The host line read "data disk 100 GB on Local NVMe SSD": the label's capital inside a sentence."""
    from gpu_advisor.cli import main
    path = tmp_path / "fastest.json"
    path.write_text(json.dumps(FASTEST_CV), encoding="utf-8")
    assert main(["recommend", str(path), "--lang", "en"]) == 0
    host = next(x for x in capsys.readouterr().out.splitlines() if x.startswith("Host per server:"))
    assert "data disk 100 GB on local NVMe SSD," in host, host
    with W.using_language("en"):
        assert W.storage_name("local_nvme") == "Local NVMe SSD"  # (a label, as the card shows it)
        io = W.describe_note(IoBound(read_mb_s=7000, storage="local NVMe (instance)"), "USD")
        assert "The storage (local NVMe SSD, 7,000 MB/s)" in io, io
        assert W.product_in_text("EBS gp3") == "EBS gp3"  # a provider's product name as written
    with W.using_language("zh_CN"):
        assert W.product_in_text("local NVMe (instance)") == "本地 NVMe 固态盘"
