def mistakes(p, y, threshold):
    """p > threshold হলে কথা দেওয়া। ফেরত দেয় (কথা দিয়েও দেরি, কথা না দিলেও সময়মতো)।"""
    broken = missed = 0
    for prob, on_time in zip(p, y):
        promised = prob > threshold
        if promised and on_time == 0:
            broken += 1
        elif not promised:
            missed += 1          # ভুল: কথা না দেওয়া প্রতিটি অর্ডার গোনা, সময়মতো পৌঁছাল কি না না দেখে
    return broken, missed
