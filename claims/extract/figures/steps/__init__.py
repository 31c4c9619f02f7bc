"""The figure steps, one module each; `claims.extract.figures.ruler` lists their order."""
