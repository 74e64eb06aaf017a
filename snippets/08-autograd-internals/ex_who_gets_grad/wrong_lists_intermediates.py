def who_gets_grad(steps, leaves):
    # ভুল: পথে যে-ই gradient চায়, সবার নাম, মাঝের tensor-সহ
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
        found.add(name)
        todo += [n for n in made_by.get(name, []) if wants[n]]
    return sorted(found)
