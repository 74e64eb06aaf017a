import flood_data
from flood_csv import FloodCSV, write_csv

write_csv("flood.csv", flood_data.flood_rows())      # run-এর নিজের scratch folder-এ
with open("flood.csv") as f:
    lines = f.read().splitlines()
print("file-এ লাইন:", len(lines))
for line in lines[:3]:
    print("   ", line)

ds = FloodCSV("flood.csv")
print("len(ds):", len(ds))
x, station, label = ds[0]
print("ds[0] মাপ:", x, x.dtype)
print("ds[0] স্টেশন:", station, station.dtype, "| শ্রেণি:", label, label.dtype)
print("file থেকে ফেরা সারি আর flood_rows() হুবহু এক:", ds.rows == flood_data.flood_rows())
