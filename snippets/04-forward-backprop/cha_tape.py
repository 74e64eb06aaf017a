"""টং দোকানের এক দিনের হিসাব, প্রতিটি ধাপ খাতার (tape) একটি কলাম।"""

CUP_COST = 6.0    # এক কাপে খরচ, টাকা: পাতা, চিনি, দুধ, গ্যাস

# খাতার কলামগুলো, বাঁ থেকে ডানে: নাম, কোন কলাম থেকে হয়, আর হিসাবের নিয়ম
STEPS = [
    ("cups", ("price",), lambda price: 200 - 8 * price),
    ("income", ("price", "cups"), lambda price, cups: price * cups),
    ("cost", ("cups",), lambda cups: CUP_COST * cups),
    ("profit", ("income", "cost"), lambda income, cost: income - cost),
]
COLUMNS = ["price"] + [name for name, _, _ in STEPS]


def run_tape(price, nudge=None):
    """খাতা বাঁ থেকে ডানে ভরে। nudge = (কলাম, h) দিলে সেই কলামের মান লেখার পরে h বাড়ে।"""
    values = {}
    for column in COLUMNS:
        if column == "price":
            values[column] = price
        else:
            _, inputs, rule = STEPS[COLUMNS.index(column) - 1]
            values[column] = rule(*[values[i] for i in inputs])
        if nudge is not None and nudge[0] == column:
            values[column] += nudge[1]
    return values


def users_of(column):
    """কোন কোন কলাম এই কলামের মান পড়ে।"""
    return [name for name, inputs, _ in STEPS if column in inputs]


if __name__ == "__main__":
    tape = run_tape(15.0)
    print("column    value  made from       read by")
    for column in COLUMNS:
        made = "we set it"
        for name, inputs, _ in STEPS:
            if name == column:
                made = " and ".join(inputs)
        read = " and ".join(users_of(column)) or "nobody: the end"
        print(f"{column:<7} {tape[column]:7.0f}  {made:<15} {read}")
