def split_by_year(rows, val_years):
    """rows: (স্টেশন, বছর, ছয়টি মাপ, শ্রেণি)-এর tuple। ফেরত দিন (train, val, mean):
    val-এ val_years-এর সব সারি, train-এ বাকিগুলো (দুটিতেই আগের ক্রমে), আর mean হলো
    ছয়টি মাপের প্রতিটির গড় (float-এর list), শুধু train-এর সারি থেকে।"""
    # TODO
    return rows, [], [0.0] * 6
