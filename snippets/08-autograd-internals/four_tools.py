# পর্ব ০৮ · ৩ — চার হাতিয়ারের তুলনা, প্রতিটি ঘর একটি সত্যিকারের পরীক্ষা থেকে
import torch


def fresh():
    return torch.tensor([1.0, -2.0, 3.0], requires_grad=True)


def make(tool):
    """(ফল, যাতে in-place লিখব, যার version counter দেখব) — প্রতিবার নতুন w দিয়ে।"""
    w = fresh()
    if tool == "no_grad":
        with torch.no_grad():
            r = w * 2
        return r, r, r
    if tool == "inference_mode":
        with torch.inference_mode():
            r = w * 2
        return r, r, r
    if tool == "detach()":
        d = w.detach()
        return d, d, w                # d বদলালে w-এর counter-ও বাড়ে কি?
    w.requires_grad_(False)           # requires_grad_(False): freezing
    return w * 2, w, w                # freeze করা w-এর counter কি চলে?


def version_story(target, owner):
    try:
        before = owner._version
    except RuntimeError:
        return "off"
    with torch.no_grad():
        target.add_(0.0)              # মান বদলায় না, কিন্তু in-place লেখা হলো
    story = f"{before} -> {owner._version}"
    return story if owner is target else story + " (on w)"


def later_in_graph(r):
    q = torch.ones(3, requires_grad=True)
    try:
        (r * q).sum().backward()
    except RuntimeError:
        return "no (error)"
    return "yes"


print(f"{'tool':<22}{'grad_fn':<9}{'requires_grad':<15}{'version':<15}later in a graph")
for tool in ("no_grad", "inference_mode", "detach()", "requires_grad_(False)"):
    r, target, owner = make(tool)
    graph = "none" if r.grad_fn is None else type(r.grad_fn).__name__
    later = later_in_graph(r)
    print(f"{tool:<22}{graph:<9}{r.requires_grad!s:<15}{version_story(target, owner):<15}{later}")

# inference tensor-এর একটি clone সাধারণ tensor, সেটি আবার graph-এ ঢুকতে পারে
r, _, _ = make("inference_mode")
print("inference_mode + clone():", later_in_graph(r.clone()))
