"""Notes: the typed reasons, tips and warnings the engine reports (issue 30: the engine-to-text contract).

One frozen dataclass per note code (a code whose detail has two shapes gets one class per shape, e.g.
``DeadlineMet`` / ``DeadlineMissed`` both ``code = "deadline"``); the text layer (``gpu_advisor.text``) has one
function per class. This module holds the base, the small nested records, and the notes on why an option was
chosen or lost, the tips and the billing notes; ``notes_warnings`` the warnings, the notes of answers without an
option and the estimate's warnings; ``notes_plan`` those of a team's month and of a comparison; ``note_registry`` the code -> classes table.

JSON stays byte-identical: ``to_dict()`` gives ``{"code": code, "detail": plain(detail)}`` where ``detail`` lists
the fields in declaration order (the key order of the engine's dicts before) and leaves out a field declared with
``omit()`` when it is None (a key the engine adds only sometimes). Values are stored as the engine computed them
(an int stays an int), and ``plain`` rounds as before.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar, Literal, Union

from .record import lazy_dataclass as dataclass  # frozen dataclasses made on first use (record.py)
from .record import Note, Record, omit

@dataclass(frozen=True, kw_only=True)
class Elsewhere(Record):
    """The smallest real option outside the scenario's provider/region/GPU choices (fits_nowhere,
    serving_impossible)."""

    provider: str
    instance_type: str
    gpu: str
    gpus: int
    nodes: int


@dataclass(frozen=True, kw_only=True)
class OptionBrief(Record):
    """decision_tree ``class_best``: the best option of the expected class (cost and hours only when it is
    feasible, why_not == "class_ranks_lower")."""

    provider: str
    instance_type: str
    gpu: str
    gpu_count: float
    billing: str
    total_cost: float | None = omit()
    wall_hours: float | None = omit()
    # its servers, so the sentence tells 2 servers of 1 GPU from the pick's one server of 2 (a catalog note's answer
    # before these fields: one server assumed)
    gpus_per_node: float | None = omit()
    instances: int | None = omit()


@dataclass(frozen=True, kw_only=True)
class DomesticOption(Record):
    """overseas ``domestic``: the best answer inside mainland China."""

    provider: str
    region: str
    instance_type: str
    gpu: str
    gpu_count: float
    billing: str
    wall_hours: float | None
    total_cost: float
    monthly_cost: float
    currency: str
    meets_deadline: bool
    within_budget: bool
    feasible: bool
    # the user's own price ("user" typed in the catalog editor, "quote" quoted to them) and its date; absent for a
    # price list's
    price_source: str | None = omit()
    price_as_of: str | None = omit()


@dataclass(frozen=True, kw_only=True)
class CheapestCommitment(Record):
    """commitment_not_priced ``cheapest``: the cheapest committed option the catalog prices for this job."""

    provider: str
    instance_type: str
    gpu: str
    gpus: int
    billing: str
    cost: float
    term_months: int


@dataclass(frozen=True, kw_only=True)
class TreeClass(Record):
    """decision_tree ``expected``: one class of seed 001's tree."""

    gpus: tuple[str, ...]
    count: tuple[int, ...]
    per_node: bool


# --------------------------------------------------------------------------- reasons for the pick
# core/select/explanation.py unless said otherwise


@dataclass(frozen=True, kw_only=True)
class Objective(Note):
    code: ClassVar[str] = "objective"
    objective: str  # an Objective enum value after item 2's enums
    feasible_options: int
    candidates: int


@dataclass(frozen=True, kw_only=True)
class ClosestOption(Note):
    code: ClassVar[str] = "closest_option"
    broken: tuple[str, ...]  # constraint codes


@dataclass(frozen=True, kw_only=True)
class FitsMemory(Note):
    code: ClassVar[str] = "fits_memory"
    memory_per_gpu_gb: float
    gpu_memory_gb: float
    fits: bool
    plan: str | None  # memory plan code (estimate_memory); words: plan_name
    usable_share: float | None = omit()  # training only
    usable_gb: float | None = omit()


@dataclass(frozen=True, kw_only=True)
class DeadlineMet(Note):  # a reason
    code: ClassVar[str] = "deadline"
    wall_hours: float
    deadline_hours: float
    margin_hours: float


@dataclass(frozen=True, kw_only=True)
class DeadlineMissed(Note):  # a broken constraint
    code: ClassVar[str] = "deadline"
    wall_hours: float  # the hours checked: the estimate, or the slow end of its likely range
    deadline_hours: float | None
    over_hours: float
    over_pct: float
    # the estimate itself when the slow end was checked (wall_hours is then the slow end), so the words say which
    # duration is which ("takes 11,471 hours; … as slowly as the likely range allows, 18,273 hours")
    expected_hours: float | None = omit()


@dataclass(frozen=True, kw_only=True)
class BudgetMet(Note):  # a reason
    code: ClassVar[str] = "budget"
    cost: float
    budget: float
    per: str  # "total" | "month"
    margin: float
    currency: str


@dataclass(frozen=True, kw_only=True)
class BudgetOver(Note):  # a broken constraint
    code: ClassVar[str] = "budget"
    cost: float
    budget: float | None
    per: str
    currency: str
    over: float
    over_pct: float | None


@dataclass(frozen=True, kw_only=True)
class PlanBasis(Note):
    code: ClassVar[str] = "plan_basis"
    basis: Literal["slow_end", "expected"]
    why: Literal["chosen", "long_run", "short_run"]
    wall_hours: float | None
    wall_hours_high: float | None
    range_high: float | None
    min_hours: float | None
    deadline_hours: float | None  # set, never read by words


@dataclass(frozen=True, kw_only=True)
class ReferenceRunScaled(Note):
    code: ClassVar[str] = "reference_run_scaled"
    ref_gpu: str
    ref_gpus: int
    ref_hours: float
    gpu: str
    gpus: int
    wall_hours: float
    gpu_hours: float  # set, never read by words
    speed_per_gpu: float


@dataclass(frozen=True, kw_only=True)
class OneServerScript(Note):
    """The model trains with ``script`` (train_scripts.csv), which runs on the GPUs of at most ``servers`` servers
    (defaults.csv <script>_max_servers): no larger cluster was offered (constraint ``servers``)."""
    code: ClassVar[str] = "one_server_script"
    script: str
    servers: int


@dataclass(frozen=True, kw_only=True)
class RunStartup(Note):
    code: ClassVar[str] = "run_startup"
    startup_hours: float
    checkpoint_hours: float
    staging_hours: float
    nodes: int
    time_share: float
    cost: float | None
    cost_share: float | None  # set, never read
    currency: str  # set, never read: words use the option's currency
    # resizing photos much larger than ImageNet's once before the first pass (core/estimate/resize.py), in hours
    resize_hours: float | None = omit()


@dataclass(frozen=True, kw_only=True)
class Capacity(Note):
    code: ClassVar[str] = "capacity"
    qps: float | None
    qps_per_replica: float
    replicas: int
    servers: int | None  # words test "is not None": always present today
    capacity_qps: float | None
    target_utilisation: float | None


@dataclass(frozen=True, kw_only=True)
class ServingTime(Note):
    """How long one answer of the service takes (core/select/serving_time.py): the first token, then the whole
    answer at the request lengths used, at the batch a copy of the model is sized for (the estimate's figures, no
    queueing), against a chat service's limits (defaults.csv chat_ttft_s, chat_tpot_s); a reason, or a warning when
    ``slow``."""
    code: ClassVar[str] = "serving_time"
    ttft_s: float
    answer_s: float
    tpot_s: float
    input_tokens: float
    output_tokens: float
    chat_ttft_s: float | None  # None: the catalog gives no chat limits (nothing is judged)
    chat_tpot_s: float | None
    chat_answer_s: float | None  # the whole answer within the chat limits (first token + output x per token)
    slow: bool
    target_s: float | None  # the user's own limit on a whole answer (None: no limit)
    # what the service is for (ServiceUse: chat, api, batch), given or assumed; None: not said, with a limit of the
    # user's own (then judged against a chat's limits, as before the question was asked)
    use: str | None = None
    api_tpot_s: float | None = None  # the time a token an API is sized for (defaults.csv serving_default_tpot_s)


@dataclass(frozen=True, kw_only=True)
class RunnerUp(Note):
    code: ClassVar[str] = "runner_up"
    provider: str
    instance_type: str
    gpu: str
    gpu_count: float
    billing: str
    total_cost: float
    wall_hours: float | None  # set, never read
    cost_diff: float
    hours_diff: float | None
    # its servers, so the sentence says "16 × H100 (2 servers × 8)" as the table does (words' gpu_config); None in
    # an answer saved before they were kept
    gpus_per_node: float | None = None
    instances: float | None = None


@dataclass(frozen=True, kw_only=True)
class Billing(Note):
    code: ClassVar[str] = "billing"
    chosen: str  # a Billing enum value
    costs: Mapping[str, float]  # billing mode -> cost, in the engine's order (dict kept: plain keeps the order)


@dataclass(frozen=True, kw_only=True)
class BreakEven(Note):
    code: ClassVar[str] = "break_even"
    monthly_vs_on_demand_hours: float
    job_hours: float
    monthly_price: float  # set, never read
    on_demand_hour: float  # set, never read
    hours_month: float | None = omit()  # the hours of a month (defaults.csv hours_per_month)


@dataclass(frozen=True, kw_only=True)
class ParetoOptimal(Note):
    code: ClassVar[str] = "pareto_optimal"


@dataclass(frozen=True, kw_only=True)
class DecisionTree(Note):  # four shapes, one per why_not
    """One class: the shapes differ only by keys added at the end in a fixed order, so ``omit`` reproduces all
    four (matches / class_not_in_catalog / class_ranks_lower / class_breaks_constraints)."""

    code: ClassVar[str] = "decision_tree"
    case: str
    expected: tuple[TreeClass, ...]
    matches: bool
    why_not: Literal["class_not_in_catalog", "class_ranks_lower", "class_breaks_constraints",
                     "class_slow_for_chat"] | None = omit()
    class_best: OptionBrief | None = omit()
    broken: tuple[ConstraintNote, ...] | None = omit()  # class_breaks_constraints
    cost_diff: float | None = omit()  # class_ranks_lower, class_slow_for_chat; set, never read
    hours_diff: float | None = omit()  # set, never read
    # class_slow_for_chat: the class's options carry the load but answer slower than a chat's limits (its cheapest
    # one's times, against the limits), where the pick meets them
    slow: SlowForChat | None = omit()


@dataclass(frozen=True, kw_only=True)
class ComparedAnswer(Note):
    code: ClassVar[str] = "compared_answer"
    gpu: str
    gpus: int
    source: str
    chosen_gpu: str
    chosen_gpus: float
    chosen_hours: float
    deadline_hours: float | None  # set, never read
    priced: bool | None = omit()  # only with a catalog (always in practice)
    wall_hours: float | None = None  # present (maybe None) whenever priced is
    fits: bool | None = None  # set, never read
    # NB: wall_hours/fits are "present with None" when the estimate failed, but absent without a catalog: with
    # omit() only on ``priced`` the no-catalog shape would print them as null. No caller has no catalog (Scored
    # always carries one); the implementation should make cat required and drop the branch.


# --------------------------------------------------------------------------- why an option was not chosen
# core/select/options.py: broken_constraints (also inside constraint_broken and decision_tree.broken) and
# lost_reasons


@dataclass(frozen=True, kw_only=True)
class NoEstimateFor(Note):
    code: ClassVar[str] = "estimate"
    gpu: str


@dataclass(frozen=True, kw_only=True)
class DoesNotFitHere(Note):
    code: ClassVar[str] = "fits"
    memory_per_gpu_gb: float
    gpu_memory_gb: float
    over_gb: float  # set, never read


@dataclass(frozen=True, kw_only=True)
class ProviderNotChosen(Note):
    code: ClassVar[str] = "providers"
    provider: str
    allowed: tuple[str, ...]  # set, never read


@dataclass(frozen=True, kw_only=True)
class GpuNotChosen(Note):
    code: ClassVar[str] = "gpus"
    gpu: str
    allowed: tuple[str, ...]  # set, never read


@dataclass(frozen=True, kw_only=True)
class RegionNotChosen(Note):
    code: ClassVar[str] = "regions"
    region: str
    allowed: tuple[str, ...]  # set, never read


@dataclass(frozen=True, kw_only=True)
class HostBelowRule(Note):
    code: ClassVar[str] = "host"
    vcpus: float | None
    cpu_cores_min: float | None
    ram_gb: float | None
    ram_gb_min: float | None
    rule_set: str | None  # set, never read
    short: tuple[str, ...] = ()  # the checks it fails: "cpu", "ram" (empty: not known which, both said)
    vcpus_min: float | None = omit()  # the CPU need in vCPUs, as checked (None: cpu_cores_min, one vCPU a core)
    # The RAM the server was checked against and failed, where it is below the rule's minimum (host.py: the leanest
    # standard servers, check_x_gpu_mem x the GPUs' memory); None: the rule's minimum is the check
    ram_gb_check: float | None = omit()
    check_x_gpu_mem: float | None = omit()


@dataclass(frozen=True, kw_only=True)
class SpotAvoided(Note):
    code: ClassVar[str] = "spot"
    billing: Literal["spot"] = "spot"  # set, never read
    preference: str  # set, never read


ConstraintNote = Union[NoEstimateFor, DoesNotFitHere, ProviderNotChosen, GpuNotChosen, RegionNotChosen, HostBelowRule,
                       SpotAvoided, DeadlineMissed, BudgetOver]


@dataclass(frozen=True, kw_only=True)
class CostsMore(Note):
    code: ClassVar[str] = "costs_more"
    by: float
    pct: float
    per: Literal["month"] | None = omit()  # set, never read: "Costs ¥X more" does not say "a month"
    # the alternative is the chosen servers under another billing mode (the same A100 on-demand beside the chosen
    # spot): its billing code, said first, since its row's billing column is often out of view
    billing: str | None = omit()


@dataclass(frozen=True, kw_only=True)
class SlowForChat(Note):
    """An alternative of a chat service lost for answering slower than a chat's limits (defaults.csv chat_ttft_s,
    chat_tpot_s), where the chosen option does not (core/select/serving_time.py ``chat_lost_reasons``)."""
    code: ClassVar[str] = "slow_for_chat"
    tpot_s: float
    ttft_s: float
    chat_tpot_s: float
    chat_ttft_s: float


@dataclass(frozen=True, kw_only=True)
class FirstTokenDecides(Note):
    """A chat service whose cheapest option that carries the load brings the first token later than a chat's limit
    (defaults.csv chat_ttft_s: a long prompt's prefill on too little compute), so the pick is the cheapest option
    within a chat's limits and costs more (core/select/serving_time.py ``first_token_note``): that option, its times
    and cost against the pick's."""
    code: ClassVar[str] = "first_token_decides"
    input_tokens: float
    output_tokens: float
    provider: str
    instance_type: str
    gpu: str
    gpu_count: float
    gpus_per_node: float
    instances: int
    billing: str
    monthly_cost: float
    ttft_s: float
    tpot_s: float
    chat_ttft_s: float
    chat_tpot_s: float
    chosen_monthly_cost: float
    chosen_ttft_s: float
    chosen_tpot_s: float
    cost_diff: float  # the pick's monthly cost less this option's


@dataclass(frozen=True, kw_only=True)
class FreshPricePreferred(Note):
    """The first choice by the goal had a price older than defaults.csv stale_price_days; an option on a price within
    that time meets every requirement at most fresh_price_tolerance dearer (for the goals fastest and balanced also at
    most that much slower), so it is the pick (select/freshness.py): the first choice, its price's date and age, and
    what the pick costs more (``per`` "month": a service, compared month against month)."""
    code: ClassVar[str] = "fresh_price_preferred"
    provider: str
    instance_type: str
    gpu: str
    gpu_count: float
    gpus_per_node: float
    instances: int
    billing: str
    cost: float  # the first choice's total (a service: monthly) cost
    as_of: str
    age_days: float
    limit_days: float
    cost_diff: float  # the pick's cost less the first choice's
    pct: float
    hours_diff: float | None  # the pick's hours less the first choice's (None: a service)
    tolerance_pct: float
    per: Literal["month"] | None = omit()


@dataclass(frozen=True, kw_only=True)
class Slower(Note):
    code: ClassVar[str] = "slower"
    by_hours: float
    pct: float


@dataclass(frozen=True, kw_only=True)
class AboutAsFast(Note):
    """For the goal "fastest": an option faster than the pick by less than the close tolerance (defaults.csv
    close_tolerance) of its time. Options that close count as equally fast, and the pick is the one on the fewest
    servers among them (select/ranking.py fewer_servers); the time difference leads the reason."""
    code: ClassVar[str] = "about_as_fast"
    by_hours: float  # how much sooner this one finishes
    pct: float  # of the pick's time
    tolerance_pct: float
    instances: int
    chosen_instances: int


@dataclass(frozen=True, kw_only=True)
class MoreServers(Note):
    """An option as cheap as the pick or cheaper, by less than the close tolerance (defaults.csv close_tolerance),
    on more servers: the pick is the close option on the fewest servers (select/ranking.py fewer_servers)."""
    code: ClassVar[str] = "more_servers"
    instances: int
    chosen_instances: int
    cheaper_by: float  # what it saves against the pick (0 when it costs the same)
    tolerance_pct: float
    # its own total (a service: a month), the figure the saving is written beside (text's ``money`` of_total)
    cost: float | None = omit()


@dataclass(frozen=True, kw_only=True)
class OlderPrice(Note):
    """An option as cheap as the pick or cheaper whose price is older than defaults.csv stale_price_days while the
    pick's is not: the pick is the option on a recent price at most fresh_price_tolerance dearer
    (select/freshness.py)."""
    code: ClassVar[str] = "older_price"
    as_of: str
    age_days: float
    limit_days: float
    cheaper_by: float  # what it saves against the pick (0 when it costs the same)
    tolerance_pct: float
    # its own total (a service: a month), the figure the saving is written beside (text's ``money`` of_total)
    cost: float | None = omit()


@dataclass(frozen=True, kw_only=True)
class LowerScore(Note):
    code: ClassVar[str] = "lower_score"
    objective: str
    # a service at the same monthly cost as the pick that answers later: by how many seconds (the tie's reason)
    answers_later_s: float | None = omit()


# --------------------------------------------------------------------------- tips (explanation.py tip_notes)


@dataclass(frozen=True, kw_only=True)
class MixedPrecision(Note):
    code: ClassVar[str] = "mixed_precision"
    precision: str
    fp32_tflops: float | None = omit()  # only when the scenario is fp32 on a GPU with both figures
    fp16_tflops: float | None = omit()


@dataclass(frozen=True, kw_only=True)
class CheckpointInterval(Note):
    code: ClassVar[str] = "checkpoint_interval"
    every_steps: float | None
    keep: float | None
    interval_h: float | None  # the checkpoint interval the price allowed for (spot or node failures), if any
    checkpoint_gb: float | None
    write_s: float | None


@dataclass(frozen=True, kw_only=True)
class SameZone(Note):
    code: ClassVar[str] = "same_zone"
    nodes: int
    latency_us: float | None  # the source article's target between servers (defaults same_zone_latency_us)
    network: str | None = None  # the answer's network class (network.csv), and its latency between servers
    network_latency_min_us: float | None = None
    network_latency_max_us: float | None = None


@dataclass(frozen=True, kw_only=True)
class SingleServer(Note):
    """A service (not batch work) on one server: a fault of that server stops every answer until it is back (walk
    23: the 70B service, two copies on one 8 x B200, said nothing of it). ``server_monthly_cost``: what a second
    server like it would add a month (its GPU server, disks and network; the egress stays the same)."""
    code: ClassVar[str] = "single_server"
    server_monthly_cost: float
    monthly_cost: float
    copies: int | None = None  # the model copies the one server runs


@dataclass(frozen=True, kw_only=True)
class GpuQuota(Note):  # a cluster: the cloud's GPU quota must allow it before it can be ordered
    code: ClassVar[str] = "gpu_quota"
    nodes: int
    gpus: int
    vcpus: int | None
    provider: str


@dataclass(frozen=True, kw_only=True)
class SpotWithCheckpoints(Note):  # + billing_notes.spot_figures
    code: ClassVar[str] = "spot_with_checkpoints"
    interval_h: float | None
    expected_interruptions: float | None
    cluster_interruptions_per_month: float | None  # set, never read
    risk_extra_hours: float | None = omit()  # set, never read


@dataclass(frozen=True, kw_only=True)
class QuantizedOneServer(Note):
    """A 16-bit LLM service whose copy of the model spans servers (expert25, serve-405b-1000cny-month: 16 x A100-80GB
    over a 64 Gbit/s VPC, 0.2 s a token) whose 8-bit weights fit one server of the same GPU: the serving estimate's
    figures for that server (core/select/quantized.py). ``fp8``: the GPU computes in FP8; otherwise W8A16 (8-bit
    weights, 16-bit compute)."""
    code: ClassVar[str] = "quantized_one_server"
    gpu: str
    gpus_per_node: int
    fp8: bool
    nodes_now: int
    output_tokens: int
    latency_s: float
    latency_now_s: float | None
    servers: int  # the one-server copies that carry the requested load
    # what they cost a month at the chosen server's price (its GPU server, disks and network; egress as now), and
    # the chosen option's month
    monthly_cost: float | None = None
    monthly_cost_now: float | None = None


@dataclass(frozen=True, kw_only=True)
class SpotSaving(Note):
    code: ClassVar[str] = "spot_saving"
    spot_cost: float
    cost: float
    saving_pct: float


@dataclass(frozen=True, kw_only=True)
class SpotNotPriced(Note):
    code: ClassVar[str] = "spot_not_priced"
    provider: str
    instance_type: str


@dataclass(frozen=True, kw_only=True)
class DataOnLocalNvme(Note):
    code: ClassVar[str] = "data_on_local_nvme"
    local_read_mb_s: float | None
    disk_read_mb_s: float | None
    disk_tier: str | None = omit()  # the cloud disk's tier at its size (disk_tiers.csv: "P10")


@dataclass(frozen=True, kw_only=True)
class ReservedForInference(Note):
    code: ClassVar[str] = "reserved_for_inference"
    saving_low: float | None
    saving_high: float | None


# --------------------------------------------------------------------------- billing notes (select/billing_notes.py)


@dataclass(frozen=True, kw_only=True)
class SpotRefusedAnomalousPrice(Note):
    code: ClassVar[str] = "spot_refused"
    reason: Literal["anomalous_price"] = "anomalous_price"
    spot_price: float
    on_demand_price: float  # set, never read
    discount_pct: float
    max_discount_pct: float


@dataclass(frozen=True, kw_only=True)
class SpotRefusedService(Note):  # why == 3
    code: ClassVar[str] = "spot_refused"
    reason: Literal["service"] = "service"
    nodes: int


@dataclass(frozen=True, kw_only=True)
class SpotRefusedGang(Note):  # why == 1
    """Spot left out by the gang rules (spot_rules.csv): ``reason`` "gang", a job on more servers than
    ``max_nodes`` or for ``max_hours`` or more on several; "long", one server for ``max_hours`` (solo_max_hours) or
    more (``max_nodes`` then None)."""
    code: ClassVar[str] = "spot_refused"
    nodes: int
    hours: float
    interruptions_per_month: float  # set, never read
    cluster_interruptions_per_month: float
    expected_interruptions: float
    reason: Literal["gang", "long"] = "gang"
    max_nodes: float | None
    max_hours: float | None


@dataclass(frozen=True, kw_only=True)
class SpotRefusedRisk(Note):
    code: ClassVar[str] = "spot_refused"
    nodes: int
    hours: float
    interruptions_per_month: float  # set, never read
    cluster_interruptions_per_month: float
    expected_interruptions: float
    reason: Literal["risk"] = "risk"
    quantile: float  # set, never read
    risk_interruptions: float
    spot_cost_at_risk: float
    on_demand_cost: float


@dataclass(frozen=True, kw_only=True)
class SpotPricesAnomalous(Note):
    code: ClassVar[str] = "spot_prices_anomalous"
    instances: int


@dataclass(frozen=True, kw_only=True)
class Commitment(Note):
    code: ClassVar[str] = "commitment"
    billing: str
    term_months: int
    hourly: float
    on_demand_hour: float
    break_even_months: float
    job_months: float | None
    cost: float
    on_demand_cost: float
    per: Literal["month"] | None
    pays_off: bool | None


@dataclass(frozen=True, kw_only=True)
class CommitmentNotPriced(Note):
    code: ClassVar[str] = "commitment_not_priced"
    provider: str
    instance_type: str
    job_months: float | None  # None for a service (it runs every month)
    cheapest: CheapestCommitment | None = omit()


# two services side by side (core/plan/compare.py; its other notes are in ``notes_plan``)
@dataclass(frozen=True, kw_only=True)
class CompareService(Note):
    """Two services differ in what a reader of a service needs (walk 23): ``figure`` "capacity_qps" (the requests a
    second the servers carry, ``better`` the side that carries more; ``load`` the requests a second both jobs ask
    for, when they say it and it is the same), "latency_s" (a whole answer's time) or "ttft_s" (the time to its
    first token), ``better`` the side that answers sooner. ``a`` and ``b``: each side's figure."""

    code: ClassVar[str] = "compare_service"
    figure: str
    better: Literal["a", "b"]
    a: float
    b: float
    load: float | None = omit()


@dataclass(frozen=True, kw_only=True)
class PlanSlowEndCost(Note):
    """What sizing shared servers for the slow end costs a team's month (core/plan/month.py): sized for the expected
    hours instead, servers kept all month would carry ``jobs`` for ``monthly_cost`` a month (``saving`` less than
    the plan), their runs taking ``hours_expected`` of the ``hours_capacity`` those servers have in a month as
    estimated and ``hours_slow`` if every run took the slow end of its likely range."""

    code: ClassVar[str] = "plan_slow_end_cost"
    jobs: tuple[str, ...]
    monthly_cost: float
    saving: float
    currency: str
    hours_expected: float
    hours_slow: float
    hours_capacity: float
