def neuron(inputs, weights, bias):
    """weighted sum, তারপর bias যোগ, তারপর ReLU।"""
    z = 0.0
    for x, w in zip(inputs, weights):
        z += x * w                  # ভুল: bias যোগ করতে ভুলে গেছি
    return max(z, 0.0)
