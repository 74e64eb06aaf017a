def mistakes(p, y, threshold):
    """p > threshold হলে কথা দেওয়া। ফেরত দেয় (কথা দিয়েও দেরি, কথা না দিলেও সময়মতো)।"""
    broken = missed = 0
    for prob, late in zip(p, y):         # ভুল: y = 1 মানে দেরি ধরে নেওয়া (আসলে y = 1 মানে সময়মতো)
        promised = prob > threshold
        if promised and late == 1:
            broken += 1
        elif not promised and late == 0:
            missed += 1
    return broken, missed
