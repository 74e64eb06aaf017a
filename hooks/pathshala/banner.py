"""The run banner: which Python, torch, numpy and thread count a page's outputs came from."""

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


def banner_html(result: RunResult, acceptance: dict | None = None) -> str:
    """A one-paragraph note, in Bengali, built from a real run's own report of its versions.

    ``acceptance`` is what ``make accept`` recorded beside the lesson's
    outputs: the day they were last accepted, the versions and the machine then.
    A page shows its recordings; this build ran every snippet again and found
    the same outputs (numbers within their printed precision).
    """
    v = {k: html.escape(str(val)) for k, val in result.versions.items()}
    threads = to_bengali_digits(str(result.conditions.get("threads", "?")))
    accepted = ""
    if acceptance:
        a = {k: html.escape(str(val)) for k, val in acceptance.items() if isinstance(val, str)}
        where = acceptance.get("machines", {}).get(acceptance.get("machine", ""), {})
        machine = f", <code>{html.escape(machine_short(where))}</code> মেশিনে" if where else ""
        accepted = (
            f" রেকর্ড করা আউটপুট শেষবার গৃহীত হয়েছে {to_bengali_digits(a.get('accepted', '?'))} তারিখে, "
            f"<code>torch {a.get('torch', '?')}</code> আর <code>numpy {a.get('numpy', '?')}</code>-এ{machine}।"
        )
    return (
        '<p class="run-banner">'
        "এই পাতার প্রতিটি আউটপুট CPU-তে আসল run থেকে এসেছে, আর এই build-এ প্রতিটি আবার চালিয়ে মেলানো হয়েছে: "
        f"<code>Python {v.get('python', '?')}</code> · <code>torch {v.get('torch', '?')}</code> · "
        f"<code>numpy {v.get('numpy', '?')}</code> · থ্রেড {threads}টি · "
        f"<code>{html.escape(machine_short(result.machine))}</code>।{accepted}"
        "</p>"
    )
