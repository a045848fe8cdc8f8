"""The launch files' READMEs in the app's words: a duration as the card writes it ("12 minutes", "12 分钟"), an amount
as the card writes it ("¥882.33"), a catalog product as the card names it ("高级 SSD（P 系列）"), a catalog source as the Assumptions tab and the proposal cite it (title, publisher,
date, address). The engine writes the READMEs (core/export/launch_readme.py) and takes these from here, as a
``ReadmeWords``: it loads no Qt, this package does."""

from __future__ import annotations

from typing import Any

from gpu_advisor.core.base import without_joiners

from .assumed import source_text
from .language import using_language
from .names import product_name
from .numbers import hours, money


class LaunchWords:
    """``ReadmeWords`` for ``core.export.launch``: each figure in the README's language, whatever the app's."""

    def __init__(self, cat: Any = None):
        self.cat = cat

    def duration(self, h: float | None, lang: str) -> str:
        with using_language(lang):
            return hours(h)

    def money(self, amount: float | None, currency: str, lang: str) -> str:
        with using_language(lang):  # a file: without the joiners that keep an amount on one line on screen
            return without_joiners(money(amount, currency))

    def source(self, cell: str, lang: str) -> str:
        with using_language(lang):
            return source_text(self.cat, cell)

    def product(self, name: str, lang: str) -> str:
        with using_language(lang):
            return product_name(name)
