"""The run banner: which Python, torch, numpy and thread count a page's outputs came from."""

from __future__ import annotations

from .result import RunResult
from .templates import Templates, default
from .text import to_bengali_digits


def machine_short(machine: dict | None) -> str:
    """A machine as a reader needs it: OS, CPU kind and the kernels torch and numpy chose."""
    if not machine:
        return "অজানা মেশিন"
    return (
        f"{machine.get('os', '?')} {machine.get('arch', '?')}, "
        f"torch kernel {machine.get('torch_cpu_capability', '?')}, numpy SIMD {machine.get('numpy_simd', '?')}"
    )


def banner_html(result: RunResult, acceptance: dict | None = None, templates: Templates | None = None) -> str:
    """A one-paragraph note, in Bengali, built from a real run's own report of its versions.

    ``acceptance`` is what ``make accept`` recorded beside the lesson's
    outputs: the day they were last accepted, the versions and the machine then.
    A page shows its recordings; this build ran every snippet again and found
    the same outputs (numbers within their printed precision).
    """
    accepted = None
    if acceptance:
        a = {k: val for k, val in acceptance.items() if isinstance(val, str)}
        where = acceptance.get("machines", {}).get(acceptance.get("machine", ""), {})
        accepted = {"day": to_bengali_digits(a.get("accepted", "?")), "torch": a.get("torch", "?"),
                    "numpy": a.get("numpy", "?"), "machine": machine_short(where) if where else ""}
    return str((templates or default()).render(
        "banner.html", versions={k: str(val) for k, val in result.versions.items()},
        threads=to_bengali_digits(str(result.conditions.get("threads", "?"))), machine=machine_short(result.machine),
        accepted=accepted,
    ))
