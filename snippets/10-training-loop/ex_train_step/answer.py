def train_step(model, optimizer, loss_fn, batch):
    """একটি batch-এ একটি training ধাপ। ফেরত: এই batch-এর loss, সাধারণ float হিসেবে।

    batch = (x, y)। model(x) logit দেয়, loss_fn(logits, y) দেয় loss tensor।
    model আগের validation-এর পরে eval অবস্থায় থাকতে পারে।
    """
    x, y = batch
    model.train()
    loss = loss_fn(model(x), y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    return loss.item()
