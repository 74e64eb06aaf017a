def per_sample_us(n1, t1_us, n2, t2_us, n):
    return (t2_us - t1_us) / (n2 - n1)          # শুধু প্রতি নমুনার খরচ: বাঁধা খরচ ভুলে যাওয়া
