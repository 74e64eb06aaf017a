"""graph এই মুহূর্তে কতটা memory ধরে আছে: PyTorch-এর saved_tensors_hooks দিয়ে প্রতিটি রাখা tensor-এর খোঁজ।"""
import weakref

import torch


class Kept:                                         # graph কিছু রাখতে চাইলে রাখে এই বাক্স
    def __init__(self, tensor):
        self.tensor = tensor.detach()               # একই storage, কিন্তু graph-এ ফেরার পথ নেই


class SavedMeter(torch.autograd.graph.saved_tensors_hooks):
    def __init__(self):
        self.boxes = weakref.WeakSet()              # graph যে বাক্স ছেড়ে দেয়, তা এখান থেকেও নিজে সরে যায়
        super().__init__(self.pack, lambda box: box.tensor)

    def pack(self, tensor):                         # `with meter:`-এর ভেতরে প্রতিবার কিছু রাখার সময়
        box = Kept(tensor)
        self.boxes.add(box)
        return box

    def now(self):                                  # এখন: কতবার রাখা, কয়টি আলাদা storage, তাদের মোট byte
        storages = {box.tensor.untyped_storage() for box in self.boxes}
        return len(self.boxes), len(storages), sum(s.nbytes() for s in storages)
