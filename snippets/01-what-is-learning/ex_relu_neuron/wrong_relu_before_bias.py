def neuron(inputs, weights, bias):
    """weighted sum, তারপর bias যোগ, তারপর ReLU।"""
    z = 0.0
    for x, w in zip(inputs, weights):
        z += x * w
    return max(z, 0.0) + bias       # ভুল: ReLU আগে, bias পরে; ফল তাই ঋণাত্মকও হতে পারে
