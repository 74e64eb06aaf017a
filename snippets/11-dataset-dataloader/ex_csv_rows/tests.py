HEADER = "station,year,level_cm,rise_cm,rain_mm,rain3_mm,upstream_mm,day,label"
TEXT = HEADER + "\n" + "\n".join([
    "0,2015,-389,0,0,0,32,0,0",
    "0,2015,-378,11,2,2,0,1,0",
    "4,2024,12,35,80,140,60,119,2",
]) + "\n"


def test_header_is_not_a_row():
    """কলামের নামের লাইন কোনো সারি নয়।"""
    # কলামের নামের লাইন বাদে তিনটি সারি (এখানে শেষে '\n' নেই)
    expect("len(RiverRows(TEXT.rstrip()))", len(RiverRows(TEXT.rstrip())), 3)


def test_first_row_values():
    """প্রথম সারির মাপ, স্টেশন আর শ্রেণি ঠিক কলাম থেকে আসে।"""
    # প্রথম সারি: মাপ কলাম ২ থেকে ৭, স্টেশন কলাম ০, শ্রেণি কলাম ৮
    expect("RiverRows(TEXT)[0]", RiverRows(TEXT)[0], ([-389.0, 0.0, 0.0, 0.0, 32.0, 0.0], 0, 0))


def test_types():
    """মাপ `float`-এ, স্টেশন আর শ্রেণি পূর্ণসংখ্যায়।"""
    # model মাপ চায় float-এ (torch-এ float32), স্টেশন আর শ্রেণি পূর্ণসংখ্যায় (int64)
    x, station, label = RiverRows(TEXT)[1]
    kinds = [type(v).__name__ for v in x] + [type(station).__name__, type(label).__name__]
    expect("RiverRows(TEXT)[1]-এর ধরন", kinds, ["float"] * 6 + ["int", "int"])


def test_no_row_from_the_last_newline():
    """file-এর শেষের ফাঁকা লাইন কোনো সারি নয়।"""
    # file-এর শেষে '\n' থাকে; তার পরের ফাঁকা 'লাইন' কোনো সারি নয়। শেষে '\n' থাকলেও তিনটিই
    expect("len(RiverRows(TEXT))", len(RiverRows(TEXT)), 3)
    expect("RiverRows(TEXT)[-1]", RiverRows(TEXT)[-1], ([12.0, 35.0, 80.0, 140.0, 60.0, 119.0], 4, 2))


def test_blank_line_at_the_end():
    """শেষের বাড়তি ফাঁকা লাইনও কোনো সারি নয়।"""
    # হাতে edit করা file-এর শেষে প্রায়ই একটি বাড়তি ফাঁকা লাইন ('\n\n'): csv.reader তাকে একটি ফাঁকা সারি [] দেয়
    expect("len(RiverRows(TEXT + '\\n'))", len(RiverRows(TEXT + "\n")), 3)


def test_every_index_once():
    """০ থেকে শেষ পর্যন্ত প্রতিটি index একটি করে সারি দেয়।"""
    # DataLoader-এর sampler 0 থেকে len − 1 পর্যন্ত প্রতিটি index চায়; শেষটি শেষ সারি
    ds = RiverRows(TEXT)
    expect("[ds[i][1] for i in range(len(ds))]", [ds[i][1] for i in range(len(ds))], [0, 0, 4])
    try:
        ds[len(ds)]
    except IndexError:
        return
    raise AssertionError("ds[len(ds)] কোনো IndexError দেয়নি: len আর সারির সংখ্যা মেলে না")


def test_quoted_fields():
    """উদ্ধৃতিচিহ্নে মোড়া ঘরও পড়া যায়।"""
    # অনেক program (যেমন csv.QUOTE_ALL দিয়ে লেখা file) প্রতিটি ঘর উদ্ধৃতিচিহ্নে মুড়ে লেখে
    quoted = '"' + HEADER.replace(",", '","') + '"\n"0","2015","-389","0","0","0","32","0","0"\n'
    expect("RiverRows(quoted)[0]", RiverRows(quoted)[0], ([-389.0, 0.0, 0.0, 0.0, 32.0, 0.0], 0, 0))
