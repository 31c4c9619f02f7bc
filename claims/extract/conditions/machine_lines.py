"""A setup line that describes the machine alone ("| Hardware | 8x MI355X, 288 GiB HBM per
GPU |", "- **Memory:** 512 GB DDR5"): its figures are the machine's own (how many devices it
holds, their memory, their clock), which no model the document serves describes. A line
labelled with what the run used ("GPUs used: 4", "Tensor parallelism: 8") is the run's.

A device count there is the machine's too ("8x MI355X" where a run used four): the lists
differ on a count of devices a run used all of (one of real29's binds the model), and binding
none there scored better on the sets not read (real30 +2, the 28 dev folders -1)."""

from __future__ import annotations

from claims.extract.text.blocks import Block
from claims.vocabulary.lazy import lazy

#: A label that names the machine or one of its parts: what follows it describes that
#: machine, not what a run on it did.
_MACHINE_LABEL = lazy(
    r"(?:hardware|machine|server|system|node|host|instance(?:[ \t]type)?|platform|"
    r"gpus?|cpus?|processors?|accelerators?|memory|ram|hbm|vram|storage|disks?|drives?|"
    r"network|nics?)", 2)  # 2 == re.IGNORECASE
#: A list item or one-line paragraph opening with such a label and a colon (the bullet and
#: the bold marks are blanked in a block's scan).
_LABELLED = lazy(r"[ \t]*(?:\d+[.)][ \t]+)?(\w[\w \t]*?)[ \t]*:")


def machine_line(block: Block) -> bool:
    """True when the block is a setup line whose label names the machine or a part of it
    ("| GPU | 8x H100 |", "**Hardware:** ..."), so its figures describe that machine."""
    if block.kind == "table_row":
        if len(block.cells) != 2:  # a key-value setup table: a label and a value
            return False
        label = block.scan[block.cells[0][0]:block.cells[0][1]].strip()
    elif block.kind == "paragraph" and (block.item or "\n" not in block.scan.strip()):
        labelled = _LABELLED.match(block.scan)
        label = labelled.group(1) if labelled else ""
    else:
        return False
    return _MACHINE_LABEL.fullmatch(label) is not None
