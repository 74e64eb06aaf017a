"""Running a snippet sealed: the fork server in bubblewrap, each run in namespaces, limits and a
cgroup of its own, the fixed conditions, and the signed run cache.
"""
