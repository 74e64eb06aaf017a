class Value:
    """graph-এর একটি node (পাতার Value-এর ছোট রূপ): মান, gradient, আর (parent, local derivative) জোড়া।"""

    def __init__(self, data, parents=(), op=""):
        self.data = float(data)
        self.grad = 0.0
        self.parents = tuple(parents)
        self.op = op


def relu(a):
    """a একটি Value; ফেরত দেয় নতুন Value: max(a, 0), আর a-এর দিকে একটি তীর, local derivative সহ।"""
    # TODO: forward-এর মান
    # TODO: local derivative: a ধনাত্মক হলে কত, নইলে কত?
    return Value(0.0, [(a, 0.0)], "relu")
