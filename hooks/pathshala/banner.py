"""The run banner: which Python, torch, numpy and threads printed a page's outputs (one line; details on a click)."""

from __future__ import annotations

import html

from .result import RunResult
from .text import to_bengali_digits


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


def banner_html(result: RunResult, acceptance: dict | None = None) -> str:
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
    v = {k: html.escape(str(val)) for k, val in result.versions.items()}
    threads = to_bengali_digits(str(result.conditions.get("threads", "?")))
    accepted = day = ""
    if acceptance:
        a = {k: html.escape(str(val)) for k, val in acceptance.items() if isinstance(val, str)}
        where = acceptance.get("machines", {}).get(acceptance.get("machine", ""), {})
        machine = f", <code>{html.escape(machine_short(where))}</code> মেশিনে" if where else ""
        accepted = (
            f" রেকর্ড করা আউটপুট শেষবার গৃহীত হয়েছে {to_bengali_digits(a.get('accepted', '?'))} তারিখে, "
            f"<code>torch {a.get('torch', '?')}</code> আর <code>numpy {a.get('numpy', '?')}</code>-এ{machine}।"
        )
        if "accepted" in a:
            # a date, not a subtraction: Bengali digits, the hyphens stay hyphens
            day = ", রেকর্ড " + to_bengali_digits(a["accepted"]).replace("\u2212", "-")
    line = f"প্রতিটি output যাচাই করা: <code>torch {_short_version(v.get('torch', '?'))}</code>{day}"
    return (
        '<details class="run-banner">'
        f'<summary class="run-banner__line">{line}</summary>'
        '<p class="run-banner__details">'
        "এই পাতার প্রতিটি আউটপুট CPU-তে আসল run থেকে এসেছে, আর এই build-এ প্রতিটি আবার চালিয়ে মেলানো হয়েছে: "
        f"<code>Python {v.get('python', '?')}</code> · <code>torch {v.get('torch', '?')}</code> · "
        f"<code>numpy {v.get('numpy', '?')}</code> · থ্রেড {threads}টি · "
        f"<code>{html.escape(machine_short(result.machine))}</code>।{accepted}"
        "</p></details>"
    )
