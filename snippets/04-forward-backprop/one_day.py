from math import tanh

from dokan import DAYS, SALES, W1, W2, b1, b2


def one_day(x, y):
    """একটি দিনের forward আর backward, প্রতিটি সংখ্যা আলাদা করে।"""
    # forward: বাঁ থেকে ডানে, প্রতিটি মাঝের মান রেখে দিই
    z = [b1[0], b1[1]]
    for k in range(2):
        for i in range(3):
            z[k] += x[i] * W1[i][k]
    h = [tanh(z[0]), tanh(z[1])]
    guess = h[0] * W2[0] + h[1] * W2[1] + b2
    err = guess - y
    loss = err * err

    # backward: ডান থেকে বাঁয়ে; প্রতিটি লাইন = পাঠকের gradient × local derivative
    d_guess = 2 * err                                  # loss = err², err = guess − y
    d_b2 = d_guess * 1.0
    # --8<-- [start:quoted-in-05]
    d_W2 = [d_guess * h[0], d_guess * h[1]]
    d_h = [d_guess * W2[0], d_guess * W2[1]]
    d_z = [d_h[0] * (1 - h[0] ** 2), d_h[1] * (1 - h[1] ** 2)]   # tanh-এর derivative 1 − h²
    # --8<-- [end:quoted-in-05]
    d_b1 = [d_z[0] * 1.0, d_z[1] * 1.0]
    d_W1 = [[d_z[0] * x[i], d_z[1] * x[i]] for i in range(3)]
    d_x = [d_z[0] * W1[i][0] + d_z[1] * W1[i][1] for i in range(3)]   # দুই পথ মেলে: যোগ
    kept = {"z": z, "h": h, "guess": guess, "err": err, "loss": loss}
    return kept, (d_W1, d_b1, d_W2, d_b2), d_x


if __name__ == "__main__":
    kept, (d_W1, d_b1, d_W2, d_b2), d_x = one_day(DAYS[0], SALES[0])
    x, y = DAYS[0], SALES[0]
    print(f"day 1: x = [{x[0]:.1f}, {x[1]:.1f}, {x[2]:.1f}], sold {y:.1f}")
    print(f"  z     = [{kept['z'][0]:.4f}, {kept['z'][1]:.4f}]")
    print(f"  h     = [{kept['h'][0]:.4f}, {kept['h'][1]:.4f}]")
    print(f"  guess = {kept['guess']:.4f}   err = {kept['err']:.4f}   loss = {kept['loss']:.4f}")
    print("gradients of the loss:")
    print(f"  b2: {d_b2:.4f}")
    print(f"  W2: [{d_W2[0]:.4f}, {d_W2[1]:.4f}]")
    print(f"  b1: [{d_b1[0]:.4f}, {d_b1[1]:.4f}]")
    for i in range(3):
        print(f"  W1 row {i}: [{d_W1[i][0]:.4f}, {d_W1[i][1]:.4f}]")
    print(f"  x (if an earlier layer made it): [{d_x[0]:.4f}, {d_x[1]:.4f}, {d_x[2]:.4f}]")
