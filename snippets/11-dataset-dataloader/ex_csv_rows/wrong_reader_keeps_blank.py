import csv
import io


class RiverRows:
    def __init__(self, text):
        lines = csv.reader(io.StringIO(text))
        next(lines)
        self.rows = list(lines)          # ভুল: শেষের বাড়তি ফাঁকা লাইন একটি ফাঁকা সারি [] হয়ে থেকে যায়

    def __len__(self):
        return len(self.rows)

    def __getitem__(self, i):
        line = self.rows[i]
        return [float(v) for v in line[2:8]], int(line[0]), int(line[8])
