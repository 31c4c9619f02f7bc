"""Learned decisions: the rules find numbers, names and structure and describe each
candidate; a small linear model trained on annotated posts makes the choices (which
hardware, model and accelerator count a figure binds to; its kind, per, evidence and who
measured it). Inference is plain Python over a weights file shipped in `claims/data/`;
training (`claims.learn.train`) needs the `train` extra."""
