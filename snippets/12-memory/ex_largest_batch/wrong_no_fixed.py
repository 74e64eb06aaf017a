def largest_batch(budget, fixed, per_day, once):
    return max((budget - once) // per_day, 0)   # স্থির অংশ ভুলে গেছে
