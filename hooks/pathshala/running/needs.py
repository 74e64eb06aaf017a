"""What a snippet needs of the build machine beyond Python, torch and NumPy: an allow-list of capabilities.

A fence may say ``needs="cxx"``: its run needs a C++ compiler (lesson ১৩'s ``torch.compile``, whose inductor
backend writes C++ and builds it). Each name here is a ``Need``: what it is, how this machine is probed for
it, and what to install. A name not listed is refused on the fence (page, snippet, line).

Where a need is missing on this machine, the fence's run does not happen, cached or not, and the page shows
no output in its place but a notice saying why (its recording is never shown: a recording is what a run is
compared with, never what a reader sees instead of a run; issue 33). The build logs one line per such run
(``Need.line``) and completes, so ``make build`` and ``mkdocs serve`` work on a machine without the
compiler. ``PATHSHALA_REQUIRE_ALL=1`` (``.ci/run`` sets it; CI installs g++) turns the same line into an
error: on the machine that decides landing no run escapes its check. ``make accept`` never records without
the run: there the line is always an error. Why content may write ``needs=`` at all: SECURITY.md.

The probe runs in the build's process with the build's environment; the runs see the same ``PATH`` and
``CXX`` (``runner._KEEP_ENV``), so the compiler the probe found is the one inductor uses inside the run.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

REQUIRE_ALL = "PATHSHALA_REQUIRE_ALL"  # "1": a missing capability fails the build (CI); otherwise it is logged
PROBE_TIMEOUT_S = 30.0


def inductor_compiler(environ: Mapping[str, str], platform: str = sys.platform) -> str:
    """The compiler torch's inductor uses here, as torch 2.13 chooses it.

    ``torch/_inductor/config.py``: ``cpp.cxx = (None, os.environ.get("CXX", "clang++" if sys.platform ==
    "darwin" else "g++"))``, and ``cpp_builder.cpp_compiler_search`` takes the first entry for which
    ``[cxx, "--version"]`` runs (the ``None`` entry, a conda download of gcc, only under
    ``TORCH_INDUCTOR_INSTALL_GXX``: never in a build, whose runs have no network). So ``$CXX`` whenever it is
    set (even empty: inductor then finds nothing and does not fall back to g++), else ``g++``
    (``clang++`` on macOS). Windows (``cl``) is not a platform the build runs on."""
    return environ.get("CXX", "clang++" if platform == "darwin" else "g++")


def probe_cxx(environ: Mapping[str, str]) -> str:
    """'' when inductor would find a working C++ compiler with this environment, else why not (one clause)."""
    compiler = inductor_compiler(environ)
    named = f"$CXX ({compiler!r})" if "CXX" in environ else f"{compiler} (inductor's choice without $CXX)"
    found = shutil.which(compiler, path=environ.get("PATH", os.defpath)) if compiler else None
    if found is None:
        where = "is not an executable file" if os.sep in compiler or not compiler else "is not on PATH"
        return f"{named} {where}"
    try:  # what inductor itself runs before it uses a compiler
        done = subprocess.run([found, "--version"], capture_output=True, timeout=PROBE_TIMEOUT_S,
                              env=dict(environ), stdin=subprocess.DEVNULL)
    except (OSError, subprocess.SubprocessError) as err:
        return f"{named} does not run: {err}"
    if done.returncode != 0:
        return f"{named}: `{found} --version` exited with status {done.returncode}"
    return ""


@dataclass(frozen=True)
class Need:
    """A capability a fence may name in ``needs=``: what it is, its probe and what to install."""

    name: str
    what: str  # English, for the build's line: "a C++ compiler (torch.compile's inductor)"
    install: str  # what to do about it, for the build's line
    probe: Callable[[Mapping[str, str]], str]  # '' present, else why it is missing
    notice: str  # Bengali: why the page shows no output, shown in the output's place


NEEDS: dict[str, Need] = {
    "cxx": Need(
        "cxx", "a C++ compiler (torch.compile's inductor builds the C++ it writes)",
        "install g++ (Debian/Ubuntu: apt-get install g++; README, set-up) or set CXX to a working C++ compiler",
        probe_cxx,
        "এই output এই build-এ তৈরি হয়নি: যে কম্পিউটারে site-টি build হয়েছে, তাতে C++ compiler নেই "
        "(torch.compile-এর inductor তার লেখা C++ code এটি দিয়েই বানায়)। তাই এখানে কোনো run-এর ফল দেখানো হলো না। "
        "g++ ইনস্টল করে আবার build করুন (README-র set-up দেখুন)।",
    ),
}


def parse(raw: str) -> tuple[str, ...]:
    """``needs="cxx"`` (several: ``"cxx, …"``) to its names; ValueError (text after ``needs="…"``) for a name
    the build does not know."""
    names = tuple(dict.fromkeys(n.strip() for n in raw.split(",") if n.strip()))
    unknown = [n for n in names if n not in NEEDS]
    if unknown or not names:
        known = "; ".join(f'"{n}": {need.what}' for n, need in NEEDS.items())
        said = ", ".join(repr(n) for n in unknown) if unknown else "nothing"
        raise ValueError(f": {said} is not a capability the build knows. The capabilities are {known}")
    return names


@dataclass
class Capabilities:
    """This build's answer for each need, probed once a build and only when a fence names it."""

    environ: Mapping[str, str] = field(default_factory=lambda: dict(os.environ))
    found: dict[str, str] = field(default_factory=dict)  # name -> '' present, or why missing

    def missing(self, names: tuple[str, ...]) -> dict[str, str]:
        """The needs among ``names`` this machine lacks, each with why."""
        for name in names:
            if name not in self.found:
                self.found[name] = NEEDS[name].probe(self.environ)
        return {name: self.found[name] for name in names if self.found[name]}

    @property
    def require_all(self) -> bool:
        """``PATHSHALA_REQUIRE_ALL=1``: a run skipped for a missing capability fails the build."""
        return self.environ.get(REQUIRE_ALL, "").strip() not in ("", "0")


def line(where: str, label: str, missing: dict[str, str], required: bool) -> str:
    """The build's one line for a run not made: page:line, snippet, what is missing, what to install."""
    needs = "; ".join(f'needs="{n}", {NEEDS[n].what}: {why}' for n, why in missing.items())
    install = "; ".join(NEEDS[n].install for n in missing)
    then = (f"{REQUIRE_ALL} is set, so every run must happen" if required else
            "the page shows a notice instead of its output, and claims and proofs citing it are marked unchecked")
    return f"{where}: {label} not run: {needs}. To run it: {install} ({then})"


def notices(missing: dict[str, str]) -> list[str]:
    """The Bengali notices a page shows in the place of the output of a run not made."""
    return [NEEDS[n].notice for n in missing]
