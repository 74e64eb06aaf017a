# পর্ব ০৪ · ২ — ছবিতে: দুই সকালের হিসাব, মাঝখানে ভাগ করা পাঁচটি parameter (net.svg)
from itertools import pairwise

from hand_backprop import MORNINGS, PARAMS, gradients

total, parts, kept = gradients(PARAMS)
loss = sum(k["err"] for k in kept.values()) / len(kept)

FG = "var(--md-default-fg-color, currentColor)"
LIGHT = "var(--md-default-fg-color--light, currentColor)"
BG = "var(--md-default-bg-color, #fff)"
BLUE = "var(--md-code-hl-keyword-color, #3f6ec6)"    # forward-এর মান
RED = "var(--md-code-hl-number-color, #d52a2a)"      # backward-এর gradient
FONT = "var(--md-text-font-family, sans-serif)"
MONO = "var(--md-code-font-family, monospace)"
W, H, R = 960, 480, 24                               # ছবির মাপ আর বৃত্তের ব্যাসার্ধ
ROW = {"A": 110, "B": 360}                           # দুই সকালের সারি
MID = 235                                            # parameter-এর সারি
NODE_X = {"z": 245, "jam": 420, "s": 600, "p": 760}
PARAM_X = {"w_rain": 105, "w_depot": 245, "b_jam": 385, "w_late": 540, "b_late": 680}
FEEDS = {"w_rain": "z", "w_depot": "z", "b_jam": "z", "w_late": "s", "b_late": "s"}
BOX_W, BOX_H = 128, 58


def num(value, sign=False):
    return f"{value + 0.0:+.4f}" if sign else f"{value:.4f}".rstrip("0").rstrip(".")


def text(x, y, s, color=FG, size=13, anchor="middle", mono=True, bold=False):
    weight = ";font-weight:700" if bold else ""
    return (f'<text x="{x}" y="{y}" text-anchor="{anchor}" font-size="{size}" '
            f'style="fill:{color};font-family:{MONO if mono else FONT}{weight}">{s}</text>')


def line(x0, y0, x1, y1, dashed=False):
    dash = ";stroke-dasharray:4 3" if dashed else ""
    return f'<line x1="{x0}" y1="{y0}" x2="{x1}" y2="{y1}" style="stroke:{LIGHT};stroke-width:1.5{dash}"/>'


edges, shapes = [], []
for m, y in ROW.items():
    up = m == "A"                                    # A-র লেখা বৃত্তের ওপরে, B-র নিচে
    rain, depot, late = MORNINGS[m]
    shapes.append(text(20, y - 6, f"সকাল {m}", anchor="start", mono=False, bold=True))
    shapes.append(text(20, y + 12, f"rain {num(rain)}, depot {num(depot)}", color=LIGHT, size=12, anchor="start"))
    edges.append(line(150, y, NODE_X["z"] - R, y, dashed=True))
    for a, b in pairwise(NODE_X):
        edges.append(line(NODE_X[a] + R, y, NODE_X[b] - R, y))
    for key, x in NODE_X.items():
        shapes.append(f'<circle cx="{x}" cy="{y}" r="{R}" style="fill:{BG};stroke:{FG};stroke-width:1.8"/>')
        shapes.append(text(x, y + 5, key, bold=True, size=14))
        rows = [(f"{key} = {num(kept[m][key])}", BLUE), (f"∂L/∂{key} = {num(parts[m][key], sign=True)}", RED)]
        for i, (s, color) in enumerate(rows):
            ty = y - R - 26 + 16 * i if up else y + R + 18 + 16 * i
            shapes.append(text(x, ty, s, color=color, size=12))
    edges.append(line(NODE_X["p"] + R, y, 850, MID - 14 if up else MID + 14))
    shapes.append(text(900, y + (28 if up else -20), f"late = {num(late)}", color=LIGHT, size=12))

for name, x in PARAM_X.items():
    target = NODE_X[FEEDS[name]]
    edges.append(line(x, MID - BOX_H / 2, target, ROW["A"] + R))
    edges.append(line(x, MID + BOX_H / 2, target, ROW["B"] - R))
    shapes.append(f'<rect x="{x - BOX_W / 2}" y="{MID - BOX_H / 2}" width="{BOX_W}" height="{BOX_H}" rx="6" '
                  f'style="fill:{BG};stroke:{FG};stroke-width:1.5"/>')
    shapes.append(text(x, MID - 10, f"{name} = {num(PARAMS[name])}", size=12, bold=True))
    shapes.append(text(x, MID + 6, f"{num(parts['A'][name], sign=True)} {num(parts['B'][name], sign=True)}",
                       color=RED, size=11))
    shapes.append(text(x, MID + 22, f"= {num(total[name], sign=True)}", color=RED, size=12, bold=True))

shapes.append(f'<rect x="850" y="{MID - 30}" width="96" height="60" rx="6" '
              f'style="fill:{BG};stroke:{FG};stroke-width:1.8"/>')
shapes.append(text(898, MID - 8, "L = গড়", bold=True, mono=False))
shapes.append(text(898, MID + 14, num(loss), color=BLUE))
legend = [text(20, H - 32, "নীল: forward-এর মান", color=BLUE, anchor="start", mono=False),
          text(20, H - 12, "লাল: gradient; parameter-এর বাক্সে দুই সকালের ভাগ আর তাদের যোগফল",
               color=RED, anchor="start", mono=False)]

title = "বাস-app-এর model, দুই সকাল: forward-এর মান আর backward-এর gradient"
desc = ("ওপরের সারিতে সকাল A, নিচের সারিতে সকাল B, প্রতিটিতে চারটি node: z, jam, s আর p। মাঝের সারিতে পাঁচটি "
        "parameter, প্রতিটি দুই সকালের node-এই যুক্ত। প্রতিটি parameter-এর gradient দুই ভাগের যোগফল: "
        + ", ".join(f"{name} {num(total[name], sign=True)}" for name in PARAMS) + "।")
svg = "\n".join([
    f'<svg xmlns="http://www.w3.org/2000/svg" class="ps-svg ps-network" viewBox="0 0 {W} {H}" width="{W}" '
    f'role="img" aria-labelledby="ps-net-title ps-net-desc" style="max-width:100%;height:auto;font-family:{FONT}">',
    f'<title id="ps-net-title">{title}</title>',
    f'<desc id="ps-net-desc">{desc}</desc>',
    *edges, *shapes, *legend,
    "</svg>",
]) + "\n"
with open("net.svg", "w", encoding="utf-8") as f:
    f.write(svg)
print(f"drawn from hand_backprop: L={num(loss)}, w_rain gradient {num(total['w_rain'], sign=True)}")
print("wrote net.svg")
