class RiverRows:
    def __init__(self, text):
        self.rows = [line.split(",") for line in text.strip().split("\n")]

    def __len__(self):
        return len(self.rows)                        # ভুল: কলামের নামের লাইনটিও গোনা

    def __getitem__(self, i):
        line = self.rows[i + 1]                      # নমুনা ঠিক আসে, শুধু len একটি বেশি
        return [float(v) for v in line[2:8]], int(line[0]), int(line[8])
