# পর্ব ০১ · ৩ — knob ঘুরিয়ে দেখা: w-এর ৩১টি মান চেষ্টা, আর loss-এর ছবি
from loss import mse
from plot import plot_svg
from svg_draw import bn_digits

ws = [round(1.0 + k / 10, 1) for k in range(31)]  # 1.0, 1.1, …, 4.0
losses = [mse(w) for w in ws]

print("  w      loss")
for w, loss in zip(ws, losses, strict=True):
    if round(w * 10) % 5 == 0:  # প্রতি পাঁচটির একটি ছাপা হলো
        print(f"{w:3.1f}  {loss:7.1f}")  # এক দশমিক: দুই দশমিকে এগুলো ঠিক মাঝখানে (…২৫), শেষ অঙ্কটি rounding-এর খেলা
best = min(range(len(ws)), key=losses.__getitem__)
print(f"tried {len(ws)} values; best w = {ws[best]:.1f}, loss = {losses[best]:.2f}")

# knob বাড়লে চেষ্টার সংখ্যা: প্রতিটি knob-এ ৩১টি মান, সব জোড়া মিলিয়ে
for knobs in (1, 2, 3, 13):
    tries = 31**knobs
    print(f"{knobs:2d} knob(s): {tries} tries ({len(str(tries))} digits)")
years = 31**13 / 10_000_000 / (365 * 24 * 3600)  # সেকেন্ডে এক কোটি loss হিসাব করলে
print(f"at ten million tries a second, 13 knobs take: {years:.0f} years")

svg = plot_svg(
    [("৩১টি চেষ্টা", ws, losses)],
    title="w-এর প্রতিটি মানে loss",
    desc="w ১ থেকে ৪ পর্যন্ত, ০.১ করে বাড়িয়ে। রেখাটি একটি বাটির মতো: দুই দিকে উঁচু, "
    f"তলা w = {bn_digits(f'{ws[best]:.1f}')}-এর কাছে।",
    xlabel="w (প্রতি ডিগ্রিতে ডাব)",
    ylabel="loss",
)
with open("bowl.svg", "w", encoding="utf-8") as f:
    f.write(svg)
