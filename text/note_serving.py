"""How long a served answer takes (the note ``serving_time``, core/select/serving_time.py): its sentence, and the
short figures the result card and the proposal's key figures show; and a chat's limits: what an option misses of
them (``chat_miss``, an alternative's "too slow for a chat"), and why a long prompt's first token made the answer
dearer (``first_token_decides``).
"""

from __future__ import annotations

from gpu_advisor.core.base import FirstTokenDecides, ServingTime, SlowForChat
from .language import translate
from .names import gpu_config, provider_name
from .note_table import renders
from .numbers import beside, money, number, seconds, seconds_up


def answer_time(n: ServingTime) -> str:
    """The card's and the proposal's figure: the whole answer, then the first token ("51.2 s (first token 0.3 s)")."""
    #: the time a whole served answer takes, then the time to its first token: "51.2 s (first token 0.3 s)"
    return translate("Words", "{0} (first token {1})").format(seconds(n.answer_s), seconds(n.ttft_s))


def answer_time_parts(n: ServingTime) -> tuple[str, str]:
    """The proposal's key figure: (the whole answer's time, "first token 0.3 s", with "slow for a chat service"
    after it when it is)."""
    #: after a served answer's whole time, the time to its first token
    rest = translate("Words", "first token {0}").format(seconds(n.ttft_s))
    if n.slow:
        #: after "first token 0.3 s" in the proposal's key figures
        rest += translate("Words", "; slow for a chat service")
    return seconds(n.answer_s), rest


def answer_time_tip(n: ServingTime) -> str:
    """What the figure is: the request lengths, the time a token, the batch; and whether that suits a chat."""
    return _sentence(n)


@renders(ServingTime)
def _serving_time(n: ServingTime, cur: str) -> str:
    return _sentence(n)


def _sentence(n: ServingTime) -> str:
    text = translate(
        "Words",
        "An answer of {0} tokens to a prompt of {1} takes up to about {2}: the first token after {3}, then {4} a "
        "token (when a copy of the model serves the full batch it is sized for; queueing not counted).",
    ).format(number(n.output_tokens), number(n.input_tokens), seconds(n.answer_s), seconds(n.ttft_s),
             seconds(n.tpot_s))
    use = getattr(n, "use", None)
    if use == "batch":
        return text + " " + translate(
            "Words", "Sized for batch work: as many requests at once as the memory holds, since no one waits on an "
            "answer.")
    if use == "api" and n.api_tpot_s is not None:
        return text + " " + translate(
            "Words", "Sized for an API that other programs call: MLPerf Inference's server limit of {0} a token.",
        ).format(seconds(n.api_tpot_s))
    if n.chat_ttft_s is None or n.chat_tpot_s is None or n.chat_answer_s is None:
        return text
    limits = (seconds(n.chat_ttft_s), seconds(n.chat_tpot_s))
    if use == "chat" and n.slow:
        return text + " " + translate(
            "Words", "That is slow for a chat service: MLPerf Inference's interactive test holds a model to {0} to "
            "the first token and {1} a token, and even one request alone is slower here. A faster GPU, or more GPUs "
            "for each copy of the model, would be needed.",
        ).format(*limits)
    if not n.slow:
        return text + " " + translate(
            "Words", "Fast enough for a chat service (MLPerf Inference's interactive limits: {0} to the first "
            "token, {1} a token).").format(*limits)
    return text + " " + translate(
        "Words", "That is slow for a chat service: MLPerf Inference's interactive test holds a model to {0} to the "
        "first token and {1} a token, about {2} for this answer. For a chat service, set the longest acceptable "
        "wait to {2}; batch work, or an API whose answers are read in full, can keep this one.",
    ).format(*limits, seconds_up(n.chat_answer_s))


def _over(value: float, limit: float) -> bool:
    return value > limit * (1 + 1e-9)


def chat_miss(n: SlowForChat) -> str:
    """What an option misses of a chat's limits, the missed ones only: "3.23 s to the first token, where a chat
    allows 0.45 s" (both: the first token, then the time a token)."""
    first, per = _over(n.ttft_s, n.chat_ttft_s), _over(n.tpot_s, n.chat_tpot_s)
    if first and per:
        #: an option too slow for a chat service on both of its limits: {0} its time to the first token, {1} its time
        #: a token, {2} and {3} a chat's limits for them
        return translate("Words", "{0} to the first token and {1} a token, where a chat allows {2} and {3}").format(
            seconds(n.ttft_s), seconds(n.tpot_s), seconds(n.chat_ttft_s), seconds(n.chat_tpot_s))
    if per:
        #: an option too slow for a chat service: {0} its time a token, {1} a chat's limit for it
        return translate("Words", "{0} a token, where a chat allows {1}").format(
            seconds(n.tpot_s), seconds(n.chat_tpot_s))
    #: an option too slow for a chat service: {0} its time to the first token, {1} a chat's limit for it
    return translate("Words", "{0} to the first token, where a chat allows {1}").format(
        seconds(n.ttft_s), seconds(n.chat_ttft_s))


@renders(SlowForChat)
def _slow_for_chat(n: SlowForChat, cur: str) -> str:
    #: why an alternative of a chat service was not chosen; {0}: what it misses of a chat's limits ("3.23 s to the
    #: first token, where a chat allows 0.45 s")
    return translate("Words", "Too slow for a chat: {0} (MLPerf Inference's interactive limits).").format(
        chat_miss(n))


@renders(FirstTokenDecides)
def _first_token_decides(n: FirstTokenDecides, cur: str) -> str:
    #: a chat service whose long prompts rule out the cheapest servers: {tokens} the prompt's length; {gpus} and
    #: {provider} the cheapest option that carries the load ("2 × GH200", "Lambda"); {cost} its monthly cost; {time}
    #: its time to the first token; {limit} a chat's limit; {mine} the pick's own time to the first token; {more} how
    #: much more the pick costs a month
    return translate(
        "Words", "Prompts of {tokens} tokens make the first token slow: the cheapest option that carries the load, "
        "{gpus} on {provider} at {cost} a month, would take {time} to the first token, where a chat allows {limit}. "
        "The pick is the cheapest that answers within it: {mine}, for {more} more a month.",
    ).format(tokens=number(n.input_tokens), gpus=gpu_config(n), provider=provider_name(None, n.provider),
             cost=money(n.monthly_cost, cur), time=seconds(n.ttft_s), limit=seconds(n.chat_ttft_s),
             mine=seconds(n.chosen_ttft_s),
             more=money(n.cost_diff, cur, of_total=beside(n.monthly_cost, n.monthly_cost + n.cost_diff)))
