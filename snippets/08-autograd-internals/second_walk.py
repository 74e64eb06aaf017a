# পর্ব ০৮ · অংশ ১ — retain_graph ছাড়া একই graph-এ দ্বিতীয় backward: কোনটি চলে, কোনটি থামে?
import torch

a = torch.tensor([1.0, 2.0], requires_grad=True)
for text in ["(a + 1).sum()", "(a * 3).sum()", "(a - a.mean()).sum()", "a.exp().sum()"]:
    out = eval(text)
    out.backward()
    try:
        out.backward()
        print(f"{text:<22} দ্বিতীয় backward চলল")
    except RuntimeError:
        print(f"{text:<22} RuntimeError")
