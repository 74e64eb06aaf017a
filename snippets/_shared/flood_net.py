# মডিউল ২-এর চলমান model (পর্ব ০৯-এ বানানো): কালকের বন্যা-স্তর বলার একটি ছোট network।
#
# ইনপুট দুই ভাগে: ছয়টি মাপ (flood_data.FEATURES, float32) আর স্টেশনের নম্বর (int64)।
# মাপগুলো আগে নিজের গড় আর বিস্তার (standard deviation) দিয়ে মানক করা হয়; সেই গড় আর বিস্তার model-এর buffer,
# parameter নয়: state_dict-এ সঙ্গে যায়, কিন্তু optimizer তাদের ছোঁয় না।
import flood_data
import torch
from torch import nn


class FloodNet(nn.Module):
    def __init__(self, hidden=32, station_dim=3, dropout=0.1):
        super().__init__()
        n_features = len(flood_data.FEATURES)
        self.register_buffer("mean", torch.zeros(n_features))
        self.register_buffer("std", torch.ones(n_features))
        self.station = nn.Embedding(len(flood_data.STATIONS), station_dim)
        self.body = nn.Sequential(
            nn.Linear(n_features + station_dim, hidden),
            nn.ReLU(),
            nn.Dropout(dropout),
            nn.Linear(hidden, hidden),
            nn.ReLU(),
            nn.Linear(hidden, len(flood_data.CLASSES)),
        )

    def set_scale(self, x):
        """training-এর মাপগুলো থেকে গড় আর বিস্তার বসানো (শুধু training ভাগ থেকে, নইলে validation ফাঁস হয়)।"""
        # copy_ জায়গায় লেখে: buffer একই tensor থাকে, তার dtype আর device-ও (model আগে .to(...) হলেও)।
        self.mean.copy_(x.mean(dim=0))
        # x.std(dim=0) torch-এর নিজের রীতিতে n − 1 দিয়ে ভাগ করে (correction=1); পর্ব ০৭ n দিয়ে ভাগ করেছিল
        # (correction=0)। training-এর ৪,৮০০ সারিতে দুটির অনুপাত √(4800/4799) ≈ ১.০০০১: তফাত হাজারে একেরও কম,
        # তাই রীতিটি এখানে যেকোনো একটি; মডিউল ২-এর সব পর্ব এই একটিই মানে। clamp_min(1e-3): কোনো মাপ সব সারিতে একই হলে
        # বিস্তার ০ হতো আর ০ দিয়ে ভাগে inf/nan আসত; তাই নিচের সীমা ০.০০১।
        self.std.copy_(x.std(dim=0).clamp_min(1e-3))

    def forward(self, x, station):
        z = (x - self.mean) / self.std
        return self.body(torch.cat([z, self.station(station)], dim=1))  # logit, (N, 3)


def tensors(rows):
    """flood_data-র সারি থেকে তিনটি tensor: মাপ (N, 6) float32, স্টেশন (N,) int64, শ্রেণি (N,) int64।"""
    x = torch.tensor([r[2:8] for r in rows], dtype=torch.float32)
    station = torch.tensor([r[0] for r in rows], dtype=torch.int64)
    label = torch.tensor([r[8] for r in rows], dtype=torch.int64)
    return x, station, label
