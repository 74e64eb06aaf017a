import torch
from loop import new_model, split, train_epoch

train, val = split()
EPOCHS = 4


def fresh():
    """নতুন model, optimizer আর shuffle-এর generator, সবসময় একই শুরু থেকে।"""
    model = new_model(train)
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    g = torch.Generator().manual_seed(2025)
    return model, opt, g


# ক) টানা চার epoch
model, opt, g = fresh()
for _ in range(EPOCHS):
    train_epoch(model, opt, train, g)
straight = [p.detach().clone() for p in model.parameters()]

# খ) দুই epoch, তারপর checkpoint
model, opt, g = fresh()
for _ in range(2):
    train_epoch(model, opt, train, g)
torch.save({
    "epoch": 2,                              # পরের run কোন epoch থেকে শুরু করবে
    "model": model.state_dict(),
    "optimizer": opt.state_dict(),
    "generator": g.get_state(),              # batch এলোমেলো করার generator
    "torch_rng": torch.get_rng_state(),      # dropout-এর mask যে global generator থেকে আসে
}, "flood_checkpoint.pt")
del model, opt, g                            # আগের সবকিছু ফেলে দিই


def resume(skip=None):
    """নতুন বস্তু বানিয়ে checkpoint পড়া (skip: যে টুকরোটি ইচ্ছা করে ফেরানো হয় না), বাকি epoch চালানো।"""
    ck = torch.load("flood_checkpoint.pt", weights_only=True)
    model, opt, g = fresh()
    if skip != "model":
        model.load_state_dict(ck["model"])
    if skip != "optimizer":
        opt.load_state_dict(ck["optimizer"])
    if skip != "generator":
        g.set_state(ck["generator"])
    if skip != "torch_rng":
        torch.set_rng_state(ck["torch_rng"])
    first = 0 if skip == "epoch" else ck["epoch"]
    for _ in range(first, EPOCHS):
        train_epoch(model, opt, train, g)
    return all(torch.equal(p, q) for p, q in zip(model.parameters(), straight, strict=True))


print("সব টুকরো ফেরালে, টানা run-এর সঙ্গে প্রতিটি parameter হুবহু এক:", resume())
for piece in ["optimizer", "generator", "torch_rng", "epoch"]:
    print(f"'{piece}' বাদ দিলে হুবহু এক: {resume(skip=piece)}")
