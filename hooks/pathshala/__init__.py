"""Pathshala's build engine: sealed snippet runs, cache, drift check, claims.

Nothing in this package imports MkDocs; the files in ``hooks/`` adapt it to
MkDocs events, so the engine can be tested and moved on its own.
"""

class PathshalaError(Exception):
    """An author-facing error: the message names the page, the snippet and the line."""
