"""Recordings: the outputs a page was written against, drift, accept, the portability sweep, and
the grants that let a fence weaken a check.
"""
