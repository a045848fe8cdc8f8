"""The catalog schema's units in the interface language, as the catalog editor shows them in its tips and warnings."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gpu_advisor.text.language import QT_TRANSLATE_NOOP


# The schema's units (core/catalog/schema.py) in words; %1 in a price's unit is the row's currency.
_UNITS: dict[str, str] = {
    "% per month": QT_TRANSLATE_NOOP("CatalogTableModel", "% per month"),
    "% vs on-demand": QT_TRANSLATE_NOOP("CatalogTableModel", "% of the pay-as-you-go price"),
    "GB": QT_TRANSLATE_NOOP("CatalogTableModel", "GB"),
    "GB per month": QT_TRANSLATE_NOOP("CatalogTableModel", "GB per month"),
    "GB/s": QT_TRANSLATE_NOOP("CatalogTableModel", "GB/s"),
    "GFLOPs per sample": QT_TRANSLATE_NOOP("CatalogTableModel", "GFLOPs per sample"),
    "GPUs": QT_TRANSLATE_NOOP("CatalogTableModel", "GPUs"),
    "Gbit/s": QT_TRANSLATE_NOOP("CatalogTableModel", "Gbit/s"),
    "MB/s": QT_TRANSLATE_NOOP("CatalogTableModel", "MB/s"),
    "TFLOPS": QT_TRANSLATE_NOOP("CatalogTableModel", "TFLOPS"),
    "TFLOPS dense": QT_TRANSLATE_NOOP("CatalogTableModel", "TFLOPS (dense)"),
    "TOPS dense": QT_TRANSLATE_NOOP("CatalogTableModel", "TOPS (dense)"),
    "W": QT_TRANSLATE_NOOP("CatalogTableModel", "W"),
    "cores": QT_TRANSLATE_NOOP("CatalogTableModel", "cores"),
    "currency/GB": QT_TRANSLATE_NOOP("CatalogTableModel", "%1 per GB"),
    "currency/GB-month": QT_TRANSLATE_NOOP("CatalogTableModel", "%1 per GB per month"),
    "currency/hour": QT_TRANSLATE_NOOP("CatalogTableModel", "%1 per hour"),
    "currency/month": QT_TRANSLATE_NOOP("CatalogTableModel", "%1 per month"),
    "days": QT_TRANSLATE_NOOP("CatalogTableModel", "days"),
    "fraction of dense peak": QT_TRANSLATE_NOOP("CatalogTableModel", "fraction of the dense peak"),
    "interruptions": QT_TRANSLATE_NOOP("CatalogTableModel", "interruptions"),
    "parameters": QT_TRANSLATE_NOOP("CatalogTableModel", "parameters"),
    "samples/s, all GPUs together": QT_TRANSLATE_NOOP("CatalogTableModel", "samples per second, all GPUs together"),
    "x modelled utilisation": QT_TRANSLATE_NOOP("CatalogTableModel", "× the modelled utilisation"),
    "µs": QT_TRANSLATE_NOOP("CatalogTableModel", "µs"),
    "× GPU memory": QT_TRANSLATE_NOOP("CatalogTableModel", "× GPU memory"),
    "× model size": QT_TRANSLATE_NOOP("CatalogTableModel", "× model size"),
    "× standard": QT_TRANSLATE_NOOP("CatalogTableModel", "× standard"),
}


def unit_text(unit: str, currency: str = "") -> str:
    """A column's unit in the interface language; a price's currency is the row's (or "the row's currency")."""
    if unit not in _UNITS:
        return unit
    text = QCoreApplication.translate("CatalogTableModel", _UNITS[unit])
    if "%1" in text:
        text = text.replace("%1", currency or QCoreApplication.translate("CatalogTableModel", "currency"))
    return text
