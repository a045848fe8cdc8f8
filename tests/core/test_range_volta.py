"""Issue 28, estimates v3.4: the 80% range of a decoder language model on a V100-class GPU reaches the runs of
framework code (defaults.csv range_volta_decoder_slow_factor, one-sided)."""

from __future__ import annotations

from gpu_advisor.core import estimate as E


def D(cat, name: str) -> float:
    d = cat["defaults"]
    return float(d.loc[d["name"] == name, "value"].iloc[0])


def test_a_decoder_on_v100_has_its_slow_end_raised_and_an_encoder_or_another_gpu_does_not(cat):
    """Estimates v3.4: decoders on V100-era framework code ran 1.8-2.6x slower than the Volta factor (set on NVIDIA's
    tuned BERT) gives; the range's high end reaches them (one-sided), the estimate stays."""
    slow = D(cat, "range_volta_decoder_slow_factor")
    job = E.job_from_preset(cat, "llama-2-7b", tokens=1e10)
    v100 = E.estimate_config(cat, job, "V100-32GB", 8, 1)
    assert v100.assumptions["range_widened_volta_decoder"].value == slow
    assert "volta_decoder" in v100.assumptions["range_extrapolates"].value
    lo, hi = (float(x) for x in v100.assumptions["range_factors"].value.split(" - "))
    assert hi / lo > slow * 1.3  # the high end alone raised: wider than the base range by the factor
    for other in (E.estimate_config(cat, job, "A100-80GB", 8, 1),
                  E.estimate_config(cat, E.job_from_preset(cat, "bert-large", tokens=1e9, seq_len=128), "V100-32GB",
                                    8, 1)):
        assert "range_widened_volta_decoder" not in other.assumptions
