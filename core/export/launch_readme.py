"""The READMEs of the launch files (English and Chinese): the words of ``resources/launch/words.json`` and the
provider's name in each language, put into the values the README templates take.

A duration, an amount and a source are written as the app writes them (the card's "12 minutes" and "¥882.33", the
Assumptions tab's citation) by a :class:`ReadmeWords` the caller passes: the text package's ``LaunchWords`` (Qt's
translations, which the engine does not load). Without one (the engine alone, its tests) they are written plainly,
as the files' header comments write them ("0.2 h", "882.33 CNY", the catalog's source cell).
"""

from __future__ import annotations

import json
import re
from typing import Any, Protocol

from ..catalog import Catalog
from .launch_base import amount, copy_groups, figure, LaunchFile, LaunchPlan, README_LANGS, template
from .launch_format import fill_template, md_text, RawText


class ReadmeWords(Protocol):
    """How a README writes a duration, an amount, a catalog source cell and a catalog product name ("Premium SSD
    (P-series)": "高级 SSD（P 系列）" as the app names it) in ``lang`` ('en' or 'zh_CN')."""

    def duration(self, hours: float | None, lang: str) -> str: ...

    def money(self, amount: float | None, currency: str, lang: str) -> str: ...

    def source(self, cell: str, lang: str) -> str: ...

    def product(self, name: str, lang: str) -> str: ...


def readme_words(lang: str) -> dict:
    """The READMEs' words in ``lang`` (``resources/launch/words.json``)."""
    return json.loads(template("words.json"))[lang]


def _provider_name(cat: Catalog | None, provider: str, lang: str) -> str:
    if cat is None:
        return provider
    p = cat["providers"]
    col = "name_zh" if lang.startswith("zh") else "name_en"
    hit = p.loc[p["provider"] == provider, col]
    return str(hit.iloc[0]) if len(hit) and str(hit.iloc[0]).strip() else provider


def lang_values(values: dict, plan: LaunchPlan, cat: Catalog | None, lang: str) -> dict:
    """``values`` with the words of ``lang``: the provider's name, the region, billing, units and nouns."""
    w = readme_words(lang)

    def noun(word: str, n: Any) -> str:  # "1 node", "2 nodes" (the README read "1 node(s)", "1 copies")
        forms = w.get("nouns", {}).get(word, [word, word])
        return forms[0] if n == 1 else forms[1]
    def count(n: str, key: str) -> str:  # "13,083 tokens"; "13,083 个 token", "256 张图像" (a unit's measure word)
        what = w["unit"].get(key, key)
        return w["count"].format(n, (" " if what.isascii() and lang != "en" else "") + what,
                                 w.get("measure", {}).get(key, w.get("measure", {}).get("", "")))
    unit = w["unit"].get(plan.global_batch_unit, plan.global_batch_unit)
    rate_key = "tokens" if plan.global_batch_unit == "sequences" else plan.global_batch_unit
    rate_unit = w["unit"].get(rate_key, rate_key)
    work = (values["step_tokens_text"], rate_key) if plan.global_batch_unit == "sequences" else (
        figure(plan.global_batch), plan.global_batch_unit)
    # a market code of the catalog's (cn-mainland: a list price for all of mainland China) is no console's region:
    # its name, and the engineer picks a region there ("地域 cn-mainland" sent them looking for one)
    market = w["market"].get(plan.region)
    return {**values, "provider": _provider_name(cat, plan.provider, lang), "region": market or plan.region,
            "region_console": w["console_market"].format(market) if market else
            w["console_region"].format(plan.region),
            "billing": w["billing"].get(plan.billing, plan.billing),
            "global_batch_unit": unit, "step_rate_unit": rate_unit,
            "step_work_text": count(*work), "step_rate_count": count(values["step_rate_text"], rate_key),
            "global_batch_count": count(values["global_batch_text"], plan.global_batch_unit),
            "batch_from_text": w["batch_from"]["job" if plan.global_batch_given else "default"],
            "interval_for_text": w["interval_for"].get(plan.checkpoint_interval_for, ""),
            "nodes_noun": noun("node", plan.nodes), "servers_noun": noun("server", plan.nodes),
            "replicas_noun": noun("replica", plan.nodes // max(1, plan.servers_per_copy)), "copies_noun": noun("copy", plan.copies_running),
            "gpus_noun": noun("gpu", plan.gpu_count), "gpus_per_node_noun": noun("gpu", plan.gpus_per_node),
            "accumulation_noun": noun("accumulation_step", plan.grad_accum),
            **_copy_words(plan, lang), **_fabric_words(plan, cat, lang)}


def _fabric_words(plan: LaunchPlan, cat: Catalog | None, lang: str) -> dict[str, str]:
    """The fast network between the servers in ``lang``: its name, NCCL's name for it ("IB"; "" none known), and how
    to start the servers with it where SkyPilot cannot (the provider's and fabric's words, else the general ones)."""
    w = readme_words(lang)
    f = plan.fabric
    setup = w["fabric_setup"].get(f"{plan.provider}:{f}") or w["fabric_setup"][""].format(
        _provider_name(cat, plan.provider, lang))
    return {"fabric_name": w["fabric_names"].get(f, f), "fabric_nccl": w["fabric_nccl"].get(f, ""),
            "fabric_setup_words": setup}


def _copy_words(plan: LaunchPlan, lang: str) -> dict[str, str]:
    """Which servers each copy of a service takes, and the copies' first servers (the heads a load balancer
    uses), in ``lang``: "servers 1–2, 3–4 and 5–6", "第 1–2 台、第 3–4 台和第 5–6 台" ("" when a copy fits on one
    server)."""
    groups = copy_groups(plan)
    if not groups:
        return {"copy_groups_words": "", "copy_heads_words": ""}
    if lang.startswith("zh"):
        return {"copy_groups_words": words_list([f"第 {a}–{b} 台" for a, b in groups], lang).replace(" 和 ", "和"),
                "copy_heads_words": "第 " + words_list([str(a) for a, _ in groups], lang) + " 台"}
    return {"copy_groups_words": "servers " + words_list([f"{a}–{b}" for a, b in groups], lang),
            "copy_heads_words": ("server " if len(groups) == 1 else "servers ")
            + words_list([str(a) for a, _ in groups], lang)}


def _figures(plan: LaunchPlan, words: ReadmeWords | None, lang: str) -> dict[str, str]:
    """The README's durations, amounts and sources in the app's words (``words``), else plainly."""
    w = readme_words(lang)
    if words is None:
        def duration(h: float | None, digits: int) -> str:
            return w["hours"].format(figure(h, digits))

        def cost(x: float | None) -> str:
            return f"{amount(x)} {plan.currency}"

        def source(cell: str) -> str:
            return cell

        def product(name: str) -> str:
            return name
    else:
        def duration(h: float | None, digits: int) -> str:
            return words.duration(h, lang)

        def cost(x: float | None) -> str:
            return words.money(x, plan.currency, lang)

        def source(cell: str) -> str:
            return words.source(cell, lang) if cell else ""

        def product(name: str) -> str:
            return words.product(name, lang)
    cites = source(plan.global_batch_cites)
    return {"wall_hours_words": duration(plan.wall_hours, 1), "total_cost_words": cost(plan.total_cost),
            "resize_hours_words": duration(plan.resize_hours, 1) if plan.resize_hours else "-",
            "monthly_cost_words": cost(plan.monthly_cost),
            "checkpoint_interval_words": duration(plan.checkpoint_interval_h, 2),
            "global_batch_cites_words": cites, "global_batch_cites_tail": w["cites_tail"].format(cites) if cites else "",
            "micro_batch_source_words": source(plan.micro_batch_source),
            "optimizer_source_words": source(plan.optimizer_source),
            "lr_cap_source_words": source(plan.lr_cap_source),
            "torch_index_source_words": source(plan.torch_index_source),
            # the cloud disk named as the app names it in this language, its tier as the cloud writes it ("P10")
            "data_disk_product_text": " ".join(x for x in (product(plan.data_disk_product) if plan.data_disk_product
                                                            else "", plan.data_disk_tier) if x) or "-",
            # the product of the one disk a SkyPilot node gets: the data disk's, else the system disk's
            "sky_product_text": product(plan.data_disk_product or plan.system_disk_product) or "-"}


def model_name(cat: Catalog | None, preset: str) -> str:
    """A preset's name (models.csv ``display_name``), else its id."""
    if cat is None or not preset:
        return preset
    m = cat["models"]
    hit = m.loc[m["preset_id"] == preset, "display_name"]
    return str(hit.iloc[0]) if len(hit) and str(hit.iloc[0]).strip() else preset


def _mha_rows(plan: LaunchPlan, cat: Catalog | None, lang: str) -> str:
    """One README list line per multi-head preset of the borrowed shape, with the flags its own estimate gives."""
    rows = []
    for t in plan.mha_twins:
        v = {"twin_name": model_name(cat, t.preset), "twin_kv_tokens_text": figure(t.kv_cache_tokens),
             "twin_max_num_seqs": t.max_num_seqs, "twin_max_model_len": t.max_model_len or "-", "twin_tp": t.tp}
        rows.append(fill_template(template(f"README.mha.{lang}.md"), v, {"twin_tp": t.tp != plan.tp}, "md"))
    return "".join(rows).rstrip("\n")


# SkyPilot's disk types that are a product the app names in words (text/names.py): the README names them through
# ``ReadmeWords.product`` as the card does ("Hyperdisk 平衡型", "高级 SSD（P 系列）"), the others by words.json.
DISK_TYPE_PRODUCTS: dict[str, str] = {"hyperdisk-balanced": "Hyperdisk Balanced",
                                      "Premium_LRS": "Premium SSD (P-series)", "Standard_LRS": "Standard HDD"}


def _disks_paragraph(plan: LaunchPlan, lv: dict, flags: dict[str, bool], lang: str,
                     words: ReadmeWords | None = None) -> str:
    """The README's paragraph on the one disk a SkyPilot node gets against the disks the price counts (its size,
    ``disk_tier``, the disk that makes and its rate): ``README.disks.<lang>.md``."""
    w = readme_words(lang)
    tier = plan.skypilot_disk_size_tier
    kind = plan.skypilot_disk_type
    said = words.product(DISK_TYPE_PRODUCTS[kind], lang) if words is not None and kind in DISK_TYPE_PRODUCTS \
        else w["disk_types"].get(kind, kind)
    v = {**lv, "skypilot_disk_type_words": said,
         "disk_holds": w["disk_holds"][plan.kind],
         "skypilot_size_tier_text": RawText(w["size_tier"].format(md_text(tier)) if tier else "")}
    return fill_template(template(f"README.disks.{lang}.md"), v, flags, "md").rstrip("\n")


def readme_files(plan: LaunchPlan, values: dict, flags: dict[str, bool], cat: Catalog | None,
                 words: ReadmeWords | None = None) -> list[LaunchFile]:
    """``README.md`` and ``README.zh-CN.md`` of the bundle, from the values and flags of its other files; ``words``
    writes their durations, amounts and sources as the app does (else plainly)."""
    files: list[LaunchFile] = []
    for lang, name in README_LANGS:
        lv = {**lang_values(values, plan, cat, lang), **_figures(plan, words, lang),
              "kv_layout_model": model_name(cat, plan.kv_layout_preset), "model_title": model_name(cat, plan.model),
              "mha_names": words_list([model_name(cat, t.preset) for t in plan.mha_twins], lang),
              "mha_rows": RawText(_mha_rows(plan, cat, lang))}
        lv["disks_paragraph"] = RawText(_disks_paragraph(plan, lv, flags, lang, words))
        text = fill_template(template(f"README.{lang}.md"), lv, flags, "md")
        if lang == "zh_CN":
            text = close_cjk_name(text, str(lv.get("provider") or ""))
            # a name that ends in a full-width bracket ("RoCE（…）") needs no space before the Chinese after it
            text = re.sub(r"(?<=）) (?=[\u4e00-\u9fff])", "", text)
            # nor between two Chinese characters (a template's space beside a name in Latin letters, around one that
            # ends in Chinese: "Hyperdisk 平衡型 的价格")
            text = re.sub(r"(?<=[\u4e00-\u9fff]) (?=[\u4e00-\u9fff])", "", text)
            # an address ends at a space: a Chinese mark right after it ("…/1706.02677）。") would be read as part of it
            # (one in a code span ends at its backtick: "`…/whl/cu126`）" needs none)
            text = re.sub(r"(https?://[\x21-\x5f\x61-\x7e]+?)(?=[^\x00-\x7f])", r"\1 ", text)
        files.append(LaunchFile(name, re.sub(r"\n{3,}", "\n\n", text)))
    return files


def words_list(names: list[str], lang: str) -> str:
    """Names as a list in ``lang`` ("A and B", "A、B")."""
    w = readme_words(lang)
    if len(names) < 2:
        return "".join(names)
    return w["list_sep"].join(names[:-1]) + w["list_last"] + names[-1]


def close_cjk_name(text: str, name: str) -> str:
    """A Chinese provider name set in Chinese text without the spaces the template keeps for a Latin one ("不支持
    腾讯云，" read "不支持 腾讯云，"; "SkyPilot 不支持 Nebius" keeps them)."""
    cjk = "\u4e00-\u9fff"
    if not name or not re.fullmatch(f"[{cjk}]+", name):
        return text
    text = re.sub(f"(?<=[{cjk}]) ({re.escape(name)})", r"\1", text)
    return re.sub(f"({re.escape(name)}) (?=[{cjk}])", r"\1", text)

