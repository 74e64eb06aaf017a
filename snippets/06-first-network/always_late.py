# পর্ব ০৬ · ৩ — কোনো model ছাড়াই: দোকান যদি প্রতিটি অর্ডারে বলে "দেরি হবে"
from orders import ON_TIME, TEST

said_late = 0.0                                   # প্রতিটি অর্ডারে একই উত্তর
right = int((ON_TIME[TEST] == said_late).sum())
print(f"always 'late'   : held-out accuracy {right}/{len(TEST)}")
print(f"always 'on time': held-out accuracy {len(TEST) - right}/{len(TEST)}")
