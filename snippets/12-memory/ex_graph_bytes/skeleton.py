def graph_bytes(sizes, batch):
    """Linear-ReLU-…-Linear MLP আর cross_entropy: forward-এর পরে graph যত byte রাখে।

    sizes: প্রতিটি layer-এর চওড়া, input থেকে শেষ logit পর্যন্ত, যেমন [9, 32, 32, 3]।
    batch: কয়টি দিন। input float32, শ্রেণি int64; প্রতিটি storage একবার গুনুন, weight বাদ।
    """
    # TODO: দিন-প্রতি কত byte, আর batch-এর ওপর নির্ভর করে না এমন কিছু আছে কি?
    return 0
