"""HTML and notebooks from the build model: templates, the run mark and banner, highlighted code,
in-page code (Pyodide), and each lesson's notebook.
"""
