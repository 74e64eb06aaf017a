def fixed_bytes(sizes, optimizer):
    numbers, n_tensors = 0, 0
    for i in range(len(sizes) - 1):
        n_in, n_out = sizes[i], sizes[i + 1]
        numbers += n_in * n_out
        n_tensors += 2
    copies = {"sgd": 0, "momentum": 1, "adam": 2}[optimizer]
    total = (2 + copies) * numbers * 4
    if optimizer == "adam":
        total += n_tensors * 4
    return total
