import csv
import io


class RiverRows:
    def __init__(self, text):
        lines = csv.reader(io.StringIO(text))
        next(lines)
        self.rows = [line for line in lines if line]

    def __len__(self):
        return len(self.rows)

    def __getitem__(self, i):
        line = self.rows[i]
        return line[2:8], int(line[0]), int(line[8])      # ভুল: csv সবকিছু str হিসেবে দেয়
