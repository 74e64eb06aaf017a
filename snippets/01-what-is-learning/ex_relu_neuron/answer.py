def neuron(inputs, weights, bias):
    """weighted sum, তারপর bias যোগ, তারপর ReLU।"""
    z = bias
    for x, w in zip(inputs, weights):
        z += x * w
    return max(z, 0.0)              # ReLU: ঋণাত্মক হলে 0
