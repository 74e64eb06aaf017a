def per_sample_us(n1, t1_us, n2, t2_us, n):
    per_item = (t2_us - t1_us) // (n2 - n1)     # পূর্ণসংখ্যার ভাগ: ভগ্নাংশের খরচ কেটে যায়
    fixed = t1_us - per_item * n1
    return (fixed + per_item * n) / n
