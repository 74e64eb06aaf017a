def fixed_bytes(sizes, optimizer):
    """একটি সাধারণ MLP-র স্থির memory, byte-এ: weight + gradient + optimizer-এর অবস্থা, প্রথম step-এর পরে।

    sizes: প্রতিটি layer-এর চওড়া, input থেকে output, যেমন [9, 32, 32, 3] মানে তিনটি nn.Linear (bias-সহ)।
    optimizer: "sgd" (momentum ছাড়া), "momentum" (SGD, momentum সহ) বা "adam"।
    সব সংখ্যা float32 (৪ byte); Adam-এর step প্রতিটি parameter tensor-এ একটি float32।
    """
    # TODO: parameter গুনুন, তারপর কোন খাতায় কয় কপি
    return 0
