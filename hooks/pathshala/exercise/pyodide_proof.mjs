// The build's second proof of every exercise: the same harness and files in the runtime readers use, the
// site's own Pyodide, under Node (pyodide_proof.py starts it in a sandbox with no network, read-only).
//
// argv[2]: the Pyodide folder. stdin: {"harness": text, "jobs": [{"key", "reader", "tests"}]}.
// stdout: one JSON line per job, {"key", "verdict"} or {"key", "error"}, written by this script only: Python
// here has no `js` module (jsglobals is an empty object, and `js` and `pyodide_js` are unregistered before
// the first line of content), its stdout and stderr go nowhere, and Node runs with code generation from
// strings disallowed. The verdict is `run_checks`'s return value, handed to this script, never text the
// code under test printed; a file that ends the interpreter (os._exit, sys.exit outside the harness) or
// breaks it has no verdict, and the next file starts a fresh interpreter.
import { readFileSync } from "node:fs";

const base = process.argv[2].replace(/\/?$/, "/");
const input = JSON.parse(readFileSync(0, "utf-8"));
const { loadPyodide } = await import(base + "pyodide.mjs");

const SETUP = `
import builtins, sys
_pathshala_builtins = dict(builtins.__dict__)
_pathshala_modules = set(sys.modules)
_pathshala_path = list(sys.path)

def _pathshala_reset():
    """What one file changed of the interpreter's shared state, undone before the next file."""
    builtins.__dict__.clear()
    builtins.__dict__.update(_pathshala_builtins)
    for name in set(sys.modules) - _pathshala_modules:
        del sys.modules[name]
    sys.path[:] = _pathshala_path
    sys.stdout, sys.stderr = sys.__stdout__, sys.__stderr__

def _pathshala_harness(text):
    """A fresh harness module for each file: nothing an earlier file did to it is left."""
    namespace = {"__name__": "exercise_harness", "__builtins__": builtins}
    exec(compile(text, "exercise_harness.py", "exec"), namespace)
    return namespace["run_checks"]
`;

let py = null;
let harnessOf = null; // SETUP's functions, held here only (they are in no module a file can import)
let reset = null;

async function fresh() {
  py = await loadPyodide({
    indexURL: base,
    jsglobals: Object.create(null),
    stdout: () => {},
    stderr: () => {},
    env: { HOME: "/home/pyodide" },
  });
  py.unregisterJsModule("js");
  py.unregisterJsModule("pyodide_js");
  py.runPython("import sys\nsys.modules.pop('js', None)\nsys.modules.pop('pyodide_js', None)\n");
  const own = py.toPy({});
  py.runPython(SETUP, { globals: own });
  harnessOf = own.get("_pathshala_harness");
  reset = own.get("_pathshala_reset");
  own.destroy();
}

function say(line) {
  process.stdout.write(JSON.stringify(line) + "\n");
}

for (const job of input.jobs) {
  if (!py) await fresh();
  let checks = null;
  let result = null;
  try {
    checks = harnessOf(input.harness);
    process.stderr.write("running " + job.key + "\n"); // which file was running, if the build stops us
    result = checks(job.reader, job.tests);
    const verdict = result.toJs({ dict_converter: Object.fromEntries, create_pyproxies: false });
    say({ key: job.key, verdict: verdict });
  } catch (err) {
    say({ key: job.key, error: String((err && err.message) || err).split("\n").slice(-3).join(" ").slice(0, 500) });
    py = null; // an interpreter that raised out of the harness, or ended, is not used again
  } finally {
    for (const proxy of [checks, result]) {
      try { if (proxy) proxy.destroy(); } catch (err) { /* the interpreter is gone */ }
    }
  }
  if (py) {
    try { reset(); } catch (err) { py = null; }
  }
}
