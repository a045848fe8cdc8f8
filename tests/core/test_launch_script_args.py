"""An image model's launch files call the script that trains it with that script's own arguments (core/export/
launch_train.py TRAIN_SCRIPTS): a ResNet-50 classifier torchvision's classification reference script under torchrun
(--batch-size per GPU, --lr, --output-dir, --resume checkpoint.pth, --amp), a YOLOv5 detector YOLOv5's train.py under
python -m torch.distributed.run (--img 640, --batch-size for all GPUs, --weights/--cfg, --device, --resume last.pt),
not Hugging Face Trainer and DeepSpeed arguments (--per_device_train_batch_size, --warmup_steps, trainer_state.json),
which those scripts refuse. A YOLOv5 job's batch is YOLOv5's own (16 on one GPU, its train.py default; 64 on several,
its README's COCO commands), not a classifier's 256 and NVIDIA's ResNet-50 images per GPU. A LoRA job's setup installs
PEFT (and bitsandbytes for QLoRA), which the README says the script uses."""

from __future__ import annotations

import datetime as dt
import json
import shlex
import subprocess
from dataclasses import replace
from pathlib import Path

import yaml

from gpu_advisor.core.export import launch as L
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

from .test_launch_nvme_data import shellcheck_bin

ROOT = Path(__file__).resolve().parents[2]
TODAY = dt.date(2026, 12, 6)
YOLO = {"schema_version": 1, "task": "train", "workload": "cv", "model": {"preset": "yolov5s"},
        "data": {"samples": 100000, "epochs": 100, "image_mb": 3},
        "preferences": {"providers": ["azure"], "gpus": ["A100-80GB-PCIE"], "spot": "avoid", "currency": "USD"}}
HF_ARGS = ("--per_device_train_batch_size", "--gradient_accumulation_steps", "--warmup_steps", "--deepspeed",
           "--save_steps", "--output_dir", "--resume_from_checkpoint", "trainer_state.json", "--learning_rate")


def _default(cat, name: str) -> float:
    d = cat["defaults"]
    return float(d.loc[d["name"] == name, "value"].iloc[0])


def _plan(cat, obj, option=None):
    sc = parse_scenario(obj, cat, "x")
    rec = recommend(cat, sc, today=TODAY)
    return L.launch_plan(cat, sc, rec, option, today=TODAY), rec


def _command(text: str, launcher: str) -> list[str]:
    """The words of the launch command of a script (from its launcher to the end, continuation lines joined)."""
    body = ("\n" + text)[("\n" + text).index("\n" + launcher + " \\") + 1:]
    return shlex.split(body.replace("\\\n", " ").split("\n")[0])


def _scripts(b) -> dict[str, str]:
    out = {"torchrun.sh": b.file("torchrun.sh").text}
    if b.file("skypilot-task.yaml") is not None:
        task = yaml.safe_load(b.file("skypilot-task.yaml").text)
        out.update(setup=task["setup"], run=task["run"])
    return out


def _valid_shell(tmp_path: Path, scripts: dict[str, str]) -> None:
    for part, text in scripts.items():
        path = tmp_path / f"{part}.sh"
        path.write_text(text if text.startswith("#!") else "#!/usr/bin/env bash\n" + text, encoding="utf-8")
        r = subprocess.run(["bash", "-n", str(path)], capture_output=True, text=True)
        assert r.returncode == 0, (part, r.stderr)
        r = subprocess.run([shellcheck_bin(), "-s", "bash", str(path)], capture_output=True, text=True)
        assert r.returncode == 0, (part, r.stdout)


def test_resnet50_runs_torchvisions_reference_script_with_its_own_arguments(cat, tmp_path):
    obj = json.loads((ROOT / "resources" / "start" / "article-case.json").read_text(encoding="utf-8"))
    p, _ = _plan(cat, obj)
    assert p.script == "torchvision" and p.model == "resnet-50"
    b = L.render(p, cat)
    scripts = _scripts(b)
    assert "run" in scripts  # (a SkyPilot task: the run section is checked too)
    for part in ("torchrun.sh", "run"):
        words = _command(scripts[part], "torchrun")
        text = " ".join(words)
        for arg in HF_ARGS:
            assert arg not in text, (part, arg)
        flag = {w: words[i + 1] if i + 1 < len(words) else "" for i, w in enumerate(words)}
        assert flag["--model"] == "resnet50" and int(flag["--batch-size"]) == p.micro_batch  # images per GPU
        assert float(flag["--lr"]) == p.learning_rate and flag["--opt"] == "sgd"
        assert float(flag["--momentum"]) == 0.9 and float(flag["--wd"]) == 1e-4
        assert flag["--lr-warmup-epochs"] == "5" and flag["--lr-warmup-method"] == "linear"
        assert int(flag["--epochs"]) == round(p.epochs) and int(flag["--workers"]) == p.loader_workers >= 1
        assert "--amp" in words and "--output-dir" in words and "--data-path" in words
        # the resume: torchvision's checkpoint.pth (written after every pass), not a Trainer's checkpoint-N
        assert "checkpoint.pth" in scripts[part] and "--resume" in scripts[part]
        assert "trainer_state.json" not in scripts[part]
    assert "pip install torch torchvision" in scripts["setup"] and "deepspeed" not in scripts["setup"]
    # the header says when the script saves, not a Trainer's every-N-steps
    assert "# Checkpoints: the script saves checkpoint.pth after every pass over the data" in scripts["torchrun.sh"]
    assert "steps of ~" not in scripts["torchrun.sh"]
    _valid_shell(tmp_path, scripts)
    en, zh = b.file("README.md").text, b.file("README.zh-CN.md").text
    assert "torchvision's classification reference script" in en and "If your script" in en
    assert "torchvision 的分类参考脚本" in zh and "如果您的脚本参数不同" in zh
    for readme in (en, zh):
        assert "--resume_from_checkpoint" not in readme and "--warmup_steps" not in readme
        assert "`--lr-warmup-epochs`" in readme and "checkpoint.pth" in readme


def test_yolov5_runs_its_own_train_py_with_its_own_batch(cat, tmp_path):
    p, rec = _plan(cat, YOLO)
    assert p.script == "yolov5" and p.data_parallel == 2
    # YOLOv5's own batch on several GPUs (its README's COCO command for YOLOv5s), not he-2015-resnet's 256 and
    # NVIDIA's ResNet-50 images per GPU
    assert p.global_batch == _default(cat, "launch_yolov5_batch_images_multi_gpu") == 64
    assert (p.micro_batch, p.grad_accum) == (32, 1)
    assert "ultralytics-yolov5" in p.global_batch_source and "resnet" not in p.global_batch_source
    assert p.micro_batch_source == "" and p.optimizer == ""  # (YOLOv5's own hyperparameters: its hyp file)
    b = L.render(p, cat)
    scripts = _scripts(b)
    for part in ("torchrun.sh", "run"):
        words = _command(scripts[part], "python -m torch.distributed.run")
        text = " ".join(words)
        for arg in HF_ARGS:
            assert arg not in text, (part, arg)
        flag = {w: words[i + 1] if i + 1 < len(words) else "" for i, w in enumerate(words)}
        assert flag["--img"] == "640" and flag["--batch-size"] == "64"  # all GPUs together
        assert flag["--weights"] == "" and flag["--cfg"] == "yolov5s.yaml"  # trained from scratch
        assert flag["--device"] == "0,1" and flag["--epochs"] == "100" and "--project" in words
        assert "exp/weights/last.pt" in scripts[part] and "--resume" in scripts[part]
    _valid_shell(tmp_path, scripts)
    head = scripts["torchrun.sh"]
    assert "he-2015-resnet" not in head and "nvidia-dle" not in head
    # one GPU: train.py's default batch of 16
    one = replace(rec.recommendation, gpus_per_node=1.0, gpu_count=1.0, nodes=1, instances=1)
    p1, _ = _plan(cat, YOLO, one)
    assert (p1.global_batch, p1.micro_batch, p1.data_parallel) == (16, 16, 1)
    assert _default(cat, "launch_yolov5_batch_images_single_gpu") == 16
    words = _command(L.render(p1, cat).file("torchrun.sh").text, "python -m torch.distributed.run")
    assert words[words.index("--batch-size") + 1] == "16" and words[words.index("--device") + 1] == "0"
    en, zh = b.file("README.md").text, b.file("README.zh-CN.md").text
    assert "YOLOv5's `train.py`" in en and "If your" in en
    assert "YOLOv5 的 `train.py`" in zh and "如果您的脚本参数不同" in zh


def test_a_yolov5_fine_tune_starts_from_the_published_weights(cat):
    p, _ = _plan(cat, {**YOLO, "task": "finetune"})
    words = _command(L.render(p, cat).file("torchrun.sh").text, "python -m torch.distributed.run")
    assert words[words.index("--weights") + 1] == "yolov5s.pt"


def test_a_lora_setup_installs_peft_and_qlora_bitsandbytes(cat, tmp_path):
    obj = json.loads((ROOT / "examples" / "lora-7b-finetune.json").read_text(encoding="utf-8"))
    obj["preferences"] = {**obj["preferences"], "providers": ["aws"]}
    p, _ = _plan(cat, obj)
    assert p.method == "lora" and p.script == "hf" and p.skypilot_cloud == "aws"
    for method, want, not_want in (("lora", ("peft",), ("bitsandbytes",)),
                                   ("qlora", ("peft", "bitsandbytes"), ()),
                                   ("full", (), ("peft", "bitsandbytes"))):
        b = L.render(replace(p, method=method), cat)
        setup = _scripts(b)["setup"]
        install = next(ln for ln in setup.splitlines() if ln.startswith("pip install torch"))
        words = shlex.split(install)
        assert "deepspeed==0.19.8" in words and "transformers" in words, install
        for w in want:
            assert w in words, (method, install)
        for w in not_want:
            assert w not in words, (method, install)
        en, zh = b.file("README.md").text, b.file("README.zh-CN.md").text
        # the README names what the setup installs, and why only DeepSpeed is pinned
        assert " ".join(words[3:]) in en and " ".join(words[3:]) in zh
        assert "Only DeepSpeed is pinned" in en and "只有 DeepSpeed 固定了版本" in zh
    _valid_shell(tmp_path, _scripts(L.render(replace(p, method="qlora"), cat)))
