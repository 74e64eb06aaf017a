def sweep(tape):
    """tape: বাঁ থেকে ডানে লেখা ধাপের list, প্রতিটি (নাম, [(যে মান পড়ে তার নাম, local derivative), ...])।
    শেষ ধাপটি ফল। ফেরত দিন একটি dict: tape-এ আসা প্রতিটি নাম -> ফলের সেই মানের সাপেক্ষে derivative।"""
    grads = {}
    for name, inputs in tape:                 # প্রতিটি নাম ০ দিয়ে শুরু
        grads[name] = 0.0
        for source, _ in inputs:
            grads[source] = 0.0
    grads[tape[-1][0]] = 1.0                  # ফলকে নিজের সাপেক্ষে: ১
    for name, inputs in reversed(tape):       # ডান থেকে বাঁয়ে: পাঠকেরা আগে শেষ হয়
        for source, local in inputs:
            grads[source] = grads[name] * local    # ভুল: দ্বিতীয় পথ প্রথমটিকে মুছে দেয়
    return grads
