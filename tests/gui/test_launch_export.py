"""File → Export launch files… and the *Launch files…* button, driven as a person would (offscreen)."""

from __future__ import annotations

import json
from pathlib import Path

import yaml
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from gpu_advisor.core.export import launch

B = QMessageBox.StandardButton
EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _open(qtbot, win, name):
    want = json.loads((EXAMPLES / name).read_text(encoding="utf-8"))
    assert win.open_file(EXAMPLES / name)
    # the result of this file's job, not the one the window showed before it (under load the earlier scenario's
    # result can still be the window's when the wait starts: its launch files differ since an image model's bundle has
    # no ds_config.json)
    qtbot.waitUntil(lambda: getattr(win, "rec", None) is not None and win.rec.recommendation is not None
                    and not win.result.pending and getattr(win, "scenario", None) is not None
                    and win.scenario.preset == want["model"].get("preset") and win.scenario.task == want["task"],
                    timeout=20000)
    return win.rec


def test_button_writes_the_files_of_the_card(qtbot, win, tmp_path, monkeypatch):
    rec = _open(qtbot, win, "lora-7b-finetune.json")  # a pick with alternatives (spot and on-demand)
    out = tmp_path / "launch"
    out.mkdir()
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(out))
    warn = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warn.append(a[1:3]))
    assert win.result.launch_button.isVisible()
    qtbot.mouseClick(win.result.launch_button, Qt.MouseButton.LeftButton)
    assert not warn
    assert sorted(p.name for p in out.iterdir()) == sorted(launch.TRAIN_FILES)
    doc = yaml.safe_load((out / "skypilot-task.yaml").read_text(encoding="utf-8"))
    opt = rec.recommendation
    assert doc["num_nodes"] == opt.nodes and doc["resources"]["instance_type"] == opt.instance_type
    assert str(out) in win.statusBar().currentMessage()
    # the README's time and cost are the card's words ("4.4 hours", "¥94.74"; it read "4.4 h", "94.74 CNY")
    readme = (out / "README.md").read_text(encoding="utf-8")
    took = readme.split("Expected wall-clock ")[1].split(", cost")[0]
    assert took in win.result.card.values["hours"].text()
    # (the card's cost without its old-price mark, "· priced 2025-09": the README gives the date beside it)
    assert f"cost\n{win.result.card.values['total'].text().split(' · ')[0]} (prices as of" in readme

    # An alternative shown in the card: the same button exports that one, after asking to replace.
    i = next(k for k, a in enumerate(rec.alternatives) if a.billing != opt.billing or a.nodes != opt.nodes)
    win.result.show_alternative(i)
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or B.Yes)
    qtbot.mouseClick(win.result.launch_button, Qt.MouseButton.LeftButton)
    assert asked and "README.md" in asked[0]
    alt = rec.alternatives[i]
    doc = yaml.safe_load((out / "skypilot-task.yaml").read_text(encoding="utf-8"))
    assert doc["resources"]["use_spot"] is (alt.billing == "spot") and doc["num_nodes"] == alt.nodes


def test_menu_export_for_a_chinese_cloud_says_there_is_no_launcher(qtbot, win, tmp_path, monkeypatch):
    rec = _open(qtbot, win, "startup-engineer-seed000.json")
    assert rec.recommendation.provider in ("alibaba", "tencent")
    out = tmp_path / "cn"
    out.mkdir()
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(out))
    win.export_launch_action.trigger()
    names = sorted(p.name for p in out.iterdir())
    assert "skypilot-task.yaml" not in names and "torchrun.sh" in names and "README.zh-CN.md" in names
    assert "ds_config.json" not in names  # a ViT trains with torchvision's script, which reads no DeepSpeed config
    assert "no launcher file" in win.statusBar().currentMessage()


def test_refusing_to_replace_changes_nothing(qtbot, win, tmp_path, monkeypatch):
    _open(qtbot, win, "qwen-7b-inference-low-qps.json")
    out = tmp_path / "serve"
    out.mkdir()
    (out / "README.md").write_text("mine", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(out))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: B.No)
    win.export_launch_action.trigger()
    assert [p.name for p in out.iterdir()] == ["README.md"]
    assert (out / "README.md").read_text(encoding="utf-8") == "mine"


def test_proposal_lines_give_the_estimates_batch_and_interval(qapp, cat):
    """The proposal's *Launch files* sentences carry the figures of the files: the estimate's global batch in
    tokens and the checkpoint interval it assumed (spot here; node failures on a large on-demand run)."""
    import datetime as dt

    from gpu_advisor.core.scenario.spec import load_scenario
    from gpu_advisor.core.select.recommendation import recommend
    from gpu_advisor.gui.launch_export import proposal_lines

    for name, why in (("lora-7b-finetune.json", "spot estimate"), ("h100-8x-training-host.json", "node failures")):
        sc = load_scenario(EXAMPLES / name, cat)
        rec = recommend(cat, sc, today=dt.date(2026, 12, 2))
        p = launch.launch_plan(cat, sc, rec)
        text = "\n".join(proposal_lines(rec, sc, cat))
        if sc.task == "finetune":  # a fine-tune keeps the fine-tuning recipe's batch, not the estimate's by size
            assert p.global_batch_tokens is None and p.global_batch == 128
            assert f"= {p.global_batch} per step (the planned global batch)" in text, text
        else:
            assert p.global_batch_tokens
            assert f"= {p.global_batch} sequences per step (the estimate's global batch: " \
                   f"{p.global_batch_tokens:,.0f} tokens)" in text, text
        assert f"Checkpoints every {p.checkpoint_every_steps:,} steps: the {p.checkpoint_interval_h:.2f} h" in text
        assert why in text


def test_proposal_lines_of_an_image_model_name_its_program_not_deepspeed(qapp, cat):
    """An image model's files run its own script (torchvision's, YOLOv5's, the Ultralytics yolo command) with no
    DeepSpeed and a checkpoint after every pass: the proposal's sentences say so, not 'DeepSpeed: ZeRO stage 0' and
    'Checkpoints every 1,000 steps'."""
    import datetime as dt

    from gpu_advisor.core.scenario.spec import parse_scenario
    from gpu_advisor.core.select.recommendation import recommend
    from gpu_advisor.gui.launch_export import proposal_lines
    from gpu_advisor.text.language import using_language

    base = {"schema_version": 1, "task": "train", "workload": "cv", "data": {"samples": 100000, "epochs": 100},
            "preferences": {"providers": ["aws"], "spot": "avoid", "currency": "USD"}}
    for preset, program in (("resnet-50", "torchvision's classification reference script"),
                            ("yolov5s", "YOLOv5's train.py"), ("yolov8s", "the Ultralytics yolo command")):
        sc = parse_scenario(json.loads(json.dumps({**base, "model": {"preset": preset}})), cat, preset)
        rec = recommend(cat, sc, today=dt.date(2026, 12, 2))
        p = launch.launch_plan(cat, sc, rec)
        with using_language("en"):
            text = "\n".join(proposal_lines(rec, sc, cat))
        assert f"Training program: {program}, {p.precision}; {p.micro_batch} images per GPU" in text, text
        assert "DeepSpeed" not in text and "steps" not in text.replace("Checkpoints after every pass", ""), text
        assert "Checkpoints after every pass over the data" in text
        assert ("the Ultralytics yolo command on the server" in text) == (preset == "yolov8s"), text
        with using_language("zh_CN"):
            zh = "\n".join(proposal_lines(rec, sc, cat))
        assert "训练程序：" in zh and "DeepSpeed" not in zh, zh
