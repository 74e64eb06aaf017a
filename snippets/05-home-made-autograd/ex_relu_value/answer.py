class Value:
    """graph-এর একটি node (পাতার Value-এর ছোট রূপ): মান, gradient, আর (parent, local derivative) জোড়া।"""

    def __init__(self, data, parents=(), op=""):
        self.data = float(data)
        self.grad = 0.0
        self.parents = tuple(parents)
        self.op = op


def relu(a):
    """a একটি Value; ফেরত দেয় নতুন Value: max(a, 0), আর a-এর দিকে একটি তীর, local derivative সহ।"""
    out = max(a.data, 0.0)
    local = 1.0 if out > 0 else 0.0       # নিজের output থেকেই বলা যায়: ধনাত্মক হলে ঢাল 1, নইলে 0
    return Value(out, [(a, local)], "relu")
