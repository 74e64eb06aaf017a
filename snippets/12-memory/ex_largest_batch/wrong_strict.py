def largest_batch(budget, fixed, per_day, once):
    batch = 0
    while fixed + (batch + 1) * per_day + once < budget:   # ঠিক সীমায় পৌঁছানোকেও "ধরে না" ভেবেছে
        batch += 1
    return batch
