"""The script an image model trains with (train_scripts.csv): read by the launch files (core/export/launch_train.py),
which write that script's commands, and by the selection (core/select/table.py), which offers a model whose script
trains on at most N servers (defaults.csv ``<script>_max_servers``: the Ultralytics yolo command, one) no larger
cluster (constraint ``servers``)."""

from __future__ import annotations

from .model import Catalog


def train_script_of(cat: Catalog, workload: str | None, preset: str | None) -> tuple[str, str]:
    """The script the model's training runs and its name for the model (train_scripts.csv: the row of the model's
    preset, else of its family, else of its kind; a YOLO script's empty name is the preset id, whose weights it loads
    as <id>.pt): ("torchvision", "resnet50"), ("ultralytics", "yolov8s"), ("hf", "") for any other model."""
    if workload != "cv" or not preset:
        return "hf", ""
    m = cat["models"]
    row = m[m["preset_id"] == preset]
    rules = cat.tables.get("train_scripts")
    if not len(row) or rules is None or not len(rules):
        return "hf", ""
    kind, family = str(row["kind"].iloc[0]), str(row["family"].iloc[0])
    cells = rules.fillna("").astype(str)
    for want in ((kind, family, preset), (kind, family, ""), (kind, "", "")):
        hit = cells[(cells["kind"] == want[0]) & (cells["family"] == want[1]) & (cells["preset_id"] == want[2])]
        if len(hit):
            script, name = hit["script"].iloc[0], hit["script_model"].iloc[0].strip()
            return script, name or (preset if script in ("yolov5", "ultralytics") else "")
    return "hf", ""
