import struct


def to_bfloat16(x):
    bits = struct.unpack("<I", struct.pack("<f", x))[0]
    sign_exp, man, lower = bits >> 23, (bits >> 16) & 0x7F, bits & 0xFFFF
    if lower > 0x8000 or (lower == 0x8000 and man & 1):
        man = (man + 1) & 0x7F                 # ৭ bit-এর mantissa আলাদা গোল: উপচে পড়া ১ হারিয়ে যায়
    return struct.unpack("<f", struct.pack("<I", (sign_exp << 23) | (man << 16)))[0]
