"""The estimate's warnings (``core/estimate``), a team month's notes (``core/plan/month.py``) and a
comparison's notes (``core/plan/compare.py``).
"""

from __future__ import annotations

from typing import Any

from gpu_advisor.core.base import (Bf16Unsupported, ChinchillaFar, CompareBroken, CompareCeiling, CompareCost, CompareCurrency,
    CompareDifferentJobs, CompareGpus, CompareJobUnknown, ComparePriceAge, CompareRisk, CompareService, CompareTime, CompareUnknown, DataLoadingBound, DataLoadingCpuBound, DoesNotFit, finite_float,
    Fp16Unsupported, Fp8Unsupported, IdleGpus, InterconnectNotSupported, LatencyUnreachable, MfuCapped,
    MultiNodeSlower, NoBandwidthFigure, NoEstimate, PlanBaseSaves, PlanCommitment, PlanJobNotFeasible, PlanSlowEndCost,
    PlanNoMonthlyPrice, PlanOverBudget, PlanRunPastMonth, PlanSlowEndDeadline, ReferenceRunImplausible, VisionBatchOverMax)
from .assumed import field_label
from .language import plural_count, QT_TRANSLATE_NOOP, translate, translated, Words
from .names import (billing_name, compare_figure_name, compare_side, constraint_name, network_name, plan_servers_name,
                    preset_name)
from .numbers import (beside, beside_share, date_text, expected_count, gigabytes, hours, join_sentences, listing, money, number, percent,
                      price_age, seconds, word_list)
from .note_table import renders


@renders(ChinchillaFar)
def _chinchilla_far(n: ChinchillaFar, cur: str) -> str:
    return translate(
        "Words",
        "{0} training tokens per parameter, far from the compute-optimal {1} (Chinchilla); fine if intended.",
    ).format(number(n.tokens_per_param), number(n.optimal))


@renders(Bf16Unsupported)
def _bf16_unsupported(n: Bf16Unsupported, cur: str) -> str:
    if n.past_run:  # (the run's own GPU: the options are estimated at the precision asked)
        return translate("Words", "{0}, the GPU of your past run, has no BF16: that run is taken as FP16 mixed "
                                  "precision when its hours are scaled to other GPUs.").format(n.gpu)
    return translate("Words", "{0} has no BF16; estimated with FP16 mixed precision.").format(n.gpu)


@renders(Fp16Unsupported)
def _fp16_unsupported(n: Fp16Unsupported, cur: str) -> str:
    if n.past_run:
        return translate("Words", "{0}, the GPU of your past run, has no fast FP16: that run is taken at its FP32 "
                                  "speed when its hours are scaled to other GPUs.").format(n.gpu)
    return translate("Words", "{0} has no fast FP16; estimated at its FP32 speed.").format(n.gpu)


@renders(Fp8Unsupported)
def _fp8_unsupported(n: Fp8Unsupported, cur: str) -> str:
    if n.past_run:
        return translate("Words", "{0}, the GPU of your past run, has no FP8 speed in the catalog: that run is taken "
                                  "at its BF16/FP16 speed when its hours are scaled to other GPUs.").format(n.gpu)
    # (no FP8 tensor cores, as on an A100; or FP8 cores no source rates, as on the H20: the catalog's gpus.csv)
    return translate("Words", "{0}: no FP8 speed in the catalog (no FP8 tensor cores, or none a source rates); "
                              "estimated at its BF16/FP16 speed.").format(n.gpu)


@renders(DoesNotFit)
def _does_not_fit(n: DoesNotFit, cur: str) -> str:
    return translate("Words", "Does not fit: {0} per GPU needed, {1} available on {2} × {3}.").format(
        gigabytes(n.memory_gb), gigabytes(n.capacity_gb), number(n.gpus), n.gpu
    )


@renders(MultiNodeSlower)
def _multi_node_slower(n: MultiNodeSlower, cur: str) -> str:
    return translate(
        "Words", "{0} servers over {1} are slower than one server: the network is the bottleneck."
    ).format(number(n.nodes), network_name(n.network, in_sentence=True))


@renders(MfuCapped)
def _mfu_capped(n: MfuCapped, cur: str) -> str:
    if n.overall is not None:
        #: {0} GPU model, {1} the cap (share of its peak), {2} the GPU efficiency the estimate shows after the job's
        #: own overheads
        return translate("Words", "The modelled speed of {0} was capped at {1} of its peak, the most published runs "
                                  "reach; this job's own overheads (padded examples, recomputed activations) bring "
                                  "it to {2}, the GPU efficiency shown.").format(
            n.gpu, percent(n.mfu), percent(n.overall))
    if not n.finetune:
        #: {0} GPU model, {1} the cap (share of its peak); a pre-training, with no fine-tune overheads
        return translate("Words", "The modelled speed of {0} was capped at {1} of its peak, the most published "
                                  "runs reach.").format(n.gpu, percent(n.mfu))
    return translate("Words", "The modelled speed of {0} was capped at {1} of its peak, the most published runs "
                              "reach (a fine-tune's overheads come on top).").format(
        n.gpu, percent(n.mfu)
    )


@renders(ReferenceRunImplausible)
def _reference_run_implausible(n: ReferenceRunImplausible, cur: str) -> str:
    #: {0} hours of the past run, {1} its GPUs, {2} GPU model, {3} utilisation they imply, {4} and {5} the range
    #: published runs reach
    parts = [translate(
        "Words", "Your past run of {0} on {1} × {2} implies the GPUs ran at {3} of their peak speed (overall "
        "utilisation, MFU), outside the {4} to {5} that published training runs reach."
    ).format(hours(n.ref_hours), number(n.ref_gpus), n.ref_gpu, percent(n.implied_mfu), percent(n.mfu_min),
             percent(n.mfu_max))]
    if n.expected_hours is not None:
        parts.append(translate("Words", "At the speed this estimate models from published runs, that run of {0} takes about {1}.").format(
            preset_name(n.model), hours(n.expected_hours)) if n.model else translate(
            "Words", "At the speed this estimate models from published runs, that run takes about {0}.").format(hours(n.expected_hours)))
    if n.set_aside:
        parts.append(translate(
            "Words", "No published training run is that fast, so the estimate sets the past run aside and models the speed from "
            "published runs, as for a job without one. Check the past run's hours, its GPU and count, the model and "
            "the amount of data it was for (hours given for less data than this job's are too few)."))
        return join_sentences(parts)
    parts.append(translate(
        "Words", "Check the answers this rests on: the past run's hours, its GPU and count, the model and the amount "
        "of data (a run this slow fits a larger model or more data; the time here still follows your hours)."
    ) if n.implied_mfu < n.mfu_min else translate(
        "Words", "Check the answers this rests on: the past run's hours, its GPU and count, the model and the amount "
        "of data (a run this fast fits a smaller model or less data; the time here still follows your hours)."))
    return join_sentences(parts)


@renders(NoBandwidthFigure)
def _no_bandwidth_figure(n: NoBandwidthFigure, cur: str) -> str:
    return translate(
        "Words", "The catalog has no memory bandwidth for {0}; its speed is estimated from its peak alone."
    ).format(n.gpu)


@renders(InterconnectNotSupported)
def _interconnect_not_supported(n: InterconnectNotSupported, cur: str) -> str:
    return translate("Words", "{0} has no {1}; PCIe was assumed.").format(n.gpu, n.interconnect)


@renders(IdleGpus)
def _idle_gpus(n: IdleGpus, cur: str) -> str:
    return translate("Words", "Only {0} of {1} GPUs do work (groups of {2} do not fill a server).").format(
        number(n.used), number(n.gpus), number(n.tp)
    )


@renders(VisionBatchOverMax)
def _vision_batch_over_max(n: VisionBatchOverMax, cur: str) -> str:
    #: {0} the data-parallel GPUs, {1} the images of one step over all of them, {2} the images each GPU takes (the
    #: plural's count), {3} the largest global batch that keeps the accuracy, {4} the most GPUs that stay within it
    return Words.tr("{0} data-parallel GPUs take at least {1} images a step ({2} image(s) each), more than the "
                    "largest global batch an image model keeps its accuracy at, {3} images (the assumptions give its "
                    "source): expect a lower accuracy than the recipe's, or train on at most {4} GPUs.", None,
                    plural_count(number(n.images_per_gpu))).format(
        number(n.gpus), number(n.global_batch), number(n.images_per_gpu), number(n.max_images), number(n.gpus_max))


@renders(DataLoadingBound)
def _data_loading_bound(n: DataLoadingBound, cur: str) -> str:
    #: {0} samples per second per GPU the CPU data pipeline delivers, {1} what the GPU alone would reach, {2} data-loader
    #: workers per GPU, {3} images decoded per sample (a mosaic)
    return translate(
        "Words", "Data loading sets the pace: {2} data-loader workers per GPU decode and augment about {0} samples/s "
        "({3} images each, a mosaic), below the {1} samples/s the GPU could take. More CPU cores per GPU, or images "
        "cached already decoded, would speed it up (the assumptions give the sources)."
    ).format(number(n.samples_per_s), number(n.gpu_samples_per_s), number(n.workers), number(n.images_per_sample))


@renders(DataLoadingCpuBound)
def _data_loading_cpu_bound(n: DataLoadingCpuBound, cur: str) -> str:
    #: {0} data-loader workers per GPU this server's vCPUs allow (YOLOv5: one per vCPU of each GPU's share), {1} the
    #: samples per second per GPU they deliver, {2} images decoded per sample (a mosaic), {3} what the GPU alone would
    #: reach, {4} the workers per GPU a server with enough vCPUs runs (YOLOv5's default), {5} the samples per second
    #: per GPU with those
    return translate(
        "Words", "Data loading, not the GPU, sets the pace on this server: its vCPUs allow only {0} data-loader "
        "workers per GPU (YOLOv5 runs one per vCPU, {4} at most), which decode and augment about {1} samples/s per "
        "GPU ({2} images each, a mosaic), below the {3} samples/s the GPU could take. With {4} vCPUs or more per GPU "
        "it would run at about {5} samples/s (the assumptions give the sources)."
    ).format(number(n.workers), number(n.samples_per_s), number(n.images_per_sample), number(n.gpu_samples_per_s),
             number(n.default_workers), number(n.default_samples_per_s))


@renders(LatencyUnreachable)
def _latency_unreachable(n: LatencyUnreachable, cur: str) -> str:
    return translate(
        "Words", "The latency target of {0} s cannot be met even one request at a time ({1} s)."
    ).format(number(n.target_s), number(n.latency_s))


@renders(NoEstimate)
def _no_estimate(n: NoEstimate, cur: str) -> str:
    field = str(n.field or "")
    if field in ("flops_per_sample", "forward_gflops"):
        return translate(
            "Words", "Nothing can be estimated: this model has no figure for the work per image, so image "
            "training cannot be timed. Choose an image model (e.g. ResNet-50) or give a past run."
        )
    if field == "gpu":
        return translate(
            "Words", "Nothing can be estimated: the catalog has no speed figures for the GPUs these servers have."
        )
    return translate(
        "Words", "Nothing can be estimated for these answers ({0}). Check the model and the data, or give a "
        "past run."
    ).format(field_label(field) if field else str(n.error or "?"))


@renders(PlanBaseSaves)
def _plan_base_saves(n: PlanBaseSaves, cur: str) -> str:
    text = translate("Words", "{0}: servers kept all month ({1}) and used in turn by {2} save {3}, {4} of what these "
                              "jobs cost each on its own.").format(
        plan_servers_name(n.base), billing_name(n.billing),
        word_list(f"“{j}”" for j in n.jobs), money(n.saving, n.currency, of_total=beside_share(-n.saving, n.pct)),
        percent(n.pct / 100))
    if n.hours_planned is None or n.hours_used is None or n.hours_month is None:
        return text
    return join_sentences((text, translate(
        "Words", "They are sized for the slow end: the month's runs take {0} of its {1} as estimated and {2} if every "
        "run took the slow end of its likely range, every deadline kept either way.").format(
        hours(n.hours_used), hours(n.hours_month), hours(n.hours_planned))))


@renders(PlanSlowEndCost)
def _plan_slow_end_cost(n: PlanSlowEndCost, cur: str) -> str:
    #: {0}: the jobs ("“A”, “B” and “C”"); {1}: the month's cost; {2}: how much less than the plan; {3}: hours the
    #: runs take as estimated; {4}: the hours those servers have in a month; {5}: the hours at the slow end
    return translate(
        "Words", "Sized for the expected hours instead, servers kept all month would carry {0} for {1} a month, {2} "
                 "less. Their runs would take {3} of their {4} as estimated, but {5} if every run took the slow end "
                 "of its likely range, and deadlines could be missed. This plan keeps every deadline at the slow end; to take "
                 "the cheaper month, size shared servers for the expected hours (in the Team plan window, or "
                 "\"plan_for\": \"expected\" in the plan file's preferences).").format(
        word_list(f"“{j}”" for j in n.jobs), money(n.monthly_cost, n.currency),
        money(n.saving, n.currency, of_total=beside(n.monthly_cost + n.saving, n.monthly_cost)),
        hours(n.hours_expected), hours(n.hours_capacity), hours(n.hours_slow))


@renders(PlanCommitment)
def _plan_commitment(n: PlanCommitment, cur: str) -> str:
    return translate("Words", "{0} is priced at a reservation ({1}): it commits you to {2} months.").format(
        plan_servers_name(n.base), billing_name(n.billing), number(n.months))


@renders(PlanJobNotFeasible)
def _plan_job_not_feasible(n: PlanJobNotFeasible, cur: str) -> str:
    return translate("Words", "No option meets every requirement of “{0}” (it misses: {1}); its closest "
                              "option is used.").format(n.job,
                                                        listing(constraint_name(c) for c in n.broken))


@renders(PlanNoMonthlyPrice)
def _plan_no_monthly_price(n: PlanNoMonthlyPrice, cur: str) -> str:
    return translate("Words", "The catalog has no monthly or reserved price for a server that runs {0}, so it "
                              "cannot share servers kept all month and is priced run by run.").format(
        word_list(f"“{j}”" for j in n.jobs))


@renders(PlanRunPastMonth)
def _plan_run_past_month(n: PlanRunPastMonth, cur: str) -> str:
    return translate("Words", "A run of “{0}” takes {1}, longer than the month's {2}: no run of it ends in the month it "
                              "starts, and the month counts each of its runs whole ({3} a run).").format(
        n.job, hours(n.hours), hours(n.hours_month), money(n.per_run, n.currency))


@renders(PlanOverBudget)
def _plan_over_budget(n: PlanOverBudget, cur: str) -> str:
    return translate("Words", "The month costs {0}, {1} over the monthly budget of {2}.").format(
        money(n.monthly_cost, n.currency), money(n.over, n.currency, of_total=beside(n.monthly_cost, n.budget)),
        money(n.budget, n.currency))


@renders(PlanSlowEndDeadline)
def _plan_slow_end_deadline(n: PlanSlowEndDeadline, cur: str) -> str:
    """The base's queue with every run at the slow end of its range: which of the job's runs miss the deadline,
    counted from the release as the deadline is, with the run that misses by the most and its wait."""
    if n.missed >= n.runs and n.runs == 1:
        which = translate("Words", "its one run a month")
    elif n.missed >= n.runs:
        which = translate("Words", "all {0} of its runs a month").format(number(n.runs))
    else:
        which = translate("Words", "{0} of its {1} runs a month").format(number(n.missed), number(n.runs))
    text = translate(
        "Words", "If every run on {0} took the slow end of its likely range, {1} would miss the deadline of {2}: "
        "run {3} would end {4} after its release, {5} of that waiting for the runs ahead of it and {6} running."
    ).format(plan_servers_name(n.base), which, hours(n.deadline_hours), number(n.run), hours(n.hours, days=True),
             hours(n.wait_hours, days=True), hours(n.wall_hours_high))
    if n.steady:
        return text
    more = translate(
        "Words", "These are the first month's figures: at their slow ends the month's runs need {0} of {1}'s {2}, "
        "so each month starts further behind."
    ).format(hours(n.base_hours_high), plan_servers_name(n.base), hours(n.hours_month))
    return join_sentences((text, more))


@renders(CompareCost)
def _compare_cost(n: CompareCost, cur: str) -> str:
    text = (translate("Words", "{0} costs {1} less in total ({2}).") if n.figure == "total_cost"
            else translate("Words", "{0} costs {1} less a month ({2})."))
    return text.format(compare_side(n.cheaper), money(n.by, n.currency or cur, of_total=beside_share(-n.by, n.pct)),
                       percent(n.pct / 100 if n.pct is not None else None))


@renders(CompareCeiling)
def _compare_ceiling(n: CompareCeiling, cur: str) -> str:
    """A side that gives only an upper bound (the article's "at most ¥80,000 a month"): no difference is said."""
    bound = money(n.at_most, n.currency or cur)
    other = compare_side("b" if n.side == "a" else "a")
    if n.figure == "total_cost":
        #: {0} is "A" or "B"; {1} the most it says it costs in total
        head = translate("Words", "{0} gives only a ceiling: at most {1} in total").format(compare_side(n.side), bound)
    else:
        head = translate("Words", "{0} gives only a ceiling: at most {1} a month").format(compare_side(n.side), bound)
    if n.other_given is False:  # the other side gives no such figure: what is known, and that no difference is
        #: {0}: "A gives only a ceiling: at most ¥80,000 a month"; {1} the other side ("B"); {2} the figure
        #: ("cost per month")
        return translate("Words", "{0}; {1} gives no {2}, so no difference can be stated.").format(
            head, other, compare_figure_name(n.figure))
    if n.within is None or n.other is None:
        return translate("Words", "{0}; a ceiling is not a cost, so no difference is taken from it.").format(head)
    theirs = money(n.other, n.currency or cur)
    if n.within:
        #: {0}: "B gives only a ceiling: at most ¥80,000 a month"; {1} the other side ("A"), {2} its cost
        return translate("Words", "{0}; {1}'s {2} is within it.").format(head, other, theirs)
    return translate("Words", "{0}; {1}'s {2} is above it.").format(head, other, theirs)


@renders(CompareTime)
def _compare_time(n: CompareTime, cur: str) -> str:
    return translate("Words", "{0} finishes {1} sooner ({2}).").format(
        compare_side(n.faster), hours(n.by_hours), percent(n.pct / 100 if n.pct is not None else None))


_JOB_PART = {
    "task": QT_TRANSLATE_NOOP("Words", "what is done"),
    "model": QT_TRANSLATE_NOOP("Words", "the model"),
    "data": QT_TRANSLATE_NOOP("Words", "the data"),
    "load": QT_TRANSLATE_NOOP("Words", "the requests to serve"),
}


@renders(CompareDifferentJobs)
def _compare_different_jobs(n: CompareDifferentJobs, cur: str) -> str:
    #: {0} lists what differs between two compared answers' jobs ("what is done and the model")
    return translate("Words", "A and B are not the same job (they differ in {0}): the differences below are "
                              "between two pieces of work, not two ways to do one.").format(
        word_list(translated(_JOB_PART[p]) if p in _JOB_PART else str(p) for p in n.parts))


@renders(CompareJobUnknown)
def _compare_job_unknown(n: CompareJobUnknown, cur: str) -> str:
    if len(n.sides) > 1:
        return translate("Words", "The jobs behind A and B are not known (saved answers that hold only what they "
                                  "recommended): this comparison assumes they are the same job.")
    #: {0} the side ("B") whose saved answer does not say what job it answered
    return translate("Words", "The job behind {0} is not known (a saved answer that holds only what it "
                              "recommended): this comparison assumes A and B are the same job.").format(
        compare_side(n.sides[0]) if n.sides else "?")


@renders(CompareGpus)
def _compare_gpus(n: CompareGpus, cur: str) -> str:
    return translate("Words", "A uses {0} × {1}, B {2} × {3}.").format(
        number(n.a), n.gpu_a or "?", number(n.b), n.gpu_b or "?")


@renders(CompareRisk)
def _compare_risk(n: CompareRisk, cur: str) -> str:
    def _risk(billing: Any, n: Any) -> str:
        if billing != "spot":
            return billing_name(billing)
        if finite_float(n) is None:
            return translate("Words", "{0}, interruptions not known").format(billing_name(billing))
        shown = expected_count(n)
        return Words.tr("{0}, about {1} interruption(s) expected", None, plural_count(shown)).format(
            billing_name(billing), shown)
    return translate("Words", "A runs {0}; B runs {1}.").format(
        _risk(n.billing_a, n.interruptions_a), _risk(n.billing_b, n.interruptions_b))


@renders(ComparePriceAge)
def _compare_price_age(n: ComparePriceAge, cur: str) -> str:
    ages = {"a": price_age(n.days_a, n.as_of_a), "b": price_age(n.days_b, n.as_of_b)}
    younger = "b" if n.older == "a" else "a"
    return translate("Words", "The prices of {0} are older ({1} against {2}).").format(
        compare_side(n.older), ages[n.older], ages[younger])


@renders(CompareUnknown)
def _compare_unknown(n: CompareUnknown, cur: str) -> str:
    if len(set(n.sides)) > 1:  # it read "A, B gives no price age"
        #: {0} a figure ("price age") neither of two compared answers gives
        return translate("Words", "Neither answer gives the {0}, so that difference is not known.").format(
            compare_figure_name(n.figure))
    return translate("Words", "{0} gives no {1}, so that difference is not known.").format(
        listing(compare_side(s) for s in n.sides), compare_figure_name(n.figure))


@renders(CompareService)
def _compare_service(n: CompareService, cur: str) -> str:
    """Two services: the requests a second their servers carry, how soon they answer ("A answers in 16.7 s, B in
    9.1 s")."""
    if n.figure == "capacity_qps":
        a, b = number(n.a, 1), number(n.b, 1)
        if n.load is not None:
            #: {0}, {1}: the requests a second A's and B's servers carry; {2} the requests a second both are for
            return translate("Words", "A's servers carry {0} requests/s, B's {1} (the load is {2} requests/s).").format(
                a, b, number(n.load))
        return translate("Words", "A's servers carry {0} requests/s, B's {1}.").format(a, b)
    if n.figure == "ttft_s":
        #: {0}, {1}: the time to an answer's first token on A and on B ("0.0314 s")
        return translate("Words", "A's first token comes after {0}, B's after {1}.").format(
            seconds(n.a), seconds(n.b))
    #: {0}, {1}: a whole answer's time on A and on B ("16.7 s")
    return translate("Words", "A answers in {0}, B in {1}.").format(seconds(n.a), seconds(n.b))


@renders(CompareCurrency)
def _compare_currency(n: CompareCurrency, cur: str) -> str:
    if n.rate is not None and n.base and n.quote:
        #: {0}, {1}: the two answers' currencies; {2}-{5}: the rate, "1 USD = 7.0288 CNY (rate of 2025-12-31)"
        return translate("Words", "The answers are in different currencies ({0}, {1}); their money is compared in "
                                  "{0} at 1 {2} = {3} {4} (rate of {5}).").format(
            n.a, n.b, n.base, number(n.rate, 4), n.quote, date_text(n.as_of))
    return translate("Words", "The answers are in different currencies ({0}, {1}); their money is not "
                              "compared.").format(n.a, n.b)


@renders(CompareBroken)
def _compare_broken(n: CompareBroken, cur: str) -> str:
    #: {0} is "A" or "B" (one of two answers compared); {1} lists the requirements it misses
    return translate("Words", "{0} misses: {1}.").format(
        compare_side(n.side), listing(constraint_name(c) for c in n.broken))


