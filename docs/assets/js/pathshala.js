/* Pathshala: enhances the lesson widgets. Every widget is plain HTML that works
   without this script (reasons, answers and outputs sit behind <details>); the
   script adds the buttons, the checking and the progress kept in localStorage.
   ES2017, no dependencies, nothing loaded from anywhere.

   Keyboard:
   - ordering question: an item is focusable; Alt+ArrowUp / Alt+ArrowDown move it
     (focus on the item or on one of its buttons), and so do plain ArrowUp /
     ArrowDown while the item itself has focus. The ▲ / ▼ buttons on each item
     do the same. Focus stays on what moved (the item, or the button pressed).
   - stepper: the stepper is focusable (a group named by its title);
     ArrowLeft / ArrowRight anywhere inside it go to the previous / next step.

   Search: Material searches on keyup, so text from a Bengali input method (or a
   paste) is passed on as a keyup too; its search dialog gets a name; the counts
   Material writes in its results get Bengali digits.

   localStorage (every access guarded: storage may be off or full):
   - pathshala:quiz:<lesson number, or the page path>  {quizId: true|false}
   - pathshala:done  ["8", …]  lessons marked complete (the home page's map counts them, for the
     course and for each module, and its "start here" links to where the reader stopped)
   - pathshala:parts  ["5/1", "5/3", …]  parts of a lesson read in parts (content/parts.py) marked read,
     "lesson/part"; a lesson whose parts are all read is marked complete (pathshala:done) too
   - pathshala:solved  ["05-home-made-autograd/grad-add", …]  exercises whose checks all passed
     (exercise.js writes them through window.pathshala.progress) */
(function () {
  "use strict";

  var BN = "০১২৩৪৫৬৭৮৯";
  var DONE_KEY = "pathshala:done";
  var SOLVED_KEY = "pathshala:solved";
  var PARTS_KEY = "pathshala:parts";

  /** ASCII digits to Bengali digits: bn(12) === "১২". */
  function bn(value) {
    return String(value).replace(/[0-9]/g, function (d) { return BN[d]; });
  }

  function readJSON(key, fallback) {
    try {
      var raw = window.localStorage.getItem(key);
      if (raw === null) return fallback;
      var value = JSON.parse(raw);
      return value === null || typeof value !== typeof fallback || Array.isArray(value) !== Array.isArray(fallback)
        ? fallback : value;
    } catch (e) {
      return fallback;
    }
  }

  function writeJSON(key, value) {
    try {
      window.localStorage.setItem(key, JSON.stringify(value));
    } catch (e) { /* storage off or full: the page still works, it just forgets */ }
  }

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) { node.setAttribute(name, attrs[name]); });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function once(node, flag) {
    if (node.hasAttribute("data-ps-" + flag)) return false;
    node.setAttribute("data-ps-" + flag, "");
    return true;
  }

  function setVerdict(node, right) {
    node.classList.toggle("ps-right", right === true);
    node.classList.toggle("ps-wrong", right === false);
  }

  /* ---------- quiz score, per lesson ---------- */

  function lessonKey() {
    var header = document.querySelector(".ps-lesson-header[data-lesson]");
    return "pathshala:quiz:" + (header ? header.getAttribute("data-lesson") : window.location.pathname);
  }

  function record(quizId, right) {
    var key = lessonKey();
    var results = readJSON(key, {});
    results[quizId] = right;
    writeJSON(key, results);
    showScore();
  }

  function showScore() {
    var quizzes = Array.prototype.slice.call(document.querySelectorAll(".ps-quiz[data-quiz]"));
    if (!quizzes.length) return;
    var results = readJSON(lessonKey(), {});
    var right = quizzes.filter(function (q) { return results[q.getAttribute("data-quiz")] === true; }).length;
    var score = document.querySelector(".ps-score");
    if (!score) {
      score = el("p", { "class": "ps-score", role: "status", "aria-live": "polite" });
      var last = quizzes[quizzes.length - 1];
      last.parentNode.insertBefore(score, last.nextSibling);
    }
    score.textContent = "স্কোর: " + bn(right) + " / " + bn(quizzes.length);
  }

  /* ---------- single-choice quiz ---------- */

  function initChoice(form) {
    var button = form.querySelector(".ps-check");
    var feedback = form.querySelector(".ps-feedback");
    if (!feedback) return;
    if (button) button.hidden = false;
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var chosen = form.querySelector("input[type=radio]:checked");
      var options = form.querySelectorAll(".ps-option");
      if (!chosen) {
        setVerdict(form, null);
        feedback.textContent = "একটি উত্তর বেছে নিন।";
        return;
      }
      var option = chosen.closest(".ps-option");
      var right = option.getAttribute("data-correct") === "true";
      Array.prototype.forEach.call(options, function (o) {
        var reason = o.querySelector(".ps-reason");
        var mine = o === option;
        o.classList.toggle("ps-chosen", mine);
        setVerdict(o, mine ? right : null);
        if (reason) {
          reason.classList.toggle("ps-shown", mine);
          reason.open = mine;
        }
      });
      setVerdict(form, right);
      feedback.textContent = right ? "সঠিক!" : "ভুল, আবার চেষ্টা করুন।";
      record(form.getAttribute("data-quiz"), right);
    });
  }

  /* ---------- ordering ---------- */

  function initOrder(box) {
    var list = box.querySelector(".ps-order-items");
    var button = box.querySelector(".ps-check");
    var feedback = box.querySelector(".ps-feedback");
    if (!list || !feedback) return;
    // The keys are said only where there is a keyboard (pathshala.css hides .ps-keys on a touch screen).
    var hint = el("p", { "class": "ps-order-hint", id: (box.id || "ps-order") + "-hint" }, "▲ / ▼ বোতাম");
    hint.appendChild(el("span", { "class": "ps-keys" }, ", অথবা কোনো সারিতে থেকে Alt+↑ / Alt+↓ (বা শুধু ↑ / ↓)"));
    hint.appendChild(document.createTextNode(" চেপে সাজান।"));
    list.parentNode.insertBefore(hint, list);

    // ▲ on the first row and ▼ on the last cannot move anything: they are disabled, not silent.
    function refresh() {
      var all = items();
      all.forEach(function (item, i) {
        var up = item.querySelector(".ps-up");
        var down = item.querySelector(".ps-down");
        if (up) up.disabled = i === 0;
        if (down) down.disabled = i === all.length - 1;
      });
    }

    function items() { return Array.prototype.slice.call(list.querySelectorAll(".ps-order-item")); }

    function move(item, step, focusTarget) {
      var all = items();
      var from = all.indexOf(item);
      var to = from + step;
      var name = (item.querySelector(".ps-order-text") || item).textContent.trim();
      if (to < 0 || to >= all.length) {
        feedback.textContent = "«" + name + "» " + (to < 0 ? "ইতিমধ্যে সবার উপরে।" : "ইতিমধ্যে সবার নিচে।");
        return;
      }
      if (step < 0) list.insertBefore(item, all[to]);
      else list.insertBefore(item, all[to].nextSibling);
      refresh();
      (focusTarget && !focusTarget.disabled ? focusTarget : item).focus();
      setVerdict(box, null);
      feedback.textContent = "«" + name + "» এখন " + bn(to + 1) + " নম্বরে (" + bn(all.length) + "টির মধ্যে)।";
    }

    items().forEach(function (item) {
      item.setAttribute("tabindex", "0");
      item.setAttribute("aria-describedby", hint.id);
      var moves = el("span", { "class": "ps-order-moves" });
      var up = el("button", { type: "button", "class": "ps-move ps-up", "aria-label": "উপরে সরান" }, "▲");
      var down = el("button", { type: "button", "class": "ps-move ps-down", "aria-label": "নিচে সরান" }, "▼");
      up.addEventListener("click", function () { move(item, -1, up); });
      down.addEventListener("click", function () { move(item, 1, down); });
      moves.appendChild(up);
      moves.appendChild(down);
      item.appendChild(moves);
      item.addEventListener("keydown", function (event) {
        if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
        if (event.ctrlKey || event.metaKey || event.shiftKey) return;
        // Alt+arrow anywhere in the item (its buttons too); a plain arrow on the item itself
        if (!event.altKey && event.target !== item) return;
        event.preventDefault();
        move(item, event.key === "ArrowUp" ? -1 : 1, event.target);
      });
    });

    refresh();

    if (button) {
      button.hidden = false;
      button.addEventListener("click", function () {
        var wrong = items().filter(function (item, i) { return item.getAttribute("data-rank") !== String(i); }).length;
        setVerdict(box, wrong === 0);
        feedback.textContent = wrong === 0 ? "সঠিক ক্রম!" : "এখনও ঠিক হয়নি: " + bn(wrong) + "-টি জায়গায় ভুল।";
        record(box.getAttribute("data-quiz"), wrong === 0);
      });
    }
  }

  /* ---------- stepper ---------- */

  function initStepper(box) {
    var steps = Array.prototype.slice.call(box.querySelectorAll(".ps-step"));
    if (steps.length < 2) return;
    var title = box.querySelector(".ps-stepper-title");
    box.setAttribute("tabindex", "0");
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", title ? title.textContent.trim() : "ধাপে ধাপে");
    var controls = el("div", { "class": "ps-stepper-controls" });
    var prev = el("button", { type: "button", "class": "md-button ps-prev" }, "← আগের ধাপ");
    var count = el("span", { "class": "ps-step-count", "aria-live": "polite" });
    var next = el("button", { type: "button", "class": "md-button ps-next" }, "পরের ধাপ →");
    controls.appendChild(prev);
    controls.appendChild(count);
    controls.appendChild(next);
    box.appendChild(controls);
    var current = 0;

    function show(index) {
      current = Math.max(0, Math.min(steps.length - 1, index));
      steps.forEach(function (step, i) { step.hidden = i !== current; });
      count.textContent = "ধাপ " + bn(current + 1) + " / " + bn(steps.length);
      var lost = document.activeElement;
      prev.disabled = current === 0;
      next.disabled = current === steps.length - 1;
      // a button that just got disabled cannot keep focus: give it to the other one
      if (lost === prev && prev.disabled) next.focus();
      if (lost === next && next.disabled) prev.focus();
    }

    prev.addEventListener("click", function () { show(current - 1); });
    next.addEventListener("click", function () { show(current + 1); });
    box.addEventListener("keydown", function (event) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      var t = event.target;
      if (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)) return;
      if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
        event.preventDefault();
        show(current + (event.key === "ArrowRight" ? 1 : -1));
      }
    });
    show(0);
  }

  /* ---------- predict the output ---------- */

  function normalise(text) {
    return text.replace(/\r\n?/g, "\n").split("\n").map(function (line) { return line.replace(/\s+$/, ""); })
      .join("\n").replace(/\n+$/, "");
  }

  function initPredict(box) {
    var button = box.querySelector(".ps-reveal");
    var guess = box.querySelector(".ps-guess");
    var real = box.querySelector(".ps-real pre code") || box.querySelector(".ps-real pre");
    if (!button || !guess || !real) return;
    button.hidden = false;
    var verdict = el("p", { "class": "ps-match", role: "status", "aria-live": "polite" });
    var actions = button.closest(".ps-actions") || button;
    actions.parentNode.insertBefore(verdict, actions.nextSibling);
    button.addEventListener("click", function () {
      var old = box.querySelector(".ps-compare");
      if (old) old.remove();
      if (!guess.value.trim()) {
        setVerdict(box, null);
        verdict.textContent = "আগে আপনার অনুমান লিখুন, তারপর মিলিয়ে দেখুন।";
        guess.focus();
        return;
      }
      var compare = el("div", { "class": "ps-compare" });
      var mine = el("div", { "class": "ps-compare-col ps-compare-guess" });
      mine.appendChild(el("p", { "class": "ps-compare-label" }, "আপনার অনুমান"));
      var pre = el("pre", { "class": "ps-guess-shown" });
      pre.appendChild(el("code", {}, guess.value)); // text, never markup
      mine.appendChild(pre);
      var theirs = el("div", { "class": "ps-compare-col ps-compare-real" });
      theirs.appendChild(el("p", { "class": "ps-compare-label" }, "আসল output"));
      var copy = el("pre", { "class": "ps-real-shown" });
      copy.appendChild(el("code", {}, real.textContent)); // a copy as text: no duplicate ids or buttons
      theirs.appendChild(copy);
      compare.appendChild(mine);
      compare.appendChild(theirs);
      verdict.parentNode.insertBefore(compare, verdict.nextSibling);
      // a column too narrow for its lines scrolls: keyboard readers must be able to scroll it too
      Array.prototype.forEach.call(compare.querySelectorAll("code"), function (code) {
        if (code.scrollWidth > code.clientWidth) code.setAttribute("tabindex", "0");
      });
      var same = normalise(guess.value) === normalise(real.textContent);
      setVerdict(box, same);
      verdict.textContent = same ? "হুবহু মিলেছে!" : "মেলেনি — পার্থক্য দেখুন।";
    });
  }

  /* ---------- lesson completion and the home page's progress ---------- */

  function doneLessons() {
    return readJSON(DONE_KEY, []).map(String).filter(function (n, i, all) {
      return /^[0-9]+$/.test(n) && all.indexOf(n) === i;
    });
  }

  function readParts() {
    return readJSON(PARTS_KEY, []).map(String).filter(function (k, i, all) {
      return /^[0-9]+\/[0-9]+$/.test(k) && all.indexOf(k) === i;
    });
  }

  // How many of a lesson's parts are read: a lesson marked complete has read them all.
  function partsRead(lesson, total) {
    if (doneLessons().indexOf(lesson) >= 0) return total;
    var read = readParts();
    var count = 0;
    for (var p = 1; p <= total; p++) if (read.indexOf(lesson + "/" + p) >= 0) count++;
    return count;
  }

  function partsLine(read, total) {
    return bn(read) + "/" + bn(total) + " ভাগ পড়া";
  }

  // A part's button marks that part read; the lesson is complete when every part is.
  function initPart(box, lesson, button, status) {
    var part = box.getAttribute("data-part");
    var total = parseInt(box.getAttribute("data-parts"), 10);
    var key = lesson + "/" + part;
    button.hidden = false;
    function isRead() {
      return doneLessons().indexOf(lesson) >= 0 || readParts().indexOf(key) >= 0;
    }
    function render() {
      var read = isRead();
      button.setAttribute("aria-pressed", String(read));
      box.classList.toggle("ps-done", read);
      if (status) status.textContent = (read ? "এই ভাগ পড়া হয়েছে। " : "") + "এই পর্বের " + partsLine(partsRead(lesson, total), total) + "।";
    }
    button.addEventListener("click", function () {
      var wasRead = isRead();
      var read = readParts();
      if (doneLessons().indexOf(lesson) >= 0) {  // the lesson was complete: every part read until one is unmarked
        for (var p = 1; p <= total; p++) if (read.indexOf(lesson + "/" + p) < 0) read.push(lesson + "/" + p);
      }
      read = read.filter(function (k) { return k !== key; });
      if (!wasRead) read.push(key);
      writeJSON(PARTS_KEY, read);
      var all = true;
      for (var q = 1; q <= total; q++) if (read.indexOf(lesson + "/" + q) < 0) all = false;
      var done = doneLessons().filter(function (n) { return n !== lesson; });
      if (all) done.push(lesson);
      writeJSON(DONE_KEY, done);
      render();
      renderProgress();
    });
    box.psRender = render;
    render();
  }

  function initComplete(box) {
    var lesson = box.getAttribute("data-lesson");
    var button = box.querySelector(".ps-complete-button");
    var status = box.querySelector(".ps-complete-status");
    if (!lesson || !button) return;
    if (box.hasAttribute("data-parts")) return initPart(box, lesson, button, status);
    button.hidden = false;
    function render() {
      var done = doneLessons().indexOf(lesson) >= 0;
      button.setAttribute("aria-pressed", String(done));
      box.classList.toggle("ps-done", done);
      if (status) status.textContent = done ? "এই পর্বটি সম্পন্ন হিসেবে চিহ্নিত।" : "";
    }
    button.addEventListener("click", function () {
      var done = doneLessons().filter(function (n) { return n !== lesson; });
      if (button.getAttribute("aria-pressed") !== "true") done.push(lesson);
      writeJSON(DONE_KEY, done);
      render();
    });
    box.psRender = render;
    render();
  }

  // Each roadmap row's state cell as the page had it: copies of its nodes, kept here rather than in an
  // attribute (a data-* attribute is page markup, and writing one back through innerHTML ran its markup).
  var originalStates = new WeakMap();

  function renderProgress() {
    var done = doneLessons();
    Array.prototype.forEach.call(document.querySelectorAll("table.ps-roadmap tr[data-lesson]"), function (row) {
      var state = row.cells[row.cells.length - 1];
      if (!originalStates.has(row)) {
        originalStates.set(row, Array.prototype.map.call(state.childNodes, function (n) { return n.cloneNode(true); }));
      }
      var isDone = done.indexOf(row.getAttribute("data-lesson")) >= 0;
      var total = parseInt(row.getAttribute("data-parts") || "1", 10);
      var read = total > 1 && !isDone ? partsRead(row.getAttribute("data-lesson"), total) : 0;
      row.classList.toggle("ps-done", isDone);
      state.textContent = "";
      if (isDone) {
        state.appendChild(el("span", { "class": "ps-state ps-state-done" }, "✓ সম্পন্ন"));
      } else if (read > 0) {
        state.appendChild(el("span", { "class": "ps-state ps-state-parts" }, partsLine(read, total)));
      } else {
        originalStates.get(row).forEach(function (n) { state.appendChild(n.cloneNode(true)); });
      }
    });
    // A lesson's opening page lists its parts: each read one gets a mark, the list a count.
    Array.prototype.forEach.call(document.querySelectorAll(".ps-parts[data-lesson][data-parts]"), function (list) {
      var lesson = list.getAttribute("data-lesson");
      var total = parseInt(list.getAttribute("data-parts"), 10);
      var read = readParts();
      var all = doneLessons().indexOf(lesson) >= 0;
      Array.prototype.forEach.call(list.querySelectorAll("li[data-part]"), function (item) {
        var isRead = all || read.indexOf(lesson + "/" + item.getAttribute("data-part")) >= 0;
        item.classList.toggle("ps-done", isRead);
        var mark = item.querySelector(".ps-part-read");
        if (isRead && !mark) item.appendChild(el("span", { "class": "ps-part-read" }, " ✓ পড়া"));
        if (!isRead && mark) mark.remove();
      });
      var line = list.querySelector(".ps-parts-progress");
      if (line) line.textContent = partsLine(partsRead(lesson, total), total);
    });
    // The home page's map leaves these empty: without this script there is no progress to show.
    Array.prototype.forEach.call(document.querySelectorAll(".ps-progress[data-total]"), function (line) {
      line.textContent = "সম্পন্ন: " + bn(done.length) + " / " + bn(line.getAttribute("data-total"));
    });
    Array.prototype.forEach.call(document.querySelectorAll(".ps-module"), function (module) {
      var rows = module.querySelectorAll("tr[data-lesson]");
      var finished = module.querySelectorAll("tr[data-lesson].ps-done").length;
      var count = module.querySelector(".ps-module-progress");
      if (count) count.textContent = " · সম্পন্ন " + bn(finished) + " / " + bn(rows.length);
      module.classList.toggle("ps-module-done", rows.length > 0 && finished === rows.length);
    });
  }

  // The home page's "start here" (course/start.html): for a reader who has marked lessons complete, a
  // link to where they stopped, the first written lesson after the last one marked (or, when every later one
  // is done, the first written one not done), taken from the map's own links; it becomes the main link and
  // "start here" stays beside it. Nothing is added when every written lesson is done or nothing is marked.
  function renderStart() {
    var start = document.querySelector(".ps-start");
    if (!start) return;
    var old = start.querySelector(".ps-continue-link");
    if (old) old.parentNode.removeChild(old);
    var first = start.querySelector(".ps-start-link");
    var done = doneLessons().map(Number);
    var written = Array.prototype.filter.call(document.querySelectorAll("table.ps-roadmap tr[data-lesson]"),
      function (row) { return row.querySelector("a[href]"); });
    var open = written.filter(function (row) { return done.indexOf(Number(row.getAttribute("data-lesson"))) < 0; });
    var last = Math.max.apply(null, done.concat([-1]));
    var next = open.filter(function (row) { return Number(row.getAttribute("data-lesson")) > last; })[0] || open[0];
    if (first) first.classList.toggle("md-button--primary", !(done.length && next));
    if (!done.length || !next) return;
    var number = Number(next.getAttribute("data-lesson"));
    var link = next.querySelector("a[href]");
    var label = "যেখানে থেমেছিলেন: পর্ব " + bn(number < 10 ? "0" + number : number) + " · " + link.textContent.trim();
    var cont = el("a", { "class": "md-button md-button--primary ps-continue-link", href: link.getAttribute("href") }, label);
    start.insertBefore(cont, start.firstChild);
  }

  /* ---------- search: Bengali input ---------- */

  // Material runs a search on keyup. Text that arrives without a key of its
  // own (a Bengali input method's composition, a paste from the menu) would
  // wait for the next key: tell the search box that the text changed.
  function initSearch(input) {
    // Material's search dialog has no name of its own (axe: aria-dialog-name).
    var dialog = input.closest(".md-search[role=dialog]");
    if (dialog && !dialog.hasAttribute("aria-label")) dialog.setAttribute("aria-label", "অনুসন্ধান");
    input.addEventListener("input", function (event) {
      if (!event.isComposing) input.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }));
    });
    // Material writes its own counts ("8 টা ডকুমেন্ট", "আরও 5টি") with Latin digits: write
    // them in Bengali, as the rest of the site does, each time its result list changes.
    var results = dialog && dialog.querySelector("[data-md-component=search-result]");
    if (results && typeof MutationObserver === "function") {
      var counts = ".md-search-result__meta, .md-search-result__more > summary";
      var rewrite = function () {
        Array.prototype.forEach.call(results.querySelectorAll(counts), function (node) {
          var walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
          for (var text = walker.nextNode(); text; text = walker.nextNode()) {
            if (/[0-9]/.test(text.data)) text.data = bn(text.data);
          }
        });
      };
      new MutationObserver(rewrite).observe(results, { childList: true, subtree: true, characterData: true });
    }
  }

  /* ---------- start ---------- */

  function each(selector, flag, init) {
    Array.prototype.forEach.call(document.querySelectorAll(selector), function (node) {
      if (once(node, flag)) init(node);
    });
  }

  function init() {
    document.documentElement.classList.add("ps-js");
    each("form.ps-choice", "choice", initChoice);
    each(".ps-order", "order", initOrder);
    each(".ps-stepper", "stepper", initStepper);
    each(".ps-predict", "predict", initPredict);
    each(".ps-complete", "complete", initComplete);
    each("input.md-search__input", "search", initSearch);
    showScore();
    renderProgress();
    renderStart();
  }

  // Another tab marked a lesson: keep this one in step.
  window.addEventListener("storage", function (event) {
    if (event.key !== DONE_KEY && event.key !== PARTS_KEY && event.key !== null) return;
    Array.prototype.forEach.call(document.querySelectorAll(".ps-complete"), function (box) {
      if (box.psRender) box.psRender();
    });
    renderProgress();
    renderStart();
  });

  document.documentElement.classList.add("ps-js");
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
  // Material's instant navigation (off here) swaps pages without a load event; its
  // document$ emits for every page it shows. init() is idempotent, so both may run.
  if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(init);

  /* ---------- print ---------- */

  // A printed lesson is read, not clicked: every closed <details> (a quiz's reasons, the right
  // order, a prediction's real output, hints, the model answer) opens for printing, and what was
  // opened here closes again afterwards. pathshala.css does the same with ::details-content where
  // the browser has it; this covers the others.
  var openedForPrint = [];
  window.addEventListener("beforeprint", function () {
    Array.prototype.forEach.call(document.querySelectorAll(".md-typeset details:not([open])"), function (d) {
      d.open = true;
      openedForPrint.push(d);
    });
  });
  window.addEventListener("afterprint", function () {
    openedForPrint.forEach(function (d) { d.open = false; });
    openedForPrint = [];
  });

  /* ---------- solved exercises (exercise.js marks them) ---------- */

  function solvedExercises() {
    return readJSON(SOLVED_KEY, []).map(String).filter(function (k, i, all) {
      return /^[\w.-]+\/[a-z0-9-]+$/.test(k) && all.indexOf(k) === i;
    });
  }

  function markSolved(key) {
    var solved = solvedExercises();
    if (solved.indexOf(key) < 0) writeJSON(SOLVED_KEY, solved.concat([String(key)]));
  }

  window.pathshala = { bn: bn, init: init, progress: { solved: solvedExercises, markSolved: markSolved } };
})();
