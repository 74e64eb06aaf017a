def who_gets_grad(steps, leaves):
    # ভুল: s1.detach()-কে s1.detach_() ভাবা, যেন s1 নিজেই graph থেকে কাটা পড়ল
    wants = dict(leaves)
    made_by = {}
    for out, op, inputs in steps:
        if op == "detach":
            for i in inputs: wants[i] = False
        rec = op != "detach" and not op.startswith("no_grad:")
        wants[out] = rec and any(wants[n] for n in inputs)
        if wants[out]: made_by[out] = inputs
    last = steps[-1][0]
    if not wants[last]: return []
    found, todo = set(), [last]
    while todo:
        n = todo.pop()
        if n in made_by: todo += [m for m in made_by[n] if wants[m]]
        elif n in leaves: found.add(n)
    return sorted(found)
