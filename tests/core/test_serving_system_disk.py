"""A service's system disk by a serving rule (walk 23): Llama-3.1-405B served on Alibaba got a 4,100 GB system disk
on every server (host_rules "system disk = model x 5", seed 001's room for a training's model and checkpoints),
¥80,480 a month, said nowhere, while the weights sat on the 900 GB data disk. A service keeps no checkpoints: its
system disk is the operating system and the serving image (defaults.csv serving_os_gb, serving_image_gb, with
their sources), the weights on the data disk; the card, the command line and the CSV say what sized it."""

from __future__ import annotations

import csv
import io

import pytest

from gpu_advisor import text as words
from gpu_advisor.core.catalog.host import size_host
from gpu_advisor.core.export.proposal import csv_bytes


@pytest.fixture(scope="module")
def served(served_405b_cn):
    return served_405b_cn  # (tests/core/conftest.py: SERVE_405B_CN, priced once per process)


@pytest.fixture
def lang():
    yield words.set_language
    words.set_language(None)


def test_the_serving_rule_is_a_sourced_catalog_row(cat):
    d = cat["defaults"].set_index("name")
    row = d.loc["serving_os_gb"]
    assert float(row["value"]) > 0 and str(row["source"]).strip() and "checkpoints" in str(row["notes"])
    rules = cat["host_rules"]
    inf = rules[(rules["rule_set"] == "seed001_formula") & (rules["task"] == "inference")].iloc[0]
    assert str(inf["system_disk_x_model"]) in ("", "nan", "None")  # not a training's model x 5
    assert "serving_os_gb" in str(inf["notes"])


def test_a_servers_system_disk_holds_the_os_and_the_image_not_the_weights_again(cat):
    d = cat["defaults"].set_index("name")
    os_gb, image = float(d.at["serving_os_gb", "value"]), float(d.at["serving_image_gb", "value"])
    h = size_host(cat, "A100-80GB", 8, task="inference", model_gb=810.0)
    assert h.system_disk_gb == 100 and h.data_disk_gb >= 810  # (50 + 15 rounded up to the 100 GB step)
    assert (h.system_disk_os_gb, h.system_disk_image_gb) == (os_gb, image)
    small = size_host(cat, "A10", 1, task="inference", model_gb=14.0)
    assert small.system_disk_gb == 100  # a 7B chat keeps the 100 GB it had
    # a training's system disk is still seed 001's model x 5 (its checkpoints), said by no serving figures
    train = size_host(cat, "H100", 8, task="train", model_gb=140.0)
    assert train.system_disk_gb == 700 and train.system_disk_os_gb is None


def test_the_405b_answer_pays_for_100_gb_system_disks(served):
    rec, _ = served
    opt = rec.recommendation
    assert opt.host.system_disk_gb == 100 and opt.host.data_disk_gb >= 810
    (line,) = [ln for ln in opt.cost_lines if ln.item == "system_disk"]
    assert line.quantity == 100 * opt.instances and line.cost < 2_000  # was 24,600 GB-months, ¥80,480


@pytest.mark.parametrize("code, said", [
    ("en", "the operating system (50 GB) and the serving software's image (15 GB), rounded up; the model's weights "
           "are on the data disk"),
    ("zh_CN", "操作系统（50 GB）和推理服务软件镜像（15 GB），向上取整；模型权重在数据盘上"),
])
def test_the_card_words_and_the_csv_say_what_sized_it(served, cat, lang, code, said):
    rec, sc = served
    lang(code)
    assert words.system_disk_sizing(rec.recommendation.host) == said
    assert words.system_disk_sizing(rec.to_dict()["recommendation"]["host"]) == said  # (a saved answer too)
    data = csv_bytes(rec, cat, labels=words.csv_labels(), words=lambda c, v: words.csv_value(c, v, "CNY"))
    rows = list(csv.reader(io.StringIO(data.decode("utf-8-sig"))))
    head = rows[0]
    col = head.index(words.csv_labels()["sized_by"])
    item = head.index(words.csv_labels()["item"])
    system = [r for r in rows[1:] if r[item] == words.item_name("system_disk")]
    assert system and all(r[col] == said for r in system)
    assert all(r[col] == "" for r in rows[1:] if r[item] != words.item_name("system_disk"))
    machine = list(csv.reader(io.StringIO(csv_bytes(rec, cat).decode("utf-8-sig"))))
    at = machine[0].index("sized_by")
    assert "system_disk_os_gb=50;system_disk_image_gb=15" in {r[at] for r in machine[1:]}
