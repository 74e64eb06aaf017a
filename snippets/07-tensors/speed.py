# পর্ব ০৭ · অংশ ৭ — একই হিসাব Python loop-এ আর একটি vectorised operation-এ, সময় মেপে
# ছাপা হয় শুধু অনুপাতের একটি সীমা: আসল সময় কম্পিউটার ভেদে বদলায়
import time

import torch

# এক thread-এ মাপি: তুলনাটা loop বনাম vectorised kernel-এর, thread-সংখ্যার নয়। ভাগাভাগি ব্যস্ত কম্পিউটারে
# বাড়তি thread একে অন্যের অপেক্ষায় বসে থেকে উল্টে ধীরও করতে পারে।
torch.set_num_threads(1)

g = torch.Generator().manual_seed(7)
rain = torch.rand(20_000, generator=g, dtype=torch.float64) * 80     # বিশ হাজার দিনের বৃষ্টি, মিমি


def loop_excess(t, limit=40.0):
    """৪০ মিমি-র ওপরের অংশগুলোর যোগফল, এক ঘর এক ঘর করে।"""
    total = 0.0
    for x in t:                   # প্রতিটি x একটি ছোট tensor; প্রতিটি ধাপ Python-এর এক পাক
        if x > limit:
            total += (x - limit).item()
    return total


def vector_excess(t, limit=40.0):
    """একই হিসাব একবারে: বিয়োগ, ০-এর নিচের অংশ কেটে ফেলা, যোগ।"""
    return (t - limit).clamp(min=0).sum().item()


def best_time(fn, arg, repeats):
    """কয়েকবার চালিয়ে সবচেয়ে কম সময়টি: ভাগাভাগি কম্পিউটারে অন্যদের চাপ যতটা পারা যায় বাদ দিতে।"""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        fn(arg)
        best = min(best, time.perf_counter() - start)
    return best


a, b = loop_excess(rain), vector_excess(rain)
print("দুই পথের ফল এক (আপেক্ষিক তফাত < 1e-9)?", abs(a - b) / b < 1e-9)
# loop-টি লম্বা, দুবারই যথেষ্ট; vectorised পথ এক মিলিসেকেন্ডের মতো, তাই অনেকবার চালিয়ে সবচেয়ে কমটি
ratio = best_time(loop_excess, rain, repeats=2) / best_time(vector_excess, rain, repeats=30)
print("vectorised পথ ১০০ গুণের বেশি দ্রুত?", ratio > 100)
