"""A price file that cannot be read says how many problems it has only when that is more than the one it names
(walk 26: the update dialog read "Amazon Web Services: the price file cannot be read (1 problem(s)); nothing of this
cloud changes (row 1: …)")."""

from __future__ import annotations

import pytest

from gpu_advisor import text as words
from gpu_advisor.core.base import Problem, UpdateFileInvalid


@pytest.fixture
def lang():
    yield words.set_language
    words.set_language(None)


def _said(count: int) -> str:
    what = UpdateFileInvalid(provider="AWS", first="csv_syntax", first_value="", row=77, first_detail={},
                             count=count)
    return words.describe_problem(Problem("", what))


@pytest.mark.parametrize("language, one, two", [
    ("en", "AWS: the price file cannot be read; nothing of this cloud changes (row 77: ",
     "AWS: the price file cannot be read (2 problems); nothing of this cloud changes (row 77: "),
    ("zh_CN", "AWS：价格文件无法读取；该云的数据不作任何更改（第 77 行：", "AWS：价格文件无法读取（2 个问题）；该云的数据不作任何更改（第 77 行："),
])
def test_one_problem_is_not_counted_and_several_are(lang, language, one, two):
    lang(language)
    assert _said(1).startswith(one), _said(1)
    assert _said(2).startswith(two), _said(2)
    assert "(s)" not in _said(1) + _said(2)
