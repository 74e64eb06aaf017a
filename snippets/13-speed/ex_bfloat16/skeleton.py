import struct


def to_bfloat16(x):
    """x-কে (আগে float32, যেমন torch-এর tensor-এ থাকে) সবচেয়ে কাছের bfloat16-এ নেওয়া।

    ঠিক মাঝখানে পড়লে জোড় দিকে (শেষ রাখা bit ০)। x সসীম, NaN বা inf নয়।
    """
    bits = struct.unpack("<I", struct.pack("<f", x))[0]   # float32-এর ৩২টি bit, একটি পূর্ণসংখ্যা
    # TODO: ওপরের ১৬ bit রাখুন, নিচের ১৬ bit দেখে ঠিক করুন ওপরেরটিতে ১ যোগ হবে কি না
    return struct.unpack("<f", struct.pack("<I", bits))[0]    # এখন: শুধু float32, গোল করা বাকি
