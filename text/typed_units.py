"""The units a person may write after an amount of data ("50 GB", "2B tokens", "3,000 问答对"): each word, in either
language whatever the interface's, and the data unit it is in (the wizard's "Measured in" codes: ``dataset_gb``,
``tokens``, ``samples``, ``items:<kind>``) with the factor into that unit ("500 MB" is 0.5 GB). The app's GB are
10^9 bytes, as its catalog's and the scenario file's; a GiB is 2^30. Read only: the words shown are the wizard's."""

from __future__ import annotations

import re

_GB = "dataset_gb"
_WORDS: dict[str, tuple[str, float]] = {
    **{w: (_GB, 1.0) for w in ("gb", "g", "gigabyte", "gigabytes", "吉字节", "gb 训练数据", "gb of training data",
                               "gb of data")},
    "gib": (_GB, 2 ** 30 / 1e9), "tb": (_GB, 1e3), "terabyte": (_GB, 1e3), "terabytes": (_GB, 1e3),
    "tib": (_GB, 2 ** 40 / 1e9), "mb": (_GB, 1e-3), "megabyte": (_GB, 1e-3), "megabytes": (_GB, 1e-3),
    "mib": (_GB, 2 ** 20 / 1e9), "兆": (_GB, 1e-3), "兆字节": (_GB, 1e-3),
    **{w: ("tokens", 1.0) for w in ("token", "tokens", "tok", "个 token", "词元", "个词元")},
    **{w: ("samples", 1.0) for w in ("sample", "samples", "record", "records", "样本", "个样本", "条样本",
                                     "条记录")},
    **{w: ("items:qa_pairs", 1.0) for w in ("q&a pair", "q&a pairs", "qa pair", "qa pairs", "q&a", "问答对",
                                            "对问答", "组问答", "条问答")},
    **{w: ("items:conversations", 1.0) for w in ("conversation", "conversations", "dialogue", "dialogues", "对话",
                                                 "段对话", "组对话", "轮对话")},
    **{w: ("items:documents", 1.0) for w in ("document", "documents", "doc", "docs", "文档", "篇文档", "份文档",
                                             "篇")},
    **{w: ("items:pages", 1.0) for w in ("page", "pages", "页", "页文档")},
    **{w: ("items:images", 1.0) for w in ("image", "images", "picture", "pictures", "图片", "张图片", "图像",
                                          "张图像", "张")},
    **{w: ("items:audio_hours", 1.0) for w in ("hours of audio", "hour of audio", "h of audio", "audio hours",
                                               "小时音频", "音频小时", "小时的音频")},
    **{w: ("items:video_hours", 1.0) for w in ("hours of video", "hour of video", "h of video", "video hours",
                                               "小时视频", "视频小时", "小时的视频")},
    **{w: ("items:rows", 1.0) for w in ("row", "rows", "rows of a table", "行", "行数据", "条数据")},
}


def unit_key(word: str) -> str:
    """A unit as typed, compared: lower case, runs of spaces as one, none between Chinese and Latin letters kept."""
    return re.sub(r"\s+", " ", word.strip().lower())


def data_unit_of(word: str) -> tuple[str, float] | None:
    """(the data unit a word typed after an amount names, the factor into it), or None for a word that names none:
    "GB" -> ("dataset_gb", 1.0), "MB" -> ("dataset_gb", 0.001), "tokens" -> ("tokens", 1.0), "问答对" ->
    ("items:qa_pairs", 1.0)."""
    key = unit_key(word)
    return _WORDS.get(key) or _WORDS.get(key.replace(" ", ""))
