# পর্ব ০৫ · চলমান উদাহরণ — রাজশাহীর এক আড়তের বারোটি হিমসাগর আম (বানানো data)
# প্রতিটি আম: (ওজন গ্রামে, খোসায় দাগের সংখ্যা, রপ্তানি-মানের কি না: ১ হ্যাঁ, ০ না)
# আড়তদারের ক্রেতা চান মাঝারি আম (মোটামুটি ২০০ থেকে ৩৫০ গ্রাম) আর প্রায় দাগহীন খোসা।
MANGOES = [
    (160, 0, 0), (190, 1, 0), (220, 0, 1), (250, 1, 1),
    (280, 0, 1), (310, 0, 1), (330, 1, 1), (380, 0, 0),
    (420, 1, 0), (260, 3, 0), (300, 4, 0), (230, 2, 0),
]


def features(grams, spots):
    """model-এ ঢোকার আগে ওজন মাপমতো করা: ৩০০ গ্রাম হয় ০, প্রতি ১০০ গ্রামে ১।"""
    return (grams - 300) / 100, spots


if __name__ == "__main__":
    print("grams spots  x1    x2  export?")
    for grams, spots, label in MANGOES:
        x1, x2 = features(grams, spots)
        print(f"{grams:5d} {spots:5d} {x1:5.1f} {x2:4d}  {'yes' if label else 'no'}")
    print(f"{len(MANGOES)} mangoes, {sum(m[2] for m in MANGOES)} fit for export")
