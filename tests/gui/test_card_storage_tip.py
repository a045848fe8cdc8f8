"""The card's storage tooltip says what the storage is once (it read 'Local NVMe SSD · Local NVMe SSD' where the
servers' own disks hold the data: the engine's product of those disks is named by their kind), then the product
when it is another name and the read rate the estimate used, in either language."""

from __future__ import annotations

import pytest

from gpu_advisor import text as W
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui.result_card import Card
from gpu_advisor.gui.table_model import plain_tip

# an image model across servers, fastest: servers with their own NVMe disks hold the data (walk 17's case)
FASTEST_CV = {"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 50},
              "deadline_hours": 100, "budget": {"amount": 100000, "currency": "CNY", "per": "month"},
              "preferences": {"objective": "fastest", "providers": ["aws"]}}
CHEAPEST_CV = {**FASTEST_CV, "preferences": {"currency": "CNY"}}


def _tip(qtbot, cat, case) -> tuple[str, object]:
    sc = parse_scenario(case, cat)
    opt = recommend(cat, sc).recommendation
    card = Card()
    qtbot.addWidget(card)
    card.show_option(opt, cat, True, sc)
    return card.values["storage"].toolTip(), opt


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_the_servers_own_disks_are_named_once_with_their_rate(qtbot, cat, lang):
    tip, opt = _tip(qtbot, cat, FASTEST_CV)
    assert opt.storage == "local_nvme"
    kind = W.storage_name("local_nvme")
    assert tip.count(kind) == 1, tip
    assert tip == plain_tip({"en": "Local NVMe SSD: each server's own disks, read at 7,000 MB/s per server.",
                             "zh_CN": "本地 NVMe 固态盘：每台服务器自带的磁盘，每台读取 7,000 MB/s。"}[lang])


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_a_cloud_disk_names_its_product_and_rate(qtbot, cat, lang):
    tip, opt = _tip(qtbot, cat, CHEAPEST_CV)
    assert opt.storage == "block"
    rate = W.number(opt.estimate["read_mb_s"], 0)
    # the disk's tier at its size after its product (disk_tiers.csv: a 100 GB Premium SSD is P10, 100 MB/s)
    disk = " ".join(x for x in (W.product_name(opt.storage_product), opt.estimate.get("disk_tier")) if x)
    assert opt.estimate.get("disk_tier") == "P10" and opt.estimate["read_mb_s"] == 100
    assert tip == plain_tip({"en": f"Cloud disk (block storage): {disk}, read at {rate} MB/s per server.",
                             "zh_CN": f"云盘（块存储）：{disk}，每台读取 {rate} MB/s。"
                             }[lang])


def test_the_tip_without_a_product_or_a_rate(qapp):
    with W.using_language("en"):
        assert W.storage_tip("block", "", None) == "Cloud disk (block storage)"
        assert W.storage_tip("block", "network storage (typical)", float("nan")) == (
            "Cloud disk (block storage): network storage (typical).")
        assert W.storage_tip("local_nvme", "local NVMe (instance)", None) == "Local NVMe SSD: each server's own disks."
        assert W.storage_tip("block", "Odd %2 name", 350.0) == "Cloud disk (block storage): Odd %2 name, read at 350 MB/s per server."
