"""The printed report of ``bench/accuracy.py`` (moved from it as it was, to keep that file under 800 lines): the
training cases, the fits, the runs checked and held out, vision, inference, serving and the goals."""

from __future__ import annotations

from types import ModuleType

from accuracy_pairs import print_pairs
from accuracy_tables import print_breakdown, print_checked, print_moe
import serving as serving_bench


def stat_row(name: str, s: dict) -> str:
    inside = f"{s['inside_range']:>8.0%}" if "inside_range" in s else f"{'-':>8s}"
    return (f"  {name:34s} {s['median_abs_error']:>9.1%} {s['worst_factor']:>8.2f}x {s['median_bias']:>8.3f}"
            f" {inside}")


def print_report(res: dict, A: ModuleType) -> None:
    """The report ``bench/accuracy.py`` prints; ``A``: that module (its goals, fitted names and statistics)."""
    tr = res["training"]
    print("training GPU-hours: published runs of shared/reference-data (bench/fit_cases.py)")
    print(f"  {'case':38s} {'GPU':>10s} {'GPUs':>5s} {'published':>10s} {'engine':>10s} {'eng/pub':>8s}"
          f" {'LOO':>10s} {'LOO/pub':>8s} {'LOO 80% range':>23s}  plan")
    for f in tr["cases"]:
        lo, hi = f["loo_range"]
        print(f"  {f['case'] + (' *' if f['disputed'] else ''):38s} {f['gpu']:>10s} {f['gpus']:>5d} {f['published']:>10.4g} {f['engine_gpu_hours']:>10.4g}"
              f" {f['engine_gpu_hours'] / f['published']:>8.3f} {f['loo']:>10.4g} {f['loo'] / f['published']:>8.3f}"
              f" {lo:>11.4g}-{hi:<11.4g} {f['plan']}")
        for a in f["assumed"]:
            print(f"  {'':38s}   assumed: {a}")
    print("  * disputed (not in the main figures, scored separately below):")
    for what, why in tr["disputed"]:
        print(f"    {what}: {why}")
    print("  left out:")
    for what, why in tr["left_out"]:
        print(f"    {what}: {why}")
    print(f"\n  {'':34s} {'median|e|':>9s} {'worst':>9s} {'bias':>8s} {'in 80%':>8s}")
    print(stat_row("engine (bundled catalog)", tr["engine"]))
    print(stat_row("model, in-sample", tr["in_sample"]))
    print(stat_row("model, leave-one-out", tr["loo"]))
    print(stat_row(f"model, leave-one-publisher-out ({tr['lopo']['runs']})", tr["lopo"]))
    print(stat_row(f"baseline {tr['baseline_fraction']:.3f} of peak, in-sample", tr["baseline_in_sample"]))
    print(stat_row("baseline, leave-one-out", tr["baseline_loo"]))
    for key, names in (("with_first_disputed", ", ".join(A.FIRST_DISPUTED)), ("with_disputed", ", ".join(c for c, _ in tr["disputed"]))):
        w = tr[key]
        print(f"  with {names} ({w['runs']} runs):")
        print(stat_row("model, in-sample", w["in_sample"]))
        print(stat_row("model, leave-one-out", w["loo"]))
        print(stat_row("baseline, in-sample", w["baseline_in_sample"]))
        print(stat_row("baseline, leave-one-out", w["baseline_loo"]))
    w = tr["with_disputed"]
    th, cur = tr["fitted"], tr["catalog"]
    print(f"  fitted on the {tr['runs']} runs: " + ", ".join(f"{k} {th[k]:.4g} (catalog {cur[k]:.4g})" for k in A.FITTED)
          + (f"; {len(A.FITTED) - 1} fitted parameters, cluster_c held at {A.C_GRID[0]:g}" if len(A.C_GRID) == 1
             else f"; {len(A.FITTED)} fitted parameters")
          + "".join(f", software_factor_{k}_llm {v:.4g} (catalog {cur['soft'].get(k, 1.0):.4g})" for k, v in th["soft"].items())
          + f", software_small_half_params_llm {th.get('small_half', 0.0):.3g} (catalog {cur.get('small_half', 0.0):.3g})"
          + (f", seq_half_tokens_llm {th['seq_half']:.3g}" if "seq_half" in th else "")
          + " (+1 work per MLPerf benchmark); with the disputed run(s): "
          + ", ".join(f"{k} {w['fitted'][k]:.4g}" for k in A.FITTED))
    if tr.get("nested"):
        nt = tr["nested"]
        print(stat_row("formula chosen per fold (nested)", nt["stats"]))
        print(f"  nested: {nt['candidates']} candidate formulas, picked per left-out run by the others' leave-one-out "
              "median: " + ", ".join(f"{k} x{v}" for k, v in nt["picks"].items()))
    lo, hi = tr["range_factors"]
    print(f"  80% range from the leave-one-publisher-out errors (written by --write-fit): x{lo:.3f} .. x{hi:.3f} of the estimate; "
          f"largest calibrated cluster {tr['max_gpus']} GPUs")
    print_heldout(tr, A)
    print_pairs(tr.get("pairs"))
    vf = tr["vision_fit"]
    print(f"\nvision GPU-to-GPU speed: MLPerf ResNet-50 on 8 GPUs, minutes (work fitted); roofline share fitted "
          f"{vf['alpha']:.3f} (catalog {vf['catalog']:.3f})")
    for r in vf["rows"]:
        print(f"  {r['gpu']:12s} {r['minutes']:>8.2f} min ({r['n']} submissions)  in-sample {r['in_sample'] / r['minutes']:.3f}"
              f"  leave-one-out {r['loo'] / r['minutes']:.3f}")
    print("\nvision samples/s (throughput.csv): each 8-GPU measurement predicted without it")
    for v in res["vision"]:
        print(f"  {v['case']:50s} {v['estimate']:>10.4g} {v['published']:>10.4g} {v['ratio']:>8.3f}")
    print("\ninference output tokens/s (published-runs-calibration.csv part B)")
    for c in res["inference"]:
        print(f"  {c['case']:50s} {c['estimate']:>10.4g} {c['published']:>10.4g} {c['ratio']:>8.3f}  {c['plan']}")
    print()
    serving_bench.print_report(res["serving"])  # (bench/serving.py: its own goals, printed on its last line)
    print(f"\ngoals (leave-one-out: median <= {A.GOAL_MEDIAN:.0%}, worst <= {A.GOAL_WORST}x, bias within "
          f"+-{A.GOAL_BIAS:.0%}, >= {A.GOAL_INSIDE:.0%} inside the 80% range; inference within +-{A.GOAL_INFERENCE:.0%}): "
          f"{'met' if res['goals_met'] else 'NOT met'}")
    ho = [f for f in tr["heldout"] if not f["sets"]]
    if not ho:
        print("  held-out runs not estimated (--calibration-only)")
    else:
        st = A.stats_of([f["engine_gpu_hours"] for f in ho], [f["published"] for f in ho], [f["engine_range"] for f in ho])
        ok28 = (st["median_abs_error"] <= A.GOAL28_MEDIAN and st["worst_factor"] <= A.GOAL28_WORST
                and st["inside_range"] >= A.GOAL28_INSIDE)
        print(f"  issue 28 on the {len(ho)} held-out runs (median <= {A.GOAL28_MEDIAN:.0%}, worst <= {A.GOAL28_WORST}x, >= "
              f"{A.GOAL28_INSIDE:.0%} inside the 80% range): {'met' if ok28 else 'NOT met'} (median "
              f"{st['median_abs_error']:.1%}, worst {st['worst_factor']:.2f}x, inside {st['inside_range']:.0%})")
        b = ho + list(tr.get("unseen") or [])
        st = A.stats_of([f["engine_gpu_hours"] for f in b], [f["published"] for f in b], [f["engine_range"] for f in b])
        ok28 = st["median_abs_error"] <= A.GOAL28_MEDIAN and st["worst_factor"] <= A.GOAL28_WORST and st["inside_range"] >= A.GOAL28_INSIDE  # noqa: E501
        print(f"  issue 28 on the {len(b)} runs no fit has seen (held out and UNSEEN together): {'met' if ok28 else 'NOT met'} (median {st['median_abs_error']:.1%}, worst {st['worst_factor']:.2f}x, inside {st['inside_range']:.0%})")  # noqa: E501
    w = tr["with_first_disputed"]["loo"]
    ok = (w["median_abs_error"] <= A.GOAL_MEDIAN and w["worst_factor"] <= A.GOAL_WORST
          and abs(w["median_bias"] - 1) <= A.GOAL_BIAS and w["inside_range"] >= A.GOAL_INSIDE)
    print(f"  with the Llama 3.1 card rows scored in ({', '.join(A.FIRST_DISPUTED)}): {'met' if ok else 'NOT met'} "
          f"(median {w['median_abs_error']:.1%}, worst {w['worst_factor']:.2f}x)")


def print_heldout(tr: dict, A: ModuleType) -> None:
    print_checked(tr.get("checked"), "runs checked, not fitted (bench/fit_cases.py CHECKED: V100 on two stacks one class "
                  "factor cannot hold)", A.stats_of, stat_row)
    print_checked(tr.get("unseen"), "dense pre-training runs no fit has seen (bench/fit_cases.py UNSEEN; scored once, "
                  "nothing changed after)", A.stats_of, stat_row)
    print_moe(tr.get("moe"))
    print_checked(tr.get("nemo"), "NVIDIA NeMo 25.11 on B200 and H100, checked, not fitted (bench/fit_cases.py NEMO_CHECKED)",
                  A.stats_of, stat_row)
    ho = tr["heldout"]
    if not ho:
        print_breakdown(tr, [])
        return
    print("\nheld-out runs (bench/fit_cases.py HELD_OUT + MLPerf BERT): the engine with the catalog, nothing fitted to them")
    print(f"  {'case':40s} {'GPU':>10s} {'GPUs':>5s} {'published':>10s} {'engine':>10s} {'eng/pub':>8s} {'80% range':>23s}")
    for f in ho:
        lo, hi = f["engine_range"]
        print(f"  {f['case']:40s} {f['gpu']:>10s} {f['gpus']:>5d} {f['published']:>10.4g} {f['engine_gpu_hours']:>10.4g}"
              f" {f['ratio']:>8.3f} {lo:>11.4g}-{hi:<11.4g}{'' if f['inside'] else ' OUTSIDE'}"
              + (f"  (sets {f['sets']}: not counted)" if f["sets"] else ""))
        for a in f["assumed"]:
            print(f"  {'':40s}   assumed: {a}")
    ho = [f for f in ho if not f["sets"]]
    rows = [f["ratio"] for f in ho]
    st = A.stats_of([f["engine_gpu_hours"] for f in ho], [f["published"] for f in ho], [f["engine_range"] for f in ho])
    print(stat_row(f"engine on the {len(rows)} held-out runs", st))
    print_breakdown(tr, ho)
