/* Pathshala: colours each code block when it comes near the screen.

   The build sends a highlighted block as plain text plus the runs of its tokens
   (hooks/pathshala/code_runs.py: data-ps-runs="k:3 :1 nf:5"), not as one <span> per
   token: thousands of elements a phone had to style and lay out before the first screen.
   Here one IntersectionObserver watches the blocks; a block within a screen of the
   viewport gets ranges over its one text node, registered with the CSS Custom Highlight
   API under the colour of its token kind (::highlight(ps-code-…) in pathshala.css, with
   Material's own colour variables, so both schemes follow). No element is added and no
   text node is touched: what a reader found with Ctrl+F or selected stays as it was.
   Without the API (an old browser) or without this script the code reads uncoloured.
   Printing colours every block first. */
(function () {
  "use strict";

  var ATTR = "data-ps-runs";
  // Pygments' token classes, grouped as Material's stylesheet colours them (its _highlight.scss).
  var KINDS = {
    o: "operator", ow: "operator",
    p: "punctuation",
    cpf: "string", l: "string", s: "string", s1: "string", s2: "string", sb: "string", sc: "string",
    si: "string", ss: "string",
    cp: "special", se: "special", sh: "special", sr: "special", sx: "special",
    il: "number", m: "number", mb: "number", mf: "number", mh: "number", mi: "number", mo: "number",
    k: "keyword", kd: "keyword", kn: "keyword", kp: "keyword", kr: "keyword", kt: "keyword",
    nd: "keyword", ni: "keyword", nl: "keyword", nt: "keyword",
    kc: "name", n: "name",
    bp: "constant", nb: "constant", no: "constant",
    nc: "function", ne: "function", nf: "function", nn: "function",
    c: "comment", c1: "comment", ch: "comment", cm: "comment", cs: "comment", sd: "comment",
    na: "variable", nv: "variable", vc: "variable", vg: "variable", vi: "variable",
    ge: "generic", gh: "generic", go: "generic", gp: "generic", gr: "generic", gs: "generic", gt: "generic",
    gu: "generic"
  };

  if (!(window.CSS && CSS.highlights && typeof Highlight === "function" && typeof StaticRange === "function")) return;

  var groups = {};

  function group(kind) {
    if (!groups[kind]) {
      groups[kind] = new Highlight();
      CSS.highlights.set("ps-code-" + kind, groups[kind]);
    }
    return groups[kind];
  }

  /** Colour one block: its runs must cover its one text node exactly, or it stays plain. */
  function paint(code) {
    var runs = code.getAttribute(ATTR);
    if (runs === null) return;
    code.removeAttribute(ATTR);
    var text = code.firstChild;
    if (!text || text.nodeType !== 3 || code.childNodes.length !== 1) return;
    var at = 0;
    var ranges = [];
    var parts = runs.split(" ");
    for (var i = 0; i < parts.length; i++) {
      var cut = parts[i].lastIndexOf(":");
      var kind = KINDS[parts[i].slice(0, cut)];
      var length = parseInt(parts[i].slice(cut + 1), 10);
      if (cut < 0 || !(length > 0)) return;
      if (kind) ranges.push([kind, at, at + length]);
      at += length;
    }
    if (at !== text.length) return;
    for (var j = 0; j < ranges.length; j++) {
      group(ranges[j][0]).add(new StaticRange({
        startContainer: text, startOffset: ranges[j][1], endContainer: text, endOffset: ranges[j][2]
      }));
    }
  }

  // Blocks that came near the screen, painted a few milliseconds' worth at a time: the first screen and
  // the next can hold a dozen blocks, and painting them in one go was a long task on a phone.
  var queue = [];
  var pumping = false;
  var BUDGET_MS = 8;

  function pump() {
    if (pumping || !queue.length) return;
    pumping = true;
    window.setTimeout(function () {
      var until = performance.now() + BUDGET_MS;
      do paint(queue.shift()); while (queue.length && performance.now() < until);
      pumping = false;
      pump();
    }, 0);
  }

  function start() {
    var blocks = document.querySelectorAll("code[" + ATTR + "]");
    if (!blocks.length) return;
    if (typeof IntersectionObserver !== "function") {
      Array.prototype.forEach.call(blocks, paint);
      return;
    }
    var watch = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (!entry.isIntersecting) return;
        watch.unobserve(entry.target);
        queue.push(entry.target);
      });
      pump();
    }, { rootMargin: "100% 0px" });
    Array.prototype.forEach.call(blocks, function (code) { watch.observe(code); });
    window.addEventListener("beforeprint", function () {
      watch.disconnect();
      queue.splice(0).forEach(paint);
      Array.prototype.forEach.call(document.querySelectorAll("code[" + ATTR + "]"), paint);
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
