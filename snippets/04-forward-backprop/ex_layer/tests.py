def test_shapes():
    # N = 3 উদাহরণ, a = 2 input, b = 4 output
    X = [[1.0, 2.0], [0.0, 1.0], [3.0, -1.0]]
    W = [[1.0, 0.0, 2.0, -1.0], [0.5, 1.0, 0.0, 2.0]]
    dZ = [[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 1.0]]
    dX, dW, db = layer_grads(X, W, dZ)
    shape = (len(dX), len(dX[0]) if dX else 0)
    assert shape == (3, 2), f"dX-এর আকার X-এর মতো (3, 2) হওয়ার কথা, এল {shape}"
    shape = (len(dW), len(dW[0]) if dW else 0)
    assert shape == (2, 4), f"dW-এর আকার W-এর মতো (2, 4) হওয়ার কথা, এল {shape}"
    assert len(db) == 4, f"db-তে output-প্রতি একটি, অর্থাৎ 4টি সংখ্যা থাকার কথা, এল {len(db)}টি"


def test_one_example():
    # X = [[2, 3]], W = [[1, 2], [3, 4]], dZ = [[1, −1]]
    # dW = Xᵀ @ dZ = [[2·1, 2·(−1)], [3·1, 3·(−1)]]; db = [1, −1]
    # dX = dZ @ Wᵀ = [[1·1 + (−1)·2, 1·3 + (−1)·4]] = [[−1, −1]]
    dX, dW, db = layer_grads([[2.0, 3.0]], [[1.0, 2.0], [3.0, 4.0]], [[1.0, -1.0]])
    expect("dW", dW, [[2.0, -2.0], [3.0, -3.0]], tol=1e-12)
    expect("db", db, [1.0, -1.0], tol=1e-12)
    expect("dX", dX, [[-1.0, -1.0]], tol=1e-12)


def test_bias_collects_every_row():
    # তিনটি উদাহরণ, প্রতিটির dZ একটি সারি: db = কলামের যোগফল = [1 + 3 + 5, 2 + 4 + 6]
    X = [[1.0], [1.0], [1.0]]
    _, dW, db = layer_grads(X, [[0.0, 0.0]], [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
    expect("db", db, [9.0, 12.0], tol=1e-12)
    expect("dW", dW, [[9.0, 12.0]], tol=1e-12)
