# পর্ব ০১ · ১ — সেলিমের খাতা, আর প্রথম model: বিক্রি ≈ w × তাপমাত্রা
# (বানানো data) খুলনার শিববাড়ি মোড়ে সেলিমের ডাবের ভ্যান, দশ দিনের হিসাব
temps = [29, 31, 33, 30, 35, 36, 28, 32, 34, 37]   # দুপুরের তাপমাত্রা, °C
sales = [71, 73, 81, 70, 83, 88, 68, 78, 80, 90]   # সেদিন কয়টি ডাব বিক্রি হলো


def predict(temp, w):
    """model: তাপমাত্রাকে একটি knob, w, দিয়ে গুণ।"""
    return w * temp


if __name__ == "__main__":
    w = 2.0  # প্রথম আন্দাজ: প্রতি ডিগ্রিতে দুটি ডাব
    print("day  temp  sold  predicted  error")
    for i in range(len(temps)):  # i = 0, 1, …, 9: দিন নম্বর i + 1
        t, s = temps[i], sales[i]
        guess = predict(t, w)
        print(f"{i + 1:3d}  {t:4d}  {s:4d}  {guess:9.1f}  {guess - s:+5.1f}")
