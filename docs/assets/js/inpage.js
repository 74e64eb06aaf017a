/* "পাতায় চালান": run (and edit) a block of the lesson in the browser with Pyodide, in a Web Worker.
 *
 * The page shows the build's real output either way, and works without this
 * script (the controls stay hidden). Nothing is fetched on open: the worker
 * (inpage-worker.js, beside this script, never an address from the page's
 * markup) starts when the reader first presses the button and loads the
 * site's own Pyodide, once for the whole page (the browser caches it after).
 * Blocks marked data-runtime="numpy" also load NumPy from Pyodide's CDN,
 * checked against the sha256 in the site's own pyodide-lock.json; the page
 * says so before.
 *
 * The code runs in the worker, not in the page: it cannot reach the page, its
 * storage or the reader's dialogs, and the page's policy binds it (the worker
 * starts from a blob: URL, which takes the page's policy; see inpage-worker.js), and a block that never ends is stopped by
 * the "থামান" button or after LIMIT_MS, with a Bengali message; the worker is
 * then ended and the next press starts a fresh one. Each run gets fresh
 * globals; the sibling modules a block imports (hidden <pre data-module>
 * elements) are written into the worker's file system and imported afresh.
 * Output is Python's stdout and stderr in order, shown as text (textContent),
 * never as markup.
 *
 * window.pathshalaPython.run({code, runtime, files, check, limitMs, onStatus, onOutput}) is the same
 * runner for any other use (exercise checks): a Promise of {status: "ok" | "error" | "timeout" | "stopped" |
 * "unavailable" | "busy", output, error, verdict}; with check: {harness, reader, tests}, verdict is the
 * harness's return value (or null); window.pathshalaPython.stop() ends the current run.
 */
(function () {
  "use strict";

  var SELF = document.currentScript && document.currentScript.src;
  var WORKER = SELF ? new URL("inpage-worker.js", SELF).href : null;
  var LIMIT_MS = 30000; // a run's time limit, from its first line (loading does not count)
  var OUTPUT_CAP = 200000; // characters of output kept and shown
  var worker = null; // the running worker, and which runtime it loaded
  var workerUrl = null; // its blob: URL
  var workerRuntime = "";
  var current = null; // the run in progress: one at a time
  var serial = 0;

  function endWorker() {
    if (worker) worker.terminate();
    if (workerUrl) URL.revokeObjectURL(workerUrl);
    worker = null;
    workerUrl = null;
    workerRuntime = "";
  }

  function finish(status, extra) {
    var run = current;
    if (!run) return;
    current = null;
    clearTimeout(run.timer);
    var result = { status: status, output: run.output.join(""), error: "" };
    Object.keys(extra || {}).forEach(function (key) { result[key] = extra[key]; });
    run.resolve(result);
  }

  function heard(event) {
    var message = event.data || {};
    if (!current || message.id !== current.id) return;
    if (message.type === "status" && current.onStatus) {
      current.onStatus(String(message.text));
    } else if (message.type === "started") {
      current.timer = setTimeout(function () { endWorker(); finish("timeout"); }, current.limitMs);
      if (current.onStatus) current.onStatus("");
    } else if (message.type === "output") {
      var text = String(message.text);
      if (current.size < OUTPUT_CAP) {
        text = text.slice(0, OUTPUT_CAP - current.size);
        current.size += text.length;
        current.output.push(text);
        if (current.onOutput) current.onOutput(current.output.join(""));
      }
    } else if (message.type === "done") {
      finish(message.ok ? "ok" : "error", { verdict: message.verdict || null });
    } else if (message.type === "failed") {
      endWorker(); // a half-loaded runtime: the next press starts afresh
      finish("unavailable", { error: String(message.error) });
    }
  }

  function workerFor(runtime) {
    // A NumPy worker runs pure-Python blocks too; a pure-Python one has sealed itself without NumPy.
    if (worker && (workerRuntime === runtime || workerRuntime === "numpy")) return worker;
    endWorker();
    // A module worker (Pyodide runs only in one) from a blob: URL that imports the worker script: a blob:
    // worker takes this page's Content-Security-Policy, one loaded from its own URL would have none.
    workerUrl = URL.createObjectURL(new Blob(["import " + JSON.stringify(WORKER) + ";\n"],
      { type: "text/javascript" }));
    worker = new Worker(workerUrl, { type: "module" });
    workerRuntime = runtime;
    worker.onmessage = heard;
    worker.onerror = function (event) {
      event.preventDefault();
      endWorker();
      finish("unavailable", { error: event.message || "the worker did not start" });
    };
    return worker;
  }

  function run(request) {
    if (!WORKER) return Promise.resolve({ status: "unavailable", output: "", error: "inpage.js cannot tell its own URL" });
    if (current) return Promise.resolve({ status: "busy", output: "", error: "another run is in progress" });
    return new Promise(function (resolve) {
      serial += 1;
      current = {
        id: serial, resolve: resolve, output: [], size: 0, timer: null,
        limitMs: request.limitMs || api.limitMs, onStatus: request.onStatus, onOutput: request.onOutput,
      };
      try {
        workerFor(request.runtime === "numpy" ? "numpy" : "python").postMessage({
          type: "run", id: serial, code: String(request.code), runtime: request.runtime,
          files: (request.files || []).map(function (f) { return { name: String(f.name), text: String(f.text) }; }),
          check: request.check ? { harness: String(request.check.harness), reader: String(request.check.reader),
            tests: String(request.check.tests) } : undefined,
        });
      } catch (err) {
        endWorker();
        finish("unavailable", { error: String((err && err.message) || err) });
      }
    });
  }

  function stop() {
    if (!current) return;
    endWorker();
    finish("stopped");
  }

  var api = window.pathshalaPython = { run: run, stop: stop, limitMs: LIMIT_MS };

  function seconds(ms) {
    return String(Math.round(ms / 1000)).replace(/[0-9]/g, function (d) { return "০১২৩৪৫৬৭৮৯"[d]; });
  }

  function enhance(block) {
    var controls = block.querySelector(".ps-inpage-controls");
    var button = block.querySelector(".ps-inpage-run");
    var halt = block.querySelector(".ps-inpage-stop");
    var reset = block.querySelector(".ps-inpage-reset");
    var status = block.querySelector(".ps-inpage-status");
    var out = block.querySelector(".ps-inpage-output");
    var code = block.querySelector(".ps-inpage-code");
    if (!controls || !button || !code) return;
    var files = Array.prototype.map.call(block.querySelectorAll(".ps-inpage-module"), function (pre) {
      return { name: pre.dataset.module, text: pre.textContent };
    });
    var numpy = block.dataset.runtime === "numpy";
    controls.hidden = false;
    function say(text) { status.textContent = text; }
    function show(text) {
      out.querySelector("code").textContent = text;
      out.hidden = false;
    }

    if (reset) {
      reset.addEventListener("click", function () {
        code.value = code.defaultValue; // the code the build ran
        out.hidden = true;
        say("কোড আগের অবস্থায় ফিরল।");
        code.focus();
      });
    }
    if (halt) halt.addEventListener("click", stop);

    button.addEventListener("click", async function () {
      button.disabled = true;
      if (halt) halt.hidden = false;
      say("চলছে…");
      var limit = api.limitMs;
      var result = await run({
        code: code.value, runtime: numpy ? "numpy" : "python", files: files, limitMs: limit,
        onStatus: function (text) { say(text || "চলছে…"); },
        onOutput: show,
      });
      if (halt) halt.hidden = true;
      button.disabled = false;
      if (result.status === "busy") {
        say("আরেকটি block এখন চলছে: সেটি শেষ হলে (বা সেখানে \"থামান\" চাপলে) আবার চাপুন।");
        return;
      }
      if (result.status === "unavailable") {
        out.hidden = true;
        // Pyodide comes from this site; NumPy only from Pyodide's CDN (its wheel is on no registry we
        // can reach: README). A blocked CDN does not unblock itself, so "try later" would not help.
        var numpyBlocked = numpy && /^numpy:/.test(String(result.error || ""));
        say(navigator.onLine === false
          ? "আপনি এখন offline: দরকারি ফাইল নামানো গেল না। ইন্টারনেটে যুক্ত হয়ে আবার চাপুন। ওপরের output build-এর আসল run থেকে।"
          : numpyBlocked
            ? "NumPy নামানো গেল না: NumPy আসে cdn.jsdelivr.net থেকে, আর আপনার নেটওয়ার্ক (কোনো firewall বা " +
              "filter) সেখানে যেতে দিচ্ছে না। আবার চাপলেও একই হবে; অন্য নেটওয়ার্কে চেষ্টা করুন। এই পাতার " +
              "শুধু-Python block-গুলো NumPy ছাড়াই চলে। ওপরের output build-এর আসল run থেকে।"
            : "Pyodide নামানো গেল না (সংযোগের সমস্যা)। একটু পরে আবার চাপুন। ওপরের output build-এর আসল run থেকে।");
        return;
      }
      show(result.output);
      say({
        ok: "পাতায় চালানো হলো। নিচে এই run-এর output।",
        error: "কোডটি চালাতে গিয়ে error হলো; নিচে Python-এর বার্তা দেখুন।",
        timeout: seconds(limit) + " সেকেন্ডেও শেষ হলো না, তাই থামানো হলো। নিচে যতটুকু ছাপা হয়েছিল।",
        stopped: "আপনি থামালেন। নিচে যতটুকু ছাপা হয়েছিল।",
      }[result.status]);
    });
  }

  function init() {
    document.querySelectorAll(".ps-inpage").forEach(enhance);
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
