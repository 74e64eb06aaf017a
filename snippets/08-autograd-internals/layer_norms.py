from feeders import day_losses, log_rate, make_days, make_params

X, y = make_days()
params = make_params()
heard = []                                       # hook যা শুনল, যে ক্রমে শুনল


def listen(name):
    def hook(grad):
        heard.append(f"{name} {grad.norm().item():.1e}")
    return hook                                  # কিছু ফেরত দেয় না: gradient যেমন ছিল তেমনই থাকে


handles = [W.register_hook(listen(f"W{i + 1}")) for i, W in enumerate(params[0::2])]
day_losses(log_rate(X, params), y).mean().backward()
print("backward-এ শোনা gradient-এর মাপ:", " | ".join(heard))

for h in handles:
    h.remove()
heard.clear()
day_losses(log_rate(X, params), y).mean().backward()
print("handle.remove()-এর পরে hook শুনল:", len(heard), "বার")
