def who_gets_grad(steps, leaves):
    # ভুল: "কোনো step বানিয়েছে কি না"-র আগে "নামটি leaves-এ আছে কি না" দেখা
    wants = dict(leaves)
    made_by = {}
    for out, op, inputs in steps:
        rec = op != "detach" and not op.startswith("no_grad:")
        wants[out] = rec and any(wants[n] for n in inputs)
        if wants[out]: made_by[out] = inputs
    last = steps[-1][0]
    if not wants[last]: return []
    found, todo = set(), [last]
    while todo:
        n = todo.pop()
        if n in leaves: found.add(n)
        elif n in made_by: todo += [m for m in made_by[n] if wants[m]]
    return sorted(found)
