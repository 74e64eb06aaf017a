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
    # ভুল: input-এর গড় × dZ-এর যোগ; কোন সারির dZ কোন সারির X-এর সঙ্গে জোড়া, তা হারিয়ে যায়
    mean_x = [sum(X[n][i] for n in range(N)) / N for i in range(a)]
    dW = [[mean_x[i] * db[k] for k in range(m)] for i in range(a)]
    return dX, dW, db
