"""Two answers side by side (issue 31): ``compare`` takes two ``recommend --json`` documents and gives their
differences (``b`` minus ``a``) and the reasons for each as codes with numbers. No Qt, no sentences.

An answer comes from a scenario file (priced now by ``core.select.recommend``) or a saved answer: a
``recommend --json`` document, or the same shape with only what is known — e.g. an article's own answer at its
quoted price (``examples/answers/compare-article-seed000.json``). A figure one side does not give stays unknown
(``None``) and the reason ``compare_unknown`` says so; nothing is filled in.
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from ..catalog import Catalog
from ..base import (BelowMin, CatalogError, CompareBroken, CompareCeiling, CompareCost, CompareCurrency, CompareDifferentJobs, CompareGpus,
                    CompareJobUnknown, CompareNotAnAnswer, ComparePriceAge, CompareRisk, CompareService, CompareTime, CompareUnknown, MissingField,
                    NotAllowed, NotANumber, Problem, rounded, WrongType)
from ..select import Note
from ..scenario import CURRENCIES, parse_scenario, read_json_file

# The figures compared, each read from the answer's "recommendation".
FIGURES = ("total_cost", "monthly_cost", "wall_hours", "gpu_count", "expected_interruptions", "price_age_days")
# Two services (``is_service``; walk 23): the figures a reader of a service needs, read from the answer's
# "recommendation"'s "estimate": the requests a second its servers carry (qps_per_replica × replicas_needed), a whole
# answer's time (latency_s) and the time to its first token (ttft_s). A service runs all month: its total cost is its
# month's (the total stays in ``deltas``, not among the figures shown) and its running time is "always on".
SERVICE_ONLY = ("capacity_qps", "latency_s", "ttft_s")
SERVICE_FIGURES = ("monthly_cost", "wall_hours", *SERVICE_ONLY, "gpu_count", "expected_interruptions",
                   "price_age_days")
# A saved answer's "recommendation": the keys that must be there, and those that must be numbers when given.
NEEDED = ("gpu", "gpu_count", "currency")
NUMBERS = ("gpu_count", "gpus_per_node", "nodes", "wall_hours", "total_cost", "monthly_cost", "price_age_days")
# The money figures a saved answer may give only as a ceiling: its "recommendation"'s "at_most" lists them (the
# source article's "at most 80,000 CNY a month" is a bound, not what its 40 hours cost).
MONEY = ("total_cost", "monthly_cost")
TEXTS = ("provider", "region", "instance_type", "gpu", "billing", "currency", "price_as_of")


@dataclass(frozen=True)
class Answer:
    """One side: the ``recommend --json`` document, where it came from, and (a scenario) the objects behind it."""

    doc: dict
    file: str
    kind: str  # scenario | saved
    rec: Any = None  # the Recommendation (a scenario)
    scenario: Any = None
    # a saved answer's job (its ``job``, checked as a scenario: ``JOB_KEYS``), None when it gives none; a scenario's
    # job is its ``scenario``
    # a main window's current answer: "saved" (as ``file`` holds it), "changed" (changed since saved in ``file``),
    # "unsaved" (never saved); "" for an answer read from a file. A side once read "C-usd.json" for an answer
    # changed back to CNY after saving it in USD.
    window: str = ""
    job: Any = None

    @property
    def option(self) -> dict:
        return self.doc.get("recommendation") or {}

    @property
    def source(self) -> str:
        return str(self.doc.get("source") or "")


@dataclass(frozen=True)
class Comparison:
    a: Answer
    b: Answer
    deltas: dict  # figure -> b - a (None: unknown on one side, or money in two currencies and no rate carried)
    reasons: tuple[Note, ...]
    currency: str | None = None  # the money deltas' currency: both sides', or A's when B's is converted at ``rate``
    rate: ChartRate | None = None  # the dated rate B's money is converted at (the chart's too), when they differ
    service: bool = False  # both sides are services (``is_service``): ``figures`` is ``SERVICE_FIGURES``

    @property
    def figures(self) -> tuple[str, ...]:
        """The figures shown, in order (a table's rows, the CSV's)."""
        return SERVICE_FIGURES if self.service else FIGURES

    def to_dict(self) -> dict:
        return {"a": self.a.doc, "b": self.b.doc, "deltas": {k: rounded(v) for k, v in self.deltas.items()},
                "reasons": [n.to_dict() for n in self.reasons],
                "sources": {s: {"file": x.file, "kind": x.kind, **({"window": x.window} if x.window else {})}
                            for s, x in (("a", self.a), ("b", self.b))}}


def figure(opt: dict, name: str) -> float | None:
    """One compared figure of an answer's option (None when the answer does not give it)."""
    if name == "expected_interruptions":
        if opt.get("billing") is None:
            return None
        if opt.get("billing") != "spot":
            return 0.0
        n = (opt.get("spot") or {}).get("expected_interruptions")
        return float(n) if isinstance(n, (int, float)) and not isinstance(n, bool) else None  # spot, rate unknown
    if name in SERVICE_ONLY:
        est = opt.get("estimate")
        est = est if isinstance(est, dict) else {}
        if name == "capacity_qps":
            per, n = _finite(est.get("qps_per_replica")), _finite(est.get("replicas_needed"))
            return per * n if per is not None and n is not None else None
        return _finite(est.get(name))
    v = opt.get(name)
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        return None
    return float(v)


def _finite(v: Any) -> float | None:
    """A figure of a saved answer's estimate as a number at least 0, None when it is not one (nothing guessed)."""
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or v < 0:
        return None
    return float(v)


def is_service(answer: Answer) -> bool:
    """The answer is for a service (``task`` "inference"): by its job where it is known, else by its estimate's
    serving figures (a saved answer without ``job``)."""
    job = job_of(answer)
    if job is not None:
        return getattr(job, "task", None) == "inference"
    est = answer.option.get("estimate")
    return isinstance(est, dict) and any(est.get(k) is not None for k in ("qps_per_replica", "latency_s", "ttft_s"))


def figures_of(*answers: Answer | None) -> tuple[str, ...]:
    """The figures shown for the sides open (``SERVICE_FIGURES`` when each is a service, else ``FIGURES``)."""
    given = [x for x in answers if x is not None]
    return SERVICE_FIGURES if given and all(is_service(x) for x in given) else FIGURES


def ceilings(opt: dict) -> tuple[str, ...]:
    """The money figures an answer's option gives only as an upper bound (its ``at_most`` list)."""
    given = opt.get("at_most")
    return tuple(n for n in MONEY if isinstance(given, list) and n in given)


def pareto_front(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The (hours, cost) points no other beats on both, fastest first; of points tied in time, the cheapest."""
    out: list[tuple[float, float]] = []
    for h, k in sorted(points):
        if not out or k < out[-1][1]:
            out.append((h, k))
    return out


def front_answer(answer: Answer) -> Answer:
    """The answer with its ``pareto`` options cut to the true front of cost against hours (an answer's list can hold
    an option another beats: two options tied at 0.3578 h, $23.41 and $29.19). Options without both stay out."""
    rows = [q for q in answer.doc.get("pareto") or [] if isinstance(q, dict) and _pos(q.get("wall_hours"))
            and _pos(q.get("total_cost"))]
    if not rows:
        return answer
    keep = set(pareto_front([(float(q["wall_hours"]), float(q["total_cost"])) for q in rows]))
    front, seen = [], set()
    for q in sorted(rows, key=lambda q: (float(q["wall_hours"]), float(q["total_cost"]))):
        pt = (float(q["wall_hours"]), float(q["total_cost"]))
        if pt in keep and pt not in seen:
            seen.add(pt)
            front.append(q)
    if len(front) == len(answer.doc.get("pareto") or []):
        return answer
    return dataclasses.replace(answer, doc={**answer.doc, "pareto": front})


def _step(v: float) -> float:
    """The last place an answer's money is written to (``rounded``: cents, 4 places below 1). ¥114.35 against
    $16.27 at 7.0288 read "A costs ¥0.00858 less in total (<1%)": the same server, its dollars rounded to cents."""
    return 0.01 if abs(v) >= 1 else 0.0001


def _text(v: Any) -> str | None:
    return v if isinstance(v, str) else None


def _pos(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and v > 0


# What makes two answers the same job, by part (a scenario's fields): what is done, with which model, on how much
# data, and for a service the load. Deadline, budget, clouds and billing are ways of doing one job, not another job.
JOB_PARTS = (("task", ("task",)),
             ("model", ("workload", "preset", "params", "params_active", "finetune_method")),
             ("data", ("tokens", "dataset_gb", "samples", "epochs", "users", "items", "item_kind")),
             ("load", ("qps", "input_tokens", "output_tokens")))


# The keys of a scenario file that say what the job is (``JOB_PARTS`` compares them once checked): an answer's
# ``job`` holds them, as a scenario file writes them ({"task": "train", "model": {"preset": "vit-l-16"}, ...}).
JOB_KEYS = ("task", "workload", "model", "finetune_method", "data", "inference")


def job_doc(sc: Any) -> dict:
    """A scenario's job as an answer document carries it (``job``): the ``JOB_KEYS`` its file gave, as given."""
    given = getattr(sc, "given", None) or {}
    return {k: given[k] for k in JOB_KEYS if k in given}


def sides_of(a: Answer, b: Answer) -> tuple[tuple[Literal["a", "b"], Answer], ...]:
    return (("a", a), ("b", b))


def job_of(answer: Answer) -> Any:
    """The job behind an answer, as a checked scenario (only its ``JOB_PARTS`` fields are read); None when the
    answer does not say it (a saved answer without ``job``: it holds only what it recommended)."""
    return answer.scenario if answer.scenario is not None else answer.job


def job_differences(a: Answer, b: Answer) -> tuple[str, ...]:
    """The parts of ``JOB_PARTS`` in which the two answers' jobs differ; () when they are the same job or a side's
    job is not known (``job_of``: nothing is guessed; ``compare_job_unknown`` says it)."""
    sa, sb = job_of(a), job_of(b)
    if sa is None or sb is None:
        return ()
    return tuple(part for part, fields in JOB_PARTS
                 if any(getattr(sa, f, None) != getattr(sb, f, None) for f in fields))


def compare_answers(a: Answer, b: Answer) -> Comparison:
    """The deltas (b - a) of every figure and why they differ. Money in two currencies is compared in A's at the
    dated rate the answers carry (the one the chart draws with, ``carried_rate``), else not at all."""
    a, b = front_answer(a), front_answer(b)
    oa, ob = a.option, b.option
    same_currency = oa.get("currency") == ob.get("currency")
    rate = None if same_currency else carried_rate(a, b)
    # B's money times this is in A's currency (1.0: the same currency)
    to_a = 1.0 if same_currency else rate.factor(ob["currency"], oa["currency"]) if rate is not None else None
    deltas: dict[str, float | None] = {}
    reasons: list[Note] = []
    parts = job_differences(a, b)
    if parts:  # said first: every difference below is between two pieces of work, not two ways to do one
        reasons.append(CompareDifferentJobs(parts=parts))
    unknown = tuple(s for s, x in sides_of(a, b) if job_of(x) is None)
    if unknown:  # said first and once: what follows takes the two for the same job, which nobody has checked
        reasons.append(CompareJobUnknown(sides=unknown))
    sides: tuple[tuple[Literal["a", "b"], dict], ...] = (("a", oa), ("b", ob))
    service = figures_of(a, b) == SERVICE_FIGURES
    for name in FIGURES + (SERVICE_ONLY if service else ()):
        va, vb = figure(oa, name), figure(ob, name)
        money = name in ("total_cost", "monthly_cost")
        # a service's total is its month's: its delta stays (the JSON's), its reasons are the month's alone
        quiet = service and name == "total_cost"
        if va is None or vb is None:
            deltas[name] = None
            missing = tuple(s for s, v in (("a", va), ("b", vb)) if v is None)
            if not (name == "wall_hours" and _serving(oa, ob)) and not quiet:
                reasons.append(CompareUnknown(figure=name, sides=missing))
            given = next(((s, o, v) for (s, o), v in zip(sides, (va, vb)) if v is not None), None)
            if money and given is not None and name in ceilings(given[1]) and not quiet:
                # what is known: one side's ceiling, the other side no figure (it read only "B gives no …")
                reasons.append(CompareCeiling(figure=name, side=given[0], at_most=given[2],
                                              currency=given[1].get("currency"), other_given=False))
            continue
        if money and to_a is None:
            deltas[name] = None
            continue
        capped = [s for s, o in sides if name in ceilings(o)]
        if money and capped:  # a ceiling is no cost: no difference is taken from it
            deltas[name] = None
            for side in capped if not quiet else ():
                # the ceiling and the other side's figure, both in the ceiling's currency
                at_most, other = (va, vb * (to_a or 1.0)) if side == "a" else (vb, va / (to_a or 1.0))
                other_capped = len(capped) == 2
                reasons.append(CompareCeiling(
                    figure=name, side=side, at_most=at_most,
                    currency=(oa if side == "a" else ob).get("currency"),
                    other=None if other_capped else rounded(other),
                    within=None if other_capped else other <= at_most + _step(at_most) / 2))
            continue
        diff = vb * to_a - va if money and to_a is not None else vb - va
        if money and to_a is not None and to_a != 1.0 and abs(diff) <= _step(va) / 2 + _step(vb) * to_a / 2:
            diff = 0.0  # within the rounding of the figures as written (cents) once converted: not a difference
        deltas[name] = diff
    if not same_currency:
        reasons.append(CompareCurrency(a=oa.get("currency"), b=ob.get("currency")) if rate is None else
                       CompareCurrency(a=oa.get("currency"), b=ob.get("currency"), rate=rate.rate, base=rate.base,
                                       quote=rate.quote, as_of=rate.as_of))
    for name in ("monthly_cost",) if service else ("total_cost", "monthly_cost"):
        d = deltas.get(name)
        if d:
            va = figure(oa, name) or 0.0
            vb = (figure(ob, name) or 0.0) * (to_a or 1.0)
            dearer = max(va, vb)
            reasons.append(CompareCost(figure=name, cheaper="a" if d > 0 else "b", by=abs(d),
                                       pct=100 * abs(d) / dearer if dearer else None, currency=oa.get("currency")))
    d = deltas.get("wall_hours")
    if d:
        slower = max(figure(oa, "wall_hours") or 0.0, figure(ob, "wall_hours") or 0.0)
        reasons.append(CompareTime(faster="a" if d > 0 else "b", by_hours=abs(d),
                                   pct=100 * abs(d) / slower if slower else None))
    if service:
        reasons += service_reasons(a, b, deltas)
    if deltas.get("gpu_count") or oa.get("gpu") != ob.get("gpu"):
        reasons.append(CompareGpus(a=figure(oa, "gpu_count"), b=figure(ob, "gpu_count"), gpu_a=oa.get("gpu"),
                                   gpu_b=ob.get("gpu")))
    if oa.get("billing") != ob.get("billing") or deltas.get("expected_interruptions"):
        reasons.append(CompareRisk(billing_a=oa.get("billing"), billing_b=ob.get("billing"),
                                   interruptions_a=figure(oa, "expected_interruptions"),
                                   interruptions_b=figure(ob, "expected_interruptions")))
    d = deltas.get("price_age_days")
    if d:
        reasons.append(ComparePriceAge(older="b" if d > 0 else "a", days_a=figure(oa, "price_age_days"),
                                       days_b=figure(ob, "price_age_days"), as_of_a=_text(oa.get("price_as_of")),
                                       as_of_b=_text(ob.get("price_as_of"))))
    for side, o in sides:
        broken = tuple(n.get("code") for n in (o.get("broken") or []) if isinstance(n, dict))
        if broken:
            reasons.append(CompareBroken(side=side, broken=broken))
    return Comparison(a, b, deltas, tuple(reasons), oa.get("currency") if to_a is not None else None, rate, service)


def service_reasons(a: Answer, b: Answer, deltas: dict) -> list[Note]:
    """Why two services differ in what they carry and how soon they answer (``SERVICE_ONLY``), where they do."""
    out: list[Note] = []
    ja, jb = job_of(a), job_of(b)
    qa, qb = getattr(ja, "qps", None), getattr(jb, "qps", None)
    load = _finite(qa) if qa == qb else None
    for name in SERVICE_ONLY:
        d = deltas.get(name)
        if not d:
            continue
        va, vb = figure(a.option, name) or 0.0, figure(b.option, name) or 0.0
        # more requests a second is better, less time is
        better: Literal["a", "b"] = ("b" if d > 0 else "a") if name == "capacity_qps" else ("a" if d > 0 else "b")
        if name == "capacity_qps" and load is not None:
            out.append(CompareService(figure=name, better=better, a=va, b=vb, load=load))
        else:
            out.append(CompareService(figure=name, better=better, a=va, b=vb))
    return out


@dataclass(frozen=True)
class ChartRate:
    """The exchange rate an answer document carries (its ``assumptions.fx_table``, else the rate it priced with,
    ``assumptions.fx`` and ``fx_as_of``): 1 ``base`` = ``rate`` ``quote`` on ``as_of``, the catalog's own row."""

    base: str
    quote: str
    rate: float
    as_of: str

    def factor(self, frm: str, to: str) -> float:
        """Multiply an amount in ``frm`` by this to have it in ``to``."""
        return self.rate if (frm, to) == (self.base, self.quote) else 1.0 / self.rate


def carried_rate(a: Answer, b: Answer) -> ChartRate | None:
    """The dated rate between the two answers' currencies that the answers themselves carry (A's document first,
    then B's), the latest row of that pair; None when the currencies are the same or unknown, or neither document
    holds a dated rate for the pair (a saved answer at a quoted price holds none). Nothing is looked up elsewhere:
    a rate the answers do not give would be the comparison's own assumption."""
    ca, cb = a.option.get("currency"), b.option.get("currency")
    if not isinstance(ca, str) or not isinstance(cb, str) or ca == cb:
        return None
    for doc in (a.doc, b.doc):
        rows = [r for r in _fx_rows(doc) if {r.base, r.quote} == {ca, cb}]
        if rows:
            return max(rows, key=lambda r: r.as_of)
    return None


def _fx_rows(doc: dict) -> list[ChartRate]:
    """Every well-formed dated rate of an answer document."""
    a = doc.get("assumptions")
    if not isinstance(a, dict):
        return []
    given = [r for r in (a.get("fx_table") or []) if isinstance(r, dict)] if isinstance(a.get("fx_table"), list) \
        else []
    fx = a.get("fx")
    if isinstance(fx, dict):
        given += [{"pair": k, "rate": v, "as_of": a.get("fx_as_of")} for k, v in fx.items()]
    out = []
    for r in given:
        pair, rate, as_of = r.get("pair"), r.get("rate"), r.get("as_of")
        if not isinstance(pair, str) or pair.count("/") != 1 or not isinstance(as_of, str) or not as_of.strip():
            continue
        if isinstance(rate, bool) or not isinstance(rate, (int, float)) or not math.isfinite(rate) or rate <= 0:
            continue
        base, quote = pair.split("/")
        out.append(ChartRate(base, quote, float(rate), as_of.strip()))
    return out


def _serving(oa: dict, ob: dict) -> bool:
    return oa.get("wall_hours") is None and ob.get("wall_hours") is None


# --------------------------------------------------------------------------- reading an answer


def read_answer(path: str | Path, cat: Catalog, *, today: _dt.date | None = None) -> Answer:
    """A scenario file priced now, or a saved answer checked; raises CatalogError naming the file and field."""
    obj, file = read_json_file(path)
    return answer_from(obj, cat, file, today=today)


def answer_from(obj: Any, cat: Catalog, file: str = "answer", *, today: _dt.date | None = None) -> Answer:
    """``obj`` (decoded JSON) as an answer: a saved one when it has a ``recommendation``, else a scenario."""
    if isinstance(obj, dict) and "recommendation" in obj:
        return Answer(check_saved(obj, file), file, "saved", job=saved_job(obj, cat, file))
    if isinstance(obj, dict) and isinstance(obj.get("jobs"), list):
        # a team plan: said of the whole file (not of its key "jobs"), with where it opens
        raise CatalogError([Problem(file, CompareNotAnAnswer(kind="plan"))])
    sc = parse_scenario(obj, cat, file)
    return scenario_answer(cat, sc, file, today=today)


def scenario_answer(cat: Catalog, sc: Any, file: str = "scenario", *, today: _dt.date | None = None) -> Answer:
    """A checked scenario priced as ``recommend --json`` prices it (with its prices' dates and what has no price)."""
    from ..prices import price_freshness
    from ..prices import price_needed
    from ..select import recommend
    rec = recommend(cat, sc, today=today)
    doc = rec.to_dict()
    doc["prices"] = price_freshness(rec, cat).to_dict()
    doc["price_needed"] = list(price_needed(cat, sc, today=today, rec=rec))
    doc["job"] = job_doc(sc)
    return Answer(doc, file, "scenario", rec, sc)


def saved_job(obj: dict, cat: Catalog, file: str) -> Any:
    """A saved answer's ``job`` checked as a scenario of its ``JOB_KEYS`` (None: it gives none); raises
    CatalogError naming ``job.<field>``."""
    job = obj.get("job")
    if job is None:
        return None
    if not isinstance(job, dict):
        raise CatalogError([Problem(file, WrongType(expected="object"), column="job", value=str(job)[:200])])
    extra = [k for k in job if k not in JOB_KEYS]
    if extra:
        raise CatalogError([Problem(file, NotAllowed(allowed=list(JOB_KEYS)), column=f"job.{k}", value=k)
                            for k in extra])
    try:
        return parse_scenario(dict(job), cat, file)
    except CatalogError as exc:
        raise CatalogError([dataclasses.replace(p, column=f"job.{p.column}" if p.column else "job")
                            for p in exc.problems]) from None


def check_saved(obj: dict, file: str) -> dict:
    """A saved answer's ``recommendation`` checked: an object with a GPU, a GPU count and a currency, numbers where
    figures are given. Returns the document as given."""
    problems = []
    opt = obj.get("recommendation")
    if not isinstance(opt, dict):
        raise CatalogError([Problem(file, CompareNotAnAnswer(), column="recommendation",
                                    value=None if opt is None else str(opt)[:200])])
    for key in NEEDED:
        if opt.get(key) is None:
            problems.append(Problem(file, MissingField(), column=f"recommendation.{key}"))
    for key in NUMBERS:
        v = opt.get(key)
        if v is None:
            continue
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            problems.append(Problem(file, NotANumber(), column=f"recommendation.{key}", value=str(v)[:200]))
        elif v < 0 or (key == "gpu_count" and v == 0):
            problems.append(Problem(file, BelowMin(min=0, exclusive=key == "gpu_count"),
                                    column=f"recommendation.{key}", value=str(v)))
    for key in TEXTS:
        v = opt.get(key)
        if v is not None and not isinstance(v, str):
            problems.append(Problem(file, WrongType(expected="text"), column=f"recommendation.{key}",
                                    value=str(v)[:200]))
    ceil = opt.get("at_most")  # the money figures given only as a ceiling (``ceilings``): never a cost silently
    if ceil is not None and not isinstance(ceil, list):
        problems.append(Problem(file, WrongType(expected="list"), column="recommendation.at_most", value=str(ceil)[:200]))
    elif ceil is not None:
        for v in ceil:
            if v not in MONEY:
                problems.append(Problem(file, NotAllowed(allowed=list(MONEY)), column="recommendation.at_most",
                                        value=str(v)[:200]))
    cur = opt.get("currency")
    if isinstance(cur, str) and cur not in CURRENCIES:
        problems.append(Problem(file, NotAllowed(allowed=list(CURRENCIES)), column="recommendation.currency",
                                value=cur))
    if problems:
        raise CatalogError(problems)
    return obj
