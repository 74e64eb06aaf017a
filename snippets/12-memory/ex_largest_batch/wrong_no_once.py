def largest_batch(budget, fixed, per_day, once):
    return max((budget - fixed) // per_day, 0)  # once বাদ
