"""Tips: mixed precision, checkpoints, spot and its risks, commitments, local disks.
"""

from __future__ import annotations


from gpu_advisor.core.base import (CheckpointInterval, Commitment, CommitmentNotPriced, DataOnLocalNvme,
    finite_float, GpuQuota, MixedPrecision, QuantizedOneServer, ReservedForInference, SameZone, SingleServer, SpotNotPriced, SpotRefusedAnomalousPrice,
    SpotRefusedGang, SpotRefusedRisk, SpotRefusedService, SpotSaving, SpotWithCheckpoints)
from .language import plural_count, translate, Words
from .names import billing_name, network_name, precision_name, provider_name
from .numbers import gigabytes, hours, money, number, percent, seconds
from .note_table import renders


@renders(MixedPrecision)
def _mixed_precision(n: MixedPrecision, cur: str) -> str:
    if n.fp32_tflops is not None and n.fp16_tflops is not None:
        return translate("Words", "Train in {0}: this GPU does {1} TFLOPS that way instead of {2} in FP32.").format(
            precision_name(n.precision), number(n.fp16_tflops), number(n.fp32_tflops)
        )
    return translate("Words", "Keep {0}: it halves memory use and runs on the tensor cores.").format(
        precision_name(n.precision)
    )


@renders(CheckpointInterval)
def _checkpoint_interval(n: CheckpointInterval, cur: str) -> str:
    interval = finite_float(n.interval_h)
    if interval is not None and interval > 0:  # the interval the price allowed for
        text = translate("Words", "Save a checkpoint about every {0} (the interval the price allows for) and keep "
                                  "the last {1}").format(hours(interval), number(n.keep))
    else:
        text = translate("Words", "Save a checkpoint every {0} steps and keep the last {1}").format(
            number(n.every_steps), number(n.keep)
        )
    if finite_float(n.checkpoint_gb) is not None:
        write_s = finite_float(n.write_s)  # 0.0584 s reads "less than a second", as the start-up note says it
        text += translate("Words", " (about {0} each, {1} to write)").format(
            gigabytes(n.checkpoint_gb), hours(write_s / 3600) if write_s is not None else "—"
        )
    return text + translate("Words", ".")


@renders(SameZone)
def _same_zone(n: SameZone, cur: str) -> str:
    lo, hi = finite_float(n.network_latency_min_us), finite_float(n.network_latency_max_us)
    if n.network is None or lo is None or hi is None:
        return translate("Words", "Keep the {0} servers in one availability zone, in one placement group or cluster "
                                  "where the cloud offers one (the source article asks for under {1} µs between "
                                  "them).").format(number(n.nodes), number(n.latency_us))
    target = finite_float(n.latency_us)
    if target is not None and hi <= target:
        return translate("Words", "Keep the {0} servers in one availability zone, in one placement group or cluster "
                                  "where the cloud offers one: the network table gives {2}–{3} µs between servers for "
                                  "{1} (the source article asks for under {4} µs); a cloud's own fabric may take "
                                  "longer, so measure it once the servers run.").format(
            number(n.nodes), network_name(n.network, in_sentence=True), number(lo), number(hi), number(target))
    return translate("Words", "Keep the {0} servers in one availability zone, in one placement group or cluster where "
                              "the cloud offers one: even so, over {1} a message between them takes about {2}–{3} µs, "
                              "more than the under {4} µs the source article asks for (only RDMA reaches it).").format(
        number(n.nodes), network_name(n.network, in_sentence=True), number(lo), number(hi), number(n.latency_us))


@renders(GpuQuota)
def _gpu_quota(n: GpuQuota, cur: str) -> str:
    size = (translate("Words", "{0} servers, {1} GPUs, {2} vCPUs").format(number(n.nodes), number(n.gpus),
                                                                          number(n.vcpus))
            if n.vcpus else translate("Words", "{0} servers, {1} GPUs").format(number(n.nodes), number(n.gpus)))
    if n.provider == "aws":
        return translate("Words", "Before ordering, have {0} raise your GPU quota for this server type and region, or "
                                  "reserve the capacity: clouds cap GPU servers per account and region (AWS counts "
                                  "vCPUs per instance family; its P-family quota for spot starts at 0), and this answer "
                                  "needs {1}.").format(provider_name(None, n.provider), size)
    return translate("Words", "Before ordering, have {0} raise your GPU quota for this server type and region, or "
                              "reserve the capacity: clouds cap GPU servers per account and region, and this answer "
                              "needs {1}.").format(provider_name(None, n.provider), size)


@renders(SpotWithCheckpoints)
def _spot_with_checkpoints(n: SpotWithCheckpoints, cur: str) -> str:
    expected = finite_float(n.expected_interruptions)
    if expected is None:
        raise KeyError("expected_interruptions")
    if expected < 0.05:
        text = translate(
            "Words", "On spot servers an interruption is unlikely during this job; the price allows for the lost work."
        )
    else:
        shown = number(expected, 0 if expected >= 10 else 1).rstrip("0").rstrip(".")
        text = Words.tr(
            "Expect about {0} interruption(s) on spot servers; the price includes the lost work.",
            None,
            plural_count(shown),
        ).format(shown)
    return text  # the interval to save at is the checkpoint tip's (CheckpointInterval), said once


@renders(SpotSaving)
def _spot_saving(n: SpotSaving, cur: str) -> str:
    return translate(
        "Words",
        "Spot servers of the same type would cost {0} instead of {1} ({2} less), if interruptions are acceptable.",
    ).format(money(n.spot_cost, cur), money(n.cost, cur), percent(n.saving_pct / 100))


# Why this server's spot price was not used (core/select/billing_notes.py): four shapes.
@renders(SpotRefusedAnomalousPrice)
def _spot_refused_price(n: SpotRefusedAnomalousPrice, cur: str) -> str:
    return translate(
        "Words", "Spot was not used: its price ({0} an hour) is {1} below on-demand, more than this "
        "cloud's usual spot discount (at most {2}). Enter it in the catalog as your own price if it is real."
    ).format(money(n.spot_price, cur), percent(n.discount_pct / 100), percent(n.max_discount_pct / 100))


@renders(SpotRefusedService)
def _spot_refused_service(n: SpotRefusedService, cur: str) -> str:
    return translate(
        "Words", "Spot was not used: a service is always on, and an evicted server stops answering until a "
        "replacement starts."
    )


@renders(SpotRefusedGang)
def _spot_refused_gang(n: SpotRefusedGang, cur: str) -> str:
    if n.reason == "long":
        #: {0}: the run's hours ("1,238 hours"); {1}: the rule's limit ("730 hours"); {2}: evictions expected
        return translate(
            "Words", "Spot was not used: one server for {0} cannot be counted on as spot capacity (spot is offered for "
            "runs under {1}): an eviction can come at any time, and getting a spot server back after one is not "
            "guaranteed ({2} evictions expected over the run)."
        ).format(hours(n.hours), hours(n.max_hours), number(n.expected_interruptions, 1))
    return translate(
        "Words", "Spot was not used: {0} servers for {1} cannot be counted on as spot capacity (at most {2} "
        "servers and under {3}), and one eviction stops all of them (the cluster is interrupted in {4} of "
        "months)."
    ).format(number(n.nodes), hours(n.hours), number(n.max_nodes), hours(n.max_hours),
             percent(n.cluster_interruptions_per_month))


@renders(SpotRefusedRisk)
def _spot_refused_risk(n: SpotRefusedRisk, cur: str) -> str:
    return translate(
        "Words", "Spot was not used: with a bad run of interruptions ({0} instead of the {1} expected) it "
        "would cost {2}, no less than {3} on-demand."
    ).format(number(n.risk_interruptions, 1), number(n.expected_interruptions, 1), money(n.spot_cost_at_risk, cur),
             money(n.on_demand_cost, cur))


@renders(Commitment)
def _commitment(n: Commitment, cur: str) -> str:  # a 1- or 3-year commitment of the chosen server: cost, break-even, lock-in
    text = translate(
        "Words", "{0}: {1} an hour instead of {2}; it pays off after {3} months of use and locks you in for {4} "
        "months, paid even if unused ({5} for the term"
    ).format(billing_name(n.billing), money(n.hourly, cur), money(n.on_demand_hour, cur),
             number(n.break_even_months, 1), number(n.term_months), money(n.cost, cur))
    if n.per == "month":
        text += translate("Words", " a month")
    text += translate("Words", ", against {0} on-demand).").format(money(n.on_demand_cost, cur))
    if n.pays_off is False:
        text += translate("Words", " This run of {0} months is too short for it.").format(
            number(n.job_months, 1))
    elif n.pays_off is True:
        text += translate("Words", " This run of {0} months is long enough.").format(
            number(n.job_months, 1))
    return text


@renders(CommitmentNotPriced)
def _commitment_not_priced(n: CommitmentNotPriced, cur: str) -> str:
    if n.job_months is None:  # a service: it runs every month
        text = translate(
            "Words", "The catalog has no 1- or 3-year committed price for {0} on {1}; no committed price is "
            "published: for a service that runs all year, ask the provider for a quote."
        ).format(n.instance_type, provider_name(None, n.provider))
    else:
        text = translate(
            "Words", "The catalog has no 1- or 3-year committed price for {0} on {1}; no committed price is "
            "published: for a run this long, ask the provider for a quote."
        ).format(n.instance_type, provider_name(None, n.provider))
    alt = n.cheapest
    if alt is not None:
        text += translate(
            "Words", " The cheapest commitment the catalog prices for this job: {0} × {1} on {2} ({3}), {4} "
            "for the whole term, paid even if unused."
        ).format(number(alt.gpus), alt.gpu, provider_name(None, alt.provider), billing_name(alt.billing),
                 money(alt.cost, cur))
    return text


@renders(SpotNotPriced)
def _spot_not_priced(n: SpotNotPriced, cur: str) -> str:
    return translate(
        "Words", "The catalog has no spot price for {0} on {1}; ask the provider, spot is usually much cheaper."
    ).format(n.instance_type, provider_name(None, n.provider))


@renders(DataOnLocalNvme)
def _data_on_local_nvme(n: DataOnLocalNvme, cur: str) -> str:
    # what the launch files do (the price's disk: SkyPilot copies DATA_URI onto it as /data), then what is faster
    return translate(
        "Words",
        "The launch files put the training data at /data on each server's cloud disk ({1} MB/s), the disk the price "
        "counts. If the servers have local NVMe disks ({0} MB/s), copy it there and point your script at the copy: "
        "it reads faster.",
    ).format(number(n.local_read_mb_s), number(n.disk_read_mb_s)) if not n.disk_tier else translate(
        #: {2} the cloud disk's tier at its size (P10), {1} its rate, {0} the local NVMe's
        "Words",
        "The launch files put the training data at /data on each server's cloud disk ({2} at its size: {1} MB/s), "
        "the disk the price counts. If the servers have local NVMe disks ({0} MB/s), copy it there and point your "
        "script at the copy: it reads faster.",
    ).format(number(n.local_read_mb_s), number(n.disk_read_mb_s), n.disk_tier)


@renders(ReservedForInference)
def _reserved_for_inference(n: ReservedForInference, cur: str) -> str:
    return translate(
        "Words", "A service runs around the clock: a 1- or 3-year reservation typically saves {0}–{1}."
    ).format(percent(n.saving_low), percent(n.saving_high))


@renders(SingleServer)
def _single_server(n: SingleServer, cur: str) -> str:
    if n.copies and n.copies > 1:
        #: a service on one server: {0} the model copies it runs, {1} a second server's cost a month, {2} the answer's
        return translate(
            "Words", "The whole service runs on one server ({0} copies of the model): a fault of that server stops "
                     "every answer until it is repaired or replaced. A second server like it, for redundancy, would "
                     "add about {1} a month (to {2}).").format(number(n.copies), money(n.server_monthly_cost, cur),
                                                               money(n.monthly_cost + n.server_monthly_cost, cur))
    return translate(
        "Words", "The whole service runs on one server: a fault of that server stops every answer until it is "
                 "repaired or replaced. A second server like it, for redundancy, would add about {0} a month (to "
                 "{1}).").format(money(n.server_monthly_cost, cur), money(n.monthly_cost + n.server_monthly_cost, cur))


@renders(QuantizedOneServer)
def _quantized_one_server(n: QuantizedOneServer, cur: str) -> str:
    #: {0} GPUs per server, {1} the GPU, {2} the answer's output tokens, {3} the time of an answer in 8-bit weights
    #: on one server, {4} the chosen option's, {5} the servers of the 8-bit copies
    kind = (translate("Words", "FP8, which this GPU computes in") if n.fp8 else
            translate("Words", "W8A16: 8-bit weights with 16-bit arithmetic, as this GPU has no FP8"))
    text = translate(
        "Words", "With 8-bit weights ({0}) one copy of the model fits on one server of {1} × {2}, and no longer "
                 "waits on the network between servers.").format(kind, number(n.gpus_per_node), n.gpu)
    if n.latency_now_s is not None:
        text += " " + translate(
            "Words", "An answer of {0} tokens would take about {1} instead of {2}.").format(
            number(n.output_tokens), seconds(n.latency_s), seconds(n.latency_now_s))
    text += " " + Words.tr("Carrying the load takes %n such server(s) (one copy each).", None, n.servers)
    if n.monthly_cost is not None and n.monthly_cost_now is not None:
        text += " " + translate(
            "Words", "At this server's price that is about {0} a month, against {1} now.").format(
            money(n.monthly_cost, cur), money(n.monthly_cost_now, cur))
    return text + " " + translate("Words", "Check the 8-bit model's answers on your own task before you switch.")
