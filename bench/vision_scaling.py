"""Image models across servers: the gradient exchange term (docs/estimates.md, "Image models across servers").

Prints, in one process, each figure with the exchange rows of defaults.csv and without them (the catalog as it was
before: the seed-derived slow-network penalty of scaling.csv, no global-batch cap):

* Goyal et al. 2017 (arXiv:1706.02677, not fitted): ResNet-50 from 8 to 256 GPUs over 50 Gbit/s Ethernet at a
  minibatch of 8k, "~90% scaling efficiency"; and its title's one hour on 256 P100 (256 GPU-hours for 90 epochs);
* the source article's ViT-L/16 case (examples/startup-engineer-seed000.json) for the balanced and the fastest
  answer, and the case as the wizard leaves it with "I don't know" the model (ResNet-50), fastest: configuration,
  time and cost.

    .venv/bin/python bench/vision_scaling.py
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

from gpu_advisor.core import estimate as E
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

ROOT = Path(__file__).resolve().parents[1]
ROWS = ("vision_max_global_batch_images", "allreduce_traffic_factor", "dp_exchange_overlap_share",
        "vision_min_efficient_images_per_gpu")
TODAY = dt.date(2026, 12, 5)


def _without(cat):
    d = cat["defaults"]
    return cat.with_tables({"defaults": d[~d["name"].isin(ROWS)].reset_index(drop=True)})


def _est(cat, gpu: str, gpus: int, gbps: float, precision: str = "fp16"):
    job = E.job_from_preset(cat, "resnet-50", task="train", samples=1.28e6 * 90, precision=precision)
    nodes = max(1, gpus // 8)
    return E.estimate_config(cat, job, gpu, min(gpus, 8), nodes=nodes, network="tcp_25g" if nodes > 1 else None,
                             network_gbps=gbps if nodes > 1 else None)


def main() -> int:
    new = load_bundled()
    old = _without(new)
    print("Goyal et al. 2017: ResNet-50, 90 epochs of ImageNet, 50 Gbit/s Ethernet between 8-GPU servers")
    print(f"  {'':28}{'published':>12}{'with exchange':>16}{'before':>10}")
    for gpu, prec in (("V100", "fp16"), ("P100", "fp16"), ("P100", "fp32")):
        eff = [_est(c, gpu, 8, 50, prec).gpu_hours / _est(c, gpu, 256, 50, prec).gpu_hours for c in (new, old)]
        print(f"  {f'scaling 8 -> 256 {gpu} {prec}':28}{'~0.90':>12}{eff[0]:>16.3f}{eff[1]:>10.3f}")
    for prec in ("fp16", "fp32"):  # (the paper's precision is not restated here: both shown)
        gh = [_est(c, "P100", 256, 50, prec).gpu_hours for c in (new, old)]
        print(f"  {f'GPU-hours, 256 P100 {prec}':28}{'256 (1 h)':>12}{gh[0]:>16.0f}{gh[1]:>10.0f}   "
              f"(modelled / published {gh[0] / 256:.2f})")
    b = _est(new, "V100", 256, 50).assumptions
    print(f"  images per GPU {b['vision_micro_batch_images'].value} (paper: 32), global batch "
          f"{b['vision_global_batch_images'].value:.0f} (paper: 8,192)")
    print()
    obj = json.loads((ROOT / "examples" / "startup-engineer-seed000.json").read_text(encoding="utf-8"))
    print("The source article's ViT-L/16 case (50 GB of images, 80 epochs, 100 h deadline, ¥100,000 a month)")
    for objective in ("balanced", "fastest"):
        obj["preferences"]["objective"] = objective
        for label, c in (("with exchange", new), ("before", old)):
            o = recommend(c, parse_scenario(obj, c), today=TODAY).recommendation
            sde = o.estimate.get("scaling_efficiency")
            print(f"  {objective:9}{label:15}{int(o.gpu_count):>4} x {o.gpu:10} {o.nodes:>3} servers  {o.instance_type:22}"
                  f"{o.wall_hours * 60:>8.0f} min  ¥{o.total_cost:>9,.0f}  scaling {sde:.3f}")
    print()
    print("The article's case as the wizard leaves it (\"I don't know\" the model: ResNet-50, 90 passes), goal fastest")
    res = {"schema_version": 1, "task": "train", "workload": "cv", "model": {"preset": "resnet-50"},
           "data": {"dataset_gb": 50, "epochs": 90}, "deadline_hours": 100,
           "budget": {"amount": 100000, "currency": "CNY", "per": "month"},
           "preferences": {"objective": "fastest", "currency": "CNY"}}
    for label, c in (("with exchange", new), ("before", old)):
        o = recommend(c, parse_scenario(res, c), today=TODAY).recommendation
        img = (o.estimate or {}).get("scaling_efficiency")
        print(f"  {'fastest':9}{label:15}{int(o.gpu_count):>4} x {o.gpu:10} {o.nodes:>3} servers  {o.instance_type:22}"
              f"{o.wall_hours * 60:>8.0f} min  ¥{o.total_cost:>9,.0f}  scaling {img:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
