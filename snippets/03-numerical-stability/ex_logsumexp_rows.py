# পর্ব ০৩ · অনুশীলনী ১ — একটি batch-এর প্রতিটি সারির log-sum-exp আর log-softmax
import numpy as np


def logsumexp_rows(Z):
    """Z-এর আকার (n, k); ফেরত দেয় (n, 1): প্রতিটি সারির log(Σ exp)।"""
    m = Z.max(axis=1, keepdims=True)              # প্রতিটি সারির নিজের সবচেয়ে বড় মান
    return m + np.log(np.exp(Z - m).sum(axis=1, keepdims=True))


def log_softmax_rows(Z):
    return Z - logsumexp_rows(Z)                  # (n, k) − (n, 1): broadcasting


Z = np.array([[2.8, 2.1, 0.9, 0.2, -1.1],        # সাধারণ score
              [1000.0, 998.0, 995.0, 990.0, 880.0],   # খুব বড়
              [-900.0, -901.0, -905.0, -950.0, -999.0]])   # খুব ছোট
L = log_softmax_rows(Z)
np.set_printoptions(precision=4, suppress=True)
print("logsumexp per row:", logsumexp_rows(Z).ravel())
print("every row's exp sums to 1:", np.allclose(np.exp(L).sum(axis=1), 1.0))
plain = np.log(np.exp(Z[0]).sum())               # সাধারণ সারিতে সরল সূত্র নিরাপদ
print("row 1 agrees with the plain formula:", np.isclose(logsumexp_rows(Z)[0, 0], plain))
