"""graph এই মুহূর্তে কতটা memory ধরে আছে: PyTorch-এর saved_tensors_hooks দিয়ে প্রতিটি রাখা tensor-এর খোঁজ।"""
import weakref

import torch


class Kept:
    """graph একটি tensor রাখতে চাইলে সেটি এই বাক্সে ভরে রাখে।"""
    __slots__ = ("__weakref__", "tensor")

    def __init__(self, tensor):
        self.tensor = tensor.detach()               # একই storage, কিন্তু graph-এ ফেরার পথ নেই


class SavedMeter(torch.autograd.graph.saved_tensors_hooks):
    """`with meter:`-এর ভেতরে backward-এর জন্য যা রাখা হয়, meter তার বাক্স চেনে, যতক্ষণ graph সেটি ধরে আছে।"""

    def __init__(self):
        self.boxes = weakref.WeakSet()              # যে বাক্স graph ছেড়ে দেয়, সেটি এখান থেকেও নিজে সরে যায়
        super().__init__(self.pack, lambda box: box.tensor)

    def pack(self, tensor):                         # PyTorch ডাকে প্রতিবার কিছু রাখার সময়
        box = Kept(tensor)
        self.boxes.add(box)
        return box                                  # graph রাখে এই বাক্সটিই

    def now(self):
        """এখন: কতবার রাখা, কয়টি আলাদা storage, আর সেগুলোর মোট byte।"""
        storages = {box.tensor.untyped_storage() for box in self.boxes}
        return len(self.boxes), len(storages), sum(s.nbytes() for s in storages)
