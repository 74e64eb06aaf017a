/* "পাতায় চালান": run a NumPy block in the browser with Pyodide.
 *
 * The page shows the build's real output either way. Nothing is fetched on
 * open: the pinned Pyodide (the URL is in data-pyodide) and its NumPy load
 * only when the reader presses the button, once for the whole page.
 */
(function () {
  "use strict";

  var runtime = null; // a Promise of the loaded Pyodide, shared by every block

  function loadScript(src) {
    return new Promise(function (resolve, reject) {
      var tag = document.createElement("script");
      tag.src = src;
      tag.onload = resolve;
      tag.onerror = function () { reject(new Error("script")); };
      document.head.appendChild(tag);
    });
  }

  function pyodide(src, say) {
    if (!runtime) {
      runtime = (async function () {
        say("Pyodide নামানো হচ্ছে… (প্রথমবার কয়েক সেকেন্ড লাগে)");
        await loadScript(src);
        var py = await window.loadPyodide({ indexURL: src.replace(/pyodide\.js$/, "") });
        say("NumPy নামানো হচ্ছে…");
        await py.loadPackage("numpy");
        return py;
      })();
      runtime.catch(function () { runtime = null; }); // a later press may try again
    }
    return runtime;
  }

  function enhance(block) {
    var controls = block.querySelector(".ps-inpage-controls");
    var button = block.querySelector(".ps-inpage-run");
    var status = block.querySelector(".ps-inpage-status");
    var out = block.querySelector(".ps-inpage-output");
    var code = block.querySelector(".ps-inpage-code");
    if (!controls || !button) return;
    controls.hidden = false;
    function say(text) { status.textContent = text; }
    button.addEventListener("click", async function () {
      button.disabled = true;
      try {
        var py = await pyodide(block.dataset.pyodide, say);
        say("চলছে…");
        var printed = [];
        py.setStdout({ batched: function (line) { printed.push(line); } });
        py.setStderr({ batched: function (line) { printed.push(line); } });
        try {
          await py.runPythonAsync(code.value);
          say("পাতায় চালানো হলো। নিচে এই run-এর output।");
        } catch (err) {
          printed.push(String(err.message || err));
          say("কোডটি চালাতে গিয়ে error হলো; নিচে দেখুন।");
        }
        out.querySelector("code").textContent = printed.join("\n") + "\n";
        out.hidden = false;
      } catch (err) {
        say(navigator.onLine === false
          ? "আপনি এখন offline: Pyodide নামানো গেল না। ইন্টারনেটে যুক্ত হয়ে আবার চাপুন। ওপরের output build-এর আসল run থেকে।"
          : "Pyodide নামানো গেল না (সংযোগ বা নেটওয়ার্কের সমস্যা)। একটু পরে আবার চাপুন। ওপরের output build-এর আসল run থেকে।");
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
