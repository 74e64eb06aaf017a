# পর্ব ০৫ · ৩ — reverse mode: শুরুর gradient ১, প্রতিটি node-এর সব ভাগ জমলে তবেই পেছনে পাঠানো
from rashi import Rashi, bell_mango


def count_users(root):
    """root-এর পেছনের প্রতিটি node কয়টি তীরের মাথায়: তার কাছে কয়টি ভাগ আসবে।"""
    users, seen, todo = {}, {root}, [root]
    while todo:
        node = todo.pop()
        for parent, _ in node.links:
            users[parent] = users.get(parent, 0) + 1
            if parent not in seen:
                seen.add(parent)
                todo.append(parent)
    return users


def backward(root):
    """{node: ∂root/∂node}, root-এর পেছনের প্রতিটি node-এর জন্য, হাঁটার ক্রমে।"""
    users = count_users(root)
    arrived = {root: 1.0}                  # শুরুর gradient: root-কে তার নিজের সাপেক্ষে differentiate করলে ১
    done, ready = {}, [root]
    while ready:
        node = ready.pop()
        g = arrived.pop(node)              # সব ভাগ এসে গেছে: এটাই node-এর পুরো gradient
        done[node] = g
        for parent, local in node.links:
            arrived[parent] = arrived.get(parent, 0.0) + local * g
            users[parent] -= 1
            if users[parent] == 0:         # শেষ ভাগটিও পৌঁছাল
                ready.append(parent)
    return done


if __name__ == "__main__":
    a, s, c = Rashi(1.5).named("a"), Rashi(1.2).named("s"), Rashi(2.0).named("c")
    p = bell_mango(a, s, c)
    d = (p - 1).named("d")                 # আমটি রপ্তানি-মানের, তাই লক্ষ্য ১
    L = (d ** 2).named("L")
    print(f"forward: p = {p.val:.4f}, L = {L.val:.4f}")
    for step, (node, g) in enumerate(backward(L).items(), 1):
        sends = ", ".join(f"{parent.label} {local:+.4f} x {g:+.4f}" for parent, local in node.links)
        print(f"{step:>2}. {node.label:<5} gradient {g:+.4f}" + (f"   sends: {sends}" if sends else "   (leaf)"))
