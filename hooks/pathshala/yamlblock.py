"""YAML inside a fence, with the page line of every value, for errors that point at the line."""

from __future__ import annotations

from dataclasses import dataclass, field

import yaml


@dataclass
class Located:
    """Parsed YAML plus the 1-based page line of each value, by path (``("options", 2, "why")``)."""

    data: object
    lines: dict[tuple, int] = field(default_factory=dict)
    first_line: int = 1

    def line(self, *path) -> int:
        while path and path not in self.lines:
            path = path[:-1]
        return self.lines.get(path, self.first_line)


def _walk(node: yaml.Node, path: tuple, offset: int, lines: dict[tuple, int]) -> None:
    lines[path] = node.start_mark.line + offset
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            _walk(value, (*path, key.value), offset, lines)
            lines[(*path, key.value)] = key.start_mark.line + offset
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            _walk(item, (*path, i), offset, lines)


def load(text: str, body_first_line: int) -> Located:
    """Parse ``text`` whose first line is page line ``body_first_line``; yaml.YAMLError carries the line."""
    offset = body_first_line
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
        data = yaml.safe_load(text)
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line = (mark.line if mark else 0) + offset
        raise BlockError(line, f"this block is not valid YAML: {err.problem or err}") from None
    lines: dict[tuple, int] = {}
    if node is not None:
        _walk(node, (), offset, lines)
    return Located(data, lines, body_first_line)


class BlockError(ValueError):
    """A malformed block: ``line`` is the page line to blame."""

    def __init__(self, line: int, message: str):
        super().__init__(message)
        self.line = line
