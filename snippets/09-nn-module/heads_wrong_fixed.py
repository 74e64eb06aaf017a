# ভুল ৫: পাঁচটি স্টেশন আর তিনটি শ্রেণি বাঁধা লেখা, n_stations আর n_classes উপেক্ষা করে
import torch
from torch import nn


class StationHeads(nn.Module):
    def __init__(self, hidden=32, n_stations=5, n_classes=3):
        super().__init__()
        self.heads = nn.ModuleList(nn.Linear(hidden, 3) for _ in range(5))
        self.temperature = nn.Parameter(torch.tensor(1.0))

    def forward(self, h, station):
        every = torch.stack([head(h) for head in self.heads], dim=1)
        mine = every[torch.arange(len(station)), station]
        return mine / self.temperature
