"""The ``gpu-advisor`` command: the desktop app, and its headless twin for scripts and tests.

Exit codes: 0 success; 2 bad input (one line per problem on stderr, nothing changed); 1
unexpected failure.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from pathlib import Path

from gpu_advisor import __version__

EXIT_OK, EXIT_FAIL, EXIT_BAD_INPUT = 0, 1, 2
# What --help prints first: plain words (the module's docstring is reStructuredText: ``gpu-advisor`` read as typed)
HELP = """gpu-advisor: the GPU Cloud Advisor desktop app, and its headless twin for scripts and tests.

Exit codes: 0 success; 2 bad input (one line per problem on stderr, nothing changed); 1 unexpected failure."""
UPDATE_LINES = 20  # rows listed per kind of change by `catalog update` without --verbose
USAGE = """
usage:
  gpu-advisor [SCENARIO.json] [--lang en|zh_CN]     open the desktop app (with a saved scenario)
  gpu-advisor recommend SCENARIO.json [--json] [--pdf FILE] [--csv FILE] [--lang en|zh_CN] [--for NAME]
                        [--launch DIR]
  gpu-advisor estimate (--preset NAME | --params N) (--tokens N | --dataset-gb G --epochs E
                       | --samples N --epochs E [--seq-len L])
                       --gpu NAME --gpus N [--precision bf16] [--method full|lora|qlora] [--packed yes|no]
                       [--checkpointing yes|no] [--global-batch-tokens N] [--json]
  gpu-advisor plan PLAN.json [--json] [--pdf FILE] [--csv FILE] [--lang en|zh_CN]   a team's month in one budget
  gpu-advisor compare A.json B.json [--json] [--pdf FILE] [--csv FILE] [--lang en|zh_CN]   two answers side by side
  gpu-advisor catalog (path | validate [FILE...] | import FILE | export DIR | reset | merge | restore-previous
                      | update [--provider P...] [--source URL] [--dry-run] [--accept-big-changes] [--verbose])
                      [--lang en|zh_CN]

'gpu-advisor COMMAND --help' explains each command.
GPU_ADVISOR_HOME replaces the user data folder (catalog, settings, recovery files)."""


class BadInput(Exception):
    """Input the user can fix; the message is printed as it is."""


MAX_LINE = 400  # characters of one message line; longer ones are cut (a 50 MB value stays one short line)


_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def clean_line(text: str, limit: int | None = MAX_LINE) -> str:
    """One printable line: control characters (escape codes, new lines, bidi overrides) and lone
    surrogates shown as escapes, and at most ``limit`` characters of the text."""
    from gpu_advisor.core.base import without_joiners  # (the screen's: a terminal does not wrap by words)
    text = without_joiners(str(text))
    cut = len(text) - limit if limit is not None and len(text) > limit else 0
    if cut:
        text = text[:limit]
    text = _UNPRINTABLE.sub(lambda m: f"\\x{ord(m.group()):02x}" if ord(m.group()) < 0x100
                            else f"\\u{ord(m.group()):04x}", text)
    return text + (f"… ({cut} more characters)" if cut else "")


def err(line: str) -> None:
    print(clean_line(f"gpu-advisor: {line}"), file=sys.stderr)


def report(problems, lang: str | None = None) -> None:
    for p in problems:
        from gpu_advisor.messages import describe  # sentences (and Qt's translations) only when there is one
        print(clean_line(describe(p, lang)), file=sys.stderr)


def open_catalog(store, lang: str | None = None):
    """The user's catalog (bundled on first start), after a warning line for each repair the store made (in
    ``lang``)."""
    cat = store.ensure()
    report(store.notices, lang)
    return cat


# --------------------------------------------------------------------------- recommend


def cmd_recommend(argv: list[str]) -> int:
    """``gpu-advisor recommend SCENARIO.json [--json] [--pdf FILE] [--csv FILE] [--lang en|zh_CN]``: exit 2 with one
    line per problem for a bad scenario or a place that cannot be written (nothing is left behind then)."""

    from gpu_advisor.core.catalog import CatalogStore, load_bundled
    from gpu_advisor.core.base import CatalogError
    from gpu_advisor.core.scenario import load_scenario

    p = argparse.ArgumentParser(prog="gpu-advisor recommend",
                                description="Recommend and price GPU servers for a saved scenario.")
    p.add_argument("scenario", type=Path, metavar="SCENARIO.json")
    p.add_argument("--json", action="store_true", help="print the full result as JSON")
    p.add_argument("--pdf", type=Path, metavar="FILE", help="write the proposal as a PDF (A4)")
    p.add_argument("--csv", type=Path, metavar="FILE", help="write the recommendation, alternatives and cost "
                                                            "lines as CSV (UTF-8 with BOM)")
    p.add_argument("--lang", choices=("en", "zh_CN"), help="language of the summary, the PDF and the CSV (default en); "
                   "given, also the user's own currency as the app's interface language gives it: zh_CN shows the "
                   "prices in yuan when the scenario leaves the currency open and warns of an answer abroad")
    p.add_argument("--for", dest="for_whom", default="", metavar="NAME", help="who the proposal is for (PDF)")
    p.add_argument("--launch", type=Path, metavar="DIR", help="write launch files for the recommendation into DIR "
                                                              "(SkyPilot, DeepSpeed, torchrun or vLLM; docs/launch.md)")
    args = p.parse_args(argv)
    # --lang given: the user's own currency as the window's interface language gives it (one rule, text.language);
    # left out: the file as it is, as before (English words, no home currency: the JSON of existing callers)
    home = None
    if args.lang is not None:
        from gpu_advisor.text.language import home_currency
        home = home_currency(args.lang)
    args.lang = args.lang or "en"
    store = CatalogStore()
    if store.exists():
        cat = open_catalog(store)  # a damaged catalog is repaired, or replaced by the bundled one, and said so
    else:
        cat = load_bundled()  # reading a scenario never creates a catalog
    try:
        scenario = load_scenario(args.scenario, cat, home_currency=home)
    except CatalogError as exc:
        from gpu_advisor.messages import describe_field
        for problem in exc.problems:
            print(clean_line(describe_field(problem, args.lang)), file=sys.stderr)
        return EXIT_BAD_INPUT
    from gpu_advisor.core.select import recommend
    rec = recommend(cat, scenario, with_what_if=True)  # issue 29: what_if for what was assumed
    doc = rec.to_dict()
    opt = rec.recommendation
    if (args.pdf or args.csv) and (opt is None or not (opt.total_cost and opt.total_cost > 0)):
        # A proposal without a priced configuration would tell its reader nothing true: refuse it plainly.
        err("no proposal written: no configuration could be priced for this scenario (the summary below says why)")
        from gpu_advisor.messages import recommendation_lines
        print("\n".join(clean_line(line, None) for line in recommendation_lines(doc, args.lang, cat, scenario, rec)))
        return EXIT_BAD_INPUT
    from gpu_advisor.core.prices import price_freshness
    from gpu_advisor.core.prices import price_needed
    doc["prices"] = price_freshness(rec, cat).to_dict()  # added keys: the prices' dates, said once ...
    doc["price_needed"] = list(price_needed(cat, scenario, rec=rec))  # ... and the shapes that fit but have no price
    from gpu_advisor.core.plan import job_doc
    doc["job"] = job_doc(scenario)  # ... and the job asked (a saved answer compared later says what it answered)
    if args.launch is not None and _write_launch(cat, scenario, rec, args.launch, args.lang) != EXIT_OK:
        return EXIT_BAD_INPUT
    if args.pdf or args.csv:
        from gpu_advisor.gui.proposal_pdf import ensure_app, export_proposal
        ensure_app()  # an offscreen QGuiApplication: no display needed
        for written in export_proposal(rec, scenario, cat, pdf=args.pdf, csv=args.csv, lang=args.lang,
                                       for_whom=args.for_whom):
            print(wrote_line(written, args.lang), file=sys.stderr)
    if args.json:
        print(dump_json(doc))
    else:
        from gpu_advisor.messages import recommendation_lines
        print("\n".join(clean_line(line, None) for line in recommendation_lines(doc, args.lang, cat, scenario, rec)))
    return EXIT_OK


def _write_launch(cat, scenario, rec, folder: Path, lang: str | None = None) -> int:
    """``recommend --launch DIR``: the launch files of the recommendation; one line and exit 2 on a problem."""
    from gpu_advisor.core.export import launch
    from dataclasses import replace

    from gpu_advisor.core.base import LaunchFilesExist, NotAFolder, NotWritable, Problem

    from gpu_advisor.text import LaunchWords  # the READMEs' durations, amounts and sources as the app writes them

    try:
        bundle = launch.launch_bundle(cat, scenario, rec, words=LaunchWords(cat))
        written = launch.write_bundle(bundle, folder)
    except launch.LaunchError as exc:
        what, place = exc.what, str(folder)
        if isinstance(what, (NotAFolder, LaunchFilesExist, NotWritable)) and what.path is not None:
            place, what = what.path, replace(what, path=None)  # the place of the problem, not its detail
        report([Problem(place, what)])
        return EXIT_BAD_INPUT
    for path in written:
        print(wrote_line(path, lang), file=sys.stderr)
    return EXIT_OK


# --------------------------------------------------------------------------- estimate


class _OneLineParser(argparse.ArgumentParser):
    """argparse that reports a usage error as one line (exit 2 through BadInput), not usage + message."""

    def error(self, message: str):
        raise BadInput(f"{self.prog.split()[-1]}: {message}")


# The scenario file's limits for the same quantities (core.scenario.LIMITS); other options get the
# widest span the engine computes with.
_OPTION_LIMIT = {"params": "model.params", "tokens": "data.tokens", "dataset_gb": "data.dataset_gb",
                 "samples": "data.samples", "epochs": "data.epochs", "qps": "inference.qps",
                 "input_tokens": "inference.input_tokens", "output_tokens": "inference.output_tokens",
                 "p95_latency": "inference.p95_latency_s", "params_active": "model.params",
                 "global_batch_tokens": "data.global_batch_tokens"}
_WIDEST = (1e-6, 1e18)


def _quantity(text: str, what: str = "", most: float | None = None) -> float:
    """7e9, 7000000000, 7B, 70M, 2T... > 0 and within the option's range (argparse type); ``most``: the highest
    an option without a scenario limit takes."""
    from gpu_advisor.core.estimate import parse_quantity
    from gpu_advisor.core.scenario import LIMITS
    text = str(text)[:100]
    low, high = LIMITS.get(_OPTION_LIMIT.get(what, ""), (_WIDEST[0], _WIDEST[1] if most is None else most))
    try:
        v = parse_quantity(text)
    except (ValueError, OverflowError):
        if _overflows(text):  # "1e400": a number, too large for a double, not "not a number"
            sign = text.strip().startswith("-")
            raise argparse.ArgumentTypeError(f"{text} must be greater than 0" if sign else
                                             f"{text} is too large (at most {_limit(high)})") from None
        raise argparse.ArgumentTypeError(f"{text!r} is not a number (write 7e9, 7000000000 or 7B)") from None
    return _within(text, v, low, high)


def _within(text: str, v: float, low: float, high: float, unit: str = "") -> float:
    """``v`` (read from ``text``) when above 0 and within [low, high]; else the option's message ("… is too small
    (at least 100 MB)"), ``unit`` after the limit."""
    if v <= 0:
        raise argparse.ArgumentTypeError(f"{text} must be greater than 0")
    if v < low:
        raise argparse.ArgumentTypeError(f"{text} is too small (at least {_limit(low)}{unit})")
    if v > high:
        raise argparse.ArgumentTypeError(f"{text} is too large (at most {_limit(high)}{unit})")
    return v


def _overflows(text: str) -> bool:
    """A number written correctly whose value no double holds ("1e400", "-1e999")."""
    import math
    try:
        return math.isinf(float(text.replace("_", "").replace(",", "")))
    except ValueError:
        return False


def _limit(x: float) -> str:
    """An option's limit as the app writes figures: "10,000,000" and "0.000001", not "1e+07" and "1e-06"."""
    return f"{x:,.0f}" if x >= 1 and float(x).is_integer() else format(x, ",.12f").rstrip("0").rstrip(".")


def _qty(what: str):
    def parse(text: str) -> float:
        return _quantity(text, what)
    parse.__name__ = "number"  # argparse names the type in its messages
    return parse


def _size_mb(text: str) -> float:
    """A file's size: 3, 3MB, 200KB, 1.5GB (MB when no unit is written), within the scenario's data.image_mb."""
    from gpu_advisor.core.base import parse_size_mb
    from gpu_advisor.core.scenario import LIMITS
    low, high = LIMITS["data.image_mb"]
    v = parse_size_mb(str(text)[:100])
    if v is None:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size (write 3, 3MB or 200KB)")
    return _within(text, v, low, high, " MB")


def _count(text: str) -> int:
    v = _quantity(text, most=1e7)
    if v != int(v):
        raise argparse.ArgumentTypeError(f"{text} is not a whole number")
    return int(v)


def _estimate_parser() -> argparse.ArgumentParser:
    from gpu_advisor.core.base import Task, values
    p = _OneLineParser(prog="gpu-advisor estimate",
                       description="Estimate training time, memory per GPU or inference throughput for one "
                                   "configuration. Numbers accept 7e9, 7000000000 or 7B (K, M, B, T).")
    m = p.add_mutually_exclusive_group(required=True)
    m.add_argument("--preset", help="model preset (models.csv), e.g. llama-2-7b")
    m.add_argument("--params", type=_qty("params"), help="parameters, e.g. 7B")
    p.add_argument("--params-active", type=_qty("params_active"),
                   help="active parameters per token (mixture of experts)")
    p.add_argument("--task", choices=values(Task),
                   help="default: finetune when --method is given (full, lora or qlora), else train (pre-training)")
    p.add_argument("--workload", choices=("llm", "cv", "recsys", "rl"), help="default: the preset's, else llm")
    d = p.add_mutually_exclusive_group()
    d.add_argument("--tokens", type=_qty("tokens"), help="training tokens (one pass)")
    d.add_argument("--dataset-gb", type=_qty("dataset_gb"), help="dataset size in GB (turned into tokens or images)")
    d.add_argument("--samples", type=_qty("samples"),
                   help="training samples per pass: images; for a language model sequences of --seq-len tokens, or "
                        "without --seq-len a fine-tune's examples (taken as Q&A pairs, as a scenario's data.samples)")
    p.add_argument("--epochs", type=_qty("epochs"), default=None, help="passes over the data (default 1)")
    p.add_argument("--language", choices=("en", "zh"), default="en", help="text language for --dataset-gb")
    p.add_argument("--image-mb", type=_size_mb, metavar="SIZE",
                   help="image model: the size of one image file, in MB or with its unit (3, 3MB, 200KB); turns "
                        "--dataset-gb into images and --samples into the data read; left out: ImageNet's average "
                        "(defaults.csv image_bytes_per_sample, 110 KB)")
    p.add_argument("--flops-per-sample", type=_qty("flops_per_sample"),
                   help="forward FLOPs per sample (vision without a preset)")
    p.add_argument("--gpu", required=True, help="GPU name, e.g. A100-80GB, H100, 4090")
    p.add_argument("--gpus", type=_count, required=True, help="number of GPUs")
    p.add_argument("--gpus-per-node", type=_count, help="GPUs per node (default: min(--gpus, 8))")
    p.add_argument("--precision", choices=("bf16", "fp16", "fp32", "fp8"), default="bf16")
    p.add_argument("--method", choices=("full", "lora", "qlora"),
                   help="fine-tuning method: full (every weight), lora or qlora (adapters on a language model; an "
                        "image model is fine-tuned in full); given, it makes the job a fine-tune unless --task says "
                        "otherwise; left out: full weights")
    p.add_argument("--seq-len", type=_count, help="sequence length in tokens")
    p.add_argument("--packed", choices=("yes", "no"),
                   help="fine-tune: examples packed into full sequences (yes) or padded per batch, the Hugging Face "
                        "default (no); left out: not known (padded assumed, the range reaches packed)")
    p.add_argument("--checkpointing", choices=("yes", "no"),
                   help="fine-tune: gradient (activation) checkpointing on (yes) or off (no); left out: not known (on "
                        "assumed, the fine-tuning tools' default; the range reaches off)")
    p.add_argument("--global-batch-tokens", type=_qty("global_batch_tokens"), metavar="N",
                   help="language model: the global batch per optimizer step in tokens (sequences x sequence length), "
                        "e.g. 4M; left out: a default by model size (GPT-3's schedule: 2M tokens at 10B)")
    p.add_argument("--interconnect", choices=("nvlink", "pcie", "infinity_fabric"), help="default: the GPU's")
    p.add_argument("--network", choices=("rdma", "tcp_25g", "standard"), help="between nodes (default by GPU count)")
    p.add_argument("--network-gbps", type=_qty("network_gbps"),
                   help="the servers' own inter-node bandwidth, Gbit/s per server (default: the network class's)")
    p.add_argument("--storage-mb-s", type=_qty("storage_mb_s"), help="storage read bandwidth for the whole job, MB/s")
    p.add_argument("--reference-run", metavar="GPU,GPUS,HOURS",
                   help="a measured run to scale from, e.g. V100-32GB,1,100")
    p.add_argument("--qps", type=_qty("qps"), help="inference: target requests per second")
    p.add_argument("--input-tokens", type=_qty("input_tokens"), help="inference: prompt tokens per request")
    p.add_argument("--output-tokens", type=_qty("output_tokens"), help="inference: generated tokens per request")
    p.add_argument("--p95-latency", type=_qty("p95_latency"), help="inference: latency bound per request, seconds")
    p.add_argument("--use", choices=("chat", "api", "batch"),
                   help="inference: what the service is for, which bounds the time a token: chat (people read "
                        "answers as they appear: 0.04 s), api (programs call it: 0.2 s), batch (no bound); left out: "
                        "api's bound unless --p95-latency is given (a scenario file assumes chat)")
    p.add_argument("--json", action="store_true", help="print the estimate as JSON")
    return p


_ESTIMATE_OPTION = {"nodes": "--gpus", "gpus_per_node": "--gpus-per-node", "storage_read_mb_s": "--storage-mb-s",
                    "network_gbps": "--network-gbps",
                    "p95_latency_s": "--p95-latency", "text_language": "--language", "service_use": "--use"}


def _estimate_option(field_name: str) -> str:
    base = field_name.split(".")[0]
    if base == "reference_run":
        return "--reference-run"
    if base.endswith(".csv"):
        return base
    return _ESTIMATE_OPTION.get(base, "--" + base.replace("_", "-"))


def cmd_estimate(argv: list[str]) -> int:
    from gpu_advisor.core import estimate as E
    from gpu_advisor.core.catalog import CatalogStore

    args = _estimate_parser().parse_args(argv)
    cat = open_catalog(CatalogStore())
    P = E.prepare(cat)
    gpn = args.gpus_per_node or min(args.gpus, int(P.defaults["default_gpus_per_node"].value))
    if args.gpus % gpn:
        raise BadInput(f"--gpus: {args.gpus} GPUs do not fill whole nodes of {gpn} (--gpus-per-node)")
    ref = None
    if args.reference_run:
        parts = [s.strip() for s in args.reference_run.split(",")]
        try:
            if len(parts) != 3:
                raise ValueError
            ref = E.ReferenceRun(parts[0], _count(parts[1]), _quantity(parts[2]))
        except (ValueError, argparse.ArgumentTypeError):
            raise BadInput(f"--reference-run: {args.reference_run!r} is not GPU,GPUS,HOURS (e.g. V100-32GB,1,100)") \
                from None
    fields = dict(params=args.params, params_active=args.params_active, tokens=args.tokens,
                  dataset_gb=args.dataset_gb, samples=args.samples, epochs=args.epochs, seq_len=args.seq_len,
                  precision=args.precision, method=args.method, reference_run=ref, qps=args.qps,
                  input_tokens=args.input_tokens, output_tokens=args.output_tokens, p95_latency_s=args.p95_latency,
                  service_use=args.use, flops_per_sample=args.flops_per_sample, text_language=args.language, task=args.task,
                  workload=args.workload, packed={"yes": True, "no": False}.get(args.packed or ""),
                  global_batch_tokens=args.global_batch_tokens, image_mb=args.image_mb,
                  recompute={"yes": True, "no": False}.get(args.checkpointing or ""))
    fields = {k: v for k, v in fields.items() if v is not None}
    if args.method is not None and "task" not in fields:  # a method named is a fine-tune's, full weights too
        fields["task"] = "finetune"
    from gpu_advisor.cli_estimate import samples_as_pairs
    from_items = samples_as_pairs(cat, P, args, fields)
    try:
        job = E.job_from_preset(P, args.preset, **fields) if args.preset else E.Job(**fields)
        est = E.estimate_config(P, job, args.gpu, gpn, args.gpus // gpn, interconnect=args.interconnect,
                                network=args.network, storage_read_mb_s=args.storage_mb_s,
                                network_gbps=args.network_gbps)
    except E.EstimateError as exc:
        from dataclasses import replace
        report([replace(p, file=_estimate_option(p.file)) for p in exc.problems])
        return EXIT_BAD_INPUT
    from gpu_advisor.cli_estimate import resize_summary
    resize = resize_summary(cat, P, job, est)  # (photos resized once before training: the time leaves it out)
    if args.json:
        doc = est.to_dict()
        if from_items is not None:
            doc["assumptions"] = {"tokens_from_samples": from_items, **doc["assumptions"]}
        if resize is not None:
            doc["resize_pass"] = resize
        print(dump_json(doc, indent=1))
        return EXIT_OK
    from gpu_advisor.messages import describe_estimate_warning
    from gpu_advisor.cli_estimate import print_estimate
    if from_items is not None:
        print(f"assumed: {from_items['source']}")
    from gpu_advisor.cli_estimate import precision_given  # (its default is bf16: named on this command line?)
    print_estimate(est, describe_estimate_warning, given_precision=precision_given(argv), resize=resize)
    return EXIT_OK


def display_problem() -> str | None:
    """Why a window cannot open here, or None. Checked before Qt, which would abort the process."""
    if not sys.platform.startswith("linux"):
        return None
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if platform and not platform.startswith(("xcb", "wayland")):
        return None  # offscreen, minimal, vnc...: Qt needs no display server
    wayland = os.environ.get("WAYLAND_DISPLAY")
    if wayland and not platform.startswith("xcb"):
        return None
    display = os.environ.get("DISPLAY", "")
    if not display:
        return "no display (DISPLAY and WAYLAND_DISPLAY are not set)"
    host, _, rest = display.rpartition(":")
    number = rest.split(".")[0]
    if host in ("", "unix") and number.isdigit() and not Path(f"/tmp/.X11-unix/X{number}").exists():
        return f"no X server answers on DISPLAY={display}"
    return None


def main_gui(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    p = argparse.ArgumentParser(prog="gpu-advisor", description="GPU Cloud Advisor: open the desktop app.",
                                epilog="headless commands: gpu-advisor catalog --help")
    p.add_argument("scenario", nargs="?", type=Path, help="a saved scenario file (.json) to open")
    p.add_argument("--lang", choices=("en", "zh_CN", "pseudo"),
                   help="interface language (default: the system's); pseudo stretches every text to test layouts")
    p.add_argument("--version", action="version", version=f"gpu-advisor {__version__}")
    args = p.parse_args(argv)
    why = display_problem()
    if why:
        err(f"cannot open the desktop app: {why}. Headless commands work without one: "
             "'gpu-advisor catalog validate', 'gpu-advisor catalog export DIR' (see 'gpu-advisor --help'); "
             "tests run with 'make test'.")
        return EXIT_BAD_INPUT
    from gpu_advisor.gui.app import run
    return run(scenario=args.scenario, lang=args.lang)


def _safe_streams() -> None:
    """Printing never fails on a console that cannot show a character (it is escaped instead)."""
    for stream in (sys.stdout, sys.stderr):
        try:
            # A text stream's reconfigure (TextIOWrapper); a replaced stream may lack it.
            getattr(stream, "reconfigure")(errors="backslashreplace")
        except (AttributeError, ValueError, OSError):
            pass


def _utf_console() -> bool:
    return (getattr(sys.stdout, "encoding", "") or "").lower().replace("-", "").startswith("utf")


def dump_json(doc, indent: int = 2) -> str:
    """Strict JSON (never NaN or Infinity: a non-finite number becomes null), ASCII-escaped when the
    console cannot print UTF-8 (``core/base/jsonout.py``, the one JSON form of results)."""
    from gpu_advisor.core.base import dumps

    return dumps(doc, ascii_only=not _utf_console(), indent=indent)


def _fault(exc: OSError) -> str:
    """One line for a fault of the machine: what failed, where, and what to do."""
    import errno as _errno
    where = exc.filename or ""
    why = exc.strerror or type(exc).__name__
    hint = {_errno.ENOSPC: "free some disk space and try again",
            _errno.EDQUOT: "free some disk space and try again",
            _errno.EACCES: "check that you may read and write there (or set GPU_ADVISOR_HOME)",
            _errno.EPERM: "check that you may read and write there (or set GPU_ADVISOR_HOME)",
            _errno.EROFS: "the disk is read-only; set GPU_ADVISOR_HOME to a writable folder",
            _errno.EISDIR: "a folder stands where a file is expected; move it away",
            _errno.ENOTDIR: "a file stands where a folder is expected; move it away"}.get(exc.errno or 0,
                                                                                        "check the disk and try again")
    return f"{where}: {why}; {hint}" if where else f"{why}; {hint}"


# The modules each headless command always needs (the rest it imports where it uses them).
_C = "gpu_advisor.core."
_NEEDS = {"catalog": (_C + "catalog.store",),
          "recommend": (_C + "catalog.store", _C + "scenario.spec", _C + "select.recommendation"),
          "estimate": (_C + "estimate.training", _C + "scenario.spec"),
          "plan": (_C + "catalog.store", _C + "plan.month", _C + "select.recommendation"),
          "compare": (_C + "catalog.store", _C + "plan.compare", _C + "select.recommendation")}


def _lean_start(command: str) -> None:
    """Start-up of a headless command that is a whole process (``gpu-advisor ...``, not ``main([...])``
    called by a program), before numpy is first imported:

    - the engine does no linear algebra, so OpenBLAS's pool of threads (started when numpy loads,
      ~0.04 s of CPU) is never used: one thread is asked for unless the user chose otherwise;
    - the modules the command needs are imported with the cyclic garbage collector paused (imports make
      hundreds of thousands of long-lived objects and no garbage, and the collector would walk them
      again and again), then those objects are set aside for good (``gc.freeze``) so that the
      collections during the work walk only what the work makes. ~0.05 s of CPU.

    Results do not depend on either."""
    import gc
    import importlib

    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    gc.disable()
    try:
        for name in _NEEDS[command]:
            importlib.import_module(name)
    finally:
        gc.freeze()
        gc.enable()


def main(argv: list[str] | None = None) -> int:
    whole_process = argv is None  # the command itself (console script, python -m), not a call from a program
    argv = list(sys.argv[1:] if argv is None else argv)
    _safe_streams()
    if argv and argv[0] in ("-h", "--help"):  # before any import: the help costs nothing
        print(HELP)
        print(USAGE)
        return EXIT_OK
    from gpu_advisor.core.base import CatalogError
    try:
        if argv and argv[0] in ("catalog", "recommend", "estimate", "plan", "compare"):
            if whole_process:
                _lean_start(argv[0])
            if argv[0] in ("plan", "compare"):
                from gpu_advisor import cli_plan
                return {"plan": cli_plan.cmd_plan, "compare": cli_plan.cmd_compare}[argv[0]](argv[1:])
            if argv[0] == "catalog":
                from gpu_advisor.cli_catalog import cmd_catalog
                return cmd_catalog(argv[1:])
            command = {"recommend": cmd_recommend, "estimate": cmd_estimate}[argv[0]]
            return command(argv[1:])
        return main_gui(argv)
    except CatalogError as exc:
        report(exc.problems)
        return EXIT_BAD_INPUT
    except BadInput as exc:
        err(str(exc))
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader went away (`| head`): nothing to say, and nothing more to print
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except (OSError, ValueError):
            pass
        return EXIT_FAIL
    except OSError as exc:
        err(_fault(exc))
        if os.environ.get("GPU_ADVISOR_DEBUG"):
            raise
        return EXIT_FAIL
    except Exception as exc:  # noqa: BLE001 - last resort: one line, not a traceback
        err(f"unexpected error: {type(exc).__name__}: {exc}")
        if os.environ.get("GPU_ADVISOR_DEBUG"):
            raise
        return EXIT_FAIL


def wrote_line(path, lang) -> str:
    """The line for a file written ("wrote p.pdf", zh "已写入 p.pdf"): recommend here, plan and compare in cli_plan."""
    from gpu_advisor.messages import wrote  # (imported when a file is written: the text package brings Qt's core)
    return wrote(path, lang)
