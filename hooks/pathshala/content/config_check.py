"""mkdocs.yml is read by YAML tags we name, checked before MkDocs loads it.

MkDocs loads its configuration with PyYAML's full ``Loader``, which builds any Python object a
tag asks for: ``!!python/object/apply:os.system ["…"]`` runs a command while the file is being
read, before any plugin exists. A check inside our plugin would come too late, so this one runs
first, from ``python -m pathshala_mkdocs`` (what ``make build`` and ``make serve`` call): it
*composes* the file (parses it into nodes, which builds no object and follows no alias) and
refuses every tag but those the configuration needs:

- YAML's own plain types (strings, numbers, booleans, null, lists, mappings);
- ``!ENV`` (an environment variable, as mkdocs.yml uses for the notebook cache);
- ``!!python/name:`` for the functions named in ``PYTHON_NAMES`` only (the heading slugify).

It also refuses aliases (``*name``: a "billion laughs" file would stall the load) and ``INHERIT``
(another file, loaded the same way). Each refusal names the file and line. The plugin checks, when
it starts, that this check ran on the very bytes MkDocs read (``CHECKED_ENV``), so a build started
another way is reported (SECURITY.md).
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import yaml

CHECKED_ENV = "PATHSHALA_CONFIG_CHECKED"
CORE = "tag:yaml.org,2002:"
PLAIN_TAGS = frozenset(CORE + t for t in ("str", "int", "float", "bool", "null", "seq", "map", "timestamp"))
OTHER_TAGS = frozenset({"!ENV"})
PYTHON_NAME = CORE + "python/name:"
PYTHON_NAMES = frozenset({"pathshala.content.text.slugify"})


def digest(path: Path) -> str:
    """What the plugin compares: the sha256 of the configuration file's bytes."""
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def problems(path: Path) -> list[str]:
    """Every tag, alias or ``INHERIT`` the file holds that the build refuses (``file:line: why``)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        return [f"{path.name}: cannot be read as UTF-8 text ({err})"]
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        return [f"{path.name}:{(mark.line + 1) if mark else 1}: not valid YAML: {err.problem or err}"]
    except yaml.YAMLError as err:
        return [f"{path.name}: not valid YAML: {err}"]
    found: list[str] = []
    if root is not None:
        _walk(root, path.name, found, set())
        if isinstance(root, yaml.MappingNode):
            for key, _ in root.value:
                if key.value == "INHERIT":
                    found.append(f"{path.name}:{key.start_mark.line + 1}: INHERIT loads another file the same "
                                 "unchecked way: write the settings here")
    return found


def _walk(node: yaml.Node, name: str, found: list[str], seen: set[int]) -> None:
    line = node.start_mark.line + 1
    if id(node) in seen:
        found.append(f"{name}:{line}: this value is used again through a YAML alias (*name): write it out")
        return
    seen.add(id(node))
    tag = node.tag
    if tag.startswith(PYTHON_NAME):
        if tag[len(PYTHON_NAME):] not in PYTHON_NAMES:
            found.append(f"{name}:{line}: the tag !!python/name:{tag[len(PYTHON_NAME):]} names a function the "
                         f"configuration may not load (allowed: {', '.join(sorted(PYTHON_NAMES))})")
    elif tag not in PLAIN_TAGS and tag not in OTHER_TAGS:
        shown = "!!" + tag[len(CORE):] if tag.startswith(CORE) else tag
        found.append(f"{name}:{line}: the YAML tag {shown} is refused: MkDocs' loader would build a Python object "
                     "from it while reading the file (allowed: plain values, !ENV, !!python/name: for "
                     f"{', '.join(sorted(PYTHON_NAMES))})")
        return
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            _walk(key, name, found, seen)
            _walk(value, name, found, seen)
    elif isinstance(node, yaml.SequenceNode):
        for item in node.value:
            _walk(item, name, found, seen)
