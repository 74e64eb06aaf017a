"""YAML inside a fence, with the page line of every value, for errors that point at the line."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import yaml


@dataclass
class Located:
    """Parsed YAML plus the 1-based page line of each value, by path (``("options", 2, "why")``)."""

    data: Any  # as written (a mapping, a list, a string...), as json.loads gives it: each kind checks its shape
    lines: dict[tuple, int] = field(default_factory=dict)
    first_line: int = 1

    def line(self, *path) -> int:
        while path and path not in self.lines:
            path = path[:-1]
        return self.lines.get(path, self.first_line)


def _walk(node: yaml.Node, path: tuple, offset: int, lines: dict[tuple, int], seen: set[int]) -> None:
    """Check every node (no alias, plain tags, plain keys) and note its line, without recursion: a stack of
    what is left, in the order a recursive walk took (so the same problem is reported first)."""
    todo: list[tuple[str, yaml.Node, tuple]] = [("node", node, path)]
    while todo:
        what, node, path = todo.pop()
        if what == "key":
            if not isinstance(node, yaml.ScalarNode) or node.tag not in PLAIN_TAGS:
                raise BlockError(node.start_mark.line + offset, "a key here is plain text (no tag, list or mapping)")
            continue
        if what == "key line":  # after the value's own line: a key's line is where its entry is
            lines[path] = node.start_mark.line + offset
            continue
        if id(node) in seen:  # the same node twice: an alias (a "billion laughs" block is nothing but these)
            raise BlockError(node.start_mark.line + offset, "YAML aliases (*name) are not allowed here: write it out")
        seen.add(id(node))
        if node.tag not in PLAIN_TAGS:  # `!!python/object…`, `!foo`: a safe loader cannot build it, and we need none
            shown = "!!" + node.tag[len(_CORE):] if node.tag.startswith(_CORE) else node.tag
            raise BlockError(node.start_mark.line + offset, f"the YAML tag {shown} is not allowed here: write a "
                                                            "plain value (text, number, list or mapping)")
        lines[path] = node.start_mark.line + offset
        if isinstance(node, yaml.MappingNode):
            for key, value in reversed(node.value):
                child = (*path, key.value if isinstance(key, yaml.ScalarNode) else None)
                todo += [("key line", key, child), ("node", value, child), ("key", key, path)]
        elif isinstance(node, yaml.SequenceNode):
            todo += [("node", item, (*path, i)) for i, item in reversed(list(enumerate(node.value)))]


MAX_DEPTH = 64  # a widget nests 4 levels; 990 nested brackets had ended in a RecursionError with no line
_OPENS = (yaml.BlockMappingStartToken, yaml.BlockSequenceStartToken, yaml.FlowMappingStartToken,
          yaml.FlowSequenceStartToken)
_CLOSES = (yaml.BlockEndToken, yaml.FlowMappingEndToken, yaml.FlowSequenceEndToken)


def _check_depth(text: str, offset: int) -> None:
    """BlockError at the line where ``text`` nests more than ``MAX_DEPTH`` levels, read token by token
    (the scanner is a loop): only then is the node tree composed, whose composer recurses per level."""
    loader = _LOADER(text)
    depth = 0
    try:
        while (token := loader.get_token()) is not None:
            if isinstance(token, _OPENS):
                depth += 1
                if depth > MAX_DEPTH:
                    raise BlockError(token.start_mark.line + offset,
                                     f"this block nests more than {MAX_DEPTH} levels of lists and mappings")
            elif isinstance(token, _CLOSES):
                depth -= 1
    except yaml.YAMLError:
        return  # not valid YAML: ``compose`` says where
    finally:
        loader.dispose()


_CORE = "tag:yaml.org,2002:"
PLAIN_TAGS = frozenset(_CORE + t for t in ("str", "int", "float", "bool", "null", "seq", "map", "timestamp"))
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\x80-\x9f]")
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml's C parser where installed: the same result


def compose(text: str, offset: int) -> yaml.Node | None:
    """One YAML document's node tree; BlockError (with the line) for a control character or bad YAML."""
    bad = _CONTROL.search(text)
    if bad:
        line = text.count("\n", 0, bad.start()) + offset
        raise BlockError(line, f"a control character ({ord(bad.group(0)):#04x}) is not allowed here")
    _check_depth(text, offset)
    loader = _LOADER(text)
    try:
        return loader.get_single_node()
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line = (mark.line if mark else 0) + offset
        raise BlockError(line, f"this block is not valid YAML: {err.problem or err}") from None
    except yaml.YAMLError as err:
        raise BlockError(offset, f"this block is not valid YAML: {err}") from None
    finally:
        loader.dispose()


def construct(node: yaml.Node | None) -> Any:
    """The Python value of a node tree checked by ``compose`` and ``_walk`` (no alias left to expand)."""
    if node is None:
        return None
    try:
        return _LOADER("").construct_document(node)
    except yaml.YAMLError as err:  # not expected after _walk's checks: still a problem with a line, never a crash
        mark = getattr(err, "problem_mark", None) or node.start_mark
        raise BlockError(mark.line, f"this block is not valid YAML: {getattr(err, 'problem', None) or err}") from None


def load(text: str, body_first_line: int) -> Located:
    """Parse ``text`` whose first line is page line ``body_first_line``, once; BlockError names the line."""
    node = compose(text, body_first_line)
    lines: dict[tuple, int] = {}
    if node is not None:
        _walk(node, (), body_first_line, lines, set())
    return Located(construct(node), lines, body_first_line)


class BlockError(ValueError):
    """A malformed block: ``line`` is the page line to blame."""

    def __init__(self, line: int, message: str):
        super().__init__(message)
        self.line = line
