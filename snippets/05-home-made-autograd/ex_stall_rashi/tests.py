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
    """একটি দিনের loss আর এগারোটি gradient পর্ব ০৪-এর ছাপা মানের সঙ্গে মেলে।"""
    # শুধু প্রথম দিন: loss = err²; তার মান এখানকার float হিসাবের সঙ্গে মেলে
    value, grads = grads_of(DAYS[:1], SALES[:1])
    expect("stall_loss(…, একটি দিন).val", value, float_loss(START, DAYS[:1], SALES[:1]), tol=1e-9)
    # পর্ব ০৪-এর one_day.py একই দিনের এগারোটি gradient চার ঘর পর্যন্ত ছাপে (one_day.out):
    # b2: -1.2156, W2: [-0.7793, -0.1929], b1: [-0.5728, -0.5925],
    # W1 row 0: [-0.6874, -0.7110], row 1: [-0.3437, -0.3555], row 2: [-0.5728, -0.5925]।
    # চার ঘরে গোল করা সংখ্যা আসল মান থেকে বড়জোর 0.00005 দূরে, তাই tol=5e-5
    expect("একটি দিনে b2-এর gradient", grads[10], -1.2156, tol=5e-5)
    expect("একটি দিনে W2-এর gradient", grads[8:10], [-0.7793, -0.1929], tol=5e-5)
    expect("একটি দিনে b1-এর gradient", grads[6:8], [-0.5728, -0.5925], tol=5e-5)
    expect("একটি দিনে W1-এর gradient, সারি ধরে", grads[0:6],
           [-0.6874, -0.7110, -0.3437, -0.3555, -0.5728, -0.5925], tol=5e-5)


def test_eight_days_mean():
    """আট দিনের loss প্রতিটি দিনের ভুলের বর্গের গড়, যোগফল নয়।"""
    # আট দিনের loss: প্রতিটি দিনের err²-এর গড়, যোগফল নয়, শুধু শেষ দিন নয়
    value, _ = grads_of(DAYS, SALES)
    expect("stall_loss(…, আট দিন).val", value, float_loss(START, DAYS, SALES), tol=1e-9)


def test_every_gradient_central_difference():
    """এগারোটি gradient-এর প্রতিটি দুই দিকে নেড়ে মাপা ঢালের সঙ্গে মেলে।"""
    # এগারোটি সংখ্যার প্রতিটি দুই দিকে h নেড়ে (float-এ) মাপা ঢাল backward-এর সঙ্গে মেলে;
    # h = 1e-5, পর্ব ০৪-এর বাছাই: ছাঁটাইয়ের ভুল (h²-এর মাপে) আর গোল করার ভুল (1e-16 / h) দুটিই 1e-6-এর অনেক নিচে
    _, grads = grads_of(DAYS, SALES)
    h = 1e-5
    for j, name in enumerate(NAMES):
        up = [*START[:j], START[j] + h, *START[j + 1:]]
        down = [*START[:j], START[j] - h, *START[j + 1:]]
        slope = (float_loss(up, DAYS, SALES) - float_loss(down, DAYS, SALES)) / (2 * h)
        expect(f"backward-এ {name}-এর gradient", grads[j], slope, tol=1e-6)


def test_same_as_lesson_04():
    """আট দিনে `b1`-এর gradient পর্ব ০৪-এর `batch.py`-এর মতো।"""
    # পর্ব ০৪-এর batch.py আট দিনের b1-এর gradient চার ঘর পর্যন্ত ছাপে: db1 = [-0.3799, -0.2903]
    _, grads = grads_of(DAYS, SALES)
    expect("আট দিনে b1-এর gradient", grads[6:8], [-0.3799, -0.2903], tol=5e-5)
