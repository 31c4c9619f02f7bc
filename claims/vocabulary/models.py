"""ML models by family: "DeepSeek-V4.1-Flash", "Llama 3.1 70B", "Qwen3-235B-A22B"."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy

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
)
MODEL_RE = lazy(
    r"\b(?:" + "|".join(re.escape(f) for f in sorted(MODEL_FAMILIES, key=len, reverse=True))
    # A descriptive suffix ("Llama3-style", "GPT-like") makes the name an adjective: the
    # model it describes is of that family, and the suffix is no part of its name.
    + r")(?:[-.]?(?!(?:style|like|based|class|sized|inspired|type)\b)[A-Za-z0-9][\w.]*)*(?:[ -](?:\d+(?:\.\d+)?[BbMmTt]?|[Vv]\d[\w.]*|R1|A\d+B|"
    r"Instruct|Chat|Base|Coder|Flash|Pro|Mini|Turbo|Large|Small|Medium|MoE|Thinking|\d+x\d+B)"
    r"(?![\w]))*")

