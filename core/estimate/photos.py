"""Whether a job's photos are resized once before training, and to what: the one test the resize pass's time
(resize.py) and the bytes every later pass reads (job.py) both follow. A module of its own, apart from resize.py
(which reads the job, ``job_info``), so that job.py uses it without an import cycle.

The rule is the model kind's (models.csv ``kind``), from defaults.csv: a kind with rows of its own
(``{kind}_image_bytes_per_sample``, ``{kind}_image_resize_long_side_px`` or ``..._short_side_px``,
``{kind}_image_reference_..._side_px``) is resized as its training recipe reads images, any other image model as an
ImageNet classifier (``image_bytes_per_sample``, ``image_resize_short_side_px``, ``image_reference_short_side_px``).
A YOLO-class detector trains at 640 px on the long side on COCO's ~160 KB photos; a classifier at 256 px on the
short side on ImageNet's ~110 KB; Stable Diffusion at 512 px on the short side. The resize pass's time is always
scaled from ImageNet's file (``image_bytes_per_sample``): ``data_loader_images_per_s_per_worker`` was measured on it.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import NamedTuple

from .data import Job

BASE = "image_bytes_per_sample"  # ImageNet's average file: the size the decode rate was measured on
RESIZE = ("image_resize_ratio_min", BASE, "data_loader_images_per_s_per_worker")
# the dataset each kind's own reference rows describe (a kind without its own bytes row: ImageNet's)
REFERENCE_DATASET = {"detection": "coco"}
SIDES = ("long", "short")


class Rule(NamedTuple):
    """The defaults.csv rows of a kind's resize: its reference file's bytes, the side and the row of the size it is
    resized to, and the row of the reference photo's same side ("": none, a copy is then taken as large as the
    reference file), and the reference dataset's code."""

    bytes_row: str
    side: str
    side_row: str
    reference_side_row: str
    reference: str


class Resized(NamedTuple):
    """What a job's photos become: ``ratio`` x the reference dataset's file (``reference``: "imagenet" or "coco"),
    resized to ``side_px`` on their ``side`` side ("short" or "long"), ``image_bytes`` each before and
    ``resized_bytes`` after, ``vcpu_s_per_image`` to resize one; ``rule``: the defaults.csv rows it read."""

    ratio: float
    side_px: float
    image_bytes: float
    resized_bytes: float
    vcpu_s_per_image: float
    rule: Rule

    @property
    def side(self) -> str:
        return self.rule.side

    @property
    def reference(self) -> str:
        return self.rule.reference

    @property
    def rows(self) -> tuple[str, ...]:
        """Every defaults.csv row the resize read, once each."""
        return tuple(dict.fromkeys(RESIZE + (self.rule.bytes_row, self.rule.side_row)
                                   + ((self.rule.reference_side_row,) if self.rule.reference_side_row else ())))


def reference_bytes_row(defaults: Collection[str], kind: str) -> str:
    """The defaults.csv row of the average file a model of ``kind`` trains on (models.csv; "" without a preset): the
    kind's own (a detector's, COCO's ~160 KB) where the catalog has it, else ImageNet's (``image_bytes_per_sample``).
    The size one image is taken at when the user does not know it."""
    own = f"{kind}_{BASE}" if kind else ""
    return own if own in defaults else BASE


def resize_rule(defaults: dict, kind: str) -> Rule | None:
    """The resize rule of a model of ``kind`` (models.csv; "" without a preset): its own rows where the catalog has
    them, else the classifier's (ImageNet) ones; None where the catalog has neither."""
    own = f"{kind}_{BASE}" if kind else ""
    bytes_row = reference_bytes_row(defaults, kind)
    reference = REFERENCE_DATASET.get(kind, "imagenet") if bytes_row == own else "imagenet"
    ref_prefix = f"{kind}_" if bytes_row == own else ""  # (the reference photo's side: of the same dataset)
    for prefix in ((f"{kind}_",) if kind else ()) + ("",):
        for side in SIDES:
            row = f"{prefix}image_resize_{side}_side_px"
            if row in defaults:
                ref_side = f"{ref_prefix}image_reference_{side}_side_px"
                return Rule(bytes_row, side, row, ref_side if ref_side in defaults else "", reference)
    return None


def resized(defaults: dict, job: Job, kind: str = "") -> Resized | None:
    """The resize ``job``'s photos get (defaults: ``Prepared.defaults``; ``kind``: its preset's models.csv kind, ""
    without one), or None: not an image model's training, its image size not given, images not more than
    ``image_resize_ratio_min`` x the kind's reference file, or the catalog without the figures. The one test of
    whether a job's photos are resized: the pass's time and the bytes every later pass reads both follow it."""
    if job.workload != "cv" or job.task == "inference" or job.image_mb is None:
        return None
    rule = resize_rule(defaults, kind)
    if rule is None or any(n not in defaults for n in RESIZE + (rule.bytes_row,)):
        return None
    minimum, base, per_worker = (float(defaults[n].value) for n in RESIZE)
    ref_bytes = float(defaults[rule.bytes_row].value)
    side = float(defaults[rule.side_row].value)
    image = float(job.image_mb) * 1e6
    ratio = image / ref_bytes
    if not (ratio > minimum) or not per_worker > 0 or not side > 0 or not base > 0:
        return None
    ref_side = float(defaults[rule.reference_side_row].value) if rule.reference_side_row else 0.0
    copy = ref_bytes * (side / ref_side) ** 2 if ref_side > 0 else ref_bytes
    # the time of the pass: decoding grows with the pixels, measured on ImageNet's files whatever the kind
    return Resized(ratio=ratio, side_px=side, image_bytes=image, resized_bytes=min(copy, image),
                   vcpu_s_per_image=image / base / per_worker, rule=rule)


def model_kind(models: dict, model_id: str | None) -> str:
    """The models.csv kind of preset ``model_id`` ("" without one)."""
    return str(models.get(model_id or "", {}).get("kind", "") or "")
