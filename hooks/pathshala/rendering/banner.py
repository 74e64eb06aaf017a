"""The run banner: which Python, torch, numpy and threads printed a page's outputs (one line; details on a click)."""

from __future__ import annotations

from ..content.text import to_bengali_digits
from ..running.result import RunResult
from .templates import Templates


def machine_short(machine: dict | None) -> str:
    """A machine as a reader needs it: OS, CPU kind and the kernels torch and numpy chose."""
    if not machine:
        return "অজানা মেশিন"
    return (
        f"{machine.get('os', '?')} {machine.get('arch', '?')}, "
        f"torch kernel {machine.get('torch_cpu_capability', '?')}, numpy SIMD {machine.get('numpy_simd', '?')}"
    )


def _short_version(version: str) -> str:
    """``2.13.0+cpu`` → ``2.13.0``: the build's local tag means nothing to a reader."""
    return version.split("+", 1)[0]


def banner_html(result: RunResult, acceptance: dict | None = None, *, templates: Templates) -> str:
    """A one-line note, in Bengali, built from a real run's own report of its versions, details behind a click.

    A reader needs one line (every output checked, with which torch, recorded when); the machine
    details (CPU kernel, SIMD targets, thread count) are for authors, so they sit in the same
    ``<details>``: one click (or Enter on the line) shows them, and a reader without JavaScript
    gets the same.

    ``acceptance`` is what ``make accept`` recorded beside the lesson's
    outputs: the day they were last accepted, the versions and the machine then.
    A page shows its recordings; this build ran every snippet again and found
    the same outputs (numbers within their printed precision).
    """
    accepted = None
    day = ""
    if acceptance:
        a = {k: val for k, val in acceptance.items() if isinstance(val, str)}
        where = acceptance.get("machines", {}).get(acceptance.get("machine", ""), {})
        accepted = {"day": to_bengali_digits(a.get("accepted", "?")), "torch": a.get("torch", "?"),
                    "numpy": a.get("numpy", "?"), "machine": machine_short(where) if where else ""}
        if "accepted" in a:
            # a date, not a subtraction: Bengali digits, the hyphens stay hyphens
            day = to_bengali_digits(a["accepted"]).replace("\u2212", "-")
    versions = {k: str(val) for k, val in result.versions.items()}
    return str(templates.render(
        "banner.html", versions=versions, torch_short=_short_version(versions.get("torch", "?")), day=day,
        threads=to_bengali_digits(str(result.conditions.get("threads", "?"))), machine=machine_short(result.machine),
        accepted=accepted,
    ))
