# পর্ব ০৭ · অংশ ৬ — device tensor-এর একটি বৈশিষ্ট্য; .to() দিয়ে dtype বা device বদলানো
import torch

rain = torch.tensor([12.0, 0.0, 35.0])
print("rain.device              :", rain.device)
print("torch.cuda.is_available():", torch.cuda.is_available())
pick = "cuda" if torch.cuda.is_available() else "cpu"      # কাজের code-এ চেনা লাইন
print("বেছে নেওয়া device         :", pick)

same = rain.to("cpu")
print("rain.to('cpu') is rain     :", same is rain, "<- আগে থেকেই সেখানে, তাই কিছুই কপি হয় না")
as64 = rain.to(torch.float64)
print(".to(float64)             :", as64.dtype, "| নতুন storage?", as64.data_ptr() != rain.data_ptr())

# 'meta' device: শুধু আকার আর dtype, কোনো data নেই; দুই device মেশানো যায় না, তা দেখতে কাজে লাগে
ghost = torch.empty(3, device="meta")
print("meta tensor              :", ghost.device, tuple(ghost.shape), ghost.dtype)
try:
    rain + ghost
except (RuntimeError, NotImplementedError) as err:
    print("cpu + meta               ->", type(err).__name__ + ":", str(err).split("\n")[0][:90])
