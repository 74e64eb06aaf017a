"""একটি জেলার বিদ্যুৎ ফিডার: কাল অন্তত একবার trip করবে কি না। data বানানো, আর model।"""
import itertools

import torch


def make_days(n=240, seed=8):
    """n দিনের data; প্রতিটি কলাম training-এর ২৪০ দিনের গড় আর মাপ দিয়ে মানক, নতুন দিনও একই মাপকাঠিতে।"""
    X, y = raw_days(n, seed)
    train, _ = raw_days(240, 8)
    return (X - train.mean(dim=0)) / train.std(dim=0), y


def raw_days(n, seed):
    g = torch.Generator().manual_seed(seed)
    heat = 28 + 10 * torch.rand(n, generator=g)          # দিনের সর্বোচ্চ তাপমাত্রা, °C
    load = 0.5 + 0.5 * torch.rand(n, generator=g)        # চাহিদা ÷ ফিডারের ক্ষমতা
    rain = 60 * torch.rand(n, generator=g) ** 3          # বৃষ্টি, মিমি
    age = 25 * torch.rand(n, generator=g)                # লাইনের বয়স, বছর
    storm = (torch.rand(n, generator=g) < 0.15).float()  # ঝড়ের সতর্কবার্তা ছিল কি না
    rate = torch.exp(-2.2 + 0.2 * (heat - 33) + 3 * (load - 0.75) + 0.03 * rain + 0.04 * age + 1.5 * storm)
    trips = torch.poisson(rate, generator=g)             # সেদিন কয়বার trip করল
    return torch.stack([heat, load, rain, age, storm], dim=1), (trips > 0).float()


def make_params(sizes=(5, 16, 16, 16, 1), seed=0):
    g = torch.Generator().manual_seed(seed)
    params = []
    for n_in, n_out in itertools.pairwise(sizes):            # পাশাপাশি জোড়া: (5, 16), (16, 16), …
        W = torch.randn(n_in, n_out, generator=g) / n_in ** 0.5
        params += [W.requires_grad_(), torch.zeros(n_out, requires_grad=True)]
    return params


def log_rate(X, params, act=torch.sigmoid):
    h = X
    for W, b in zip(params[0:-2:2], params[1:-2:2], strict=True):
        h = act(h @ W + b)
    return (h @ params[-2] + params[-1]).squeeze(1)      # z = log λ, প্রতিটি দিনের জন্য একটি


def day_losses(z, y):
    lam = torch.exp(z)                                   # প্রত্যাশিত trip-এর সংখ্যা
    p_trip = 1 - torch.exp(-lam)                         # অন্তত একবার trip-এর সম্ভাবনা
    return -(y * torch.log(p_trip) + (1 - y) * (-lam))   # cross-entropy, দিনপ্রতি একটি
