import math


def record_norm(log, name):
    """একটি hook বানান: gradient (সারির তালিকা) পেলে log-এ (name, L2 মাপ) যোগ করে, আর কিছু ফেরত দেয় না।"""

    def hook(grad):
        # TODO: সব ঘরের বর্গের যোগফলের বর্গমূল, এখনই হিসাব করে log-এ
        pass

    return hook


def vanishing(log, ratio=0.01):
    """log-এর যে নামগুলোর মাপ সবচেয়ে বড় মাপের ratio গুণের চেয়ে ছোট, log-এর ক্রমে।"""
    # TODO
    return []
