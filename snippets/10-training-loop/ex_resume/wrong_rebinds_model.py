def resume(ck, model, optimizer, generator, set_rng_state):
    model = ck["model"]
    optimizer = ck["optimizer"]
    generator.set_state(ck["generator"])
    set_rng_state(ck["torch_rng"])
    return ck["epoch"]
