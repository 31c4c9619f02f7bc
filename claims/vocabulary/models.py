"""ML models by family: "DeepSeek-V4.1-Flash", "Llama 3.1 70B", "Qwen3-235B-A22B"."""

from __future__ import annotations

from claims.vocabulary.lazy import lazy
from claims.vocabulary.matcher import literals

# "LLaMA" and "LLAMA" are how Meta first wrote the name, and many posts still do.
MODEL_FAMILIES = (
    "DeepSeek", "Llama", "LLaMA", "LLAMA", "Qwen", "QwQ", "Mistral", "Mixtral", "Ministral",
    "Gemma", "Phi",
    "GPT", "gpt-oss", "Falcon", "Kimi", "GLM", "Claude", "Gemini", "Grok", "Yi", "Baichuan",
    "InternLM", "OLMo", "Nemotron", "Granite", "BERT", "RoBERTa", "ResNet", "Whisper",
    "Stable Diffusion", "SDXL", "FLUX", "Flux", "MiniMax", "Command R", "DBRX", "Jamba",
    "StarCoder", "CodeLlama", "Vicuna", "T5", "ViT", "YOLO", "EXAONE", "Hunyuan",
    # Older open models, MLPerf's reference models, embedding and vision models: written in
    # their own case, so that "bloom filter" or "opt-in" are no model.
    "BLOOM", "MPT", "Pythia", "DistilBERT", "distilbert", "bert-base", "bert-large",
    "DLRM", "RNN-T", "U-Net", "UNet", "CLIP", "LLaVA", "EfficientNet", "MobileNet",
    "text-embedding", "ada-002", "MiniLM", "all-MiniLM", "BGE", "bge", "nomic-embed",
    # Other spellings posts and model hubs use: lower case, an organisation glued on, a
    # family glued to its next word; and newer open families.
    "Roberta", "roberta", "Bert-base", "Bert-large", "Meta-Llama", "DeepSeekCoder", "TinyLlama",
    "Llava", "llava",
    "gpt-4", "gpt-3.5", "gpt-5", "Flan-T5", "wav2vec", "Codestral", "Pixtral",
    "SmolLM", "MiniCPM", "InternVL", "CogVideoX", "HunyuanVideo", "Moonshine", "RWKV",
    # Families named by a common word are models only with their number: "OPT-13B", "phi-2",
    # "llama-7B" (a llama, in lower case, may be the animal).
    *(f"{family}-{digit}" for family in ("OPT", "phi", "llama") for digit in "123456789"),
    *(f"llama{digit}" for digit in "1234"),
)
# Model hubs write names in lower case ("internlm2-20b", "qwen2.5-7b-instruct"), where the
# bare word may be a common one ("falcon", "granite", "opt", "phi"): a model only with its
# size, which may follow a version set apart by a space ("llama 3.1-8B").
SIZED_FAMILIES = ("internlm", "qwen", "mistral", "mixtral", "gemma", "deepseek", "falcon",
                  "baichuan", "glm", "granite", "olmo", "nemotron", "starcoder", "vicuna",
                  "llama", "gpt", "opt", "phi", "mpt", "bloom")
#: Families of generative language models, folded (letters and digits, lower case), as the
#: labels of a table's rows open with them ("gptj-99", "llama2-70b-99", "mixtral-8x7b"): the
#: rows a note calls "the language models". An encoder such as BERT is not one: its rates are
#: counted in queries or samples, not tokens.
LANGUAGE_MODEL_FAMILIES = ("gpt", "llama", "mixtral", "mistral", "qwen", "deepseek", "gemma",
                           "falcon", "phi", "bloom", "mpt", "olmo", "granite", "nemotron",
                           "kimi", "glm", "baichuan", "internlm", "starcoder", "codellama",
                           "vicuna", "opt")
#: Families named after their maker: a bare mention may be the company ("DeepSeek's file
#: system", "Mistral released"), not a model (`claims.extract.conditions.model_mentions`).
MAKER_FAMILIES = frozenset({"DeepSeek", "Mistral", "MiniMax", "Baichuan"})
# A hyphen as typeset text may write it (U+2010, or U+2011 that keeps a name on one line,
# as in "Llama 4 Scout" joined by it), which joins a name's parts as "-" does.
_HYPHENS = "\u2010\u2011"
# What may follow a family's name in the same name: a glued suffix, then words set apart.
_TAIL = (
    # A descriptive suffix ("Llama3-style", "GPT-like") makes the name an adjective: the
    # model it describes is of that family, and the suffix is no part of its name.
    r"(?:[-" + _HYPHENS + r".]?(?!(?:style|like|based|class|sized|inspired|type)\b)"
    r"[A-Za-z0-9][\w.]*)*"
    # An Ollama tag's size after a colon ("llama3.2:3b", "qwen2.5:0.5b") is the model's.
    r"(?::\d+(?:\.\d+)?[BbMm](?![\w.])|"
    # A number that counts what follows is no part of the name: "1" of "Llama 3.1 8B
    # Instruct 1 x A100", "4" of "... Instruct 4 GPUs".
    r"[ " + _HYPHENS + r"-](?:\d+(?:\.\d+)?[BbMmTt]|\d+(?:\.\d+)?"
    r"(?![ \t]*(?:[x\u00d7][ \t]*[A-Z]|(?:GPU|TPU|"
    r"CPU|node|chip|card|device|core|socket)s?\b))|[Vv]\d[\w.]*|R1|A\d+B|"
    # A width multiplier after a version ends a name written as a label ("MobileNet v2
    # 1.0X" in a table row), never one that a comparison follows ("v2 1.4x faster").
    r"(?<=[Vv]\d[ -])\d+\.\d+[xX](?=[ \t]*(?:[|,;)\n]|$))|"
    r"Instruct|Chat|Base|Coder|Flash|Pro|Mini|Turbo|Large|Small|Medium|MoE|Thinking|\d+x\d+B|"
    # A size word written in lower case ("Whisper large-v3", "GPT-4o mini"), a generation
    # ("Kimi K2"), a tier name ("Claude 3.5 Sonnet", "Stable Diffusion XL"); a line's members
    # are other models ("Llama 4 Scout" is not "Llama 4 Maverick").
    r"(?:tiny|small|base|medium|large|mini)(?:-v\d)?|K\d|XXL|XL|Sonnet|Opus|Haiku|Scout|"
    r"Maverick|Behemoth|Nano|Ultra|Super|Lite|Plus|Air|Omni|VL|Vision)"
    # A number is never cut at its decimal point: "1" of "1.0X", "7.7" of "7.7.2".
    r"(?![\w]|\.\d))*")
MODEL_RE = lazy(
    r"\b(?:" + "|".join(SIZED_FAMILIES) + r")(?:[ ](?=\d))?[\w.-]*?[-:]\d+(?:\.\d+)?[bB]"
    # a glued number after the size ("llama2-70b-99.9", a benchmark's accuracy target) is
    # part of the name: the family's own reading below keeps it
    r"(?![\w.]|-\d)(?:-(?:chat|instruct|base|coder|it|hf)(?![\w.]))*|"
    r"\b(?:" + literals(sorted(MODEL_FAMILIES, key=len, reverse=True)) + r")" + _TAIL)
#: A family written from a capital, glued after lower-case letters that make a longer name
#: ("nnU-Net", "SciBERT", "ChatGLM"): the family's match, its glued head found by the caller.
GLUED_FAMILY = lazy(
    r"(?:" + literals(sorted((f for f in MODEL_FAMILIES if f[0].isupper()), key=len,
                             reverse=True)) + r")" + _TAIL)
