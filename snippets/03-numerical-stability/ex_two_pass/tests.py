def test_small_numbers():
    """১, ২, ৩, ৪-এর variance: গড় থেকে দূরত্বের বর্গের গড়।"""
    # গড় 2.5; দূরত্বের বর্গ 2.25, 0.25, 0.25, 2.25; তাদের গড় 5 / 4
    expect("variance_two_pass([1.0, 2.0, 3.0, 4.0])", variance_two_pass([1.0, 2.0, 3.0, 4.0]), 1.25, tol=1e-12)



def test_lopsided_numbers():
    """অপ্রতিসম তিনটি সংখ্যায় দূরত্ব মাপা হয় গড় থেকে, মাঝখান বা median থেকে নয়।"""
    # গড় (1 + 2 + 6) / 3 = 3; দূরত্ব −2, −1, +3; বর্গ 4, 1, 9; তাদের গড় 14 / 3
    # (মাঝখান (1 + 6) / 2 = 3.5 বা median 2 গড় নয়: এই তিনটি সংখ্যা প্রতিসম নয়)
    expect("variance_two_pass([1.0, 2.0, 6.0])", variance_two_pass([1.0, 2.0, 6.0]), 14 / 3, tol=1e-12)


def test_keystroke_times():
    """বিশাল সংখ্যার (১৯৭০ থেকে মিলিসেকেন্ড) কাছাকাছি মানেও variance ঠিক থাকে।"""
    start = 1_767_225_600_000.0               # ১৯৭০ থেকে মিলিসেকেন্ডে
    times = [start, start + 120.0, start + 240.0]
    # গড় থেকে দূরত্ব −120, 0, +120: variance (14400 + 0 + 14400) / 3 = 9600
    expect("variance_two_pass(times)", variance_two_pass(times), 9600.0, tol=1e-6)
