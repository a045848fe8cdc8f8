"""Each GPU model on the cost chart has a look of its own (gui/charts.py): a tester read H100-PCIE and A100-PCIE both
blue, A100-80GB and B300 both green, RTX4090 and L40S both brown (the palette had two near-identical blues, greens and
browns, and repeated after 16 models). No two models shown may share a symbol unless their colours are far apart, and
a model keeps its look while the chart is drawn again with other models beside it."""

from __future__ import annotations

import itertools

import numpy as np

from gpu_advisor.core.select.charts_data import ScatterData

# Two colours closer than this (CIE76 ΔE in CIELAB) read as one colour; the Okabe–Ito blue and sky blue are ~26 apart.
SAME_COLOUR_DE = 20.0


def _lab(c) -> tuple[float, float, float]:
    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(v) for v in (c.redF(), c.greenF(), c.blueF()))
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _delta_e(a, b) -> float:
    return float(np.linalg.norm(np.subtract(_lab(a), _lab(b))))


def _show(chart, names):
    gpus = np.array(names, dtype=object)
    hours = np.arange(1, len(names) + 1, dtype=float)
    cost = 1000.0 / hours
    data = ScatterData(hours=hours, cost=cost, gpu=gpus, row=np.arange(len(names)),
                       feasible=np.ones(len(names), bool), cost_kind="total")
    chart.set_data(data, None, hours, cost, (hours[0], cost[0]), None, None, "$")


def _looks_shown(chart) -> dict[str, tuple]:
    """GPU model -> (colour, symbol) of its points as pyqtgraph draws them, for every model with points."""
    out = {}
    for g, item in chart.scatters.items():
        pts = item.points()
        if len(pts):
            looks = {(p.brush().color().name(), p.symbol()) for p in pts}
            assert len(looks) == 1, (g, looks)  # one look for all of a model's points
            out[g] = (pts[0].brush().color(), pts[0].symbol())
    return out


def _assert_told_apart(looks: dict[str, tuple]) -> None:
    for (g1, (c1, s1)), (g2, (c2, s2)) in itertools.combinations(looks.items(), 2):
        assert s1 != s2 or _delta_e(c1, c2) >= SAME_COLOUR_DE, \
            f"{g1} and {g2} look alike: {c1.name()} / {c2.name()} ΔE {_delta_e(c1, c2):.1f}, both {s1!r}"


# the bundled catalog's GPU models, as many as a wide serving answer shows
GPUS = ["H100-PCIE", "A100-PCIE", "A100-80GB", "B300", "RTX4090", "L40S", "H100", "H200", "A40", "L4", "A10G", "T4",
        "RTXA6000", "RTX3090", "RTXA5000", "A100-80GB-PCIE", "H20", "L20", "A800-80GB", "B200", "MI300X", "V100"]


def test_no_two_gpu_models_shown_look_alike(qtbot):
    from gpu_advisor.gui.charts import CostHoursChart
    chart = CostHoursChart()
    qtbot.addWidget(chart)
    chart.resize(1000, 500)
    chart.show()
    _show(chart, GPUS)
    looks = _looks_shown(chart)
    assert set(looks) == set(GPUS)
    _assert_told_apart(looks)
    # the legend's samples draw each model as its points do
    for sample, label in chart.legend.items:
        colour, symbol = looks[label.text]
        assert sample.item.opts["brush"].color() == colour and sample.item.opts["symbol"] == symbol


def test_a_gpu_model_keeps_its_look_when_drawn_again(qtbot):
    from gpu_advisor.gui.charts import CostHoursChart
    chart = CostHoursChart()
    qtbot.addWidget(chart)
    chart.resize(1000, 500)
    chart.show()
    _show(chart, GPUS[:8])
    first = {g: (c.name(), s) for g, (c, s) in _looks_shown(chart).items()}
    _show(chart, GPUS[4:] + GPUS[:2])  # other models beside them, some gone
    again = {g: (c.name(), s) for g, (c, s) in _looks_shown(chart).items()}
    assert {g: again[g] for g in first if g in again} == {g: first[g] for g in first if g in again}
    _assert_told_apart(_looks_shown(chart))


def test_more_models_met_than_looks_still_tells_those_shown_apart(qtbot):
    """After more models than there are looks were met, the ones shown together still never share one."""
    from gpu_advisor.gui.charts import LOOKS, CostHoursChart
    chart = CostHoursChart()
    qtbot.addWidget(chart)
    chart.resize(1000, 500)
    chart.show()
    many = [f"G{i:03d}" for i in range(LOOKS + 10)]
    _show(chart, many[:LOOKS])
    _show(chart, many[LOOKS:])  # the next ten take looks of models no longer shown
    _show(chart, many[:5] + many[LOOKS:])  # ... and those come back beside them
    looks = _looks_shown(chart)
    assert len({(c.name(), s) for c, s in looks.values()}) == len(looks) == 15
