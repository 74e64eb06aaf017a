import csv
import io


class RiverRows:
    """CSV-এর লেখা (প্রথম লাইনে কলামের নাম) থেকে একটি map-style dataset।

    ds[i] ফেরত দেয় (মাপ, স্টেশন, শ্রেণি): মাপ ছয়টি float-এর list (কলাম ২ থেকে ৭),
    স্টেশন আর শ্রেণি int (প্রথম আর শেষ কলাম)।
    """

    def __init__(self, text):
        lines = csv.reader(io.StringIO(text))
        next(lines)                                   # কলামের নাম: নমুনা নয়
        self.rows = [line for line in lines if line]

    def __len__(self):
        return len(self.rows)

    def __getitem__(self, i):
        line = self.rows[i]
        return [float(v) for v in line[2:8]], int(line[0]), int(line[8])
