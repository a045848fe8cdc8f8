"""The status line after an applied update names the confirmed prices and the user's own prices kept only when
there are some (walk 26: "Prices updated: 4 changed, 1 added, 108 confirmed (dated as of their file), 0 of your
own kept." after an update of a catalog with no price of the user's)."""

from __future__ import annotations

import pytest

from gpu_advisor import text as words
from gpu_advisor.gui.update_dialog import updated_sentence


@pytest.fixture
def lang():
    yield words.set_language
    words.set_language(None)


@pytest.mark.parametrize("language, args, want", [
    ("en", (4, 1, 108, 0), "Prices updated: 4 changed, 1 added, 108 confirmed (dated as of their file). Save the "
                           "catalog to keep them."),
    ("en", (4, 1, 0, 0), "Prices updated: 4 changed, 1 added. Save the catalog to keep them."),
    ("en", (4, 1, 0, 2), "Prices updated: 4 changed, 1 added, 2 of your own kept. Save the catalog to keep them."),
    ("en", (4, 1, 108, 2), "Prices updated: 4 changed, 1 added, 108 confirmed (dated as of their file), 2 of your own "
                           "kept. Save the catalog to keep them."),
    ("zh_CN", (4, 1, 108, 0), "价格已更新：4 个变化，1 个新增，108 个已确认（日期改为其文件的日期）。请保存目录以保留这些更改。"),
    ("zh_CN", (4, 1, 0, 0), "价格已更新：4 个变化，1 个新增。请保存目录以保留这些更改。"),
])
def test_the_status_line_says_only_what_there_is(qapp, lang, language, args, want):
    lang(language)
    assert updated_sentence(*args) == want
