from feeders import day_losses, log_rate, make_days, make_params
from graph_bytes import graph_bytes

params = make_params()
X_b, y_b = make_days(n=100, seed=9)
loss = day_losses(log_rate(X_b, params), y_b).mean()

kinds, weight, repeat = graph_bytes(loss, params)
for kind, (count, size) in sorted(kinds.items(), key=lambda item: -item[1][1]):
    print(f"{kind:17s}: {count} tensor, {size:6d} byte")
print(f"একই memory দুই node-এ: −{repeat} byte")
print(f"batch-এর মান, মোট    : {sum(size for _, size in kinds.values()) - repeat} byte")
print(f"weight (গোনা হয়নি)   : {weight} byte")
