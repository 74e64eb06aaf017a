import math

# পর্ব ০৪-এর দোকানের আট দিন আর শুরুর মান (snippets/04-forward-backprop/dokan.py)
DAYS = [[1.2, 0.6, 1.0], [0.5, 0.2, 1.0], [0.9, 1.5, 0.0], [1.6, 0.4, 0.0],
        [0.7, 0.9, 1.0], [1.4, 1.2, 1.0], [0.4, 0.3, 0.0], [1.0, 0.1, 0.0]]
SALES = [2.2, 1.3, 1.4, 2.1, 1.5, 2.0, 0.9, 1.8]
START = [0.5, -0.3, -0.4, 0.2, 0.3, 0.6,   # W1, সারি ধরে
         0.1, -0.2,                        # b1
         0.8, 0.5,                         # W2
         1.0]                              # b2
NAMES = ["W1[0][0]", "W1[0][1]", "W1[1][0]", "W1[1][1]", "W1[2][0]", "W1[2][1]",
         "b1[0]", "b1[1]", "W2[0]", "W2[1]", "b2"]


def float_guess(v, x):
    """একটি দিনের আন্দাজ, সাধারণ float-এ (পরীক্ষার নিজের হিসাব): v হলো START-এর মতো এগারোটি সংখ্যা।"""
    h = [math.tanh(x[0] * v[k] + x[1] * v[2 + k] + x[2] * v[4 + k] + v[6 + k]) for k in range(2)]
    return h[0] * v[8] + h[1] * v[9] + v[10]


def float_loss(v, days, sales):
    return sum((float_guess(v, x) - y) ** 2 for x, y in zip(days, sales, strict=True)) / len(days)


def grads_of(days, sales):
    """আপনার stall_loss দিয়ে loss, আর backward থেকে এগারোটি gradient (graph-এ না থাকলে 0.0)।"""
    leaves = [Rashi(v) for v in START]
    W1 = [leaves[0:2], leaves[2:4], leaves[4:6]]
    L = stall_loss(W1, leaves[6:8], leaves[8:10], leaves[10], days, sales)
    assert isinstance(L, Rashi), f"stall_loss একটি Rashi ফেরত দেওয়ার কথা, এল {type(L).__name__}"
    done = backward(L)
    return L.val, [done.get(leaf, 0.0) for leaf in leaves]


def test_one_day():
    # শুধু প্রথম দিন: loss = err², আর b2 আন্দাজে সরাসরি যোগ হয়, তাই তার gradient 2·err
    value, grads = grads_of(DAYS[:1], SALES[:1])
    expect("stall_loss(…, একটি দিন).val", round(value, 6), round(float_loss(START, DAYS[:1], SALES[:1]), 6), tol=1e-6)
    err = float_guess(START, DAYS[0]) - SALES[0]
    expect("একটি দিনে b2-এর gradient", round(grads[10], 6), round(2 * err, 6), tol=1e-6)


def test_eight_days_mean():
    # আট দিনের loss: প্রতিটি দিনের err²-এর গড়, যোগফল নয়, শুধু শেষ দিন নয়
    value, _ = grads_of(DAYS, SALES)
    expect("stall_loss(…, আট দিন).val", round(value, 6), round(float_loss(START, DAYS, SALES), 6), tol=1e-6)


def test_every_gradient_central_difference():
    # এগারোটি সংখ্যার প্রতিটি দুই দিকে h নেড়ে (float-এ) মাপা ঢাল backward-এর সঙ্গে মেলে
    _, grads = grads_of(DAYS, SALES)
    h = 1e-6
    for j, name in enumerate(NAMES):
        up = [*START[:j], START[j] + h, *START[j + 1:]]
        down = [*START[:j], START[j] - h, *START[j + 1:]]
        slope = (float_loss(up, DAYS, SALES) - float_loss(down, DAYS, SALES)) / (2 * h)
        expect(f"backward-এ {name}-এর gradient", round(grads[j], 6), round(slope, 6), tol=1e-6)


def test_same_as_lesson_04():
    # পর্ব ০৪-এর অংশ ৫-এর run-এ backprop ছেপেছিল: W2 -0.332023 আর 0.166768, b2 -0.680501
    _, grads = grads_of(DAYS, SALES)
    expect("W2 আর b2-এর gradient", [round(g, 6) for g in grads[8:]], [-0.332023, 0.166768, -0.680501], tol=1e-6)
