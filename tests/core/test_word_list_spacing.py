"""Names listed in Chinese: a space where a Latin name meets the Chinese 和 (the update dialog read "阿里云、微软
Azure和腾讯云"), none beside the full-width 、; English lists as before."""

from __future__ import annotations

from gpu_advisor import text as words


def test_a_latin_name_before_or_after_he_gets_a_space():
    with words.using_language("zh_CN"):
        assert words.word_list(("阿里云", "微软 Azure", "腾讯云")) == "阿里云、微软 Azure 和腾讯云"
        assert words.word_list(("腾讯云", "AWS")) == "腾讯云和 AWS"
        assert words.word_list(("AWS", "微软 Azure", "Lambda")) == "AWS、微软 Azure 和 Lambda"
        assert words.word_list(("阿里云", "腾讯云")) == "阿里云和腾讯云"
        assert words.listing(("微软 Azure", "腾讯云")) == "微软 Azure，腾讯云"  # a full-width comma: no space
    with words.using_language("en"):
        assert words.word_list(("Alibaba Cloud", "Microsoft Azure", "Tencent Cloud")) == \
            "Alibaba Cloud, Microsoft Azure and Tencent Cloud"
