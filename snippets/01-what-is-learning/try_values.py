# পর্ব ০১ · ৩ — knob ঘুরিয়ে দেখা: w-এর ৩১টি মান চেষ্টা, আর loss-এর ছবি
from loss import mse
from plot import save_bowl

ws = [round(1.0 + k / 10, 1) for k in range(31)]  # 1.0, 1.1, …, 4.0
losses = [mse(w) for w in ws]

print("  w      loss")
for w, loss in zip(ws, losses):
    if round(w * 10) % 5 == 0:  # প্রতি পাঁচটির একটি ছাপা হলো
        print(f"{w:3.1f}  {loss:7.1f}")  # এক দশমিক: দুই দশমিকে কয়েকটি ঠিক মাঝখানে (…২৫), শেষ অঙ্কটি rounding-এর খেলা

best_w, best_loss = ws[0], losses[0]  # এ পর্যন্ত সবচেয়ে ভালো
for w, loss in zip(ws, losses):
    if loss < best_loss:
        best_w, best_loss = w, loss
print(f"tried {len(ws)} values; best w = {best_w:.1f}, loss = {best_loss:.2f}")

# knob বাড়লে চেষ্টার সংখ্যা: প্রতিটি knob-এ ৩১টি মান, সব জোড়া মিলিয়ে
# ২টি input, ৩টি hidden unit, ১টি output: weight 2*3 + 3*1, bias 3 + 1
knobs_2_3_1 = 2 * 3 + 3 * 1 + 3 + 1
print(f"a network with 2 inputs, 3 hidden units, 1 output has {knobs_2_3_1} knobs")
for knobs in (1, 2, 3, knobs_2_3_1):
    tries = 31**knobs
    print(f"{knobs:2d} knob(s): {tries} tries ({len(str(tries))} digits)")
years = 31**knobs_2_3_1 / 10_000_000 / (365 * 24 * 3600)  # সেকেন্ডে এক কোটি loss হিসাব করলে
print(f"at ten million tries a second, {knobs_2_3_1} knobs take about: {years / 1000:.0f} thousand years")

save_bowl(ws, losses, best_w)  # ছবিটি আঁকে plot.py
