def neuron(inputs, weights, bias):
    """weighted sum, তারপর bias যোগ, তারপর ReLU।"""
    z = bias
    for i in range(len(inputs) - 1):   # ভুল: শেষ input বাদ পড়ে গেল
        z += inputs[i] * weights[i]
    return max(z, 0.0)
