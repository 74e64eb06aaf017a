# পর্ব ০৮ · ১ — ছবিতে graph: neuron-এর আসল grad_fn node আর তাদের রেখে দেওয়া মান থেকে আঁকা
import torch
from autograd_figure import autograd_svg

w = torch.tensor([0.5, -1.0], requires_grad=True)   # weight: gradient চাই
x = torch.tensor([2.0, 3.0])                         # data: gradient চাই না

m = w * x              # ঘরে ঘরে গুণ
z = m.sum()            # z = (w*x).sum()
y = torch.sigmoid(z)   # y = σ(z)
print(f"forward: w*x = {m.tolist()} | z = {z.item():g} | y = {y.item():.4f}")

chain, node = [], y.grad_fn
while node is not None:
    chain.append(type(node).__name__)
    node = node.next_functions[0][0] if node.next_functions else None
print("nodes:", " -> ".join(chain))

svg = autograd_svg(
    y,
    {"w": w, "x": x, "w·x": m, "z": z, "y": y},   # forward-এর ক্রমে, ছবির বাঁ দিকে ওপর থেকে নিচে
    title="y = σ(w·x)-এর autograd graph, backward-এর আগে",
    desc="বাঁ দিকে forward-এর tensor (মান, আকার, requires_grad), ডান দিকে প্রতিটির grad_fn node আর "
    "তার _saved_ attribute-এ রেখে দেওয়া মান। নীল তীর forward-এর পথ, লাল তীর next_functions ধরে backward-এর পথ।",
)
with open("graph.svg", "w", encoding="utf-8") as f:
    f.write(svg)
print("wrote graph.svg")
