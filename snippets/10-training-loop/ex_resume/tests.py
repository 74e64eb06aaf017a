# PyTorch-এর বস্তুগুলোর ছোট নকল: প্রত্যেকে শুধু নিজের অবস্থা রাখে, state_dict/load_state_dict বা get_state/set_state দিয়ে।
class Stateful:
    def __init__(self, state):
        self.state = state

    def state_dict(self):
        return self.state

    def load_state_dict(self, state):                 # optimizer-এর মতো: শুধু state_dict
        self.state = state


class Module(Stateful):
    def state_dict(self):                             # nn.Module-এর মতো: প্রতিবার নতুন একটি dict
        return dict(self.state)

    def load_state_dict(self, state, strict=True, assign=False):   # strict আর assign-ও নেয়, torch-এর মতো
        self.state = dict(state)


class Generator:
    def __init__(self, state):
        self.state = state

    def get_state(self):
        return self.state

    def set_state(self, state):
        self.state = state


class GlobalRng:
    def __init__(self):
        self.state = "শুরুর অবস্থা"

    def set_rng_state(self, state):
        self.state = state


def checkpoint(epoch=2):
    return {"epoch": epoch, "model": {"weight": "দুই epoch-এর weight"}, "optimizer": "Adam-এর দুই গড়, ১৫০ ধাপ",
            "generator": "shuffle-এর অবস্থা", "torch_rng": "dropout-এর অবস্থা"}


def restore(epoch=2):
    model, opt = Module({"weight": "নতুন weight"}), Stateful("খালি Adam")
    g, rng = Generator("নতুন seed"), GlobalRng()
    first = resume(checkpoint(epoch), model, opt, g, rng.set_rng_state)
    return first, model, opt, g, rng


def test_model_loaded():
    """resume-এর পরে model-এর weight দুই epoch-এর পরের মতো।"""
    _, model, _, _, _ = restore()
    expect("resume-এর পরে model.state_dict()['weight']", model.state_dict()["weight"], "দুই epoch-এর weight")


def test_optimizer_loaded():
    """resume-এর পরে optimizer-এর অবস্থাও (Adam-এর চলমান গড়) ফেরে।"""
    # Adam-এর প্রতিটি weight-এর চলমান গড় আর ধাপ-সংখ্যা: না ফেরালে পরের ধাপগুলোর মাপ বদলে যায়
    _, _, opt, _, _ = restore()
    expect("resume-এর পরে optimizer.state_dict()", opt.state_dict(), "Adam-এর দুই গড়, ১৫০ ধাপ")


def test_generators_restored():
    """resume-এর পরে shuffle আর dropout-এর generator-এর অবস্থা ফেরে।"""
    _, _, _, g, rng = restore()
    expect("resume-এর পরে generator.get_state()", g.get_state(), "shuffle-এর অবস্থা")
    expect("resume-এর পরে global generator (dropout)", rng.state, "dropout-এর অবস্থা")


def test_first_epoch():
    """resume-এর পরে training চলে পরের epoch থেকে।"""
    # দুই epoch শেষ (০ আর ১): পরের run শুরু epoch ২ থেকে, range(2, EPOCHS)
    first, _, _, _, _ = restore(epoch=2)
    expect("resume(...) (epoch = 2 শেষ)", first, 2)
    first, _, _, _, _ = restore(epoch=5)
    expect("resume(...) (epoch = 5 শেষ)", first, 5)
