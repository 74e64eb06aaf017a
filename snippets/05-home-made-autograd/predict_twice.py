# পর্ব ০৫ · অনুশীলনী — একই graph-এ দুবার backward: a-এর gradient কত আসবে?
from backward import backward
from rashi import Rashi

a = Rashi(3.0)
y = a * a + a                 # a মোট তিনটি তীরের মাথায়
first = backward(y)
second = backward(y)
print(f"first backward:  {first[a]}")
print(f"second backward: {second[a]}")
