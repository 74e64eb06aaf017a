"""Recorded outputs: the text a page was written against, and the drift check.

``snippets/<lesson>/<name>.out`` holds it byte for byte. A run is compared
with it by ``compare``: text exactly, numbers within their printed precision,
so a recording made on one CPU holds on another. A run that differs beyond
that fails the build with a unified diff, the numbers that moved, and where
the recording was made and where this run happened; ``make accept`` rewrites
the file on purpose and says what changed. A difference within the printed
precision is not a change: ``make accept`` leaves such a recording alone.

``snippets/<lesson>/accepted.json`` records, per recording, the day it was
accepted, the machine that printed it (``child.machine``; never compared,
shown in drift messages and in the run banner) and the sha256 of its exact
text. Every build checks that digest: a recording edited by hand (``8.`` to
``7.`` in a tensor row, within the comparison's allowance) is a problem, and
``make accept`` replaces it with the run's exact text. The page never shows a
recording: it shows what the run printed (issue 33; ``site.shown_result``),
so a recording only says what a run is compared with.
"""

from __future__ import annotations

import difflib
import hashlib
import json
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from .. import safe_fs
from ..content.content_regex import ContentPattern, search_line
from ..content.snippet_folder import ACCEPTANCE, FolderError, snippet_path
from ..problems import Problem, Stage, indent
from ..running.result import RunResult
from ..running.runs import RunSpec
from .compare import Comparison, compare


def diff(old: str, new: str, old_name: str, new_name: str) -> str:
    lines = difflib.unified_diff(
        old.splitlines(True), new.splitlines(True), fromfile=old_name, tofile=new_name
    )
    return "".join(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n" for line in lines)


def recordings(run: RunSpec, result: RunResult) -> list[tuple[str, str, str]]:
    """(recorded path, text of this run, what it is) for the output and each figure (none for a run that is
    not recorded)."""
    rec = run.recording
    if rec is None:
        return []
    pairs = [(rec.output, result.output, "output")]
    pairs += [(rec.figure(n), result.figures.get(n, ""), f"figure {n}") for n in rec.figures]
    return pairs


class Status(StrEnum):
    """How one recording compares with this run."""

    UNCHANGED = "unchanged"
    WITHIN_TOLERANCE = "within-tolerance"  # numbers moved within their printed precision, or the tolerance
    VARIES = "varies"  # only lines the run's varies= names changed
    DRIFTED = "drifted"
    EDITED = "edited"  # the file is not the text `make accept` wrote (its digest in accepted.json differs)
    MISSING = "missing"
    FAILED = "failed"  # the run itself
    REFUSED = "refused"  # the recording's file (a link, outside snippets/, not UTF-8)

    @property
    def failing(self) -> bool:
        """Does it fail a build (and a drift report)?"""
        return self in (Status.DRIFTED, Status.FAILED, Status.MISSING, Status.REFUSED, Status.EDITED)


FAILING = frozenset(s for s in Status if s.failing)  # as text too: a report's JSON holds the words


@dataclass(frozen=True)
class Verdict:
    """How one recording of one run compares with this run."""

    run: RunSpec
    what: str  # "output" or "figure graph.svg"
    recorded: str  # repo-relative path
    status: Status
    detail: str = ""  # the diff, or why the run failed
    recorded_text: str | None = None  # what the recording holds (compared with; the page shows the run)

    @property
    def problem(self) -> Problem | None:
        if self.status is Status.MISSING:
            return self.run.problem(
                f"{self.run.label} has no recorded {self.what} {self.recorded}: run `make accept` to record it",
                stage=Stage.RECORD,
            )
        if self.status in (Status.REFUSED, Status.EDITED):
            return self.run.problem(self.detail, stage=Stage.RECORD)
        if self.status is Status.DRIFTED:
            return self.run.problem(f"{self.what} of {self.run.label} drifted from {self.recorded}:\n"
                                      f"{indent(self.detail)}", stage=Stage.RECORD)
        return None


NEXT_STEPS = (
    "What to do: if only the last digits of a float moved, they depend on the CPU: print a bound "
    "(`< 1e-12`), a rounded value or `torch.allclose` instead (contributing/authoring.md: outputs that hold on every "
    'machine), or declare tolerance="…" on the fence. If the change is real, run `make accept`. '
    "Never accept a difference that only your machine shows."
)


def machine_line(machine: dict | None) -> str:
    """A machine (``child.machine``) in one line, for messages."""
    if not machine:
        return "unknown (recorded before machines were noted)"
    return (
        f"{machine.get('os', '?')} {machine.get('arch', '?')}, {machine.get('cpu', '?')}; "
        f"torch kernels {machine.get('torch_cpu_capability', '?')} with {machine.get('torch_blas', '?')}; "
        f"numpy SIMD {machine.get('numpy_simd', '?')} with {machine.get('numpy_blas', '?')}; "
        f"{machine.get('threads', '?')} thread(s)"
    )


SAME_MACHINE = (
    "What to do: it was recorded on this very machine (the same CPU, kernels, libraries and threads), so the "
    "CPU is not the cause. Either the snippet or its inputs changed (if the change is meant, run `make accept`), "
    "or it prints what is not repeatable: a clock, an address such as `0x7f…`, random numbers without a seed of "
    "their own (contributing/authoring.md: outputs that hold on every machine)."
)


def sweep_line(entry: dict | None, sweeps: dict | None = None) -> str:
    """What accepted.json says of the portability sweep for one recording (``sweeps``: its ``sweeps`` table)."""
    if not isinstance(entry, dict):
        return "sweep: unknown (no entry in accepted.json)"
    sweep = (sweeps or {}).get(entry.get("swept") or "")
    if not isinstance(sweep, dict):
        return ("sweep: none since it was accepted (`make check-portable` has not passed on this recording), so "
                "its digits were never tried under other kernels or rounding directions and may be rounding noise")
    return (f"sweep: held under {', '.join(sweep.get('settings', []))} (make check-portable, {sweep.get('day', '?')}, "
            f"machine {sweep.get('machine', '?')})")


def drift_detail(comparison: Comparison, changes: str, recorded_on: dict | None, now: dict | None,
                 entry: dict | None = None, sweeps: dict | None = None) -> str:
    """What moved, where each side ran, whether the recording was swept, what to do, and the diff."""
    same = bool(recorded_on) and bool(now) and machine_id(recorded_on or {}) == machine_id(now or {})
    return (
        f"{comparison.explain()}\n"
        f"recorded on: {machine_line(recorded_on)}\n"
        f"this run on: {machine_line(now)}" + (" (the same machine)" if same else "") + "\n"
        f"{sweep_line(entry, sweeps)}\n"
        f"{SAME_MACHINE if same else NEXT_STEPS}\n{changes}"
    )


def read_recording(root: Path, rel: str) -> str | None:
    """A recording's text exactly as stored (``\r`` kept), None if there is none.

    FolderError for a recording that is a link, lies outside snippets/, or is not UTF-8.
    """
    path = snippet_path(root, rel.removeprefix("snippets/"))
    if path.is_symlink():
        raise FolderError(f"{rel} is a symbolic link: a recording is a plain file (delete it, then `make accept`)")
    if not path.is_file():
        return None
    data = path.read_bytes()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise FolderError(f"{rel} is not UTF-8 text (byte {err.start}): delete it, then `make accept`") from None


def write_recording(root: Path, rel: str, text: str) -> None:
    """Write a recording byte for byte, never through a link: a new file replaces whatever was there."""
    path = snippet_path(root, rel.removeprefix("snippets/"))
    safe_fs.write_text(root, path, text)  # a link there is replaced, a link on the way refused


def mask_varying(recorded: str, run: str, pattern: ContentPattern | None) -> str:
    """The run with each line that ``pattern`` finds on both sides (same line number) taken from the recording.

    What is left is compared as usual: a run that differs only on those lines
    is then equal to its recording.
    """
    if pattern is None:
        return run
    old, new = recorded.splitlines(True), run.splitlines(True)
    return "".join(
        old[i] if i < len(old) and search_line(pattern, line) and search_line(pattern, old[i]) else line
        for i, line in enumerate(new)
    )


def text_digest(text: str) -> str:
    """The sha256 of a recording's exact text (as ``accepted.json`` notes it)."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def accepted_digest(root: Path, lesson: str, name: str) -> str | None:
    """The digest ``accepted.json`` holds for one recording (file name), None if it holds none."""
    entry = (read_acceptance(root, lesson) or {}).get("recordings", {}).get(name)
    digest = entry.get("sha256") if isinstance(entry, dict) else None
    return digest if isinstance(digest, str) else None


def edited(run: RunSpec, rel: str, recorded: str, root: Path) -> str | None:
    """Why a recording is not the text ``make accept`` wrote, None when its digest matches."""
    folder = _folder(run)
    noted = accepted_digest(root, folder, Path(rel).name)
    if noted == text_digest(recorded):
        return None
    acceptance = f"snippets/{folder}/{ACCEPTANCE}"
    why = (f"{acceptance} holds no digest of it (accepted before digests were kept, or written by hand)"
           if noted is None else f"its sha256 is not the one {acceptance} holds: it was edited by hand")
    return (f"{rel} ({run.label}) is not the text `make accept` recorded: {why}. A recording is only ever "
            "what a run printed, written by `make accept`; run `make accept` to record what the snippet prints now "
            "(and change the snippet, not its recording, to change what it prints).")


def _folder(run: RunSpec) -> str:
    """The folder under snippets/ of a recorded run's recordings (and their accepted.json)."""
    if run.recording is None:
        raise ValueError(f"{run.label} is not recorded")
    return run.recording.folder


def check(run: RunSpec, result: RunResult, root: Path) -> list[Verdict]:
    """A verdict for the output and each figure of a run that ended as expected."""
    verdicts: list[Verdict] = []
    rec = run.recording
    if rec is None:  # nothing of it is recorded
        return verdicts
    for rel, text, what in recordings(run, result):
        try:
            recorded = read_recording(root, rel)
        except FolderError as err:
            verdicts.append(Verdict(run, what, rel, Status.REFUSED, str(err)))
            continue
        if recorded is None:
            verdicts.append(Verdict(run, what, rel, Status.MISSING))
            continue
        why = edited(run, rel, recorded, root)
        if why is not None:
            verdicts.append(Verdict(run, what, rel, Status.EDITED, why, recorded))
            continue
        if recorded == text:
            verdicts.append(Verdict(run, what, rel, Status.UNCHANGED, recorded_text=recorded))
            continue
        masked = mask_varying(recorded, text, rec.varies) if what == "output" else text
        comparison = compare(recorded, masked, rec.tolerance)  # figures too: numbers are coordinates
        changes = diff(recorded, text, f"{rel} (recorded)", f"{run.job.display_path} (this run)")
        varies = rec.varies  # masked differs from text only where it names lines
        if comparison.status == "identical" and masked != text and varies is not None:
            why = (f"only lines that varies=\"{varies.pattern}\" names changed "
                   "(the page shows this run's lines)")
            verdicts.append(Verdict(run, what, rel, Status.VARIES, f"{why}\n{changes}", recorded))
        elif comparison.status == "identical":  # line endings or trailing blanks only
            verdicts.append(Verdict(run, what, rel, Status.UNCHANGED, recorded_text=recorded))
        elif comparison.ok:
            verdicts.append(
                Verdict(run, what, rel, Status.WITHIN_TOLERANCE, f"{comparison.explain()}\n{changes}", recorded)
            )
        else:
            recorded_on = recording_machine(root, rec.folder, Path(rel).name)
            notes = read_acceptance(root, rec.folder) or {}
            detail = drift_detail(comparison, changes, recorded_on, result.machine,
                                  recording_entry(root, rec.folder, Path(rel).name), notes.get("sweeps"))
            verdicts.append(Verdict(run, what, rel, Status.DRIFTED, detail, recorded))
    return verdicts


def changed(run: RunSpec, result: RunResult, root: Path) -> bool:
    """Would ``accept`` write anything for this run (a recording missing, or differing beyond ``compare``)?"""
    rec = run.recording
    if rec is None:
        return False
    for rel, text, what in recordings(run, result):
        try:
            old = read_recording(root, rel)
        except FolderError:
            continue
        if old is None:
            return True
        masked = mask_varying(old, text, rec.varies) if what == "output" else text
        if not compare(old, masked, rec.tolerance).ok:
            return True
    return False


def accept(run: RunSpec, result: RunResult, root: Path) -> list[tuple[str, str]]:
    """Write this run as the recordings; (file written, description) for each change.

    A recording this run agrees with (``compare``: the same text, numbers within
    their printed precision) is left as it is: accepting on another CPU changes nothing. A recording
    whose text is not what ``make accept`` wrote (its digest in ``accepted.json``) is replaced by the
    run's exact text, or, where it is that text already, only its digest is noted.
    """
    changes: list[tuple[str, str]] = []
    rec = run.recording
    if rec is None:
        return changes
    for rel, text, _ in recordings(run, result):
        try:
            old = read_recording(root, rel)
        except FolderError:
            continue  # check reports it; accept never writes through a link
        trusted = old is not None and edited(run, rel, old, root) is None
        if trusted and old is not None and compare(old, text, rec.tolerance).ok:
            continue
        if old == text:  # only its digest was missing or wrong
            if note_digest(root, rec.folder, Path(rel).name, text):
                changes.append((rel, f"noted the digest of {rel} (its text is this run's)"))
            else:
                changes.append((rel, f"accepted {rel} as it is (its text is this run's)"))
            continue
        write_recording(root, rel, text)
        if old is None:
            changes.append((rel, f"recorded {rel} (new, {len(text.splitlines())} lines)"))
        else:
            changes.append((rel, f"updated {rel}:\n" + indent(diff(old, text, f"{rel} (before)", f"{rel} (now)"))))
    return changes


def machine_id(machine: dict) -> str:
    return "m-" + hashlib.sha256(json.dumps(machine, sort_keys=True).encode()).hexdigest()[:8]


def write_acceptance(
    root: Path, lesson: str, versions: dict[str, str], day: str, machine: dict, recorded: list[str]
) -> str:
    """Record, beside a lesson's outputs, when and where each of ``recorded`` (file names) was accepted.

    The top-level ``accepted`` and versions are those of the latest acceptance (the run banner shows them).
    ``swept`` is "": a new recording has held under no sweep yet (``record_sweep`` names one of ``sweeps``
    when ``make check-portable`` passes on it). Machines and sweeps no recording names any more are dropped.
    """
    data = read_acceptance(root, lesson) or {}
    ident = machine_id(machine)
    machines = {**data.get("machines", {}), ident: machine}
    fresh = {name: {"accepted": day, "machine": ident, "swept": "", **_digest_of(root, lesson, name)}
             for name in recorded}
    data = {
        **{k: v for k, v in data.items() if k not in ("machines", "recordings")},
        "accepted": day,
        **versions,
        "machine": ident,
        "machines": machines,
        "recordings": {**data.get("recordings", {}), **fresh},
    }
    _write_notes(root, lesson, data)
    return f"recorded snippets/{lesson}/{ACCEPTANCE}: accepted {day} on " + ", ".join(
        f"{k} {v}" for k, v in sorted(versions.items())
    ) + f"; {machine_line(machine)}"


def _write_notes(root: Path, lesson: str, data: dict) -> None:
    """accepted.json, sorted, with only the machines and sweeps its recordings (or its latest acceptance) name."""
    entries = {k: v for k, v in sorted(data.get("recordings", {}).items()) if isinstance(v, dict)}
    sweeps = {k: v for k, v in sorted(data.get("sweeps", {}).items())
              if any(e.get("swept") == k for e in entries.values())}
    used = ({e.get("machine") for e in entries.values()} | {data.get("machine")}
            | {s.get("machine") for s in sweeps.values()})
    data = {**data, "machines": {k: v for k, v in sorted(data.get("machines", {}).items()) if k in used},
            "recordings": entries}
    if sweeps:
        data["sweeps"] = sweeps
    else:
        data.pop("sweeps", None)
    path = root / "snippets" / lesson / ACCEPTANCE
    safe_fs.write_text(root, path, json.dumps(data, ensure_ascii=False, sort_keys=True, indent=1) + "\n")


def _digest_of(root: Path, lesson: str, name: str) -> dict:
    """``{"sha256": …}`` of a recording as it now is (never read through a link), {} where there is none."""
    try:
        text = read_recording(root, f"snippets/{lesson}/{name}")
    except FolderError:
        return {}
    return {} if text is None else {"sha256": text_digest(text)}


def note_digest(root: Path, lesson: str, name: str, text: str) -> bool:
    """Note the digest of a recording that is exactly this run's text in its existing entry (its day and
    machine stay: they say who printed it first); False where ``accepted.json`` has no entry for it."""
    data = read_acceptance(root, lesson) or {}
    entry = data.get("recordings", {}).get(name)
    if not isinstance(entry, dict):
        return False
    entry["sha256"] = text_digest(text)
    _write_notes(root, lesson, data)
    return True


def read_acceptance(root: Path, lesson: str) -> dict | None:
    try:
        data = json.loads((root / "snippets" / lesson / ACCEPTANCE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def recording_entry(root: Path, lesson: str, name: str) -> dict | None:
    """accepted.json's entry for one recording (``name.out``): when, where, and which sweep it held under."""
    entry = (read_acceptance(root, lesson) or {}).get("recordings", {}).get(name)
    return entry if isinstance(entry, dict) else None


def record_sweep(root: Path, lesson: str, names: list[str], settings: list[str], day: str, machine: dict) -> bool:
    """Note in accepted.json that each of ``names`` (recording file names) held under every one of
    ``settings`` on ``machine`` (``make check-portable``): one entry in its ``sweeps`` table, named by each
    recording's ``swept``. ``make accept`` writes ``swept: ""`` for a recording it changes, so the note always
    speaks of the recording as it is. False when nothing changed."""
    data = read_acceptance(root, lesson)
    if not data:
        return False
    where = machine_id(machine)
    # named by what was swept and where, not when: a sweep passing again another day changes nothing
    ident = "s-" + hashlib.sha256(json.dumps([settings, where]).encode()).hexdigest()[:8]
    sweep = data.get("sweeps", {}).get(ident) or {"settings": list(settings), "day": day, "machine": where}
    entries = data.get("recordings", {})
    changed = [n for n in names if isinstance(entries.get(n), dict) and entries[n].get("swept") != ident]
    if not changed:
        return False
    for name in changed:
        entries[name]["swept"] = ident
    data["sweeps"] = {**data.get("sweeps", {}), ident: sweep}
    data["machines"] = {**data.get("machines", {}), where: machine}
    _write_notes(root, lesson, data)
    return True


def recording_machine(root: Path, lesson: str, name: str) -> dict | None:
    """The machine that printed one recording (``name.out``), as accepted.json notes it."""
    data = read_acceptance(root, lesson) or {}
    entry = data.get("recordings", {}).get(name)
    return data.get("machines", {}).get(entry["machine"]) if isinstance(entry, dict) else None
