import torch
from loop import new_model, split
from torch import nn

train, val = split()
model = new_model(train)
x, station = val[0][:5], val[1][:5]               # validation-এর পাঁচটি দিন

model.train()
with torch.no_grad():
    print("train() + no_grad: একই ইনপুটে দুবার, একই logit?", torch.equal(model(x, station), model(x, station)))
model.eval()
print("eval() একা: output.requires_grad =", model(x, station).requires_grad)
model.training = True                              # শুধু model-এর নিজের পতাকা, সন্তানদের নয়
print("model.training = True-এর পরে dropout-এর পতাকা:", model.body[2].training)

# BatchNorm: একটি মাপ (পানির উচ্চতা, বিপদসীমা থেকে সেমি), চারটি দিনের batch
bn = nn.BatchNorm1d(1)
day = torch.tensor([[-20.0]])                      # যে দিনটি নিয়ে প্রশ্ন
dry = torch.tensor([[-420.0], [-380.0], [-300.0]])
wet = torch.tensor([[-60.0], [-40.0], [10.0]])
print("শুরুতে running_mean, running_var:", bn.running_mean.item(), bn.running_var.item())

bn.train()
with torch.no_grad():                              # no_grad-এও running মান বদলায়
    a = bn(torch.cat([day, dry]))[0].item()
    b = bn(torch.cat([day, wet]))[0].item()
print(f"train(): একই দিন, শুকনো সঙ্গীদের সাথে {a:.3f}, ভেজা সঙ্গীদের সাথে {b:.3f}")
print(f"দুই batch-এর পরে running_mean {bn.running_mean.item():.2f}, running_var {bn.running_var.item():.1f}")

bn.eval()
with torch.no_grad():
    c = bn(torch.cat([day, dry]))[0].item()
    d = bn(torch.cat([day, wet]))[0].item()
print(f"eval(): একই দিন, দুই batch-এ {c:.3f} আর {d:.3f}")
print(f"eval()-এর পরে running_mean {bn.running_mean.item():.2f} (বদলায়নি)")
