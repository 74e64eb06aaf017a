def train_step(model, optimizer, loss_fn, batch):
    x, y = batch
    model.training = True
    loss = loss_fn(model(x), y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    return loss.item()
