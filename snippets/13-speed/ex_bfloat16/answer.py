import struct


def to_bfloat16(x):
    """x-কে (আগে float32, যেমন torch-এর tensor-এ থাকে) সবচেয়ে কাছের bfloat16-এ নেওয়া।

    ঠিক মাঝখানে পড়লে জোড় দিকে (শেষ রাখা bit ০)। x সসীম, NaN বা inf নয়।
    """
    bits = struct.unpack("<I", struct.pack("<f", x))[0]   # float32-এর ৩২টি bit, একটি পূর্ণসংখ্যা
    upper, lower = bits >> 16, bits & 0xFFFF
    if lower > 0x8000 or (lower == 0x8000 and upper & 1):   # অর্ধেকের বেশি, বা ঠিক অর্ধেক আর বিজোড়
        upper += 1
    return struct.unpack("<f", struct.pack("<I", upper << 16))[0]
