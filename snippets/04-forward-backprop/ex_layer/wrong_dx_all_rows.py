def layer_grads(X, W, dZ):
    """Z = X @ W + b একটি batch-এ। X: N সারি × a, W: a × b, dZ = ∂L/∂Z: N সারি × b (list-এর list)।
    ফেরত দিন (dX, dW, db): ∂L/∂X (N × a), ∂L/∂W (a × b), ∂L/∂b (b-টি সংখ্যার list)।"""
    N, a, b = len(X), len(W), len(W[0])
    dX = [[0.0] * a for _ in range(N)]
    dW = [[0.0] * b for _ in range(a)]
    db = [0.0] * b
    for n in range(N):                 # প্রতিটি সারি একটি উদাহরণ, একটি আলাদা পথ
        for k in range(b):
            g = dZ[n][k]
            db[k] += g                 # b প্রতিটি সারিতে যোগ হয়েছিল: সব সারির ভাগ যোগ
            for i in range(a):
                dW[i][k] += X[n][i] * g
                for m in range(N):     # ভুল: সব সারির dX-এ এই সারির ভাগ
                    dX[m][i] += W[i][k] * g
    return dX, dW, db
