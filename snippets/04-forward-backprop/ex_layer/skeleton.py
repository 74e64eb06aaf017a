def layer_grads(X, W, dZ):
    """Z = X @ W + b একটি batch-এ। X: N সারি × a, W: a × b, dZ = ∂L/∂Z: N সারি × b (list-এর list)।
    ফেরত দিন (dX, dW, db): ∂L/∂X (N × a), ∂L/∂W (a × b), ∂L/∂b (b-টি সংখ্যার list)।"""
    # TODO: dX = dZ @ Wᵀ, dW = Xᵀ @ dZ, আর db?
    return [], [], []
