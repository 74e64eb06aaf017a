import struct


def to_bfloat16(x):
    bits = struct.unpack("<I", struct.pack("<f", x))[0]
    upper = bits >> 16                       # নিচের ১৬ bit শুধু ফেলে দেওয়া
    return struct.unpack("<f", struct.pack("<I", upper << 16))[0]
