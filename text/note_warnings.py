"""Warnings on a recommendation: over-provisioning, the host, node failures, the slow case, I/O, the network,
stale or missing prices, prices abroad, deadlines and memory that no option meets.
"""

from __future__ import annotations

from collections.abc import Mapping

from gpu_advisor.core.base import (AnomalousPricesExcluded, FractionalGpusExcluded, ChosenGpusRefused, ChosenGpusUnpriced, ComparedAnswer, DeadlineNeeds, Elsewhere,
                                   finite_float,
    FitsNowhere, HostBelowRule, HostRamBelowRule, HostRuleFallback, HostTooSmall, HostUnknown, ImagesResized, IoBound, IoBoundEstimate,
    MultiNodeNetworkUnknown, MultiNodeSlowNetwork, NoCandidates, NodeFailures, OverProvisionedMemory,
    OverProvisionedTime, Overseas, PcieMultiGpuTraining, PlanBasis, RdmaClusterQuote, ReferenceRunScaled, RunStartup,
    ServingTooBig, ServingTooSlow, SlowCaseBudget, SlowCaseDeadline, SpotPricesAnomalous, SpotRateAssumed,
    Unpriced)
from .language import plural_count, translate, Words
from .names import host_rules_name, item_name, network_name, objective_name, product_in_text, product_name, provider_name, unit_name
from .numbers import (beside, dated, gigabytes, hours, join_sentences, listing, money, number, percent, required,
                      least_price_age, partial_date, seconds, seconds_up, times, TIMES_FROM, word_list)
from .catalog_names import region_name
from .note_fresh import price_window
from .own_price import with_own_price
from .note_table import renders


@renders(OverProvisionedMemory)
def _over_provisioned_memory(n: OverProvisionedMemory, cur: str) -> str:
    return translate(
        "Words", "Over-provisioned: only {0} of each GPU's memory is used; fewer or smaller GPUs may do."
    ).format(percent(n.memory_use))


@renders(OverProvisionedTime)
def _over_provisioned_time(n: OverProvisionedTime, cur: str) -> str:
    return translate(
        "Words", "Over-provisioned: it finishes in {0}, far inside the deadline of {1}; fewer GPUs may cost less."
    ).format(hours(n.wall_hours), hours(n.deadline_hours))


@renders(HostBelowRule)
def _host(n: HostBelowRule, cur: str) -> str:
    """Only the check it fails (an 8-vCPU, 32 GB server read 'below the host rule's 4 cores and 48 GB'); the CPU in
    vCPUs, the unit it is checked in."""
    need = n.vcpus_min if n.vcpus_min is not None else n.cpu_cores_min
    if n.short == ("cpu",):
        return translate("Words", "The server's {0} vCPUs are fewer than the host rule's {1} vCPUs: it cannot "
                                  "feed its GPUs.").format(number(n.vcpus), number(need))
    least = _ram_least(n)
    if least and n.short == ("ram",):  # the figure it was checked against, below the rule's minimum
        #: {0} the server's memory, {1} the least a server may have ("115 GB (1.2 × their GPU memory)")
        return translate("Words", "The server's {0} of memory is under {1}, the least a server for these GPUs may "
                                  "have: it cannot feed them.").format(gigabytes(n.ram_gb), least)
    if least and "ram" in n.short:
        return translate("Words", "The server ({0} vCPUs, {1}) has fewer than the host rule's {2} vCPUs and less "
                                  "memory than {3}, the least a server for these GPUs may have: it cannot feed "
                                  "them.").format(number(n.vcpus), gigabytes(n.ram_gb), number(need), least)
    if n.short == ("ram",):
        return translate("Words", "The server's {0} of memory is below the host rule's {1}: it cannot feed its "
                                  "GPUs.").format(gigabytes(n.ram_gb), gigabytes(n.ram_gb_min))
    return translate(
        "Words", "The server ({0} vCPUs, {1}) is below the host rule's {2} vCPUs and {3}: it cannot feed its GPUs."
    ).format(number(n.vcpus), gigabytes(n.ram_gb), number(need), gigabytes(n.ram_gb_min))


def _ram_least(n: HostBelowRule | HostTooSmall) -> str:
    """The RAM a refused server was checked against, where it is below the rule's minimum, in words ("115 GB (1.2 ×
    their GPU memory)"); empty where the rule's minimum is the check."""
    if n.ram_gb_check is None:
        return ""
    if n.check_x_gpu_mem is None:
        return gigabytes(n.ram_gb_check)
    return translate("Words", "{0} ({1} × their GPU memory)").format(gigabytes(n.ram_gb_check),
                                                                     number(n.check_x_gpu_mem))


@renders(PlanBasis)
def _plan_basis(n: PlanBasis, cur: str) -> str:
    high, mid = hours(n.wall_hours_high), hours(n.wall_hours)
    if n.basis == "slow_end" and n.why == "long_run":
        return translate(
            "Words", "Planned with a margin: a run of {0} or more must meet the deadline and the budget at the slow "
            "end of its likely range, {1} ({2}× the expected {3})."
        ).format(hours(n.min_hours), high, number(n.range_high, 2), mid)
    if n.basis == "slow_end":
        return translate(
            "Words", "Planned for the slow case, as asked: the deadline and the budget are checked at {0} ({1}× the "
            "expected {2})."
        ).format(high, number(n.range_high, 2), mid)
    if n.why == "chosen":
        return translate(
            "Words", "Planned on the expected time, as asked: {0}; the slow end of the likely range is {1}."
        ).format(mid, high)
    return translate(
        "Words", "Planned on the expected time, {0}: runs shorter than {1} keep it (the slow end is {2})."
    ).format(mid, hours(n.min_hours), high)


@renders(NodeFailures)
def _node_failures(n: NodeFailures, cur: str) -> str:
    return translate(
        "Words", "Allows for node failures: {0} GPUs for {1} at {2} failures per million GPU-hours (published "
        "runs: {3}) expect {4}; each costs a restart and the work since the last checkpoint (every {5}): {6} added."
    ).format(number(n.gpus), hours(n.hours), number(n.rate_per_million_gpu_hours, 1),
             ", ".join(str(r) for r in n.runs or ()), number(n.expected_interruptions, 1),
             hours(n.checkpoint_interval_h), hours(n.extra_hours))


@renders(SlowCaseDeadline)
def _slow_case_deadline(n: SlowCaseDeadline, cur: str) -> str:
    return translate(
        "Words", "If the job runs as slowly as the likely range allows, it takes {0}: past the deadline of {1}."
    ).format(hours(n.wall_hours_high), hours(n.deadline_hours))


@renders(SlowCaseBudget)
def _slow_case_budget(n: SlowCaseBudget, cur: str) -> str:
    return translate(
        "Words", "If the job runs as slowly as the likely range allows, it costs {0}: over the budget of {1}."
    ).format(money(n.cost_high, n.currency or cur), money(n.budget, n.currency or cur))


@renders(IoBoundEstimate)
def _io_bound_estimate(n: IoBoundEstimate, cur: str) -> str:
    return translate(
        "Words",
        "The storage cannot feed the GPUs: {0} MB/s needed, {1} MB/s available; the data feed sets the pace.",
    ).format(number(n.need_mb_s), number(n.storage_mb_s))


# the datasets a model kind's photos are compared with (core/estimate/photos.py REFERENCE_DATASET): names, the same
# in every language
_REFERENCE_DATASET = {"imagenet": "ImageNet", "coco": "COCO"}


def _resize_side(n: ImagesResized) -> str:
    """"256 px on the short side" (a classifier's), "640 px on the long side" (a detector's)."""
    if n.side == "long":
        #: {0} the size in pixels the long side of each photo is resized to (a detector's training size)
        return translate("Words", "{0} px on the long side").format(number(n.side_px))
    #: {0} the size in pixels the short side of each photo is resized to (a classifier's training size)
    return translate("Words", "{0} px on the short side").format(number(n.side_px))


@renders(ImagesResized)
def _images_resized(n: ImagesResized, cur: str) -> str:
    ratio = number(n.ratio, 1 if n.ratio < 10 else 0)
    dataset = _REFERENCE_DATASET.get(n.reference, n.reference)
    side = _resize_side(n)
    if n.hours and n.read_mb_s:
        #: {0} how many times the dataset's average image one image is, {1} the dataset (ImageNet, COCO), {2} the
        #: size resized to ("256 px on the short side"), {3} a duration, {4} the data disk's read rate
        text = translate(
            "Words", "Your images are about {0} × {1}'s size: the time assumes they are resized once to "
            "training size ({2}) before the first pass, about {3} on this server (reading the full-size photos from "
            "its data disk at {4} MB/s takes longer than resizing them on its CPUs), and that time is counted. "
            "Decoding full-size photos in every pass would be far slower."
        ).format(ratio, dataset, side, hours(n.hours), number(n.read_mb_s))
    elif n.hours:
        #: {0} how many times the dataset's average image one image is, {1} the dataset (ImageNet, COCO), {2} the
        #: size resized to ("256 px on the short side"), {3} a duration
        text = translate(
            "Words", "Your images are about {0} × {1}'s size: the time assumes they are resized once to "
            "training size ({2}) before the first pass, about {3} on this server's CPUs, and that time is counted. "
            "Decoding full-size photos in every pass would be far slower."
        ).format(ratio, dataset, side, hours(n.hours))
    else:
        #: {0} how many times the dataset's average image one image is, {1} the dataset (ImageNet, COCO), {2} the
        #: size resized to ("256 px on the short side")
        text = translate(
            "Words", "Your images are about {0} × {1}'s size: the time assumes they are resized once to "
            "training size ({2}) before the first pass. Decoding full-size photos in every pass would be far "
            "slower."
        ).format(ratio, dataset, side)
    if n.resized_gb:
        #: {0} the size of the resized copies of the whole dataset (assumed: the reference dataset's average file
        #: scaled to the resized pixels)
        text += translate(
            "Words", " Every pass after it reads the resized copies (about {0} in all, assumed), not the "
            "full-size photos."
        ).format(gigabytes(n.resized_gb))
    return text


@renders(IoBound)
def _io_bound(n: IoBound, cur: str) -> str:
    storage = (product_in_text(n.storage) if n.storage else "—") + (f" {n.tier}" if n.tier else "")
    if n.need_per_server_mb_s is None:
        return translate(
            "Words", "The storage ({0}, {1} MB/s) cannot keep the GPUs busy; the time includes waiting for data."
        ).format(storage, number(n.read_mb_s))
    if n.first_epochs_only:
        #: {0} the data disk, {1} its rate at its size, {2} what a server's GPUs read
        text = translate(
            "Words", "The data disk ({0}, {1} MB/s at its size) is slower than the {2} MB/s each server's GPUs read: "
            "the first epoch waits for it, and the time includes that wait. Later epochs read the data from memory: "
            "it fits in the server's page cache."
        ).format(storage, number(n.read_mb_s), number(n.need_per_server_mb_s))
    else:
        text = translate(
            "Words", "The data disk ({0}, {1} MB/s at its size) is slower than the {2} MB/s each server's GPUs read: "
            "the time includes waiting for data."
        ).format(storage, number(n.read_mb_s), number(n.need_per_server_mb_s))
    if n.feeding_disk_gb and not n.first_epochs_only:
        #: {0} a disk size, {1} its rate: a cloud disk's rate grows with its size
        text += translate(
            "Words", " A disk of the same kind of {0} reads {1} MB/s, enough for them (a cloud disk's speed grows "
            "with its size): it may cost less than the GPUs' waiting."
        ).format(gigabytes(n.feeding_disk_gb), number(n.feeding_disk_mb_s))
    return text


@renders(PcieMultiGpuTraining)
def _pcie_multi_gpu_training(n: PcieMultiGpuTraining, cur: str) -> str:
    return translate(
        "Words", "{0} GPUs talk over PCIe (about {1} GB/s), so multi-GPU training loses time to communication."
    ).format(number(n.gpus), number(n.pcie_gbs))


@renders(MultiNodeNetworkUnknown)
def _multi_node_network_unknown(n: MultiNodeNetworkUnknown, cur: str) -> str:
    return translate(
        "Words",
        "The catalog does not give this server's network bandwidth; {0} was assumed between the {1} servers.",
    ).format(network_name(n.assumed, in_sentence=True), number(n.nodes))


@renders(MultiNodeSlowNetwork)
def _multi_node_slow_network(n: MultiNodeSlowNetwork, cur: str) -> str:
    net = network_name(n.network, in_sentence=True)
    if finite_float(n.network_gbps) is not None:
        speed = f"{number(n.network_gbps)} Gbit/s"
        # a name that ends in brackets already ('TCP network (25 Gbit/s or faster)') takes the speed after a comma
        net = net + listing(("", speed)) if net.endswith((")", "）")) else translate("Words", "{0} ({1})").format(net, speed)
    return translate(
        "Words", "{0} servers are linked by {1}: communication will slow training; RDMA is better."
    ).format(number(n.nodes), net)


@renders(RdmaClusterQuote)
def _rdma_cluster_quote(n: RdmaClusterQuote, cur: str) -> str:
    return translate(
        "Words", "An RDMA cluster would be faster: {0} {1} ({2} × {3}, {4} {5} Gbit/s between servers) has no "
                 "published price; enter the price you were quoted in the catalog."
    ).format(provider_name(None, n.provider), n.instance_type,
             number(n.gpus_per_node), n.gpu, network_name(n.fabric),
             number(n.network_gbps))


def prices_stale(d: Mapping, cur: str) -> str:
    """core/prices/freshness.py's one notice for all the prices a recommendation used (not a note: a dict). The
    oldest dated only by its year or month: its age is the least it can be ("2021 (at least 1,801 days …)"); the
    limit in months from 60 days on, as the stale-price warning gives it."""
    if partial_date(d.get("oldest_as_of")):
        #: {0}: the newest price's date; {1}: "2021" or "2023-06"; {2}: its age in days at the least; {3}: "12 months"
        return translate(
            "Words", "Prices as of {0}; the oldest used is dated only {1} (at least {2} days ago; prices older than "
                     "{3} count as stale). Check current prices before ordering."
        ).format(dated(required(d, "newest_as_of")), dated(required(d, "oldest_as_of")),
                 number(least_price_age(required(d, "oldest_age_days"), d.get("oldest_as_of")), 0),
                 price_window(d.get("limit_days")))
    #: {0}: the newest price's date; {1}: the oldest's; {2}: its age in days; {3}: "12 months"
    return translate(
        "Words", "Prices as of {0}; the oldest used dates from {1} ({2} days old, more than {3}). "
                 "Check current prices before ordering."
    ).format(dated(required(d, "newest_as_of")), dated(required(d, "oldest_as_of")),
             number(required(d, "oldest_age_days")), price_window(d.get("limit_days")))


@renders(Unpriced)
def _unpriced(n: Unpriced, cur: str) -> str:
    product = str(n.product or "")
    product = network_name(product) if n.item == "network" else product_name(product)
    amount = f"{number(n.quantity)} {unit_name(n.unit, n.quantity)}"
    what = translate("Words", ", ").join((product, amount)) if product else amount
    return translate("Words", "{0} ({1}) has no price in the catalog; it is not in the total.").format(
        item_name(n.item), what
    )


@renders(HostTooSmall)
def _host_too_small(n: HostTooSmall, cur: str) -> str:
    need = n.vcpus_min if n.vcpus_min is not None else n.cpu_cores_min  # in vCPUs, as checked
    if n.short == ("cpu",):
        return translate("Words", "The server's {0} vCPUs are fewer than the {1} vCPUs recommended for feeding "
                                  "the GPUs.").format(number(n.vcpus), number(need))
    least = _ram_least(n)
    if least and n.short == ("ram",):  # the figure it was checked against, below the rule's minimum
        return translate("Words", "The server's {0} of memory is under {1}, the least a server for these GPUs may "
                                  "have: it cannot feed them.").format(gigabytes(n.ram_gb), least)
    if least and "ram" in n.short:
        return translate("Words", "The server ({0} vCPUs, {1}) has fewer than the {2} vCPUs recommended for feeding "
                                  "the GPUs and less memory than {3}, the least a server for these GPUs may "
                                  "have.").format(number(n.vcpus), gigabytes(n.ram_gb), number(need), least)
    if n.short == ("ram",):
        return translate("Words", "The server's {0} of memory is below the {1} recommended for feeding the "
                                  "GPUs.").format(gigabytes(n.ram_gb), gigabytes(n.ram_gb_min))
    return translate(
        "Words",
        "The server ({0} vCPUs, {1}) is below the recommended host of {2} vCPUs and {3} for feeding the GPUs.",
    ).format(
        number(n.vcpus),
        gigabytes(n.ram_gb),
        number(need),
        gigabytes(n.ram_gb_min),
    )


@renders(HostRamBelowRule)
def _host_ram_below_rule(n: HostRamBelowRule, cur: str) -> str:
    from .assumed import source_text
    from .names import current_catalog
    rule = (translate("Words", "{0} × the {1} of GPU memory").format(number(n.rule_x_gpu_mem),
                                                                       gigabytes(n.gpu_memory_gb))
            if n.rule_x_gpu_mem is not None else host_rules_name(n.rule_set))
    where = source_text(current_catalog(), n.source) if n.source else host_rules_name(n.rule_set)
    check = (translate("Words", "{0} ({1} × their GPU memory)").format(gigabytes(n.ram_gb_check),
                                                                         number(n.check_x_gpu_mem))
             if n.check_x_gpu_mem is not None else gigabytes(n.ram_gb_check))
    if n.ram_x_gpu_mem is not None and n.rule_x_gpu_mem is not None and n.gpu:
        from .host_ram import rule_range
        #: {0} the server's memory, {1} how much it is short, {2} that as a share, {3} the host rule's minimum, {4}
        #: how the rule gets it ("2 × the 640 GB of GPU memory"), {5} the rule's source, {6} the server's memory as a
        #: multiple of its GPUs' memory ("1.8"), {7} the rule's range of that multiple ("2–3"), {8} its GPUs
        #: ("8 × A100-80GB"), {9} the least memory a server may have ("768 GB (1.2 × their GPU memory)")
        return translate(
            "Words", "The server's {0} of memory is {1} ({2}) below the host rule's minimum of {3} ({4}; source: {5}): "
                     "it is {6} × its GPU memory, where the rule asks for {7} ×. It is kept, as it is the cloud's "
                     "standard shape for {8}: only servers under {9} are refused. Check that data loading and "
                     "caching fit in {0}.").format(
            gigabytes(n.ram_gb), gigabytes(n.short_gb), percent(n.short_pct / 100), gigabytes(n.ram_gb_min), rule,
            where, number(n.ram_x_gpu_mem), rule_range(n.rule_x_gpu_mem, n.rule_x_gpu_mem_max),
            f"{number(n.gpus_per_node)} × {n.gpu}", check)  # (a count and a model name: no words to translate)
    #: {0} the server's memory, {1} how much it is short, {2} that as a share, {3} the host rule's minimum, {4} how
    #: the rule gets it ("2 × the GPUs' 640 GB"), {5} the rule's source, {6} the least memory a server may have
    #: ("768 GB (1.2 × their GPU memory)")
    return translate("Words", "The server's {0} of memory is {1} ({2}) below the host rule's minimum of {3} ({4}; "
                              "source: {5}). It is kept, as standard servers for these GPUs are often this lean: only "
                              "servers under {6} are refused. Check that data loading and caching fit in {0}.").format(
        gigabytes(n.ram_gb), gigabytes(n.short_gb), percent(n.short_pct / 100), gigabytes(n.ram_gb_min), rule, where,
        check)


@renders(HostUnknown)
def _host_unknown(n: HostUnknown, cur: str) -> str:
    if n.vcpus is not None:
        return translate(
            "Words", "The catalog does not say how much memory this server has; check it before ordering."
        )
    if n.ram_gb is not None:
        return translate(
            "Words", "The catalog does not say how many vCPUs this server has; check them before ordering."
        )
    return translate(
        "Words",
        "The catalog does not say how many vCPUs or how much memory this server has; check them before ordering.",
    )


@renders(HostRuleFallback)
def _host_rule_fallback(n: HostRuleFallback, cur: str) -> str:
    return translate("Words", 'The host rules "{0}" have no entry for this GPU; "{1}" were used instead.').format(
        host_rules_name(n.asked), host_rules_name(n.used)
    )


@renders(SpotRateAssumed)
def _spot_rate_assumed(n: SpotRateAssumed, cur: str) -> str:
    return translate(
        "Words", "No interruption rate is published for these spot servers; {0} per month was assumed."
    ).format(percent(n.interruptions_per_month))


@renders(NoCandidates)
def _no_candidates(n: NoCandidates, cur: str) -> str:
    return translate("Words", "No server in the catalog could be priced for this scenario.")


@renders(Overseas)
def _overseas(n: Overseas, cur: str) -> str:
    text = translate(
        "Words", "This answer runs outside mainland China ({0}, {1}): it needs an account with that cloud, "
        "payment abroad, invoices in {2}, and your data crosses the border (China's rules on cross-border "
        "data apply)."
    ).format(provider_name(None, n.provider), region_name(n.region), n.invoice_currency)
    dom = n.domestic
    if dom is not None and dom.gpu:
        where = (number(dom.gpu_count), dom.gpu, provider_name(None, dom.provider), region_name(dom.region))
        # (on the user's own price: "¥62.05 (your price, entered 2026-12-06)", not as if from a price list)
        own = dict(source=getattr(dom, "price_source", None), as_of=getattr(dom, "price_as_of", None))
        if finite_float(dom.wall_hours) is not None:
            text += translate("Words", " The best option in mainland China: {0} × {1} on {2} ({3}), {4}, {5}.").format(
                *where, translate("Words", "about {0}").format(hours(dom.wall_hours)),
                with_own_price(money(dom.total_cost, dom.currency or cur), **own))
        else:  # a service: what it costs a month
            text += translate("Words", " The best option in mainland China: {0} × {1} on {2} ({3}), {4} a month."
                              ).format(*where, with_own_price(money(dom.monthly_cost, dom.currency or cur), **own))
        # ("the best one there", the mainland option just named: "this one" read as the recommendation shown below)
        if finite_float(dom.wall_hours) is None:  # a service: no deadline to meet, only the budget
            if not dom.within_budget:
                text += translate("Words", " Not even that option fits your budget.")
        elif not dom.meets_deadline and not dom.within_budget:
            text += translate("Words", " None there meets your deadline and your budget: the best one there "
                                       "misses both.")
        elif not dom.meets_deadline:
            text += translate("Words", " None there meets your deadline within your budget: the best one there "
                                       "misses the deadline.")
        elif not dom.within_budget:
            text += translate("Words", " None there meets your deadline within your budget: the best one there "
                                       "is over the budget.")
    else:
        text += translate("Words", " The catalog has no priced option in mainland China for this job.")
    return text


@renders(ComparedAnswer)
def _compared_answer(n: ComparedAnswer, cur: str) -> str:
    src = str(n.source or translate("Words", "the other answer"))
    text = translate("Words", "Compared with {0}: it answers {1} × {2}.").format(
        src, number(n.gpus), n.gpu)
    if finite_float(n.wall_hours) is not None:
        text += translate("Words", " By the same estimate that takes about {0}.").format(hours(n.wall_hours))
    if n.priced is False:
        text += translate("Words", " The catalog has no price for {0}, so it cannot be recommended here; "
                          "enter a quoted price to weigh it.").format(n.gpu)
    text += translate("Words", " This answer: {0} × {1} in about {2}.").format(
        number(n.chosen_gpus), n.chosen_gpu, hours(n.chosen_hours))
    return text


@renders(ReferenceRunScaled)
def _reference_run_scaled(n: ReferenceRunScaled, cur: str) -> str:
    return translate(
        "Words", "From your past run ({0} on {1} × {2}): one {3} does the same work about {4} × as fast, so "
        "{5} × {3} take about {6}. The estimate scales your run by each GPU's speed; it does not copy the GPU "
        "you used."
    ).format(hours(n.ref_hours), number(n.ref_gpus), n.ref_gpu, n.gpu,
             number(n.speed_per_gpu, 1), number(n.gpus), hours(n.wall_hours))


@renders(SpotPricesAnomalous)
def _spot_prices_anomalous(n: SpotPricesAnomalous, cur: str) -> str:
    return Words.tr(
        "{0} spot price(s) (was|were) left out: (it|they) (lies|lie) further below on-demand than the cloud's usual "
        "spot discount. Enter the spot price you were quoted in the catalog to use (it|them).", None,
        plural_count(number(n.instances))).format(number(n.instances))


@renders(ChosenGpusUnpriced)
def _chosen_gpus_unpriced(n: ChosenGpusUnpriced, cur: str) -> str:
    parts = []
    for g, count, providers in zip(n.gpus, n.server_types, n.providers):
        if count:
            clouds = word_list(provider_name(None, p) for p in providers)  # (set_catalog's catalog)
            types = Words.tr("%n server type(s)", None, count)
            parts.append(translate("Words", "{0} ({1} on {2}, none with a public price)").format(g, types, clouds))
        else:
            parts.append(translate("Words", "{0} (no server type in the catalog)").format(g))
    return join_sentences([
        translate("Words", "The catalog has no price for the GPUs you chose: {0}, so the closest option uses "
                           "another GPU.").format(translate("Words", "; ").join(parts)),
        translate("Words", "Enter the price you were quoted for those servers in the catalog (Catalog ▸ Edit "
                           "catalog) to compare them.") if any(n.server_types) else "",
        translate("Words", "A server you were offered with a GPU the catalog lacks can be added there as a new "
                           "server type.") if not all(n.server_types) else ""])


@renders(ChosenGpusRefused)
def _chosen_gpus_refused(n: ChosenGpusRefused, cur: str) -> str:
    from .catalog_names import practical_text
    from .language import is_chinese
    zh = is_chinese()
    whys = translate("Words", "; ").join(f"{g}{'：' if zh else ': '}{practical_text(r).rstrip('.。')}"
                                         for g, r in zip(n.gpus, n.reasons))
    return join_sentences([
        translate("Words", "The GPUs you chose cannot run this job as asked ({0}), so the closest option uses "
                           "another GPU.").format(whys),
        translate("Words", "Choose FP16 precision to train on them.") if "gpu_no_bf16" in n.reasons else ""])


@renders(AnomalousPricesExcluded)
def _anomalous_prices_excluded(n: AnomalousPricesExcluded, cur: str) -> str:
    return Words.tr(
        "{0} server type(s) (was|were) left out: (its|their) price file marks the price as anomalous (for example "
        "spot dearer than on-demand). Enter the price you were quoted in the catalog to use (it|them).", None,
        plural_count(number(n.instances))).format(number(n.instances))


@renders(FractionalGpusExcluded)
def _fractional_gpus_excluded(n: FractionalGpusExcluded, cur: str) -> str:
    return Words.tr(
        "{0} server type(s) (was|were) left out: (it|they) (holds|hold) a fraction of a GPU (a vGPU slice, such as 1.5 "
        "GPUs), which is never recommended. Correct the GPU count in the catalog if it is a whole number.", None,
        plural_count(number(n.instances))).format(number(n.instances))


@renders(DeadlineNeeds)
def _deadline_needs(n: DeadlineNeeds, cur: str) -> str:
    parts = []
    if n.fastest_hours is not None and n.fastest_gpus is not None:
        parts += _fastest_misses(n, cur)
    if n.startup_hours is not None:
        parts.append(translate(
            "Words", "Getting the servers ready (start-up) alone takes about {0}, longer than the deadline of {1}: no "
            "number of GPUs meets it."
        ).format(hours(n.startup_hours), hours(n.deadline_hours)))
        return join_sentences(parts)
    if _slow_end(n.wall_hours_checked, n.wall_hours):
        #: {4} the option's expected time, {5} its time at the slow end of the likely range (the one checked)
        text = translate(
            "Words", "The deadline of {0} would take at least about {1} × {2} (this option has {3} and needs about "
            "{4}, {5} at the slow end; clusters never scale perfectly, so plan for more)."
        ).format(hours(n.deadline_hours), number(n.gpus_needed), n.gpu, number(n.gpus), hours(n.wall_hours),
                 hours(n.wall_hours_checked))
    else:
        text = translate(
            "Words", "The deadline of {0} would take at least about {1} × {2} (this option has {3} and needs {4}; "
            "clusters never scale perfectly, so plan for more)."
        ).format(hours(n.deadline_hours), number(n.gpus_needed), n.gpu, number(n.gpus),
                 hours(n.wall_hours))
    start, deadline = finite_float(n.fixed_startup_hours), finite_float(n.deadline_hours)
    if start is not None and deadline is not None and 0 < start < deadline:
        #: after "The deadline of 24 hours would take at least about 2,334,119 × B200 (…)": why so many. {0} the
        #: start-up's hours, {1} the deadline, {2} the hours of the deadline left for the work
        text += translate(
            "Words", " So many are needed because the start-up alone takes about {0} of the {1}, and more GPUs do not "
            "shorten it: the work has to fit in the {2} left."
        ).format(hours(start), hours(deadline), hours(deadline - start))
    if n.largest_cluster_gpus and n.gpus_needed and n.gpus_needed > n.largest_cluster_gpus:
        if n.largest_cluster_provider:
            text += translate(
                "Words", " The largest cluster in the catalog offers {0} GPUs ({1} servers on {2}); a larger one "
                "is rented by reservation: raise the cluster size in the catalog's defaults to plan for it."
            ).format(number(n.largest_cluster_gpus), number(n.largest_cluster_nodes),
                     provider_name(None, n.largest_cluster_provider))
        else:
            text += translate("Words", " The largest cluster considered has {0} GPUs.").format(
                number(n.largest_cluster_gpus))
    return join_sentences([*parts, text])


def _slow_end(checked, expected) -> bool:
    """The deadline was checked at the slow end of the likely range (the hours checked are longer than expected)."""
    c, e = finite_float(checked), finite_float(expected)
    return c is not None and e is not None and c > e * (1 + 1e-9) and c - e >= 0.05


def _over_limit(value: float, limit: float, fmt, times_text: str, over_text: str) -> str:
    """A figure past its limit: "N times the limit" from TIMES_FROM over it on, else the excess and its share."""
    if limit > 0 and value / limit - 1 >= TIMES_FROM:
        return times_text.format(fmt(value), times(value / limit), fmt(limit))
    return over_text.format(fmt(value), fmt(value - limit), percent(value / limit - 1) if limit > 0 else "—",
                            fmt(limit))


def _fastest_misses(n: DeadlineNeeds, cur: str) -> list[str]:
    """No option meets the deadline: the margin it is checked with, the fastest option (its hours as checked, and
    what it spends against the budget), and why this answer was picked: the best for the goal among the options
    about as late as the fastest, or, when none of those is within the budget, the one closest to both limits."""
    out = []
    slow = _slow_end(n.fastest_hours_checked, n.fastest_hours) or _slow_end(n.wall_hours_checked, n.wall_hours)
    if not slow:
        out.append(translate("Words", "No option finishes by the deadline of {0}.").format(hours(n.deadline_hours)))
    elif n.plan_for == "slow":
        out.append(translate(
            "Words", "No option finishes by the deadline of {0} at the slow end of its likely range (the margin you "
            "asked for: preferences.plan_for \"slow\")."
        ).format(hours(n.deadline_hours)))
    else:
        #: {1} the shortest run checked at the slow end (defaults.csv plan_slow_end_min_hours)
        out.append(translate(
            "Words", "No option finishes by the deadline of {0} with the margin: a run of {1} or more must meet it "
            "at the slow end of its likely range (preferences.plan_for \"auto\")."
        ).format(hours(n.deadline_hours), hours(n.plan_min_hours)))
    config = Words.tr("{0} × {1} on {2} server(s) ({3})", None, plural_count(number(n.fastest_nodes or 1))).format(
        number(n.fastest_gpus), n.fastest_gpu or "", number(n.fastest_nodes or 1),
        provider_name(None, n.fastest_provider or ""))
    if _slow_end(n.fastest_hours_checked, n.fastest_hours):
        #: {0} the fastest option, {1} its expected time with the start-up, {2} its time at the slow end of the
        #: likely range (the one checked against the deadline), {3} its cost
        out.append(translate(
            "Words", "The fastest, {0}, takes about {1} with its start-up, {2} at the slow end, for about {3}."
        ).format(config, hours(n.fastest_hours), hours(n.fastest_hours_checked), money(n.fastest_cost, cur)))
    else:
        out.append(translate("Words", "The fastest, {0}, takes about {1} with its start-up, for about {2}.").format(
            config, hours(n.fastest_hours), money(n.fastest_cost, cur)))
    budget, c = finite_float(n.budget), n.currency or cur
    spend = finite_float(n.fastest_spend)
    if budget is not None and spend is not None and spend > budget:
        fmt = lambda x: money(x, c, of_total=beside(spend, budget))  # noqa: E731
        if n.budget_per != "month" or abs(spend - (finite_float(n.fastest_cost) or 0.0)) < 0.005:
            # its cost is what the budget is checked against (a budget per job, or a run within a month)
            out.append(_over_limit(spend, budget, fmt, translate(
                "Words", "That is {1} times the budget of {2}.") if n.budget_per != "month" else translate(
                "Words", "That is {1} times the monthly budget of {2}."), translate(
                "Words", "That is {1} ({2}) over the budget of {3}.") if n.budget_per != "month" else translate(
                "Words", "That is {1} ({2}) over the monthly budget of {3}.")))
        else:
            out.append(_over_limit(spend, budget, fmt, translate(
                "Words", "That is {0} a month, {1} times the monthly budget of {2}."), translate(
                "Words", "That is {0} a month, {1} ({2}) over the monthly budget of {3}.")))
    if n.fastest_chosen or n.window_hours is None:
        return out
    #: {0} the time up to which an option counts as about as late as the fastest, {1} "at the slow end" or nothing,
    #: {2} the fastest's time past the deadline, {3} how many times that
    window = translate(
        "Words", "the options that finish within {0}{1} (missing the deadline by at most {3} times the fastest's {2}: "
        "missed_deadline_tolerance in the catalog's defaults)"
    ).format(hours(n.window_hours), translate("Words", " at the slow end") if slow else "",
             hours((n.window_hours - n.deadline_hours) / (1 + max(n.tolerance or 0.0, 0.0))),  # the least miss
             number(1 + (n.tolerance or 0.0)))
    if _slow_end(n.wall_hours_checked, n.wall_hours):
        took = translate("Words", "about {0} ({1} at the slow end)").format(hours(n.wall_hours),
                                                                           hours(n.wall_hours_checked))
    else:
        took = translate("Words", "about {0}").format(hours(n.wall_hours))
    if n.chosen_in_window is not False and n.chosen_within_budget is not False:
        #: {0} the options that count as about as close, {1} the goal, {2} this answer's time
        out.append(translate("Words", "Among {0}, this answer is the best for the goal \"{1}\": it takes {2}.")
                   .format(window, objective_name(n.objective), took))
        return out
    spend = finite_float(n.chosen_spend)
    cost = "—" if spend is None else (translate("Words", "{0} a month") if n.budget_per == "month"
                                      else translate("Words", "{0} in total")).format(money(spend, c))
    #: {0} the options that count as about as close, {1} this answer's time, {2} its cost against the budget
    out.append(translate(
        "Words", "None of {0} is within the budget, so this answer is the one closest to both the deadline and the "
        "budget (their excesses added up): it takes {1} and costs {2}."
    ).format(window, took, cost))
    return out


@renders(RunStartup)
def _run_startup(n: RunStartup, cur: str) -> str:
    text = translate(
        "Words", "Every run first gets its servers, pulls the software and loads the model: about {0} on each "
        "server (an assumption from published start-up times), plus {1} to write the last checkpoint."
    ).format(hours(n.startup_hours), hours(n.checkpoint_hours))
    if n.staging_hours and n.staging_hours * 3600 < 0.5:  # (not "about less than a second": hours()' threshold)
        text += translate("Words", " Copying the data onto each server takes less than a second more.")
    elif n.staging_hours:
        #: {0} the copy's time at the disk's or the network's rate; a bucket's own rate and a per-file cost are not
        #: in the catalog, so it can take longer (millions of small files: hours)
        text += translate("Words", " Copying the data onto each server takes at least {0} more (at the disk's or the "
                                   "network's rate; many small files or a slow bucket take longer).").format(
            hours(n.staging_hours))
    if n.resize_hours:
        text += translate("Words", " Resizing the images once to training size takes about {0} more.").format(
            hours(n.resize_hours))
    return text + Words.tr(
        " On {0} server(s) that is {1} of the time and {2} of the cost; it grows with every server added, so more "
        "servers pay off only for longer jobs.", None, plural_count(number(n.nodes))
    ).format(number(n.nodes), percent(n.time_share),  # (to the place of the job's cost: "¥0.87" of ¥16.28)
             money(n.cost, cur, of_total=n.cost / n.cost_share if n.cost is not None and n.cost_share else None))


@renders(FitsNowhere)
def _fits_nowhere(n: FitsNowhere, cur: str) -> str:
    return translate(
        "Words", "The model fits on no server offered here. The closest, {0} × {1} ({2}), would need {3} per GPU "
        "and has {4} ({5} short). Use a lower precision, a smaller model, or allow servers with larger GPUs."
    ).format(number(n.gpus), n.gpu, n.instance_type, gigabytes(n.memory_per_gpu_gb),
             gigabytes(n.gpu_memory_gb), gigabytes(n.over_gb)) + (translate(
        "Words", " Outside your choices it fits on {0} × {1} ({2}, {3})."
    ).format(number(n.elsewhere.gpus), n.elsewhere.gpu, n.elsewhere.instance_type,
             provider_name(None, n.elsewhere.provider)) if n.elsewhere else "")


# No service keeps the limit: which one, what the best configuration does, and what the request would need.
@renders(ServingTooSlow)
def _serving_too_slow(n: ServingTooSlow, cur: str) -> str:
    text = translate(
        "Words", "No service can answer a request within {0}: one request of {1} output tokens takes at "
        "least {2} even alone on the fastest configuration ({3} × {4}), and more copies of the model serve "
        "more requests side by side, never one faster."
    ).format(seconds(n.p95_latency_s), number(n.output_tokens), seconds(n.best_latency_s),
             number(n.gpus_per_replica), n.gpu)
    if n.max_output_tokens:
        text += translate(
            "Words", " It would need a latency limit of at least {0}, or at most {1} output tokens per request."
        ).format(seconds_up(n.best_latency_s), number(n.max_output_tokens))
    else:
        text += translate(
            "Words", " It would need a latency limit of at least {0}: within {1} not even one output token can "
            "be produced."
        ).format(seconds_up(n.best_latency_s), seconds(n.p95_latency_s))
    return text + _elsewhere(n.elsewhere)


@renders(ServingTooBig)
def _serving_too_big(n: ServingTooBig, cur: str) -> str:
    text = translate(
        "Words", "No service of at most {0} GPUs can carry {1} requests/s: the fewest GPUs that would is "
        "{2} × {3} ({4} × {5} on {6}), and {0} GPUs serve at most about {7} requests/s. It would need a "
        "lower load, or a larger limit for one service in the catalog's defaults (serving_max_gpus) to plan a "
        "fleet that large."
    ).format(number(n.max_gpus), number(n.qps), number(n.gpus_needed), n.gpu, number(n.servers), n.instance_type,
             provider_name(None, n.provider), number(n.max_qps))
    return text + _elsewhere(n.elsewhere)


def _elsewhere(other: Elsewhere | None) -> str:
    if not other:
        return ""
    return translate("Words", " Outside your choices, {0} × {1} ({2}, {3}) would carry it.").format(
        number(other.gpus), other.gpu, other.instance_type, provider_name(None, other.provider))


