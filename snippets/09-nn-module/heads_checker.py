# পর্ব ০৯ · অনুশীলনী ২ — যাচাইয়ের ফাংশন। নিজের StationHeads-এর file-এর পাশে রেখে চালান:
#     from heads_checker import check_both
#     print(check_both(StationHeads))      # খালি তালিকা [] মানে সব ঠিক
import torch
import torch.nn.functional as F


def check(cls, hidden=4, n_stations=5, n_classes=3):
    """যা যা মেলেনি, তার তালিকা; খালি তালিকা মানে সব ঠিক।"""
    try:
        torch.manual_seed(0)
        model = cls(hidden, n_stations, n_classes)
        want = n_stations * (hidden * n_classes + n_classes) + 1        # n_stations-টি head আর temperature
        got = sum(p.numel() for p in model.parameters())
        problems = [] if got == want else [f"parameters()-এ সংখ্যা: {got}, হওয়ার কথা {want}"]
        missing = {f"heads.{n_stations - 1}.weight", "temperature"} - set(model.state_dict())
        if missing:
            problems.append(f"state_dict-এ নেই: {sorted(missing)}")
        if tuple(model.temperature.shape) != ():                        # একটি সংখ্যা, আকার ()
            return [*problems, f"temperature-এর আকার {tuple(model.temperature.shape)}, হওয়ার কথা ()"]
        if model.temperature.item() != 1.0:
            problems.append(f"শুরুর temperature {model.temperature.item():.1f}, হওয়ার কথা 1.0")
        before = [t.detach().clone() for t in (*(head.weight for head in model.heads), model.temperature)]
        opt = torch.optim.Adam(model.parameters(), lr=0.1)
        h = torch.randn(20, hidden)
        station = torch.arange(20) % n_stations                          # প্রতিটি স্টেশনের কয়েকটি সারি
        logits = model(h, station)
        if tuple(logits.shape) != (20, n_classes):
            return [*problems, f"logit-এর আকার {tuple(logits.shape)}, হওয়ার কথা (20, {n_classes})"]
        if not torch.isfinite(logits).all():                             # ০ দিয়ে ভাগ: ±inf বা nan
            return [*problems, "logit-এ অসীম বা nan"]                     # এমন logit-এ training-এর ধাপ অর্থহীন
        F.cross_entropy(logits, torch.arange(20) % n_classes).backward()
        opt.step()
        after = [t.detach() for t in (*(head.weight for head in model.heads), model.temperature)]
        still = [i for i, (b, a) in enumerate(zip(before, after, strict=True)) if torch.equal(b, a)]
        if still:
            names = [f"head {i}" if i < n_stations else "temperature" for i in still]
            problems.append(f"এক ধাপ পরেও বদলায়নি: {names}")
        if model.heads[0].weight is model.heads[1].weight:
            problems.append("head 0 আর head 1 একই layer")
        return problems
    except Exception as err:                                             # শুরুর কোড থামবে: সেটিও একটি ফল
        return [f"{type(err).__name__}: {err}"]


def check_both(cls):
    """দুটি আকারে যাচাই: পাঁচ স্টেশন, তিন শ্রেণি; আর তিন স্টেশন, চার শ্রেণি (৫ আর ৩ বাঁধা লিখলে ধরা পড়ে)।"""
    first = check(cls)
    return first if first else check(cls, hidden=4, n_stations=3, n_classes=4)
