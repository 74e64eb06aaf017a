# torch.compile সৎভাবে মাপা: একটি ফাংশন (eval-এ FloodNet-এর forward), compile-এর খরচ বনাম প্রতি call-এর লাভ।
import os
import shutil
import sys
import tempfile
import time

import flood_data
import torch
import torch._inductor.config as inductor_config
from flood_net import FloodNet, tensors

# inductor C++ code লিখে কম্পাইলার দিয়ে বানায়; কম্পাইলার না থাকলে compile-এর আগেই পরিষ্কার বার্তা
compiler = os.environ.get("CXX", "g++")
if shutil.which(compiler) is None:
    sys.exit(f"torch.compile-এর inductor-এর জন্য C++ কম্পাইলার লাগে, '{compiler}' পাওয়া যায়নি: "
             "g++ ইনস্টল করুন (README-র set-up দেখুন)")
# নতুন, খালি cache folder: প্রতিবার ঠান্ডা compile মাপা হয়, আর লেখা হয় শুধু temp folder-এ
os.environ["TORCHINDUCTOR_CACHE_DIR"] = tempfile.mkdtemp(prefix="inductor-")

torch.set_num_threads(1)
inductor_config.compile_threads = 1    # কম্পাইলারের জন্য আলাদা process-এর দল নয়
inductor_config.cpp.vec_isa_ok = False  # SIMD-এর খোঁজ আর vector code বাদ: compile ছোট হয়

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
