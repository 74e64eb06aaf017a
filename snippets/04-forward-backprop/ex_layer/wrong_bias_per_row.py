def layer_grads(X, W, dZ):
    """Z = X @ W + b একটি batch-এ। X: N সারি × a, W: a × m, dZ = ∂L/∂Z: N সারি × m (list-এর list)।
    ফেরত দিন (dX, dW, db): ∂L/∂X (N × a), ∂L/∂W (a × m), ∂L/∂b (m-টি সংখ্যার list)।"""
    N, a, m = len(X), len(W), len(W[0])
    dX = [[0.0] * a for _ in range(N)]
    dW = [[0.0] * m for _ in range(a)]
    db = [0.0] * N                     # ভুল: প্রতিটি সারির যোগফল, কলামের নয়
    for n in range(N):                 # প্রতিটি সারি একটি উদাহরণ, একটি আলাদা পথ
        for k in range(m):
            g = dZ[n][k]
            db[n] += g
            for i in range(a):
                dW[i][k] += X[n][i] * g
                dX[n][i] += W[i][k] * g
    return dX, dW, db
