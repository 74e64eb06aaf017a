"""The publishing walls: what may reach a reader. The allow-list sanitizer, figures re-serialised,
the page policy, the last check over every HTML file, and same-site URLs.
"""
