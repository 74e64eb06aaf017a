# মডিউল ২-এর চলমান উদাহরণ: নদীর পাঁচটি পানি-মাপার স্টেশনে বর্ষার দিনগুলোর হিসাব (বানানো)।
#
# প্রতিটি সারি একটি স্টেশনের একটি দিন। কাজ: আজকের মাপ দেখে বলা, কাল পানি কোন স্তরে থাকবে:
# ০ = স্বাভাবিক, ১ = সতর্ক (বিপদসীমার ৫০ সেমির মধ্যে), ২ = বিপদ (বিপদসীমার ওপরে)।
# সব সংখ্যা পূর্ণসংখ্যা আর সব হিসাব পূর্ণসংখ্যায়, Python-এর নিজের random দিয়ে: তাই যেকোনো
# কম্পিউটারে, যেকোনো NumPy বা PyTorch-এ, একই seed থেকে ঠিক একই সারি আসে।
import random

STATIONS = ("Bahadurabad", "Sirajganj", "Kurigram", "Sunamganj", "Chandpur")
STATIONS_BN = ("বাহাদুরাবাদ", "সিরাজগঞ্জ", "কুড়িগ্রাম", "সুনামগঞ্জ", "চাঁদপুর")
YEARS = tuple(range(2015, 2025))          # দশটি বর্ষা
DAYS = 120                                 # ১ জুন থেকে ২৮ সেপ্টেম্বর
FEATURES = ("level_cm", "rise_cm", "rain_mm", "rain3_mm", "upstream_mm", "day")
CLASSES = ("normal", "warning", "danger")
CLASSES_BN = ("স্বাভাবিক", "সতর্ক", "বিপদ")
COLUMNS = ("station", "year", *FEATURES, "label")
WARNING_CM = -50                           # বিপদসীমার ৫০ সেমি নিচ থেকে "সতর্ক"

# স্টেশনের স্বভাব: শুকনো দিনে পানি কোথায় নামে (বিপদসীমা থেকে সেমি), বৃষ্টিতে কত দ্রুত ওঠে (প্রতি ১০ মিমিতে সেমি)
_BASE = (-420, -380, -330, -300, -360)
_RAIN_GAIN = (4, 5, 6, 7, 4)
_UP_GAIN = (8, 7, 6, 5, 7)


def label_of(level_cm):
    """কালকের পানির স্তর (বিপদসীমা থেকে সেমি) থেকে শ্রেণি: ০, ১ বা ২।"""
    if level_cm >= 0:
        return 2
    return 1 if level_cm >= WARNING_CM else 0


def _rain(rng, wet):
    """এক দিনের বৃষ্টি, মিমি: শুকনো দিন ০, সাধারণ দিন অল্প, মাঝে মাঝে ভারী বর্ষণ।"""
    roll = rng.randrange(100)
    if roll < 100 - wet:
        return 0
    if roll < 100 - wet // 5:
        return rng.randint(2, 35)
    return rng.randint(40, 160)


def flood_rows(seed=2025):
    """সব সারি, প্রতিটি একটি tuple (COLUMNS-এর ক্রমে), স্টেশন, বছর আর দিন ধরে সাজানো।"""
    rng = random.Random(seed)
    rows = []
    for s in range(len(STATIONS)):
        for year in YEARS:
            level = _BASE[s] + rng.randint(-40, 40)
            yesterday = level
            rains = [0, 0, 0]
            for day in range(DAYS):
                season = 35 + min(day, DAYS - 1 - day) // 2   # ভরা বর্ষায় বেশি বৃষ্টির দিন
                rain = _rain(rng, season)
                upstream = _rain(rng, season + 5)
                rains = [*rains[1:], rain]
                # কালকের স্তর: তিন দিনের বৃষ্টি আর আজ উজানের বৃষ্টিতে বাড়ে, শুকনো দিনে ধীরে নামে
                push = (_RAIN_GAIN[s] * sum(rains) + _UP_GAIN[s] * upstream) // 10
                fall = (level - _BASE[s]) // 6
                nxt = level + push - fall + rng.randint(-20, 20)
                rows.append((s, year, level, level - yesterday, rain, sum(rains), upstream,
                             day, label_of(nxt)))
                yesterday, level = level, nxt
    return rows
