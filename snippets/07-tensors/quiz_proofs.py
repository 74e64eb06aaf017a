# পর্ব ০৭ · quiz-এর প্রমাণ — প্রতিটি প্রশ্নের সঠিক উত্তর এই run থেকে যাচাই হয়
import torch

# Q1: মাত্রার সংখ্যা আলাদা, তবু মেলে
print("Q1: (3, 1, 5) + (4, 1) ->", tuple((torch.ones(3, 1, 5) + torch.ones(4, 1)).shape))

# Q2: পূর্ণসংখ্যার tensor আর Python float
counts = torch.tensor([3, 0, 5])
print("Q2: (int64 tensor + 0.5).dtype =", (counts + 0.5).dtype)

# Q3: কোনটি নতুন memory নেয়
row = torch.arange(5.0)
print("Q3: expand একই storage:", row.expand(3, 5).data_ptr() == row.data_ptr(),
      "| repeat একই storage:", row.repeat(3, 1).data_ptr() == row.data_ptr())

# Q4: view-এ in-place লিখলে base-এর version
base = torch.ones(4)
head = base[:2]
head.add_(1)
print("Q4: base._version =", base._version, "| base =", base.tolist())

# Q5: GPU আছে কি না ধরে না নিয়ে লেখা
device = "cuda" if torch.cuda.is_available() else "cpu"
print("Q5: cuda.is_available() =", torch.cuda.is_available(), "| device =", device)
