"""An image model's launch files hold only what its commands use, and each model trains with the tool that trains it
(walk of the launch files, fix-launch3):

* a ResNet-50 classifier (torchvision's reference script), a YOLOv5 detector (YOLOv5's train.py) and a YOLOv8 detector
  use no DeepSpeed, so their bundle has no ``ds_config.json`` and their setup writes none; the READMEs' table of files
  lists exactly the files written (a LoRA job, whose Trainer script takes ``--deepspeed``, keeps its config);
* a YOLOv8 detector trains with the Ultralytics package's ``yolo`` command (``yolo detect train data=... model=...
  imgsz=640 epochs=... batch=... device=0,1,...``, resumed with ``yolo train resume model=.../last.pt``), not with a
  Hugging Face Trainer's arguments; its batch is Ultralytics' own (defaults.csv rows with sources); on several
  servers, which the ``yolo`` command cannot use, no files are written;
* which script trains a model and its name there (torchvision's ``--model resnet50``) come from the catalog's
  ``train_scripts.csv``, not from code."""

from __future__ import annotations

import datetime as dt
import json
import re
import shlex
from dataclasses import replace
from pathlib import Path

import pytest
import yaml

from gpu_advisor.core.catalog.load import validate_catalog
from gpu_advisor.core.export import launch as L
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

from .test_launch_script_args import _valid_shell, HF_ARGS, YOLO
from .test_launch_skypilot import run_sky

ROOT = Path(__file__).resolve().parents[2]
TODAY = dt.date(2026, 12, 6)
YOLOV8 = {**YOLO, "model": {"preset": "yolov8s"}}
ARTICLE = json.loads((ROOT / "resources" / "start" / "article-case.json").read_text(encoding="utf-8"))
LORA = json.loads((ROOT / "examples" / "lora-7b-finetune.json").read_text(encoding="utf-8"))
LORA["preferences"] = {**LORA["preferences"], "providers": ["aws"]}


def _plan(cat, obj, option=None):
    sc = parse_scenario(obj, cat, "x")
    rec = recommend(cat, sc, today=TODAY)
    return L.launch_plan(cat, sc, rec, option, today=TODAY), rec


def _listed(readme: str) -> list[str]:
    """The files the README's table names (its rows `| `name` | ... |`)."""
    return re.findall(r"^\| `([^`]+)` \|", readme, flags=re.M)


def _default(cat, name: str) -> float:
    d = cat["defaults"]
    return float(d.loc[d["name"] == name, "value"].iloc[0])


@pytest.mark.parametrize("obj", [ARTICLE, YOLO, YOLOV8, LORA], ids=["resnet-50", "yolov5s", "yolov8s", "lora"])
def test_a_bundle_holds_only_the_files_its_commands_use(cat, obj):
    p, _ = _plan(cat, obj)
    b = L.render(p, cat)
    names = b.names()
    deepspeed = p.script == "hf"
    assert ("ds_config.json" in names) == deepspeed, (p.script, names)
    task = b.file("skypilot-task.yaml")
    assert task is not None
    setup = yaml.safe_load(task.text)["setup"]
    assert ("DS_CONFIG" in setup) == deepspeed and ("deepspeed" in setup) == deepspeed
    for readme in ("README.md", "README.zh-CN.md"):
        text = b.file(readme).text
        # the table lists every file written but the READMEs themselves, and no other
        assert sorted(_listed(text)) == sorted(n for n in names if not n.startswith("README")), (readme, names)
        assert ("ds_config.json" in text) == deepspeed, readme
    if deepspeed:
        assert "--deepspeed" in b.file("torchrun.sh").text


def test_yolov8_trains_with_the_ultralytics_yolo_command(cat, tmp_path):
    p, rec = _plan(cat, YOLOV8)
    assert p.script == "ultralytics" and p.script_model == "yolov8s" and p.data_parallel == 2
    # Ultralytics' own batch on several GPUs (its nominal batch), all GPUs together; no accumulation of the files'
    assert p.global_batch == _default(cat, "launch_ultralytics_batch_images_multi_gpu") == 64
    assert (p.micro_batch, p.grad_accum) == (32, 1)
    assert "ultralytics-trainer" in p.global_batch_source and "resnet" not in p.global_batch_source
    b = L.render(p, cat)
    task = yaml.safe_load(b.file("skypilot-task.yaml").text)
    scripts = {"torchrun.sh": b.file("torchrun.sh").text, "setup": task["setup"], "run": task["run"]}
    for part in ("torchrun.sh", "run"):
        text = scripts[part]
        assert "torchrun" not in text.replace("torchrun.sh", "") and "torch.distributed.run" not in text
        for arg in HF_ARGS:
            assert arg not in text, (part, arg)
        body = text.replace("\\\n", " ")
        train = shlex.split(next(ln for ln in body.splitlines() if ln.strip().startswith("exec yolo detect train")))
        assert train[:4] == ["exec", "yolo", "detect", "train"]
        train = train[1:]
        kv = dict(w.split("=", 1) for w in train[3:] if "=" in w)
        assert kv["model"] == "yolov8s.yaml"  # trained from scratch, as the proposal's job is: the definition
        assert (kv["imgsz"], kv["epochs"], kv["batch"], kv["device"]) == ("640", "100", "64", "0,1")
        assert kv["workers"] == str(p.loader_workers) and kv["name"] == "exp" and kv["exist_ok"] == "True"
        assert kv["data"] in ("$DATA_YAML", "$DATA_DIR/data.yaml") and "amp" not in kv  # mixed precision: Ultralytics' default
        resume = shlex.split(next(ln for ln in body.splitlines() if ln.strip().startswith("exec yolo train resume")))
        assert resume[:4] == ["exec", "yolo", "train", "resume"] and resume[4].startswith("model=")
        assert resume[4].endswith("/exp/weights/last.pt")
        assert "TRAIN_SCRIPT" not in text  # the yolo command is the program: no script of the job's own
    assert "TRAIN_SCRIPT" not in task["envs"]
    assert "pip install torch torchvision ultralytics" in scripts["setup"]
    _valid_shell(tmp_path, scripts)
    en, zh = b.file("README.md").text, b.file("README.zh-CN.md").text
    assert "Ultralytics' `yolo` command" in en and "`model=yolov8s.yaml`" in en and "TRAIN_SCRIPT" not in en
    assert "Ultralytics 的 `yolo` 命令" in zh and "`model=yolov8s.yaml`" in zh and "TRAIN_SCRIPT" not in zh
    assert "DeepSpeed" not in en and "DeepSpeed" not in zh
    # SkyPilot's own parser reads the task (its envs without TRAIN_SCRIPT)
    path = tmp_path / "yolov8" / "skypilot-task.yaml"
    L.write_bundle(b, path.parent)
    res = run_sky(tmp_path, [path])[0]
    assert res["ok"] and res["feasible"], res
    # one GPU: Ultralytics' default batch of 16 on device 0
    one = replace(rec.recommendation, gpus_per_node=1.0, gpu_count=1.0, nodes=1, instances=1)
    p1, _ = _plan(cat, YOLOV8, one)
    words = L.render(p1, cat).file("torchrun.sh").text.replace("\\\n", " ")
    assert " batch=16 " in words and " device=0 " in words
    assert _default(cat, "launch_ultralytics_batch_images_single_gpu") == 16


def test_a_yolov8_fine_tune_starts_from_the_published_weights(cat):
    p, _ = _plan(cat, {**YOLOV8, "task": "finetune"})
    text = L.render(p, cat).file("torchrun.sh").text
    assert " model=yolov8s.pt " in text.replace("\\\n", " ")


def test_yolov8_on_several_servers_writes_no_files(cat):
    """The yolo command starts its DDP workers on the GPUs of the machine it runs on (trainer.py: init_process_group
    with their count): files for two servers would train on one at the price of both."""
    from gpu_advisor.core.base import Problem
    from gpu_advisor.text import describe_problem
    from gpu_advisor.text.language import using_language
    _, rec = _plan(cat, YOLOV8)
    two = replace(rec.recommendation, nodes=2, instances=2, gpu_count=2 * rec.recommendation.gpus_per_node)
    sc = parse_scenario(YOLOV8, cat, "x")
    with pytest.raises(L.LaunchError) as err:
        L.launch_plan(cat, sc, rec, two, today=TODAY)
    assert err.value.code == "launch_one_server" and err.value.detail["nodes"] == 2
    with using_language("en"):
        en = describe_problem(Problem("out", err.value.what), cli=True)
    with using_language("zh_CN"):
        zh = describe_problem(Problem("out", err.value.what), cli=True)
    assert "this option has 2 servers" in en and "trains on the GPUs of one server only" in en, en
    assert "该选项有 2 台服务器" in zh, zh
    # YOLOv5's train.py runs across servers under torch.distributed.run: its files are written
    _, rec5 = _plan(cat, YOLO)
    p5 = L.launch_plan(cat, parse_scenario(YOLO, cat, "x"), rec5,
                       replace(rec5.recommendation, nodes=2, instances=2,
                               gpu_count=2 * rec5.recommendation.gpus_per_node), today=TODAY)
    assert p5.nodes == 2 and "--nnodes=2" in L.render(p5, cat).file("torchrun.sh").text


def test_the_script_and_its_model_name_come_from_the_catalog(cat):
    rules = cat["train_scripts"]
    # every row names a kind, family and preset of models.csv, and the catalog's check passes
    m = cat["models"]
    for r in rules.fillna("").astype(str).to_dict("records"):
        assert r["kind"] in set(m["kind"]) and (not r["family"] or r["family"] in set(m["family"])), r
        assert not r["preset_id"] or r["preset_id"] in set(m["preset_id"]), r
        assert r["source"] and r["as_of"], r
    assert not [p for p in validate_catalog(cat) if "train_scripts" in str(getattr(p, "file", ""))]
    p, _ = _plan(cat, ARTICLE)
    assert (p.script, p.script_model) == ("torchvision", "resnet50")
    # a row changed in the catalog changes the files: ResNet-50 named resnet101 by the user's catalog
    changed = rules.copy()
    changed.loc[changed["preset_id"] == "resnet-50", "script_model"] = "resnet101"
    p2, _ = _plan(cat.with_table("train_scripts", changed), ARTICLE)
    args = shlex.split(L.render(p2, cat).file("torchrun.sh").text.split("torchrun \\\n", 1)[1].replace("\\\n", " "))
    assert args[args.index("--model") + 1] == "resnet101"
    # the kind's row (no family, no preset): a classifier the table does not name passes no --model
    kind_only = rules[rules["preset_id"].fillna("") == ""]
    p3, _ = _plan(cat.with_table("train_scripts", kind_only), ARTICLE)
    assert (p3.script, p3.script_model) == ("torchvision", "")
    assert "--model" not in L.render(p3, cat).file("torchrun.sh").text
    # without a row for detectors, YOLOv8 falls back to a Trainer script (and then has its DeepSpeed config)
    no_yolo = rules[rules["kind"] != "detection"]
    p4, _ = _plan(cat.with_table("train_scripts", no_yolo), YOLOV8)
    assert p4.script == "hf" and "ds_config.json" in L.render(p4, cat).names()


NEW_SOURCES = ("ultralytics-train-docs", "ultralytics-trainer")
NEW_DEFAULTS = ("launch_ultralytics_batch_images_single_gpu", "launch_ultralytics_batch_images_multi_gpu",
                "ultralytics_max_servers")


def test_an_older_stored_catalog_gains_the_script_table_the_batches_and_their_sources(store):
    """A generation saved before train_scripts.csv (no file, no Ultralytics batch rows, none of the sources they cite)
    loads with the bundled rows, the defaults and the sources; it validates, and its YOLOv8 files use the yolo
    command."""
    import hashlib

    from gpu_advisor.core.catalog import CatalogStore

    gen = store.current_dir()
    (gen / "train_scripts.csv").unlink()
    for name, drop in (("sources.csv", NEW_SOURCES), ("defaults.csv", NEW_DEFAULTS)):
        lines = (gen / name).read_text(encoding="utf-8").splitlines(keepends=True)
        (gen / name).write_text("".join(ln for ln in lines if not ln.startswith(tuple(f"{d}," for d in drop))),
                                encoding="utf-8")
    meta = json.loads((gen / "catalog.json").read_text(encoding="utf-8"))
    meta["files"].pop("train_scripts.csv", None)
    for name in ("sources.csv", "defaults.csv"):
        meta["files"][name] = hashlib.sha256((gen / name).read_bytes()).hexdigest()
    (gen / "catalog.json").write_text(json.dumps(meta), encoding="utf-8")
    cat = CatalogStore().load()
    assert len(cat["train_scripts"]) >= 6
    assert set(NEW_SOURCES) <= set(cat["sources"]["source_id"]) and set(NEW_DEFAULTS) <= set(cat["defaults"]["name"])
    assert not [p for p in validate_catalog(cat) if p.severity == "error"]
    p, _ = _plan(cat, YOLOV8)
    assert p.script == "ultralytics" and p.global_batch == 64
