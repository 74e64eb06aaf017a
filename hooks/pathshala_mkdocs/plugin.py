"""The one MkDocs plugin of Pathshala: it owns each build and calls every step in a fixed order.

Each build gets a fresh ``Build`` (made in ``on_config``, dropped when the
build ends), handed explicitly to each adapter; ``site_build`` (the engine's
``SiteBuild``: its runner's fork server and its run cache) lives as long as
the plugin, which MkDocs keeps across ``mkdocs serve`` rebuilds because it
has ``on_startup``. The order of the steps is written here, not implied by a
list in ``mkdocs.yml``; event priorities put the steps that must follow other
plugins (the search index, mkdocs-jupyter's notebooks) after them, wherever
``pathshala`` is listed.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from mkdocs.config.base import ValidationError
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin, CombinedEvent, event_priority

from pathshala import memo
from pathshala.memo import Memos
from pathshala.model import PageModel, SiteModel
from pathshala.project import OPTIONS, Project, ProjectError
from pathshala.rendering import code_runs, render, run_mark
from pathshala.site import SiteBuild

from . import (
    banner,
    checkout,
    claims,
    compat,
    content_files,
    course,
    csp,
    exercises,
    glossary,
    incremental,
    inpage,
    lesson_frame,
    live_errors,
    nav,
    notebooks,
    parts,
    published,
    sanitize,
    search_index,
    snippets,
    template_text,
    verification,
)
from . import config as plugin_config
from .config import PathshalaConfig
from .state import Build, Session

SUPERFENCES = "pymdownx.superfences"
log = logging.getLogger("mkdocs.plugins.pathshala")


class PathshalaPlugin(BasePlugin[PathshalaConfig]):
    """Runs the site pass, then renders every page from its model."""

    def __init__(self) -> None:
        super().__init__()
        self.site_build: SiteBuild | None = None  # the engine's runner and run cache: one for the plugin's life
        self.build: Build | None = None
        self.command: str | None = None
        self.live = False  # under `mkdocs serve`: problems show in the page (live_errors)
        self.dirty = False  # `mkdocs serve --dirty`: a rebuild renders only what changed (incremental)
        self.serve_session = Session()  # what a `mkdocs serve` session keeps between its builds

    def load_config(self, options: dict, config_file_path: str | None = None):
        """MkDocs' checks of the typed options, then the engine's: an unknown option is an error naming the
        nearest one (MkDocs alone warns), and a folder the build refuses is an error too (``config.py``)."""
        found = plugin_config.problems(options)
        errors, warnings = super().load_config(options, config_file_path)
        if found:
            return [(name, ValidationError(message)) for name, message in found], []
        if not errors:
            root = Path(config_file_path).parent if config_file_path else Path.cwd()
            try:
                Project.of(root, {name: self.config[name] for name in OPTIONS},
                           where=Path(config_file_path).name if config_file_path else "mkdocs.yml")
            except ProjectError as err:
                errors.append(("overrides", ValidationError(str(err))))
        return errors, warnings

    # -- lifetime -----------------------------------------------------------------------------

    def on_startup(self, *, command: str, dirty: bool) -> None:
        try:
            compat.check(self)  # the framework running us, Material and mkdocs-jupyter: versions we checked
        except compat.UnsupportedVersion as err:
            raise PluginError(str(err)) from None
        compat.lay_out_fences()  # markdown-exec, which the engine's fences use and never import (it imports MkDocs)
        self.command = command
        self.dirty = dirty and command == "serve"

    def on_shutdown(self) -> None:
        if self.site_build is not None:
            self.site_build.runner.close()
            self.site_build.repeat_runner.close()
            self.site_build = None

    def on_config(self, config: MkDocsConfig) -> MkDocsConfig:
        try:
            compat.check_config(config)  # this build's framework (MkDocs or ProperDocs) and Material's theme
        except compat.UnsupportedVersion as err:
            raise PluginError(str(err)) from None
        root = snippets.root_of(config)
        checkout.on_config(config, root)  # first: before MkDocs empties the site folder
        project = plugin_config.project_of(config, self.config, root)  # the one project the engine reads
        self.live = live_errors.enabled(self.command)  # under serve: errors in the page
        if self.site_build is None or self.site_build.project != project:
            self.site_build = SiteBuild(project)
            if self.live:
                live_errors.start(self.site_build)
        if self.live:
            live_errors.spare_strict_counter()
        self.build = Build(SiteModel(root, project=project), project, Memos(project))
        self.build.sanitized = sanitize.memo_for(self.build.memos)
        if self.live:  # a dirty rebuild renders a few pages: the terms the others used are remembered
            self.build.used_terms = self.serve_session.used_terms
        if self.dirty:
            search_index.forget_previous(config)
            incremental.quiet_dirty_warning()
        _install_fences(config)
        config.markdown_extensions.append(render.ModelExtension(self._model, self._block_memo))
        return config

    def _model(self) -> SiteModel:
        if self.build is None:
            raise PluginError("a page is rendered outside a build")
        return self.build.model

    def _block_memo(self):
        return self.build.blocks if self.build else None

    def _page(self, page) -> PageModel | None:
        """The page's model: a lesson's part is rendered from its lesson's (``parts``)."""
        if not self.build:
            return None
        return self.build.model.pages.get(parts.lesson_of(self.build, page.file.src_uri)[0])

    def on_serve(self, server, *, config: MkDocsConfig, builder):
        if self.dirty:  # a notebook written after a build (notebooks.files) brings the next one
            folder = notebooks.out_dir(self.site_build.root)
            folder.mkdir(parents=True, exist_ok=True)
            server.watch(str(folder))
        return server

    def on_build_error(self, *, error: Exception) -> None:
        self.build = None

    @event_priority(-100)  # after the search plugin has written its index
    def on_post_build(self, *, config: MkDocsConfig) -> None:
        session = self.serve_session if self.dirty else None
        urls = [_page_url(f.url) for f in self.build.files.documentation_pages()] if session else []
        search_index.post_build(config.site_dir, session, self.build.rendered, urls, self.build.glossary,
                                self.build.memos)
        if self.dirty:  # what this rebuild rendered, by URL (the incremental tests read it)
            urls = " ".join("/" + url for url in self.build.rendered) or "-"
            log.info("rendered %d page(s): %s", len(self.build.rendered), urls)
        notebooks.post_build(self.build, config.site_dir)
        self.build.published_memo = published.memo_for(self.build.memos)
        published.post_build(config, self.live, self.build.published_memo)  # last: every file as it will be served
        if self.command == "build":  # a full build went through every entry it needs: the rest is stale
            removed = self.build.memos.prune()  # every memo this build made registered itself there
            if removed:
                log.info("memo: %d entr%s no page uses any more removed", removed, "y" if removed == 1 else "ies")
        self.build = None

    # -- the site pass and generated pages ------------------------------------------------------

    @event_priority(-10)  # after mkdocs-jupyter's own on_files: our notebooks are wrapped already
    def on_files(self, files, *, config: MkDocsConfig):
        root = self.site_build.root
        content_files.files(files, self.live)  # first: a refused file is never read nor copied
        pages = {f.src_uri: f.content_string for f in files.documentation_pages() if f.src_uri.endswith(".md")}
        previous = self.serve_session.model if self.live else None
        self.build.model = snippets.site_pass(self.site_build, pages, live=self.live, previous=previous)
        if self.live:
            self.serve_session.model = self.build.model
        course.files(self.build, files, self.site_build)  # the roadmap and the glossary, read by the engine
        parts.files(self.build, files, config)  # a lesson's parts 2, 3, … as pages of their own
        nav.install(self.build, config)  # the lessons' nav from the roadmap, before MkDocs builds it
        lesson_frame.files(self.build)
        self.build.notebook_memo = notebooks.memo_for(self.build.memos)
        made = self.serve_session.notebooks if self.live else None
        notebooks.files(self.build, files, config, root, made, self.dirty, self.build.notebook_memo)
        glossary.files(self.build, files, config)
        verification.files(self.build, files, config, root)
        inpage.files(self.build, files, config, root)
        exercises.files(self.build, files, config)
        self.build.files = files
        self.build.blocks = render.block_memo(self.build.memos, _markdown_settings(config))  # every on_config has run
        self.build.search_memo = search_index.keep_entries(config, self.build.memos)  # on the index Material made
        if self.dirty:
            incremental.mark(self.serve_session, self.build.model, files, config, root, self.build.part_of,
                             self.build.splits)
        return files

    # -- each page ------------------------------------------------------------------------------

    def on_page_markdown(self, markdown: str, *, page, config: MkDocsConfig, files) -> str:
        model_page = self._page(page)
        if model_page is not None:
            mark = live_errors.mark_refs if self.live else render.mark_refs
            markdown = mark(markdown, model_page)  # first: the blocks as the site pass read them
            markdown = parts.page_markdown(self.build, markdown, page)  # then the part this page shows
        templates = self.build.project.templates  # the project's one template set
        markdown = notebooks.page_markdown(markdown, model_page, page.file, files, templates)
        markdown = claims.page_markdown(markdown, model_page, templates)
        markdown = banner.page_markdown(markdown, model_page, self.site_build.root, templates)
        markdown = glossary.page_markdown(self.build, markdown, model_page)
        markdown = lesson_frame.page_markdown(self.build, markdown, model_page, page.file, files)
        return parts.retarget(self.build, markdown, page)  # last: every link, the frame's too

    @event_priority(-50)  # after mkdocs-jupyter has rendered a notebook page
    def _page_content(self, html: str, *, page, config: MkDocsConfig, files) -> str:
        self.build.rendered.append(page.url)
        html = glossary.page_content(self.build, html, page.file.src_uri, page.file, self._page(page))
        html = notebooks.page_content(self.build, html, page)
        if not self.live:
            return html
        lesson = parts.lesson_of(self.build, page.file.src_uri)[0]  # each part shows its lesson's problems
        return live_errors.page_content(self.build.model, html, lesson)

    @event_priority(-100)  # last: the content as every other step (ours, mkdocs-jupyter's) left it
    def _page_content_sanitize(self, html: str, *, page, config: MkDocsConfig, files) -> str:
        # then each code block's tokens become runs over its text (code_runs: far fewer elements)
        # and this build's run marks become classes (run_mark: a pasted output cannot carry one)
        return run_mark.finish(code_runs.page_html(sanitize.page_content(html, self.build.sanitized)))

    on_page_content = CombinedEvent(_page_content, _page_content_sanitize)

    @event_priority(-100)  # the final page, after any other plugin changed it
    def on_post_page(self, output: str, *, page, config: MkDocsConfig) -> str:
        output = notebooks.post_page(self.build, output, page)
        output = _defer_theme_bundle(output, f"page {page.file.src_uri}")
        if self.live:  # `mkdocs serve` injects its livereload script into each response, after us: no policy there
            return output
        return csp.post_page(output, f"page {page.file.src_uri}", config, csp.page_base(page))

    @event_priority(-100)  # 404.html: a page of the theme's own, with its scripts
    def on_post_template(self, output_content: str, *, template_name: str, config: MkDocsConfig) -> str:
        if not template_name.endswith(".html"):
            return output_content
        output_content = _defer_theme_bundle(output_content, template_name)
        if self.live:
            return output_content
        return csp.post_page(output_content, template_name, config, csp.template_base(config, template_name))

    def on_nav(self, nav, *, config: MkDocsConfig, files):
        template_text.nav(nav.items)  # titles from mkdocs.yml print as text, not markup
        if self.dirty:
            incremental.read_titles(files, config)
        return nav

    @event_priority(100)  # before the search plugin reads the page's content
    def on_page_context(self, context, *, page, config: MkDocsConfig, nav):
        template_text.page(page)  # before the template and the search index read them
        parts.page_context(self.build, page)  # a part's title names its lesson and which part
        if self.dirty:
            incremental.render_if_skipped(page, config, self.build.files)
        return context

    def on_env(self, env, *, config: MkDocsConfig, files):
        template_text.pages(files)  # every page read, none written yet: each page's nav shows the others
        glossary.env(self.build, files)
        return env


def _defer_theme_bundle(html: str, where: str) -> str:
    """Material's bundle deferred (issue 28), found where Material writes it (compat)."""
    try:
        return compat.defer_theme_bundle(html, where)
    except compat.UnsupportedVersion as err:
        raise PluginError(str(err)) from None


def _page_url(file_url: str) -> str:
    """A page's URL as ``Page.url`` (and the search index) has it: the home page's is "", not "./"."""
    return "" if file_url == "./" else file_url


def _install_fences(config: MkDocsConfig) -> None:
    """Our fences in SuperFences' configuration, whatever mkdocs.yml says about them."""
    if SUPERFENCES not in config.markdown_extensions:
        config.markdown_extensions.append(SUPERFENCES)
    settings = config.mdx_configs.setdefault(SUPERFENCES, {})
    ours = render.custom_fences()
    names = {entry["name"] for entry in ours}
    settings["custom_fences"] = [f for f in settings.get("custom_fences", []) if f.get("name") not in names] + ours


def _markdown_settings(config: MkDocsConfig) -> str:
    """The site's Markdown extensions and their options, as text that is the same in every process."""
    return json.dumps([config.markdown_extensions, config.mdx_configs], sort_keys=True, default=memo.stable_repr,
                      ensure_ascii=False)
