import csv
import io


class RiverRows:
    def __init__(self, text):
        lines = csv.reader(io.StringIO(text))
        next(lines)
        self.rows = [[int(v) for v in line] for line in lines if line]

    def __len__(self):
        return len(self.rows)

    def __getitem__(self, i):
        line = self.rows[i]
        return line[2:8], line[0], line[8]                # ভুল: মাপগুলোও int রয়ে গেল
