"""The MkDocs side of Pathshala: one plugin that owns each build, and thin adapters, one concern each.

The engine (``pathshala``) never imports MkDocs; everything here does, and
does little more than hand MkDocs events to the engine.
"""
