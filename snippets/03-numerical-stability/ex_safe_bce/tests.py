import math


def test_zero_logit():
    # σ(0) = 0.5, তাই loss −log 0.5 = log 2, y যা-ই হোক
    expect("bce_with_logits(0.0, 1)", bce_with_logits(0.0, 1), math.log(2), tol=1e-12)
    expect("bce_with_logits(0.0, 0)", bce_with_logits(0.0, 0), math.log(2), tol=1e-12)


def test_matches_the_plain_formula():
    # ছোট z-এ সরল সূত্র নিরাপদ: −log σ(z) যখন y = 1, −log(1 − σ(z)) যখন y = 0
    def sigmoid(z):
        return 1 / (1 + math.exp(-z))

    expect("bce_with_logits(3.0, 1)", bce_with_logits(3.0, 1), -math.log(sigmoid(3.0)), tol=1e-12)
    expect("bce_with_logits(-2.0, 0)", bce_with_logits(-2.0, 0), -math.log(1 - sigmoid(-2.0)), tol=1e-12)


def test_huge_logits():
    # খুব নিশ্চিত আর ভুল: loss প্রায় |z|; log1p(e^(−500)) 0-এর চেয়ে নগণ্য বেশি
    expect("bce_with_logits(500.0, 0)", bce_with_logits(500.0, 0), 500.0, tol=1e-9)
    expect("bce_with_logits(-800.0, 1)", bce_with_logits(-800.0, 1), 800.0, tol=1e-9)
