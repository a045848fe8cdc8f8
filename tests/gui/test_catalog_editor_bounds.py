"""What the catalog editor says about figures it keeps but the recommendation cannot use (a fraction of a GPU) and
refuses the figures no real offer has (a network of 1e12 Gbit/s, a price of 1e15), with one clear message each."""

from __future__ import annotations

from PySide6.QtCore import Qt


def test_a_fraction_of_a_gpu_is_stored_with_a_warning_that_says_it_is_left_out(qtbot, editor):
    m = editor.models["instances"]
    warned, refused = [], []
    m.warned.connect(warned.append)
    m.refused.connect(refused.append)
    col = m.columns.index("gpu_count")
    assert m.setData(m.index(0, col), "1.5")
    assert m.data(m.index(0, col), Qt.ItemDataRole.EditRole) == "1.5" and not refused
    assert len(warned) == 1 and warned[0].startswith("1.5 GPUs: a fraction of a GPU (a vGPU slice)")
    assert "left out of recommendations" in warned[0] and editor.message.text() == warned[0]
    assert m.setData(m.index(0, col), "2")  # a whole count says nothing
    assert len(warned) == 1


def test_a_network_or_price_no_real_offer_has_is_refused_once(qtbot, editor):
    m = editor.models["instances"]
    refused = []
    m.refused.connect(refused.append)
    for column, text in (("network_gbps", "1e12"), ("on_demand_hour", "1e15"), ("monthly", "1e15")):
        before = m.data(m.index(0, m.columns.index(column)), Qt.ItemDataRole.EditRole)
        assert not m.setData(m.index(0, m.columns.index(column)), text)
        assert m.data(m.index(0, m.columns.index(column)), Qt.ItemDataRole.EditRole) == before
        assert refused[-1].code == "above_max"
        shown = editor.message.text()
        assert shown.startswith("Not changed") and "maximum" in shown, shown
    # a real figure of the fastest shapes still goes in
    assert m.setData(m.index(0, m.columns.index("network_gbps")), "3200")
    assert m.setData(m.index(0, m.columns.index("on_demand_hour")), "98.32")
