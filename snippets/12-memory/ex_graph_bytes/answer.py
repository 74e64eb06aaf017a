def graph_bytes(sizes, batch):
    """Linear-ReLU-…-Linear MLP আর cross_entropy: forward-এর পরে graph যত byte রাখে।

    sizes: প্রতিটি layer-এর চওড়া, input থেকে শেষ logit পর্যন্ত, যেমন [9, 32, 32, 3]।
    batch: কয়টি দিন। input float32, শ্রেণি int64; প্রতিটি storage একবার গুনুন, weight বাদ।
    """
    # প্রতিটি Linear নিজের input রাখে (প্রথমটি x, বাকিগুলো আগের ReLU-এর output, যা ReLU-ও রাখে: একই storage),
    # log_softmax নিজের output (শেষ চওড়া), nll_loss শ্রেণি (int64)
    per_day = 4 * sum(sizes) + 8
    return batch * per_day + 4                   # nll_loss-এর গড়ের ভাজক: একটি float32, batch যা-ই হোক
