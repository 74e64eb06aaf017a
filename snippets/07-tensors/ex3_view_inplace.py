# পর্ব ০৭ · অনুশীলনী ৩ — exp-এর output-এর view-এ in-place লেখা, দুটি সমাধান, আর দুটি ফাঁদ
import torch

g = torch.Generator().manual_seed(7)
raw = torch.randn(4, 7, generator=g, requires_grad=True)   # model-এর কাঁচা output, (৪ জেলা, ৭ দিন)


def grad_of(make_loss):
    raw.grad = None
    make_loss().backward()
    return raw.grad.clone()


# সহকর্মীর code: exp দিয়ে ধনাত্মক পূর্বাভাস, তারপর শেষ দুই দিনে view দিয়ে ৫ মিমি যোগ
forecast = raw.exp()                       # exp নিজের output (forecast) রেখে দেয়
weekend = forecast[:, 5:]
weekend.add_(5)                            # forecast-এর storage-এ লেখা, forecast-এর version বাড়ে
print("forecast._version:", forecast._version)
try:
    forecast.sum().backward()
except RuntimeError as err:
    print("backward ->", type(err).__name__ + ":", str(err).split(":")[0])


def solution_1():                          # নতুন tensor: forecast অক্ষত
    forecast = raw.exp()
    return torch.cat([forecast[:, :5], forecast[:, 5:] + 5], dim=1).sum()


def solution_2():                          # আগে clone, তারপর কপিতে in-place
    forecast = raw.exp().clone()
    forecast[:, 5:].add_(5)
    return forecast.sum()


first, second = grad_of(solution_1), grad_of(solution_2)
print("দুই সমাধানের gradient হুবহু এক?", torch.equal(first, second))
print("gradient হুবহু exp(raw)?", torch.equal(first, raw.detach().exp()))


# ফাঁদ ১: .data দিয়ে লিখলে version বাড়ে না, error আসে না, gradient চুপচাপ ভুল
def via_data():
    forecast = raw.exp()
    forecast.data[:, 5:].add_(5)
    return forecast.sum()


wrong = grad_of(via_data)
print(".data দিয়ে: চলল; ঠিক gradient-এর সঙ্গে সবচেয়ে বড় তফাত", f"{(wrong - first).abs().max().item():.2f}")

# ফাঁদ ২: no_grad-এর ভেতরে লিখলেও version বাড়ে, তাই backward তবু থামে
forecast = raw.exp()
with torch.no_grad():
    forecast[:, 5:].add_(5)
print("no_grad-এ লেখার পরে forecast._version:", forecast._version)
try:
    forecast.sum().backward()
except RuntimeError as err:
    print("backward ->", type(err).__name__ + ":", str(err).split(":")[0])
