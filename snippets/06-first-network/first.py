# পর্ব ০৬ · Logistic regression থেকে প্রথম neural network: প্রথম snippet
# `make lesson` লিখেছে; নিজের উদাহরণে বদলান, তারপর `make accept`।
import torch

x = torch.arange(6.0).reshape(2, 3)
print("x =", x)
print("প্রথম সারির যোগফল:", x[0].sum().item())
