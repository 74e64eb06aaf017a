def largest_batch(budget, fixed, per_day, once):
    return (budget - fixed - once) // per_day   # জায়গা না থাকলে ঋণাত্মক
