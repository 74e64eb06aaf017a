"""Reading content: pages, claims, front matter, the roadmap, snippet folders, the YAML and
regular expressions that content writes, and the checks a checkout passes before a build.
"""
