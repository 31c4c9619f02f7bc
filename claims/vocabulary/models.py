"""ML models by family: "DeepSeek-V4.1-Flash", "Llama 3.1 70B", "Qwen3-235B-A22B"."""

from __future__ import annotations

import re

# "LLaMA" and "LLAMA" are how Meta first wrote the name, and many posts still do.
MODEL_FAMILIES = (
    "DeepSeek", "Llama", "LLaMA", "LLAMA", "Qwen", "QwQ", "Mistral", "Mixtral", "Ministral",
    "Gemma", "Phi",
    "GPT", "gpt-oss", "Falcon", "Kimi", "GLM", "Claude", "Gemini", "Grok", "Yi", "Baichuan",
    "InternLM", "OLMo", "Nemotron", "Granite", "BERT", "RoBERTa", "ResNet", "Whisper",
    "Stable Diffusion", "SDXL", "FLUX", "Flux", "MiniMax", "Command R", "DBRX", "Jamba",
    "StarCoder", "CodeLlama", "Vicuna", "T5", "ViT", "YOLO", "EXAONE", "Hunyuan",
)
MODEL_RE = re.compile(
    r"\b(?:" + "|".join(re.escape(f) for f in sorted(MODEL_FAMILIES, key=len, reverse=True))
    + r")(?:[-.]?[A-Za-z0-9][\w.]*)*(?:[ -](?:\d+(?:\.\d+)?[BbMmTt]?|[Vv]\d[\w.]*|R1|A\d+B|"
    r"Instruct|Chat|Base|Coder|Flash|Pro|Mini|Turbo|Large|Small|Medium|MoE|Thinking|\d+x\d+B)"
    r"(?![\w]))*")

