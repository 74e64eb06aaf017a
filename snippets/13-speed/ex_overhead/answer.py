def per_sample_us(n1, t1_us, n2, t2_us, n):
    """দুটি মাপ থেকে batch n-এ প্রতি নমুনার সময় (µs) অনুমান।

    ধরে নিন একটি ধাপের সময় = বাঁধা খরচ + প্রতি নমুনার খরচ × batch-এর আকার।
    batch n1-এ ধাপ নিয়েছিল t1_us, batch n2-এ t2_us (n1 ≠ n2)।
    """
    per_item = (t2_us - t1_us) / (n2 - n1)     # দুই মাপের পার্থক্য শুধু নমুনার খরচ থেকে
    fixed = t1_us - per_item * n1              # বাকিটা বাঁধা খরচ
    return (fixed + per_item * n) / n
