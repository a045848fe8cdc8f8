"""Tips: mixed precision, checkpoints, spot and its risks, commitments, local disks.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from gpu_advisor.core.base import finite_float
from .language import plural_count, translate, Words
from .names import billing_name, precision_name, provider_name
from .numbers import gigabytes, hours, money, number, percent, required


def _mixed_precision(d: Mapping, cur: str) -> str:
    if d.get("fp32_tflops") is not None and d.get("fp16_tflops") is not None:
        return translate("Words", "Train in {0}: this GPU does {1} TFLOPS that way instead of {2} in FP32.").format(
            precision_name(required(d, "precision")), number(d["fp16_tflops"]), number(d["fp32_tflops"])
        )
    return translate("Words", "Keep {0}: it halves memory use and runs on the tensor cores.").format(
        precision_name(required(d, "precision"))
    )


def _checkpoint_interval(d: Mapping, cur: str) -> str:
    text = translate("Words", "Save a checkpoint every {0} steps and keep the last {1}").format(
        number(required(d, "every_steps")), number(required(d, "keep"))
    )
    if finite_float(d.get("checkpoint_gb")) is not None:
        text += translate("Words", " (about {0} each, {1} s to write)").format(
            gigabytes(d["checkpoint_gb"]), number(d.get("write_s"))
        )
    return text + translate("Words", ".")


def _same_zone(d: Mapping, cur: str) -> str:
    return translate("Words", "Keep all {0} servers in one availability zone (under {1} µs between them).").format(
        number(required(d, "nodes")), number(d.get("latency_us"))
    )


def _spot_with_checkpoints(d: Mapping, cur: str) -> str:
    expected = finite_float(required(d, "expected_interruptions"))
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
    if finite_float(d.get("interval_h")) is not None:
        text += translate("Words", " Save a checkpoint every {0}.").format(hours(d["interval_h"]))
    return text


def _spot_saving(d: Mapping, cur: str) -> str:
    return translate(
        "Words",
        "Spot servers of the same type would cost {0} instead of {1} ({2} less), if interruptions are acceptable.",
    ).format(money(required(d, "spot_cost"), cur), money(required(d, "cost"), cur), percent(required(d, "saving_pct") / 100))


def _spot_refused(d: Mapping, cur: str) -> str:  # why this server's spot price was not used (core/select/billing_notes.py)
    reason = d.get("reason")
    if reason == "anomalous_price":
        return translate(
            "Words", "Spot was not used: its price ({0} an hour) is {1} below on-demand, more than this "
            "cloud's usual spot discount (at most {2}). Enter it in the catalog as your own price if it is real."
        ).format(money(required(d, "spot_price"), cur), percent(required(d, "discount_pct") / 100),
                 percent(required(d, "max_discount_pct") / 100))
    if reason == "service":
        return translate(
            "Words", "Spot was not used: a service is always on, and an evicted server stops answering until a "
            "replacement starts."
        )
    if reason == "gang":
        return translate(
            "Words", "Spot was not used: {0} servers for {1} cannot be counted on as spot capacity (at most {2} "
            "servers and under {3}), and one eviction stops all of them (the cluster is interrupted in {4} of "
            "months)."
        ).format(number(required(d, "nodes")), hours(required(d, "hours")), number(d.get("max_nodes")),
                 hours(d.get("max_hours")), percent(required(d, "cluster_interruptions_per_month")))
    return translate(
        "Words", "Spot was not used: with a bad run of interruptions ({0} instead of the {1} expected) it "
        "would cost {2}, no less than {3} on-demand."
    ).format(number(required(d, "risk_interruptions"), 1), number(required(d, "expected_interruptions"), 1),
             money(required(d, "spot_cost_at_risk"), cur), money(required(d, "on_demand_cost"), cur))


def _commitment(d: Mapping, cur: str) -> str:  # a 1- or 3-year commitment of the chosen server: cost, break-even, lock-in
    text = translate(
        "Words", "{0}: {1} an hour instead of {2}; it pays off after {3} months of use and locks you in for {4} "
        "months, paid even if unused ({5} for the term"
    ).format(billing_name(required(d, "billing")), money(required(d, "hourly"), cur), money(required(d, "on_demand_hour"), cur),
             number(required(d, "break_even_months"), 1), number(required(d, "term_months")), money(required(d, "cost"), cur))
    if d.get("per") == "month":
        text += translate("Words", " a month")
    text += translate("Words", ", against {0} on-demand).").format(money(required(d, "on_demand_cost"), cur))
    if d.get("pays_off") is False:
        text += translate("Words", " This run of {0} months is too short for it.").format(
            number(required(d, "job_months"), 1))
    elif d.get("pays_off") is True:
        text += translate("Words", " This run of {0} months is long enough.").format(
            number(required(d, "job_months"), 1))
    return text


def _commitment_not_priced(d: Mapping, cur: str) -> str:
    text = translate(
        "Words", "The catalog has no 1- or 3-year committed price for {0} on {1}; no committed price is "
        "published: for a run this long, ask the provider for a quote."
    ).format(required(d, "instance_type"), provider_name(None, d.get("provider")))
    alt = d.get("cheapest")
    if isinstance(alt, Mapping) and alt:
        text += translate(
            "Words", " The cheapest commitment the catalog prices for this job: {0} × {1} on {2} ({3}), {4} "
            "for the whole term, paid even if unused."
        ).format(number(required(alt, "gpus")), required(alt, "gpu"), provider_name(None, alt.get("provider")),
                 billing_name(alt.get("billing")), money(required(alt, "cost"), cur))
    return text


def _spot_not_priced(d: Mapping, cur: str) -> str:
    return translate(
        "Words", "The catalog has no spot price for {0} on {1}; ask the provider, spot is usually much cheaper."
    ).format(required(d, "instance_type"), provider_name(None, d.get("provider")))


def _data_on_local_nvme(d: Mapping, cur: str) -> str:
    return translate(
        "Words",
        "Copy the training data to local NVMe disks ({0} MB/s) instead of reading it from a cloud disk ({1} MB/s).",
    ).format(number(required(d, "local_read_mb_s")), number(required(d, "disk_read_mb_s")))


def _reserved_for_inference(d: Mapping, cur: str) -> str:
    return translate(
        "Words", "A service runs around the clock: a 1- or 3-year reservation typically saves {0}–{1}."
    ).format(percent(required(d, "saving_low")), percent(required(d, "saving_high")))


TEXTS: dict[str, Callable[[Mapping, str], str]] = {
    "mixed_precision": _mixed_precision,
    "checkpoint_interval": _checkpoint_interval,
    "same_zone": _same_zone,
    "spot_with_checkpoints": _spot_with_checkpoints,
    "spot_saving": _spot_saving,
    "spot_refused": _spot_refused,
    "commitment": _commitment,
    "commitment_not_priced": _commitment_not_priced,
    "spot_not_priced": _spot_not_priced,
    "data_on_local_nvme": _data_on_local_nvme,
    "reserved_for_inference": _reserved_for_inference,
}
