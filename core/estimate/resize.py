"""Large photos resized once before training: the one-off pass an image model's time and cost add.

The classifier rates of throughput.csv (DALI pipelines) and a detector's CPU bound (defaults.csv
``data_loader_images_per_s_per_worker``) were measured on ImageNet's files, about ``image_bytes_per_sample`` each
(~110 KB, ~0.18 megapixels). Photos many times the size a model's recipe trains on (a 3 MB, 12-megapixel JPEG) are
not decoded at those rates: the usual practice is to resize them once to training size and train on the small
copies at the measured rates. The size and the reference are the model kind's (photos.py ``resize_rule``): a
classifier's photos are compared with ImageNet's file and resized to ``image_resize_short_side_px`` (~256 px) on the
short side; a detector's with COCO's (``detection_image_bytes_per_sample``, ~160 KB) and resized to
``detection_image_resize_long_side_px`` (640 px) on the long side, as YOLOv5 trains. Where the images are more than
``image_resize_ratio_min`` times the reference, the estimate keeps the measured rates and the answer adds that pass:
every image decoded and resized once on each server's vCPUs, one image per vCPU at
``data_loader_images_per_s_per_worker`` x ``image_bytes_per_sample`` / the image's bytes. Assumption (stated in
defaults.csv): JPEG decode time grows with the pixels, and at a fixed quality the bytes grow with the pixels.

Every pass after the resize reads the small copies, not the photos: ``resized_bytes`` is the size of one copy, the
reference file x (the size resized to / the reference photo's same side)^2 (the same assumption, and the photo's
aspect ratio taken as the reference's), never more than the photo. The copy onto the server and the resize pass
itself read the full-size photos once.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

from .data import EstimateError, Job, Prepared, prepare
from .photos import model_kind, resized


class ResizePass(NamedTuple):
    """The one-off resize of an image model's data: how many times the reference dataset's size one image is
    (``reference``: "imagenet" or "coco"), the images of one pass, the vCPU-seconds per image (a server's seconds are
    images x this / its vCPUs), the size resized to on the photo's ``side`` ("short" or "long"), and the bytes of
    one photo and of its resized copy (what every pass after the resize reads)."""

    ratio: float
    images: float
    vcpu_s_per_image: float
    side_px: float
    image_bytes: float = 0.0
    resized_bytes: float = 0.0
    side: str = "short"
    reference: str = "imagenet"

    def seconds(self, vcpus) -> np.ndarray:
        """Seconds the pass takes on a server of ``vcpus`` vCPUs (array or number); NaN or 0 vCPUs: 0 (unknown)."""
        v = np.asarray(vcpus, dtype=float)
        with np.errstate(divide="ignore", invalid="ignore"):
            s = self.images * self.vcpu_s_per_image / v
        return np.where(np.isfinite(s) & (v > 0), s, 0.0)

    def read_seconds(self, read_mb_s) -> np.ndarray:
        """Seconds a server takes to read the full-size photos of one pass (images x their bytes) from a data disk
        of ``read_mb_s`` (array or number); NaN or 0: 0 (unknown)."""
        r = np.asarray(read_mb_s, dtype=float)
        with np.errstate(divide="ignore", invalid="ignore"):
            s = self.images * self.image_bytes / 1e6 / r
        return np.where(np.isfinite(s) & (r > 0), s, 0.0)

    def pass_seconds(self, vcpus, read_mb_s) -> np.ndarray:
        """Seconds the pass takes on a server of ``vcpus`` vCPUs whose data disk reads ``read_mb_s``: its vCPUs'
        time, or reading the full-size photos where that is longer (the decoding keeps pace with the reads, no
        faster); 0 where the vCPUs are not known."""
        cpu = self.seconds(vcpus)
        return np.where(cpu > 0, np.maximum(cpu, self.read_seconds(read_mb_s)), 0.0)

    @property
    def resized_gb(self) -> float:
        """The GB of the resized copies of one pass: what every pass after the resize reads."""
        return self.images * self.resized_bytes / 1e9


def resize_pass(cat, job: Job) -> ResizePass | None:
    """The resize pass ``job`` needs, or None: its photos are not resized (``resized``) or the job cannot be
    estimated."""
    from .job import job_info
    P: Prepared = prepare(cat)
    if job.image_mb is None:
        return None
    try:
        info = job_info(P, job)
    except EstimateError:
        return None
    r = resized(P.defaults, job, model_kind(P.models, info.model_id))
    if r is None:
        return None
    epochs = float(info.job.epochs) if info.job.epochs else 1.0
    if info.units is None or not epochs > 0:
        return None
    return ResizePass(ratio=r.ratio, images=info.units / epochs, vcpu_s_per_image=r.vcpu_s_per_image,
                      side_px=r.side_px, image_bytes=r.image_bytes, resized_bytes=r.resized_bytes, side=r.side,
                      reference=r.reference)
