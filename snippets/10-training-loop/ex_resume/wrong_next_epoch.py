def resume(ck, model, optimizer, generator, set_rng_state):
    model.load_state_dict(ck["model"])
    optimizer.load_state_dict(ck["optimizer"])
    generator.set_state(ck["generator"])
    set_rng_state(ck["torch_rng"])
    return ck["epoch"] + 1
