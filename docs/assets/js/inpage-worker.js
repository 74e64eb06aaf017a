/* The in-page Python runtime (the site's own Pyodide), inside a Web Worker (a module worker: Pyodide
 * refuses classic ones).
 *
 * Code a reader runs in the page, the sibling modules a block carries and an exercise's tests come from a
 * pull request or from the reader: they run here, not in the page. A worker has no DOM, no alert, no
 * localStorage and no cookies, and a block that loops for ever blocks this worker only: the page stays
 * usable, and inpage.js ends the worker (its stop button, its time limit).
 *
 * The page's policy binds this worker. inpage.js starts it as a module worker from a blob: URL whose one
 * line imports this file; a worker from a blob: URL takes the policy of the page that made it (HTML's
 * policy container; checked in Chromium: tests/test_browser_inpage_worker.py), while a worker loaded from
 * its own URL takes only its response's headers, which a static host does not set: the policy did not
 * bind it, and `js.eval("import('http://…')")` reached any host. So here, as in the page: no eval or
 * `new Function` (script-src has no 'unsafe-eval'), scripts and `import()` from the site and Pyodide's
 * CDN path only, fetches from the same two (connect-src).
 *
 * Before the first line of such code, once Pyodide (and NumPy, for a NumPy worker) is loaded, the worker
 * also takes away what it could still reach: the `js` and `pyodide_js` modules (unregistered, and out of
 * sys.modules: `importlib.import_module("j" + "s")` is ModuleNotFoundError, and so is pyodide.code.run_js),
 * the network (fetch, XMLHttpRequest, WebSocket, EventSource, nested workers) and storage (IndexedDB, the
 * Cache API, navigator.storage). Two of Pyodide's own modules keep a JavaScript function or object they
 * imported while loading (pyodide.webloop, pyodide._package_loader); from those no global is reachable
 * without generating code from a string, which the policy refuses.
 *
 * Pyodide's address is derived from this script's own URL (import.meta.url: assets/js/ -> assets/pyodide/),
 * never from a message, so nothing a page or a block says can point it elsewhere.
 *
 * Protocol (one worker runs one request at a time; inpage.js keeps it that way and can be reused,
 * e.g. by exercise checks):
 *   page -> worker  {type: "run", id, code, runtime: "python" | "numpy", files: [{name, text}],
 *                    check: {harness, reader, tests} | undefined}
 *   worker -> page  {type: "status", id, text}     loading, in Bengali
 *                   {type: "started", id}          the code begins (a time limit counts from here)
 *                   {type: "output", id, text}     stdout and stderr, in order, as they come
 *                   {type: "done", id, ok, verdict}  it ended; ok false: Python raised (traceback in output);
 *                                                  verdict: with `check`, the harness's run_checks return
 *                                                  value (an exercise's verdict, never parsed from output)
 *                   {type: "failed", id, stage, error}  stage "load": Pyodide or NumPy could not be loaded
 */
var BASE = new URL("../pyodide/", import.meta.url).href;
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
  "def _pathshala_check(harness, reader, tests):",
  "    namespace = {'__name__': 'exercise_harness'}",
  "    exec(compile(harness, 'exercise_harness.py', 'exec'), namespace)",
  "    return namespace['run_checks'](reader, tests)",
].join("\n");
// What untrusted code must not find on this worker's global object (or its prototypes).
var TAKEN = ["fetch", "XMLHttpRequest", "WebSocket", "WebSocketStream", "EventSource", "WebTransport", "Worker",
  "importScripts", "SharedWorker", "indexedDB", "caches", "BroadcastChannel", "CookieStore",
  "cookieStore", "FileSystemHandle", "FileSystemDirectoryHandle", "FileSystemFileHandle",
  "FileSystemSyncAccessHandle"];

var runtime = null; // a Promise of the loaded Pyodide
var own = null; // RUNNER's functions, held here only: defined in a dict of their own, in no module code can import
var sealed = false;
var runs = 0;

function say(message) { self.postMessage(message); }

function load(id, withNumpy) {
  if (!runtime) {
    runtime = (async function () {
      say({ type: "status", id: id, text: "Pyodide নামানো হচ্ছে এই site থেকে… (প্রথমবার কিছু সময় লাগে)" });
      var pyodide = await import(BASE + "pyodide.mjs");
      var py = await pyodide.loadPyodide({ indexURL: BASE, packageBaseUrl: CDN });
      var space = py.toPy({});
      py.runPython(RUNNER, { globals: space });
      own = { run: space.get("_pathshala_run"), check: space.get("_pathshala_check") };
      space.destroy();
      if (withNumpy) {
        say({ type: "status", id: id, text: "NumPy নামানো হচ্ছে (cdn.jsdelivr.net থেকে)…" });
        var failed = [];
        await py.loadPackage("numpy", {
          messageCallback: function () {},
          errorCallback: function (message) { failed.push(message); },
        });
        // loadPackage reports a failed download through errorCallback and still resolves
        if (failed.length || !py.runPython("__import__('importlib.util').util.find_spec('numpy') is not None")) {
          throw new Error("numpy: " + failed.join("; "));
        }
      }
      return py;
    })();
  }
  return runtime;
}

function seal(py) {
  if (sealed) return;
  sealed = true;
  ["js", "pyodide_js"].forEach(function (name) {
    try { py.unregisterJsModule(name); } catch (err) { /* not registered */ }
  });
  py.runPython("import sys\nfor _name in ('js', 'pyodide_js'):\n    sys.modules.pop(_name, None)\ndel _name, sys\n");
  TAKEN.forEach(function (name) {
    for (var holder = self; holder; holder = Object.getPrototypeOf(holder)) {
      if (Object.prototype.hasOwnProperty.call(holder, name)) {
        try { delete holder[name]; } catch (err) { /* not configurable: left, and then still refused below */ }
      }
    }
  });
  var nav = self.navigator && Object.getPrototypeOf(self.navigator);
  if (nav && Object.prototype.hasOwnProperty.call(nav, "storage")) delete nav.storage;
}

async function run(message) {
  var id = message.id;
  var py;
  try {
    py = await load(id, message.runtime === "numpy");
  } catch (err) {
    say({ type: "failed", id: id, stage: "load", error: String((err && err.message) || err) });
    return;
  }
  seal(py); // before the first line of code that is not ours
  var decoder = new TextDecoder("utf-8");
  var writer = {
    write: function (buffer) {
      var text = decoder.decode(buffer, { stream: true });
      if (text) say({ type: "output", id: id, text: text });
      return buffer.length;
    },
  };
  var folder = "/home/pyodide/run" + (runs += 1);
  var ok = false;
  var verdict = null;
  try {
    py.FS.mkdirTree(folder);
    (message.files || []).forEach(function (file) { py.FS.writeFile(folder + "/" + file.name, file.text); });
    py.setStdout(writer);
    py.setStderr(writer);
    var names = py.toPy((message.files || []).map(function (file) { return file.name.replace(/\.py$/, ""); }));
    say({ type: "started", id: id });
    try {
      if (message.check) {
        verdict = judged(own.check(String(message.check.harness), String(message.check.reader),
          String(message.check.tests)));
        ok = verdict !== null;
      } else {
        ok = own.run(message.code, folder, names);
      }
    } finally {
      names.destroy();
    }
    var rest = decoder.decode();
    if (rest) say({ type: "output", id: id, text: rest });
  } catch (err) {
    say({ type: "output", id: id, text: String((err && err.message) || err) + "\n" });
  }
  say({ type: "done", id: id, ok: Boolean(ok), verdict: verdict });
}

// run_checks's dict as a plain object (JSON's shape: it crosses postMessage), or null if it is not one.
function judged(proxy) {
  try {
    var value = proxy && proxy.toJs ? proxy.toJs({ dict_converter: Object.fromEntries, create_pyproxies: false }) : null;
    return value && typeof value === "object" && !Array.isArray(value) ? JSON.parse(JSON.stringify(value)) : null;
  } catch (err) {
    return null;
  } finally {
    if (proxy && proxy.destroy) proxy.destroy();
  }
}

self.onmessage = function (event) {
  var message = event.data || {};
  if (message.type === "run") run(message);
};
