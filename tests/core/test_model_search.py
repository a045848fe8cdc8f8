"""The model search finds a known model the way people type it: word by word, sizes in any spelling, the
catalog's other names and words of use (model_words.csv), closest first; nothing found offers the nearest. (It
once matched the typed text as one piece inside the name: "7b chat", "qwen 7b", "通义千问 7B" found nothing.)"""

from __future__ import annotations

import pytest

from gpu_advisor.core.catalog import model_search as ms
from gpu_advisor.core.catalog.load import load_bundled


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


def _ids(cat, text, allowed=None):
    return [h.preset_id for h in ms.search(cat, text, allowed)]


@pytest.mark.parametrize("text, first", [
    ("qwen 7b", "qwen2.5-7b"), ("Qwen 7 B", "qwen2.5-7b"), ("qwen 7e9", "qwen2.5-7b"), ("QWEN2.5-7B", "qwen2.5-7b"),
    ("通义千问 7B", "qwen2.5-7b"), ("通义千问7B", "qwen2.5-7b"), ("千问 70亿参数", "qwen2.5-7b"),
    ("llama 8b instruct", "llama-3.1-8b"), ("llama3 8b chat", "llama-3-8b"), ("deepseek 7b", "qwen2.5-7b"),
    ("mixtral", "mixtral-8x7b"), ("glm 9b", "glm-4-9b"), ("30b", "qwen3-30b-a3b"),
])
def test_what_people_type_finds_the_model(cat, text, first):
    assert _ids(cat, text)[0] == first


def test_a_size_and_a_word_of_use_find_every_language_model_of_that_size_first(cat):
    for text in ("7b chat", "7B 对话", "7 b instruct"):
        ids = _ids(cat, text)
        exact = {"llama-2-7b", "mistral-7b", "baichuan2-7b", "qwen2.5-7b"}
        assert set(ids[:4]) == exact, text
        near = ids[4:]
        assert {"chatglm3-6b", "llama-3-8b", "llama-3.1-8b", "glm-4-9b"} <= set(near)  # within 1.5x (defaults.csv)
        assert "llama-2-13b" not in ids and "resnet-50" not in ids and "mixtral-8x7b" not in ids
        assert near.index("chatglm3-6b") < near.index("glm-4-9b")  # nearest size first


def test_every_size_spelling_is_the_same_size(cat):
    assert ms.size_of("7b") == ms.size_of("7B") == ms.size_of("7e9") == ms.size_of("70亿") == 7e9
    assert ms.words_of("7 b chat") == ["7b", "chat"] and ms.words_of("通义千问7B") == ["通义千问", "7b"]
    assert ms.size_of("8x7b") is None and ms.size_of("a3b") is None


def test_another_name_says_which_and_every_word_must_match(cat):
    hit = ms.search(cat, "deepseek 7b")[0]
    assert (hit.preset_id, hit.alias) == ("qwen2.5-7b", "DeepSeek-R1-Distill-Qwen-7B")
    assert ms.search(cat, "qwen 7b")[0].alias == ""
    assert _ids(cat, "llama 7b resnet") == []
    assert _ids(cat, "qwen 7b", allowed=["llama-2-7b"]) == []  # only the models of the kind of work listed


def test_the_words_are_the_catalogs_rows(cat):
    words = cat["model_words"]
    assert {"source", "as_of"} <= set(words.columns) and (words["source"].astype(str) != "").all()
    assert _ids(cat, "通义千问 7B")[0] == "qwen2.5-7b"
    bare = cat.with_table("model_words", words.iloc[0:0])
    assert _ids(bare, "通义千问 7B") == [] and _ids(bare, "7b chat") == ["chatglm3-6b"]  # (its own name)
    assert _ids(bare, "qwen 7b") == ["qwen2.5-7b", "qwen3-8b"]  # the model's own name needs no row (then the 8B, near)
    d = cat["defaults"]
    wide = cat.with_table("defaults", d.assign(value=d["value"].where(d["name"] != "model_search_size_ratio", 2.0)))
    assert "llama-2-13b" in _ids(wide, "7b chat") and "llama-2-13b" not in _ids(cat, "7b chat")


def test_nothing_found_offers_the_nearest(cat):
    assert _ids(cat, "olmo 7b") == []  # no OLMo in the catalog
    near = ms.nearest(cat, "olmo 7b")
    assert len(near) == 3 and all(n in {"llama-2-7b", "mistral-7b", "baichuan2-7b", "qwen2.5-7b"} for n in near)
    assert ms.nearest(cat, "lama 3 8b")[:1] == ["llama-3-8b"]  # a slip of spelling: near_names's closest
    assert set(ms.nearest(cat, "resnet 7b", allowed=["resnet-50", "yolov8n"])) <= {"resnet-50", "yolov8n"}


def test_every_kind_of_model_is_found_by_what_it_does_in_both_languages(cat):
    """The kinds of models.csv answer words of what they do (model_words.csv rows of means ``kind``), in English
    and Chinese: "检测" and "object detection" list the detectors, and no other model."""
    m = cat["models"]
    of_kind = {k: {str(p) for p, kk in zip(m["preset_id"], m["kind"]) if kk == k} for k in set(m["kind"].astype(str))}
    said = {"detection": ("detector", "object detection", "检测", "目标检测", "物体检测"),
            "vision": ("image classification", "classifier", "图像分类", "分类"),
            "llm": ("language model", "LLM", "语言模型", "大语言模型"),
            "nlp-encoder": ("text encoder", "text classification", "文本分类", "编码器"),
            "diffusion": ("image generation", "图像生成", "文生图")}
    assert set(said) == set(of_kind)  # every kind the catalog has
    for kind, texts in said.items():
        for text in texts:
            assert set(_ids(cat, text)) == of_kind[kind], text
    words = cat["model_words"]
    kinds = set(words.loc[words["means"] == "kind", "target"].astype(str))
    assert kinds == set(of_kind)
    assert {"yolov8n", "yolov5n"} <= set(_ids(cat, "yolo")) and _ids(cat, "检测 yolov8m") == ["yolov8m"]


YOLOV5_DEFAULT = {"word": "YOLOv5", "means": "preset", "target": "yolov5s",
                  "source": "ultralytics-yolov5 (train.py, val.py, detect.py: --weights default yolov5s.pt)",
                  "as_of": "2026-08", "notes": "YOLOv5 without a size is YOLOv5s, its scripts' default model"}


def _with_word(cat, row):
    import pandas as pd
    words = cat["model_words"]
    if ((words["word"] == row["word"]) & (words["target"] == row["target"])).any():
        return cat
    return cat.with_table("model_words", pd.concat([words, pd.DataFrame([row])], ignore_index=True))


def test_a_family_named_alone_takes_its_default_model(cat):
    """Walk 22: "YOLOv5" typed (and Enter) took YOLOv5n, the family's smallest, where YOLOv5's own scripts default to
    YOLOv5s. A model's own name, id or other name (model_words.csv) said whole comes before its family's name: the
    catalog's row naming YOLOv5s "YOLOv5" decides it; without one, smallest first as before."""
    with_default = _with_word(cat, YOLOV5_DEFAULT)
    ids = _ids(with_default, "YOLOv5")
    assert ids[0] == "yolov5s" and set(ids) == {"yolov5n", "yolov5s", "yolov5m", "yolov5l", "yolov5x"}
    assert _ids(with_default, "yolov5")[0] == "yolov5s" and _ids(with_default, "YOLOv5n")[0] == "yolov5n"
    assert _ids(with_default, "yolov5 m")[0] == "yolov5m"  # (a size letter typed apart still finds its model)
    assert _ids(with_default, "YOLOv8")[0] == "yolov8n"  # no default named: the smallest, as before


@pytest.mark.parametrize("text", ["llama 70b", "70b", "Llama 70B"])
def test_among_models_of_the_size_typed_the_newest_release_comes_first(cat, text):
    """Walk 24: "llama 70b" + Enter took Llama 2 70B (2023, 4k context) before Llama 3 and 3.1 70B (2024): the
    smaller of equal matches came first. Of the size typed, the newest release (models.csv as_of) comes first."""
    ids = _ids(cat, text)
    assert ids[0] in ("llama-3-70b", "llama-3.1-70b"), ids
    assert ids.index("llama-2-70b") > max(ids.index("llama-3-70b"), ids.index("llama-3.1-70b")), ids
    dates = dict(zip(cat["models"]["preset_id"].astype(str), cat["models"]["as_of"].astype(str)))
    exact = [i for i in ids if i.startswith("llama-")]
    assert [dates[i][:4] for i in exact] == sorted((dates[i][:4] for i in exact), reverse=True)


def test_without_a_size_a_familys_sizes_stay_smallest_first(cat):
    ids = _ids(cat, "qwen")
    params = dict(zip(cat["models"]["preset_id"].astype(str), cat["models"]["params_total"]))
    assert [params[i] for i in ids] == sorted(params[i] for i in ids)



def test_llama_releases_by_month_newest_first(cat):
    """Llama 3 (April 2024) and Llama 3.1 (July 2024) were both dated "2024" (minor25): the search could not tell the
    newer one and listed Llama 3 8B first for "llama 8b". models.csv dates each by the month its model card gives."""
    dates = dict(zip(cat["models"]["preset_id"], cat["models"]["as_of"].astype(str)))
    assert (dates["llama-3-8b"], dates["llama-3.1-8b"], dates["llama-3.2-1b"], dates["llama-2-7b"]) == \
        ("2024-04", "2024-07", "2024-09", "2023-07")
    assert _ids(cat, "llama 8b")[:2] == ["llama-3.1-8b", "llama-3-8b"]
    assert _ids(cat, "llama 70b")[:3] == ["llama-3.1-70b", "llama-3-70b", "llama-2-70b"]
    # a word typed whole in one name and only inside the other ("llama3", Llama 3.1's "llama31"): the whole one
    assert _ids(cat, "llama3 8b")[:1] == ["llama-3-8b"] and _ids(cat, "llama 3 8b")[:1] == ["llama-3-8b"]
