"""``gpu-advisor plan`` (a team's month in one budget) and ``gpu-advisor compare`` (two answers side by side).

Exit codes as the rest of the command line: 0 success; 2 bad input (one line per problem naming the file and the
field, nothing written); 1 unexpected failure.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from gpu_advisor.cli import EXIT_BAD_INPUT, EXIT_OK, clean_line, dump_json, open_catalog, wrote_line


def _catalog():
    from gpu_advisor.core.catalog import CatalogStore, load_bundled
    store = CatalogStore()
    return open_catalog(store) if store.exists() else load_bundled()  # reading a plan never creates a catalog


def _field_problems(problems, lang: str) -> int:
    from gpu_advisor.messages import describe_field
    for problem in problems:
        print(clean_line(describe_field(problem, lang)), file=sys.stderr)
    return EXIT_BAD_INPUT


def _lines(lines) -> None:
    print("\n".join(clean_line(line, None) for line in lines))


def cmd_plan(argv: list[str]) -> int:
    """``gpu-advisor plan PLAN.json [--json] [--pdf FILE] [--csv FILE] [--lang en|zh_CN]``."""
    from gpu_advisor.core.plan import load_plan, plan_month, recommend_jobs
    from gpu_advisor.core.base import CatalogError
    from gpu_advisor.core.export import check_writable

    p = argparse.ArgumentParser(prog="gpu-advisor plan",
                                description="Plan a team's month: several jobs within one monthly budget, sharing "
                                            "servers kept all month where that is cheaper (docs/plan.md).")
    p.add_argument("plan", type=Path, metavar="PLAN.json")
    p.add_argument("--json", action="store_true", help="print the whole plan as JSON")
    p.add_argument("--pdf", type=Path, metavar="FILE", help="write the plan as a PDF (A4)")
    p.add_argument("--csv", type=Path, metavar="FILE",
                   help="write jobs, cost lines and schedule as CSV (UTF-8 with BOM)")
    p.add_argument("--lang", choices=("en", "zh_CN"), default="en", help="language of the summary, PDF and CSV")
    p.add_argument("--for", dest="for_whom", default="", metavar="NAME", help="who the plan is for (PDF)")
    args = p.parse_args(argv)
    cat = _catalog()
    try:
        plan = load_plan(args.plan, cat)
        for target in (args.pdf, args.csv):
            if target is not None:
                check_writable(target)  # before the work: fail fast, nothing written
        result = plan_month(cat, plan, recs=recommend_jobs(cat, plan))
    except CatalogError as exc:
        return _field_problems(exc.problems, args.lang)
    if args.pdf or args.csv:
        from gpu_advisor.gui.plan_pdf import export_plan
        from gpu_advisor.gui.proposal_pdf import ensure_app
        ensure_app()
        try:
            written = export_plan(result, cat, pdf=args.pdf, csv=args.csv, lang=args.lang, for_whom=args.for_whom)
        except CatalogError as exc:
            return _field_problems(exc.problems, args.lang)
        for path in written:
            print(wrote_line(path, args.lang), file=sys.stderr)
    return _show(args, cat, result, "plan_lines")


def cmd_compare(argv: list[str]) -> int:
    """``gpu-advisor compare A.json B.json [--json] [--pdf FILE] [--csv FILE] [--lang en|zh_CN]``: each file a
    scenario (priced now) or a saved answer (``recommend --json`` output, or the same shape with what is known)."""
    from gpu_advisor.core.plan import compare_answers, read_answer
    from gpu_advisor.core.base import CatalogError
    from gpu_advisor.core.export import check_writable

    p = argparse.ArgumentParser(prog="gpu-advisor compare",
                                description="Two answers side by side: scenarios (priced now) or saved answers.")
    p.add_argument("a", type=Path, metavar="A.json")
    p.add_argument("b", type=Path, metavar="B.json")
    p.add_argument("--json", action="store_true", help="print a, b, deltas and reasons as JSON")
    p.add_argument("--pdf", type=Path, metavar="FILE", help="write the comparison as a PDF page (A4)")
    p.add_argument("--csv", type=Path, metavar="FILE", help="write the compared figures as CSV (UTF-8 with BOM)")
    p.add_argument("--lang", choices=("en", "zh_CN"), default="en", help="language of the summary, PDF and CSV")
    args = p.parse_args(argv)
    cat = _catalog()
    refused = []  # the two files' problems: their fields named in words, as the Compare window names them
    answers = []
    for f in (args.a, args.b):
        try:
            answers.append(read_answer(f, cat))
        except CatalogError as exc:
            refused += exc.problems
    problems = []
    try:
        for target in (args.pdf, args.csv):
            if target is not None:
                check_writable(target)
    except CatalogError as exc:
        problems += exc.problems
    if refused or problems:
        from gpu_advisor.messages import describe_answer_problem
        for problem in refused:
            print(clean_line(describe_answer_problem(problem, args.lang)), file=sys.stderr)
        return _field_problems(problems, args.lang)
    comparison = compare_answers(*answers)
    if args.pdf or args.csv:
        from gpu_advisor.gui.plan_pdf import export_comparison
        from gpu_advisor.gui.proposal_pdf import ensure_app
        ensure_app()
        try:
            written = export_comparison(comparison, cat, pdf=args.pdf, csv=args.csv, lang=args.lang)
        except CatalogError as exc:
            return _field_problems(exc.problems, args.lang)
        for path in written:
            print(wrote_line(path, args.lang), file=sys.stderr)
    return _show(args, cat, comparison, "compare_lines")


def _show(args, cat, result, lines: str) -> int:
    """Print a plan or a comparison: its JSON with --json, else its lines (text/plan_text.py ``lines``) in --lang."""
    if args.json:
        print(dump_json(result.to_dict()))
    else:
        from gpu_advisor.text import plan_text
        from gpu_advisor.messages import words_in
        with words_in(args.lang) as W:
            W.set_catalog(cat)
            _lines(getattr(plan_text, lines)(result, cat))
    return EXIT_OK
