# পর্ব ০৫ · ৩ — backward-এর প্রথম খসড়া: প্রতিটি তীর ধরে পেছনে পাঠানো, এক node থেকে পরের node-এ
from rashi import Rashi, bell_mango

visits = [0]              # send_back কতবার ডাকা হলো; list, যাতে ফাংশনের ভেতর থেকেও বাড়ানো যায়

START = {"a": 1.5, "s": 1.2, "c": 2.0}


def send_back(node, g, grads, add):
    """node-এ g এসেছে: রেখে দাও, তারপর প্রতিটি তীর ধরে local derivative × g পেছনে পাঠাও।"""
    if add:
        grads[node] = grads.get(node, 0.0) + g     # আগে যা এসেছিল, তার সঙ্গে যোগ
    else:
        grads[node] = g                            # খসড়া: আগে যা এসেছিল, মুছে বসানো
    visits[0] += 1
    for parent, local in node.links:
        send_back(parent, local * g, grads, add)


def knob_grads(add):
    """তিনটি knob নতুন করে বানিয়ে p থেকে send_back চালায়; ফেরত দেয় a, s, c-এর gradient।"""
    k = {name: Rashi(v).named(name) for name, v in START.items()}
    grads = {}
    send_back(bell_mango(k["a"], k["s"], k["c"]), 1.0, grads, add)
    return [grads[k["a"]], grads[k["s"]], grads[k["c"]]]


def nudged(name, h):
    """একটি knob h সরিয়ে p কত: autograd ছাড়াই ঢাল মাপার জন্য।"""
    values = dict(START)
    values[name] += h
    return bell_mango(Rashi(values["a"]), Rashi(values["s"]), Rashi(values["c"])).val


h = 1e-6
overwrite, added = knob_grads(add=False), knob_grads(add=True)
print(f"{'knob':<5}{'central diff':>14}{'with =':>10}{'with +=':>10}")
for i, name in enumerate("asc"):
    slope = (nudged(name, h) - nudged(name, -h)) / (2 * h)
    print(f"{name:<5}{slope:>14.6f}{overwrite[i]:>10.6f}{added[i]:>10.6f}")
print("with =, a's gradient / true one:", overwrite[0] / added[0])

# ঠিক উত্তর, কিন্তু কত কাজে? আড়তে রাখা আম প্রতিদিন ওজনের k ভাগ হারায়: w = w - k * w
k = Rashi(0.02).named("k")
w = Rashi(1.0)
for _ in range(15):
    w = w - k * w                                  # আগের দিনের w দুই জায়গায় ঢুকল
arrows, seen, todo = 0, set(), [w]
while todo:
    node = todo.pop()
    if node not in seen:
        seen.add(node)
        arrows += len(node.links)
        todo.extend(parent for parent, _ in node.links)
grads, visits[0] = {}, 0
send_back(w, 1.0, grads, add=True)
print(f"15 days in the store: {len(seen)} nodes, {arrows} arrows; send_back called {visits[0]} times")
print(f"d(weight after 15 days)/dk = {grads[k]:.6f}, by hand -15 x 0.98^14 = {-15 * 0.98**14:.6f}")
