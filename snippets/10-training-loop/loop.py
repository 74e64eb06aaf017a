# পর্ব ১০-এর training loop-এর টুকরো: data ভাগ, এক epoch, validation। অন্য snippet-গুলো এগুলো import করে।
import flood_data
import torch
import torch.nn.functional as F
from flood_net import FloodNet, tensors

BATCH = 64


def split():
    """বছর ধরে ভাগ: ২০১৫–২০২২ training, ২০২৩–২০২৪ validation (কেন বছর ধরে, পর্ব ১১-এ)।"""
    rows = flood_data.flood_rows()
    train = tensors([r for r in rows if r[1] <= 2022])
    val = tensors([r for r in rows if r[1] >= 2023])
    return train, val


def new_model(train, seed=10):
    torch.manual_seed(seed)            # model-এর শুরুর weight এই seed থেকে
    model = FloodNet()
    model.set_scale(train[0])
    return model


def train_epoch(model, opt, train, g):
    """এক epoch: সারিগুলো এলোমেলো করে ৬৪-র batch-এ ভাগ, প্রতিটিতে একটি ধাপ। ফেরত: গড় training loss।"""
    x, station, label = train
    model.train()
    order = torch.randperm(len(label), generator=g)
    total = 0.0
    for start in range(0, len(label), BATCH):
        idx = order[start:start + BATCH]
        logits = model(x[idx], station[idx])
        loss = F.cross_entropy(logits, label[idx])
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item() * len(idx)
    return total / len(label)


def evaluate(model, data):
    """validation: dropout বন্ধ (eval), graph নয় (no_grad)। ফেরত: (গড় loss, accuracy)।"""
    x, station, label = data
    model.eval()
    with torch.no_grad():
        logits = model(x, station)
        loss = F.cross_entropy(logits, label).item()
        acc = (logits.argmax(dim=1) == label).float().mean().item()
    return loss, acc
