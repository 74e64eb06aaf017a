class RiverRows:
    def __init__(self, text):
        lines = text.strip().split("\n")[1:]             # কলামের নাম বাদ, শেষের '\n'-ও সামলানো
        self.rows = [line.split(",") for line in lines]  # ভুল: উদ্ধৃতিচিহ্ন ঘরের অংশ হয়ে থেকে যায়

    def __len__(self):
        return len(self.rows)

    def __getitem__(self, i):
        line = self.rows[i]
        return [float(v) for v in line[2:8]], int(line[0]), int(line[8])
