import weakref

import torch
from feeders import day_losses, log_rate, make_days, make_params

params = make_params()
saved = []                                       # node-গুলো যা রেখেছে, তার দুর্বল ঠিকানা


def pack(t):
    if any(t is p for p in params):              # weight এমনিতেই থাকে; গুনি শুধু বাকিগুলো
        return t
    kept = t.detach()                            # একই memory, graph-এর সঙ্গে বাঁধন ছাড়া
    saved.append(weakref.ref(kept))
    return kept


def held_bytes():                                # যে memory এখনো কোনো node-এর হাতে
    storages = {}
    for r in saved:
        if (t := r()) is not None:
            storages[t.untyped_storage().data_ptr()] = t.untyped_storage().nbytes()
    return sum(storages.values())


def check(way):
    saved.clear()
    total = 0.0
    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        for k in range(4):                       # যাচাইয়ের ৪টি batch, প্রতিটিতে ১০০ দিন
            X_b, y_b = make_days(n=100, seed=9 + k)
            loss = day_losses(log_rate(X_b, params), y_b).mean()
            total = total + (loss.item() if way == "item" else loss)
            print(f"  batch {k + 1}: graph ধরে রেখেছে {held_bytes():6d} byte")
    return total


print("total = total + loss")
check("tensor")
print("total = total + loss.item()")
check("item")
