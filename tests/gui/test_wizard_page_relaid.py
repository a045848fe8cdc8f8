"""Walk 25: a fine-tune's Data page, after the goal went to training a recommendation model and a reinforcement-learning
model and back (the page's rows hidden and shown again, its help texts and messages changed, while another page
showed): the help texts under the questions were cut to half their lines and ran into the fields under them (“Your
own data: the amount decides the ti…” over the message under it). A page changed while hidden is laid out afresh
when shown."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from gpu_advisor.gui.wizard import Wizard


def _squeezed(page) -> list[str]:
    return [lab.text()[:40] for lab in page.findChildren(QLabel)
            if lab.isVisible() and lab.wordWrap() and lab.text() and lab.heightForWidth(lab.width()) > lab.height() + 1]


def test_a_page_whose_texts_grew_while_hidden_shows_them_whole(qtbot, cat):
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.resize(480, 740)
    wz.show()
    wz.task_buttons["finetune"].setChecked(True)
    wz.go(2)
    qtbot.wait(20)
    wz.go(1)
    qtbot.wait(20)
    data = wz.fields["data"]  # its help and its message grow to more lines while the page is hidden
    data.help.setText(data.help.text() + " " + data.help.text())
    data.set_error("Needed for fine-tuning: it is your own data, so there is no typical amount to assume. " * 2)
    wz.fields["data.epochs"].help.setText("How many times the model reads all the data. " * 4)
    wz.go(2)
    qtbot.wait(50)
    assert not _squeezed(wz.stack.currentWidget())
