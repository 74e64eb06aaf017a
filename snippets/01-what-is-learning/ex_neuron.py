# পর্ব ০১ · অনুশীলনী ৩ — NumPy ছাড়া একটি neuron: ৩২°C দিনে বৃষ্টি বাড়লে বিক্রি
def relu(z):
    return max(z, 0.0)


def neuron(inputs, weights, bias):
    """weighted sum + bias, তারপর ReLU।"""
    z = sum(x * w for x, w in zip(inputs, weights)) + bias
    return relu(z)


for rain in range(7):
    print(f"32 C, {rain} hour(s) of rain: {neuron([32.0, rain], [2.5, -15.0], -5.0):5.1f}")
