"""একটি tensor-এর পেছনের graph কতটা memory আটকে রেখেছে, node-এর ধরন ধরে হিসাব।"""
import torch


def graph_bytes(t, params):
    """t-এর grad_fn থেকে পেছনে হেঁটে প্রতিটি node-এর রাখা tensor গোনে।

    ফেরত দেয়: ধরন → (tensor-এর সংখ্যা, byte), weight-এর byte, আর একই memory দ্বিতীয়বার দেখা গেলে তার byte।
    """
    kinds, weight, repeat = {}, 0, 0
    seen_nodes, seen_memory = set(), set()
    todo = [t.grad_fn] if isinstance(t, torch.Tensor) else []     # Python সংখ্যার কোনো graph নেই
    while todo:
        node = todo.pop()
        if node is None or node in seen_nodes:
            continue
        seen_nodes.add(node)
        todo += [parent for parent, _ in node.next_functions]
        for attr in dir(node):                                     # রাখা মানের নাম শুরু হয় _saved_ দিয়ে
            value = getattr(node, attr) if attr.startswith("_saved_") else None
            if not isinstance(value, torch.Tensor):
                continue
            memory = value.untyped_storage()
            if any(value is p for p in params):                    # weight graph ছাড়াও বেঁচে থাকে
                weight += memory.nbytes()
                continue
            count, size = kinds.get(node.name(), (0, 0))
            kinds[node.name()] = (count + 1, size + memory.nbytes())
            if memory.data_ptr() in seen_memory:                   # আরেকটি node একই memory আগেই রেখেছে
                repeat += memory.nbytes()
            seen_memory.add(memory.data_ptr())
    return kinds, weight, repeat


def held(t, params):
    """শুধু batch-এর মানগুলো, weight বাদ, একই memory একবার: graph মুক্ত হলে যা ফেরত আসত।"""
    kinds, _, repeat = graph_bytes(t, params)
    return sum(size for _, size in kinds.values()) - repeat
