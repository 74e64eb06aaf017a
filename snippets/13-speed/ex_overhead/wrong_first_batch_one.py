def per_sample_us(n1, t1_us, n2, t2_us, n):
    per_item = (t2_us - t1_us) / (n2 - n1)
    fixed = t1_us - per_item                    # যেন প্রথম মাপটি সবসময় batch 1-এর
    return (fixed + per_item * n) / n
