def mistakes(p, y, threshold):
    """p > threshold হলে কথা দেওয়া। ফেরত দেয় (কথা দিয়েও দেরি, কথা না দিলেও সময়মতো)।"""
    broken = missed = 0
    for prob, on_time in zip(p, y):
        promised = prob > threshold
        if promised and on_time == 0:
            broken += 1          # কথা দিয়েও দেরি
        elif not promised and on_time == 1:
            missed += 1          # কথা না দিলেও সময়মতো
    return broken, missed
