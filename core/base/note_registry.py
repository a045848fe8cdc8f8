"""The notes' registry: every note class, the code -> classes table, and ``from_detail`` (a typed note from a code
and its detail: the bridge for the engine's sites that still pass a dict, and the JSON boundary, e.g. a
comparison reading answers back from files).
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping
from dataclasses import fields
from typing import Any, Literal, Union

from .record import EstimateWarning, Note
from .notes import (AboutAsFast, Billing, BreakEven, BudgetMet, BudgetOver, Capacity, CheckpointInterval, ClosestOption, Commitment, CommitmentNotPriced, ComparedAnswer, CostsMore, DataOnLocalNvme, DeadlineMet, DeadlineMissed, DecisionTree, DoesNotFitHere, FitsMemory, GpuNotChosen, GpuQuota, SingleServer, HostBelowRule, LowerScore, MixedPrecision, MoreServers, NoEstimateFor, Objective, ParetoOptimal, PlanBasis, ProviderNotChosen, ReferenceRunScaled, RegionNotChosen, ReservedForInference, RunnerUp, RunStartup, SameZone, Slower, SpotAvoided, SpotNotPriced, SpotPricesAnomalous, SpotRefusedAnomalousPrice, SpotRefusedGang, SpotRefusedRisk, SpotRefusedService, SpotSaving, SpotWithCheckpoints, QuantizedOneServer)
from .notes import CompareService, PlanSlowEndCost, FirstTokenDecides, OneServerScript, FreshPricePreferred, OlderPrice, ServingTime, SlowForChat
from .notes_warnings import (AnomalousPricesExcluded, ArmHost, ArmHostGpuUnsupported, DataLoadingBound, DataLoadingCpuBound, FractionalGpusExcluded, Bf16Unsupported, ChinchillaFar, ChosenGpusRefused, ChosenGpusUnpriced, ConstraintBroken, DeadlineAtRisk, DeadlineNeeds, DoesNotFit, FitsNowhere, Fp16Unsupported, Fp8Unsupported, HostRamBelowRule, HostRuleFallback, HostTooSmall, HostUnknown, IdleGpus, ImagesResized, InterconnectNotSupported, IoBound, IoBoundEstimate, LatencyUnreachable, MfuCapped, ReferenceRunImplausible, MultiNodeNetworkUnknown, MultiNodeSlower, MultiNodeSlowNetwork, NoBandwidthFigure, NoCandidates, NodeFailures, NoEstimate, OverProvisionedMemory, OverProvisionedTime, Overseas, PcieMultiGpuTraining, RdmaClusterQuote, ServingTooBig, ServingTooSlow, SlowCaseBudget, SlowCaseDeadline, SpotRateAssumed, StalePrice, Unpriced, VisionBatchOverMax)
from .notes_plan import (CompareBroken, CompareCeiling, CompareCost, CompareCurrency, CompareDifferentJobs, CompareGpus, CompareJobUnknown, ComparePriceAge, CompareRisk, CompareTime, CompareUnknown, PlanBaseSaves, PlanCommitment, PlanJobNotFeasible, PlanNoMonthlyPrice, PlanOverBudget, PlanRunPastMonth, PlanSlowEndDeadline)


# --------------------------------------------------------------------------- the registry

AnyNote = Union[
    Objective, ClosestOption, FitsMemory, DeadlineMet, DeadlineMissed, BudgetMet, BudgetOver, PlanBasis,
    ReferenceRunScaled, RunStartup, OneServerScript, Capacity, RunnerUp, Billing, BreakEven, ParetoOptimal, DecisionTree,
    ComparedAnswer, NoEstimateFor, DoesNotFitHere, ProviderNotChosen, GpuNotChosen, RegionNotChosen, HostBelowRule,
    SpotAvoided, CostsMore, Slower, AboutAsFast, MoreServers, LowerScore, MixedPrecision, CheckpointInterval, SameZone, GpuQuota, SingleServer, SpotWithCheckpoints,
    SpotSaving, QuantizedOneServer, SpotNotPriced, DataOnLocalNvme, ReservedForInference, SpotRefusedAnomalousPrice, SpotRefusedService,
    SpotRefusedGang, SpotRefusedRisk, SpotPricesAnomalous, Commitment, CommitmentNotPriced, ConstraintBroken,
    DeadlineNeeds, DeadlineAtRisk, OverProvisionedMemory, OverProvisionedTime, SlowCaseDeadline, SlowCaseBudget, NodeFailures,
    IoBound, PcieMultiGpuTraining, MultiNodeNetworkUnknown, MultiNodeSlowNetwork, RdmaClusterQuote, StalePrice, ImagesResized,
    Unpriced, HostTooSmall, HostRamBelowRule, HostUnknown, HostRuleFallback, SpotRateAssumed, NoEstimate, NoCandidates, FitsNowhere,
    ServingTooSlow, ServingTooBig, ArmHost, ArmHostGpuUnsupported, AnomalousPricesExcluded, FractionalGpusExcluded, ChosenGpusRefused, ChosenGpusUnpriced, Overseas, PlanBaseSaves, PlanCommitment,
    PlanJobNotFeasible, PlanNoMonthlyPrice, PlanOverBudget, PlanRunPastMonth, PlanSlowEndDeadline, CompareUnknown, CompareCurrency, CompareCost,
    CompareTime, CompareGpus, CompareRisk, ComparePriceAge, CompareBroken, CompareCeiling, CompareDifferentJobs, CompareJobUnknown, CompareService, PlanSlowEndCost,
    ChinchillaFar, Bf16Unsupported, Fp16Unsupported, Fp8Unsupported, DoesNotFit, IoBoundEstimate, MultiNodeSlower,
    MfuCapped, NoBandwidthFigure, InterconnectNotSupported, IdleGpus, LatencyUnreachable, ReferenceRunImplausible,
    VisionBatchOverMax, DataLoadingBound, DataLoadingCpuBound, ServingTime, SlowForChat, FirstTokenDecides, FreshPricePreferred, OlderPrice,
]
NOTE_CLASSES: tuple[type[Note], ...] = AnyNote.__args__  # type: ignore[attr-defined]
ESTIMATE_WARNING_CLASSES = tuple(c for c in NOTE_CLASSES if issubclass(c, EstimateWarning))

_UNPRICED = ("unpriced_storage", "unpriced_network", "unpriced_transfer")

# {code: the classes that carry it} - one class for all but 9 codes; the shapes of those are told apart by
# their keys (from_detail), which only the JSON boundary needs (compare reads answers back from files).
NOTES: dict[str, tuple[type[Note], ...]] = {}
for _cls in NOTE_CLASSES:
    for _code in (_UNPRICED if _cls is Unpriced else (_cls.code,)):
        NOTES[_code] = NOTES.get(_code, ()) + (_cls,)
ESTIMATE_WARNINGS = frozenset(c.code for c in ESTIMATE_WARNING_CLASSES)


class UnknownNote(LookupError):
    """A {code, detail} from outside the engine (a JSON file) that fits no class."""


def _build(value: Any, hint: Any) -> Any:
    """``value`` (JSON-ish data) as the field type ``hint`` asks: nested dataclasses, tuples, notes; a Literal
    is checked (that is how the shapes of spot_refused and serving_impossible are told apart)."""
    import types
    import typing
    if value is None:
        return None
    if isinstance(hint, type) and isinstance(value, hint):
        return value  # already typed (a record or a note the engine made)
    origin = typing.get_origin(hint)
    if origin is Union or origin is types.UnionType:
        args = [a for a in typing.get_args(hint) if a is not type(None)]
        if all(isinstance(a, type) and issubclass(a, Note) for a in args):
            return from_json(value) if isinstance(value, Mapping) else value
        for a in args:
            try:
                return _build(value, a)
            except (TypeError, KeyError, UnknownNote):
                continue
        raise TypeError(f"{value!r} is none of {hint}")
    if origin is Literal:
        if value not in typing.get_args(hint):
            raise TypeError(f"{value!r} not in {hint}")
        return value
    if origin is tuple:
        inner = typing.get_args(hint)[0]
        return tuple(_build(v, inner) for v in value)
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        if not isinstance(value, Mapping):
            raise TypeError(f"{value!r} is not a {hint.__name__}")
        return _from_mapping(hint, value)
    return value


def _from_mapping(cls: type, d: Mapping[str, Any], lenient: bool = False) -> Any:
    """``cls`` from the keys of ``d`` (no key it lacks). ``lenient``: a field that may be None and is missing is
    None (a note read from a file written by another version), not an error."""
    hints, names = _hints(cls)
    if set(d) - names:
        raise KeyError(sorted(set(d) - names))
    values = {k: _build(v, hints[k]) for k, v in d.items()}
    if lenient:
        for f in fields(cls):
            if f.name not in values and f.default is dataclasses.MISSING and _may_be_none(hints[f.name]):
                values[f.name] = None
    return cls(**values)


@functools.cache
def _hints(cls: type) -> tuple[dict[str, Any], frozenset[str]]:
    """The field types of a note or record class and its field names, worked out once per class (typing's
    get_type_hints evaluates every annotation string anew: ~0.7 ms of each re-rank of a dragged deadline)."""
    import typing
    return typing.get_type_hints(cls), frozenset(f.name for f in fields(cls))


def _may_be_none(hint: Any) -> bool:
    import types
    import typing
    return typing.get_origin(hint) in (Union, types.UnionType) and type(None) in typing.get_args(hint)


def from_detail(code: str, detail: Mapping[str, Any], *, lenient: bool = False) -> Note:
    """A typed note from today's (code, detail) - the migration bridge and the JSON boundary. Picks the class
    whose fields take exactly the keys given (the shape), raising UnknownNote when none does. ``lenient`` (notes
    read from outside): a missing field that may be None is None."""
    if code == "constraint_broken":
        inner = {k: v for k, v in detail.items() if k != "constraint"}
        return ConstraintBroken(constraint=from_detail(str(detail["constraint"]), inner,  # type: ignore[arg-type]
                                                       lenient=lenient))
    for cls in NOTES.get(code, ()):
        if cls is Unpriced:
            return Unpriced(code=code, **detail)  # type: ignore[arg-type]
        try:
            return _from_mapping(cls, detail, lenient)
        except (TypeError, KeyError, UnknownNote):
            continue  # another shape of the same code
    raise UnknownNote(code)


def from_json(d: Mapping[str, Any]) -> Note:
    """``{"code", "detail"}`` (a note as ``recommend --json`` writes it) back as a typed note."""
    return from_detail(str(d["code"]), dict(d.get("detail") or {}))


def note(code: str, detail: Mapping[str, Any] | None = None) -> Note:
    """The typed note for ``code`` and its figures, the class picked by the keys of ``detail`` (``from_detail``):
    what the engine's sites call until each constructs its class directly. Raises ``UnknownNote`` for a shape no
    class declares, so a renamed or new key fails the tests instead of reaching the text as a generic sentence."""
    return from_detail(code, detail or {})
