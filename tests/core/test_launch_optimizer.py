"""The learning rate goes with the launch files' batch (walk 18, the article's image model across servers): the README
gave Goyal et al.'s linear scaling rule for 5,888 images ("0.1 × batch / 256") but not the figure, and no file set an
optimizer. Now the catalog holds each recipe (``launch_<sgd|adamw>_lr_<key>`` with its batch, momentum, weight decay
and warm-up, every row with its source), the files set it (``ds_config.json`` ``optimizer``, and the same
``--learning_rate``/``--weight_decay``/``--warmup_steps`` for the script, as Hugging Face's ``Trainer`` requires) and
the README gives the figure: 0.1 × 5,888 / 256 = 2.3. The Chinese README counted images with 个 ("5,888 个图像")."""

from __future__ import annotations

import json
import math
import shlex
from dataclasses import replace
from pathlib import Path

import pytest

from gpu_advisor.core import estimate as E
from gpu_advisor.core.export import launch as L
from gpu_advisor.core.scenario.spec import load_scenario, parse_scenario
from gpu_advisor.core.select import job_for
from gpu_advisor.core.select.recommendation import recommend

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "examples").glob("*.json"))


def _article(objective: str | None = "fastest") -> dict:
    obj = json.loads((ROOT / "resources" / "start" / "article-case.json").read_text(encoding="utf-8"))
    if objective:
        obj["preferences"] = {**obj["preferences"], "objective": objective}
    return obj


def _bundle(cat, obj):
    sc = parse_scenario(obj, cat)
    rec = recommend(cat, sc)
    p = L.launch_plan(cat, sc, rec)
    return sc, p, {f.name: f.text for f in L.render(p, cat).files}


def _defaults(cat) -> dict[str, float]:
    d = cat["defaults"]
    return {str(n): float(v) for n, v in zip(d["name"], d["value"])}


def _script_args(text: str) -> list[str]:
    """The words of the torchrun command of a script (its continuation lines joined)."""
    body = text.replace("\\\n", " ")
    line = next(ln for ln in body.splitlines() if ln.strip().startswith("torchrun"))
    return shlex.split(line)


def _arg(args: list[str], name: str) -> str | None:
    return args[args.index(name) + 1] if name in args else None


def _lr(p) -> str:
    """The learning rate's argument of the script the files run: torchvision's reference script's --lr (an image
    classifier), a Hugging Face Trainer's --learning_rate."""
    return "--lr" if p.script == "torchvision" else "--learning_rate"


def test_the_article_across_servers_gets_the_learning_rate_of_its_batch(cat):
    sc, p, files = _bundle(cat, _article())
    d = _defaults(cat)
    assert p.nodes > 1 and p.global_batch_rule == "exchange" and sc.preset == "resnet-50"
    # the figure from the catalog's rule (Goyal et al. 2017): 0.1 per 256 images, times the files' batch
    rule = d["launch_sgd_lr_resnet"] * p.global_batch / d["launch_sgd_lr_batch_resnet"]
    assert p.optimizer == "sgd" and p.learning_rate == pytest.approx(rule, rel=5e-3)
    if p.global_batch == 5888:  # the walk's case: about 2.3
        assert p.learning_rate == 2.3
    en, zh = (" ".join(files[n].split()) for n in ("README.md", "README.zh-CN.md"))
    figure = f"0.1 × {p.global_batch:,} / 256 = **{p.learning_rate:g}**"
    assert figure in en and figure in zh
    assert "0.1 × batch / 256" not in en  # the rule alone, without the figure
    # the optimizer the files set, consistent with the figure: SGD with momentum 0.9 and warm-up (Goyal et al.), passed
    # to torchvision's script, which reads no DeepSpeed config (none is written)
    assert "ds_config.json" not in files
    opt = {"type": "SGD", "params": {"lr": p.learning_rate, "momentum": p.momentum, "weight_decay": p.weight_decay}}
    assert opt == {"type": "SGD", "params": {"lr": p.learning_rate, "momentum": 0.9, "weight_decay": 0.0001}}
    per_pass = E.job_info(E.prepare(cat), job_for(cat, sc)).units / 90
    assert p.warmup_steps == math.ceil(5 * per_pass / p.global_batch)
    assert p.script == "torchvision"  # its reference script's own arguments: --lr, --wd, the warm-up in passes
    for args in (_script_args(files["torchrun.sh"]), _script_args(files["skypilot-task.yaml"].replace("\n    ", "\n"))):
        assert float(_arg(args, "--lr")) == opt["params"]["lr"]
        assert float(_arg(args, "--wd")) == opt["params"]["weight_decay"]
        assert float(_arg(args, "--momentum")) == opt["params"]["momentum"]
        assert int(_arg(args, "--lr-warmup-epochs")) == 5 and "--warmup_steps" not in args
        assert _arg(args, "--opt") == "sgd"
    assert "**Optimizer:** SGD with momentum 0.9 at a learning rate of **2.3**" in en or p.learning_rate != 2.3
    # torchvision's script warms up in whole passes (--lr-warmup-epochs), not a Trainer's --warmup_steps
    assert "over the first 5 passes over the data, as the recipe does (`--lr-warmup-epochs`" in en
    assert "`--warmup_steps`" not in en and "`--warmup_steps`" not in files["README.zh-CN.md"]
    assert "goyal-2017-imagenet-1-hour (§2.1 and §5.1" in en  # the rule's source row (plain: no words given)


def test_a_vit_gets_deits_adamw_and_a_single_gpu_resnet_the_unscaled_rate(cat):
    obj = json.loads((ROOT / "examples" / "startup-engineer-seed000.json").read_text(encoding="utf-8"))
    obj["preferences"] = {**obj["preferences"], "objective": "fastest"}
    _, p, files = _bundle(cat, obj)
    # DeiT's linear rule up to ViT's own ImageNet rate (3e-3 at 4,096 images): 0.008 at 8,192 images is capped
    assert p.optimizer == "adamw" and p.learning_rate == pytest.approx(min(0.0005 * p.global_batch / 512, 0.003),
                                                                       rel=5e-3)
    args = _script_args(files["torchrun.sh"])
    assert "ds_config.json" not in files and p.script == "torchvision"
    assert _arg(args, "--opt") == "adamw" and float(_arg(args, "--wd")) == 0.05
    assert float(_arg(args, "--lr")) == p.learning_rate
    assert "Touvron et al." not in files["README.md"] and "touvron-2021-deit" in files["README.md"]
    _, one, files = _bundle(cat, _article(None))  # ResNet-50 on one GPU: 256 images, the recipe's own 0.1
    assert one.nodes == 1 and one.global_batch == 256 and one.learning_rate == 0.1
    assert "0.1 × 256 / 256 = 0.1" in " ".join(files["README.md"].split())


def test_language_model_fine_tunes_get_adamw_and_pretraining_and_serving_no_optimizer(cat):
    for f in EXAMPLES:
        sc = load_scenario(f, cat)
        rec = recommend(cat, sc)
        p = L.launch_plan(cat, sc, rec)
        files = {x.name: x.text for x in L.render(p, cat).files}
        if p.kind == "serve":
            assert not p.optimizer and "Optimizer" not in files["README.md"]
            continue
        args = _script_args(files["torchrun.sh"])
        if p.script != "hf":  # an image model's own script: the recipe of its family on its command line, no DeepSpeed
            assert "ds_config.json" not in files and float(_arg(args, _lr(p))) == p.learning_rate, f.name
            continue
        ds = json.loads(files["ds_config.json"])
        if sc.workload == "llm" and (sc.task == "finetune" or sc.finetune_method != "full"):
            key = "launch_adamw_lr_finetune_" + ("full" if sc.finetune_method == "full" else "lora")
            assert ds["optimizer"] == {"type": "AdamW", "params": {"lr": _defaults(cat)[key], "torch_adam": True,
                                                                   "weight_decay": 0.0}}, f.name
            assert float(_arg(args, "--learning_rate")) == ds["optimizer"]["params"]["lr"]
            assert float(_arg(args, "--weight_decay")) == 0.0 and "--warmup_steps" not in args
            assert "The rate is the recipe's, as published." in files["README.md"]
        elif sc.workload == "llm":  # pre-training: no recipe in the catalog, the script's own optimizer
            assert "optimizer" not in ds and "--learning_rate" not in args, f.name
        else:
            raise AssertionError(f"{f.name}: a Trainer script for {sc.workload}")


def test_sgd_under_zero_is_allowed_and_no_recipe_means_no_optimizer(cat):
    _, p, _ = _bundle(cat, _article())
    assert L.deepspeed_config(replace(p, zero_stage=1))["zero_allow_untested_optimizer"] is True
    assert "zero_allow_untested_optimizer" not in L.deepspeed_config(p)
    bare = replace(p, optimizer="", learning_rate=None)
    files = {f.name: f.text for f in L.render(bare, cat).files}
    assert "ds_config.json" not in files and "--lr" not in files["torchrun.sh"]
    assert "--learning_rate" not in files["torchrun.sh"]
    assert "**Optimizer:**" not in files["README.md"]
    assert "0.1 × batch / 256 for ResNet-50 with SGD" in " ".join(files["README.md"].split())  # the rule, as before


@pytest.mark.parametrize("objective", [None, "fastest"])
def test_the_chinese_readme_counts_images_with_zhang(cat, objective):
    _, p, files = _bundle(cat, _article(objective))
    zh = files["README.zh-CN.md"]
    assert p.global_batch_unit == "images"
    assert "个图像" not in zh and f"每步 **{p.global_batch:,} 张图像**" in zh
    assert "1 accumulation steps" not in files["README.md"]  # one step, not "steps"
    _, q, files = _bundle(cat, json.loads((ROOT / "examples" / "lora-7b-finetune.json").read_text(encoding="utf-8")))
    zh = files["README.zh-CN.md"]
    assert f"每步 **{q.global_batch:,} 个序列**" in zh and "个 token" in zh  # sequences and tokens keep 个


def test_a_vit_at_a_large_batch_stops_at_the_highest_published_rate(cat):
    """Walk 18's left item: DeiT's linear rule gave ViT-L 0.008 at 8,192 images, more than any published ViT recipe
    used (ViT itself: 3e-3 at 4,096, Dosovitskiy et al. Table 3); the files stop at the catalog's ceiling and every
    file says so, in both languages."""
    obj = json.loads((ROOT / "examples" / "startup-engineer-seed000.json").read_text(encoding="utf-8"))
    obj["preferences"] = {**obj["preferences"], "objective": "fastest"}
    _, p, files = _bundle(cat, obj)
    d = _defaults(cat)
    linear = d["launch_adamw_lr_vit"] * p.global_batch / d["launch_adamw_lr_batch_vit"]
    assert linear > d["launch_adamw_lr_max_vit"], "the case must be one the ceiling applies to"
    assert p.learning_rate == d["launch_adamw_lr_max_vit"] and p.lr_linear == pytest.approx(linear, rel=5e-3)
    assert "ds_config.json" not in files and p.script == "torchvision"
    assert float(_arg(_script_args(files["torchrun.sh"]), _lr(p))) == p.learning_rate
    en, zh = (" ".join(files[n].split()) for n in ("README.md", "README.zh-CN.md"))
    formula = f"0.0005 × {p.global_batch:,} / 512 = {p.lr_linear:g}"
    assert formula in en and formula in zh
    assert f"= **{p.learning_rate:g}**" not in en and f"= {p.learning_rate:g}." not in en  # no false formula
    assert "the highest rate published for this model, **0.003**" in en and "dosovitskiy-2021-vit" in en
    assert "已公布的最高学习率 **0.003**" in zh and "dosovitskiy-2021-vit" in zh
    head = [ln for ln in files["torchrun.sh"].splitlines() if ln.startswith("# Optimizer:")]
    assert head == [ln for ln in head if "the highest rate published for this model (dosovitskiy-2021-vit" in ln] != []
    assert "touvron-2021-deit" not in head[0]  # DeiT's rule is not credited with the ceiling's figure
    # below the ceiling nothing changes: the two-server run's 768 images keep DeiT's 0.00075
    obj["preferences"] = {**obj["preferences"], "objective": "cheapest"}
    _, small, files = _bundle(cat, obj)
    if small.global_batch * d["launch_adamw_lr_vit"] / d["launch_adamw_lr_batch_vit"] < d["launch_adamw_lr_max_vit"]:
        assert small.lr_linear is None and "ceiling" not in files["README.md"]
