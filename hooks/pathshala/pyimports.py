"""What a piece of Python imports, read from its syntax tree (nothing is executed)."""

from __future__ import annotations

import ast


def top_level_imports(code: str) -> list[tuple[str, int]]:
    """(top-level module name, line) of every absolute import; nothing if the code does not parse."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return []
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(a.name.split(".")[0], node.lineno) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.module.split(".")[0], node.lineno))
    return found
