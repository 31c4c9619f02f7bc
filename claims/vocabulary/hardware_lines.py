"""Product lines of processors, graphics cards, boards, drives and cloud instances, each a
family written the way its maker numbers it ("Ryzen 9 7950X3D", "Orange Pi 5", "PM1733"):
pattern fragments `hardware` splices into its finders, and the words each can start with
(`conditions.triggers` runs a finder only where one of them stands)."""

from __future__ import annotations

from claims.vocabulary.lazy import lazy

# Processors. Each fragment is one alternative of `hardware.CPU_FAMILY` (inside its \b...\b).
CPU_LINES = (
    # AMD Ryzen by tier, segment letters and model: "Ryzen 3700X", "Ryzen 9 7950X3D",
    # "Ryzen 5 PRO 4650G", "Ryzen 7 H 255", "Ryzen AI 9 HX 370", "Ryzen Z1 Extreme"; a
    # series is no part ("the Ryzen 7000 series").
    r"Ryzen\s+(?:AI\s+)?(?:PRO\s+)?(?:[3579]\s+)?(?:PRO\s+)?(?:(?:HX|HS|H|U)\s+)?"
    r"(?!\d000(?![\w-]))\d{3,4}(?:[A-Z]{1,2}\d?D?)?(?![\w.-])|Ryzen\s+Z\d(?:\s+Extreme)?|"
    # An Intel Core part with its model after a space, as /proc/cpuinfo-style notes write
    # it ("i7 8770"); never a cloud instance ("i3.4xlarge"). (The tier alone, "a Core i7",
    # is left unread: a machine's spec names it beside the machine, which is the hardware.)
    r"(?<![\w.-])i[3579]\s\d{4,5}(?:[A-Z]{0,2}|[kfhu]{1,2})\d?(?![\w.-])|"
    # Apple silicon by its generation alone, where the writing says it is the chip: a Mac's
    # model as Apple writes it ("MacBook Air (M1, 2020)"), or before a word naming a chip
    # or a Mac ("an M2 chip", "M3 Macs").
    r"(?<=\()M[1-9](?:\s+(?:Pro|Max|Ultra))?(?=,\s*(?:19|20)\d\d\))|"
    r"M[1-9](?=\s+(?:chips?|SoCs?|Macs?|iMac|Mac\s+(?:mini|Studio))\b)|"
    # Older Intel server and client generations by code name ("Haswell-EP"), in lower case
    # too: kernel developers name a host by its CPU ("Linux broadwell 5.11", a Broadwell).
    # (The short names, "SKX", "ICL", are left unread: they name other things as often.)
    r"(?:[Hh]aswell|[Bb]roadwell|Sandy\s+Bridge|Ivy\s+Bridge|Nehalem|Westmere)(?:-(?:EP|EX|E|SP))?|"
    # Other makers' server and desktop lines: "Loongson 3C6000", "Loongson 3A5000",
    # "Hygon C86 7285", "Phytium FT-2000+/64", "Zhaoxin KX-6000", "IBM POWER8NVL",
    # "Snapdragon X Elite X1E80100" (the part alone, with or without its dashes).
    r"Loongson[\s-]?\d[ABCD]\d{4}\w*|Hygon(?:\s+C86)?\s+\d{4}\w*|Phytium\s+(?:FT-|[SD])\d{4}\+?|"
    r"Zhaoxin\s+(?:KX|KH)-?\w*\d{4}\w*|(?:IBM\s+)?POWER(?:[5-9]|1[01])(?:NVL|\+)|"
    r"X[12][EP]-?\d{2}-?\d{3}",
)
CPU_LEADS = ("Ryzen", "i", "M", "Haswell", "haswell", "Broadwell", "broadwell", "Sandy", "Ivy",
             "Nehalem", "Westmere", "Loongson", "Hygon", "Phytium", "Zhaoxin", "IBM", "POWER", "X")

# Graphics cards and accelerators: alternatives of `hardware.ACCELERATOR_FAMILY`.
GPU_LINES = (
    # NVIDIA's Ampere workstation cards by number alone ("A6000 48G", "an A4000").
    r"(?<![\w-])A[2456][05]00(?![\w-])|"
    # Older lines: "Quadro RTX 8000", "Quadro P2000", "TITAN RTX", "Titan V", "Titan Xp".
    r"Quadro\s+(?:RTX\s+)?[A-Z]{0,2}\d{3,4}\w*|(?:TITAN|Titan)\s+(?:RTX|V|Xp?|Z|Black)(?![\w-])|"
    # Intel's discrete cards: "Arc A770", "Arc B580", "Arc Pro A60", "Data Center GPU Max 1550".
    r"Arc\s+(?:Pro\s+)?[AB]\d{2,3}M?|Data\s+Center\s+GPU\s+(?:Max|Flex)\s+\d{3,4}|"
    # Radeon cards named otherwise than "RX NNNN": "Radeon VII", "Radeon 780M" (integrated).
    r"Radeon\s+(?:VII|\d{3}M)(?![\w-])|"
    # NVIDIA's embedded modules by their older names: "Jetson TX2", "Jetson AGX Xavier".
    r"Jetson\s+(?:TX[12]|AGX\s+Xavier|Xavier\s+NX)",
)
GPU_LEADS = ("A", "Quadro", "TITAN", "Titan", "Arc", "Data", "Radeon", "Jetson")

# Single-board computers: alternatives of `hardware.DEVICE_FAMILY`.
DEVICE_LINES = (
    # A Raspberry Pi by board and model letter ("Raspberry Pi 4B", "Pi 3B+", "RPi 3+",
    # "RPi 4"); other makers' Pi boards, which name their maker ("Orange Pi 5", "Orange Pi
    # PC", "Banana Pi M5", "NanoPi R6S", "Rock Pi 4"); and the other board lines by their
    # own names ("ODROID-C1+", "Odroid XU4", "Pine64+", "SOPine64", "RockPro64", "Tinker
    # Board", "BeagleBone Black").
    r"Raspberry\s+Pi\s+[1-5][AB]\+?|(?<![\w-])RPi\s?(?:[1-5][AB]?\+?|Zero(?:\s+2)?(?:\s+W)?)|"
    r"(?:Orange|Banana|Rock|ROCK|Nano)\s?Pi\s+(?:\d\w*\+?|PC|Zero|One|Lite|Plus|Prime|Win|"
    r"[RMS]\d\w*)(?:\s+(?:Plus|Pro|Max|Lite|2|W|LTS))*|NanoPi\s+[A-Z]\w*|"
    r"(?i:odroid)[\s-]?[A-Z]{1,2}\d\w*\+?|(?:SO)?Pine64\+?|Rock(?:Pro)?64|"
    r"(?:ASUS\s+)?Tinker\s?[Bb]oard(?:\s+\d\w*)?|BeagleBone(?:\s+(?:Black|AI(?:-64)?|Green))?|"
    # Radxa's boards since the Rock 5 drop the "Pi" ("Rock 5B+", "ROCK 4C+", "Radxa ROCK 5 ITX"):
    # a model letter, or the maker's name, says a board is meant, not a number after a word.
    r"(?:Radxa\s+)?(?:ROCK|Rock)\s?[3-9][ABCT]\+?(?![\w-])|Radxa\s+(?:ROCK|Rock)\s?[3-9](?:\s+ITX)?",
    # Laptops and small desktops by their line and model, the machine of many personal
    # benchmarks ("a ThinkPad X200", "Dell XPS 13", "HP EliteBook 840 G8", "Intel NUC 12").
    r"Think(?:[Pp]ad|Centre|Station)\s+[A-Z]{1,2}\d{1,4}\w*(?:\s+(?:Carbon|Yoga|Gen\s?\d+))*|"
    r"(?:Dell\s+)?(?:XPS|Latitude|Inspiron|OptiPlex)\s+\d{2,4}\w*|"
    r"(?:HP\s+)?(?:EliteBook|ZBook|ProBook|EliteDesk)\s+(?:[A-Z][a-z]+\s+)?\d{2,4}\w*(?:\s+G\d+)?|"
    r"Surface\s+(?:Pro|Laptop|Book|Studio)(?:\s+\d+)?|(?:Intel\s+)?NUC\s?\d{1,2}\w*",
)
# (Drives are named with their maker, `hardware.DEVICE`: a drive line without one, "SN770",
# in a machine's spec table would be read as the machine, which it is not.)
DEVICE_LEADS = ("Raspberry", "RPi", "Orange", "Banana", "Rock", "ROCK", "Nano", "NanoPi",
                "ODROID", "Odroid", "odroid", "Pine", "SOPine", "RockPro", "ASUS", "Tinker",
                "BeagleBone", "Radxa", "ThinkPad", "Thinkpad", "ThinkCentre", "ThinkStation",
                "Dell", "XPS", "Latitude", "Inspiron", "OptiPlex", "HP", "EliteBook", "ZBook",
                "ProBook", "EliteDesk", "Surface", "Intel", "NUC")

# Cloud instance families by name: Inferentia's and Trainium's ("Inf1", "Trn2"), and any
# family written before "instances" or after "EC2" ("C7g instances", "EC2 M6i").
INSTANCE_LINES = (
    r"(?<![\w.-])(?:[Ii]nf[12]|[Tt]rn[12]n?)(?![\w-]|\.\w)|"
    r"(?<=EC2\s)[A-Z][a-z]{0,3}\d[a-z]{0,5}(?![\w.-])|"
    r"(?<![\w.-])[A-Za-uw-z][a-z]{0,2}\d[a-z]{1,5}(?=\s+instances?\b)",
)
INSTANCE_LEADS = ("Inf", "Trn", "I", "P", "R", "T", "U", "X", "Z")

# The names above that are names only in their context ("(M1, 2020)", "C7g instances"):
# the index finds them in the text, and `context_name` reads the name it spanned.
_CONTEXT_NAME = lazy(r"(?:M[1-9](?:\s+(?:Pro|Max|Ultra|PRO|MAX|ULTRA))?|"
                     r"[A-Za-uw-z][a-z]{0,3}\d[a-z]{0,5})$")


def context_name(span: str) -> str | None:
    """The name a span the index found ends with, when the family is one only in its
    context: the Apple chip ("M1") or an instance family ("C7g"); else None."""
    m = _CONTEXT_NAME.search(span.strip())
    return m.group(0) if m else None

# A processor generation by its code name alone ("Haswell", "Ice Lake-SP", "Zen 4"): in a
# table's second column it glosses the part the row's label names, never another machine.
CODE_NAME = lazy(r"(?:Intel\s+|AMD\s+)?(?:[Hh]aswell|[Bb]roadwell|Sandy\s+Bridge|Ivy\s+Bridge|"
                 r"Nehalem|Westmere|Skylake|(?:Cascade|Cooper|Ice|Kaby|Coffee|Comet|Tiger|"
                 r"Rocket|Alder|Raptor|Meteor|Lunar|Arrow)\s+Lake|(?:Sapphire|Emerald|Granite)"
                 r"\s+Rapids|Sierra\s+Forest|Zen\s?\d\+?|Bulldozer|Piledriver)"
                 r"(?:[-\s](?:EP|EX|E|SP|D|DE|X|AP))?")


def is_code_name(name: str | None) -> bool:
    """True when a hardware name is only a processor generation's code name."""
    return name is not None and CODE_NAME.fullmatch(name.strip()) is not None


# A code name in parentheses between a CPU line and the part that follows it.
CPU_GLOSS = (r"\s?\((?!R\)|TM\))[A-Z][a-z]+(?:[\s-][A-Z][a-z]+)?\)"
             r"(?=\s+(?:\d|Platinum|Gold|Silver|Bronze|Max|CPU|[EDW]\d?-))")

# Makers whose name before a model token names a device (`hardware.DEVICE`).
DEVICE_VENDORS = (
    "Samsung", "Micron", "Solidigm", "Kioxia", "KIOXIA", "Seagate", "Western Digital", "WD",
    "SK hynix", "SK Hynix", "Phison", "Kingston", "Crucial", "Broadcom", "Marvell", "Mellanox",
    "Intel", "Cisco", "Arista", "Juniper", "MediaTek",
    # Other drive makers, whose SSD names a storage test's only device ("HP SSD EX920",
    # "Sabrent Rocket 4", "ADATA XPG SX8200"): the maker before a model token.
    "HP", "SanDisk", "Sabrent", "ADATA", "Corsair", "Lexar", "Toshiba", "HGST", "Hitachi",
    "TeamGroup", "Teamgroup", "Transcend", "Silicon Power", "Inland", "Patriot",
    # Server makers (`SERVER_VENDORS`).
    "HPE", "Dell", "Supermicro", "Fujitsu", "Inspur",
)
# Server makers, whose line and model name the whole machine ("Four HPE Apollo 4200 Gen9
# servers", "a Dell R740"): the vocabulary knows such a machine by its maker before a
# model token, or by the maker's server line ("PowerEdge R6615", "ProLiant DL380 G6"). (A
# maker of laptops or graphics cards too is left out: "Lenovo X1" is a laptop, whose CPU
# its benchmarks name; Lenovo's servers are its ThinkSystem line.)
SERVER_VENDORS = ("HPE", "Dell", "Supermicro", "Fujitsu", "Inspur")
SERVER_LINES = ("PowerEdge", "ProLiant", "ThinkSystem")


# A device name that is a whole server: its maker's name first, or a maker's server line.
_SERVER = lazy(r"(?:" + "|".join(SERVER_VENDORS) + r")\b|.*\b(?:" + "|".join(SERVER_LINES)
               + r")\b")


def is_server(name: str) -> bool:
    """Whether a device's name names a whole server ("HPE Apollo 4200 Gen9", "ProLiant
    DL380 G6"), a machine whose processor is only its part, not a drive or a NIC."""
    return _SERVER.match(name) is not None
