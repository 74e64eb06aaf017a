def largest_batch(budget, fixed, per_day, once):
    return max(round((budget - fixed - once) / per_day), 0)   # গোল করেছে, নিচে নামায়নি
