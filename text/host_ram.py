"""A server kept with less memory than the host sizing rule's minimum (``HostSpec.ram_below_rule``): said in words
on the card, in its tooltip and in the note (``HostRamBelowRule``), with the same figures: the server's memory as a
multiple of its GPUs' memory, the rule's range of that multiple, the cloud's shape, and the multiple below which a
server is refused (defaults.csv host_check_ram_x_gpu_mem).
"""

from __future__ import annotations

from typing import Any

from gpu_advisor.core.base import finite_float
from .language import cjk_spacing, is_chinese, translate
from .names import get_field
from .numbers import gigabytes, number


def _x(v: Any) -> str:
    """A multiple of the GPUs' memory: "1.8", "2", "1.24"."""
    return number(v)


def rule_range(lo: Any, hi: Any) -> str:
    """The rule's range of the multiple: "2–3" (one figure when the range is one)."""
    if finite_float(hi) is None or finite_float(lo) is None or abs(float(hi) - float(lo)) < 1e-9:
        return _x(lo)
    return f"{_x(lo)}–{_x(hi)}"


def _multiples(h: Any) -> tuple[float, float, float] | None:
    """(the server's multiple, the rule's least, the rule's most) where the rule sizes RAM by the GPUs' memory and
    the server is below it; None otherwise."""
    if not get_field(h, "ram_below_rule", False):
        return None
    x, lo = finite_float(get_field(h, "ram_x_gpu_mem")), finite_float(get_field(h, "rule_ram_x_gpu_mem"))
    if x is None or lo is None:
        return None
    hi = finite_float(get_field(h, "rule_ram_x_gpu_mem_max"))
    return x, lo, hi if hi is not None else lo


def _spaced(text: str) -> str:
    return cjk_spacing(text) if is_chinese() else text


def host_ram_value(h: Any) -> str | None:
    """The card's memory value of a server kept below the rule: "1,152 GB: 1.8 × GPU memory, under the 2–3 × rule";
    None when the server meets the rule (or the rule gives GB per GPU: the card's own words then)."""
    m = _multiples(h)
    if m is None:
        return None
    #: the card's host memory of a server below the sizing rule but kept: {0} its memory, {1} that as a multiple of
    #: its GPUs' memory ("1.8"), {2} the rule's range of that multiple ("2–3")
    return _spaced(translate("Words", "{0}: {1} × GPU memory, under the {2} × rule").format(
        gigabytes(get_field(h, "instance_ram_gb")), _x(m[0]), rule_range(m[1], m[2])))


def host_ram_tip(h: Any, gpus: str) -> str | None:
    """The tooltip of that value: what the rule asks, why the server is kept and what to check. ``gpus``: the
    server's GPUs in words ("8 × A100-80GB"). None as ``host_ram_value``."""
    m = _multiples(h)
    if m is None:
        return None
    check = finite_float(get_field(h, "ram_gb_check"))
    refused = (translate("Words", "{0} × ({1})").format(_x(get_field(h, "check_ram_x_gpu_mem")), gigabytes(check))
               if finite_float(get_field(h, "check_ram_x_gpu_mem")) is not None and check is not None
               else gigabytes(check if check is not None else get_field(h, "ram_gb_min")))
    #: {0} the server's memory, {1} its multiple of the GPUs' memory, {2} the GPUs' memory, {3} the rule's range of
    #: the multiple ("2–3"), {4} the rule's minimum, {5} its GPUs ("8 × A100-80GB"), {6} below what a server is
    #: refused ("1.2 × (768 GB)")
    return _spaced(translate(
        "Words", "{0} is {1} × its {2} of GPU memory, below the host sizing rule's {3} × (at least {4}). "
                 "It is the cloud's standard shape for {5}, so it is kept: servers are refused only below {6}. "
                 "Check that data loading and caching fit in {0}.").format(
        gigabytes(get_field(h, "instance_ram_gb")), _x(m[0]), gigabytes(get_field(h, "gpu_memory_gb")),
        rule_range(m[1], m[2]), gigabytes(get_field(h, "ram_gb_min")), gpus, refused))


def host_ram_row(h: Any, gpus: str) -> str | None:
    """The proposal's memory row of a server kept below the rule, in the card's words and why it is kept: "320 GB:
    1.25 × GPU memory, under the 2–3 × rule (at least 512 GB); kept as the cloud's standard shape for 8 ×
    V100-32GB" (walk 20b: "at least 512 GB … (the server has 320 GB)" read as a need not met). None as
    ``host_ram_value``."""
    value = host_ram_value(h)
    if value is None:
        return None
    #: the proposal's memory per server of a server kept below the sizing rule: {0} the card's words ("320 GB:
    #: 1.25 × GPU memory, under the 2–3 × rule"), {1} the rule's minimum, {2} its GPUs ("8 × V100-32GB")
    return _spaced(translate("Words", "{0} (at least {1}); kept as the cloud's standard shape for {2}").format(
        value, gigabytes(get_field(h, "ram_gb_min")), gpus))


__all__ = ["host_ram_row", "host_ram_tip", "host_ram_value", "rule_range"]
