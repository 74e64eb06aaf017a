# পর্ব ০৯ · অনুশীলনী ২ — build-এর যাচাই: শুরুর কোড, ছয়টি চেনা ভুল আর উত্তর, আটটিই check_both-এ
import heads_answer
import heads_skeleton
import heads_wrong_fixed
import heads_wrong_list
import heads_wrong_shared
import heads_wrong_tensor
import heads_wrong_vector
import heads_wrong_zero
from heads_checker import check_both

if __name__ == "__main__":                # import করলে কিছু চলে না; চালালে আটটি ফাইলের রায়
    verdicts = {}
    modules = (heads_skeleton, heads_wrong_list, heads_wrong_shared, heads_wrong_tensor, heads_wrong_zero,
               heads_wrong_fixed, heads_wrong_vector, heads_answer)
    for module in modules:
        verdicts[module.__name__] = check_both(module.StationHeads)
        print(f"{module.__name__}:", "ঠিক" if not verdicts[module.__name__] else "ধরা পড়ল")
        for problem in verdicts[module.__name__]:
            print("   -", problem)
    # build-এর পাহারা: উত্তর পাস করে, বাকি প্রতিটি ধরা পড়ে
    assert verdicts["heads_answer"] == [], verdicts["heads_answer"]
    assert all(verdicts[name] for name in verdicts if name != "heads_answer"), verdicts
