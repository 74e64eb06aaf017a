/* Checked exercises: the reader writes the code, the page runs the exercise's tests on it.
 *
 * An exercise block (pathshala/exercise/templates/exercise.html) reads whole without this script:
 * the skeleton as code, the tests, the hints and the model answer behind <details>. Here the
 * editor is shown, the hints come one at a time ("একটি সংকেত দেখুন"), and "যাচাই করুন" runs the
 * reader's code and the tests in the in-page Python Web Worker (window.pathshalaPython from
 * inpage.js: its stop button, its time limit; the verdict is the harness's return value, which the worker
 * hands back, never text the code printed) with the harness the build proved the exercise
 * with (assets/py/exercise_harness.py, fetched from beside this script on the first press, never
 * from an address in the page). Nothing is loaded on open; Pyodide only on that press.
 *
 * Results are shown per test, in Bengali, as text (textContent), never as markup: each test by its
 * Bengali description (its docstring, the harness's "description"; never its snake_case name), its
 * message below it, a `backquoted` span of either as a <code> element whose text is set (test text is
 * untrusted: nothing in it becomes markup). Numbers in a message stay as the test printed them; our own
 * words use Bengali digits (bn). A solved
 * exercise is remembered in localStorage under pathshala:solved (pathshala.js's progress store,
 * beside the completed lessons), as "<lesson>/<id>".
 */
(function () {
  "use strict";

  var SELF = document.currentScript && document.currentScript.src;
  var HARNESS = SELF ? new URL("../py/exercise_harness.py", SELF).href : null;
  var harness = null; // a Promise of the harness's text, fetched once

  function bn(value) {
    return String(value).replace(/[0-9]/g, function (d) { return "০১২৩৪৫৬৭৮৯"[d]; });
  }

  // Text into an element, a `backquoted` span (on one line) as <code>: every piece set as text, never parsed as
  // markup. A backquote with no partner stays as it is.
  function inline(element, text) {
    var parts = String(text).split(/`([^`\n]+)`/);
    parts.forEach(function (part, i) {
      if (i % 2) {
        var code = document.createElement("code");
        code.textContent = part;
        element.appendChild(code);
      } else if (part) {
        element.appendChild(document.createTextNode(part));
      }
    });
  }

  function store() {
    return window.pathshala && window.pathshala.progress;
  }

  function harnessText() {
    if (!harness) {
      harness = fetch(HARNESS).then(function (response) {
        if (!response.ok) throw new Error("HTTP " + response.status);
        return response.text();
      });
      harness.catch(function () { harness = null; }); // the next press tries again
    }
    return harness;
  }

  function enhance(box) {
    var editor = box.querySelector(".ps-exercise-editor");
    var code = box.querySelector(".ps-exercise-code");
    var check = box.querySelector(".ps-exercise-check");
    var halt = box.querySelector(".ps-exercise-stop");
    var hint = box.querySelector(".ps-exercise-hint");
    var reset = box.querySelector(".ps-exercise-reset");
    var status = box.querySelector(".ps-exercise-status");
    var list = box.querySelector(".ps-exercise-results");
    var out = box.querySelector(".ps-exercise-output");
    var tests = editor && editor.getAttribute("data-tests");
    var key = box.getAttribute("data-exercise");
    if (!editor || !code || !check || tests === null || !window.pathshalaPython || !HARNESS) return;
    var hints = Array.prototype.slice.call(box.querySelectorAll(".ps-exercise-hint-text"));
    var shown = 0;
    editor.hidden = false;
    box.classList.add("ps-exercise-live");
    hints.forEach(function (details) { details.hidden = true; });

    function say(text) { status.textContent = text; }
    function solved(yes) {
      box.classList.toggle("ps-solved", yes);
      if (yes && store()) store().markSolved(key);
    }
    if (store() && store().solved().indexOf(key) >= 0) {
      box.classList.add("ps-solved");
      say("আপনি এই অনুশীলনটি আগে সমাধান করেছেন।");
    }

    if (hint) {
      hint.hidden = hints.length === 0;
      hint.addEventListener("click", function () {
        if (shown >= hints.length) return;
        hints[shown].hidden = false;
        hints[shown].open = true;
        shown += 1;
        hint.textContent = "আরেকটি সংকেত দেখুন";
        if (shown >= hints.length) hint.hidden = true;
      });
    }
    if (reset) {
      reset.addEventListener("click", function () {
        code.value = code.defaultValue;
        say("শুরুর কোডে ফিরল।");
        code.focus();
      });
    }
    if (halt) halt.addEventListener("click", function () { window.pathshalaPython.stop(); });

    function show(verdict) {
      list.textContent = "";
      var tests = verdict.tests || [];
      if (verdict.error) {
        list.appendChild(row("ps-fail", "✘ " + verdict.error));
      }
      tests.forEach(function (test, i) {
        var said = String(test.description || "") || "পরীক্ষা " + bn(i + 1);
        var li = row(test.passed ? "ps-pass" : "ps-fail", (test.passed ? "✔ " : "✘ ") + said);
        if (!test.passed && test.message) {
          var why = document.createElement("span");
          why.className = "ps-exercise-why";
          inline(why, String(test.message));
          li.appendChild(why);
        }
        list.appendChild(li);
      });
      list.hidden = false;
      var failed = tests.filter(function (t) { return !t.passed; }).length;
      if (verdict.ok) {
        say("সব পরীক্ষা পাশ করেছে (" + bn(tests.length) + "টির " + bn(tests.length) + "টিই)! চাইলে নমুনা উত্তরের সঙ্গে মিলিয়ে নিন।");
      } else if (verdict.error) {
        say("আপনার কোড চালানো গেল না, তাই কোনো পরীক্ষা চলেনি। নিচে কারণ দেখুন।");
      } else {
        say(bn(tests.length) + "টি পরীক্ষার " + bn(failed) + "টি পাশ করেনি। নিচে কোন পরীক্ষা কী দিল আর কী হওয়ার কথা।");
      }
      var printed = String(verdict.output || "");
      out.querySelector("code").textContent = printed ? "আপনার কোড যা ছাপল:\n" + printed : "";
      out.hidden = !printed;
      solved(Boolean(verdict.ok));
    }

    function row(cls, text) {
      var li = document.createElement("li");
      li.className = cls;
      inline(li, text);
      return li;
    }

    check.addEventListener("click", async function () {
      check.disabled = true;
      if (halt) halt.hidden = false;
      say("যাচাই চলছে…");
      var result;
      try {
        // The verdict is run_checks's return value, handed over by the worker: never a line of the output,
        // which the reader's code and the tests write too.
        result = await window.pathshalaPython.run({
          code: "", runtime: "python",
          check: { harness: await harnessText(), reader: code.value, tests: tests },
          onStatus: function (text) { say(text || "যাচাই চলছে…"); },
        });
      } catch (err) {
        result = { status: "unavailable", output: "", error: String(err) };
      }
      if (halt) halt.hidden = true;
      check.disabled = false;
      var verdict = result.status === "ok" ? result.verdict : null;
      if (verdict) {
        show(verdict);
        return;
      }
      list.hidden = true;
      out.hidden = true;
      if (result.status === "ok" || result.status === "error") {
        out.querySelector("code").textContent = result.output;
        out.hidden = false;
        say("যাচাই শেষ হলো না; নিচে Python-এর বার্তা দেখুন।");
        return;
      }
      say({
        busy: "আরেকটি block এখন চলছে: সেটি শেষ হলে (বা সেখানে \"থামান\" চাপলে) আবার চাপুন।",
        unavailable: navigator.onLine === false
          ? "আপনি এখন offline: দরকারি ফাইল নামানো গেল না। ইন্টারনেটে যুক্ত হয়ে আবার চাপুন।"
          : "Pyodide বা যাচাইয়ের ফাইল নামানো গেল না। একটু পরে আবার চাপুন।",
        timeout: bn(Math.round(window.pathshalaPython.limitMs / 1000)) +
          " সেকেন্ডেও শেষ হলো না, তাই থামানো হলো। কোনো loop কি কখনো শেষ হয় না?",
        stopped: "আপনি থামালেন।",
      }[result.status] || "যাচাই শেষ হলো না।");
    });
  }

  function init() {
    Array.prototype.forEach.call(document.querySelectorAll(".ps-exercise"), function (box) {
      if (box.hasAttribute("data-ps-exercise-on")) return;
      box.setAttribute("data-ps-exercise-on", "");
      enhance(box);
    });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
