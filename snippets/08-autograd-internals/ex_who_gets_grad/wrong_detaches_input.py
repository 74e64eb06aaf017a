def who_gets_grad(steps, leaves):
    """শেষ step-এর output থেকে backward চালালে কোন leaf-এর .grad ভরবে, তাদের নাম, বর্ণের ক্রমে।"""
    wants = dict(leaves)
    made_by = {}
    for out, op, inputs in steps:
        if op == "detach":                       # ভুল: s1.detach()-কে s1.detach_() ভাবা, যেন s1 নিজেই কাটা পড়ল
            for name in inputs:
                wants[name] = False
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
        if name in made_by:
            todo += [n for n in made_by[name] if wants[n]]
        elif name in leaves:
            found.add(name)
    return sorted(found)
