# পর্ব ০৯ · ৭ — pickle ফাইল খোলা মানে code চালানো; weights_only=True সেটি থামায়
import inspect
import pickle
import zipfile

import torch
from flood_net import FloodNet


class Loud:
    """নিরীহ: খোলার সময় শুধু একটি লাইন ছাপে। আসল আক্রমণে এখানে থাকত যেকোনো ফাংশন।"""

    def __reduce__(self):                      # pickle-কে বলে: "আমাকে ফেরাতে print(...) ডেকো"
        return (print, ("   >>> এই লাইনটি ফাইল খোলার সময় চলল",))


blob = pickle.dumps(Loud())
print("pickle.loads:")
pickle.loads(blob)

torch.manual_seed(0)
torch.save({"model": FloodNet().state_dict(), "note": Loud()}, "shared_ckpt.pt")
names = zipfile.ZipFile("shared_ckpt.pt").namelist()            # torch.save-এর ফাইল একটি zip
print("zip-এর ভেতরে pickle:", [n.split("/", 1)[1] for n in names if n.endswith(".pkl")],
      "| tensor-এর সংখ্যার ফাইল:", sum("/data/" in n for n in names))
print("torch.load(weights_only=False):")
ckpt = torch.load("shared_ckpt.pt", weights_only=False)


def refused(**options):
    """torch.load থামলে কোন global-এ থামল, তা ছাপে; থামলে True।"""
    try:
        torch.load("shared_ckpt.pt", **options)
    except pickle.UnpicklingError as err:
        lines = str(err).splitlines()
        why = next(s for s in lines if "Unsupported global" in s).split("Unsupported global: ")[1].split(" was not")[0]
        print("   থামল:", type(err).__name__, "| অচেনা global:", why)
        return True
    return False


print("torch.load(weights_only=True):")
refused(weights_only=True)
print("torch.load(), weights_only না দিয়ে:")
refused()
# inspect.signature একটি ফাংশনের parameter-গুলো আর তাদের default পড়ে দেয়
print("signature-এ weights_only-র default:", inspect.signature(torch.load).parameters["weights_only"].default)

torch.save(FloodNet().state_dict(), "plain.pt")
state = torch.load("plain.pt", weights_only=True)
print("শুধু tensor-এর dict, weights_only=True:", len(state), "টি চাবি পড়া গেল")
