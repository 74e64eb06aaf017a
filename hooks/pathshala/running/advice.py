"""What to do about a run that failed: one sentence after the runner's "what happened" (issue 39).

The runner says how a run ended (``judge``); an author also needs the next step. Each outcome gets the
step an author of a lesson snippet takes, and an exception that comes from reaching for the network
(a download: DNS fails first in the sealed run) says that runs have no network and where the data goes.
"""

from __future__ import annotations

import re

from .result import Outcome, RunResult
from .settings import DEFAULT_TIMEOUT_S, MAX_TIMEOUT_S

# The last lines of a traceback that a download or a connection ends in when the run has no network.
NETWORK = re.compile(
    r"socket\.gaierror|Temporary failure in name resolution|Name or service not known|No address associated with "
    r"hostname|Network is unreachable|urllib\.error\.URLError|ConnectionRefusedError|NewConnectionError|"
    r"requests\.exceptions\.ConnectionError|Failed to resolve|Could not resolve host"
)


def no_network(output: str) -> bool:
    """Did the run fail reaching for the network (a download, a connection)?"""
    return NETWORK.search(output) is not None


def advice(result: RunResult, folder: str | None) -> str:
    """The next step for this failed run ("" when the message says it already); ``folder``: its snippet folder."""
    place = f"{folder}/" if folder else "the snippet's folder (snippets/<page>/)"
    if result.outcome is Outcome.ERROR and no_network(result.output):
        return (f"It reached for the network: snippets run sealed, without network, so nothing downloads during "
                f"a run. Put the data file in {place} (committed with the lesson, copied beside the snippet when it "
                "runs: open it by its name) or make the data in code; then `make accept`.")
    if result.outcome is Outcome.ERROR:
        return ("Fix the line its traceback names (the last `File \"snippets/…\"` line), or, if the error is the "
                "lesson's point, catch it and print it (try/except); then `make accept`.")
    if result.outcome is Outcome.TIMEOUT:
        return (f"Shorten it (fewer steps or epochs, smaller tensors or data), or, if it needs the time, give its "
                f"fence a longer `timeout=\"120\"` (seconds, up to {MAX_TIMEOUT_S:g}; above {DEFAULT_TIMEOUT_S:g} it "
                "needs a grant in grants.toml, whose line the build prints); then `make accept`.")
    if result.outcome is Outcome.FLOOD:
        return "Print less (a summary, every 10th step, a tensor's shape instead of its values); then `make accept`."
    return ""
