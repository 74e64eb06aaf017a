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


def baseline(data):
    """সবসময় সবচেয়ে বেশি দেখা শ্রেণি বললে accuracy কত।"""
    label = data[2]
    return (label == label.bincount().argmax()).float().mean().item()
