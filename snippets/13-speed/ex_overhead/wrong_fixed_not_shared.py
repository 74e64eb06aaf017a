def per_sample_us(n1, t1_us, n2, t2_us, n):
    per_item = (t2_us - t1_us) / (n2 - n1)
    fixed = t1_us - per_item * n1
    return fixed / n + per_item * n             # বাঁধা খরচ ভাগ হলো, নমুনার খরচ গুণ হয়ে রইল
