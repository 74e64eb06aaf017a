# পর্ব ০৪ · অনুশীলনী — d_out-এ B দিয়ে ভাগ করতে ভুলে গেলে gradient check কী বলে?
import numpy as np
from batch_backprop import LATE, MORNINGS, backward, forward, init_params
from grad_check import numeric_grads, rel_error

p = init_params(2, 4, seed=4)
_, saved = forward(MORNINGS, p)
B = len(LATE)
wrong = {k: B * g for k, g in backward(saved, LATE, p).items()}   # ভাগ না করা মানে সব gradient B গুণ বড়
print(f"B = {B}, relative error {rel_error(wrong, numeric_grads(p, eps=1e-6)):.4f}")
print(f"(B - 1) / (B + 1) = {(B - 1) / (B + 1):.4f}")
print("direction unchanged:", all(np.allclose(wrong[k] / B, backward(saved, LATE, p)[k]) for k in p))
