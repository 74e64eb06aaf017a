def largest_batch(budget, fixed, per_day, once):
    """memory-র সীমা `budget` byte-এ সবচেয়ে বড় কোন batch ধরে? একটিও না ধরলে 0।

    fixed: স্থির অংশ (weight + grad + optimizer), per_day: graph-এ দিন-প্রতি byte,
    once: graph-এর যে অংশ batch-এর ওপর নির্ভর করে না। সব পূর্ণসংখ্যা।
    """
    # TODO: fixed + batch × per_day + once যেন budget ছাড়িয়ে না যায়
    return 0
