"""Fence options that weaken a check or widen a run's sandbox are code: granted in ``grants.toml``.

A fence's opening line is content (a pull request writes it), but some of our options decide what
the build lets through: ``varies=`` lets lines differ from their recording, ``tolerance=`` widens the
comparison, ``returncode=`` accepts a failing run, ``limits=`` and ``timeout=`` above the defaults
take more of the machine, ``network=`` opens a loopback (issue 33: ``varies="."`` and
``tolerance="0.9999"`` had let a page show an output no run printed). Such an option holds only
where ``grants.toml`` (at the repository's top, code for ``make check-pr``: a code review reads it)
grants it to that snippet, keyed by the sha256 of the snippet's code, with the option's value exactly
as the fence writes it. A changed snippet loses its grants; a fence that uses one without a grant is
a problem naming the page, the snippet and the line, and saying which line to add.

One line a grant::

    [grants]
    "<sha256 of the code>" = { varies = '^Python \\S+ ' }  # docs/07-tensors.md: versions

``WEAKENING`` names the options and when a value needs a grant: adding an option is one line there.
"""

from __future__ import annotations

import hashlib
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..running.sandbox import Limits
from ..running.settings import DEFAULT_TIMEOUT_S

GRANTS = "grants.toml"  # at the repository's top; code (boundary.py)
SMALL_TOLERANCE = 0.01  # a tolerance up to 1 % of a number's size needs no grant


def _always(raw: str) -> bool:
    return True


def _above_tolerance(raw: str) -> bool:
    try:
        return not float(raw) <= SMALL_TOLERANCE  # nan too
    except ValueError:
        return True


def _nonzero(raw: str) -> bool:
    return raw.strip() not in ("0", "+0", "-0")


def _above_limits(raw: str) -> bool:
    try:
        asked, default = Limits.parse(raw), Limits()
    except ValueError:
        return True
    ordinary = {**default.as_dict(), "cpu": int(DEFAULT_TIMEOUT_S) + 30}  # cpu 0: the timeout plus 30 s
    return any(getattr(asked, name) > value for name, value in ordinary.items())


def _above_timeout(raw: str) -> bool:
    try:
        return not float(raw) <= DEFAULT_TIMEOUT_S
    except ValueError:
        return True


def _not_off(raw: str) -> bool:
    return raw != "off"


# Option name -> does this value (as written) weaken a check or widen the sandbox? One line an option.
WEAKENING: dict[str, Callable[[str], bool]] = {
    "varies": _always,  # lines it names may differ from the recording
    "tolerance": _above_tolerance,  # numbers may differ by more than 1 % of their size
    "returncode": _nonzero,  # a run that fails passes
    "limits": _above_limits,  # more memory, CPU, file size or processes than the defaults
    "timeout": _above_timeout,  # longer than the default
    "network": _not_off,  # a loopback of its own
    "rounding": _always,  # rounding="nearest": check-portable's rounding directions skip it (issue 32)
}


def digest(code: str) -> str:
    """The key of a snippet's grants: the sha256 of its code, as the fence runs it."""
    return hashlib.sha256(code.encode("utf-8")).hexdigest()


def needing(written: dict[str, str]) -> dict[str, str]:
    """The options of an opening line (as written) that need a grant, with their values."""
    return {name: raw for name, raw in written.items() if name in WEAKENING and WEAKENING[name](raw)}


@dataclass(frozen=True)
class Grants:
    """What ``grants.toml`` grants: per snippet digest, option name -> value as written."""

    by_digest: dict[str, dict[str, str]]
    error: str = ""  # why the file could not be read (every weakening option is then refused)

    def missing(self, code: str, written: dict[str, str]) -> dict[str, str]:
        """The weakening options of this fence that the file does not grant (to this code, with this value)."""
        granted = self.by_digest.get(digest(code), {})
        return {name: raw for name, raw in needing(written).items() if granted.get(name) != raw}


_CACHE: dict[Path, tuple[tuple[int, int], Grants]] = {}


def load(root: Path) -> Grants:
    """``grants.toml`` of this checkout (none: nothing granted); read again when it changes."""
    path = Path(root) / GRANTS
    try:
        stat = path.stat()
    except FileNotFoundError:
        return Grants({})
    stamp = (stat.st_mtime_ns, stat.st_size)
    cached = _CACHE.get(path)
    if cached is not None and cached[0] == stamp:
        return cached[1]
    grants = parse(path.read_bytes())
    _CACHE[path] = (stamp, grants)
    return grants


def parse(data: bytes) -> Grants:
    """The grants of a file's bytes, or an empty set with the reason (a broken file grants nothing)."""
    try:
        table = tomllib.loads(data.decode("utf-8")).get("grants", {})
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as err:
        return Grants({}, f"{GRANTS} cannot be read: {err}")
    found: dict[str, dict[str, str]] = {}
    for key, options in table.items() if isinstance(table, dict) else ():
        if not isinstance(options, dict) or not all(isinstance(v, str) and k in WEAKENING for k, v in options.items()):
            return Grants({}, f"{GRANTS}: the grant {key!r} is not a table of options ({', '.join(WEAKENING)}) "
                              "with their values as strings")
        found[key] = dict(options)
    return Grants(found)


def toml_string(text: str) -> str:
    """A TOML string holding ``text`` exactly (a literal string where it can be: regexes keep their backslashes)."""
    if "'" not in text and "\n" not in text and all(ord(c) >= 0x20 and c != "\x7f" for c in text):
        return f"'{text}'"
    escaped = "".join(c if ord(c) >= 0x20 and c not in '"\\\x7f' else
                      ("\\\\" if c == "\\" else '\\"' if c == '"' else f"\\u{ord(c):04X}") for c in text)
    return f'"{escaped}"'


def grant_line(code: str, options: dict[str, str], where: str) -> str:
    """The line of ``grants.toml`` that grants these options to this code."""
    values = ", ".join(f"{name} = {toml_string(raw)}" for name, raw in sorted(options.items()))
    return f'"{digest(code)}" = {{ {values} }}  # {where}'


def problem_text(label: str, code: str, missing: dict[str, str], where: str, error: str = "") -> str:
    """Why a fence's options are refused, and the line a code review would add."""
    names = ", ".join(f'{name}="{raw}"' for name, raw in sorted(missing.items()))
    return (f"{label}: {names} weakens a check or widens the run's sandbox, so it is code: it needs a grant in "
            f"{GRANTS} (reviewed as code, SECURITY.md), keyed by the snippet's digest. "
            + (f"{error}. " if error else "")
            + f"If a reviewer agrees, the line under [grants] is:\n    {grant_line(code, missing, where)}")


def changes(before: bytes | None, after: bytes | None) -> list[str]:
    """What a change of ``grants.toml`` grants or takes back, one line each (``make check-pr`` lists them)."""
    old = parse(before).by_digest if before is not None else {}
    new = parse(after).by_digest if after is not None else {}
    lines = []
    for key in sorted(set(old) | set(new)):
        for name in sorted(set(old.get(key, {})) | set(new.get(key, {}))):
            was, now = old.get(key, {}).get(name), new.get(key, {}).get(name)
            value = now if now is not None else was
            if was != now and value is not None:
                lines.append(f"  {'granted' if now is not None else 'taken back'}: {name}="
                             f"{toml_string(value)} to snippet {key[:16]}…")
    return lines
