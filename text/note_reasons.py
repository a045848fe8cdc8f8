"""Notes on why an option was chosen (objective, deadline, budget, capacity, runner-up, billing, decision
tree) and why an alternative lost (the broken constraints).
"""

from __future__ import annotations

from collections.abc import Iterable

from gpu_advisor.core.base import (AboutAsFast, Billing, BreakEven, BudgetMet, BudgetOver, Capacity, ClosestOption,
    ConstraintBroken, CostsMore, DeadlineMet, DeadlineMissed, DecisionTree, DoesNotFitHere, finite_float, FitsMemory,
    GpuNotChosen, LowerScore, MoreServers, NoEstimateFor, Objective, ParetoOptimal, ProviderNotChosen, RegionNotChosen,
    OneServerScript, RunnerUp, Slower, SpotAvoided, TreeClass)
from .language import cjk_spacing, is_chinese, plural_count, translate, Words
from .names import (billing_name, constraint_name, gpu_config, name_in, objective_name, plan_name, provider_name,
                    TREE_CASE)
from .numbers import beside, beside_share, gigabytes, hours, hours_exact, listing, money, number, over_under, percent, seconds, times, TIMES_FROM
from .catalog_names import region_label
from .note_serving import chat_miss
from .note_table import renders


def expected_text(expected: Iterable[TreeClass]) -> str:
    """Decision-tree classes: (gpus, count, per_node) -> '4–8 × A100/A800'."""
    parts = []
    for e in expected:
        counts = sorted(int(c) for c in e.count)
        if not counts:
            continue
        c = str(counts[0]) if len(counts) == 1 else f"{counts[0]}–{counts[-1]}"
        text = f"{c} × {'/'.join(e.gpus)}"
        if e.per_node and counts[-1] > 1:
            #: after "4–8 × A100": the count is per server
            text += translate("Words", " per server")
        parts.append(text)
    #: joins the GPU classes a rule of thumb suggests: "8 × H100 or 16 × A100"
    return translate("Words", " or ").join(parts)


@renders(Objective)
def _objective(n: Objective, cur: str) -> str:
    #: {goal}: what the options are ranked by (lowest cost, fastest, ...); {meeting}: how many of the {options}
    #: priced options meet every requirement
    return translate(
        "Words", 'Ranked by "{goal}": {meeting} of {options} priced options meet every requirement.'
    ).format(
        goal=objective_name(n.objective), meeting=number(n.feasible_options), options=number(n.candidates)
    )


@renders(ClosestOption)
def _closest_option(n: ClosestOption, cur: str) -> str:
    return translate(
        "Words", "No option meets every requirement; this is the closest one (it misses: {0})."
    ).format(listing(constraint_name(c) for c in n.broken))


@renders(FitsMemory)
def _fits_memory(n: FitsMemory, cur: str) -> str:
    if n.fits and n.usable_share is not None:
        return translate(
            "Words", "The model needs about {0} of memory per GPU; each GPU has {1}, of which {2} ({3}) is planned "
            "for ({4})."
        ).format(gigabytes(n.memory_per_gpu_gb), gigabytes(n.gpu_memory_gb),
                 gigabytes(n.usable_gb), percent(n.usable_share), plan_name(n.plan))
    if n.fits:
        return translate("Words", "The model needs about {0} of memory per GPU; each GPU has {1} ({2}).").format(
            gigabytes(n.memory_per_gpu_gb), gigabytes(n.gpu_memory_gb), plan_name(n.plan)
        )
    return translate(
        "Words", "The model needs about {0} of memory per GPU, more than the {1} each GPU has."
    ).format(gigabytes(n.memory_per_gpu_gb), gigabytes(n.gpu_memory_gb))


@renders(DeadlineMissed)
def _deadline_missed(n: DeadlineMissed, cur: str) -> str:
    ratio = _times_over(n.over_pct)
    if n.expected_hours is not None:  # checked at the slow end of the likely range: both durations, each named
        if ratio is not None:
            #: {expected}: the estimated run time; {time}: the run time at the slow end of the estimate's likely
            #: range (the one checked against the deadline); {times}: how many times the deadline that is
            return translate("Words", "Takes about {expected} expected; if it runs as slowly as the likely range "
                                      "allows, it takes {time}: {times} times the deadline of {deadline}.").format(
                expected=hours(n.expected_hours), time=hours(n.wall_hours), times=times(ratio),
                deadline=hours(n.deadline_hours))
        #: {expected}: the estimated run time; {time}: the run time at the slow end of the estimate's likely range
        #: (the one checked against the deadline); {over}: how much longer than the deadline, {share} as a percentage
        return translate("Words", "Takes about {expected} expected; if it runs as slowly as the likely range allows, "
                                  "it takes {time}: {over} ({share}) past the deadline of {deadline}.").format(
            expected=hours(n.expected_hours),
            time=hours(n.wall_hours),
            over=hours(n.over_hours),
            share=percent(n.over_pct / 100),
            deadline=hours(n.deadline_hours),
        )
    if ratio is not None:
        #: {time}: the run time; {times}: how many times the deadline that is
        return translate("Words", "Takes about {time}, {times} times the deadline of {deadline}.").format(
            time=hours(n.wall_hours), times=times(ratio), deadline=hours(n.deadline_hours))
    #: {time}: the run time; {over}: how much longer than the deadline, {share} as a percentage of it
    return translate("Words", "Takes about {time}, {over} ({share}) past the deadline of {deadline}.").format(
        time=hours(n.wall_hours),
        over=hours(n.over_hours),
        share=percent(n.over_pct / 100),
        deadline=hours(n.deadline_hours),
    )


def deadline_beside_time(n: DeadlineMissed) -> str:
    """A missed deadline where the option's expected time is shown just beside it (the Alternatives tab's Time
    column): only what is new, by how much it misses ("Misses the deadline of 660 hours: takes 35 times as long"),
    not "Takes about 23,000 hours, …" beside 23,000 hours; when only the slow end of the range misses, that end (the
    command line's alternatives say it the same way, ``gpu_advisor.messages``)."""
    ratio = _times_over(n.over_pct)
    deadline = hours(n.deadline_hours)
    if n.expected_hours is not None:  # met as expected (the time beside it), missed at the slow end of the range
        if ratio is not None:
            #: {time}: the run time at the slow end of the estimate's likely range (the expected time is shown
            #: beside this sentence); {times}: how many times the deadline that is
            text = translate("Words", "If it runs as slowly as the likely range allows, it takes {time}: {times} "
                                      "times the deadline of {deadline}.").format(
                time=hours(n.wall_hours), times=times(ratio), deadline=deadline)
        else:
            #: {time}: the run time at the slow end of the estimate's likely range (the expected time is shown
            #: beside this sentence); {over}: how much longer than the deadline, {share} as a percentage
            text = translate("Words", "If it runs as slowly as the likely range allows, it takes {time}: {over} "
                                      "({share}) past the deadline of {deadline}.").format(
                time=hours(n.wall_hours), over=hours(n.over_hours), share=percent(n.over_pct / 100),
                deadline=deadline)
    elif ratio is not None:
        #: the run time is shown beside this sentence; {times}: how many times the deadline it is
        text = translate("Words", "Misses the deadline of {deadline}: takes {times} times as long.").format(
            deadline=deadline, times=times(ratio))
    else:
        #: the run time is shown beside this sentence; {over}: how much longer than the deadline, {share} as a
        #: percentage of it
        text = translate("Words", "Misses the deadline of {deadline} by {over} ({share}).").format(
            deadline=deadline, over=hours(n.over_hours), share=percent(n.over_pct / 100))
    return cjk_spacing(text) if is_chinese() else text


def _times_over(over_pct) -> float | None:
    """How many times its limit a figure is when it is TIMES_FROM or more over it (a percentage in the thousands
    says nothing a reader can use), else None (the excess and its percentage say it)."""
    f = finite_float(over_pct)
    return None if f is None or f / 100 < TIMES_FROM else 1 + f / 100


@renders(DeadlineMet)
def _deadline_met(n: DeadlineMet, cur: str) -> str:
    #: {time}: the run time; {margin}: the time left before the deadline
    margin, deadline = hours(n.margin_hours), hours(n.deadline_hours)
    if margin == deadline and (finite_float(n.margin_hours) or 0.0) < (finite_float(n.deadline_hours) or 0.0):
        margin = hours_exact(n.margin_hours)  # ("100 hours before the deadline of 100 hours": 99 hours 48 minutes)
    return translate("Words", "Finishes in about {time}, {margin} before the deadline of {deadline}.").format(
        time=hours(n.wall_hours), margin=margin, deadline=deadline
    )


def _slow_spend(n: BudgetOver) -> float | None:
    """The spend the budget was checked on when it is not the expected cost (the slow end of the likely range, for a
    run planned at it: budget + over), else None. "Costs ¥957,879 in total, 3.1 times the budget of ¥500,000" read
    the slow end's ¥1,525,921 against the expected cost (expert25, pt-4b-china-budget)."""
    budget, cost, over = finite_float(n.budget), finite_float(n.cost), finite_float(n.over)
    if budget is None or cost is None or over is None:
        return None
    checked = budget + over
    return checked if checked > cost * (1 + 1e-6) + 1e-9 and money(checked, n.currency) != money(cost, n.currency) \
        else None


@renders(BudgetOver)
def _budget_over(n: BudgetOver, cur: str) -> str:
    c = n.currency
    ratio = _times_over(n.over_pct)
    slow = _slow_spend(n)
    if slow is not None:  # checked at the slow end of the likely range (a run of a week or more): both amounts, named
        monthly = n.per == "month"
        if ratio is not None:
            #: {cost}: the expected cost; {spent}: the cost at the slow end of the estimate's likely range (the one
            #: checked against the budget); {times}: how many times the budget that is
            text = (translate("Words", "Costs about {cost} a month expected; if it runs as slowly as the likely range "
                                       "allows, {spent} a month: {times} times the monthly budget of {budget}.")
                    if monthly else
                    translate("Words", "Costs about {cost} in total expected; if it runs as slowly as the likely range "
                                       "allows, {spent}: {times} times the budget of {budget}."))
            return text.format(cost=money(n.cost, c), spent=money(slow, c), times=times(ratio),
                               budget=money(n.budget, c))
        #: {cost}: the expected cost; {spent}: the cost at the slow end of the estimate's likely range (the one
        #: checked against the budget); {over}: the amount over the budget, {share} as a percentage of it
        text = (translate("Words", "Costs about {cost} a month expected; if it runs as slowly as the likely range "
                                   "allows, {spent} a month: {over} ({share}) over the monthly budget of {budget}.")
                if monthly else
                translate("Words", "Costs about {cost} in total expected; if it runs as slowly as the likely range "
                                   "allows, {spent}: {over} ({share}) over the budget of {budget}."))
        return text.format(cost=money(n.cost, c), spent=money(slow, c),
                           over=money(n.over, c, of_total=beside(slow, n.budget)),
                           share=percent(n.over_pct / 100 if n.over_pct is not None else None),
                           budget=money(n.budget, c))
    if ratio is not None:
        text = (
            #: {cost}: what it costs; {times}: how many times the budget that is
            translate("Words", "Costs {cost} a month, {times} times the monthly budget of {budget}.")
            if n.per == "month"
            else translate("Words", "Costs {cost} in total, {times} times the budget of {budget}.")
        )
        return text.format(cost=money(n.cost, c), times=times(ratio), budget=money(n.budget, c))
    text = (
        #: {cost}: what it costs; {over}: the amount over the budget, {share} as a percentage of it
        translate("Words", "Costs {cost} a month, {over} ({share}) over the monthly budget of {budget}.")
        if n.per == "month"
        else translate("Words", "Costs {cost} in total, {over} ({share}) over the budget of {budget}.")
    )
    return text.format(
        cost=money(n.cost, c),
        over=money(n.over, c, of_total=beside(n.cost, n.budget)),
        share=percent(n.over_pct / 100 if n.over_pct is not None else None),
        budget=money(n.budget, c),
    )


@renders(BudgetMet)
def _budget_met(n: BudgetMet, cur: str) -> str:
    c = n.currency
    text = (
        #: {cost}: what it costs; {margin}: how much of the budget is left
        translate("Words", "Costs {cost} a month, {margin} less than the monthly budget of {budget}.")
        if n.per == "month"
        else translate("Words", "Costs {cost} in total, {margin} less than the budget of {budget}.")
    )
    return text.format(cost=money(n.cost, c), margin=money(n.margin, c, of_total=beside(n.cost, n.budget)),
                       budget=money(n.budget, c))


@renders(Capacity)
def _capacity(n: Capacity, cur: str) -> str:
    replicas, per = number(n.replicas), number(n.qps_per_replica)
    if n.servers is not None and n.capacity_qps is not None:
        servers = number(n.servers)
        copies = Words.tr("{0} cop(y|ies) of the model", None, plural_count(replicas)).format(replicas)
        on = Words.tr("{0} server(s)", None, plural_count(servers)).format(servers)
        if plural_count(replicas) == 1:
            text = translate(
                "Words", "One copy of the model on {0}, handling about {1} requests per second for the target of {2}."
            ).format(on, per, number(n.qps))
        else:
            text = translate(
                "Words",
                "{0} on {1}, each copy handling about {2} requests per second: about {3} in all, for the target "
                "of {4}.",
            ).format(copies, on, per, number(n.capacity_qps), number(n.qps))
        if n.target_utilisation is not None:
            text += translate("Words", " Sized so the peak uses at most {0} of the capacity.").format(
                percent(n.target_utilisation))
        return text
    servers = Words.tr("{0} server(s)", None, plural_count(replicas)).format(replicas)
    return translate(
        "Words", "{0}, each handling about {1} requests per second, serve the target of {2} requests per second."
    ).format(servers, per, number(n.qps))


@renders(RunnerUp)
def _runner_up(n: RunnerUp, cur: str) -> str:
    # "about the same" only within half a percent (or a cent): ¥0.41 on ¥15.59 is 2.6%, and 50 fen was 13% of a
    # ¥3.58 fine-tune
    # (written to the place of the two costs: "¥0.81 more" beside ¥7.11, not "¥0.811")
    total = beside(n.total_cost, (finite_float(n.total_cost) or 0.0) - n.cost_diff)
    if abs(n.cost_diff) < max(0.01, 0.005 * abs(n.total_cost or 0)):
        cost = translate("Words", "about the same cost")
    elif n.cost_diff > 0:
        #: the runner-up's cost compared with the chosen option's: {0} is an amount of money
        cost = translate("Words", "{0} more").format(money(n.cost_diff, cur, of_total=total))
    else:
        #: the runner-up's cost compared with the chosen option's: {0} is an amount of money
        cost = translate("Words", "{0} less").format(money(-n.cost_diff, cur, of_total=total))
    #: {gpus}: "16 × H100"; {server}: the provider's server type; {billing}: on-demand, spot, ...; {cost}: its total
    #: cost; {difference}: "¥300 more", "¥300 less" or "about the same cost"
    text = translate("Words", "Runner-up: {gpus} on {provider} ({server}, {billing}) at {cost} ({difference})").format(
        gpus=gpu_config(n),  # the runner-up's GPUs, with its servers as the table says them ("(2 servers × 4)")
        provider=provider_name(None, n.provider),
        server=n.instance_type,
        billing=billing_name(n.billing) if is_chinese() else billing_name(n.billing).lower(),  # (mid-sentence)
        cost=money(n.total_cost, cur),
        difference=cost,
    )
    hd, ru = finite_float(n.hours_diff), finite_float(n.wall_hours)
    # said from 3 minutes on, or from 1% of the pick's time (16 seconds of 11 minutes told the goal "fastest" apart)
    if hd is not None and (abs(hd) >= 0.05 or (ru is not None and abs(hd) * 3600 >= 1
                                               and abs(hd) >= 0.01 * abs(ru - hd))):
        #: appended to the runner-up sentence; {0} is "2.5 hours slower" or "2.5 hours faster"
        text += translate("Words", ", {0}").format(
            over_under(hd, translate("Words", "{0} slower"), translate("Words", "{0} faster"), hours)
        )
    #: the full stop ending a sentence built in parts
    return text + translate("Words", ".")


@renders(Billing)
def _billing(n: Billing, cur: str) -> str:
    costs = n.costs
    listed = listing(f"{billing_name(m)} {money(v, cur)}" for m, v in costs.items())
    return translate("Words", "Billing modes compared for this server: {0}; {1} is used.").format(
        listed, billing_name(n.chosen)
    )


@renders(BreakEven)
def _break_even(n: BreakEven, cur: str) -> str:
    month = n.hours_month
    if month and n.monthly_vs_on_demand_hours > month:  # (a negotiated hourly price below the month's share)
        return translate(
            "Words", "A monthly subscription would pay off only above {0} of use a month, more than a month's {1}: "
                     "paying by the hour is cheaper however long the servers run."
        ).format(hours(n.monthly_vs_on_demand_hours), hours(month))
    return translate(
        "Words", "A monthly subscription pays off above {0} of use per month; this job needs {1}."
    ).format(hours(n.monthly_vs_on_demand_hours), hours(n.job_hours))


@renders(OneServerScript)
def _one_server_script(n: OneServerScript, cur: str) -> str:
    if n.script == "ultralytics":
        return translate(
            "Words", "The model trains with the Ultralytics yolo command, which uses the GPUs of one server: options "
                     "of several servers are not offered."
        )
    return translate("Words", "The model's training script ({0}) runs on at most {1} servers: larger clusters are not "
                              "offered.").format(n.script, number(n.servers))


@renders(ParetoOptimal)
def _pareto_optimal(n: ParetoOptimal, cur: str) -> str:
    return translate("Words", "No other option is both cheaper and faster.")


@renders(DecisionTree)
def _decision_tree(n: DecisionTree, cur: str) -> str:
    case = name_in(TREE_CASE, n.case)
    exp = expected_text(n.expected)
    if n.matches:
        return translate("Words", "This agrees with the usual rule of thumb for {0}: {1}.").format(case, exp)
    why = n.why_not
    if why == "class_not_in_catalog":
        return translate(
            "Words", "The usual rule of thumb for {0} suggests {1}; the catalog has no such offer."
        ).format(case, exp)
    best = n.class_best
    if why == "class_ranks_lower" and best is not None and n.case.startswith("inference"):
        #: a service runs all month: {4} its cost a month (not the month's 730 hours beside it, walk 25)
        return translate(
            "Words",
            "The usual rule of thumb for {0} suggests {1}; the best such option ({2} on {3}, {4} a month) ranks lower "
            "for your goal.",
        ).format(case, exp, gpu_config(best), provider_name(None, best.provider), money(best.total_cost, cur))
    if why == "class_ranks_lower" and best is not None:
        return translate(
            "Words",
            "The usual rule of thumb for {0} suggests {1}; the best such option ({2} on {3}, "
            "{4}, {5}) ranks lower for your goal.",
        ).format(
            case,
            exp,
            gpu_config(best),
            provider_name(None, best.provider),
            money(best.total_cost, cur),
            hours(best.wall_hours),
        )
    if why == "class_slow_for_chat" and best is not None and n.slow is not None:
        #: {0} the case ("serving a 7B model at a low request rate"), {1} the GPUs the rule suggests, {2} the best
        #: such option's GPUs, {3} its provider, {4} its cost a month, {5} what it misses of a chat's limits
        #: ("3.23 s to the first token, where a chat allows 0.45 s")
        return translate(
            "Words",
            "The usual rule of thumb for {0} suggests {1}; the best such option ({2} on {3}, {4} a month) is too slow "
            "for a chat: {5}.",
        ).format(case, exp, gpu_config(best), provider_name(None, best.provider), money(best.total_cost, cur),
                 chat_miss(n.slow))
    broken = [constraint_name(b.code) for b in n.broken or ()]
    return translate("Words", "The usual rule of thumb for {0} suggests {1}; such options miss: {2}.").format(
        case, exp, listing(broken) or "—"
    )


@renders(CostsMore)
def _costs_more(n: CostsMore, cur: str) -> str:
    ratio = _times_over(n.pct)
    # (written to the place of the two costs beside it in the table: "¥410 more" beside ¥1,988 and ¥2,398)
    by = money(n.by, cur, of_total=beside_share(n.by, n.pct))
    if ratio is not None:
        #: {0} how much more, {1} how many times the chosen option's cost this one is
        text = translate("Words", "Costs {0} more ({1} times as much).").format(by, times(ratio))
    else:
        text = translate("Words", "Costs {0} ({1}) more.").format(by, percent(n.pct / 100))
    if n.billing:
        #: the alternative is the chosen servers billed another way: {0} its billing ("On-demand (hourly)"), {1} the
        #: sentence on its cost
        name = billing_name(n.billing)
        name = name if is_chinese() else name[:1].lower() + name[1:]  # inside the sentence ("billed on-demand")
        return translate("Words", "The same servers billed {0}: {1}").format(name, text)
    return text


@renders(Slower)
def _slower(n: Slower, cur: str) -> str:
    ratio = _times_over(n.pct)
    if ratio is not None:
        #: {0} how much longer, {1} how many times the chosen option's time this one takes
        return translate("Words", "Takes {0} longer ({1} times as long).").format(hours(n.by_hours), times(ratio))
    return translate("Words", "Takes {0} ({1}) longer.").format(
        hours(n.by_hours), percent(n.pct / 100)
    )


@renders(AboutAsFast)
def _about_as_fast(n: AboutAsFast, cur: str) -> str:
    if n.instances > n.chosen_instances:
        #: the goal is "fastest": {0} how much sooner this option finishes, {1} that as a share of the pick's time,
        #: {2} the share within which options count as equally fast, {3} and {4} "64 servers" and "45 servers"
        return translate("Words", "Finishes {0} ({1}) sooner, but the pick is within {2} of its time, which counts as "
                                  "equally fast, and runs on {4} instead of {3}.").format(
            hours(n.by_hours), percent(n.pct / 100), percent(n.tolerance_pct / 100),
            Words.tr("%n server(s)", None, n.instances), Words.tr("%n server(s)", None, n.chosen_instances))
    #: the goal is "fastest": {0} how much sooner this option finishes, {1} that as a share of the pick's time, {2}
    #: the share within which options count as equally fast
    return translate("Words", "Finishes {0} ({1}) sooner, but the pick is within {2} of its time, which counts as "
                              "equally fast.").format(hours(n.by_hours), percent(n.pct / 100),
                                                      percent(n.tolerance_pct / 100))


@renders(MoreServers)
def _more_servers(n: MoreServers, cur: str) -> str:
    total = beside(n.cost, (n.cost or 0.0) + n.cheaper_by) if n.cost is not None else None
    saving = (translate("Words", "{0} less").format(money(n.cheaper_by, cur, of_total=total)) if n.cheaper_by > 0
              else translate("Words", "the same cost"))
    return translate("Words", "Within {0} of the pick's cost ({1}), but on {2} instead of {3}: among options this "
                              "close, the one on the fewest servers is chosen, since fewer, larger servers are "
                              "simpler to run and fail less.").format(
        percent(n.tolerance_pct / 100), saving, Words.tr("%n server(s)", None, n.instances),
        Words.tr("%n server(s)", None, n.chosen_instances))


@renders(LowerScore)
def _lower_score(n: LowerScore, cur: str) -> str:
    if n.answers_later_s is not None:
        #: a service at the same monthly cost as the pick: {0} how much later its whole answer comes
        return translate("Words", "Costs the same a month, but answers {0} later; at the same price the one that "
                                  "answers sooner is chosen.").format(seconds(n.answers_later_s))
    return translate("Words", 'Ranks lower for the goal "{0}".').format(objective_name(n.objective))


@renders(NoEstimateFor)
def _estimate(n: NoEstimateFor, cur: str) -> str:
    return translate("Words", "Cannot be estimated: the catalog lacks figures for {0}.").format(n.gpu)


@renders(DoesNotFitHere)
def _fits(n: DoesNotFitHere, cur: str) -> str:
    need, have = finite_float(n.memory_per_gpu_gb), finite_float(n.gpu_memory_gb)
    if need is not None and have is not None and need <= have:  # below the card, above its usable share
        return translate(
            "Words", "Does not fit: needs {0} per GPU, more than the usable share of the {1} each GPU has."
        ).format(gigabytes(need), gigabytes(have))
    return translate("Words", "Does not fit: needs {0} per GPU, {1} available.").format(
        gigabytes(n.memory_per_gpu_gb), gigabytes(n.gpu_memory_gb)
    )


@renders(ProviderNotChosen)
def _providers(n: ProviderNotChosen, cur: str) -> str:
    return translate("Words", "{0} is not among the chosen providers.").format(
        provider_name(None, n.provider)
    )


@renders(GpuNotChosen)
def _gpus(n: GpuNotChosen, cur: str) -> str:
    return translate("Words", "{0} is not among the chosen GPU models.").format(n.gpu)


@renders(RegionNotChosen)
def _regions(n: RegionNotChosen, cur: str) -> str:
    return translate("Words", "Region {0} is not among the chosen regions.").format(region_label(n.region))


@renders(SpotAvoided)
def _spot(n: SpotAvoided, cur: str) -> str:
    return translate("Words", "Uses spot (interruptible) servers, which you asked to avoid.")


@renders(ConstraintBroken)
def _constraint_broken(n: ConstraintBroken, cur: str) -> str:
    from . import notes  # the inner note's sentence (notes imports this module)

    #: {0} is a whole sentence saying which requirement the chosen option misses and by how much
    return translate("Words", "Requirement not met — {0}").format(notes.describe_note(n.constraint))


