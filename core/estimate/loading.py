"""A detector's CPU data pipeline: the data-loading bound (issue 28) and the workers a server's vCPUs allow.

A YOLO-class detector (models.csv kind ``detection``) decodes and augments several images per sample on the CPU (a
mosaic of 4), so its samples/s per GPU are at most workers per GPU x images one worker decodes per second / images
per sample (defaults.csv ``data_loader_*``, ``detection_images_per_sample``). The workers are YOLOv5's
(utils/dataloaders.py ``create_dataloader``): ``min(os.cpu_count() // GPUs, batch, --workers)``, ``--workers`` 8 per
GPU (``data_loader_workers_per_gpu``). Where the server is known (``estimate_config(vcpus=...)``, every offering a
recommendation prices), a server with fewer vCPUs per GPU runs fewer workers and its detector trains slower; where
it is not, the default's 8 workers are assumed. No core is held back: YOLOv5's rule holds none back (the main
process shares the cores with its workers), and one worker is counted as one vCPU's work, so the bound stays a fast
end. Classifiers are left alone (their throughput rows are DALI pipelines that decode on the GPU)."""

from __future__ import annotations

import numpy as np

from .data import Ctx, EstimateError, JobInfo, Prepared, prepare

DATA_LOADING = ("data_loader_workers_per_gpu", "data_loader_images_per_s_per_worker", "detection_images_per_sample")


def bounds_data_loading(P: Prepared, info: JobInfo) -> bool:
    """Whether ``info``'s job is a detector whose data pipeline the catalog bounds (its kind and the three rows)."""
    kind = str(P.models.get(info.model_id or "", {}).get("kind", ""))
    return kind == "detection" and all(n in P.defaults for n in DATA_LOADING)


def workers_on(default: float, vcpus, gpus_per_node) -> np.ndarray:
    """Data-loader workers per GPU a server of ``vcpus`` vCPUs and ``gpus_per_node`` GPUs runs where that is fewer
    than ``default`` (YOLOv5: ``os.cpu_count() // GPUs``, at least one: with none the main process loads), else 0
    (the default's workers; also where the vCPUs are not known). Arrays or numbers."""
    v = np.asarray(vcpus, dtype=float)
    g = np.asarray(gpus_per_node, dtype=float)
    with np.errstate(divide="ignore", invalid="ignore"):
        per = np.floor(v / g)
        w = np.maximum(per, 1.0)
        return np.where(np.isfinite(per) & (g > 0) & (w < default), w, 0.0).astype(np.int64)


def server_workers(cat, job, vcpus, gpus_per_node) -> np.ndarray | None:
    """``workers_on`` each (vCPUs, GPUs per server) for ``job``'s data pipeline (0: the default's workers), or None
    when no server changes its estimate: the job is not a detector, the catalog has no bound, or it cannot be
    estimated. The selection keys a detector's estimates on it (offerings that differ only in vCPUs)."""
    from .job import job_info
    P = prepare(cat)
    try:
        info = job_info(P, job)
    except EstimateError:
        return None
    if info.job.task == "inference" or not bounds_data_loading(P, info):
        return None
    return workers_on(float(P.defaults["data_loader_workers_per_gpu"].value), vcpus, gpus_per_node)


def data_loading_bound(ctx: Ctx, rate: float) -> float:
    """A detector's samples/s per GPU, at most what its CPU data pipeline delivers: workers per GPU (the server's,
    ``ctx.loader_workers``, where its vCPUs allow fewer than data_loader_workers_per_gpu) x images one worker decodes
    and augments per second / images per sample (a mosaic of 4), all defaults.csv.

    The figures and a warning are recorded only where the bound binds: ``data_loading_bound`` at the default's
    workers, ``data_loading_cpu_bound`` where the server's vCPUs hold the workers below it (with the rate the
    default's workers would give). The bound is per GPU at the measured row's scaling, like the rate it caps."""
    d = ctx.P.defaults
    if any(n not in d for n in DATA_LOADING):
        return rate
    default, per_worker, images = (float(d[n].value) for n in DATA_LOADING)
    server = ctx.loader_workers is not None and 0 < ctx.loader_workers < default
    workers = float(ctx.loader_workers) if server else default  # type: ignore[arg-type]
    cap = workers * per_worker / images
    if not (cap > 0) or rate <= cap:
        return rate
    for n in DATA_LOADING:
        ctx.d(n)
    if server:
        ctx.note("data_loader_workers_server", int(workers), "workers per GPU",
                 "the server's vCPUs // its GPUs, below data_loader_workers_per_gpu (YOLOv5's rule)")
        ctx.note("data_loading_bound", cap, "samples/s per GPU",
                 "the server's data-loader workers per GPU x data_loader_images_per_s_per_worker / "
                 "detection_images_per_sample (defaults.csv)")
        ctx.warn("data_loading_cpu_bound", samples_per_s=cap, gpu_samples_per_s=rate, workers=int(workers),
                 default_workers=int(default), default_samples_per_s=min(rate, default * per_worker / images),
                 images_per_sample=int(images))
        return cap
    ctx.note("data_loading_bound", cap, "samples/s per GPU",
             "data_loader_workers_per_gpu x data_loader_images_per_s_per_worker / detection_images_per_sample "
             "(defaults.csv)")
    ctx.warn("data_loading_bound", samples_per_s=cap, gpu_samples_per_s=rate, workers=int(workers),
             images_per_sample=int(images))
    return cap
