"""The READMEs of the launch files (English and Chinese): the words of ``resources/launch/words.json`` and the
provider's name in each language, put into the values the README templates take."""

from __future__ import annotations

import json
import re
from typing import Any

from ..catalog import Catalog
from .launch_base import figure, LaunchFile, LaunchPlan, README_LANGS, template
from .launch_format import fill_template


def words(lang: str) -> dict:
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
    w = words(lang)

    def noun(word: str, n: Any) -> str:  # "1 node", "2 nodes" (the README read "1 node(s)", "1 copies")
        forms = w.get("nouns", {}).get(word, [word, word])
        return forms[0] if n == 1 else forms[1]
    def count(n: str, what: str) -> str:  # "13,083 tokens"; "13,083 个 token", "256 个图像"
        return w["count"].format(n, (" " if what.isascii() and lang != "en" else "") + what)
    unit = w["unit"].get(plan.global_batch_unit, plan.global_batch_unit)
    rate_unit = w["unit"]["tokens"] if plan.global_batch_unit == "sequences" else unit
    work = (values["step_tokens_text"], rate_unit) if plan.global_batch_unit == "sequences" else (
        figure(plan.global_batch), unit)
    # a market code of the catalog's (cn-mainland: a list price for all of mainland China) is no console's region:
    # its name, and the engineer picks a region there ("地域 cn-mainland" sent them looking for one)
    market = w["market"].get(plan.region)
    return {**values, "provider": _provider_name(cat, plan.provider, lang), "region": market or plan.region,
            "region_console": w["console_market"].format(market) if market else
            w["console_region"].format(plan.region),
            "billing": w["billing"].get(plan.billing, plan.billing),
            "global_batch_unit": unit, "step_rate_unit": rate_unit,
            "step_work_text": count(*work), "step_rate_count": count(values["step_rate_text"], rate_unit),
            "batch_from_text": w["batch_from"]["job" if plan.global_batch_given else "default"],
            "interval_for_text": w["interval_for"].get(plan.checkpoint_interval_for, ""),
            "nodes_noun": noun("node", plan.nodes), "servers_noun": noun("server", plan.nodes),
            "replicas_noun": noun("replica", plan.nodes), "copies_noun": noun("copy", plan.copies_running),
            "gpus_noun": noun("gpu", plan.gpu_count), "gpus_per_node_noun": noun("gpu", plan.gpus_per_node)}


def readme_files(plan: LaunchPlan, values: dict, flags: dict[str, bool], cat: Catalog | None) -> list[LaunchFile]:
    """``README.md`` and ``README.zh-CN.md`` of the bundle, from the values and flags of its other files."""
    files: list[LaunchFile] = []
    for lang, name in README_LANGS:
        lv = lang_values(values, plan, cat, lang)
        text = fill_template(template(f"README.{lang}.md"), lv, flags, "md")
        if lang == "zh_CN":
            text = close_cjk_name(text, str(lv.get("provider") or ""))
        files.append(LaunchFile(name, re.sub(r"\n{3,}", "\n\n", text)))
    return files


def close_cjk_name(text: str, name: str) -> str:
    """A Chinese provider name set in Chinese text without the spaces the template keeps for a Latin one ("不支持
    腾讯云，" read "不支持 腾讯云，"; "SkyPilot 不支持 Nebius" keeps them)."""
    cjk = "\u4e00-\u9fff"
    if not name or not re.fullmatch(f"[{cjk}]+", name):
        return text
    text = re.sub(f"(?<=[{cjk}]) ({re.escape(name)})", r"\1", text)
    return re.sub(f"({re.escape(name)}) (?=[{cjk}])", r"\1", text)

