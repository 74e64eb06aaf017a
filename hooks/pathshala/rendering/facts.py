"""Library facts in glossary definitions, read from the installed libraries.

A definition never types a number a library decides. It writes a placeholder,
and the build fills it in:

``{{ signature: torch.autograd.gradcheck eps }}``
    the default value of parameter ``eps`` of that callable, as Python shows
    it (``repr``: ``1e-06``);
``{{ version: torch }}``
    the installed version of a distribution (``importlib.metadata``).

The MkDocs process must not import torch (a warm build stays fast), so one
small program reads every requested fact and prints them as JSON. It runs in
the sealed runner like a snippet, and its result is cached under the same
key rules (its code, which lists the requests, and the library versions), so
it runs again only when a request or a version changes.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from ..problems import excerpt, indent
from ..running.cache import Cache, cache_key
from ..running.runner import Job, Runner
from ..running.settings import RunSettings, library_versions

_DOTTED = re.compile(r"^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*$")
_IDENT = re.compile(r"^[A-Za-z_]\w*$")
_DIST = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
MARKER = "PATHSHALA-FACTS "
DISPLAY_PATH = "course/glossary-facts.py"
SYNTAX = "{{ signature: module.callable parameter }} or {{ version: distribution }}"


@dataclass(frozen=True, order=True)
class Fact:
    """One fact a definition asks for."""

    kind: str  # "signature" or "version"
    target: str  # a dotted callable, or a distribution name
    param: str = ""  # for "signature": the parameter whose default is wanted

    @property
    def key(self) -> str:
        return f"{self.kind}: {self.target} {self.param}".strip()


def parse(body: str) -> Fact:
    """The inside of ``{{ … }}`` to a Fact; ValueError says what is wrong."""
    kind, colon, rest = body.strip().partition(":")
    kind, args = kind.strip(), rest.split()
    if not colon:
        raise ValueError(f"write a library fact as {SYNTAX}")
    if kind == "signature":
        if len(args) != 2 or not _DOTTED.match(args[0]) or "." not in args[0] or not _IDENT.match(args[1]):
            raise ValueError("write {{ signature: module.callable parameter }}, e.g. "
                             "{{ signature: torch.autograd.gradcheck eps }}")
        return Fact("signature", args[0], args[1])
    if kind == "version":
        if len(args) != 1 or not _DIST.match(args[0]):
            raise ValueError("write {{ version: distribution }}, e.g. {{ version: torch }}")
        return Fact("version", args[0])
    raise ValueError(f"unknown kind of library fact {kind!r}: write {SYNTAX}")


def placeholders(text: str) -> list[tuple[int, int]]:
    """Where each ``{{ … }}`` is (start, end), as ``PLACEHOLDER.finditer`` finds them, in linear time: from
    an opening ``{{`` to the first ``}}`` after it. The regex tried every ``{{`` against the rest of the
    text, so ``{{`` written 40,000 times took 52 s (issue 33); once no ``}}`` follows, none can match."""
    spans, at = [], text.find("{{")
    while at >= 0:
        close = text.find("}}", at + 2)
        if close < 0:
            break
        spans.append((at, close + 2))
        at = text.find("{{", close + 2)
    return spans


def find(text: str) -> list[tuple[str, Fact | ValueError]]:
    """Every placeholder of a text: (as written, the Fact or what is wrong with it)."""
    found: list[tuple[str, Fact | ValueError]] = []
    for start, end in placeholders(text):
        try:
            found.append((text[start:end], parse(text[start + 2 : end - 2])))
        except ValueError as err:
            found.append((text[start:end], err))
    return found


def substitute(text: str, values: dict[str, str]) -> str:
    """Placeholders to their values (a placeholder without a value is left as written)."""
    out, last = [], 0
    for start, end in placeholders(text):
        try:
            shown = values.get(parse(text[start + 2 : end - 2]).key, text[start:end])
        except ValueError:
            shown = text[start:end]
        out += [text[last:start], shown]
        last = end
    return "".join(out) + text[last:]


_PROGRAM = '''\
"""Read the library facts the glossary states (written by pathshala.rendering.facts; runs sealed)."""

import importlib
import inspect
import json
from importlib import metadata

REQUESTS = json.loads({requests!r})
# Versions of the libraries asked about (part of this code, so of the cache key): {versions}


def resolve(dotted):
    parts = dotted.split(".")
    obj = importlib.import_module(parts[0])
    for i, name in enumerate(parts[1:], start=1):
        try:
            obj = getattr(obj, name)
        except AttributeError:
            obj = importlib.import_module(".".join(parts[: i + 1]))
    return obj


def default(target, param):
    try:
        obj = resolve(target)
    except (ImportError, AttributeError) as err:
        raise LookupError(f"cannot find {{target}}: {{err}}") from None
    try:
        parameters = inspect.signature(obj).parameters
    except (TypeError, ValueError) as err:
        raise LookupError(f"{{target}} has no signature to read: {{err}}") from None
    if param not in parameters:
        raise LookupError(f"{{target}} has no parameter {{param!r}} (its parameters: {{', '.join(parameters)}})")
    value = parameters[param].default
    if value is inspect.Parameter.empty:
        raise LookupError(f"parameter {{param!r}} of {{target}} has no default value")
    return repr(value)


facts = {{}}
for kind, target, param, key in REQUESTS:
    try:
        if kind == "signature":
            facts[key] = {{"value": default(target, param)}}
        else:
            facts[key] = {{"value": metadata.version(target)}}
    except LookupError as err:
        facts[key] = {{"error": str(err)}}
    except metadata.PackageNotFoundError:
        facts[key] = {{"error": f"no installed distribution is named {{target!r}}"}}
print({marker!r} + json.dumps(facts, sort_keys=True))
'''


def _distribution_version(module: str) -> str:
    """The installed version behind a top-level module name, for the cache key ("?" if unknown)."""
    try:
        return metadata.version(module)
    except metadata.PackageNotFoundError:
        pass
    dists = metadata.packages_distributions().get(module, [])
    versions = []
    for dist in sorted(set(dists)):
        try:
            versions.append(f"{dist} {metadata.version(dist)}")
        except metadata.PackageNotFoundError:
            continue
    return ", ".join(versions) or "?"


def program(facts: list[Fact]) -> str:
    """The Python program that prints every fact as JSON on one marked line."""
    facts = sorted(set(facts))
    requests = json.dumps([[f.kind, f.target, f.param, f.key] for f in facts])
    tops = sorted({f.target.split(".")[0] for f in facts if f.kind == "signature"})
    versions = "; ".join(f"{top} {_distribution_version(top)}" for top in tops) or "none"
    return _PROGRAM.format(requests=requests, versions=versions, marker=MARKER)


@dataclass
class Reading:
    """What the facts program said: a value or an error for each fact, or why it failed as a whole."""

    values: dict[str, str]
    errors: dict[str, str]
    failure: str = ""
    ran: bool = False


def read(
    facts: list[Fact],
    cache_dir: Path,
    runner: Runner | None = None,
    settings: RunSettings | None = None,
) -> Reading:
    """Read facts from the installed libraries: from the cache, or by one sealed run."""
    if not facts:
        return Reading({}, {})
    settings = settings or (runner.settings if runner else RunSettings())
    job = Job(code=program(facts), display_path=DISPLAY_PATH, script_name="glossary-facts.py")
    cache = Cache(cache_dir)
    key = cache_key(job, settings, library_versions())
    result = cache.get(key)
    ran = result is None
    if result is None:
        result = (runner or Runner(settings, workers=1)).run(job)
    line = next((ln for ln in result.output.splitlines() if ln.startswith(MARKER)), None)
    if not result.ok or line is None:
        why = result.message or "printed no facts"
        return Reading({}, {}, f"{why}. Its output:\n{indent(excerpt(result.output))}", ran)
    if ran:
        cache.put(key, result)
    answers = json.loads(line[len(MARKER) :])
    values = {k: v["value"] for k, v in answers.items() if "value" in v}
    errors = {k: v["error"] for k, v in answers.items() if "error" in v}
    return Reading(values, errors, "", ran)

