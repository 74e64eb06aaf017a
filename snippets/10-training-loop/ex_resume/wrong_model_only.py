def resume(ck, model, optimizer, generator, set_rng_state):
    model.load_state_dict(ck["model"])
    generator.set_state(ck["generator"])
    set_rng_state(ck["torch_rng"])
    return ck["epoch"]
