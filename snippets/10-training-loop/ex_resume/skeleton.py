def resume(ck, model, optimizer, generator, set_rng_state):
    """checkpoint-এর dict ck থেকে সব অবস্থা নতুন বস্তুগুলোতে ফেরানো। ফেরত: পরের প্রথম epoch-এর নম্বর।

    ck-এর চাবি: "epoch" (কয়টি epoch শেষ হয়েছে), "model", "optimizer", "generator", "torch_rng"।
    set_rng_state: global generator-এর অবস্থা বসানোর ফাংশন (আসল code-এ torch.set_rng_state)।
    ফেরত মান দিয়ে loop চলবে: for epoch in range(first, EPOCHS)।
    """
    # TODO: সব অবস্থা ফেরান, তারপর পরের epoch-এর নম্বর ফেরত দিন
    return 0
