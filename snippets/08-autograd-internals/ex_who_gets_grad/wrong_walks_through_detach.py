def who_gets_grad(steps, leaves):
    # ভুল: detach আর no_grad-কে সাধারণ op ভাবা
    wants = dict(leaves)
    made_by = {}
    for out, _op, inputs in steps:
        wants[out] = any(wants[name] for name in inputs)
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
