"""What a document says about itself, read from its wording: independence, who measured,
evidence and maturity, caveat sections and cached tokens. Each reader is a small pure
function of text."""
