"""Shared leaves every other package may use: problems and codes, number arrays, JSON-safe numbers, the user's
folders, the text rule for cells, safe file reads and writes, and the lazy package door.

This is the package's one door: other packages import only the names listed here (``__all__``);
each is loaded from its module on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .door import lazy_door

if TYPE_CHECKING:
    from .door import lazy_door
    from . import paths
    from .arrays import Coded, combo_codes, nan_to_num
    from .files import atomic_write, FileTooLarge, fsync_dir, NotARegularFile, read_regular
    from .kinds import BillingMode, Currency, Method, Precision, RankingObjective, Task, values, Workload
    from .jsonout import dumps, finite, finite_float, num, plain, rounded
    from .problems import CatalogError, ERROR, Problem, WARNING
    from .notes import (Billing, BreakEven, BudgetMet, BudgetOver, Capacity, CheapestCommitment, CheckpointInterval,
        ClosestOption, Commitment, CommitmentNotPriced, ComparedAnswer, ConstraintNote, CostsMore, DataOnLocalNvme,
        DeadlineMet, DeadlineMissed, DecisionTree, DoesNotFitHere, DomesticOption, Elsewhere, EstimateWarning,
        FitsMemory, GpuNotChosen, HostBelowRule, LowerScore, MixedPrecision, NoEstimateFor, Note, Objective, omit,
        OptionBrief, ParetoOptimal, PlanBasis, ProviderNotChosen, Record, ReferenceRunScaled, RegionNotChosen,
        ReservedForInference, RunnerUp, RunStartup, SameZone, Slower, SpotAvoided, SpotNotPriced,
        SpotPricesAnomalous, SpotRefusedAnomalousPrice, SpotRefusedGang, SpotRefusedRisk, SpotRefusedService,
        SpotSaving, SpotWithCheckpoints, TreeClass)
    from .notes_warnings import (AnomalousPricesExcluded, Bf16Unsupported, ChinchillaFar, CompareBroken, CompareCost,
        CompareCurrency, CompareGpus, ComparePriceAge, CompareRisk, CompareTime, CompareUnknown, ConstraintBroken,
        DeadlineNeeds, DoesNotFit, FitsNowhere, Fp16Unsupported, Fp8Unsupported, HostRuleFallback, HostTooSmall,
        HostUnknown, IdleGpus, InterconnectNotSupported, IoBound, IoBoundEstimate, LatencyUnreachable, MfuCapped,
        MultiNodeNetworkUnknown, MultiNodeSlower, MultiNodeSlowNetwork, NoBandwidthFigure, NoCandidates,
        NodeFailures, NoEstimate, OverProvisionedMemory, OverProvisionedTime, Overseas, PcieMultiGpuTraining,
        PlanBaseSaves, PlanCommitment, PlanJobNotFeasible, PlanNoMonthlyPrice, PlanOverBudget, RdmaClusterQuote,
        ServingTooBig, ServingTooSlow, SlowCaseBudget, SlowCaseDeadline, SpotRateAssumed, StalePrice, Unpriced)
    from .note_registry import ESTIMATE_WARNING_CLASSES, from_detail, from_json, note, NOTE_CLASSES, NOTES, UnknownNote
    from .textrule import check_cells, clean, CONTROL_CHARACTER, CONTROL_RE, shown, text_problem, TOO_LONG
else:
    __getattr__, __dir__ = lazy_door(__name__, {"AnomalousPricesExcluded": "notes_warnings", "atomic_write": "files",
                                               "Bf16Unsupported": "notes_warnings", "Billing": "notes",
                                               "BillingMode": "kinds", "BreakEven": "notes", "BudgetMet": "notes",
                                               "BudgetOver": "notes", "Capacity": "notes", "CatalogError": "problems",
                                               "CheapestCommitment": "notes", "check_cells": "textrule",
                                               "CheckpointInterval": "notes", "ChinchillaFar": "notes_warnings",
                                               "clean": "textrule", "ClosestOption": "notes", "Coded": "arrays",
                                               "combo_codes": "arrays", "Commitment": "notes",
                                               "CommitmentNotPriced": "notes", "CompareBroken": "notes_warnings",
                                               "CompareCost": "notes_warnings", "CompareCurrency": "notes_warnings",
                                               "ComparedAnswer": "notes", "CompareGpus": "notes_warnings",
                                               "ComparePriceAge": "notes_warnings", "CompareRisk": "notes_warnings",
                                               "CompareTime": "notes_warnings", "CompareUnknown": "notes_warnings",
                                               "ConstraintBroken": "notes_warnings", "ConstraintNote": "notes",
                                               "CONTROL_CHARACTER": "textrule", "CONTROL_RE": "textrule",
                                               "CostsMore": "notes", "Currency": "kinds", "DataOnLocalNvme": "notes",
                                               "DeadlineMet": "notes", "DeadlineMissed": "notes",
                                               "DeadlineNeeds": "notes_warnings", "DecisionTree": "notes",
                                               "DoesNotFit": "notes_warnings", "DoesNotFitHere": "notes",
                                               "DomesticOption": "notes", "dumps": "jsonout", "Elsewhere": "notes",
                                               "ERROR": "problems", "ESTIMATE_WARNING_CLASSES": "note_registry",
                                               "EstimateWarning": "notes", "FileTooLarge": "files",
                                               "finite": "jsonout", "finite_float": "jsonout", "FitsMemory": "notes",
                                               "FitsNowhere": "notes_warnings", "Fp16Unsupported": "notes_warnings",
                                               "Fp8Unsupported": "notes_warnings", "from_detail": "note_registry",
                                               "from_json": "note_registry", "fsync_dir": "files",
                                               "GpuNotChosen": "notes", "HostBelowRule": "notes",
                                               "HostRuleFallback": "notes_warnings", "HostTooSmall": "notes_warnings",
                                               "HostUnknown": "notes_warnings", "IdleGpus": "notes_warnings",
                                               "InterconnectNotSupported": "notes_warnings",
                                               "IoBound": "notes_warnings", "IoBoundEstimate": "notes_warnings",
                                               "LatencyUnreachable": "notes_warnings", "lazy_door": "door",
                                               "LowerScore": "notes", "Method": "kinds",
                                               "MfuCapped": "notes_warnings", "MixedPrecision": "notes",
                                               "MultiNodeNetworkUnknown": "notes_warnings",
                                               "MultiNodeSlower": "notes_warnings",
                                               "MultiNodeSlowNetwork": "notes_warnings", "nan_to_num": "arrays",
                                               "NoBandwidthFigure": "notes_warnings",
                                               "NoCandidates": "notes_warnings", "NodeFailures": "notes_warnings",
                                               "NoEstimate": "notes_warnings", "NoEstimateFor": "notes",
                                               "NotARegularFile": "files", "Note": "notes", "note": "note_registry",
                                               "NOTE_CLASSES": "note_registry", "NOTES": "note_registry",
                                               "num": "jsonout", "Objective": "notes", "omit": "notes",
                                               "OptionBrief": "notes", "OverProvisionedMemory": "notes_warnings",
                                               "OverProvisionedTime": "notes_warnings", "Overseas": "notes_warnings",
                                               "ParetoOptimal": "notes", "PcieMultiGpuTraining": "notes_warnings",
                                               "plain": "jsonout", "PlanBaseSaves": "notes_warnings",
                                               "PlanBasis": "notes", "PlanCommitment": "notes_warnings",
                                               "PlanJobNotFeasible": "notes_warnings",
                                               "PlanNoMonthlyPrice": "notes_warnings",
                                               "PlanOverBudget": "notes_warnings", "Precision": "kinds",
                                               "Problem": "problems", "ProviderNotChosen": "notes",
                                               "RankingObjective": "kinds", "RdmaClusterQuote": "notes_warnings",
                                               "read_regular": "files", "Record": "notes",
                                               "ReferenceRunScaled": "notes", "RegionNotChosen": "notes",
                                               "ReservedForInference": "notes", "rounded": "jsonout",
                                               "RunnerUp": "notes", "RunStartup": "notes", "SameZone": "notes",
                                               "ServingTooBig": "notes_warnings", "ServingTooSlow": "notes_warnings",
                                               "shown": "textrule", "SlowCaseBudget": "notes_warnings",
                                               "SlowCaseDeadline": "notes_warnings", "Slower": "notes",
                                               "SpotAvoided": "notes", "SpotNotPriced": "notes",
                                               "SpotPricesAnomalous": "notes", "SpotRateAssumed": "notes_warnings",
                                               "SpotRefusedAnomalousPrice": "notes", "SpotRefusedGang": "notes",
                                               "SpotRefusedRisk": "notes", "SpotRefusedService": "notes",
                                               "SpotSaving": "notes", "SpotWithCheckpoints": "notes",
                                               "StalePrice": "notes_warnings", "Task": "kinds",
                                               "text_problem": "textrule", "TOO_LONG": "textrule",
                                               "TreeClass": "notes", "UnknownNote": "note_registry",
                                               "Unpriced": "notes_warnings", "values": "kinds", "WARNING": "problems",
                                               "Workload": "kinds"}, modules=("paths",))

__all__ = ["AnomalousPricesExcluded", "atomic_write", "Bf16Unsupported", "Billing", "BillingMode", "BreakEven",
           "BudgetMet", "BudgetOver", "Capacity", "CatalogError", "CheapestCommitment", "check_cells",
           "CheckpointInterval", "ChinchillaFar", "clean", "ClosestOption", "Coded", "combo_codes", "Commitment",
           "CommitmentNotPriced", "CompareBroken", "CompareCost", "CompareCurrency", "ComparedAnswer", "CompareGpus",
           "ComparePriceAge", "CompareRisk", "CompareTime", "CompareUnknown", "ConstraintBroken", "ConstraintNote",
           "CONTROL_CHARACTER", "CONTROL_RE", "CostsMore", "Currency", "DataOnLocalNvme", "DeadlineMet",
           "DeadlineMissed", "DeadlineNeeds", "DecisionTree", "DoesNotFit", "DoesNotFitHere", "DomesticOption",
           "dumps", "Elsewhere", "ERROR", "ESTIMATE_WARNING_CLASSES", "EstimateWarning", "FileTooLarge", "finite",
           "finite_float", "FitsMemory", "FitsNowhere", "Fp16Unsupported", "Fp8Unsupported", "from_detail",
           "from_json", "fsync_dir", "GpuNotChosen", "HostBelowRule", "HostRuleFallback", "HostTooSmall",
           "HostUnknown", "IdleGpus", "InterconnectNotSupported", "IoBound", "IoBoundEstimate", "LatencyUnreachable",
           "lazy_door", "LowerScore", "Method", "MfuCapped", "MixedPrecision", "MultiNodeNetworkUnknown",
           "MultiNodeSlower", "MultiNodeSlowNetwork", "nan_to_num", "NoBandwidthFigure", "NoCandidates",
           "NodeFailures", "NoEstimate", "NoEstimateFor", "NotARegularFile", "Note", "note", "NOTE_CLASSES", "NOTES",
           "num", "Objective", "omit", "OptionBrief", "OverProvisionedMemory", "OverProvisionedTime", "Overseas",
           "ParetoOptimal", "paths", "PcieMultiGpuTraining", "plain", "PlanBaseSaves", "PlanBasis", "PlanCommitment",
           "PlanJobNotFeasible", "PlanNoMonthlyPrice", "PlanOverBudget", "Precision", "Problem", "ProviderNotChosen",
           "RankingObjective", "RdmaClusterQuote", "read_regular", "Record", "ReferenceRunScaled", "RegionNotChosen",
           "ReservedForInference", "rounded", "RunnerUp", "RunStartup", "SameZone", "ServingTooBig", "ServingTooSlow",
           "shown", "SlowCaseBudget", "SlowCaseDeadline", "Slower", "SpotAvoided", "SpotNotPriced",
           "SpotPricesAnomalous", "SpotRateAssumed", "SpotRefusedAnomalousPrice", "SpotRefusedGang",
           "SpotRefusedRisk", "SpotRefusedService", "SpotSaving", "SpotWithCheckpoints", "StalePrice", "Task",
           "text_problem", "TOO_LONG", "TreeClass", "UnknownNote", "Unpriced", "values", "WARNING", "Workload"]
