"""Answers the user left open: what was assumed, why, what it changes, and the what-if lines.
"""

from __future__ import annotations

from typing import Any

from gpu_advisor.core.base import finite_float
from .catalog_locators import locator_text, title_in_language
from .language import cjk_spacing, is_chinese, plural_count, QT_TRANSLATE_NOOP, translate, Words
from .names import budget_per_name, constraint_name, current_catalog, get_field, host_rules_name, method_name, name_in, objective_name, precision_name, preset_name, service_use_name, spot_preference_name, task_name, workload_name
from .numbers import about_count, big_number, file_size, hours, listing, money, number, percent


_FIELD = {
    "task": QT_TRANSLATE_NOOP("Words", "Task"),
    "workload": QT_TRANSLATE_NOOP("Words", "Kind of model"),
    "model": QT_TRANSLATE_NOOP("Words", "Model"),
    "model.preset": QT_TRANSLATE_NOOP("Words", "Model"),
    "model.params": QT_TRANSLATE_NOOP("Words", "Model size"),
    "data": QT_TRANSLATE_NOOP("Words", "Amount of data"),
    "data.tokens": QT_TRANSLATE_NOOP("Words", "Amount of data"),
    "data.samples": QT_TRANSLATE_NOOP("Words", "Amount of data"),
    "data.dataset_gb": QT_TRANSLATE_NOOP("Words", "Amount of data"),
    "data.epochs": QT_TRANSLATE_NOOP("Words", "Passes over the data"),
    "finetune_method": QT_TRANSLATE_NOOP("Words", "Fine-tuning method"),
    "precision": QT_TRANSLATE_NOOP("Words", "Precision"),
    "inference.qps": QT_TRANSLATE_NOOP("Words", "Requests per second"),
    "inference.input_tokens": QT_TRANSLATE_NOOP("Words", "Prompt length"),
    "inference.output_tokens": QT_TRANSLATE_NOOP("Words", "Answer length"),
    "inference.use": QT_TRANSLATE_NOOP("Words", "What the service is for"),
    "preferences.spot": QT_TRANSLATE_NOOP("Words", "Spot servers"),
    "preferences.objective": QT_TRANSLATE_NOOP("Words", "What matters most"),
    "preferences.currency": QT_TRANSLATE_NOOP("Words", "Currency"),
    "preferences.host_rules": QT_TRANSLATE_NOOP("Words", "Host sizing rules"),
    "budget.currency": QT_TRANSLATE_NOOP("Words", "Budget currency"),
    "budget.per": QT_TRANSLATE_NOOP("Words", "Budget period"),
    "flops_per_sample": QT_TRANSLATE_NOOP("Words", "Work per image"),
    "gpu": QT_TRANSLATE_NOOP("Words", "GPU"),
    # issue 29: the user's own words
    "data.items": QT_TRANSLATE_NOOP("Words", "Amount of data"),
    "data.item_kind": QT_TRANSLATE_NOOP("Words", "Kind of data"),
    "inference.users": QT_TRANSLATE_NOOP("Words", "People who use it"),
    "inference.requests_per_user": QT_TRANSLATE_NOOP("Words", "Requests per person a day"),
    "inference.working_hours": QT_TRANSLATE_NOOP("Words", "Working hours a day"),
    "inference.peak_factor": QT_TRANSLATE_NOOP("Words", "Busiest hour"),
    "inference.peak_share": QT_TRANSLATE_NOOP("Words", "Share of a day's requests in the busiest hour"),
    "reference_run": QT_TRANSLATE_NOOP("Words", "Your own time estimate"),
    "reference_run.gpu": QT_TRANSLATE_NOOP("Words", "GPU of your time estimate"),
    "reference_run.gpus": QT_TRANSLATE_NOOP("Words", "GPUs of your time estimate"),
    "reference_run.hours": QT_TRANSLATE_NOOP("Words", "Your own time estimate"),
    "preferences.data_in_china": QT_TRANSLATE_NOOP("Words", "Data stays in mainland China"),
    "data.packed": QT_TRANSLATE_NOOP("Words", "Examples packed into full sequences"),
    "data.global_batch_tokens": QT_TRANSLATE_NOOP("Words", "Global batch per optimizer step"),
    "gradient_checkpointing": QT_TRANSLATE_NOOP("Words", "Gradient (activation) checkpointing"),
    "data.image_mb": QT_TRANSLATE_NOOP("Words", "Size of one image file"),
}

_WHY = {
    "typical_model": QT_TRANSLATE_NOOP("Words", "the typical size for this kind of work in the source article"),
    "reference_benchmark": QT_TRANSLATE_NOOP("Words", "the reference model of the public MLPerf benchmark"),
    "compute_optimal": QT_TRANSLATE_NOOP("Words", "compute-optimal: 20 tokens per parameter (Chinchilla)"),
    "reference_dataset": QT_TRANSLATE_NOOP("Words", "the size of ImageNet-1k, the usual image data set"),
    "reference_dataset_coco": QT_TRANSLATE_NOOP(
        "Words", "the size of COCO 2017's training set, the data set detectors are usually trained and measured on"),
    "recipe_default": QT_TRANSLATE_NOOP("Words", "the usual recipe for this kind of training"),
    "repeated_data": QT_TRANSLATE_NOOP(
        "Words", "as many passes as compute-optimal training needs, at most 4 (repeated data adds little beyond)"),
    "typical_method": QT_TRANSLATE_NOOP("Words", "the usual, cheapest way to adapt a model"),
    "typical_precision": QT_TRANSLATE_NOOP("Words", "the usual choice: half the memory, full speed"),
    "gpus_without_bf16": QT_TRANSLATE_NOOP(
        "Words", "the GPUs you chose have no BF16: FP16 mixed precision with loss scaling, as such cards train"),
    "product_setting": QT_TRANSLATE_NOOP("Words", "the app's default"),
    "preset_kind": QT_TRANSLATE_NOOP("Words", "the kind of the model you chose"),
    "interface_example": QT_TRANSLATE_NOOP("Words", "a typical chat request"),
    "small_service": QT_TRANSLATE_NOOP(
        "Words", "an assumption of this app for a small service: about what 3,800 people send in the busiest hour "
                 "at average chat use; give the number of people or your rate for a real plan"),
    # (not "an API or batch work costs the same or less": the same servers carry either, but the ranking may then
    # prefer other servers within its tolerance — 8 x H200 at ¥14.5万 beside the chat's 4 x B200 at ¥14.3万)
    "strictest_use": QT_TRANSLATE_NOOP(
        "Words", "not said: sized so people reading the answers as they appear do not wait (the strictest use); an "
                 "API or batch work lets each server answer more requests at once, so the servers sized for a chat "
                 "carry it too; choose the use to see its own answer"),
    "cheaper_when_allowed": QT_TRANSLATE_NOOP("Words", "cheaper; the cost of interruptions is priced in"),
    "deadline_given": QT_TRANSLATE_NOOP("Words", "a deadline was given: the cheapest option that meets it"),
    "no_deadline": QT_TRANSLATE_NOOP("Words", "no deadline was given: a balance of cost and time"),
    "serving_cost": QT_TRANSLATE_NOOP("Words", "a service runs all month: the cheapest that carries the load"),
    "service_always_on": QT_TRANSLATE_NOOP(
        "Words", "a service is always on: an interrupted server stops answering, so no spot servers"),
    "chinese_clouds": QT_TRANSLATE_NOOP("Words", "only Chinese clouds were chosen"),
    "abroad_compared": QT_TRANSLATE_NOOP(
        "Words", "servers abroad are compared too; for a yuan user (a budget or prices in yuan, or the app in "
                 "Chinese), an answer abroad is flagged with the best option in mainland China"),
    "mixed_clouds": QT_TRANSLATE_NOOP("Words", "clouds in China and abroad are compared"),
    "home_currency": QT_TRANSLATE_NOOP("Words", "clouds in China and abroad are compared, in your own currency"),
    "result_currency": QT_TRANSLATE_NOOP("Words", "the currency of the result"),
    "budget_currency": QT_TRANSLATE_NOOP("Words", "the currency of your budget"),
    # issue 29
    "per_item": QT_TRANSLATE_NOOP("Words", "{items} {kind} × about {per} {unit}, from public data sets' averages"),
    "one_per_item": QT_TRANSLATE_NOOP("Words", "{items} {kind}: each is one training sample"),
    "finetune_schedule": QT_TRANSLATE_NOOP(
        "Words", "a published fine-tuning schedule for image models (BiT-HyperRule): {steps} steps of {batch} images "
                 "for {samples} images"),
    "whole_model": QT_TRANSLATE_NOOP(
        "Words", "image models are fine-tuned whole (all weights), as BiT's published fine-tuning does; LoRA's "
                 "adapters are sized for language models"),
    "whole_not_language": QT_TRANSLATE_NOOP(
        "Words", "recommendation and reinforcement-learning models are trained whole (all weights); LoRA's adapters "
                 "are sized for language models"),
    "one_epoch": QT_TRANSLATE_NOOP(
        "Words", "click-through-rate models overfit from their second pass over the same data, so they are trained "
                 "for one (published study)"),
    "from_users": QT_TRANSLATE_NOOP(
        "Words", "{users} people × {per_user} requests a working day, {share} of them in the busiest hour"),
    "chat_usage": QT_TRANSLATE_NOOP("Words", "what chat-assistant users send on average (published usage study)"),
    "working_day": QT_TRANSLATE_NOOP("Words", "an eight-hour working day"),
    "busy_hour": QT_TRANSLATE_NOOP("Words", "the busiest hour carries more than an average one (an assumption)"),
    "chat_lengths": QT_TRANSLATE_NOOP("Words", "an average chat turn in public chat data"),
    "guess_gpu": QT_TRANSLATE_NOOP(
        "Words", "your estimate names no GPU: taken as time on the mid-range training GPU of the source article"),
    "one_gpu_guess": QT_TRANSLATE_NOOP("Words", "your estimate names no GPU count: taken as one GPU"),
    "image_size": QT_TRANSLATE_NOOP("Words", "{gb} GB at about {kb} KB per image (ImageNet's average)"),
    "image_size_detection": QT_TRANSLATE_NOOP(
        "Words", "{gb} GB at about {kb} KB per image (COCO's average, the photos detectors train on)"),
    "image_size_given": QT_TRANSLATE_NOOP("Words", "{gb} GB at {size} per image (your answer)"),
    "image_size_unknown_detection": QT_TRANSLATE_NOOP(
        "Words", "COCO's average image file (the photos YOLO-class detectors train and are measured on); it turns GB "
                 "into images and images into GB of disk and copying"),
    "image_size_unknown": QT_TRANSLATE_NOOP(
        "Words", "ImageNet's average image file (its training set's JPEGs); it turns GB into images and images into "
                 "GB of disk and copying"),
    "recompute_unknown": QT_TRANSLATE_NOOP(
        "Words", "torchtune, LLaMA-Factory and Qwen's scripts turn it on unless told; the range reaches off"),
    "packing_unknown": QT_TRANSLATE_NOOP(
        "Words", "padding is what Hugging Face, TRL and LLaMA-Factory do unless told; the range reaches packed"),
    "batch_by_size": QT_TRANSLATE_NOOP(
        "Words", "GPT-3's batch for a model of this size (2M tokens at 10B); it sets how much the gradient exchange "
                 "between servers costs"),
    "batch_finetune_examples": QT_TRANSLATE_NOOP(
        "Words", "a fine-tuning recipe's batch in examples (Stanford Alpaca's) × the tokens of one example: padded, "
                 "not packed, each example is one sequence of its own length; the batch the launch files plan; it "
                 "sets how much the gradient exchange between servers costs"),
    "batch_finetune": QT_TRANSLATE_NOOP(
        "Words", "a fine-tuning recipe's batch in sequences (Stanford Alpaca's) of the fine-tuning sequence length, the "
                 "batch the launch files plan; it sets how much the gradient exchange between servers costs"),
}


# What-if sentences ("If the {0} differs"): a field label read as a plural there has its own subject.
_WHAT_IF_SUBJECT = {"inference.qps": QT_TRANSLATE_NOOP("Words", "Request rate")}


def field_label(path: Any) -> str:
    """A scenario field path (``data.epochs``) as the wizard names it."""
    return name_in(_FIELD, str(path or "").split("[")[0])


def why_text(code: Any) -> str:
    return name_in(_WHY, code)


def _assumed_value(a: Any, cat: Any) -> str:
    path, value = get_field(a, "path"), get_field(a, "value")
    if path == "model.preset":
        return preset_name(value, cat)
    if path == "data.tokens":
        return translate("Words", "{0} tokens").format(big_number(value))
    if path == "data.samples":
        basis = dict(get_field(a, "basis", ()) or ())
        if basis.get("item_kind") and _one_per_item(basis):  # "12,000 images", as the user said it
            if basis["item_kind"] == "images":
                return translate("Words", "{0} images").format(number(basis.get("items")))
            return translate("Words", "{0} {1}").format(number(basis.get("items")), item_kind_name(basis["item_kind"]))
        return translate("Words", "{0} samples").format(big_number(value))
    if path == "data.epochs":
        n = finite_float(value)
        return Words.tr("%n pass(es)", None, int(n)) if n is not None and float(n).is_integer() \
            else translate("Words", "{0} passes").format(number(value))
    if path == "inference.qps":
        return Words.tr("{0} request(s)/s", None, plural_count(number(value))).format(number(value))
    if path in ("inference.input_tokens", "inference.output_tokens"):
        return translate("Words", "{0} tokens").format(number(value))
    if path == "task":
        return task_name(value)
    if path == "workload":
        return workload_name(value)
    if path == "finetune_method":
        return method_name(value)
    if path == "precision":
        return precision_name(value)
    if path == "preferences.spot":
        return spot_preference_name(value)
    if path == "inference.use":
        return service_use_name(value)
    if path == "preferences.objective":
        return objective_name(value)
    if path == "preferences.host_rules":
        return host_rules_name(value)
    if path == "budget.per":
        return budget_per_name(value)
    if path == "preferences.data_in_china":
        return translate("Words", "required") if value else translate("Words", "not required")
    if path in ("preferences.currency", "budget.currency"):
        return {"CNY": translate("Words", "CNY (¥)"), "USD": translate("Words", "USD ($)")}.get(str(value), str(value))
    if path == "reference_run.gpus":
        return Words.tr("{0} GPU(s)", None, plural_count(number(value))).format(number(value))
    if path == "inference.requests_per_user":
        return translate("Words", "{0} a working day").format(number(value))
    if path == "inference.working_hours":
        return hours(value)
    if path == "inference.peak_factor":
        return translate("Words", "{0} × the average hour").format(number(value))
    if path == "data.global_batch_tokens":
        return translate("Words", "{0} tokens").format(big_number(value))
    if path == "data.packed":
        return translate("Words", "packed") if value else translate("Words", "padded per batch")
    if path == "gradient_checkpointing":
        return translate("Words", "on") if value else translate("Words", "off")
    if path == "data.image_mb":
        return file_size(value)
    if isinstance(value, bool):
        return translate("Words", "yes") if value else translate("Words", "no")
    if isinstance(value, (list, tuple)):
        return listing(str(v) for v in value)
    return str(value)


def answer_value(path: str, value: Any, cat: Any = None) -> str:
    """A scenario answer's value in words, as the list of answers left open says it ("padded per batch")."""
    return _assumed_value({"path": path, "value": value}, cat)


def answer_words(path: str, value: Any, cat: Any = None) -> str:
    """A scenario or plan answer as its field's label and value in words: "Spot servers: Avoid"."""
    return translate("Words", "{0}: {1}").format(field_label(path), _assumed_value({"path": path, "value": value}, cat))


_ITEM_KIND = {
    "qa_pairs": QT_TRANSLATE_NOOP("Words", "Q&A pairs"),
    "conversations": QT_TRANSLATE_NOOP("Words", "conversations"),
    "documents": QT_TRANSLATE_NOOP("Words", "documents"),
    "pages": QT_TRANSLATE_NOOP("Words", "pages"),
    "images": QT_TRANSLATE_NOOP("Words", "images"),
    "audio_hours": QT_TRANSLATE_NOOP("Words", "hours of audio"),
    "video_hours": QT_TRANSLATE_NOOP("Words", "hours of video"),
    "rows": QT_TRANSLATE_NOOP("Words", "rows"),
}


ITEM_KIND_CODES = tuple(_ITEM_KIND)  # the scenario's codes of the kinds of data item (core ITEM_KINDS)


def item_kind_name(kind: Any) -> str:
    """A kind of data item (``data.item_kind``) in words: "Q&A pairs", "hours of audio"."""
    return name_in(_ITEM_KIND, kind)


def _one_per_item(basis: dict) -> bool:
    """Items counted one sample each (an image model's images, a table's rows): no conversion to speak of."""
    return finite_float(basis.get("per_item")) == 1 and not str(basis.get("per_item_unit", "")).startswith("tokens")


def assumed_why(a: Any) -> str:
    """Why an answer was assumed, with the numbers it follows from (a conversion of the user's own words). In
    Chinese with the app's spacing between Chinese and Latin letters or digits, wherever a figure or a unit falls
    ("每个约 209 个 token": the unit's word after "个" read "209 个token", walk 22)."""
    text = _why_with_figures(a)
    return cjk_spacing(text) if is_chinese() else text


def _why_with_figures(a: Any) -> str:
    why = str(get_field(a, "why", "") or "")
    basis = dict(get_field(a, "basis", ()) or ())
    text = why_text(why)
    try:
        if why == "per_item" and basis and _one_per_item(basis):  # "12,000 images: each is one training sample"
            return why_text("one_per_item").format(items=number(basis.get("items")),
                                                   kind=item_kind_name(basis.get("item_kind")))
        if why == "finetune_schedule" and basis:
            return text.format(steps=number(basis.get("steps")), batch=number(basis.get("batch")),
                               samples=number(basis.get("samples")))
        if why == "per_item" and basis:
            unit = "tokens" if str(basis.get("per_item_unit", "")).startswith("tokens") else "samples"
            return text.format(items=number(basis.get("items")), kind=item_kind_name(basis.get("item_kind")),
                               per=number(basis.get("per_item")),
                               unit=translate("Words", "tokens") if unit == "tokens" else translate("Words", "samples"))
        if why == "from_users" and basis:
            return text.format(users=number(basis.get("users")), per_user=number(basis.get("requests_per_user")),
                               share=percent(basis.get("peak_share"), 1))
        if why in ("image_size", "image_size_detection") and basis:
            return text.format(gb=number(basis.get("dataset_gb")), kb=number(float(basis["bytes_per_image"]) / 1000))
        if why == "image_size_given" and basis:
            return text.format(gb=number(basis.get("dataset_gb")), size=file_size(float(basis["bytes_per_image"]) / 1e6))
    except (KeyError, TypeError, ValueError, IndexError):
        pass
    return text


def assumed_lead(scenario: Any, cat: Any = None) -> str:
    """The card's first line when what decides the answer was assumed (``core.answers.deciding``): "Assumed:
    ResNet-50, 90 passes over ~454,545 images", or with the model the user gave first: "YOLOv5s; assumed: 300 passes
    over ~100,000 images", "A 13B model; assumed: …"; empty when the user gave it all."""
    from gpu_advisor.core.scenario import deciding
    cat = cat if cat is not None else current_catalog()
    try:
        items = deciding(cat, scenario) if cat is not None else ()
    except (KeyError, TypeError, AttributeError):
        items = ()
    if not items:
        return ""
    by = {get_field(a, "path"): a for a in items}
    parts = []
    if "model.preset" in by:
        parts.append(_assumed_value(by["model.preset"], cat))
    amount = by.get("data.samples") or by.get("data.tokens")
    if "data.epochs" in by and amount is not None:
        shown = number(get_field(by["data.epochs"], "value"))  # "1 pass over ~4.18 million tokens"
        parts.append(Words.tr("{0} (pass|passes) over ~{1}", None, plural_count(shown)).format(shown, _amount(amount)))
    elif "data.epochs" in by:
        parts.append(_assumed_value(by["data.epochs"], cat))
    elif amount is not None:
        parts.append(translate("Words", "~{0}").format(_amount(amount)))  # "约 …" in Chinese, said once
    if "inference.qps" in by:
        qa = by["inference.qps"]
        basis = dict(get_field(qa, "basis", ()) or ())
        shown = number(get_field(qa, "value"))  # the figure the card's list and the wizard's field show
        text = Words.tr("{0} request(s)/s at the busiest hour", None, plural_count(shown)).format(shown)  # "1 request/s"
        if basis.get("users"):
            text += translate("Words", " ({0} people)").format(number(basis["users"]))
        parts.append(text)
    if "reference_run.gpu" in by or "reference_run.gpus" in by:
        ref = getattr(scenario, "reference_run", None)
        if ref is not None:
            parts.append(translate("Words", "your {0} on {1} × {2}").format(hours(ref.hours), number(ref.gpus),
                                                                            ref.gpu))
    said = ("，" if is_chinese() else ", ").join(parts)
    assumed = {get_field(a, "path") for a in get_field(scenario, "assumed", ()) or ()}
    named = "" if "model.preset" in assumed | set(by) else _model_given(scenario, cat)  # (assumed: said in the list)
    # the model the answer is for is named whether chosen or assumed (walk 22: "Assumed: 3 passes over ~4.18 million
    # tokens" never said which model; a size typed beside a known model was dropped without a word)
    return (translate("Words", "{0}; assumed: {1}").format(named, said) if named
            else translate("Words", "Assumed: {0}").format(said))


def _model_given(scenario: Any, cat: Any) -> str:
    """The model the user gave, in words: a known model's name, or a size ("A 13B model");
    '' when none is given."""
    preset, params = get_field(scenario, "preset"), finite_float(get_field(scenario, "params"))
    if preset:
        return str(preset_name(preset, cat))
    if not params:
        return ""
    active = finite_float(get_field(scenario, "params_active"))
    if active and active < params:
        return translate("Words", "A {0} model ({1} active)").format(_size_short(params), _size_short(active))
    return translate("Words", "A {0} model").format(_size_short(params))


def _size_short(params: float) -> str:
    """A model's size as it is written short: "7B", "1.5B", "124M" (the wizard's own "7B"); in Chinese "70 亿"
    (the lead line stays one line beside its Change… button at 1280 x 720: "A model of 7 billion parameters; …"
    took two and pushed the figures under the charts)."""
    if is_chinese():
        return big_number(params)
    for unit, size in (("T", 1e12), ("B", 1e9), ("M", 1e6)):
        if params >= size:
            return f"{params / size:.3g}{unit}"
    return number(params)


def _amount(a: Any) -> str:
    value, unit = get_field(a, "value"), str(get_field(a, "unit", "") or "")
    basis = dict(get_field(a, "basis", ()) or ())
    # (said after "~" / "约": an image count to three figures, as big_number writes tokens and samples)
    if basis.get("item_kind") and get_field(a, "path") == "data.samples":  # an image model's items are samples
        if basis["item_kind"] == "images":
            return translate("Words", "{0} images").format(about_count(value))
        return translate("Words", "{0} samples ({1} {2})").format(big_number(value), number(basis.get("items")),
                                                                  item_kind_name(basis["item_kind"]))
    if basis.get("item_kind"):
        return translate("Words", "{0} tokens ({1} {2})").format(big_number(value), number(basis.get("items")),
                                                                 item_kind_name(basis["item_kind"]))
    if unit == "images" and get_field(a, "why") == "image_size_given" and finite_float(basis.get("bytes_per_image")):
        # the count follows from the size of one image the user gave: said with it ("~16,700 images (3 MB each)")
        return translate("Words", "{0} images ({1} each, your answer)").format(
            about_count(value), file_size(float(basis["bytes_per_image"]) / 1e6))
    if unit == "images":
        return translate("Words", "{0} images").format(about_count(value))
    if get_field(a, "path") == "data.tokens":
        return translate("Words", "{0} tokens").format(big_number(value))
    return translate("Words", "{0} samples").format(big_number(value))


CHOICE = {
    "small": QT_TRANSLATE_NOOP("Words", "smaller"),
    "typical": QT_TRANSLATE_NOOP("Words", "assumed"),
    "large": QT_TRANSLATE_NOOP("Words", "larger"),
}


def what_if_value_text(path: str, value: Any, cat: Any = None) -> str:
    """The value a ``what_if`` row was priced with, in words: the model's name, tokens, samples, requests/s."""
    cat = cat if cat is not None else current_catalog()
    if path == "model.preset":
        return _assumed_value({"path": path, "value": value}, cat)
    if path == "data.tokens":
        return translate("Words", "{0} tokens").format(big_number(value))
    if path == "data.samples":
        return translate("Words", "{0} samples").format(big_number(value))
    if path == "inference.qps":
        shown = number(value)
        return Words.tr("{0} request(s)/s", None, plural_count(shown)).format(shown)
    return str(value)


def what_if_choice_name(choice: Any) -> str:
    """A ``what_if`` row's choice in words: smaller, assumed, larger."""
    return name_in(CHOICE, choice)


# What a what-if choice breaks (core ``what_if`` rows' ``broken``), each as a short phrase in brackets
_BREAKS = {
    "budget": QT_TRANSLATE_NOOP("Words", "over your budget"),
    "deadline": QT_TRANSLATE_NOOP("Words", "past your deadline"),
    #: a chat service: each token of an answer comes slower than a chat's limit (e.g. 0.09 s against 0.04 s)
    "chat_tpot": QT_TRANSLATE_NOOP("Words", "too slow a token for a chat"),
    #: a chat service: the first token of an answer comes later than a chat's limit
    "chat_ttft": QT_TRANSLATE_NOOP("Words", "too slow to its first token for a chat"),
}


# The deadline or the budget missed only at the slow end of the estimate's likely range (core ``point_misses``)
_SLOW_END = {
    "deadline_slow_end": QT_TRANSLATE_NOOP("Words", "past your deadline if it runs as slowly as the likely range "
                                                    "allows"),
    "budget_slow_end": QT_TRANSLATE_NOOP("Words", "over your budget if it runs as slowly as the likely range allows"),
}


def point_misses_text(codes: Any) -> str:
    """A cost chart's greyed point, hovered: the requirements it misses (core ``point_misses``: "deadline",
    "budget", "chat_ttft", "chat_tpot"), as a what-if row says them: "Not chosen: over your budget". Empty for none."""
    said = [translate("Words", _BREAKS[c]) if c in _BREAKS else translate("Words", _SLOW_END[c])
            for c in codes or () if c in _BREAKS or c in _SLOW_END]
    #: {0} lists what a chart's point misses ("past your deadline and over your budget")
    return translate("Words", "Not chosen: {0}").format(listing(said)) if said else ""


def other_limit_words(broken: Any) -> list[str]:
    """The limits a what-if row's ``broken`` names besides the budget and the deadline, each as a short phrase: a
    chat's two limits by name ("too slow a token for a chat"), any other in one "misses: GPU memory, regions". The
    card's what-if line and the proposal PDF's what-if table say them alike."""
    codes = [str(c) for c in broken or () if c not in ("budget", "deadline")]
    said = [translate("Words", _BREAKS[c]) for c in codes if c in _BREAKS]
    others = [c for c in codes if c not in _BREAKS]
    if others:
        #: {0} lists other limits an answer misses ("GPU memory, regions")
        said.append(translate("Words", "misses: {0}").format(listing(constraint_name(c) for c in others)))
    return said


def _what_if_misses(row: dict, text: str) -> str:
    """A what-if choice's words with what it breaks, when the closest option breaks a limit the user set (walk 19:
    "larger (ViT-L/16): 16 × B200, 90 hours, ¥32,405" read as an answer within a ¥5,000 budget). Every limit the
    row's ``broken`` names is said (walk 19b: "(over your budget)" of a chat also too slow a token)."""
    broken = [str(c) for c in row.get("broken") or ()]
    if broken and not set(broken) <= {"budget", "deadline"}:
        said = [translate("Words", _BREAKS[c]) for c in broken if c in ("budget", "deadline")]
        said += other_limit_words(broken)
        return translate("Words", "{0} ({1})").format(text, listing(said))
    if row.get("feasible") is not False and not broken:
        if row.get("deadline_at_risk"):  # (meets it as expected only: the card's "deadline at risk")
            return translate("Words", "{0} (deadline at risk)").format(text)
        return text
    over = "budget" in broken if broken else row.get("within_budget") is False
    late = "deadline" in broken if broken else row.get("meets_deadline") is False
    if over and late:
        return translate("Words", "{0} (over your budget and past your deadline)").format(text)
    if over:
        return translate("Words", "{0} (over your budget)").format(text)
    if late:
        return translate("Words", "{0} (past your deadline)").format(text)
    return translate("Words", "{0} (breaks one of your limits)").format(text)


def what_if_lines(rows: Any, cat: Any = None) -> list[str]:
    """The ``what_if`` rows as one line per assumed answer: each choice with its GPUs, time and cost."""
    cat = cat if cat is not None else current_catalog()
    out: list[str] = []
    groups: dict[str, list] = {}
    for r in rows or ():
        groups.setdefault(str(r.get("assumption")), []).append(r)
    for path, rs in groups.items():
        bits = []
        for r in rs:
            shown = what_if_value_text(path, r.get("value"), cat)
            # "smaller (1.84 million tokens)" / "更小（184 万 token）": the language's brackets
            head = translate("Words", "{0} ({1})").format(name_in(CHOICE, r.get("choice")), shown)
            if r.get("gpu") is None:
                bits.append(translate("Words", "{0}: no option").format(head))
                continue
            cost = money(r.get("monthly_cost") if r.get("wall_hours") is None else r.get("total_cost"),
                         r.get("currency") or "CNY")
            if r.get("wall_hours") is None:  # a service: its cost is a month's ("2 × RTX4090, a month, ¥8,016")
                bits.append(_what_if_misses(r, translate("Words", "{0}: {1} × {2}, {3} a month").format(
                    head, number(r.get("gpu_count")), r.get("gpu"), cost)))
                continue
            bits.append(_what_if_misses(r, translate("Words", "{0}: {1} × {2}, {3}, {4}").format(
                head, number(r.get("gpu_count")), r.get("gpu"), hours(r["wall_hours"]), cost)))
        subject = _WHAT_IF_SUBJECT.get(path)  # a field whose label is no subject of "differs" (a plural)
        label = translate("Words", subject) if subject else field_label(path)
        # lower case inside the sentence, but not an acronym ("GPU of your time estimate" stays "GPU ...")
        label = label if is_chinese() or label[:2].isupper() else label[:1].lower() + label[1:]
        line = translate("Words", "If the {0} differs — {1}").format(label, " · ".join(bits))
        if is_chinese():  # "所对应的 GPU 不同", not "GPU不同" (walk 19): the app's spacing of Chinese and Latin
            line = cjk_spacing(line)
        line += run_set_aside_words(path, rs, cat, bracket=True)
        if any(r.get("hours_from") == "reference_run" for r in rs):  # (core what_if: a past run sets the time)
            modelled = [r for r in rs if r.get("hours_from") != "reference_run" and r.get("wall_hours") is not None]
            if not modelled:
                line += translate("Words", " (each time follows your past run's hours, which measured your own "
                                           "model: another model changes only the memory and the servers)")
            else:  # (a model whose work those hours cannot hold: job.py set the past run aside for it)
                line += translate("Words", " (times follow your past run's hours, which measured your own model, "
                                           "except {0}'s: the past run's hours are too few for its work, so its "
                                           "speed is modelled from published runs)").format(
                    listing([what_if_value_text(path, r.get("value"), cat) for r in modelled]))
        out.append(line)
    return out


def run_set_aside_words(path: str, rows: Any, cat: Any = None, bracket: bool = False) -> str:
    """What the what-if rows of the GPU of a guessed past run (``reference_run.gpu``) owe to the run being set aside
    (core ``what_if``: ``run_set_aside``, its hours too few for the work on that GPU): on every choice, that the GPU
    does not matter (walk 24: T4, V100 and A100 gave one answer, three times, with no word why); on some, which.
    ``bracket``: as the card's line ends, in brackets after it; else the words alone (the proposal's, after the
    field's name under its table).
    Empty for any other field or where no row set the run aside."""
    if path != "reference_run.gpu":
        return ""
    rows = [r for r in rows or () if r.get("gpu") is not None]
    aside = [r for r in rows if r.get("run_set_aside")]
    if not aside:
        return ""
    if len(aside) == len(rows):
        #: a past run given without its GPU was set aside whatever GPU it ran on: that GPU changes nothing
        text = translate("Words", "the same answer for each: your past run is set aside whichever GPU it ran on, as "
                                  "its hours are too few for this work, so its GPU does not matter")
    else:
        #: {0}: the GPUs ("T4, V100-32GB") on which a past run's hours are too few for the work
        text = translate("Words", "on {0} your past run is set aside, as its hours are too few for this work on "
                                  "that GPU: its time is modelled from published runs").format(
            listing([what_if_value_text(path, r.get("value"), cat) for r in aside]))
    return translate("Words", " ({0})").format(text) if bracket else text


def assumed_rows(scenario: Any, cat: Any = None) -> list[tuple[str, str, str, str]]:
    """Every answer left open, as (field, value assumed, why, source) in words. An amount of data counted one sample
    per item (200,000 images) is the user's own answer, not one left open: not listed (it was, under "Answers you
    left open"); a conversion that assumes a ratio (Q&A pairs to tokens) is."""
    from gpu_advisor.core.scenario import counted_as_given
    out = []
    cat = cat if cat is not None else current_catalog()
    for a in get_field(scenario, "assumed", ()) or ():
        if counted_as_given(a):  # (core.scenario: 200,000 images are the user's own answer)
            continue
        out.append((field_label(get_field(a, "path")), _assumed_value(a, cat), assumed_why(a),
                    source_text(cat, str(get_field(a, "source", "") or ""))))
    return out


def assumed_lines(scenario: Any, cat: Any = None) -> list[str]:
    """Every answer left open as one line, "Fine-tuning method: LoRA — the usual, cheapest way to adapt a model" (the
    app's list of answers left open, without the sources: the command line's summary)."""
    return [translate("Words", "{0}: {1} — {2}").format(k, v, why) if why else translate("Words", "{0}: {1}").format(k, v)
            for k, v, why, _ in assumed_rows(scenario, cat)]


def _unwrapped(locator: str) -> str:
    """A locator without the one pair of brackets around it all, if any: "(Table 4 (405B on H100))" -> "Table 4
    (405B on H100)" (stripping every bracket at the ends cut the inner one's close: "(Table 4 (405B on H100")."""
    text = locator.strip()
    if not (text.startswith("(") and text.endswith(")")):
        return text
    depth = 0
    for ch in text[1:-1]:
        depth += (ch == "(") - (ch == ")")
        if depth < 0:
            return text  # "(a) (b)": the ends belong to two pairs
    return text[1:-1] if depth == 0 else text


def title_text(title: str) -> str:
    """A Chinese title with its English gloss after it ("云服务器选型指南 (cloud servers for AI training)"): the
    Chinese alone in a Chinese window, both in an English one; any other title as it is."""
    title = title_in_language(title)
    head, sep, tail = title.rpartition(" (")
    if sep and tail.endswith(")") and is_chinese() and any("\u4e00" <= ch <= "\u9fff" for ch in head) \
            and not any("\u4e00" <= ch <= "\u9fff" for ch in tail):
        return head
    return title


def source_text(cat: Any, cell: str) -> str:
    """A catalog ``source`` cell (source ids with locators) as a reader can follow it: title, publisher, date,
    URL; the app's own settings and assumptions named as such. Text that is not an id is shown as it is."""
    if not cell:
        return ""
    try:
        from gpu_advisor.core.catalog import cite_any
        cites = cite_any(cat, cell) if cat is not None else ()
    except Exception:  # noqa: BLE001 - a citation must never break a sentence
        cites = ()
    if not cites:
        return cell
    parts = []
    for c in cites:
        if not c.known:
            parts.append(c.source_id + (f" {c.locator}" if c.locator else ""))
            continue
        if c.kind == "setting":
            text = translate("Words", "setting of this app")
        elif c.kind == "assumption":
            text = translate("Words", "assumption of this app")
        elif c.kind == "derivation":
            text = translate("Words", "derived by this app")
        elif c.kind == "user":  # a figure the user typed (a price: the proposal's price sources, not a price list)
            text = translate("Words", "entered by you (catalog editor)")
        else:
            text = title_text(c.title) + (f" — {c.publisher}" if c.publisher else "") + \
                (f", {c.date}" if c.date else "")
        if c.locator:
            # the app's own reasoning (and its notes on the Chinese source articles) in the language shown; a
            # locator not in the list (a cited page's own words, or one a user typed) as it is
            loc = locator_text(_unwrapped(c.locator))
            text = translate("Words", "{0} ({1})").format(text, loc)  # (full-width brackets in Chinese)
        if c.url and c.kind not in ("setting", "assumption", "derivation", "user"):
            text += f" {c.url}"
        parts.append(text)
    return "; ".join(dict.fromkeys(parts))  # a cell citing one work twice (two rows of one paper) names it once
# --------------------------------------------------------------------------- problems (core/base/problems.py)
# One sentence per problem code the core (and the editors) can report, for the app and the command line
