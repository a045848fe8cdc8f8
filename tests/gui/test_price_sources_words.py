"""Settings › Price sources in the interface language (walk 24): the Cloud column showed the file's ids (gcp,
lambda, nebius) and a refused row named the file's columns ("“provider”（云厂商）列", "column url"). Each cloud is
shown by its name, a name or an id typed is taken, and a problem names this table's own headings."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from gpu_advisor import text as W
from gpu_advisor.core.prices import update as up
from gpu_advisor.gui.price_sources import PriceSourcesPage


@pytest.mark.parametrize("lang, google, cloud, address", [
    ("en", "Google Cloud", "Cloud", "Address (https://, or a file on this computer)"),
    ("zh_CN", "谷歌云", "云服务商", "地址（https://，或本机上的文件）"),
], indirect=["lang"])
def test_clouds_by_name_and_problems_by_heading(qtbot, in_catalog, lang, google, cloud, address):
    page = PriceSourcesPage()
    qtbot.addWidget(page)
    shown = [page.model.item(r, 1).text() for r in range(page.model.rowCount())]
    ids = [s.provider for s in up.default_sources()]
    assert google in shown and not set(ids) & set(shown), shown
    assert page.sources() == up.default_sources()  # the names shown stand for the ids
    assert page.model.headerData(1, Qt.Orientation.Horizontal) == cloud
    page.add_row()
    r = page.model.rowCount() - 1
    page.model.item(r, 2).setText("not a url")
    assert not page.save()
    text = page.message.text()
    assert f"“{cloud}”" in text and f"“{address}”" in text, text
    for raw in ("provider", "column url", "“url”", "列"):
        assert raw not in text, text
    page.model.item(r, 1).setText(W.provider_name(None, "azure").upper())  # a cloud's name typed, any case
    page.model.item(r, 2).setText("https://prices.example.com/azure/vms.csv")
    assert page.save()
    srcs, problems = up.load_sources()
    assert not problems and srcs[-1] == up.PriceSource("azure", "https://prices.example.com/azure/vms.csv")


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_a_second_source_in_use_for_a_cloud_is_said_when_added_and_refused(qtbot, in_catalog, lang, tmp_path):
    """Two sources in use for one cloud: an update read the first and ignored the second, unsaid (minor25). The
    second is marked as soon as its cloud is typed, saving refuses it naming the row, and a source turned off (a
    mirror kept for later) is fine."""
    page = PriceSourcesPage()
    qtbot.addWidget(page)
    nebius = W.provider_name(None, "nebius")
    page.add_row()
    r = page.model.rowCount() - 1
    page.model.item(r, 2).setText("https://mirror.example.com/nebius/vms.csv")
    page.model.item(r, 1).setText(nebius)
    said = page.message.text()
    assert f"“{nebius}”" in said and page.model.item(r, 1).toolTip() == said, said
    assert ("an update reads only that one" in said) if lang == "en" else ("更新时只读取那一个" in said)
    assert not page.save() and f"“{nebius}”" in page.message.text() and "nebius" not in page.message.text()
    page.model.item(r, 0).setCheckState(Qt.CheckState.Unchecked)  # turned off: kept for later
    assert page.message.text() == "" and page.save()
    # a file with the two in use (written by hand, or before this check): the second is said and left out
    path = tmp_path / "price_sources.csv"
    path.write_text("provider,url,enabled\nnebius,https://a.example.com/nebius/vms.csv,true\n"
                    "Nebius,https://b.example.com/nebius/vms.csv,true\n", encoding="utf-8")
    srcs, problems = up.load_sources(path)
    assert [s.url for s in srcs] == ["https://a.example.com/nebius/vms.csv"]
    [p] = problems
    assert (p.code, p.row, p.column, p.value) == ("update_source_twice", 3, "provider", "Nebius")
