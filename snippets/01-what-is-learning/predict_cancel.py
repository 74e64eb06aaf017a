# পর্ব ০১ · অনুমান করুন — ভুলগুলো শুধু যোগ করলে কী হয়?
sales = [70, 90]  # দুই দিনের আসল বিক্রি
guess = [80, 80]  # model দুই দিনই বলল ৮০
errors = [g - s for g, s in zip(guess, sales)]
print("errors:", errors)
print("sum of errors:", sum(errors))
print("mean of squared errors:", sum(e**2 for e in errors) / len(errors))
