import math


def test_zero_logit():
    """logit ০ হলে loss `log 2`, উত্তর যা-ই হোক।"""
    # σ(0) = 0.5, তাই loss −log 0.5 = log 2, y যা-ই হোক
    expect("bce_with_logits(0.0, 1)", bce_with_logits(0.0, 1), math.log(2), tol=1e-12)
    expect("bce_with_logits(0.0, 0)", bce_with_logits(0.0, 0), math.log(2), tol=1e-12)


def test_matches_the_plain_formula():
    """ছোট logit-এ ফল সরল সূত্রের সঙ্গে মেলে।"""
    # ছোট z-এ সরল সূত্র নিরাপদ: −log σ(z) যখন y = 1, −log(1 − σ(z)) যখন y = 0
    def sigmoid(z):
        return 1 / (1 + math.exp(-z))

    expect("bce_with_logits(3.0, 1)", bce_with_logits(3.0, 1), -math.log(sigmoid(3.0)), tol=1e-12)
    expect("bce_with_logits(-2.0, 0)", bce_with_logits(-2.0, 0), -math.log(1 - sigmoid(-2.0)), tol=1e-12)


def test_huge_logits():
    """বিশাল logit-এ (৫০০, −৮০০, ১০০০) overflow হয় না: loss প্রায় `|z|`।"""
    # খুব নিশ্চিত আর ভুল: loss প্রায় |z|; log1p(e^(−500)) 0-এর চেয়ে নগণ্য বেশি
    expect("bce_with_logits(500.0, 0)", bce_with_logits(500.0, 0), 500.0, tol=1e-9)
    expect("bce_with_logits(-800.0, 1)", bce_with_logits(-800.0, 1), 800.0, tol=1e-9)
    # float64-এ e^z উপচে পড়ে z > 709.78 হলেই: math.exp(1000) তখন OverflowError তোলে
    expect("bce_with_logits(1000.0, 0)", bce_with_logits(1000.0, 0), 1000.0, tol=1e-9)


def test_middle_logits():
    """মাঝারি logit-এ (১৫, ২৫) `1 − σ(z)`-এর বিয়োগে অঙ্ক হারায় না।"""
    # মাঝারি z-এ সম্ভাবনার সূত্র inf দেয় না, কিন্তু 1 − σ(z) বিয়োগে অঙ্ক হারায়: loss softplus(z) = z + log1p(e^(−z))
    for z in (15.0, 25.0):
        expect(f"bce_with_logits({z}, 0)", bce_with_logits(z, 0), z + math.log1p(math.exp(-z)), tol=1e-12)

def test_tiny_loss_keeps_its_digits():
    """খুব ছোট loss (প্রায় `e^(−40)`) ০ হয়ে যায় না: `log1p` অঙ্কগুলো রাখে।"""
    # নিশ্চিত আর ঠিক (z = −40, উত্তর 0): loss = log(1 + e^(−40)) ≈ e^(−40) ≈ 4.25e-18 (পরের পদ e^(−80)/2, নগণ্য)
    # y·z এখানে 0, তাই কোন পদ আগে যোগ হয় তাতে কিছু হারায় না; কিন্তু 1 + e^(−40) float64-এ ঠিক 1,
    # তাই log(1 + …) দেয় 0; log1p অঙ্কগুলো রাখে
    expect("bce_with_logits(-40.0, 0)", bce_with_logits(-40.0, 0), math.exp(-40.0), tol=1e-30)
