import torch
from jitter import Jitter
from torch.utils.data import DataLoader


def draws(seed):
    g = torch.Generator().manual_seed(seed)
    return list(DataLoader(Jitter(), batch_size=2, num_workers=2, generator=g))


def main():
    first, again, other = draws(7), draws(7), draws(8)
    w0, w1 = first
    print("batch দুটি এল worker:", [int(b[0][0]) for b in first])
    print("worker 1-এর seed − worker 0-এর seed:", int(w1[1][0] - w0[1][0]))
    print("দুই worker-এর torch.rand আলাদা:", not torch.equal(w0[2], w1[2]),
          "| random.random আলাদা:", w0[3].tolist() != w1[3].tolist(),
          "| np.random.random আলাদা:", w0[4].tolist() != w1[4].tolist())
    print("Dataset-এর নিজের default_rng: দুই worker-এ একই সংখ্যা:", w0[5].tolist() == w1[5].tolist())
    print("generator seed 7 আবার, সব একই:",
          all(all(torch.equal(u, v) for u, v in zip(a[2:5], b[2:5], strict=True))
              for a, b in zip(first, again, strict=True)))
    print("generator seed 8-এ torch.rand একই:", all(torch.equal(a[2], b[2]) for a, b in zip(first, other, strict=True)))


if __name__ == "__main__":   # worker যেন এই file import করে নিজে আবার worker চালু না করে (workers.py দেখুন)
    main()
