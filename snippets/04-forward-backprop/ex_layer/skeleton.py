def layer_grads(X, W, dZ):
    """Z = X @ W + b একটি batch-এ। X: N সারি × a, W: a × m, dZ = ∂L/∂Z: N সারি × m (list-এর list)।
    ফেরত দিন (dX, dW, db): ∂L/∂X (N × a), ∂L/∂W (a × m), ∂L/∂b (m-টি সংখ্যার list)।"""
    # TODO: dX = dZ @ Wᵀ, dW = Xᵀ @ dZ, আর db?
    return [], [], []
