def broadcast_shape(a, b):
    """দুটি shape (পূর্ণসংখ্যার tuple) থেকে broadcasting-এর ফলের shape।

    ডান দিক থেকে মেলান; কোনো মাত্রায় দুটি আলাদা সংখ্যা, কোনোটিই ১ নয়: ValueError।
    """
    # TODO: দুটি shape সমান লম্বা করুন, তারপর মাত্রা ধরে ধরে মেলান
    return ()
