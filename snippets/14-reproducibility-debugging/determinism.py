# torch.use_deterministic_algorithms(True) CPU-তে কী করে: একই training দুবার, একটি থেমে যাওয়া op,
# আর খালি memory-তে NaN।
import loops
import torch


def one_epoch():
    model, opt = loops.build()
    loops.epoch(model, opt, torch.Generator().manual_seed(1))
    return torch.cat([p.detach().flatten() for p in model.parameters()])


print("deterministic mode চালু?", torch.are_deterministic_algorithms_enabled())
first, second = one_epoch(), one_epoch()
print("flag ছাড়াই, এক epoch দুবার: সব weight হুবহু এক?", torch.equal(first, second))

torch.use_deterministic_algorithms(True)
print("deterministic mode চালু?", torch.are_deterministic_algorithms_enabled())
print("flag-সহ আরেকবার: চলল, আর weight আগের দুটির সঙ্গে হুবহু এক?", torch.equal(one_epoch(), first))

count = torch.zeros(5)
try:
    count.put_(torch.tensor([1, 3]), torch.tensor([10.0, 20.0]))   # দুটি আলাদা ঘরে লেখা, তবু থামে
except RuntimeError as err:
    print("put_, ঘর ১ আর ৩:", type(err).__name__ + ":", str(err).split(",")[0])
count.put_(torch.tensor([1, 1]), torch.tensor([10.0, 20.0]), accumulate=True)   # CPU-তে এর deterministic রূপ আছে
print("put_(accumulate=True), ঘর ১-এ দুবার:", count.tolist())

print("torch.empty(3):", torch.empty(3).tolist())   # পুরোনো memory-র আবর্জনার বদলে NaN

torch.use_deterministic_algorithms(False)
print("GPU আছে?", torch.cuda.is_available())
