# পর্ব ০৭ · অনুশীলনী ১ — এক বছরের বৃষ্টি (৫২ সপ্তাহ, ৪ জেলা, ৭ দিন): প্রতিটি ফলের shape
import torch

year = torch.zeros(52, 4, 7)

print("(ক) year.mean(dim=2)               ->", tuple(year.mean(dim=2).shape))
print("(খ) year[:, 2]                     ->", tuple(year[:, 2].shape))
summed = year.sum(dim=(0, 2), keepdim=True)
print("(গ) year.sum(dim=(0, 2), keepdim=True)\n                                       ->", tuple(summed.shape))
by_district = year.permute(1, 0, 2)
print("(ঘ) permute(1, 0, 2)               ->", tuple(by_district.shape), "| contiguous", by_district.is_contiguous())
try:
    by_district.view(4, -1)
    print("(ঙ) view(4, -1) চলল")
except RuntimeError as err:
    print("(ঙ) view(4, -1)                    ->", type(err).__name__)
print("(ঙ) reshape(4, -1)                 ->", tuple(by_district.reshape(4, -1).shape))
print("(চ) year - year.mean(dim=0)        ->", tuple((year - year.mean(dim=0)).shape))
