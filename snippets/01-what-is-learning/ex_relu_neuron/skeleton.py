def neuron(inputs, weights, bias):
    """weighted sum, তারপর bias যোগ, তারপর ReLU।"""
    # TODO: প্রতিটি input-কে তার weight দিয়ে গুণ করে যোগ করুন
    # TODO: bias যোগ করুন, আর ঋণাত্মক হলে 0 ফেরত দিন
    return 0.0
