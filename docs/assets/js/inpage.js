/* "পাতায় চালান": run (and edit) a block of the lesson in the browser with Pyodide.
 *
 * The page shows the build's real output either way, and works without this
 * script (the controls stay hidden). Nothing is fetched on open: the site's
 * own Pyodide loads when the reader first presses the button, once for the
 * whole page (the browser caches it after). Its address is derived from this
 * script's own URL (assets/js/inpage.js -> assets/pyodide/), never read from
 * the page's markup, so page content cannot point it elsewhere. Blocks marked
 * data-runtime="numpy" also load NumPy from Pyodide's CDN, checked against the
 * sha256 in the site's own pyodide-lock.json; the page says so before.
 *
 * Each run gets fresh globals; the sibling modules a block imports (hidden
 * <pre data-module> elements) are written into Pyodide's file system and
 * imported afresh. Output is Python's stdout and stderr in order, shown as
 * text (textContent), never as markup.
 */
(function () {
  "use strict";

  var SELF = document.currentScript && document.currentScript.src;
  var BASE = SELF ? new URL("../pyodide/", SELF).href : null;
  var CDN = "https://cdn.jsdelivr.net/pyodide/v314.0.7/full/"; // = pathshala.inpage.CDN (a test checks)
  var RUNNER = [
    "import importlib, os, sys, traceback",
    "def _pathshala_run(code, folder, names):",
    "    for name in names:",
    "        sys.modules.pop(name, None)",
    "    if folder not in sys.path:",
    "        sys.path.insert(0, folder)",
    "    importlib.invalidate_caches()",
    "    os.chdir(folder)",
    "    try:",
    "        exec(compile(code, 'block.py', 'exec'), {'__name__': '__main__'})",
    "    except SystemExit:",
    "        pass",
    "    except BaseException as err:",
    "        traceback.print_exception(type(err), err, err.__traceback__.tb_next)",
    "        return False",
    "    finally:",
    "        sys.stdout.flush(); sys.stderr.flush()",
    "    return True",
  ].join("\n");

  var runtime = null; // a Promise of the loaded Pyodide, shared by every block
  var numpy = null; // a Promise: NumPy loaded into it
  var blocks = 0;

  function loadScript(src) {
    return new Promise(function (resolve, reject) {
      var tag = document.createElement("script");
      tag.src = src;
      tag.onload = resolve;
      tag.onerror = function () { reject(new Error("script " + src)); };
      document.head.appendChild(tag);
    });
  }

  function pyodide(say) {
    if (!runtime) {
      runtime = (async function () {
        if (!BASE) throw new Error("inpage.js cannot tell its own URL");
        say("Pyodide নামানো হচ্ছে এই site থেকে… (প্রথমবার কিছু সময় লাগে)");
        await loadScript(BASE + "pyodide.js");
        var py = await window.loadPyodide({ indexURL: BASE, packageBaseUrl: CDN });
        py.runPython(RUNNER);
        return py;
      })();
      runtime.catch(function () { runtime = null; }); // a later press may try again
    }
    return runtime;
  }

  function withNumpy(py, say) {
    if (!numpy) {
      say("NumPy নামানো হচ্ছে (cdn.jsdelivr.net থেকে)…");
      var failed = [];
      numpy = py.loadPackage("numpy", {
        messageCallback: function () {},
        errorCallback: function (message) { failed.push(message); },
      }).then(function () {
        // loadPackage reports a failed download through errorCallback and still resolves
        if (failed.length || !py.runPython("__import__('importlib.util').util.find_spec('numpy') is not None")) {
          throw new Error("numpy: " + failed.join("; "));
        }
      });
      numpy.catch(function () { numpy = null; });
    }
    return numpy;
  }

  function collector() {
    var decoder = new TextDecoder("utf-8");
    var parts = [];
    var writer = {
      write: function (buffer) { parts.push(decoder.decode(buffer, { stream: true })); return buffer.length; },
    };
    return { writer: writer, text: function () { return parts.join("") + decoder.decode(); } };
  }

  function enhance(block) {
    var controls = block.querySelector(".ps-inpage-controls");
    var button = block.querySelector(".ps-inpage-run");
    var reset = block.querySelector(".ps-inpage-reset");
    var status = block.querySelector(".ps-inpage-status");
    var out = block.querySelector(".ps-inpage-output");
    var code = block.querySelector(".ps-inpage-code");
    if (!controls || !button || !code) return;
    var folder = "/home/pyodide/block" + (blocks += 1);
    var modules = Array.prototype.map.call(block.querySelectorAll(".ps-inpage-module"), function (pre) {
      return { name: pre.dataset.module, text: pre.textContent };
    });
    controls.hidden = false;
    function say(text) { status.textContent = text; }

    if (reset) {
      reset.addEventListener("click", function () {
        code.value = code.defaultValue; // the code the build ran
        out.hidden = true;
        say("কোড আগের অবস্থায় ফিরল।");
        code.focus();
      });
    }

    button.addEventListener("click", async function () {
      button.disabled = true;
      var py;
      try {
        py = await pyodide(say);
        if (block.dataset.runtime === "numpy") await withNumpy(py, say);
      } catch (err) {
        say(navigator.onLine === false
          ? "আপনি এখন offline: দরকারি ফাইল নামানো গেল না। ইন্টারনেটে যুক্ত হয়ে আবার চাপুন। ওপরের output build-এর আসল run থেকে।"
          : (block.dataset.runtime === "numpy" ? "Pyodide বা NumPy" : "Pyodide") +
            " নামানো গেল না (সংযোগ বা নেটওয়ার্কের সমস্যা)। একটু পরে আবার চাপুন। ওপরের output build-এর আসল run থেকে।");
        button.disabled = false;
        return;
      }
      try {
        say("চলছে…");
        py.FS.mkdirTree(folder);
        modules.forEach(function (m) { py.FS.writeFile(folder + "/" + m.name, m.text); });
        var printed = collector();
        py.setStdout(printed.writer);
        py.setStderr(printed.writer);
        var run = py.globals.get("_pathshala_run");
        var names = py.toPy(modules.map(function (m) { return m.name.replace(/\.py$/, ""); }));
        var ok;
        try {
          ok = run(code.value, folder, names);
        } finally {
          names.destroy();
          run.destroy();
        }
        out.querySelector("code").textContent = printed.text();
        out.hidden = false;
        say(ok ? "পাতায় চালানো হলো। নিচে এই run-এর output।" : "কোডটি চালাতে গিয়ে error হলো; নিচে Python-এর বার্তা দেখুন।");
      } catch (err) {
        out.querySelector("code").textContent = String((err && err.message) || err);
        out.hidden = false;
        say("কোডটি চালানো গেল না; নিচে কারণ দেখুন।");
      } finally {
        button.disabled = false;
      }
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
