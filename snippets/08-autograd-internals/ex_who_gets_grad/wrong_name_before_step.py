def who_gets_grad(steps, leaves):
    """শেষ step-এর output থেকে backward চালালে কোন leaf-এর .grad ভরবে, তাদের নাম, বর্ণের ক্রমে।"""
    wants = dict(leaves)
    made_by = {}
    for out, op, inputs in steps:
        recorded = op != "detach" and not op.startswith("no_grad:")
        wants[out] = recorded and any(wants[name] for name in inputs)
        if wants[out]:
            made_by[out] = inputs
    last = steps[-1][0]
    if not wants[last]:
        return []
    found, todo = set(), [last]
    while todo:
        name = todo.pop()
        if name in leaves:                       # ভুল: "কে বানিয়েছে"-র আগে "leaves-এ আছে কি না"
            found.add(name)
        elif name in made_by:
            todo += [n for n in made_by[name] if wants[n]]
    return sorted(found)
