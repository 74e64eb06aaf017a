import struct


def to_bfloat16(x):
    bits = struct.unpack("<I", struct.pack("<f", x))[0]
    upper, lower = bits >> 16, bits & 0xFFFF
    if lower >= 0x8000:                      # ঠিক মাঝখানে সবসময় ওপরে
        upper += 1
    return struct.unpack("<f", struct.pack("<I", upper << 16))[0]
