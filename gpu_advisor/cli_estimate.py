"""``gpu-advisor estimate``'s printed answer: the figures of one estimate, then every assumption with its source."""

from __future__ import annotations


def _g(x, digits: int = 3) -> str:
    if x is None:
        return "-"
    if abs(x) >= 1e6 or (0 < abs(x) < 0.01):  # (a small figure keeps its digits: 0.0013 MB/s, not 0.00)
        return f"{x:.{digits}g}"
    return f"{x:,.{max(0, digits - len(str(int(abs(x)))))}f}" if abs(x) < 1000 else f"{x:,.0f}"


# (warning code, precision asked) -> the precision the estimate fell back to (core/estimate/speed.py dense_peak)
_FALLBACK = {("fp8_unsupported", "fp8"): "bf16", ("bf16_unsupported", "bf16"): "fp16",
             ("fp16_unsupported", "bf16"): "fp32", ("fp16_unsupported", "fp16"): "fp32"}


def precision_given(argv: list[str] | None = None) -> bool:
    """The command line named a precision (``--precision`` or a prefix argparse accepts for it, as ``--prec``);
    without one the estimate runs in the parser's default, which the user did not ask for."""
    import sys

    args = sys.argv[1:] if argv is None else argv
    return any(len(a.split("=", 1)[0]) >= len("--prec") and "--precision".startswith(a.split("=", 1)[0])
               for a in args if a.startswith("--"))


def resize_summary(cat, P, job, est) -> dict | None:
    """The one-off resize the estimate's time leaves out (no server here: its vCPUs and data disk are not known),
    as figures, or None where the photos need none (core/estimate/resize.py): the vCPU-hours of one server's pass
    (each server resizes the copy it holds) and its hours on the vCPUs the default host rule asks of a server of
    these GPUs at least (host_rules.csv; a stated assumption: the answer of ``recommend`` uses the server's own),
    the GB of full-size photos it reads once, and the GB of copies every pass reads (the data feed's figure)."""
    from gpu_advisor.core import estimate as E
    from gpu_advisor.core.catalog import size_host
    rp = E.resize_pass(P, job)
    if rp is None:
        return None
    vcpu_s = rp.images * rp.vcpu_s_per_image
    vcpus = None
    rule = ""
    try:
        host = size_host(cat, est.gpu, est.gpus_per_node, task="inference" if est.task == "inference" else "train")
        vcpus, rule = float(host.vcpus_min), host.rule_set
    except (KeyError, ValueError, IndexError):
        vcpus = None
    return {"in_wall_hours": False, "ratio": rp.ratio, "reference": rp.reference, "side_px": rp.side_px,
            "side": rp.side, "images": rp.images,
            "vcpu_seconds_per_image": rp.vcpu_s_per_image, "vcpu_hours_per_server": vcpu_s / 3600.0,
            "assumed_vcpus_per_server": vcpus, "assumed_vcpus_from": f"the least vCPUs host_rules.csv {rule} asks "
            f"of a server of {est.gpus_per_node} x {est.gpu}" if vcpus else None,
            "hours_on_assumed_vcpus": vcpu_s / vcpus / 3600.0 if vcpus else None,
            "full_size_gb": rp.images * rp.image_bytes / 1e9, "resized_gb": rp.resized_gb,
            "resized_bytes_per_image": rp.resized_bytes}


def print_resize(r: dict) -> None:
    """``resize_summary`` as the lines under the data feed."""
    dataset = {"coco": "COCO"}.get(r["reference"], "ImageNet")
    print(f"  resize      images {_g(r['ratio'])} x {dataset}'s size: taken as resized once to {_g(r['side_px'])} px "
          f"on the {r['side']} side before training (not in the time above)")
    per = f"{r['images']:,.0f} images x {_g(r['vcpu_seconds_per_image'])} vCPU-s"
    on = (f", about {_g(r['hours_on_assumed_vcpus'])} h on {r['assumed_vcpus_per_server']:,.0f} vCPUs (assumed: "
          f"{r['assumed_vcpus_from']})" if r.get("hours_on_assumed_vcpus") else "")
    print(f"              {_g(r['vcpu_hours_per_server'])} vCPU-hours on each server ({per}){on}, or longer "
          f"where reading the {_g(r['full_size_gb'])} GB of full-size photos from the data disk once takes longer")
    print(f"              every pass then reads the copies, {_g(r['resized_gb'])} GB (assumed "
          f"{_g(r['resized_bytes_per_image'] / 1e3)} KB each): the data feed above")


def print_estimate(est, describe_warning, given_precision: bool | None = None, resize: dict | None = None) -> None:
    """The estimate as the command line prints it (English; a developer's view of every figure and source).
    ``given_precision``: the user named the precision (None: read from the command line, ``precision_given``);
    a precision the card lacks is then said as asked, else not said (the warning below says the card lacks it)."""
    where = f"{est.gpu_count} x {est.gpu}" + (f" ({est.nodes} nodes x {est.gpus_per_node}" if est.nodes > 1 else " (")
    where += f"{', ' if est.nodes > 1 else ''}{est.interconnect}" + (f", {est.network})" if est.network else ")")
    if est.gpu_count <= 1 and est.nodes <= 1:  # one GPU talks to no other: no link to name (it read "(nvlink)")
        where = f"{est.gpu_count} x {est.gpu}"
    from gpu_advisor.messages import words_in
    # The precision the estimate ran in: a card without the asked one falls back (its warning says so below), and
    # the heading names what was estimated, the asked precision beside it; one the user did not name is not said
    # (walk 20b: "FP16 mixed precision; BF16 mixed precision assumed" named two precisions for one run).
    used = est.precision
    for code, _ in est.warnings:
        used = _FALLBACK.get((code, used), used)
    with words_in(None) as W:
        given = precision_given() if given_precision is None else given_precision
        prec = W.precision_name(used) + ("" if used == est.precision or not given else
                                         f"; {W.precision_name(est.precision)} asked")
        what = f"{W.task_name(est.task)} ({W.workload_name(est.workload)}, {prec})"
        plan = W.plan_name(est.plan)
    print(f"{what} on {where}")
    fit = "fits" if est.fits else "DOES NOT FIT"
    act = est.assumptions.get("activation_memory_gb")  # an image model's activations: a part of their own
    parts = ""
    if act is not None:
        per, images = est.assumptions.get("vision_activation_bytes_per_image"), est.assumptions.get(
            "vision_micro_batch_images")
        parts = f" (activations {_g(act.value)} GB" + (
            f": {int(images.value)} images x {_g(per.value / 1e6)} MB)" if per and images else ")")
    print(f"  memory      {_g(est.memory_per_gpu_gb)} GB per GPU of {_g(est.memory_capacity_gb)} GB{parts}, "
          f"plan {plan} ({est.plan}): {fit}")
    if est.task == "inference":
        print(f"  throughput  {_g(est.tokens_per_s)} output tokens/s; {_g(est.qps_per_replica)} requests/s per replica "
              f"of {est.gpus_per_replica} GPU(s) at batch {est.batch_per_replica}; latency {_g(est.latency_s)} s")
        if est.replicas_needed is not None:
            print(f"  sizing      {est.replicas_needed} replica(s) = {est.gpus_needed} GPUs for the target rate")
        print(f"  efficiency  {_g(est.mfu)} of dense peak, tensor-parallel efficiency {_g(est.scaling_efficiency)}")
    else:
        print(f"  compute     {_g(est.flops)} FLOPs")
        print(f"  time        {_g(est.wall_hours)} h wall-clock, {_g(est.gpu_hours)} GPU-hours")
        if est.wall_hours_range is not None:
            (wl, wh), (gl, gh) = est.wall_hours_range, est.gpu_hours_range
            print(f"  likely      {_g(wl)}-{_g(wh)} h wall-clock, {_g(gl)}-{_g(gh)} GPU-hours (80% range)")
        print(f"  efficiency  MFU {_g(est.mfu)} x scaling {_g(est.scaling_efficiency)}")
        if est.data_read_mb_s is not None:
            have = f" of {_g(est.storage_read_mb_s)} MB/s storage" if est.storage_read_mb_s else " (storage not given)"
            print(f"  data feed   needs {_g(est.data_read_mb_s)} MB/s{have}")
        if resize is not None:
            print_resize(resize)
        print(f"  checkpoint  {_g(est.checkpoint_gb)} GB, {_g(est.checkpoint_write_s)} s to write")
    for code, detail in est.warnings:
        print(f"  warning: {describe_warning(code, detail)}")
    print("  assumptions:")
    with words_in(None) as W:
        for name, a in est.assumptions.items():
            v = _g(a.value) if isinstance(a.value, (int, float)) and not isinstance(a.value, bool) else a.value
            print(f"    {W.assumption_name(name)} ({name}) = {v} {W.value_unit(a.unit, str(v))}  [{a.source}]")


def samples_as_pairs(cat, P, args, fields: dict) -> dict | None:
    """``--samples`` of a language-model fine-tune without ``--seq-len``: the samples are examples, converted to
    tokens as Q&A pairs by the answers table (what a scenario's ``data.samples`` gets: the same default for the same
    answer); ``fields`` then carries ``tokens``. The conversion as an assumption entry, or None (with ``--seq-len``,
    or for pre-training, each sample is one sequence: core/estimate/job.py)."""
    if "samples" not in fields or "seq_len" in fields or fields.get("task") != "finetune":
        return None
    workload = fields.get("workload")
    if workload is None and args.preset:
        from gpu_advisor.core.base import KIND_WORKLOAD
        from gpu_advisor.core.catalog import normalise
        pid = P.model_index.get(normalise(args.preset))
        workload = KIND_WORKLOAD.get(str(P.models[pid]["kind"]), "llm") if pid is not None else None
    if (workload or "llm") != "llm":
        return None
    from gpu_advisor.core.scenario import answers as A
    try:
        a = A.item_answer(cat, "finetune", "llm", "qa_pairs", fields["samples"])
    except A.NoAnswer:
        return None
    per = float(dict(a.basis).get("per_item") or 0)
    samples = fields["samples"]
    fields["tokens"] = float(a.value)
    del fields["samples"]
    return {"value": a.value, "unit": "tokens",
            "source": f"{samples:,.0f} samples taken as Q&A pairs of about {per:,.0f} tokens each = "
                      f"{a.value:,.0f} tokens per pass (answers.csv items.qa_pairs: {a.source}; give --seq-len "
                      "to count each sample as one sequence of that many tokens)"}


# --------------------------------------------------------------------------- desktop app
