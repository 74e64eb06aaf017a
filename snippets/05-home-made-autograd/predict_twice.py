# পর্ব ০৫ · অনুশীলনী — একই graph-এ দুবার backward: a.grad কী হবে?
from value import Value, backward

a = Value(3.0)
y = a * a + a                 # a মোট তিন জায়গায় ঢুকেছে
backward(y)
print(f"after 1st backward: a.grad = {a.grad}")
backward(y)
print(f"after 2nd backward: a.grad = {a.grad}")
