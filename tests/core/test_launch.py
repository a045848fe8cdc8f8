"""Launch files (core/export/launch.py): the plan matches the option it was made for, the DeepSpeed config passes
DeepSpeed's own config models (kept as a schema, tests/data/launch) and batch rule, the SkyPilot accelerator
names are those of SkyPilot's catalog, and writing is all-or-nothing. SkyPilot's parser itself runs in
test_launch_skypilot.py."""

from __future__ import annotations

import datetime as dt
import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import jsonschema
import pandas as pd
import pytest
import yaml

from gpu_advisor.core.export import launch as L
from gpu_advisor.core.export.launch_skypilot import SKYPILOT_ACCELERATOR_ALIASES
from gpu_advisor.core.scenario.spec import load_scenario
from gpu_advisor.core.select.recommendation import option_at, recommend

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "launch"
EXAMPLES = sorted((ROOT / "examples").glob("*.json"))
TODAY = dt.date(2026, 12, 2)


@pytest.fixture(scope="module")
def bundles(cat):
    """(example, option index, option, bundle) for every example's recommendation and alternatives."""
    out = []
    for f in EXAMPLES:
        sc = load_scenario(f, cat)
        rec = recommend(cat, sc, today=TODAY)
        for i, opt in enumerate([rec.recommendation, *rec.alternatives]):
            if not opt.fits:
                with pytest.raises(L.LaunchError) as err:
                    L.launch_plan(cat, sc, rec, opt, today=TODAY)
                assert err.value.code == "option_does_not_fit"
                continue
            out.append((f.stem, i, sc, opt, L.launch_bundle(cat, sc, rec, opt, today=TODAY)))
    return out


@pytest.fixture(scope="module")
def ds_schema():
    return json.loads((DATA / "deepspeed-0.19.8-config.schema.json").read_text(encoding="utf-8"))


def test_every_example_gives_a_bundle_for_each_option(bundles):
    assert len(bundles) >= 5 * 2
    kinds = {b.plan.kind for *_, b in bundles}
    assert kinds == {"train", "serve"}
    clouds = {b.plan.provider for *_, b in bundles}
    assert {"alibaba", "tencent"} <= clouds and clouds - {"alibaba", "tencent"}  # both cases are exercised


def test_plan_matches_the_option(bundles):
    for name, i, sc, opt, b in bundles:
        p = b.plan
        where = f"{name} option {i}"
        assert p.plan_matches, where  # the plan recomputed for the launch files is the one the ranking used
        assert p.use_spot == (opt.billing == "spot"), where
        assert (p.provider, p.region, p.instance_type, p.gpu) == (opt.provider, opt.region, opt.instance_type,
                                                                  opt.gpu), where
        if p.kind == "train":
            assert p.nodes * p.gpus_per_node == opt.gpu_count == p.gpu_count, where
            assert p.data_parallel * p.tp == p.gpu_count, where
        else:
            assert p.nodes == opt.instances, where
            assert p.copies_per_server * p.nodes >= p.model_copies, where
            # a copy split across servers (serving v2: tensor parallel within a server, one pipeline stage each)
            assert p.gpus_per_copy == p.tp * p.pipeline_parallel and p.tp <= p.gpus_per_node, where
            assert p.gpus_per_copy * p.copies_per_server <= p.gpus_per_node * p.pipeline_parallel, where


def test_skypilot_files_only_where_skypilot_runs(bundles):
    for name, i, sc, opt, b in bundles:
        sky = "skypilot-task.yaml" if b.plan.kind == "train" else "skypilot-service.yaml"
        readme = b.file("README.md").text
        zh = b.file("README.zh-CN.md").text
        if opt.provider in ("alibaba", "tencent"):
            assert b.plan.skypilot_cloud is None
            assert sky not in b.names()
            assert "no SkyPilot file" in readme and "没有 SkyPilot 文件" in zh, name
        else:
            assert sky in b.names(), (name, i)
            assert "sky launch" in readme or "sky jobs launch" in readme or "sky serve up" in readme
        for text in (readme, zh, *(f.text for f in b.files)):
            assert "@{" not in text and "@if" not in text and "@end" not in text  # every template placeholder filled


def test_task_yaml_has_the_cluster(bundles):
    for name, i, sc, opt, b in bundles:
        p = b.plan
        f = b.file("skypilot-task.yaml")
        if f is None:
            continue
        doc = yaml.safe_load(f.text)
        acc, count = doc["resources"]["accelerators"].split(":")
        assert doc["num_nodes"] * int(count) == opt.gpu_count, name
        assert doc["resources"]["use_spot"] is (opt.billing == "spot")
        assert doc["resources"]["instance_type"] == opt.instance_type
        # the data copied (short form) onto the cloud disk the price counts, or mounted where the price counts it on
        # the local NVMe (setup copies it there); the checkpoints on a bucket mounted in MOUNT_CACHED mode (renames and
        # random writes work): they survive the cluster
        data = {"source": "${DATA_URI}", "mode": "MOUNT"} if p.data_local else "${DATA_URI}"
        assert doc["file_mounts"] == {"/data": data,
                                      "/checkpoints": {"source": "${CHECKPOINT_URI}", "mode": "MOUNT_CACHED"}}
        assert doc["envs"]["CHECKPOINT_URI"] is None  # required: SkyPilot refuses to start without it
        run = doc["run"]
        for var in ("SKYPILOT_NODE_RANK", "SKYPILOT_NODE_IPS", "SKYPILOT_NUM_GPUS_PER_NODE", "SKYPILOT_NUM_NODES"):
            assert var in run
        assert f"--gradient_accumulation_steps {p.grad_accum}" in run
        assert doc["envs"]["CHECKPOINT_EVERY_STEPS"] == str(p.checkpoint_every_steps)
        # The header comment carries the proposal's figures and the date.
        assert f.text.startswith("# Written by GPU Cloud Advisor on 2026-12-02")
        assert f"= {p.gpu_count} {'GPU' if p.gpu_count == 1 else 'GPUs'};" in f.text and p.currency in f.text
        assert "(s)" not in f.text  # "1 node(s) x 1 A100 = 1 GPUs" read wrong
        if opt.billing == "spot":
            assert "Young/Daly" in f.text and doc["resources"]["job_recovery"]["strategy"] == "FAILOVER"


def test_spot_checkpoint_interval_is_the_estimates(bundles):
    spot = [(opt, b.plan) for *_, opt, b in bundles if opt.billing == "spot" and b.plan.kind == "train"]
    assert spot
    for opt, p in spot:
        assert p.checkpoint_interval_h == pytest.approx(opt.spot["checkpoint_interval_h"])
        # steps between checkpoints: the interval divided by the time of one step, rounded down
        assert p.step_seconds
        assert p.checkpoint_every_steps == max(1, int(p.checkpoint_interval_h * 3600 // p.step_seconds))
        assert (p.checkpoint_every_steps + 1) * p.step_seconds > p.checkpoint_interval_h * 3600


def test_service_yaml_and_vllm_command(bundles):
    for name, i, sc, opt, b in bundles:
        p = b.plan
        if p.kind != "serve":
            continue
        cmd = b.file("vllm-serve.sh").text
        assert f"--tensor-parallel-size {p.tp}" in cmd and f"--pipeline-parallel-size {p.pipeline_parallel}" in cmd
        assert f"--data-parallel-size {p.copies_per_server}" in cmd
        assert f"--max-num-seqs {p.max_num_seqs}" in cmd and p.max_num_seqs >= 1
        f = b.file("skypilot-service.yaml")
        if f is None:
            continue
        doc = yaml.safe_load(f.text)
        # a replica per copy; a copy wider than a server is a replica of num_nodes servers
        assert doc["service"]["replicas"] * doc.get("num_nodes", 1) == opt.instances
        assert doc["resources"]["ports"] == 8000 and "vllm serve" in doc["run"]


def _check_deepspeed(cfg: dict, schema: dict, world_size: int, tp: int) -> None:
    unknown = set(cfg) - set(schema["top_level_keys"])
    assert not unknown, unknown
    for section in ("zero_optimization", "tensor_parallel", "bf16", "fp16"):
        if section in cfg:
            jsonschema.validate(cfg[section], schema[section])
    # DeepSpeed runtime/config.py _batch_assertion, with the data-parallel world size (AutoTP divides it by tp).
    dp = world_size // tp
    assert cfg["train_batch_size"] == cfg["train_micro_batch_size_per_gpu"] * cfg["gradient_accumulation_steps"] * dp


def test_deepspeed_config_passes_deepspeeds_models(bundles, ds_schema):
    seen = set()
    for name, i, sc, opt, b in bundles:
        p = b.plan
        if p.kind != "train" or p.script != "hf":
            # serving, and an image model's own script (torchvision's, YOLO's), use no DeepSpeed: no config written,
            # none in the setup
            assert "ds_config.json" not in b.names()
            task = b.file("skypilot-task.yaml")
            assert task is None or "DS_CONFIG" not in task.text
            continue
        cfg = json.loads(b.file("ds_config.json").text)
        _check_deepspeed(cfg, ds_schema, p.gpu_count, p.tp)
        assert cfg["zero_optimization"]["stage"] == p.zero_stage
        # The precision the GPU runs (the card's): BF16 only on a GPU that has it (issue 29: a T4 runs FP16).
        assert ("bf16" in cfg) == (p.precision in ("bf16", "fp8")) and ("fp16" in cfg) == (p.precision == "fp16")
        assert p.precision_requested == sc.precision
        if p.precision != sc.precision and sc.precision != "fp8":
            assert f"{sc.precision}_runs_as_{p.precision}" in p.notes
        seen.add(p.zero_stage)
        # The SkyPilot setup writes the same config onto the nodes.
        task = b.file("skypilot-task.yaml")
        if task is not None:
            setup = yaml.safe_load(task.text)["setup"]
            inline = setup.split("<<'DS_CONFIG'\n", 1)[1].split("DS_CONFIG", 1)[0]
            assert json.loads(inline) == cfg
    assert seen  # at least one training plan


def test_deepspeed_schema_catches_a_wrong_key(ds_schema):
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"stage": 2, "offload_optimiser": {"device": "cpu"}}, ds_schema["zero_optimization"])
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"stage": "two"}, ds_schema["zero_optimization"])
    with pytest.raises(AssertionError):
        _check_deepspeed({"train_batch_size": 100, "train_micro_batch_size_per_gpu": 1,
                          "gradient_accumulation_steps": 3}, ds_schema, 32, 1)


def test_every_zero_stage_and_tensor_parallel_render(cat, ds_schema):
    """Plans the examples may not reach: ZeRO 1-3, tensor parallel, recomputation, fp16."""
    sc = load_scenario(EXAMPLES[0], cat)
    rec = recommend(cat, sc, today=TODAY)
    base = L.launch_plan(cat, sc, rec, today=TODAY)
    from dataclasses import replace
    for zero in (0, 1, 2, 3):
        for tp in (1, 2):
            p = replace(base, kind="train", zero_stage=zero, tp=tp, recompute=True, precision="fp16",
                        gpus_per_node=8, nodes=2, gpu_count=16, data_parallel=16 // tp, micro_batch=2,
                        grad_accum=4, global_batch=2 * 4 * (16 // tp))
            b = L.render(p, cat)
            cfg = json.loads(b.file("ds_config.json").text)
            _check_deepspeed(cfg, ds_schema, 16, tp)
            assert ("tensor_parallel" in cfg) == (tp > 1)
            assert "--gradient_checkpointing" in b.file("torchrun.sh").text and "--fp16" in b.file("torchrun.sh").text


def test_skypilot_accelerator_names_are_skypilots(cat):
    """For every instance of a SkyPilot cloud in the bundled catalog, the accelerator name the launch files
    write is the AcceleratorName of SkyPilot's own catalog row (rows kept in tests/data/launch). GCP is left
    out here: its rows in the test data are named by the same table (core.skypilot.gpu_host_for); SkyPilot's own
    GCP table checks them in test_launch_skypilot."""
    rows = pd.read_csv(DATA / "skypilot-catalog-rows.csv", dtype=str, keep_default_na=False)
    sky = {(r.cloud, r.InstanceType): r.AcceleratorName for r in rows.itertuples()}
    inst = cat["instances"]
    checked = 0
    for r in inst.itertuples():
        key = (r.provider, r.instance_type)
        if key not in sky or r.provider == "gcp":
            continue
        # (a catalog row's older name, which SkyPilot resolves the name written to: Azure's "Radeon MI25")
        expect = SKYPILOT_ACCELERATOR_ALIASES.get(sky[key], sky[key])
        assert L.skypilot_accelerator(r.provider, r.instance_type, r.gpu) == expect, key
        checked += 1
    assert checked >= 200


def test_write_bundle_refuses_to_overwrite_and_writes_all(tmp_path, bundles):
    b = bundles[0][-1]
    folder = tmp_path / "out"
    written = L.write_bundle(b, folder)
    assert sorted(p.name for p in written) == sorted(b.names())
    assert sorted(p.name for p in folder.iterdir()) == sorted(b.names())  # no temporary file left
    sh = folder / ("torchrun.sh" if b.plan.kind == "train" else "vllm-serve.sh")
    assert os.stat(sh).st_mode & stat.S_IXUSR
    (folder / "README.md").write_text("mine", encoding="utf-8")
    with pytest.raises(L.LaunchError) as err:
        L.write_bundle(b, folder)
    assert err.value.code == "launch_files_exist"
    assert (folder / "README.md").read_text(encoding="utf-8") == "mine"  # nothing changed
    L.write_bundle(b, folder, overwrite=True)
    assert (folder / "README.md").read_text(encoding="utf-8") == b.file("README.md").text
    target = tmp_path / "a-file"
    target.write_text("x")
    with pytest.raises(L.LaunchError) as err:
        L.write_bundle(b, target)
    assert err.value.code == "not_a_folder"


def test_option_from_the_chart_gets_its_own_files(cat):
    sc = load_scenario(EXAMPLES[0], cat)
    rec = recommend(cat, sc, today=TODAY)
    df = rec.candidates
    i = int(df.index[(df["nodes"] == 2)].tolist()[0]) if (df["nodes"] == 2).any() else 0
    opt = option_at(cat, sc, rec, i, today=TODAY)
    p = L.launch_plan(cat, sc, rec, opt, today=TODAY)
    assert p.nodes == opt.nodes and p.instance_type == opt.instance_type and p.plan_matches


def _cli(*args, env=None):
    return subprocess.run([sys.executable, "-m", "gpu_advisor", *args], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=300)


def test_cli_recommend_launch(tmp_path, monkeypatch, capsys):
    """The first run is the real command (a process of its own); the next two run its code in this process (``main``,
    the same folder and data folder: without a new Python's start, ~1 s each)."""
    from gpu_advisor.cli import main
    env = dict(os.environ, GPU_ADVISOR_HOME=str(tmp_path / "home"))
    out = tmp_path / "launch"
    r = _cli("recommend", "examples/lora-7b-finetune.json", "--launch", str(out), env=env)
    assert r.returncode == 0, r.stderr
    names = sorted(p.name for p in out.iterdir())
    assert names == sorted(L.TRAIN_FILES)
    assert "wrote" in r.stderr and str(out) in r.stderr
    monkeypatch.setenv("GPU_ADVISOR_HOME", env["GPU_ADVISOR_HOME"])
    monkeypatch.chdir(ROOT)
    capsys.readouterr()
    code = main(["recommend", "examples/lora-7b-finetune.json", "--launch", str(out)])
    err = capsys.readouterr().err
    assert code == 2 and "skypilot-task.yaml" in err and len(err.strip().splitlines()) == 1
    assert "already" in err
    code = main(["recommend", "examples/qwen-7b-inference-low-qps.json", "--launch", str(tmp_path / "serve")])
    assert code == 0, capsys.readouterr().err
    assert (tmp_path / "serve" / "vllm-serve.sh").exists() and (tmp_path / "serve" / "skypilot-service.yaml").exists()


def test_an_instance_type_skypilot_cannot_start_gets_no_launcher_file(cat):
    """GCP A3 Edge is priced in the catalog but is not in SkyPilot's GCP table (SkyPilot's parser refuses it)."""
    import json as _json
    from gpu_advisor.core.scenario.spec import parse_scenario
    obj = _json.loads((ROOT / "examples" / "llama-70b-inference-high-qps.json").read_text(encoding="utf-8"))
    obj.setdefault("preferences", {})["providers"] = ["gcp"]
    sc = parse_scenario(obj, cat, "gcp")
    rec = recommend(cat, sc, today=TODAY)
    edge = [o for o in [rec.recommendation, *rec.alternatives] if o.instance_type.startswith("a3-edgegpu-")]
    if not edge:  # not among the shown options: take it from the candidates, as a click on the chart does
        from gpu_advisor.core.select.recommendation import option_at
        hits = [int(i) for i in (rec.candidates["instance_type"].astype(str).str.startswith("a3-edgegpu-")
                                 & (rec.candidates["billing"].astype(str) == "on_demand")).to_numpy().nonzero()[0]]
        edge = [option_at(cat, sc, rec, hits[0], today=TODAY)] if hits else []
    assert edge
    b = L.launch_bundle(cat, sc, rec, edge[0], today=TODAY)
    assert "skypilot-service.yaml" not in b.names() and "vllm-serve.sh" in b.names()
    assert "instance_not_in_skypilot" in b.plan.notes
    assert "cannot start `a3-edgegpu-" in b.file("README.md").text
    assert "无法开出 `a3-edgegpu-" in b.file("README.zh-CN.md").text


def test_a_plan_other_than_the_priced_one_is_flagged(cat):
    from dataclasses import replace
    sc = load_scenario(EXAMPLES[0], cat)
    rec = recommend(cat, sc, today=TODAY)
    opt = (*rec.alternatives, rec.recommendation)[0]  # the example's only alternative was its spot row (now refused)
    odd = replace(opt, estimate={**opt.estimate, "memory_per_gpu_gb": opt.estimate["memory_per_gpu_gb"] + 1})
    b = L.launch_bundle(cat, sc, rec, odd, today=TODAY)
    assert not b.plan.plan_matches and "plan_differs_from_scored" in b.plan.notes
    assert "differs from the one the ranking stored" in b.file("README.md").text
    assert L.launch_plan(cat, sc, rec, opt, today=TODAY).plan_matches


def test_vllm_flags_are_vllms(bundles):
    """Every option of the vllm serve commands is one vLLM 0.33.0 defines (its flag list, kept as test data:
    vLLM needs PyTorch and CUDA, so it is not installed for the tests)."""
    import re
    lines = (DATA / "vllm-0.33.0-serve-flags.txt").read_text(encoding="utf-8").splitlines()
    known = {ln.strip() for ln in lines if ln.startswith("--")}
    assert {"--tensor-parallel-size", "--data-parallel-size", "--max-num-seqs", "--host", "--port"} <= known
    seen = 0
    for *_, b in bundles:
        texts = [b.file("vllm-serve.sh").text] if b.file("vllm-serve.sh") else []
        if b.file("skypilot-service.yaml"):
            texts.append(yaml.safe_load(b.file("skypilot-service.yaml").text)["run"])
        for text in texts:
            cmd = text[text.index("vllm serve"):]
            flags = set(re.findall(r"(?<![\w-])(--[a-z][a-z0-9-]*)", cmd))
            assert flags and flags <= known, flags - known
            seen += 1
    assert seen >= 10


def test_readme_counts_read_right_at_one_and_spot_is_said_as_the_app_says_it(bundles):
    """'1 node(s)', '1 replica(s)', '1 copies of the model' in the English README; 抢占式 where the app says 竞价实例."""
    ones = 0
    for *_, b in bundles:
        en, zh = b.file("README.md").text, b.file("README.zh-CN.md").text
        ones += b.plan.nodes == 1
        assert "(s)" not in en and " 1 copies" not in en and " 1 nodes" not in en and " 1 servers" not in en
        assert "抢占式" not in zh
    assert ones  # (a one-server bundle among them: where "(s)" read wrong)


@pytest.mark.parametrize("sky_name", ["MI25", "Radeon MI25"])
def test_azures_mi25_maps_both_ways(cat, sky_name):
    """SkyPilot names Azure's MI25 "MI25" (its 0.14 fetcher) or "Radeon MI25" (its hosted catalog): an import of
    either lands on the catalog's MI25, and the launch files write "MI25", which SkyPilot resolves to either
    ("Radeon MI25" only to the hosted catalog's: a task written so failed against a catalog SkyPilot fetched)."""
    from gpu_advisor.core.prices.skypilot import plan_skypilot_import
    data = ("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region\n"
            f"Standard_NV32as_v4,{sky_name},1,32,112,,1.864,0.20504,eastus\n").encode()
    plan = plan_skypilot_import(cat, data, "azure/vms.csv", "azure")
    assert not plan.problems and list(plan.frame["gpu"]) == ["MI25"]
    assert L.skypilot_accelerator("azure", "Standard_NV32as_v4", "MI25") == "MI25"
