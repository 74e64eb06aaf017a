# পর্ব ০৪ · অনুশীলনী — বৃষ্টিহীন সকাল: x1 = 0, বাস ছেড়েছে এক ঘণ্টা দেরিতে
from hand_backprop import ORDER, WEIGHTS, backward, forward

x1, x2 = 0.0, 1.0
v = forward(WEIGHTS, x1=x1, x2=x2)
g = backward(WEIGHTS, v, x1=x1, x2=x2)
print(f"out={v['out']:.4f} loss={v['loss']:.4f} d_z1={g['z1']:+.4f} d_z2={g['z2']:+.4f}")
print(" ".join(f"{k}={g[k] + 0.0:+.5f}" for k in ORDER))   # + 0.0: −0.0-কে 0.0 হিসেবে ছাপা
