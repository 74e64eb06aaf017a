def layer_grads(X, W, dZ):
    """Z = X @ W + b একটি batch-এ। X: N সারি × a, W: a × m, dZ = ∂L/∂Z: N সারি × m (list-এর list)।
    ফেরত দিন (dX, dW, db): ∂L/∂X (N × a), ∂L/∂W (a × m), ∂L/∂b (m-টি সংখ্যার list)।"""
    N, a, m = len(X), len(W), len(W[0])
    dX = [[0.0] * a for _ in range(N)]
    db = [0.0] * m
    for n in range(N):                 # প্রতিটি সারি একটি উদাহরণ, একটি আলাদা পথ
        for k in range(m):
            db[k] += dZ[n][k]
            for i in range(a):
                dX[n][i] += W[i][k] * dZ[n][k]
    # ভুল: loop শেষে n শেষ সারিতে আটকে আছে, তাই প্রতিটি সারির dZ শেষ সারির X দিয়ে গুণ হয়
    dW = [[X[n][i] * db[k] for k in range(m)] for i in range(a)]
    return dX, dW, db
