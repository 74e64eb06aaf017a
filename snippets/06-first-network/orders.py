# পর্ব ০৬ · চলমান উদাহরণ — খুলনার একটি মিষ্টির দোকানের home delivery (বানানো data)
# প্রতিটি অর্ডার: ক্রেতার বাড়ি শহরের মানচিত্রে কোথায় (পূর্বে কত কিমি, উত্তরে কত কিমি),
# আর মিষ্টি কত মিনিটে পৌঁছাল। দোকান (৫, ৪.৫)-এ; সাইকেলে যত দূর, তত দেরি, সঙ্গে রাস্তার এলোমেলো ঝামেলা।
import numpy as np

SHOP = (5.0, 4.5)
MAP_EAST, MAP_NORTH = 12.0, 10.0


def make_orders(n=300, seed=11):
    rng = np.random.default_rng(seed)
    where = np.column_stack([rng.uniform(0, MAP_EAST, n), rng.uniform(0, MAP_NORTH, n)])
    km = np.hypot(where[:, 0] - SHOP[0], where[:, 1] - SHOP[1])
    minutes = 5 + 6 * km + rng.normal(0, 2.5, n)
    return where, minutes


def features(where):
    """model-এ ঢোকার আগে মাপ ছোট করা: মানচিত্রের মাঝখান ০, প্রতি ৩ কিমিতে ১।"""
    return (where - np.array([MAP_EAST / 2, MAP_NORTH / 2])) / 3


def split(n, n_test=100, seed=0):
    """অর্ডারগুলো এলোমেলো করে দুই ভাগ: training-এর জন্য, আর আলাদা করে রাখা (held-out)।"""
    order = np.random.default_rng(seed).permutation(n)
    return order[n_test:], order[:n_test]


WHERE, MINUTES = make_orders()
ON_TIME = (MINUTES <= 30).astype(float)          # ১: ৩০ মিনিটের মধ্যে, ০: দেরি
TRAIN, TEST = split(len(ON_TIME))

if __name__ == "__main__":
    print(" east  north  minutes  on time?")
    for i in range(5):
        print(f"{WHERE[i, 0]:5.1f} {WHERE[i, 1]:6.1f} {MINUTES[i]:8.1f}  {'yes' if ON_TIME[i] else 'no'}")
    print(f"{len(ON_TIME)} orders, {int(ON_TIME.sum())} on time, {int(len(ON_TIME) - ON_TIME.sum())} late")
    print(f"training: {len(TRAIN)} orders ({int(ON_TIME[TRAIN].sum())} on time) | "
          f"held-out: {len(TEST)} orders ({int(ON_TIME[TEST].sum())} on time)")
