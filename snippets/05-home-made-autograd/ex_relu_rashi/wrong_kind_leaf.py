class Rashi:
    """পাতার Rashi-এর ছোট রূপ: মান, কোন operation বানাল, আর (parent, local derivative) তীরগুলো।"""

    def __init__(self, val, kind="leaf", *links):
        self.val = float(val)
        self.kind = kind
        self.links = links
        self.label = ""


def relu(a):
    """a একটি Rashi; ফেরত দেয় নতুন একটি Rashi: মান max(a, 0), আর a-এর দিকে একটি তীর, local derivative (float) সহ।"""
    out = max(a.val, 0.0)
    local = 1.0 if a.val > 0 else 0.0
    return Rashi(out, "leaf", (a, local))  # ভুল: নতুন node-এর kind "relu" নয়, "leaf" রাখা হলো
