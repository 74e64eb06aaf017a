def fixed_bytes(sizes, optimizer):
    """একটি সাধারণ MLP-র স্থির memory, byte-এ: weight + gradient + optimizer-এর অবস্থা, প্রথম step-এর পরে।

    sizes: প্রতিটি layer-এর চওড়া, input থেকে output, যেমন [9, 32, 32, 3] মানে তিনটি nn.Linear (bias-সহ)।
    optimizer: "sgd" (momentum ছাড়া), "momentum" (SGD, momentum সহ) বা "adam"।
    সব সংখ্যা float32 (৪ byte); Adam-এর step প্রতিটি parameter tensor-এ একটি float32।
    """
    numbers, n_tensors = 0, 0
    for i in range(len(sizes) - 1):
        n_in, n_out = sizes[i], sizes[i + 1]
        numbers += n_in * n_out + n_out          # weight আর bias
        n_tensors += 2
    copies = {"sgd": 0, "momentum": 1, "adam": 2}[optimizer]
    total = (2 + copies) * numbers * 4           # weight, grad, আর optimizer-এর কপি
    if optimizer == "adam":
        total += n_tensors * 4                   # প্রতিটি tensor-এর step
    return total
