"""Large photos resized once before training: the one-off pass an image model's time and cost add.

The classifier rates of throughput.csv (DALI pipelines) and a detector's CPU bound (defaults.csv
``data_loader_images_per_s_per_worker``) were measured on ImageNet's files, about ``image_bytes_per_sample`` each
(~110 KB, ~0.18 megapixels). Photos many times that size (a 3 MB, 12-megapixel JPEG) are not decoded at those rates:
the usual practice is to resize them once to training size (``image_resize_short_side_px``, ~256 px on the short
side) and train on the small copies at the measured rates. Where the images are more than
``image_resize_ratio_min`` times ImageNet's, the estimate keeps the measured rates and the answer adds that pass:
every image decoded and resized once on each server's vCPUs, one image per vCPU at
``data_loader_images_per_s_per_worker`` x ``image_bytes_per_sample`` / the image's bytes. Assumption (stated in
defaults.csv): JPEG decode time grows with the pixels, and at a fixed quality the bytes grow with the pixels.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

from .data import EstimateError, Job, Prepared, prepare

RESIZE = ("image_resize_ratio_min", "image_bytes_per_sample", "data_loader_images_per_s_per_worker",
          "image_resize_short_side_px")


class ResizePass(NamedTuple):
    """The one-off resize of an image model's data: how many times ImageNet's size one image is, the images of one
    pass, the vCPU-seconds per image (a server's seconds are images x this / its vCPUs) and the size resized to."""

    ratio: float
    images: float
    vcpu_s_per_image: float
    short_side_px: float

    def seconds(self, vcpus) -> np.ndarray:
        """Seconds the pass takes on a server of ``vcpus`` vCPUs (array or number); NaN or 0 vCPUs: 0 (unknown)."""
        v = np.asarray(vcpus, dtype=float)
        with np.errstate(divide="ignore", invalid="ignore"):
            s = self.images * self.vcpu_s_per_image / v
        return np.where(np.isfinite(s) & (v > 0), s, 0.0)


def resize_pass(cat, job: Job) -> ResizePass | None:
    """The resize pass ``job`` needs, or None: not an image model's training, its image size not given, images not
    more than ``image_resize_ratio_min`` x ImageNet's, the catalog without the figures, or a job that cannot be
    estimated."""
    from .job import job_info
    if job.workload != "cv" or job.task == "inference" or job.image_mb is None:
        return None
    P: Prepared = prepare(cat)
    if any(n not in P.defaults for n in RESIZE):
        return None
    minimum, ref_bytes, per_worker, side = (float(P.defaults[n].value) for n in RESIZE)
    ratio = float(job.image_mb) * 1e6 / ref_bytes
    if not (ratio > minimum) or not per_worker > 0:
        return None
    try:
        info = job_info(P, job)
    except EstimateError:
        return None
    epochs = float(info.job.epochs) if info.job.epochs else 1.0
    if info.units is None or not epochs > 0:
        return None
    return ResizePass(ratio=ratio, images=info.units / epochs, vcpu_s_per_image=ratio / per_worker,
                      short_side_px=side)
