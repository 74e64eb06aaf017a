# PyTorch-এর মতো আচরণের ছোট নকল, শুধু Python-এ: একটি weight w, model(x) = w·x, loss = গড় (w·x − y)²;
# model-এর ভেতরে একটি dropout submodule, নিজের training পতাকা নিয়ে।
# backward নতুন gradient আগেরটির সঙ্গে যোগ করে (PyTorch-এর মতো); zero_grad .grad-কে None করে;
# step .grad None হলে সেই weight ছেড়ে দেয় (PyTorch-এর optimizer-এর মতো), নইলে w ← w − lr·grad।
class Weight:
    def __init__(self, value):
        self.value, self.grad = value, None


class Dropout:
    # ভেতরের submodule, নিজের training পতাকা নিয়ে: torch-এর মতো, শুধু train()/eval() তাকেও বদলায়
    def __init__(self):
        self.training = False


class Line:
    def __init__(self, w):
        self.w, self.training, self.forward_modes = Weight(w), False, []
        self.drop = Dropout()

    def train(self, mode=True):
        self.training = self.drop.training = mode
        return self

    def eval(self):
        return self.train(False)

    def zero_grad(self, set_to_none=True):
        self.w.grad = None

    def __call__(self, xs):
        self.forward_modes.append(self.drop.training)
        return [(self.w.value * x, x) for x in xs]


class Loss:
    def __init__(self, value, grad, w):
        self._value, self._grad, self._w = value, grad, w

    def backward(self):
        self._w.grad = self._grad if self._w.grad is None else self._w.grad + self._grad

    def item(self):
        return float(self._value)

    def __float__(self):
        return self.item()


def squared(logits, ys):
    n = len(ys)
    value = sum((p - y) ** 2 for (p, _), y in zip(logits, ys)) / n
    grad = sum(2 * (p - y) * x for (p, x), y in zip(logits, ys)) / n
    return Loss(value, grad, model_of_test.w)


class SGD:
    def __init__(self, w, lr):
        self.w, self.lr = w, lr

    def zero_grad(self, set_to_none=True):
        self.w.grad = None

    def step(self):
        if self.w.grad is not None:
            self.w.value -= self.lr * self.w.grad


model_of_test = None


def fresh(w=0.0):
    global model_of_test
    model_of_test = Line(w)
    return model_of_test, SGD(model_of_test.w, lr=0.1)


def test_returns_float():
    """ধাপটি loss ফেরত দেয় একটি সাধারণ সংখ্যা (`float`) হিসেবে।"""
    # w = 0, x = (1, 2), y = (2, 4): ভুল (−2, −4), loss = (4 + 16) / 2 = 10
    model, opt = fresh()
    got = train_step(model, opt, squared, ([1, 2], [2, 4]))
    assert isinstance(got, float), (
        f"ফেরত এসেছে {type(got).__name__}, float নয়: loss tensor ফেরত দিলে তার পেছনের graph-ও বেঁচে থাকে; .item() দিন")
    expect("train_step(...) (w = 0)", got, 10.0, tol=1e-9)


def test_step_uses_this_gradient():
    """ধাপটি এই batch-এর gradient দিয়ে weight বদলায়।"""
    # gradient = গড় 2·(w·x − y)·x = (2·(−2)·1 + 2·(−4)·2) / 2 = −10; lr 0.1 ⇒ w = 0 − 0.1·(−10) = 1
    model, opt = fresh()
    train_step(model, opt, squared, ([1, 2], [2, 4]))
    expect("প্রথম ধাপের পরে w", model.w.value, 1.0, tol=1e-9)


def test_second_step_forgets_first():
    """দ্বিতীয় ধাপে আগের gradient জমে থাকে না (`zero_grad`)।"""
    # দ্বিতীয় batch x = (1,), y = (3,), w = 1 থেকে: gradient = 2·(1 − 3)·1 = −4 ⇒ w = 1 + 0.4 = 1.4
    # (আগের −10 যোগ হয়ে থাকলে gradient −14, w হতো 2.4)
    model, opt = fresh()
    train_step(model, opt, squared, ([1, 2], [2, 4]))
    train_step(model, opt, squared, ([1], [3]))
    expect("দ্বিতীয় ধাপের পরে w", model.w.value, 1.4, tol=1e-9)


def test_train_mode():
    """ধাপের forward চলে training অবস্থায় (`model.train()`)।"""
    # validation-এর পরে model eval অবস্থায়; ধাপের forward training অবস্থায় চলা চাই (dropout চালু)।
    # পরীক্ষা দেখে ভেতরের dropout-এর পতাকা: model.training = True শুধু ওপরের পতাকা বদলায়, torch-এর মতোই
    model, opt = fresh()
    model.eval()
    train_step(model, opt, squared, ([1, 2], [2, 4]))
    assert model.forward_modes and all(model.forward_modes), (
        f"forward চলেছে dropout.training = {model.forward_modes}: eval অবস্থায় রয়ে গেছে, dropout বন্ধ; "
        "ভেতরের প্রতিটি submodule-এর পতাকা কোন ডাক বদলায়?")
