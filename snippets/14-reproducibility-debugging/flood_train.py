# পর্ব ১৪-এর সাহায্যকারী: পর্ব ১০-এর মতো বছর ধরে ভাগ, validation-এ accuracy, আর baseline।
import flood_data
import torch
from flood_net import tensors

_ROWS = flood_data.flood_rows()


def split():
    """বছর ধরে ভাগ: training ২০১৫–২০২২, validation ২০২৩–২০২৪। প্রতিটি ভাগ (x, station, label)।"""
    train = tensors([r for r in _ROWS if r[1] <= 2022])
    valid = tensors([r for r in _ROWS if r[1] >= 2023])
    return train, valid


def accuracy(model, data):
    x, station, label = data
    was_training = model.training
    model.eval()
    with torch.no_grad():
        hit = (model(x, station).argmax(dim=1) == label).float().mean().item()
    model.train(was_training)
    return hit


def baseline(train, valid):
    """training-এ সবচেয়ে বেশি দেখা শ্রেণিটি validation-এর সব দিনে বললে accuracy কত (অনুশীলনী ৩-এর মতো)।"""
    guess = train[2].bincount().argmax()
    return (valid[2] == guess).float().mean().item()


def forward_line(caught):
    """anomaly-র সতর্কবার্তার forward-traceback থেকে আমাদের কোডের শেষ লাইনটি, পথ ছাড়া।
    file-এর পুরো পথ প্রতিটি কম্পিউটারে আলাদা, তাই পাতায় শুধু কোডের লাইন ছাপা হয়।"""
    for w in caught:
        lines = str(w.message).splitlines()
        if any("Traceback of forward call" in line for line in lines):
            code = [lines[k + 1].strip() for k, line in enumerate(lines[:-1])
                    if line.strip().startswith("File") and "site-packages" not in line]
            return code[-1]
    return None
