# পর্ব ০২ · চলমান উদাহরণ — রাজশাহীতে নুসরাতের রিকশা-খাতা (বানানো data)
# এক মাসের ২৪টি যাত্রা: দূরত্ব (কিলোমিটার, ফোনের map থেকে) আর দেওয়া ভাড়া (টাকা)
import numpy as np

km = np.array([4.2, 1.8, 2.3, 4.9, 6.0, 1.4, 1.0, 1.6, 2.5, 1.5, 3.8, 3.9,
               1.2, 3.7, 0.6, 3.1, 5.9, 4.9, 3.8, 2.4, 1.7, 3.0, 2.1, 5.3])
fare = np.array([80, 50, 50, 90, 110, 45, 30, 45, 60, 45, 80, 90,
                 35, 85, 25, 60, 115, 90, 75, 50, 35, 70, 45, 105], dtype=float)

if __name__ == "__main__":
    print(f"{len(km)} trips, {km.min()} to {km.max()} km, {fare.min():.0f} to {fare.max():.0f} taka")
    for row in range(6):
        trips = range(row * 4, row * 4 + 4)
        print("   ".join(f"{km[i]:3.1f} km {fare[i]:4.0f} tk" for i in trips))
