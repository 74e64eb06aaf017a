def who_gets_grad(steps, leaves):
    """শেষ step-এর output থেকে backward চালালে কোন leaf-এর .grad ভরবে, তাদের নাম, sorted()-এর ক্রমে।"""
    # নাম নয়, মান ধরে হিসাব: একটি নামে নতুন মান রাখলে আগের মানটি (আর যে step তাকে আগে পড়েছে) বদলায় না
    now = {name: ("leaf", name) for name in leaves}     # নাম → এই মুহূর্তে যে মানটিকে বোঝায়
    wants = {now[name]: leaves[name] for name in leaves}
    made_by = {}
    for i, (out, op, inputs) in enumerate(steps):
        value, ins = ("step", i), [now[name] for name in inputs]
        recorded = op != "detach" and not op.startswith("no_grad:")
        wants[value] = recorded and any(wants[v] for v in ins)
        if wants[value]:
            made_by[value] = ins
        now[out] = value
    last = now[steps[-1][0]]
    if not wants[last]:
        return []
    found, todo = set(), [last]
    while todo:
        value = todo.pop()
        if value in made_by:
            todo += [v for v in made_by[value] if wants[v]]
        elif now[value[1]] == value:                     # leaf, আর তার নাম এখনো তাকেই বোঝায়
            found.add(value[1])
    return sorted(found)
