# পর্ব ১০-এর training loop, আর তার ছয়টি ভাঙা কপি: প্রতিটিতে একটিমাত্র জিনিস বদলানো।
# bug=None মানে ঠিক loop; নইলে BUGS-এর একটি নাম।
import torch
import torch.nn.functional as F
from flood_net import FloodNet
from flood_train import split

BUGS = ("zero_grad নেই", "আগে softmax", "lr = 1.0", "label সরে গেছে", "scale বসেনি", "eval() রয়ে গেছে")
TRAIN, VALID = split()


def build(bug=None, seed=0):
    """seed দিয়ে model আর optimizer; scale বসানো হয় training ভাগ থেকে (bug 'scale বসেনি' ছাড়া)।"""
    torch.manual_seed(seed)
    model = FloodNet()
    if bug != "scale বসেনি":
        model.set_scale(TRAIN[0])
    lr = 1.0 if bug == "lr = 1.0" else 3e-3
    return model, torch.optim.Adam(model.parameters(), lr=lr)


def loss_of(model, x, station, label, bug=None):
    logits = model(x, station)
    if bug == "আগে softmax":
        logits = logits.softmax(dim=1)          # ভুল: cross_entropy নিজেই log-softmax নেয়
    return F.cross_entropy(logits, label)


def step(model, opt, x, station, label, bug=None):
    if bug != "zero_grad নেই":
        opt.zero_grad()
    loss = loss_of(model, x, station, label, bug)
    loss.backward()
    opt.step()
    return loss.item()


def epoch(model, opt, gen, bug=None):
    """এক epoch, batch 64; ফেরত দেয় গড় loss।"""
    x, station, label = TRAIN
    if bug == "eval() রয়ে গেছে":
        model.eval()                            # ভুল: আগের যাচাইয়ের eval() থেকে train()-এ ফেরা হয়নি
    else:
        model.train()
    perm = torch.randperm(len(label), generator=gen)
    # ভুল: মাপগুলো এলোমেলো হলো, কিন্তু label পুরোনো ক্রমে
    label_perm = torch.arange(len(label)) if bug == "label সরে গেছে" else perm
    total, count = 0.0, 0
    for i in range(0, len(perm), 64):
        rows, lab = perm[i:i + 64], label_perm[i:i + 64]
        total += step(model, opt, x[rows], station[rows], label[lab], bug) * len(rows)
        count += len(rows)
    return total / count


def one_batch():
    """৬৪টি সারি, training ভাগের সারি ০, ৭৫, ১৫০, …: পাঁচটি স্টেশনই আছে।"""
    return tuple(t[::75] for t in TRAIN)
