import numpy as np
from net import backprop, loss_of, start

P = start()
L = loss_of(P)
exact = backprop(P)[0][0, 0]            # W1[0, 0]-এর gradient, backprop থেকে
U = np.finfo(np.float64).eps            # পর্ব ০৩-এর machine epsilon


def loss_at(step):
    Q = start()
    Q[0][0, 0] += step
    return loss_of(Q)


print(f"loss {L:.4f}, W1[0, 0] gradient by backprop {exact:.6f}")
print("   eps    one-sided gap   central gap   rounding ~ U*L/eps")
for k in range(1, 13):
    eps = 10.0 ** -k
    estimate = U * L / eps              # দুই loss-এর শেষ অঙ্কের ভুল, ε দিয়ে ভাগ
    cells = []
    for value in [(loss_at(eps) - L) / eps, (loss_at(eps) - loss_at(-eps)) / (2 * eps)]:
        gap = abs(value - exact)
        if gap > 100 * estimate:        # সূত্রের ভুলই প্রায় সবটা: মাপা সংখ্যা
            cells.append(f"{gap:9.1e}")
        else:                           # rounding-এর ভাগ বড়: অঙ্কগুলো noise, তাই ছাপি না
            cells.append(" rounding")
    print(f"  {eps:5.0e}    {cells[0]}      {cells[1]}        {estimate:7.0e}")
tiny = 1e-12
central_tiny = (loss_at(tiny) - loss_at(-tiny)) / (2 * tiny)
print(f"central gap at eps = 1e-12 above 1e-6: {abs(central_tiny - exact) > 1e-6}")
for name, u in [("float64", U), ("float32", np.finfo(np.float32).eps)]:
    print(f"{name}: machine epsilon {u:.1e}, best central eps near its cube root {u ** (1 / 3):.0e}")
