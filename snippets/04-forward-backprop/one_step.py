# পর্ব ০৪ · নিজে করে দেখুন — learning rate ১ দিয়ে gradient descent-এর একটি ধাপ: কোন সকালের ভুল কমল?
from hand_backprop import MORNINGS, PARAMS, forward, gradients

grad = gradients(PARAMS)[0]
stepped = {name: PARAMS[name] - 1.0 * grad[name] for name in PARAMS}   # নতুন = পুরোনো − lr × gradient
print("parameter   আগে      পরে")
for name in PARAMS:
    print(f"  {name:<8}{PARAMS[name]:>+7.4f}{stepped[name]:>+9.4f}")

print("সকাল     p আগে   p পরে   err আগে  err পরে")
errs = {}
for m, morning in MORNINGS.items():
    old, new = forward(PARAMS, *morning), forward(stepped, *morning)
    errs[m] = (old["err"], new["err"])
    print(f"  {m} (late={morning[2]:.0f}) {old['p']:.4f}  {new['p']:.4f}   {old['err']:.4f}   {new['err']:.4f}")
mean_old, mean_new = (sum(e[i] for e in errs.values()) / len(errs) for i in (0, 1))
print(f"L, দুই সকালের গড়: {mean_old:.4f} -> {mean_new:.4f}")
