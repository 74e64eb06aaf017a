def neuron(inputs, weights, bias):
    """weighted sum, তারপর bias যোগ, তারপর ReLU।"""
    z = 0.0
    for x, w in zip(inputs, weights):
        z += x * w + bias           # ভুল: bias loop-এর ভেতরে, তাই প্রতিটি input-এ একবার করে যোগ
    return max(z, 0.0)
