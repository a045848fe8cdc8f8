"""Issue 28, estimates v3.6: a decoder language model on a V100-class GPU runs at the published decoder runs' share
(defaults.csv decoder_speed_factor_volta, from decoder_speed_seq_full tokens on), not at the share NVIDIA's tuned BERT
sets for the Volta class; an encoder, a short-sequence model and other GPUs keep theirs. Before it (v3.4) only the
range's high end reached those runs (range_volta_decoder_slow_factor), which a catalog without the factor keeps."""

from __future__ import annotations

import math

import pandas as pd
import pytest

from gpu_advisor.core import estimate as E
from gpu_advisor.core.catalog.load import load_dir


def D(cat, name: str) -> float:
    d = cat["defaults"]
    return float(d.loc[d["name"] == name, "value"].iloc[0])


def test_a_decoder_on_v100_runs_at_the_published_decoder_share_and_an_encoder_keeps_the_class_factor(cat):
    f = D(cat, "decoder_speed_factor_volta")
    assert 0.3 < f < 0.8
    job = E.job_from_preset(cat, "llama-2-7b", tokens=1e10)  # 4,096 tokens: the factor in full
    v100 = E.estimate_config(cat, job, "V100-32GB", 8, 1)
    assert v100.assumptions["decoder_speed_factor"].value == pytest.approx(f)
    # the overall utilisation where published V100 decoder runs are (Megatron-LM 2019: 24-30%), not at ~50%
    assert 0.15 < v100.mfu * v100.scaling_efficiency < 0.35
    # the estimate follows the runs, so the range's one-sided slow end of v3.4 is gone
    assert "range_widened_volta_decoder" not in v100.assumptions
    assert "volta_decoder" not in str(v100.assumptions.get("range_extrapolates", ""))
    bert = E.estimate_config(cat, E.job_from_preset(cat, "bert-large", tokens=1e9, seq_len=512), "V100-32GB", 8, 1)
    a100 = E.estimate_config(cat, job, "A100-80GB", 8, 1)
    for other in (bert, a100):
        assert "decoder_speed_factor" not in other.assumptions


def test_the_decoder_factor_grows_with_the_sequence_between_the_measured_lengths_without_a_step(cat):
    f = D(cat, "decoder_speed_factor_volta")
    lo, hi = D(cat, "decoder_speed_seq_none"), D(cat, "decoder_speed_seq_full")

    def factor(seq: int) -> float:
        e = E.estimate_config(cat, E.Job(params=1.5e9, tokens=1e10, seq_len=seq), "V100-32GB", 1, 1)
        return e.assumptions["decoder_speed_factor"].value if "decoder_speed_factor" in e.assumptions else 1.0

    assert factor(int(lo)) == pytest.approx(1.0) and factor(128) == pytest.approx(1.0)  # a translation batch: none
    assert factor(int(hi)) == pytest.approx(f) and factor(2048) == pytest.approx(f)
    mid = int(math.sqrt(lo * hi))
    assert factor(mid) == pytest.approx(math.sqrt(f), rel=1e-3)  # log-linear between
    assert factor(mid + 7) / factor(mid) == pytest.approx(1.0, abs=0.02)  # 1% more tokens: about 1% slower


def test_a_reference_run_on_v100_carries_the_decoder_factor_to_the_new_gpu(cat):
    # 100 h on one V100 for a decoder: an A100 gains the factor as well (the V100 was slower than its class factor)
    job = E.Job(params=1.5e9, seq_len=2048, reference_run=("V100-32GB", 1, 100.0))
    with_f = E.estimate_config(cat, job, "A100-80GB", 1)
    enc = E.estimate_config(cat, E.Job(params=1.5e9, seq_len=256, reference_run=("V100-32GB", 1, 100.0)),
                            "A100-80GB", 1)
    assert with_f.wall_hours < enc.wall_hours


def test_a_catalog_without_the_decoder_factor_keeps_the_v34_slow_end(tmp_path, cat):
    """A user's catalog copied before v3.6 (it has range_volta_decoder_slow_factor, not the decoder factor): the
    estimate stays at the class factor and the range's high end is raised, as before."""
    from gpu_advisor.core.catalog.schema import TABLES
    from gpu_advisor.core.catalog.store import catalog_files
    from gpu_advisor.core.catalog.tableio import to_csv_bytes
    files = catalog_files(cat)
    d = cat["defaults"]
    d = d[~d["name"].str.startswith("decoder_speed_")].copy()
    old = d.iloc[[0]].copy()
    old["name"], old["value"], old["unit"] = "range_volta_decoder_slow_factor", 1.9, "x high end"
    files["defaults.csv"] = to_csv_bytes(pd.concat([d, old], ignore_index=True), TABLES["defaults"])
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    old_cat, problems = load_dir(tmp_path)
    assert old_cat is not None, problems
    v100 = E.estimate_config(old_cat, E.job_from_preset(old_cat, "llama-2-7b", tokens=1e10), "V100-32GB", 8, 1)
    assert "decoder_speed_factor" not in v100.assumptions
    assert v100.assumptions["range_widened_volta_decoder"].value == pytest.approx(1.9)


def test_a_catalog_with_the_factor_but_without_its_length_rows_applies_it_in_full(tmp_path, cat):
    from gpu_advisor.core.catalog.schema import TABLES
    from gpu_advisor.core.catalog.store import catalog_files
    from gpu_advisor.core.catalog.tableio import to_csv_bytes
    files = catalog_files(cat)
    d = cat["defaults"]
    files["defaults.csv"] = to_csv_bytes(d[~d["name"].str.startswith("decoder_speed_seq_")], TABLES["defaults"])
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    edited, problems = load_dir(tmp_path)
    assert edited is not None, problems
    e = E.estimate_config(edited, E.Job(params=1.5e9, tokens=1e10, seq_len=256), "V100-32GB", 1, 1)
    assert e.assumptions["decoder_speed_factor"].value == pytest.approx(D(cat, "decoder_speed_factor_volta"))
