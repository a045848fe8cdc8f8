"""The app's own explanations in the catalog's source cells read in the language shown (issue 28): a Chinese
proposal's assumptions sheet said "本应用推算 (least-absolute-deviation fit on the published training runs of …)" on 21
rows; each app-own locator of the bundled catalog is now marked for translation, a cited source keeps its words."""

from __future__ import annotations

from gpu_advisor import text as W
from gpu_advisor.core.catalog import cite_any
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.text.assumed import source_text
from gpu_advisor.text.catalog_locators import LOCATORS, locator_text


def _own_locators(cat) -> set[str]:
    out = set()
    for t in cat.tables.values():
        if "source" not in getattr(t, "columns", ()):
            continue
        for cell in t["source"].dropna().astype(str).unique():
            for c in cite_any(cat, cell):
                if c.known and c.kind in ("setting", "assumption", "derivation") and c.locator:
                    out.add(c.locator.strip("()"))
    return out


def test_every_app_own_locator_of_the_bundled_catalog_is_marked_for_translation():
    own = _own_locators(load_bundled())
    assert own and not own - LOCATORS, sorted(own - LOCATORS)  # a new catalog row's reasoning needs its words


def test_a_derivation_reads_in_chinese_and_a_cited_source_keeps_its_own_words():
    cat = load_bundled()
    d = cat["defaults"]
    cell = str(d.loc[d["name"] == "decoder_speed_factor_volta", "source"].iat[0])
    with W.using_language("zh_CN"):
        zh = source_text(cat, cell)
    with W.using_language("en"):
        en = source_text(cat, cell)
    assert zh.startswith("本应用推算（bench/fit_cases.py 的核对记录") and "least-" not in zh and "engine /" not in zh
    assert "Megatron-LM: Training Multi-Billion Parameter" in zh  # the paper's title, as published
    assert en.startswith("derived by this app (bench/fit_cases.py CHECKED and SantaCoder: engine / published")
    # a locator the user typed into their own catalog is shown as typed, in either language
    with W.using_language("zh_CN"):
        assert locator_text("our own cluster's measurement") == "our own cluster's measurement"


def test_gpus_without_a_price_are_said_in_both_languages():
    from gpu_advisor.core.scenario.spec import parse_scenario
    from gpu_advisor.core.select.recommendation import recommend
    cat = load_bundled()
    rec = recommend(cat, parse_scenario({"task": "train", "model": {"params": "1.3B"}, "data": {"tokens": 2e10},
                                         "preferences": {"gpus": ["A800-80GB", "H800"]}}, cat))
    note = next(n for n in rec.warnings if n.code == "chosen_gpus_unpriced")
    saved = W.current_catalog()
    W.set_catalog(cat)
    try:
        with W.using_language("en"):
            en = W.describe_note(note)
        with W.using_language("zh_CN"):
            zh = W.describe_note(note)
    finally:
        W.set_catalog(saved)
    assert "A800-80GB (5 server types on Alibaba Cloud, none with a public price)" in en
    assert "H800 (no server type in the catalog)" in en and "Catalog ▸ Edit catalog" in en
    assert "A800-80GB（阿里云上有 5 种服务器，均无公开价格）" in zh and "编辑价格目录" in zh


def test_the_source_articles_read_in_chinese_in_a_chinese_window():
    """A Chinese window showed '云服务器选型指南：… (cloud servers for AI training and inference: sizing in practice)
    (7B is its typical case: LoRA 7B, 7B inference)': the English gloss of a Chinese title and this app's English
    notes on the article. Now the Chinese title alone and the notes in Chinese; an English window keeps both."""
    cat = load_bundled()
    with W.using_language("zh_CN"):
        zh = source_text(cat, "seed-001 (7B is its typical case: LoRA 7B, 7B inference)")
    assert zh == "云服务器选型指南：AI训练与推理场景的算力资源配置实战（7B 是文中的典型规模：LoRA 7B、7B 推理）"
    with W.using_language("en"):
        en = source_text(cat, "seed-001 (7B is its typical case: LoRA 7B, 7B inference)")
    assert "(cloud servers for AI training and inference: sizing in practice)" in en and "typical case" in en
    seeds = set()
    for t in cat.tables.values():
        if "source" in getattr(t, "columns", ()):
            for cell in t["source"].dropna().astype(str).unique():
                seeds |= {c.locator for c in cite_any(cat, cell) if c.source_id.startswith("seed-") and c.locator}
    english = {s for s in seeds if any(ch.isascii() and ch.isalpha() for ch in s)}  # (not "§2.2", "选型决策树 1")
    assert english and not english - LOCATORS, sorted(english - LOCATORS)


def test_the_exchange_rate_tables_source_reads_in_chinese():
    """Every answer's Assumptions tab (row 3) named it 'China Foreign Exchange Trade System (CFETS) / SAFE central
    parity, …' in a Chinese window."""
    cat = load_bundled()
    with W.using_language("zh_CN"):
        zh = source_text(cat, "china-foreign-exchange-trade-system-cfet")
    assert zh.startswith("中国外汇交易中心") and "Trade System" not in zh
    with W.using_language("en"):
        assert source_text(cat, "china-foreign-exchange-trade-system-cfet").startswith("China Foreign Exchange")
