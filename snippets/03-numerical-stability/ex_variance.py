# পর্ব ০৩ · অনুশীলনী ৩ — keyboard-এ চাপের সময়ের variance: এক পাসে বনাম দুই পাসে
import random


def variance_one_pass(xs):
    """x²-এর গড় − (x-এর গড়)²: প্রায় সমান দুটি বড় সংখ্যার বিয়োগ।"""
    total = total_sq = 0.0
    for x in xs:                  # সোজা যোগ, এক এক করে (Python 3.12-এর sum() যোগে ভুল শোধরায়, তাই তাকে নয়)
        total += x
        total_sq += x * x
    n = len(xs)
    return total_sq / n - (total / n) ** 2


def variance_two_pass(xs):
    """আগে গড়, তারপর গড় থেকে দূরত্বের বর্গ: বড় সংখ্যা আগেই বাদ।"""
    n = len(xs)
    total = 0.0
    for x in xs:
        total += x
    mean = total / n
    spread = 0.0
    for x in xs:
        spread += (x - mean) ** 2
    return spread / n


rng = random.Random(3)
start = 1_767_225_600_000.0              # ১ জানুয়ারি ২০২৬, ১৯৭০ থেকে মিলিসেকেন্ডে
gaps = [rng.uniform(80, 220) for _ in range(50)]    # দুই চাপের মাঝে ৮০–২২০ মিলিসেকেন্ড
times, t = [], start
for g in gaps:
    t += g
    times.append(t)

v = variance_two_pass(times)
print(f"two-pass variance : {v:.1f} ms^2 (spread about {v ** 0.5:.0f} ms)")
print(f"one-pass variance : {variance_one_pass(times):.1f} ms^2")
shifted = [x - start for x in times]     # একই data, শুরু থেকে মাপা
print(f"one-pass, shifted : {variance_one_pass(shifted):.1f} ms^2")
