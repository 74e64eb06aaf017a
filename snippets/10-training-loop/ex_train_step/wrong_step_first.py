def train_step(model, optimizer, loss_fn, batch):
    x, y = batch
    model.train()
    loss = loss_fn(model(x), y)
    optimizer.zero_grad()
    optimizer.step()
    loss.backward()
    return loss.item()
