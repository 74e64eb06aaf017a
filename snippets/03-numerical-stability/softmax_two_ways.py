# পর্ব ০৩ · ৪ — keyboard-এর পরের শব্দ: softmax, সরল সূত্রে আর নিরাপদ সূত্রে
import numpy as np

WORDS = ["খাই", "খাব", "খেয়েছি", "রাঁধি", "চাই"]     # "আমি ভাত ..."-এর পরে পাঁচটি প্রার্থী


def naive_softmax(z):
    e = np.exp(z)
    return e / e.sum()


def stable_softmax(z):
    e = np.exp(z - z.max())          # সবচেয়ে বড় score বাদ দিলে সবচেয়ে বড় ঘাত 0
    return e / e.sum()


small = np.array([2.8, 2.1, 0.9, 0.2, -1.1], dtype=np.float32)
np.set_printoptions(precision=4, suppress=True)
print("scores           :", small)
print("naive  softmax   :", naive_softmax(small))
print("stable softmax   :", stable_softmax(small))
# অভেদটি সরল সূত্রেই দেখা যায়: সব score থেকে একই সংখ্যা বাদ দিলে softmax বদলায় না
print("naive, z - 2.8   :", naive_softmax(small - 2.8))
print("z - 2.8, same    :", np.allclose(naive_softmax(small - 2.8), naive_softmax(small)))

# খুব বড় আর খুব ছোট score: সরল সূত্রের exp এখানে অংশ ২-এর সীমা পেরোয়, তাই শুধু নিরাপদ রূপ
for name, z in (("scores x 40", small * 40), ("scores - 120", small - 120)):
    print(f"{name:<13}: largest exp(z) {np.exp(np.float64(z.max())):.1e} | stable {stable_softmax(z)}")
