"""The Model page's known-model box finds a model the way a founder types it ("7b chat", "qwen 7b", "llama 8b
instruct", "通义千问 7B", "deepseek 7b", "7B 对话"): the list under the box shows the models found, closest first,
Enter takes the first, and a search that finds nothing says so and offers the nearest. (Qt's completer matched the
typed text as one piece inside a name: every one of these found nothing, or not the model meant.)"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QInputMethodEvent
from PySide6.QtWidgets import QApplication

from gpu_advisor.gui.wizard import Wizard


def _type(qtbot, wz, text):
    """Type ``text`` into the box as a person does (keys, or the input method for Chinese)."""
    edit = wz.preset.lineEdit()
    wz.preset.setCurrentIndex(0)
    edit.setFocus()
    edit.selectAll()
    edit.del_()
    if text.isascii():
        qtbot.keyClicks(edit, text)
    else:
        ev = QInputMethodEvent()
        ev.setCommitString(text)
        QApplication.sendEvent(edit, ev)
    qtbot.wait(20)


def _listed(wz):
    """The models in the list under the box (not its greyed head line)."""
    model = wz.search.completer.completionModel()
    rows = [model.index(i, 0) for i in range(model.rowCount())]
    return [r.data() for r in rows if r.flags() & Qt.ItemFlag.ItemIsSelectable]


def _head(wz):
    model = wz.search.completer.completionModel()
    first = model.index(0, 0)
    return "" if not first.isValid() or first.flags() & Qt.ItemFlag.ItemIsEnabled else first.data()


@pytest.fixture
def wz(qtbot, cat):
    w = Wizard(cat)
    qtbot.addWidget(w)
    w.show()
    w.go(1)
    return w


# the language models of 7B (smallest first: any of them may lead)
SEVEN = {"Llama 2 7B", "Mistral 7B (v0.1)", "Baichuan 2 7B", "Qwen2.5 7B"}


@pytest.mark.parametrize("text, first", [
    ("7b chat", SEVEN), ("qwen 7b", {"Qwen2.5 7B"}),
    ("llama 8b instruct", {"Llama 3 8B", "Llama 3.1 8B"}), ("通义千问 7B", {"Qwen2.5 7B"}),
    ("deepseek 7b", {"Qwen2.5 7B"}), ("7B 对话", SEVEN),
    ("Qwen3-8B", {"Qwen3 8B"}), ("qwen3 8b", {"Qwen3 8B"}), ("千问 8b", {"Qwen3 8B"}), ("Qwen3-0.6B", {"Qwen3 0.6B"}),
    ("Llama-3.2-1B-Instruct", {"Llama 3.2 1B"}), ("gemma 2 27b", {"Gemma 2 27B"}), ("phi-4", {"Phi-4 (14B)"}),
    ("llama 70b", {"Llama 3 70B", "Llama 3.1 70B"}),
    ("RoBERTa", {"RoBERTa-base"}), ("roberta large", {"RoBERTa-large"}), ("TinyLlama", {"TinyLlama 1.1B"}),
])
def test_what_a_founder_types_lists_the_model_first_and_enter_takes_it(qtbot, wz, text, first):
    _type(qtbot, wz, text)
    listed = _listed(wz)
    assert listed and listed[0] in first, (text, listed)
    assert not wz.search.note.text().startswith("No known model") and _head(wz) == wz.search.note.text()
    qtbot.keyClick(wz.preset.lineEdit(), Qt.Key.Key_Return)
    assert wz.preset.currentText() == listed[0]
    obj, errors = wz.collect()
    assert obj["model"] == {"preset": wz.preset.currentData()} and "model.params" not in errors


def test_the_model_found_by_another_name_says_which(qtbot, wz):
    _type(qtbot, wz, "deepseek 7b")
    qtbot.keyClick(wz.preset.lineEdit(), Qt.Key.Key_Return)
    assert wz.preset.currentData() == "qwen2.5-7b"
    assert wz.search.note.isVisible() and "DeepSeek-R1-Distill-Qwen-7B" in wz.search.note.text()
    assert _head(wz) == wz.search.note.text()  # also over the list, which covers the line while it is open
    wz.preset.setCurrentIndex(wz.preset.findData("llama-2-7b"))  # another model chosen: the line goes
    assert not wz.search.note.isVisible()


def test_nothing_found_says_so_and_offers_the_nearest(qtbot, wz):
    _type(qtbot, wz, "olmo 7b")  # no OLMo in the catalog
    note = wz.search.note.text()
    assert wz.search.note.isVisible() and note.startswith("No known model matches “olmo 7b”. Nearest: ")
    listed = _listed(wz)
    assert len(listed) == 3 and all(n in note for n in listed) and all(n in SEVEN for n in listed)
    assert _head(wz) == "No known model matches “olmo 7b”."  # over the nearest, greyed: never chosen
    qtbot.keyClick(wz.preset.lineEdit(), Qt.Key.Key_Return)
    assert wz.preset.currentIndex() == 0  # nothing taken behind the user's back


def test_the_search_keeps_to_the_kind_of_work(qtbot, wz):
    wz.workload.setCurrentIndex(wz.workload.findData("cv"))
    _type(qtbot, wz, "7b chat")
    assert wz.search.note.text().startswith("No known model matches “7b chat”.")
    assert not any("7B" in n or "Llama" in n for n in _listed(wz))  # the nearest image models, if any
    _type(qtbot, wz, "resnet")
    assert _listed(wz) == ["ResNet-50"]


@pytest.mark.parametrize("text", ["检测", "目标检测", "object detection", "detector"])
def test_a_detector_is_found_by_what_it_does(qtbot, wz, text):
    """A founder with product photos who wants a detector says so, in either language: the list shows the detection
    presets (models.csv kind ``detection``), and Enter takes one (the search found nothing but for "YOLO")."""
    wz.workload.setCurrentIndex(wz.workload.findData("cv"))
    _type(qtbot, wz, text)
    listed = _listed(wz)
    detectors = {str(n) for n, k in zip(wz.catalog["models"]["display_name"], wz.catalog["models"]["kind"])
                 if k == "detection"}
    assert detectors and set(listed) == detectors, (text, listed)
    assert not wz.search.note.isVisible()
    qtbot.keyClick(wz.preset.lineEdit(), Qt.Key.Key_Return)
    assert wz.preset.currentText() in detectors
