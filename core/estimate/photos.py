"""Whether a job's photos are resized once before training, and to what: the one test the resize pass's time
(resize.py) and the bytes every later pass reads (job.py) both follow. A module of its own, apart from resize.py
(which reads the job, ``job_info``), so that job.py uses it without an import cycle."""

from __future__ import annotations

from typing import NamedTuple

from .data import Job

RESIZE = ("image_resize_ratio_min", "image_bytes_per_sample", "data_loader_images_per_s_per_worker",
          "image_resize_short_side_px")
# the short side of ImageNet's average photo: sets the bytes of a resized copy (without it, a copy is taken to be as
# large as ImageNet's average file, the upper bound)
REFERENCE_SIDE = "image_reference_short_side_px"


class Resized(NamedTuple):
    """What a job's photos become: ``ratio`` x ImageNet's file, resized to ``short_side_px`` on the short side,
    ``image_bytes`` each before and ``resized_bytes`` after, ``vcpu_s_per_image`` to resize one."""

    ratio: float
    short_side_px: float
    image_bytes: float
    resized_bytes: float
    vcpu_s_per_image: float


def resized(defaults: dict, job: Job) -> Resized | None:
    """The resize ``job``'s photos get (defaults: ``Prepared.defaults``), or None: not an image model's training,
    its image size not given, images not more than ``image_resize_ratio_min`` x ImageNet's, or the catalog without
    the figures. The one test of whether a job's photos are resized: the pass's time and the bytes every later pass
    reads both follow it."""
    if job.workload != "cv" or job.task == "inference" or job.image_mb is None:
        return None
    if any(n not in defaults for n in RESIZE):
        return None
    minimum, ref_bytes, per_worker, side = (float(defaults[n].value) for n in RESIZE)
    image = float(job.image_mb) * 1e6
    ratio = image / ref_bytes
    if not (ratio > minimum) or not per_worker > 0 or not side > 0:
        return None
    ref_side = float(defaults[REFERENCE_SIDE].value) if REFERENCE_SIDE in defaults else 0.0
    copy = ref_bytes * (side / ref_side) ** 2 if ref_side > 0 else ref_bytes
    return Resized(ratio=ratio, short_side_px=side, image_bytes=image, resized_bytes=min(copy, image),
                   vcpu_s_per_image=ratio / per_worker)
