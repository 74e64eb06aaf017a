def resume(ck, model, optimizer, generator, set_rng_state):
    model.state_dict().update(ck["model"])           # state_dict() একটি নতুন dict: বদলায় সেটিই, model নয়
    optimizer.load_state_dict(ck["optimizer"])
    generator.set_state(ck["generator"])
    set_rng_state(ck["torch_rng"])
    return ck["epoch"]
