def resume(ck, model, optimizer, generator, set_rng_state):
    model = ck["model"]  # noqa: F841 (the mistake this file shows)
    optimizer = ck["optimizer"]  # noqa: F841
    generator.set_state(ck["generator"])
    set_rng_state(ck["torch_rng"])
    return ck["epoch"]
