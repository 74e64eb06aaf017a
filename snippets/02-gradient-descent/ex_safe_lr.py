# পর্ব ০২ · অনুশীলনী ২ — ৩০০ ধাপ পরে loss: কোন lr থেকে loss বাড়তে শুরু করে?
from partials import gradient, loss


def final_loss(lr, steps=300):
    w, b = 0.0, 0.0
    for _ in range(steps):
        dw, db = gradient(w, b)
        w, b = w - lr * dw, b - lr * db
    return loss(w, b)


start = loss(0.0, 0.0)
for lr in (0.07, 0.08, 0.0805, 0.081, 0.082, 0.09):
    end = final_loss(lr)
    print(f"lr = {lr:<6}: loss after 300 steps {end:10.3g}  ({'fell' if end < start else 'grew'})")
