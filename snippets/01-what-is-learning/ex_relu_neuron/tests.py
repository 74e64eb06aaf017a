def test_sunny_day():
    # 32 × 2.5 + 0 × (−15) − 5 = 80 − 5 = 75
    expect("neuron([32.0, 0.0], [2.5, -15.0], -5.0)", neuron([32.0, 0.0], [2.5, -15.0], -5.0), 75.0, tol=1e-9)


def test_two_hours_of_rain():
    # 80 − 2 × 15 − 5 = 45
    expect("neuron([32.0, 2.0], [2.5, -15.0], -5.0)", neuron([32.0, 2.0], [2.5, -15.0], -5.0), 45.0, tol=1e-9)


def test_bias_before_relu():
    # weighted sum 1 × (−2) = −2, bias +5: যোগফল 3, ReLU-এর পরেও 3।
    # আগে ReLU করলে −2 হয়ে যেত 0, তারপর bias যোগে 5: ক্রমটা ভুল
    expect("neuron([1.0], [-2.0], 5.0)", neuron([1.0], [-2.0], 5.0), 3.0, tol=1e-9)


def test_storm_gives_zero():
    # 80 − 6 × 15 − 5 = −15, ReLU-এর পরে 0
    expect("neuron([32.0, 6.0], [2.5, -15.0], -5.0)", neuron([32.0, 6.0], [2.5, -15.0], -5.0), 0.0, tol=1e-9)
