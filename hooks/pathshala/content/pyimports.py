"""What a piece of Python imports, read from its syntax tree (nothing is executed)."""

from __future__ import annotations

import ast
import warnings
from functools import lru_cache


@lru_cache(maxsize=8192)
def top_level_imports(code: str) -> tuple[tuple[str, int], ...]:
    """(top-level module name, line) of every absolute import; nothing if the code does not parse.

    Remembered by text: a build asks for the same module once per fence of its folder (cache keys,
    in-page checks), and parsing was the largest cost of a warm build.

    The compiler's warnings about the code (an invalid escape such as ``"\\S"``) are not ours to
    print: they surfaced in the build log as "<unknown>:2: DeprecationWarning", naming no page nor
    snippet, and only when a build happened to parse that text. They concern the author's code, not
    the build; Python's default filters hide them from the snippet's own run as well.
    """
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", (DeprecationWarning, SyntaxWarning))
            tree = ast.parse(code)
    except SyntaxError:
        return ()
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(a.name.split(".")[0], node.lineno) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.module.split(".")[0], node.lineno))
    return tuple(found)
