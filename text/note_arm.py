"""The warnings of a server with an Arm (aarch64) CPU (``core/select/host_arch.py``): the builds it needs, and a GPU
PyTorch's aarch64 builds do not run, chosen only because nothing else was left."""

from __future__ import annotations

from gpu_advisor.core.base import ArmHost, ArmHostGpuUnsupported
from .language import translate
from .note_table import renders
from .numbers import join_sentences, number


def _cpu(cpu: str) -> str:
    """The CPU as the catalog names it, or the architecture alone."""
    return cpu or "aarch64"


def _loading(rate: float | None) -> str:
    """The data-loading figure the time rests on, measured on x86 ('' where the data pipeline does not set it)."""
    if rate is None:
        return ""
    #: {0} images one data-loader worker decodes and augments per second (the catalog's figure, measured on x86)
    return translate(
        "Words", "The data-loading rate the time rests on ({0} images/s per worker) was measured on an x86 CPU; the "
        "catalog has no figure measured on an Arm CPU, so the time may differ."
    ).format(number(rate))


@renders(ArmHost)
def _arm_host(n: ArmHost, cur: str) -> str:
    #: {0} the server type, {1} its CPU (e.g. NVIDIA Grace (Arm Neoverse V2))
    text = translate(
        "Words", "{0} has an Arm CPU ({1}): install software built for aarch64. PyTorch's aarch64 CUDA wheels come "
        "with pip install torch from PyTorch 2.11 (before, from download.pytorch.org/whl/cu128), container images "
        "must be arm64 (an x86-only image does not start), and a package without an aarch64 wheel is built from "
        "source on the server."
    ).format(n.instance_type, _cpu(n.cpu))
    return join_sentences([text, _loading(n.loading_images_per_s)])


@renders(ArmHostGpuUnsupported)
def _arm_host_gpu_unsupported(n: ArmHostGpuUnsupported, cur: str) -> str:
    #: {0} the server type, {1} its CPU (e.g. AWS Graviton2), {2} the GPU, {3} its compute capability (7.5), {4} the
    #: lowest compute capability PyTorch's aarch64 builds run (8.0)
    text = translate(
        "Words", "{0} has an Arm CPU ({1}) and {2} GPUs of compute capability {3}: PyTorch's own aarch64 builds run "
        "only compute capability {4} and up, so pip install torch, and the launch files' setup, give a PyTorch that "
        "cannot use these GPUs. It is shown only because your choices leave no other server."
    ).format(n.instance_type, _cpu(n.cpu), n.gpu, number(n.compute_capability, 1),
             number(n.min_compute_capability, 1))
    if n.vendor_image:
        #: {0} the provider's own machine image that runs PyTorch on this server
        then = translate("Words", "Start it from {0}, the provider's image that runs PyTorch on it, or allow other "
                                  "servers.").format(n.vendor_image)
    else:
        then = translate("Words", "No image the catalog knows runs PyTorch on it: allow other servers.")
    return join_sentences([text, then, _loading(n.loading_images_per_s)])
