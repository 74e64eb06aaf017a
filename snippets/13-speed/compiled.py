# torch.compile সৎভাবে মাপা: একটি ফাংশন (eval-এ FloodNet-এর forward), compile-এর খরচ বনাম প্রতি call-এর লাভ।
import os
import shutil
import sys
import tempfile
import time

# inductor C++ code লিখে compiler দিয়ে বানায়; compiler না থাকলে compile-এর আগেই পরিষ্কার বার্তা।
# কোন compiler: $CXX, না থাকলে inductor-এর নিজের পছন্দ (macOS-এ clang++, Linux-এ g++, Windows-এ MSVC-র cl)
compiler = os.environ.get("CXX") or {"darwin": "clang++", "win32": "cl"}.get(sys.platform, "g++")
if shutil.which(compiler) is None:
    sys.exit(f"torch.compile-এর inductor-এর জন্য C++ compiler লাগে, '{compiler}' পাওয়া যায়নি: "
             "সেটি ইনস্টল করুন (README-র set-up দেখুন)")
# একটি নতুন, খালি temp folder, torch import-এর আগেই: inductor-এর cache (TORCHINDUCTOR_CACHE_DIR) আর তার
# precompiled header (যা সে রাখে tempfile.gettempdir()-এর ভেতরে) দুটিই এখানে, তাই প্রতিবার ঠান্ডা compile,
# আর শেষে folder-টি পুরো মুছে যায়
work = tempfile.TemporaryDirectory(prefix="inductor-", ignore_cleanup_errors=True)
tempfile.tempdir = work.name
os.environ["TMPDIR"] = work.name
os.environ["TORCHINDUCTOR_CACHE_DIR"] = os.path.join(work.name, "cache")

import flood_data  # noqa: E402
import torch  # noqa: E402
import torch._inductor.config as inductor_config  # noqa: E402
from flood_net import FloodNet, tensors  # noqa: E402

torch.set_num_threads(1)
inductor_config.compile_threads = 1    # worker process-এর দল না খুলে এই process-এই compile
inductor_config.cpp.vec_isa_ok = False  # SIMD-এর খোঁজ (কয়েকটি ছোট program compile) বাদ: compile কম সময়ে

x, station, label = tensors([r for r in flood_data.flood_rows() if r[1] <= 2022])
torch.manual_seed(13)
model = FloodNet()
model.set_scale(x)
model.eval()
xb, sb = x[:64], station[:64]


def predict(xb, sb):
    with torch.no_grad():
        return model(xb, sb)


def per_call(fn, repeats=5, calls=200):
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(calls):
            fn(xb, sb)
        best = min(best, (time.perf_counter() - start) / calls)
    return best


fast = torch.compile(predict)
start = time.perf_counter()
first = fast(xb, sb)                      # এখানেই trace, code লেখা, C++ compile
compile_seconds = time.perf_counter() - start

eager, compiled = per_call(predict), per_call(fast)
LIMIT = 10000
print(f"compiled আর eager-এর logit মেলে (allclose): {torch.allclose(first, predict(xb, sb), atol=1e-5)}")
print(f"প্রথম call (compile সহ) ÷ একটি eager call > {LIMIT}: {compile_seconds / eager > LIMIT}")
saved = eager - compiled                    # প্রতি call-এ বাঁচা সময়; ঋণাত্মক হলে compiled ধীর
print(f"compile-এর খরচ উঠতে call লাগে > {LIMIT}: {saved <= 0 or compile_seconds / saved > LIMIT}")
work.cleanup()
