"""`gpu-advisor estimate ...`: the JSON contract of interfaces.md, number forms, exit codes, one-line errors."""

from __future__ import annotations

import json

import pytest

from gpu_advisor.cli import main
from gpu_advisor.core.catalog.load import load_bundled

# (the command line runs many times on one seeded catalog: one Catalog object for its content, see tests/conftest.py)
pytestmark = pytest.mark.usefixtures("shared_catalog_objects")

CONTRACT = ("flops", "gpu_hours", "wall_hours", "mfu", "scaling_efficiency", "memory_per_gpu_gb", "fits", "assumptions")


@pytest.fixture(autouse=True)
def advisor_home(shared_home, monkeypatch):
    """One user catalog for the whole module (estimate only reads it): creating one per test is slow."""
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(shared_home))
    return shared_home


def run(capsys, *args):
    code = main(["estimate", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_done_means_command_prints_the_contract_fields(capsys):
    code, out, err = run(capsys, "--params", "7e9", "--tokens", "2e12", "--gpu", "A100-80GB", "--gpus", "2048",
                         "--json")
    assert code == 0, err
    doc = json.loads(out)
    for k in CONTRACT:
        assert k in doc, k
    assert doc["flops"] == pytest.approx((6 * 7e9 + doc["assumptions"]["attention_flops_per_token"]["value"]) * 2e12)
    assert doc["gpu_count"] == 2048 and doc["nodes"] == 256 and doc["gpus_per_node"] == 8
    assert doc["gpu_hours"] == pytest.approx(doc["wall_hours"] * 2048)
    assert 0 < doc["mfu"] < 1 and 0 < doc["scaling_efficiency"] <= 1 and doc["fits"] is True
    assert doc["assumptions"]["peak_tflops"] == {"value": 312, "unit": "TFLOPS dense bf16",
                                                 "source": doc["assumptions"]["peak_tflops"]["source"]}
    assert all(set(a) == {"value", "unit", "source"} for a in doc["assumptions"].values())
    assert doc["warnings"][0]["code"] == "chinchilla_far"


@pytest.mark.parametrize("params, tokens", [("7B", "2T"), ("7000000000", "2000000000000"), ("7e9", "2e12")])
def test_number_forms_give_the_same_estimate(capsys, params, tokens):
    code, out, _ = run(capsys, "--params", params, "--tokens", tokens, "--gpu", "a100 80g", "--gpus", "16", "--json")
    assert code == 0
    doc = json.loads(out)
    attn = doc["assumptions"]["attention_flops_per_token"]["value"]
    assert doc["flops"] == pytest.approx((6 * 7e9 + attn) * 2e12) and doc["gpu"] == "A100-80GB"


def test_preset_dataset_and_text_output(capsys):
    code, out, err = run(capsys, "--preset", "llama-2-7b", "--dataset-gb", "50", "--epochs", "3", "--gpu", "H100",
                         "--gpus", "8")
    assert code == 0, err
    assert "GPU-hours" in out and "assumptions:" in out and "text_bytes_per_token" in out


def test_inference_and_lora(capsys):
    code, out, _ = run(capsys, "--preset", "llama-2-70b", "--task", "inference", "--gpu", "A100-80GB", "--gpus", "1",
                       "--json")
    assert code == 0 and json.loads(out)["fits"] is False
    code, out, _ = run(capsys, "--preset", "llama-2-7b", "--task", "inference", "--gpu", "L40S", "--gpus", "1",
                       "--qps", "5", "--json")
    doc = json.loads(out)
    assert code == 0 and doc["fits"] and doc["wall_hours"] is None and doc["replicas_needed"] >= 1
    code, out, _ = run(capsys, "--preset", "llama-2-7b", "--method", "qlora", "--tokens", "1e8", "--gpu", "4090",
                       "--gpus", "1", "--json")
    doc = json.loads(out)
    assert code == 0 and doc["task"] == "finetune" and doc["plan"].startswith("qlora") and doc["fits"]


def test_reference_run(capsys):
    code, out, _ = run(capsys, "--params", "1e9", "--reference-run", "V100-32GB,1,100", "--gpu", "V100-32GB",
                       "--gpus", "1", "--json")
    assert code == 0 and json.loads(out)["wall_hours"] == pytest.approx(100)


def test_unknown_gpu_exits_2_with_one_line_listing_the_closest_names(capsys):
    code, out, err = run(capsys, "--params", "7e9", "--tokens", "2e12", "--gpu", "A100-80", "--gpus", "8")
    assert code == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "--gpu" in lines[0] and "A100-80GB" in lines[0]


@pytest.mark.parametrize("args, option", [
    (["--params", "-7e9", "--tokens", "1e9", "--gpus", "8"], "--params"),
    (["--params", "0", "--tokens", "1e9", "--gpus", "8"], "--params"),
    (["--params", "7e9", "--tokens", "1e9", "--gpus", "0"], "--gpus"),
    (["--params", "7e9", "--tokens", "1e9", "--gpus", "2.5"], "--gpus"),
    (["--params", "7Q", "--tokens", "1e9", "--gpus", "8"], "--params"),
    (["--params", "7e9", "--tokens", "-1", "--gpus", "8"], "--tokens"),
    (["--params", "7e9", "--gpus", "8"], "--tokens"),
    (["--params", "7e9", "--tokens", "1e9", "--gpus", "12"], "--gpus"),
    (["--params", "7e9", "--tokens", "1e9", "--gpus", "8", "--epochs", "0"], "--epochs"),
    (["--params", "7e9", "--tokens", "1e9", "--gpus", "8", "--precision", "int3"], "--precision"),
    (["--params", "7e9", "--tokens", "1e9", "--gpus", "8", "--reference-run", "V100,x,3"], "--reference-run"),
    (["--preset", "llama-2-7", "--tokens", "1e9", "--gpus", "8"], "--preset"),
    (["--params", "7e9", "--preset", "llama-2-7b", "--tokens", "1e9", "--gpus", "8"], "--preset"),
])
def test_impossible_input_exits_2_naming_the_option(capsys, args, option):
    code, out, err = run(capsys, "--gpu", "A100-80GB", *args)
    assert code == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and option in lines[0], err


def test_the_json_carries_an_80pct_range_around_the_estimate(capsys):
    code, out, err = run(capsys, "--params", "7B", "--tokens", "1T", "--gpu", "H100", "--gpus", "64", "--json")
    assert code == 0, err
    doc = json.loads(out)
    lo, hi = doc["gpu_hours_range"]
    assert lo < doc["gpu_hours"] < hi
    wlo, whi = doc["wall_hours_range"]
    assert wlo == pytest.approx(lo / 64) and whi == pytest.approx(hi / 64)
    code, out, _ = run(capsys, "--params", "7B", "--tokens", "1T", "--gpu", "H100", "--gpus", "64")
    assert "likely" in out  # the text output gives the range too


def test_samples_and_epochs_for_vision(capsys):
    code, out, err = run(capsys, "--preset", "resnet-50", "--samples", "1.28M", "--epochs", "90", "--gpu", "A100-80GB",
                         "--gpus", "8", "--json")
    assert code == 0, err
    doc = json.loads(out)
    # NVIDIA's measured 16,621 images/s on 8 A100-80GB (throughput.csv)
    assert doc["wall_hours"] == pytest.approx(1.28e6 * 90 / 16621 / 3600)
    assert doc["samples_per_s"] == pytest.approx(16621)
    assert "measured_throughput" in doc["assumptions"]


def test_json_never_holds_infinity_or_nan(capsys):
    # A model that does not fit anywhere: the estimate is still finite numbers or null, valid JSON.
    code, out, err = run(capsys, "--params", "2T", "--tokens", "1e9", "--gpu", "T4", "--gpus", "1", "--json")
    assert code == 0, err
    assert "Infinity" not in out and "NaN" not in out
    json.loads(out)
    code, out, err = run(capsys, "--preset", "llama-2-70b", "--task", "inference", "--gpu", "T4", "--gpus", "1",
                         "--qps", "5", "--json")
    assert code == 0, err
    assert "Infinity" not in out and "NaN" not in out
    json.loads(out, parse_constant=lambda c: pytest.fail(c))


@pytest.mark.parametrize("args, option", [(["--seq-len", "0"], "--seq-len"), (["--epochs", "-1"], "--epochs"),
                                          (["--samples", "0"], "--samples"), (["--network-gbps", "0"], "--network-gbps"),
                                          (["--network-gbps", "-3"], "--network-gbps")])
def test_impossible_inputs_are_exit_2_with_one_line(capsys, args, option):
    base = ["--preset", "resnet-50", "--gpu", "A100-80GB", "--gpus", "1"]
    if "--samples" not in args:
        base += ["--samples", "1000"]
    code, out, err = run(capsys, *base, *args)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and option in err


def test_seq_len_precision_and_method_move_the_estimate_the_way_they_should(capsys):
    def hours(*extra):
        code, out, err = run(capsys, "--preset", "llama-2-7b", "--tokens", "1e10", "--gpu", "H100", "--gpus", "8",
                             "--json", *extra)
        assert code == 0, err
        d = json.loads(out)
        assert d["wall_hours_range"][0] < d["wall_hours"] < d["wall_hours_range"][1]
        return d["wall_hours"]

    base = hours()
    assert hours("--seq-len", "8192") > base * 1.05  # attention FLOPs grow with the sequence
    assert hours("--seq-len", "2048") < base
    assert hours("--precision", "fp8") < base / 1.3  # FP8 gains on the compute share
    assert hours("--precision", "fp32") > base * 1.5  # TF32
    lora = hours("--method", "lora", "--packed", "yes")  # (packing not known: padded assumed, twice as long)
    assert lora < base and hours("--method", "qlora", "--packed", "yes") > lora


def test_packed_says_whether_a_fine_tune_is_padded_and_unknown_covers_both(capsys):
    def est(*extra):
        code, out, err = run(capsys, "--preset", "llama-2-7b", "--tokens", "1e8", "--gpu", "A100-80GB", "--gpus", "1",
                             "--method", "lora", "--json", *extra)
        assert code == 0, err
        return json.loads(out)

    packed, padded, unknown = est("--packed", "yes"), est("--packed", "no"), est()
    d = load_bundled()["defaults"]
    factor = float(d.loc[d["name"] == "unpacked_time_factor_finetune", "value"].iat[0])
    assert padded["wall_hours"] == pytest.approx(packed["wall_hours"] * factor)
    assert unknown["wall_hours"] == pytest.approx(padded["wall_hours"])
    assert unknown["wall_hours_range"][0] == pytest.approx(packed["wall_hours_range"][0])
    assert unknown["wall_hours_range"][1] == pytest.approx(padded["wall_hours_range"][1])
    code, out, err = run(capsys, "--preset", "llama-2-7b", "--tokens", "1e8", "--gpu", "A100-80GB", "--gpus", "1",
                         "--packed", "maybe")
    assert code == 2 and "--packed" in err


def test_the_heading_names_the_precision_estimated_when_a_card_lacks_the_asked_one(capsys, monkeypatch):
    # "Fine-tuning (…, BF16 mixed precision) on 4 x T4" above "T4 has no BF16": the heading now says what ran, and
    # the precision it stands in for as assumed when the user named none ("BF16 mixed precision asked" read as if
    # they had asked for it)
    args = ["--preset", "llama-3.1-8b", "--tokens", "1e9", "--gpu", "T4", "--gpus", "4", "--method", "qlora"]
    monkeypatch.setattr("sys.argv", ["gpu-advisor", "estimate", *args])  # as the console script runs it
    code, out, _ = run(capsys, *args)
    assert code == 0
    head = out.splitlines()[0]
    # walk 20b: "FP16 mixed precision; BF16 mixed precision assumed" named two precisions for one run; the
    # precision the user did not name is left to the warning ("T4 has no BF16; estimated with FP16")
    assert head.startswith("Fine-tuning (") and "FP16 mixed precision)" in head and "BF16" not in head and "asked" not in head
    assert "BF16" in out
    monkeypatch.setattr("sys.argv", ["gpu-advisor", "estimate", *args, "--prec", "bf16"])
    code, out, _ = run(capsys, *args, "--prec", "bf16")
    assert "FP16 mixed precision; BF16 mixed precision asked" in out.splitlines()[0]
    assert "needs 0.00 MB/s" not in out and "needs 0.001" in out  # a small data feed keeps its digits
    code, out, _ = run(capsys, "--preset", "llama-3.1-8b", "--tokens", "1e9", "--gpu", "H100", "--gpus", "4")
    assert "(Language model, BF16 mixed precision) on 4 x H100" in out.splitlines()[0] and "asked" not in out


def test_one_gpu_names_no_interconnect(capsys):
    """Walk 20b: "on 1 x V100-32GB (nvlink)": one GPU has no link to another."""
    code, out, _ = run(capsys, "--preset", "resnet-50", "--samples", "1e5", "--epochs", "1", "--gpu", "V100-32GB",
                       "--gpus", "1")
    assert code == 0 and out.splitlines()[0].endswith(" on 1 x V100-32GB"), out.splitlines()[0]
    code, out, _ = run(capsys, "--preset", "resnet-50", "--samples", "1e5", "--epochs", "1", "--gpu", "V100-32GB",
                       "--gpus", "8")
    assert code == 0 and out.splitlines()[0].endswith(" on 8 x V100-32GB (nvlink)"), out.splitlines()[0]


def test_a_precision_is_given_only_when_the_command_line_names_it():
    from gpu_advisor.cli_estimate import precision_given
    assert not precision_given(["--preset", "llama-2-7b", "--gpu", "T4", "--gpus", "1"])
    assert precision_given(["--precision", "fp16"]) and precision_given(["--precision=bf16"])
    assert precision_given(["--prec", "bf16"])  # a prefix argparse takes for it
    assert not precision_given(["--preset", "x"]) and not precision_given(["--pr", "x"])  # (--pr: ambiguous)
