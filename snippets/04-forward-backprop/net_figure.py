# পর্ব ০৪ · ২ — ছবিতে network: হাতের হিসাবের মান দিয়ে আঁকা 2-2-1 network (net.svg)
from hand_backprop import ORDER, WEIGHTS, X1, X2, Y, backward, forward

v = forward(WEIGHTS)
g = backward(WEIGHTS, v)

FG = "var(--md-default-fg-color, currentColor)"
LIGHT = "var(--md-default-fg-color--light, currentColor)"
BG = "var(--md-default-bg-color, #fff)"
BLUE = "var(--md-code-hl-keyword-color, #3f6ec6)"    # forward-এর মান
RED = "var(--md-code-hl-number-color, #d52a2a)"      # backward-এর gradient
FONT = "var(--md-text-font-family, sans-serif)"
MONO = "var(--md-code-font-family, monospace)"
W, H, R = 900, 410, 30                               # ছবির মাপ আর বৃত্তের ব্যাসার্ধ
POS = {"x1": (100, 120), "x2": (100, 330), "h1": (420, 120), "h2": (420, 330), "out": (680, 225)}
# প্রতিটি weight-এর রেখা, আর রেখার কোন জায়গায় (০ = শুরু, ১ = শেষ) তার লেখা বসবে
EDGES = {"a1": ("x1", "h1", 0.5), "a2": ("x2", "h1", 0.75), "b1": ("x1", "h2", 0.75),
         "b2": ("x2", "h2", 0.5), "c1": ("h1", "out", 0.4), "c2": ("h2", "out", 0.4)}


def num(value, sign=False):
    return f"{value:+.4f}" if sign else f"{value:.4f}".rstrip("0").rstrip(".")


def text(x, y, s, color=FG, size=13, anchor="middle", mono=True, bold=False):
    weight = ";font-weight:700" if bold else ""
    return (f'<text x="{x}" y="{y}" text-anchor="{anchor}" font-size="{size}" '
            f'style="fill:{color};font-family:{MONO if mono else FONT}{weight}">{s}</text>')


def line(x0, y0, x1, y1):
    return f'<line x1="{x0}" y1="{y0}" x2="{x1}" y2="{y1}" style="stroke:{LIGHT};stroke-width:1.5"/>'


lines, labels = [], []
for name, (src, dst, t) in EDGES.items():
    (x0, y0), (x1, y1) = POS[src], POS[dst]
    lines.append(line(x0 + R, y0, x1 - R, y1))
    lx, ly = round(x0 + R + t * (x1 - x0 - 2 * R)), round(y0 + t * (y1 - y0))
    labels.append(f'<rect x="{lx - 72}" y="{ly - 17}" width="144" height="34" rx="4" style="fill:{BG}"/>')
    labels.append(text(lx, ly - 3, f"{name} = {num(WEIGHTS[name])}"))
    labels.append(text(lx, ly + 13, f"∂L/∂{name} = {num(g[name], sign=True)}", color=RED))

values = {"x1": X1, "x2": X2, "h1": v["h1"], "h2": v["h2"], "out": v["out"]}
node_grad = {"h1": ("z1", g["z1"]), "h2": ("z2", g["z2"]), "out": ("zo", g["zo"])}
nodes = []
for name, (x, y) in POS.items():
    nodes.append(f'<circle cx="{x}" cy="{y}" r="{R}" style="fill:{BG};stroke:{FG};stroke-width:1.8"/>')
    nodes.append(text(x, y + 5, name, bold=True, size=15))
    rows = [(f"{name} = {num(values[name])}", BLUE)]
    if name in node_grad:
        z, grad = node_grad[name]
        rows.append((f"∂L/∂{z} = {num(grad, sign=True)}", RED))
    above = y < 200                                  # ওপরের সারির লেখা বৃত্তের ওপরে, বাকিগুলো নিচে
    for i, (s, color) in enumerate(rows):
        ty = y - R - 10 - 16 * (len(rows) - 1 - i) if above else y + R + 18 + 16 * i
        nodes.append(text(x, ty, s, color=color))

bx, by = POS["out"][0] + R + 50, POS["out"][1]      # output থেকে loss-এর বাক্সে
lines.append(line(POS["out"][0] + R, by, bx, by))
nodes.append(f'<rect x="{bx}" y="{by - 22}" width="100" height="44" rx="6" '
             f'style="fill:{BG};stroke:{FG};stroke-width:1.8"/>')
nodes.append(text(bx + 50, by - 4, "loss", bold=True))
nodes.append(text(bx + 50, by + 13, f"y = {num(Y)}", color=LIGHT, size=12))
nodes.append(text(bx + 50, by - 48, f"L = {num(v['loss'])}", color=BLUE))
nodes.append(text(bx + 50, by - 32, f"∂L/∂out = {num(g['out'], sign=True)}", color=RED))
legend = [text(20, 26, "নীল: forward-এর মান, বাঁ থেকে ডানে", color=BLUE, anchor="start", mono=False),
          text(20, 46, "লাল: backward-এর gradient, ডান থেকে বাঁয়ে", color=RED, anchor="start", mono=False)]

title = "বাস দেরির 2-2-1 network: forward-এর মান আর backward-এর gradient"
desc = ("দুটি input (x1 বৃষ্টি, x2 ছাড়তে দেরি), দুটি sigmoid hidden unit h1 ও h2, আর একটি sigmoid output। "
        "প্রতিটি রেখায় weight-এর মান আর loss-এর সাপেক্ষে তার gradient; প্রতিটি বৃত্তের পাশে forward মান "
        "আর সেই node-এর z-এর gradient। weight-এর gradient: "
        + ", ".join(f"{k} {num(g[k], sign=True)}" for k in ORDER) + "।")
svg = "\n".join([
    f'<svg xmlns="http://www.w3.org/2000/svg" class="ps-svg ps-network" viewBox="0 0 {W} {H}" width="{W}" '
    f'role="img" aria-labelledby="ps-net-title ps-net-desc" style="max-width:100%;height:auto;font-family:{FONT}">',
    f'<title id="ps-net-title">{title}</title>',
    f'<desc id="ps-net-desc">{desc}</desc>',
    *lines, *labels, *nodes, *legend,
    "</svg>",
]) + "\n"
with open("net.svg", "w", encoding="utf-8") as f:
    f.write(svg)
print(f"drawn from hand_backprop: out={num(v['out'])}, loss={num(v['loss'])}")
print("wrote net.svg")
