class RiverRows:
    def __init__(self, text):
        self.rows = [line.split(",") for line in text.split("\n")[1:]]   # ভুল: শেষের '\n'-এর পরে একটি ফাঁকা লাইন

    def __len__(self):
        return len(self.rows)

    def __getitem__(self, i):
        line = self.rows[i]
        return [float(v) for v in line[2:8]], int(line[0]), int(line[8])
