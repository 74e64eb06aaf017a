import math


def true_p(z):
    # একই সূত্র, পরীক্ষার নিজের হাতে: 1 − e^(−λ), λ = e^z
    return -math.expm1(-math.exp(z))


def run(z, grad_out=1.0):
    ctx = Ctx()
    p = AtLeastOne.forward(ctx, z)
    return p, AtLeastOne.backward(ctx, grad_out)


def test_ordinary_day():
    """সাধারণ দিনে (`z = 0`) সম্ভাবনা `1 − 1/e`।"""
    # z = 0: λ = 1, p = 1 − 1/e ≈ 0.632121
    p, _ = run(0.0)
    expect("AtLeastOne.forward(ctx, 0.0)", p, 1 - math.exp(-1), tol=1e-12)


def test_quiet_feeder():
    """শান্ত দিনে (`z = −40`) ছোট সম্ভাবনা ০ হয়ে যায় না।"""
    # z = −40: λ = e^−40 ≈ 4.25e-18; p প্রায় λ-ই, ১-এর পাশে শূন্য হয়ে গেলে চলবে না
    p, _ = run(-40.0)
    lam = math.exp(-40.0)
    assert abs(p - lam) <= 1e-6 * lam, f"`AtLeastOne.forward(ctx, -40.0)` দিল {p!r}, হওয়ার কথা প্রায় {lam!r}"


def test_slope_matches_nudge():
    """backward-এর ঢাল দুই দিকে নেড়ে মাপা ঢালের সঙ্গে মেলে।"""
    # backward (grad_out = 1) আর central difference: দুই দিকে h নেড়ে ঢাল
    h = 1e-6
    for z in (-3.0, -0.5, 0.0, 1.5):
        _, slope = run(z)
        nudge = (true_p(z + h) - true_p(z - h)) / (2 * h)
        expect(f"AtLeastOne.backward(ctx, 1.0), z = {z}", slope, nudge, tol=1e-7)


def test_chain_rule():
    """backward পরের node-এর `grad_out` দিয়ে গুণ করে (chain rule)।"""
    # trip-এর দিনে পরের node হলো loss = −log p, আর সে পেছনে পাঠায় grad_out = −1/p
    p, one = run(0.7)
    _, got = run(0.7, grad_out=-1 / p)
    expect("AtLeastOne.backward(ctx, -1 / p), z = 0.7", got, -one / p, tol=1e-12)
    assert abs(one) > 0.1, "grad_out = 1-এ ঢাল শূন্যের কাছে: z = 0.7-এ dp/dz প্রায় 0.27"


def test_quiet_slope():
    """শান্ত দিনেও (`z = −40`) ঢাল ০ নয়।"""
    # z = −40-এও ঢাল শূন্য নয়: dp/dz = e^(z − λ), প্রায় λ নিজে; forward-এর মতো backward-ও অঙ্ক রাখুক
    _, slope = run(-40.0)
    want = math.exp(-40.0 - math.exp(-40.0))
    assert abs(slope - want) <= 1e-6 * want, (
        f"`AtLeastOne.backward(ctx, 1.0)`, z = -40.0 দিল {slope!r}, হওয়ার কথা প্রায় {want!r}")


def test_slope_exact():
    """সাধারণ দিনে backward ঢাল দেয় সূত্র দিয়ে, নেড়ে দেখে নয়।"""
    # সাধারণ দিনেও backward সূত্র দিয়ে ঢাল দেয়, নেড়ে দেখে নয়: e^(z − λ)-এর সঙ্গে ১২ অঙ্ক মেলা চাই
    for z in (-2.0, 0.0, 1.0):
        _, slope = run(z)
        want = math.exp(z - math.exp(z))
        assert abs(slope - want) <= 1e-12 * want, (
            f"`AtLeastOne.backward(ctx, 1.0)`, z = {z} দিল {slope!r}, হওয়ার কথা {want!r}")


def test_busy_slope():
    """ব্যস্ত দিনে (`z = 4`) সম্ভাবনা প্রায় ১, তবু ঢাল ঠিক আসে।"""
    # z = 4: λ = e^4 ≈ 54.6, p এত কাছে ১-এর যে float-এ 1 − p শূন্য; ঢাল e^(z − λ) ≈ 1e-22, শূন্য নয়
    _, slope = run(4.0)
    want = math.exp(4.0 - math.exp(4.0))
    assert abs(slope - want) <= 1e-6 * want, (
        f"`AtLeastOne.backward(ctx, 1.0)`, z = 4.0 দিল {slope!r}, হওয়ার কথা প্রায় {want!r}")
