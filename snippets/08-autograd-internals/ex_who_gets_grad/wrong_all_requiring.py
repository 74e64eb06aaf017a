def who_gets_grad(steps, leaves):
    # ভুল: requires_grad=True হলেই .grad ভরবে ধরে নেওয়া, পথ না দেখে
    return sorted(name for name, wants in leaves.items() if wants)
