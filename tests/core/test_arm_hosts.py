"""Servers with an Arm (aarch64) CPU (walk 21b: YOLOv5n on AWS picked g5g.4xlarge, a Graviton with T4G GPUs, with no
word about it). instance_cpus.csv gives each instance family its CPU architecture with sources; PyTorch's own aarch64
CUDA builds start at compute capability 8.0 (defaults.csv aarch64_pytorch_min_compute_capability), so a T4G (7.5) on
an Arm host is offered only when the scenario's own choices leave nothing else, and then with a warning naming the
provider's image that runs it; an Arm host whose GPU those builds do run (Lambda's GH200) gets a warning that the
software must be built for aarch64 (the launch files: test_arm_launch.py)."""

from __future__ import annotations

import csv
import hashlib
import io
import json
import re


from gpu_advisor import text as words
from gpu_advisor.core.base import ArmHost, ArmHostGpuUnsupported
from gpu_advisor.core.catalog import CatalogStore, load_bundled
from gpu_advisor.core.catalog.load import validate_catalog
from gpu_advisor.core.estimate import practical as P
from gpu_advisor.core.export import csv_bytes
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.text import describe_note

# walk 21b's case: YOLOv5n on AWS, 50 GB of images, 100 hours, spot allowed
YOLO_AWS = {"schema_version": 1, "task": "train", "workload": "cv", "model": {"preset": "yolov5n"},
            "data": {"dataset_gb": 50}, "deadline_hours": 100,
            "budget": {"amount": 100000, "currency": "CNY", "per": "month"},
            "preferences": {"spot": "allow", "providers": ["aws"]}}
GH200_LORA = {"schema_version": 1, "task": "finetune", "workload": "llm", "model": {"preset": "llama-2-7b"},
              "finetune_method": "lora", "data": {"tokens": 2e7},
              "preferences": {"providers": ["lambda"], "gpus": ["GH200"], "currency": "USD"}}
NEW_SOURCES = ("pytorch-release-cuda-matrix-aarch64", "pytorch-pr-162455-sbsa-archs", "aws-ec2-g5g",
               "aws-dlami-arm64-gpu-pytorch", "aws-dlc-arm64-sm75-wheels", "nvidia-gh200")


def _shown(rec):
    return [o for o in (rec.recommendation, *rec.alternatives) if o is not None]


def only_g5g_t4(cat):
    """The catalog with every AWS T4 server but the Graviton ones (g5g) taken out."""
    inst = cat["instances"]
    gone = (inst["provider"] == "aws") & (inst["gpu"] == "T4") & ~inst["instance_type"].str.startswith("g5g.")
    return cat.with_table("instances", inst[~gone].reset_index(drop=True))


def test_yolov5n_on_aws_no_longer_picks_a_graviton_t4g(cat):
    rec = recommend(cat, parse_scenario(YOLO_AWS, cat))
    shown = _shown(rec)
    assert shown and not [o.instance_type for o in shown if o.instance_type.startswith("g5g.")]
    assert rec.recommendation.gpu == "T4" and rec.recommendation.host.cpu_arch == "x86_64"
    assert rec.recommendation.to_dict()["host"]["cpu_arch"] == "x86_64"
    assert not {"arm_host", "arm_host_gpu_unsupported"} & {w.code for w in rec.warnings}


def test_a_t4g_on_graviton_only_when_the_users_choices_leave_nothing_else_and_then_warned(cat):
    c = only_g5g_t4(cat)
    rec = recommend(c, parse_scenario({**YOLO_AWS, "preferences": {**YOLO_AWS["preferences"], "gpus": ["T4"]}}, c))
    o = rec.recommendation
    assert o.instance_type.startswith("g5g.") and o.feasible and o.host.cpu_arch == "aarch64"
    arm = [w for w in rec.warnings if isinstance(w, ArmHostGpuUnsupported)]
    assert len(arm) == 1, [w.code for w in rec.warnings]
    w = arm[0]
    assert (w.gpu, w.compute_capability, w.min_compute_capability) == ("T4", 7.5, 8.0)
    assert w.vendor_image == "AWS Deep Learning ARM64 AMI (GPU PyTorch)" and "Graviton2" in w.cpu
    # a detector: its pace rests on the data loader's rate per worker, measured on an x86 Xeon (defaults.csv)
    assert w.loading_images_per_s == 145
    # the same catalog without the user's GPU choice: another GPU on an x86 server wins (the rule is not waived
    # for the provider alone)
    free = recommend(c, parse_scenario(YOLO_AWS, c))
    assert not free.recommendation.instance_type.startswith("g5g.")


def test_the_rule_is_the_catalogs_floor_not_code(cat):
    """With the floor at 7.5 (a PyTorch whose aarch64 builds ran Turing) the cheaper g5g is offered again, with
    the warning that its software must be built for aarch64."""
    d = cat["defaults"].copy()
    d.loc[d["name"] == P.ARM_MIN_CC, "value"] = 7.5
    c = cat.with_table("defaults", d)
    rec = recommend(c, parse_scenario(YOLO_AWS, c))
    assert rec.recommendation.instance_type.startswith("g5g.")
    assert isinstance(rec.warnings[1], ArmHost) and rec.warnings[0].code == "overseas"


def test_an_arm_host_whose_gpu_aarch64_builds_run_is_offered_with_the_warning(cat):
    rec = recommend(cat, parse_scenario(GH200_LORA, cat))
    o = rec.recommendation
    assert (o.instance_type, o.host.cpu_arch) == ("gpu_1x_gh200", "aarch64")
    arm = [w for w in rec.warnings if isinstance(w, ArmHost)]
    assert len(arm) == 1 and arm[0].compute_capability == 9.0 and "Grace" in arm[0].cpu
    assert arm[0].loading_images_per_s is None  # a language model: no CPU data pipeline sets its pace
    assert not P.arm_gpu_refused(cat, "aarch64", "GH200") and P.arm_gpu_refused(cat, "aarch64", "T4")
    assert not P.arm_gpu_refused(cat, "x86_64", "T4")


def test_every_instance_family_of_the_arm_clouds_has_a_sourced_cpu(cat):
    rules = cat["instance_cpus"]
    known = set(cat["sources"]["source_id"])
    for cell in rules["source"]:
        assert {s.strip() for s in str(cell).split(";")} <= known, cell
    assert set(rules["cpu_arch"]) == {"x86_64", "aarch64"}
    inst = cat["instances"]
    aws = inst[inst["provider"] == "aws"]
    archs = P.cpu_archs(cat, aws["provider"], aws["instance_type"])
    assert "" not in set(archs)  # every AWS instance type of the catalog: its CPU, from SkyPilot's Arch column
    arm = set(aws["instance_type"][archs == "aarch64"])
    assert arm == set(aws.loc[aws["instance_type"].str.startswith("g5g."), "instance_type"])
    assert P.host_cpu(cat, "lambda", "gpu_1x_gh200").arch == "aarch64"
    d = cat["defaults"].set_index("name")
    assert float(d.loc[P.ARM_MIN_CC, "value"]) == 8.0
    assert "pytorch-release-cuda-matrix-aarch64" in d.loc[P.ARM_MIN_CC, "source"]


def test_a_pattern_that_is_no_regular_expression_is_refused(cat):
    rules = cat["instance_cpus"].copy()
    rules.loc[len(rules)] = {**rules.iloc[0].to_dict(), "instance_pattern": "g5g.(["}
    bad = [p for p in validate_catalog(cat.with_table("instance_cpus", rules)) if p.code == "bad_pattern"]
    assert len(bad) == 1 and bad[0].file.endswith("instance_cpus.csv") and bad[0].row == len(rules) + 1


def test_an_older_stored_catalog_gains_the_cpu_table_its_floor_and_their_sources(store):
    """A generation saved before instance_cpus.csv (no file, no aarch64 floor in defaults.csv, none of the sources
    they cite) loads with the bundled rows, the floor and the sources; it validates, and its answers know g5g is Arm."""
    gen = store.current_dir()
    (gen / "instance_cpus.csv").unlink()
    for name, drop in (("sources.csv", NEW_SOURCES), ("defaults.csv", (P.ARM_MIN_CC,))):
        lines = (gen / name).read_text(encoding="utf-8").splitlines(keepends=True)
        (gen / name).write_text("".join(ln for ln in lines if not ln.startswith(tuple(f"{d}," for d in drop))),
                                encoding="utf-8")
    meta = json.loads((gen / "catalog.json").read_text(encoding="utf-8"))
    meta["files"].pop("instance_cpus.csv", None)
    for name in ("sources.csv", "defaults.csv"):
        meta["files"][name] = hashlib.sha256((gen / name).read_bytes()).hexdigest()
    (gen / "catalog.json").write_text(json.dumps(meta), encoding="utf-8")
    cat = CatalogStore().load()
    assert len(cat["instance_cpus"]) == len(load_bundled()["instance_cpus"])
    assert set(NEW_SOURCES) <= set(cat["sources"]["source_id"])
    assert P.ARM_MIN_CC in set(cat["defaults"]["name"])
    assert not [p for p in validate_catalog(cat) if p.severity == "error"]
    assert P.host_cpu(cat, "aws", "g5g.4xlarge").arch == "aarch64"
    rec = recommend(cat, parse_scenario(YOLO_AWS, cat))
    assert not rec.recommendation.instance_type.startswith("g5g.")


def test_the_words_in_both_languages():
    ok = ArmHost(provider="lambda", instance_type="gpu_1x_gh200", cpu="NVIDIA Grace · Neoverse V2", gpu="GH200",
                 compute_capability=9.0)
    no = ArmHostGpuUnsupported(provider="aws", instance_type="g5g.4xlarge", cpu="AWS Graviton2 · Neoverse N1",
                               gpu="T4", compute_capability=7.5, min_compute_capability=8.0,
                               vendor_image="AWS Deep Learning ARM64 AMI (GPU PyTorch)", loading_images_per_s=145.0)
    with words.using_language("en"):
        en_ok, en_no = describe_note(ok, "USD"), describe_note(no, "USD")
        assert "gpu_1x_gh200 has an Arm CPU (NVIDIA Grace · Neoverse V2)" in en_ok and "arm64" in en_ok
        assert "compute capability 7.5" in en_no and "8.0 and up" in en_no
        assert "AWS Deep Learning ARM64 AMI (GPU PyTorch)" in en_no and "145 images/s per worker" in en_no
        assert "x86 CPU" in en_no
    with words.using_language("zh_CN"):
        zh_ok, zh_no = describe_note(ok, "USD"), describe_note(no, "USD")
        for text in (zh_ok, zh_no):
            assert "Arm" in text and "aarch64" in text and not re.search(r"\b(has an|the|built for|install software)\b", text), text
        assert "7.5" in zh_no and "8.0" in zh_no and "AWS Deep Learning ARM64 AMI" in zh_no and "145" in zh_no


def test_the_csv_names_each_options_cpu_architecture(cat):
    c = only_g5g_t4(cat)
    rec = recommend(c, parse_scenario({**YOLO_AWS, "preferences": {**YOLO_AWS["preferences"], "gpus": ["T4"]}}, c))
    rows = list(csv.DictReader(io.StringIO(csv_bytes(rec, c).decode("utf-8-sig"))))
    first = [r for r in rows if r["option"] == "recommendation"]
    assert first and {r["cpu_arch"] for r in first} == {"aarch64"}
    with words.using_language("zh_CN"):
        assert words.csv_value("cpu_arch", "aarch64") == "Arm（aarch64）"


def test_every_priced_row_carries_the_cpu_of_its_host(cat):
    """The priced table keeps the Graviton rows (a scenario may be left with nothing else: ranked_table decides),
    each with its host's architecture."""
    from gpu_advisor.core.select.pricing import score_candidates
    t = score_candidates(cat, parse_scenario(YOLO_AWS, cat)).drop_duplicates(["provider", "instance_type"])
    by_type = dict(zip(t["instance_type"], t["cpu_arch"]))
    assert by_type["g5g.4xlarge"] == "aarch64" and by_type["g4dn.4xlarge"] == "x86_64"


def test_the_command_line_names_an_arm_host(cat):
    from gpu_advisor.messages import recommendation_lines
    c = only_g5g_t4(cat)
    sc = parse_scenario({**YOLO_AWS, "preferences": {**YOLO_AWS["preferences"], "gpus": ["T4"]}}, c)
    rec = recommend(c, sc)
    lines = recommendation_lines(rec.to_dict(), "en", c, sc, rec)
    host = next(x for x in lines if x.startswith("Host per server:"))
    assert host.endswith("; an Arm CPU: software built for aarch64")
    assert any(x.startswith("Warning: g5g.") and "AWS Deep Learning ARM64 AMI" in x for x in lines)
