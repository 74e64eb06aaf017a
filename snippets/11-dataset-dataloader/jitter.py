# পর্ব ১১-এর worker-seed পরীক্ষার Dataset। আলাদা file-এ, যাতে spawn-এ চালু হওয়া worker (Windows, macOS,
# Python ৩.১৪ থেকে Linux-ও) class-টি import করে পায়: notebook-এর cell-এ লেখা class worker খুঁজে পায় না।
import random

import numpy as np
import torch
from torch.utils.data import Dataset, get_worker_info


class Jitter(Dataset):
    """চারটি নমুনা; প্রতিটি বলে কোন worker বানাল, তার seed, আর একটি করে এলোমেলো সংখ্যা:
    torch, Python, NumPy-র global, আর Dataset-এর নিজের NumPy Generator থেকে।"""

    def __init__(self):
        self.rng = np.random.default_rng()       # Dataset-এর নিজের NumPy Generator: worker এটি seed করে না

    def __len__(self):
        return 4

    def __getitem__(self, i):
        info = get_worker_info()
        return info.id, info.seed, torch.rand(()), random.random(), np.random.random(), self.rng.random()
