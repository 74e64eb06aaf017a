from cha_tape import CUP_COST, run_tape, users_of

PRICE = 15.0
H = 0.001
tape = run_tape(PRICE)

# প্রতিটি কলাম তার প্রতিটি input-এর সাপেক্ষে কত দ্রুত বদলায়: নিয়ম দেখে হাতে লেখা
LOCAL = {
    ("profit", "income"): 1.0,           # income − cost
    ("profit", "cost"): -1.0,
    ("cost", "cups"): CUP_COST,          # 6 × cups
    ("income", "cups"): tape["price"],   # price × cups
    ("income", "price"): tape["cups"],
    ("cups", "price"): -8.0,             # 200 − 8 × price
}


def nudged_slope(column):
    """শুধু এই কলাম h বাড়াই, ডানের কলামগুলো আবার ভরি: profit কত বদলাল, h-প্রতি?"""
    return (run_tape(PRICE, nudge=(column, H))["profit"] - tape["profit"]) / H


grad = {"profit": 1.0}
print("right to left; each path = reader's gradient x local derivative")
for column in ["cost", "income", "cups", "price"]:
    total = 0.0
    parts = []
    for reader in users_of(column):
        path = grad[reader] * LOCAL[(reader, column)]
        total += path
        parts.append(f"{grad[reader]:g} x {LOCAL[(reader, column)]:g} via {reader}")
    grad[column] = total
    print(f"{column:<7} nudged: {nudged_slope(column):7.3f}   paths: {'; '.join(parts)}   sum: {total:g}")
