"""training-এর চারটি খাতা byte-এ: weight, gradient, optimizer-এর অবস্থা, আর graph-এ রাখা মান।

প্রতিটি মাপ storage-এর nbytes(): tensor-এর সংখ্যাগুলো সত্যিই কত byte নিয়েছে। একই storage দুবার গোনা হয় না।
"""
import weakref

import torch


def storage_bytes(tensors):
    """tensor-গুলোর storage-এর মোট byte, প্রতিটি storage একবার (ঠিকানা দিয়ে চেনা)।"""
    seen = {}
    for t in tensors:
        if t is not None:
            memory = t.untyped_storage()
            seen[memory.data_ptr()] = memory.nbytes()
    return sum(seen.values())


def weight_bytes(model):
    return storage_bytes(model.parameters())


def grad_bytes(model):
    return storage_bytes(p.grad for p in model.parameters())     # zero_grad-এর পরে .grad None: ০ byte


def optimizer_bytes(opt):
    """optimizer.state-এ যত tensor আছে (Adam: exp_avg, exp_avg_sq, step)।"""
    return storage_bytes(v for state in opt.state.values() for v in state.values() if torch.is_tensor(v))


class SavedBytes:
    """forward চলার সময় graph যে tensor রাখে, তার byte: saved_tensors_hooks দিয়ে রাখার মুহূর্তেই ধরা।

    parameter বাদ (সেগুলো weight-এর খাতায়), আর একই storage একবার।
    """

    def __init__(self, model):
        self.skip = {p.untyped_storage().data_ptr() for p in model.parameters()}
        self.seen = {}                             # storage-এর ঠিকানা → (byte, সেই storage-এর tensor-গুলোর weakref)

    def pack(self, t):
        d = t.detach()                             # একই storage, grad_fn ছাড়া: graph নিজেকে ধরে রাখার চক্র হয় না (পর্ব ০৮)
        memory = d.untyped_storage()
        if memory.data_ptr() not in self.skip:
            _, refs = self.seen.setdefault(memory.data_ptr(), (memory.nbytes(), []))
            refs += [weakref.ref(t), weakref.ref(d)]   # weakref: গুনতে গিয়ে নিজেরা কিছু বাঁচিয়ে রাখি না।
            # দুটি: graph-এর হাতের d, আর যে t থেকে রাখা হলো (script-ও তাকে ধরে রাখতে পারে)
        return d                                   # graph রাখে এটিই, নতুন কোনো byte নয়: শুধু গুনে দেখা

    def __enter__(self):
        self.hooks = torch.autograd.graph.saved_tensors_hooks(self.pack, lambda t: t)
        self.hooks.__enter__()
        return self

    def __exit__(self, *exc):
        self.hooks.__exit__(*exc)

    @property
    def total(self):
        """forward-এ graph মোট যত byte রেখেছিল।"""
        return sum(size for size, _ in self.seen.values())

    @property
    def alive(self):
        """তার মধ্যে এখনও বেঁচে আছে কত byte: কোনো একটি tensor এখনও storage-টি ধরে রাখলে।"""
        return sum(size for size, refs in self.seen.values() if any(r() is not None for r in refs))
