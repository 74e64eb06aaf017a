def train_step(model, optimizer, loss_fn, batch):
    """একটি batch-এ একটি training ধাপ। ফেরত: এই batch-এর loss, সাধারণ float হিসেবে।

    batch = (x, y)। model(x) logit দেয়, loss_fn(logits, y) দেয় loss tensor।
    model আগের validation-এর পরে eval অবস্থায় থাকতে পারে।
    """
    # TODO: একটি পুরো training ধাপ (অংশ ২ আর ৩ দেখুন)
    return 0.0
