# পর্ব ০১ · ৫ — প্রথম neuron: weighted sum, bias, তারপর ReLU
import numpy as np

# খাতার নতুন কলাম: প্রতিটি দিন = [দুপুরের তাপমাত্রা °C, বৃষ্টির ঘণ্টা]
days = ["sunny", "rainy afternoon", "kalbaishakhi storm"]
x = np.array([[34.0, 0.0],
              [30.0, 2.0],
              [26.0, 5.0]])
w = np.array([2.5, -15.0])  # weight: প্রতি ডিগ্রিতে +২.৫, প্রতি ঘণ্টা বৃষ্টিতে −১৫
b = -5.0                    # bias: সব দিনে একই যোগ


def relu(z):
    """ঋণাত্মক হলে ০, নইলে যেমন আছে।"""
    return np.maximum(z, 0.0)


z = x @ w + b  # প্রতিটি দিনের weighted sum, একসঙ্গে
out = relu(z)
for i in range(len(days)):
    temp, rain = x[i]
    print(f"{days[i]:>18}: {temp:.0f}*2.5 + {rain:.0f}*(-15) - 5 = {z[i]:6.1f} -> relu -> {out[i]:5.1f}")
