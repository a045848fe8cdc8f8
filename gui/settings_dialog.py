"""Settings: interface language, display currency, default providers (kept in the settings file), and the
price sources of Catalog → Update prices… (gui/update_dialog.py, kept in price_sources.csv)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QListWidget,
                               QListWidgetItem, QTabWidget, QVBoxLayout, QWidget)

from gpu_advisor.core.catalog import Catalog
from gpu_advisor.gui.app import current_language, settings


class SettingsDialog(QDialog):
    def __init__(self, catalog: Catalog, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        s = settings()
        self.language_box = QComboBox(self)
        for code, text in (("", self.tr("Follow the system")), ("en", "English"), ("zh_CN", "中文（简体）")):
            self.language_box.addItem(text, code)
        self.language_box.setCurrentIndex(max(self.language_box.findData(s.value("language", "") or ""), 0))
        self.currency_box = QComboBox(self)
        for code, text in (("", self.tr("Automatic (from the clouds chosen and the language)")),
                           ("CNY", self.tr("CNY (¥)")), ("USD", self.tr("USD ($)"))):
            self.currency_box.addItem(text, code)
        self.currency_box.setCurrentIndex(max(self.currency_box.findData(s.value("display_currency", "") or ""), 0))
        self.providers = QListWidget(self)
        saved = s.value("default_providers", []) or []
        # QSettings gives one saved item back as a string, several as a list.
        wanted = {saved} if isinstance(saved, str) else set(saved) if isinstance(saved, list) else set()
        zh = current_language() == "zh_CN"
        for pid, en, cn in zip(catalog["providers"]["provider"], catalog["providers"]["name_en"],
                               catalog["providers"]["name_zh"]):
            it = QListWidgetItem(cn if zh else en, self.providers)
            it.setData(Qt.ItemDataRole.UserRole, pid)
            it.setFlags(it.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            it.setCheckState(Qt.CheckState.Checked if pid in wanted else Qt.CheckState.Unchecked)
        form = QFormLayout()
        form.addRow(self.tr("&Language:"), self.language_box)
        form.addRow(self.tr("&Show prices of new scenarios in:"), self.currency_box)  # (on screen: the wizard's)
        form.addRow(self.tr("Clouds for &new scenarios:"), self.providers)
        note = QLabel(self.tr("Tick none to consider every cloud. Existing scenarios keep their own choice."), self)
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        general = QWidget(self)
        glay = QVBoxLayout(general)
        glay.addLayout(form)
        glay.addWidget(note)
        from gpu_advisor.gui.price_sources import PriceSourcesPage
        self.sources_page = PriceSourcesPage(self)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(general, self.tr("General"))
        self.tabs.addTab(self.sources_page, self.tr("Price sources"))
        lay = QVBoxLayout(self)
        lay.addWidget(self.tabs)
        lay.addWidget(buttons)
        saved = s.value("language", "") or ""
        self.language: str = saved if isinstance(saved, str) else ""
        self.language_changed = False

    def accept(self) -> None:
        if not self.sources_page.save():
            self.tabs.setCurrentWidget(self.sources_page)
            return
        s = settings()
        lang = self.language_box.currentData()
        assert isinstance(lang, str)  # every item holds a language code ("" for automatic)
        self.language_changed = lang != (s.value("language", "") or "")
        self.language = lang
        s.setValue("language", lang)
        s.setValue("display_currency", self.currency_box.currentData())
        s.setValue("default_providers", [self.providers.item(i).data(Qt.ItemDataRole.UserRole)
                                         for i in range(self.providers.count())
                                         if self.providers.item(i).checkState() == Qt.CheckState.Checked])
        super().accept()
