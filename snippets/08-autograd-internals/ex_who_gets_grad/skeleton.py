def who_gets_grad(steps, leaves):
    """শেষ step-এর output থেকে backward চালালে কোন leaf-এর .grad ভরবে, তাদের নাম, sorted()-এর ক্রমে (বড় হাতের অক্ষর আগে)।

    leaves: {নাম: requires_grad}, যেমন {"X": False, "W1": True}।
    steps: forward-এর ক্রমে (output, op, inputs), যেমন ("a1", "mm", ["X", "W1"])।
    op "detach" হলে output graph-এর বাইরে; "no_grad:" দিয়ে শুরু হলে op-টি no_grad-এর ভেতরে চলেছিল।
    শেষ output নিজেই gradient না চাইলে খালি তালিকা।
    """
    # TODO: আগে প্রতিটি output gradient চায় কি না বের করুন, তারপর শেষ থেকে পেছনে হাঁটুন
    return []
