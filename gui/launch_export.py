"""File → Export launch files… and the *Launch files…* button on the result: the launch files (SkyPilot,
DeepSpeed, torchrun or vLLM, READMEs in English and Chinese) for the configuration shown in the card — the
recommendation, an alternative, or a point clicked on the chart. The files come from ``core.launch``; this
module only asks where to put them and says what happened (and gives the proposal PDF its few lines)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton, QWidget

if TYPE_CHECKING:  # imported where used: the button is on the first screen, the launch code (YAML) is not
    from gpu_advisor.core.export import launch
from gpu_advisor.gui.app import settings
from gpu_advisor.text import LaunchWords, number, provider_name, translate  # translate: the PDF's language while it is written
from gpu_advisor.text.language import QT_TRANSLATE_NOOP


def _sub(text: str, *values) -> str:
    """``text`` with %1, %2 ... filled; a count written as the app writes numbers ("5,760", not "5760")."""
    for i, v in enumerate(values, 1):
        text = text.replace(f"%{i}", number(v) if isinstance(v, int) and not isinstance(v, bool) else str(v))
    return text


def _problem(exc: launch.LaunchError) -> str:
    d = exc.detail
    if exc.code == "not_a_folder":
        return _sub(translate("LaunchExport", "%1 is a file, not a folder."), d.get("path", ""))
    if exc.code == "not_writable":
        return _sub(translate("LaunchExport", "Cannot write into %1 (%2)."), d.get("path", ""), d.get("reason", ""))
    if exc.code == "fractional_gpus":
        return translate("LaunchExport", "This option rents part of a GPU; launch files need whole GPUs.")
    if exc.code == "option_does_not_fit":
        return _sub(translate("LaunchExport", "The model does not fit on %1 in this configuration, so launch files "
                                              "would fail; choose another option."), d.get("gpu", ""))
    if exc.code == "launch_one_server":
        return _sub(translate("LaunchExport", "This option has %1 servers, and the Ultralytics yolo command trains on "
                                              "the GPUs of one server only; choose an option with one server."),
                    str(d.get("nodes", "")))
    if exc.code == "no_option":
        return translate("LaunchExport", "There is no configuration to launch yet.")
    return exc.code


def make_button(view: QWidget) -> QPushButton:
    """The *Launch files…* button of the result view (exports the configuration in its card)."""
    b = QPushButton(translate("LaunchExport", "La&unch files…"), view)
    b.setToolTip(translate("LaunchExport", "Write the files that start this configuration: SkyPilot, DeepSpeed and "
                                           "torchrun for training, vLLM for serving, with a README in English and "
                                           "Chinese"))
    b.setAccessibleName(translate("LaunchExport", "Export launch files"))
    b.clicked.connect(lambda: export_from_view(view))
    return b


def export_from_view(view, folder: str | Path | None = None) -> list[Path]:
    """Export the launch files of the option shown in ``view`` (a ResultView); asks for a folder when none is
    given and before replacing files. Returns the files written ([] when nothing was)."""
    from gpu_advisor.core.export import launch
    if hasattr(view, "flush"):
        view.flush()  # the card of the result on hand (a dragged line writes it right after the chart)
    rec, sc, cat = getattr(view, "rec", None), getattr(view, "scenario", None), getattr(view, "catalog", None)
    opt = getattr(view, "shown", None) or (rec.recommendation if rec is not None else None)
    parent = view.window()
    if rec is None or sc is None or cat is None or opt is None:
        QMessageBox.warning(parent, translate("LaunchExport", "Nothing to export"),
                            translate("LaunchExport", "Answer the questions first: there is no result yet."))
        return []
    try:  # the READMEs' durations, amounts and sources as the card and the Assumptions tab write them
        bundle = launch.launch_bundle(cat, sc, rec, opt, words=LaunchWords(cat))
    except launch.LaunchError as exc:
        QMessageBox.warning(parent, translate("LaunchExport", "No launch files"), _problem(exc))
        return []
    if folder is None:
        start = str(settings().value("launch_dir", str(Path.home())))
        folder = QFileDialog.getExistingDirectory(parent, translate("LaunchExport", "Folder for the launch files"),
                                                  start)
        if not folder:
            return []
    folder = Path(folder)
    overwrite = False
    clash = launch.existing_files(bundle, folder) if folder.is_dir() else []
    if clash:
        question = _sub(translate("LaunchExport", "%1 already has %2 of these files (%3). Replace them?"),
                        folder, len(clash), ", ".join(p.name for p in clash))
        answer = QMessageBox.question(parent, translate("LaunchExport", "Replace launch files?"), question,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return []
        overwrite = True
    try:
        written = launch.write_bundle(bundle, folder, overwrite=overwrite)
    except launch.LaunchError as exc:
        QMessageBox.warning(parent, translate("LaunchExport", "Not exported"), _problem(exc))
        return []
    settings().setValue("launch_dir", str(folder))
    if bundle.plan.skypilot_cloud is None:
        text = translate("LaunchExport", "Wrote %1 files to %2. SkyPilot does not support this provider, so there "
                                         "is no launcher file: README.md says how to start the servers and the job "
                                         "by hand.")
    else:
        text = translate("LaunchExport", "Wrote %1 files to %2. README.md says how to start the job.")
    status = getattr(parent, "statusBar", None)
    if callable(status):
        status().showMessage(_sub(text, len(written), folder), 10000)
    return written


def proposal_lines(rec, scenario, cat) -> list[str]:
    """Sentences for the proposal's *Launch files* section: what the launch files of the recommendation hold
    and assume. [] when there is nothing to launch."""
    from gpu_advisor.core.export import launch
    opt = rec.recommendation if rec is not None else None
    if opt is None or scenario is None or cat is None:
        return []
    try:
        p = launch.launch_plan(cat, scenario, rec, opt)
    except (launch.LaunchError, ValueError):
        return []
    spot = translate("LaunchExport", "yes") if p.use_spot else translate("LaunchExport", "no")
    out = [translate("LaunchExport", "Launch files for this configuration: File → Export launch files… in the app, "
                                     "or gpu-advisor recommend SCENARIO.json --launch DIR. A README in English and "
                                     "Chinese says how to start the job.")]
    if "instance_not_in_skypilot" in p.notes:
        out.append(_sub(translate("LaunchExport", "SkyPilot cannot start %1 on %2: no launcher file; the servers are "
                                                  "started in the provider's console and the job with the files "
                                                  "below."), p.instance_type, provider_name(cat, p.provider)))
    elif p.skypilot_cloud is None:
        out.append(_sub(translate("LaunchExport", "SkyPilot does not support %1: no launcher file; the servers are "
                                                  "started in the provider's console and the job with the files "
                                                  "below."), provider_name(cat, p.provider)))
    elif p.kind == "train" and p.script == "ultralytics":
        out.append(_sub(translate("LaunchExport", "SkyPilot task on %1: servers: %2, each %3:%4; spot: %5; the "
                                                  "Ultralytics yolo command on the server."),
                        provider_name(cat, p.provider), p.nodes, p.accelerator, p.gpus_per_node, spot))
    elif p.kind == "train":
        # (the cloud by its name, not SkyPilot's id 'runpod'; counts as "label: n", right at one as at many)
        out.append(_sub(translate("LaunchExport", "SkyPilot task on %1: servers: %2, each %3:%4; spot: %5; one torchrun "
                                                  "per server."),
                        provider_name(cat, p.provider), p.nodes, p.accelerator, p.gpus_per_node, spot))
    else:
        out.append(_sub(translate("LaunchExport", "SkyPilot service on %1: replicas: %2, each %3:%4; spot: %5."),
                        provider_name(cat, p.provider), p.nodes, p.accelerator, p.gpus_per_node, spot))
    program = {"torchvision": QT_TRANSLATE_NOOP("LaunchExport", "torchvision's classification reference script"),
               "yolov5": QT_TRANSLATE_NOOP("LaunchExport", "YOLOv5's train.py"),
               "ultralytics": QT_TRANSLATE_NOOP("LaunchExport", "the Ultralytics yolo command")}.get(p.script)
    if p.kind == "train" and program:
        # an image model's own script: no DeepSpeed (no ds_config.json), its own batch argument, a checkpoint a pass
        out.append(_sub(translate("LaunchExport", "Training program: %1, %2; %3 images per GPU × %4 data-parallel "
                                                  "ranks = %5 per step."),
                        translate("LaunchExport", program), p.precision, p.micro_batch, p.data_parallel,
                        p.global_batch))
    elif p.kind == "train" and p.global_batch_tokens:
        out.append(_sub(translate("LaunchExport", "DeepSpeed: ZeRO stage %1, tensor parallel %2, %3; micro-batch %4 "
                                                  "× gradient accumulation %5 × %6 data-parallel ranks = %7 sequences "
                                                  "per step (the estimate's global batch: %8 tokens)."),
                        p.zero_stage, p.tp, p.precision, p.micro_batch, p.grad_accum, p.data_parallel, p.global_batch,
                        number(p.global_batch_tokens, 0)))
    elif p.kind == "train":
        out.append(_sub(translate("LaunchExport", "DeepSpeed: ZeRO stage %1, tensor parallel %2, %3; micro-batch %4 "
                                                  "× gradient accumulation %5 × %6 data-parallel ranks = %7 per step "
                                                  "(the planned global batch)."),
                        p.zero_stage, p.tp, p.precision, p.micro_batch, p.grad_accum, p.data_parallel, p.global_batch))
    if p.kind == "train" and program:
        out.append(translate("LaunchExport", "Checkpoints after every pass over the data (the script's own)."))
    elif p.kind == "train":
        if p.job_steps is not None and p.checkpoint_every_steps < p.checkpoint_every_planned:
            # an interval longer than the job would write no checkpoint: the files save every half job
            out.append(_sub(translate("LaunchExport", "Checkpoints every %1 steps: the whole job is about %2 steps, "
                                                      "no longer than the %3 planned between checkpoints, so the files save "
                                                      "every half job and write at least one before the end."),
                            p.checkpoint_every_steps, p.job_steps, p.checkpoint_every_planned))
        elif p.checkpoint_interval_h is not None and p.checkpoint_interval_for == "node_failures":
            out.append(_sub(translate("LaunchExport", "Checkpoints every %1 steps: the %2 h interval the estimate "
                                                      "assumed against node failures."),
                            p.checkpoint_every_steps, f"{p.checkpoint_interval_h:.2f}"))
        elif p.checkpoint_interval_h is not None:
            out.append(_sub(translate("LaunchExport", "Checkpoints every %1 steps: the %2 h interval the spot estimate "
                                                      "assumed."),
                            p.checkpoint_every_steps, f"{p.checkpoint_interval_h:.2f}"))
        else:
            out.append(_sub(translate("LaunchExport", "Checkpoints every %1 steps."), p.checkpoint_every_steps))
    else:
        out.append(_sub(translate("LaunchExport", "vllm serve: tensor parallel %1; model copies per server: %2; up to "
                                                  "%3 concurrent sequences per copy."),
                        p.tp, p.copies_per_server, p.max_num_seqs))
    return out
