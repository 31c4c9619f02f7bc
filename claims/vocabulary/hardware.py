"""Hardware by name: accelerators, CPUs, cloud instances, devices (drives, NICs, switches,
storage systems, SoCs), memory, described devices, and the counts of each.

A known family needs no vendor ("ConnectX-7", "H100"); any other device is a device
maker's name before a token with a digit ("Micron 9550", "Kioxia CM7")."""

from __future__ import annotations

import re

from claims.vocabulary.hardware_counts import TPU_SLICE
from claims.vocabulary.hardware_lines import (
    CPU_GLOSS,
    CPU_LINES,
    DEVICE_LINES,
    DEVICE_VENDORS,
    GPU_LINES,
    INSTANCE_LINES,
)
from claims.vocabulary.lazy import lazy
from claims.vocabulary.matcher import first_forms
from claims.vocabulary.numbers import SPELLED, SPELLED_NUMBER

# The makers' GPU system lines, written before the GPU they are built on.
SYSTEM_PREFIX = r"(?:DGX|HGX)[\s-]?"
_SYSTEM_LEAD = lazy(r"^(?:(?:NVIDIA|Nvidia)\s+)?" + SYSTEM_PREFIX + r"(?=[A-Z]{1,2}\d)")


def system_gpu(name: str) -> str:
    """The GPU a system's name is built on ("DGX-H100" -> "H100"); any other name as it is."""
    return _SYSTEM_LEAD.sub("", name)


#: Accelerator names that stand for something else when bare ("L4 load balancing"): read
#: as the accelerator only in context, or where the document so names them elsewhere.
AMBIGUOUS_ACCELERATORS = ("L4", "L20")
#: What follows such a name when it is the network layer: "L4 load balancing", "L4 proxies".
NOT_A_LAYER = r"(?!\s+(?:load|balanc|layer|prox|switch|rules?|traffic|routing|protocol)\w*)"
#: A TPU generation written bare, as a TPU page heads its sections ("## v5p", "v6e"):
#: the TPU only where the document names TPUs (`conditions.ambiguous`).
BARE_TPU = lazy(r"(?<![\w.-])v[2-9][a-z](?![\w.-])")
ACCELERATOR_FAMILY = lazy(
    # "L4" alone is a network layer ("L4 load balancing"): the GPU is named as one.
    # (a count glued before the name is no part of it: "4xL4", "8XH100", "8H100"; "1H20" is
    # a half year)
    r"(?:\b|(?<=\d[xX])|(?<=\d\u00d7)|(?:(?<=\b\d)|(?<=\b\d\d))(?!H20\b))(?:"
    # A GPU system named by the GPU it holds ("DGX-H100", "HGX H200", "DGX B200"): the name
    # is the system's, the accelerator its GPU's.
    + SYSTEM_PREFIX + r"(?:GB\d{3}|B\d{3}A?|H\d{3}|H20|A100)|"
    r"GB\d{3}|B\d{3}A?|H\d{3}|H20|A100|A10G?|A30|A40|L40S?|(?<=NVIDIA\s)L4|"
    r"(?<=Nvidia\s)L4|L4(?=\s+(?:GPUs?|Tensor))|"
    # ...or counted ("4xL4", "one L4") or sized ("L4 (24GB)"), never as a layer or proxy.
    r"(?:(?<=\d[xX\u00d7])|(?<=\b\d)|(?<=\bone\s)|(?<=\btwo\s)|(?<=\bfour\s)|"
    r"(?<=\beight\s)|(?<=\bsingle\s))L4"
    + NOT_A_LAYER + r"|"
    # (a maker's page may hyphenate the line and the number: "RTX-4090", "GTX-1080")
    r"L4(?=\s?\(?\d{2}\s?GB\b)|T4|V100|P100|RTX[\s-]?\d{4}\w*(?:\s?Ti\b)?(?:\s(?:SUPER|Super)\b)?|"
    r"RTX\s(?:PRO\s)?\d{4}\w*|(?:Radeon\s+)?RX\s?\d{4}(?:\s?XTX?\b)?|"
    # A Radeon card without its "RX": "Radeon 7900XTX", "AMD 7900 XTX", "two 7900 XTX".
    r"Radeon\s+\d{4}(?:\s?XTX?\b)?|(?<=AMD\s)\d{4}\s?XTX?\b|\d{4}\s?XTX\b|"
    r"MI\d{3}[AX]?|Instinct\s+MI\d{3}[AX]?|Gaudi(?:\s?\d)?|TPU\s?v\d\w*|"
    # A TPU generation before its name, as Google's pricing pages write it: "a v5e TPU".
    r"v\d[a-z]?\s+TPU|"
    # Workstation and older data-centre cards, China-market parts, edge accelerators:
    # "RTX A6000", "Radeon Pro W7900", "GTX 1080 Ti", "Tesla P40", "A800", "L20",
    # "Ascend 910B", "Hailo-8", "Coral Edge TPU", "DGX Spark".
    r"RTX\s?A\d{4}|Radeon\s+Pro\s+W\d{4}\w*|GTX[\s-]?\d{3,4}(?:\s?Ti\b)?|Tesla\s+[PKMT]\d{1,3}|"
    r"A800|(?<=NVIDIA\s)L20|L20(?=\s+(?:GPUs?|Tensor))|Ascend\s?9\d{2}[A-Z]?|Hailo-\d+\w*|(?:Coral\s+)?Edge\s+TPU|"
    r"DGX\s+(?:Spark|Station)|"
    r"Trillium|Ironwood|Trainium\s?\d?|Inferentia\s?\d?|Vera\s+Rubin(?:\s+Ultra)?|"
    r"Rubin(?:\s+(?:Ultra|CPX))?|Blackwell(?:\s+Ultra)?|Hopper|Grace\s+(?:Hopper|Blackwell)|"
    # Wafer-scale and dataflow systems, inference cards: "Cerebras CS-3", "SambaNova
    # SN40L", "Qualcomm Cloud AI 100", "Tenstorrent Wormhole n300".
    r"WSE-\d|(?:Cerebras\s+)?CS-\d|(?:SambaNova\s+)?SN\d{2}L?|(?:Qualcomm\s+)?Cloud\s+AI\s+\d{3}"
    r"(?:\s+Ultra)?|(?:Tenstorrent\s+)?(?:Wormhole|Blackhole|Grayskull)(?:\s+[np]\d{3}\w?)?|"
    r"LPU|Maia\s?\d+|MTIA|" + "|".join(GPU_LINES)
    + r")\b(?:\s+(?:NVL\d+|SXM\d?|PCIe|Superchip|\d+\s?GB)|-\d+GB\b|"
    # An architecture written after a card's number is part of its name: "RTX 6000 Ada
    # Generation" is another card than the older "RTX 6000", as is "RTX PRO 6000 Blackwell".
    r"\s+(?:Ada(?:\s+Lovelace)?|Blackwell|Hopper|Ampere|Turing|Volta)(?:\s+Generation)?\b)*")
CPU_FAMILY = lazy(
    # A code name may gloss the line before its part, as spec tables write it: "EPYC(Genoa)
    # 9654", "Xeon(Cascade Lake) Platinum 8269CY": the part is still the machine's name.
    # (a cloud's own part has a letter in its number: "EPYC 7R13", "EPYC 9R14")
    r"\b(?:EPYC(?:" + CPU_GLOSS + r")?(?:\s+(?:\d{4}\w*|9\d{2}\w*|\d[A-Z]\d{2}\w*))?|"
    # Xeon as spec sheets and /proc/cpuinfo write it: "Xeon(R) Silver 4210R", "Xeon(R) CPU
    # E5-2640 v3", "Xeon W-2135", "Xeon D-1541".
    r"Xeon(?:\((?:R|TM)\)|\u00ae)?(?:" + CPU_GLOSS + r")?"
    r"(?:\s+(?:6|Platinum|Gold|Silver|Bronze|Max|CPU|w\d-\d+))*"
    r"(?:\s+(?:[EDW]\d?-\d{4}\w*(?:\s+v\d)?|\d{4}\w*))?|"
    # An Intel part by its number alone: "i9-11900K", "i5-1035G4", "E5-2640 v3".
    # (a suffix is often written in lower case: "i5-6600k", "i7-8750h")
    r"i[3579]-\d{4,5}(?:[A-Z]{0,2}|[kfhu]{1,2})\d?|E[357]-\d{4}[A-Z]?\d?(?:\s+v\d)?|"
    # A workstation Xeon by its number alone: "W-2104", "W-3175X" (W-1xxx to W-3xxx).
    r"(?<![\w-])W-(?!\d000)[123]\d{3}[A-Z]{0,2}|"
    r"Graviton\s?\d\w*|Altra\w*|AmpereOne\w*|"
    # Older x86 lines, which database and compiler pages still name ("a 1.6GHz Athlon", "a
    # dual Opteron 6174", "a Core 2 Duo E8400"); an Atom only with its part number (the
    # word alone is too common), and other makers' server lines ("POWER9", "Kunpeng 920").
    # (a line as an era or a class is no machine: "Pentium-era notes", "Athlon-class")
    r"(?:Athlon(?:\s+(?:64|XP|II|MP|X[234]|Gold|Silver|\d{3,4}\w*\+?)(?![\w.]))*|"
    r"Opteron(?:\s+\d{3,4}\w*)?|Phenom(?:\s+II)?(?:\s+X\d)?(?:\s+\d{3,4}\w*)?|"
    r"(?:Sempron|Turion|Duron)(?:\s+(?:64|X2|\d{3,4}\w*)(?![\w.]))*|"
    r"Pentium(?:\s+(?:4|III|II|IV|M|D|Pro|Gold|Silver|G\d{4}\w*|[N]?\d{3,4}\w*)(?![\w.]))*|"
    r"Celeron(?:\s+[A-Z]?\d{3,4}\w*)?)(?!-(?:era|class|like|style)\b)|"
    r"Core\s?2\s+(?:Duo|Quad|Extreme)(?:\s+[A-Z]{1,2}\d{4}\w*)?|"
    r"Atom\s+[CDENXZ]\d{3,4}\w*|(?:IBM\s+)?POWER(?:[5-9]|1[01])|Power(?:9|10|11)|"
    r"Kunpeng\s?9\d{2}|Yitian\s?\d{3}|"
    # Apple silicon, named with its maker ("Apple Silicon M1"), its machine ("MacBook Pro
    # M1", "Mac Mini M1") or its tier.
    # (or joined to it by "with": "a MacBook Pro with an M2", "a Mac mini with the M4 Pro")
    r"(?:(?:Apple(?:\s+[Ss]ilicon)?|(?:Mac[Bb]ook\s+(?:Pro|Air)|Mac\s+(?:[Mm]ini|Studio|Pro))"
    r"(?:\s+with(?:\s+(?:an?|the))?)?)\s+)M\d"
    r"(?:\s+(?:Pro|Max|Ultra|PRO|MAX|ULTRA))?|M\d(?:\s+(?:Pro|Max|Ultra))?\s+Mac[Bb]ook\s+(?:Pro|Air)|"
    # (a tier in capitals is the same tier: "M1 MAX")
    r"M\d\s+(?:Pro|Max|Ultra|PRO|MAX|ULTRA)|"
    # ...or the machine alone, a laptop or a desktop, an Intel one or of a chip left unsaid
    # ("a 2018 MacBook Pro", "a 2012 Mac mini", "an iMac"); a chip the same phrase names
    # after it is the finer name ("MacBook Pro 2022 Apple M2")
    r"(?:Mac[Bb]ook\s+(?:Pro|Air)|Mac\s+(?:[Mm]ini|Studio|Pro)|iMac(?:\s+Pro)?)(?![\w-])"
    r"(?![^|\n.;:]{0,40}?\b(?:M\d|Core\s|i[3579]-\d))|"
    # (the chip in the line's parentheses is the machine's: "MacBook Air (M1, 2020)")
    r"(?<=Mac[Bb]ook\s(?:Pro|Air)\s\()M\d(?:\s+(?:Pro|Max|Ultra))?|"
    r"Ryzen\s+\d\s+(?:PRO\s+)?\d{4}\w*|"
    # (a desktop part without its tier, not a series: "Ryzen 3700X", not "Ryzen 5000")
    r"Ryzen\s+(?!\d000(?![\w-]))\d{4}[A-Z]*\d?(?![\w-])|Core\s+(?:Ultra\s+)?i?\d[-\s]?\d{3,5}\w*|"
    # (a tier with no part number is a CPU only where the word "CPU" says so: "an Intel
    # Core i7 CPU @ 3.20GHz", "a Core i5 processor"; "a MacBook Pro with an Intel Core i7"
    # names the laptop, and its tier is no finer name)
    r"Core\s+i[3579](?=\s+(?:CPU|processor)s?\b)|"
    # Workstation and laptop parts: "Threadripper PRO 7995WX", "Ryzen AI Max+ 395", a class
    # or PRO between a laptop part's tier and number ("Ryzen AI 9 HX 370", "Ryzen 7 PRO 7840U").
    r"Threadripper(?:\s+PRO)?(?:\s+\d{4}\w*)?|Ryzen\s+AI\s+(?:Max\+?\s+|\d\s+)?(?:(?:HX|HS|PRO)\s+)?\d{3}\w*|Neoverse\s+[NV]\d|Grace|"
    r"Axion|Cobalt\s+\d+|Snapdragon\s+X\s+\w+|"
    # Intel server generations by code name; in parentheses one only glosses the CPU just
    # named ("a Xeon Platinum 8280L (Cascade Lake)").
    r"(?<!\()(?:Skylake(?:-SP|-D|\s+DE)?|Cascade\s+Lake|Ice\s+Lake|Sapphire\s+Rapids|Emerald\s+Rapids|"
    r"Granite\s+Rapids|Sierra\s+Forest|"
    # and client generations, which posts name beside the part ("a Rocket Lake i9-11900K")
    r"(?:Kaby|Coffee|Comet|Tiger|Rocket|Alder|Raptor|Meteor|Lunar|Arrow)\s+Lake)"
    # A generation before its part is one name: "an Ice Lake i5-1035G4".
    r"(?:\s+(?:i[3579]-\d{4,5}[A-Z]{0,2}\d?|[EDW]\d?-\d{4}\w*(?:\s+v\d)?))?|"
    # (the lines numbered their own way: `hardware_lines`)
    + "|".join(CPU_LINES) + r")\b")
# Cloud instance types name the hardware too: AWS c8g.16xlarge, GCP a3-highgpu-8g,
# Azure Standard_ND96isr_H100_v5, or its size alone (NC96ads_A100_v4); Markdown sources
# often escape the underscores ("NC96ads\_A100\_v4").
# Smaller clouds and hosts name a machine by their own name and a size or model token:
# "UCloud 16C", "Hetzner AX102", "Vultr vc2-4c-8gb", "OVHcloud Scale-a3".
CLOUD_PROVIDERS = ("UCloud", "Hetzner", "DigitalOcean", "Linode", "Vultr", "OVHcloud", "OVH",
                   "Scaleway", "Equinix Metal", "Alibaba Cloud", "Tencent Cloud",
                   "Huawei Cloud", "Oracle Cloud", "IBM Cloud")
# A cloud named alone as where a run was ("## DCAP generation on GCP"): the machine a
# heading states, when no instance type or product follows the name (`Scopes.heading`).
CLOUD_ON = lazy(r"\b[Oo]n\s+(?P<cloud>(?:GCP|AWS|Azure|Microsoft\s+Azure|Google\s+Cloud"
                r"(?:\s+Platform)?|Amazon\s+Web\s+Services|(?:Amazon\s+)?EC2|" + "|".join(
                    re.escape(p) for p in CLOUD_PROVIDERS) + r"))(?![\w-])"
                r"(?!\s+(?:[A-Z]|[\w.-]*\d)|'s)")
CLOUD_INSTANCE = lazy(
    r"\b(?:(?:" + "|".join(re.escape(p) for p in CLOUD_PROVIDERS)
    + r")\s+(?!(?:19|20)\d\d\b)(?:[A-Za-z]+-)?[A-Za-z]{0,4}\d[\w.-]*(?<![.-])|"
    r"[a-z]{1,3}\d[a-z0-9-]*\.(?:\d*xlarge|large|medium|small|micro|nano|metal(?:-\d+xl)?)|"
    r"[a-z]\d[a-z]?-(?:standard|highmem|highcpu|highgpu|megagpu|ultragpu|ultramem|megamem|"
    r"hypermem|edgegpu)-\d+g?(?:-lssd)?|e2-(?:micro|small|medium)|f1-micro|g1-small|"
    # A TPU VM's type, "ct5lp-hightpu-4t", "ct6e-standard-8t": the host of its chips.
    r"ct\d[a-z]*-(?:hightpu|standard)-\d+t|"
    r"Standard\\?_[A-Z](?:[A-Za-z0-9]|\\?_)+|N[CDV]\d+[a-z]*(?:\\?_[A-Z][A-Za-z0-9]*)*\\?_v\d+|"
    # Azure's size as its docs and portal print it, spaced: "Standard D16s v5", "E32ads v5",
    # "NC24ads A100 v4"; bare, its feature letters or N series and version say it is one.
    r"Standard\s(?:[A-Z]{1,2}\d+[a-z]*)(?:\s[A-Z]\d{2,4}\w*)?(?:\sv\d+)?|"
    r"(?<!Standard\s)(?:[A-Z]{1,2}\d+[a-z]+|N[CDV]\d+)(?:\s[A-Z]\d{2,4}\w*)?\sv\d+|"
    # Oracle Cloud shapes: "VM.Standard.E4.Flex", "BM.GPU.H100.8".
    r"(?:VM|BM)\.[A-Z][A-Za-z]*\d*(?:\.[A-Za-z0-9]+)+|" + "|".join(INSTANCE_LINES) + r")\b")
# Devices other than the processor: drives, NICs and DPUs, switches, storage systems,
# phone and edge SoCs. A known family needs no vendor ("ConnectX-7", "Tomahawk 5");
# any other product is a device maker's name before a token with a digit ("Micron
# 9550", "Kioxia CM7", "Solidigm D7-PS1010"), never an accelerator or CPU family.
FAMILY_VENDORS = r"(?:NVIDIA|Nvidia|Broadcom|Qualcomm|MediaTek|Samsung|Google|Huawei|Apple|Cisco)"
DEVICE_FAMILY = (
    r"ConnectX-\d+(?:\s?[DL]x)?(?:\s+SuperNIC)?|BlueField-\d+(?:\s+(?:DPU|SuperNIC))?|"
    r"Spectrum-(?:X\d*|\d+)|Quantum-X?\d+|Tomahawk\s?\d+|Jericho\s?\d+(?:-AI)?|Trident\s?\d+|"
    r"Silicon\s+One\s+G\d+|Snapdragon\s+(?!X\b)\d+(?:\s+Gen\s+\d+)?(?:\s+(?:Elite|Plus))?|"
    r"Dimensity\s+\d+\w*|Exynos\s+\d+|Tensor\s+G\d+|Kirin\s+\d+|"
    # Intel's 3D XPoint drives and memory, named by the line with or without a part
    # ("an Optane SSD", "Optane DC P4800X", "Optane persistent memory").
    r"Optane(?:\s+(?:DC|SSD|P\d{4}\w*|\d{3}P|[Pp]ersistent\s+[Mm]emory|PMem|DCPMM)(?![\w-]))*|"
    r"(?:Apple\s+)?A\d{2}(?:\s+(?:Pro|Bionic))|Apple\s+A\d{2}|"
    # (the module's form factor may follow its generation: "Jetson Orin AGX", "Jetson Orin NX")
    r"Jetson\s+(?:AGX\s+|Orin\s+)?(?:Orin|Thor|Xavier|Nano)(?:\s+(?:NX|Nano|AGX))?|"
    # Phones and tablets, the machines of on-device benchmarks: "iPhone 16 Pro",
    # "iPhone SE 3", "Galaxy S24 Ultra", "Pixel 8a", "OnePlus 12", "iPad Pro".
    r"iPhone\s+(?:\d{1,2}|SE(?:\s+\d)?|X[RS]?)(?:\s+(?:Pro|Max|Plus|mini))*|"
    r"iPad(?:\s+(?:Pro|Air|mini))?(?:\s+M\d)?|Galaxy\s+(?:[SAZ]\d+\w*|Tab\s+S\d+\w*)"
    r"(?:\s+(?:Ultra|Plus|FE|\+))?|Pixel\s+\d+\w*(?:\s+(?:Pro|XL|Fold))?(?:\s+XL)?|"
    r"OnePlus\s+\d+\w*(?:\s+Pro)?|"
    # Single-board computers: "Raspberry Pi 5", "Raspberry Pi 4 Model B"; a table of boards
    # drops the maker's name ("| Pi 5 - 8GB |", "Pi 400", "Pi 500+", "Pi CM5"), a capital P
    # and a board number after it, never a decimal ("pi 3.14"), nor after a word that may
    # be another maker's ("Orange Pi 5") or an article ("the Pi 5" is left to the rules).
    # (a personal note writes the board in lower case: "my raspberry pi 4")
    r"(?:(?:Raspberry|raspberry)\s+(?:Pi|pi)|(?<![A-Za-z]\s)(?<![A-Za-z])Pi)\s+"
    r"(?:[1-9]\d{0,2}\+?(?![\d.,]\d)|CM\d|Zero(?:\s+2)?(?:\s+W)?)"
    r"(?:\s+Model\s+[AB]\+?)?|"
    # Servers by their maker's line and model: "PowerEdge R6615", "ProLiant DL380 Gen11"
    # (an older generation is written "G6": "ProLiant DL380 G6").
    r"PowerEdge\s+[A-Z]{1,2}\d{3,4}\w*|ProLiant\s+[A-Z]{2}\d{3}\w*(?:\s+G(?:en)?\d+)?|"
    r"ThinkSystem\s+[A-Z]{2}\d{3}\w*|"
    # A cloud's block volume type is the drive a storage test runs on: "GP2 EBS", "EBS
    # gp3", "io2 volumes", "pd-ssd", "Hyperdisk Extreme", "Premium SSD v2", "Ultra Disk".
    r"(?:(?:Amazon|AWS)\s+)?EBS\s+(?i:gp[23]|io[12]|st1|sc1)(?:\s+Block\s+Express)?|"
    r"(?i:gp[23]|io[12]|st1|sc1)(?:\s+EBS|(?=\s+volumes?\b))|"
    r"pd-(?:ssd|balanced|standard|extreme)|Hyperdisk\s+(?:Extreme|Throughput|Balanced)|"
    r"(?:Premium\s+SSD(?:\s+v2)?|Ultra\s+Disk)(?=\s+(?:volumes?|disks?|storage)\b)|"
    r"(?:Ceph|VAST(?:\s+Data)?|WEKA|Weka|DDN|Lustre|MinIO|FlashBlade\S*|"
    r"FlashArray\S*|NetApp|BeeGFS|PowerScale|Pure\s+Storage)(?:\s+[A-Z][\w/-]*){0,2}"
    r"\s+(?:cluster|array|appliance)s?|" + "|".join(DEVICE_LINES))
# Where a device's model token may stand: not an accelerator or CPU family, not an
# interface, a generation, a memory type or a level ("PCIe5", "Gen5", "HBM3E", "RAID6",
# "L3": they describe), and not a fiscal period ("Q3", "FY25").
NOT_A_MODEL = (r"(?!" + ACCELERATOR_FAMILY.pattern + "|" + CPU_FAMILY.pattern
                + r"|(?:Gen|PCIe|NVMe|LPDDR|GDDR|DDR|HBM|CXL|FP|INT|TLC|QLC|SATA|SAS|USB|RAID"
                r"|L|Q|FY)\d)")
# A model number ("9550", "7060X"), not a year or a quantity; or a capitalised token
# holding a digit ("PM1743", "D7-PS1010").
PRODUCT = (r"(?:(?!(?:19|20)\d\d\b)\d{3,}(?:[A-Z]+\d*)?"
            r"(?!\s*(?:[KMGT]i?B|[KMGT]b|W|IOPS|times|per)\b)|"
            r"[A-Z][A-Za-z]*\d[A-Za-z0-9]*(?:-[A-Za-z0-9]+)*|"
            # or a short number, a letter and a number, as makers shorten a part ("9a3" for
            # PM9A3); a times sign is no letter of one ("2x4" is a count)
            r"\d{1,2}[A-WYZa-wyz]\d+[A-Za-z0-9]*(?![\w.-]))"
            # (a server's generation follows its model: "Apollo 4200 Gen9", "DL380 G6")
            r"(?:\s+(?:Pro|PRO|Max|MAX|Plus|Ultra)|\s+G(?:en)?\d{1,2}(?![\w.-]))?")
# A maker's board line ("Server Board", "Motherboard"): a part, named by no device.
_NOT_A_BOARD = r"(?!(?:[A-Z][a-z]+\s+)?(?:[Bb]oard|[Mm]otherboard|[Mm]ainboard)\b)"
DEVICE = lazy(
    r"\b(?:(?:" + FAMILY_VENDORS + r"\s+)?(?:" + DEVICE_FAMILY + r")|"
    # The maker may carry its mark and a product line of up to two words before the
    # model ("Intel® SSD DC P4600", "Cisco UCS C240"): spec sheets write it so.
    r"(?:" + "|".join(re.escape(v) for v in DEVICE_VENDORS) + r")"
    r"(?:®|™|\((?:R|TM)\))?\s+"
    # A board is a part of the machine built on it ("Intel Server Board S2600WFT" under
    # its CPU and drives), never the system a figure ran on.
    + _NOT_A_BOARD
    + r"(?:" + NOT_A_MODEL + r"(?:[A-Z][a-z]+|[A-Z]{2,4})\s+){0,2}" + NOT_A_MODEL + PRODUCT
    + r")(?![\w-]|\.\w)")
# A model token before a device noun names a device of any maker ("its F9 array", "the
# PM1733 drive"); a token that is an interface or a generation describes one instead.
DEVICE_NOUNS = ("SSD", "NIC", "SmartNIC", "SuperNIC", "DPU", "switch", "drive", "adapter",
                 "card", "array", "appliance")
DEVICE_NOUN = r"(?:" + "|".join(DEVICE_NOUNS) + r")(?:s|es)?\b"
CLUSTER_NOUNS = ("cluster", "clusters")
CLUSTER_NOUN = r"(?:" + "|".join(CLUSTER_NOUNS) + r")\b"
DEVICE_MODEL = lazy(
    r"\b" + NOT_A_MODEL
    + r"[A-Z][A-Za-z]*\d[A-Za-z0-9]*(?:-[A-Za-z0-9]+)*(?:\s+(?:NVMe|Pro|Max|Plus))?\s+"
    + DEVICE_NOUN
    # A cluster named by its shape, nodes by size ("the 7x16 cluster": seven 16-core
    # nodes): the name posts give a configuration they compare with others.
    + r"|(?<![\w.])\d{1,3}\s?[x\u00d7]\s?\d{1,3}\s+" + CLUSTER_NOUN)
# Parts of a system, and devices described but not named ("an NVMe SSD", "a 400G NIC",
# "a 64-core server"):
# the hardware only when no scope names a system (`Found.component`).
MEMORY = lazy(
    r"\b(?:HBM\d[eE]?|(?:LP|G)?DDR\d[xX]?(?:-\d{4,5})?|"
    r"CXL(?:\s+\d\.\d)?\s+(?:memory\s+)?(?:modules?|expanders?|devices?|DIMMs?))"
    r"(?:\s+(?:stacks?|modules?|DIMMs?|memory))?(?![\w-])")
# A server described by its size ("a 64-core server", "dual-socket hosts", "8-GPU nodes").
SERVER_NOUNS = ("server", "machine", "host", "node", "system", "workstation", "desktop", "laptop")
# ... or by its height in rack units ("1U servers", "2U nodes").
SERVER_KIND = (r"\b(?:(?:\d+|dual|single|two|four|eight)[- ](?:core|socket|CPU|GPU)|\d{1,2}U)\s+(?:"
                + "|".join(SERVER_NOUNS) + r")s?\b")
# A virtual machine described by its size, as clouds sell it ("4v CPU 16GB RAM", "8 vCPUs
# and 32 GiB of memory"): an unnamed machine, so the hardware only where no scope names one.
VM_SIZE = (r"\b\d{1,3}\s?(?i:v\s?CPUs?|vcores?)\b[\s,/+]*(?:(?:and|with)\s+)?"
           r"\d{1,4}(?:\.\d+)?\s?Gi?B\s+(?:of\s+)?(?:RAM|memory)\b")
# A drive maker before a described drive names whose it is ("Kingston NVMe SSDs", "PNY NVMe
# SSDs"): a known maker, or a brand in capitals that is no interface or file system.
_DRIVE_MAKER = (r"(?:(?:" + "|".join(re.escape(v) for v in DEVICE_VENDORS) + r"|(?!(?:SSD|NVM|"
                r"SATA|SAS|PCI|RAID|ZFS|LVM|OS|VM|CPU|GPU|IO|TLC|QLC|MLC|SLC|AI|ML|DB)\b)"
                r"[A-Z]{2,5})\s+(?=NVMe|SATA|SAS|U\.2|M\.2|[Ee]nterprise))?")
DEVICE_KIND = lazy(
    r"\b" + _DRIVE_MAKER + r"(?:\d{2,4}\s?G(?:bE|b/s|bps|bit|igE|igabit)?|NVMe|"
    r"PCIe\s?(?:Gen\s?)?\d(?:\.0)?|Gen\s?\d|U\.2|"
    r"E[13]\.[SL]|M\.2|SATA|SAS|QLC|TLC|[Ee]nterprise|[Dd]ata[- ]cent(?:er|re)|InfiniBand|"
    r"Ethernet)(?:[\s-]+(?:NVMe|[Ee]nterprise|[Dd]ata[- ]cent(?:er|re)|Ethernet))?"
    r"\s+" + DEVICE_NOUN + "|" + SERVER_KIND + "|" + VM_SIZE)
VENDOR = lazy(r"\b(?:NVIDIA|Nvidia|AMD|Intel|Google|AWS|Amazon|Apple|Arm|Ampere|"
               r"Qualcomm|Cerebras|Groq|SambaNova|Huawei|Ascend|Microsoft)\s+$")
_SPELLED = r"(?:" + SPELLED_NUMBER + r")\b"
_MACHINES = r"(?:nodes|servers|machines|hosts|instances|systems)"
# Every count opens with a digit, a spelled number, "single" or "one", or a TPU slice's "TPU"
# or "v": a class of those first characters, tested first at each place, lets the engine pass
# the others without entering the alternatives (the same matches; `tests/test_speed_equivalence`).
_COUNT_OPENS = r"(?=[\d" + first_forms([*SPELLED, "single", "one", "TPU", "v"]) + "])"
ACCEL_COUNT = lazy(
    _COUNT_OPENS + "(?:"
    # (not a size: "288GB HBM3e GB300 GPUs" holds no count of 288; "a 4-GPU instance" does)
    # ("a single GPU" is one)
    # (a count in thousands is one too: "1K GPUs", "16k H100s")
    # (not a product line's model number: "an RTX 4090 GPU", "a GTX 1080 Ti GPU")
    r"(?<![\w.,-])(?<!(?-i:[A-Z]{2})\s)"
    r"(?P<n>\d[\d,]*(?:[kK](?=[\s-]))?|single\b|(?:" + SPELLED_NUMBER + r")\b)"
    r"(?!\s*(?:[KMGTP]i?B|[KMGT]b(?:ps)?|[kKMG]?W|[KMG]?Hz|TFLOPS|%)\b)\s*(?:x|\u00d7)?[\s-]*"
    # Product words between: capitalised or holding a digit ("8 NVIDIA H100 GPUs",
    # "two i9-14900K chips"), not any words ("4 on the same GPU").
    # a generation number may follow a capitalised name ("1,024 Gaudi 3 accelerators")
    # and a memory size ("one NVIDIA H100 80GB GPU")
    # and a product line's model number ("two RTX 4090 GPUs")
    r"(?-i:(?:[A-Z][\w.-]*(?:\s+\d{1,2}(?![\d,.]))?|[a-z]+\d[\w.-]*|(?<=\s)\d{1,3}[GT]B|"
    r"(?<=[A-Z]\s)\d{3,5}[A-Za-z]*)\s+){0,3}"
    # (a GCD, one die of a two-die MI250X, is the device a program sees as one GPU)
    r"(?:GPUs|GPU|accelerators|chips|TPUs|superchips|GCDs|GCD|HPUs|HPU)\b"
    # not when the word only says what kind of thing follows: "two GPU clouds" are two clouds
    r"(?!\s+(?:clouds|providers|vendors|companies|makers|services|platforms|startups|"
    r"generations|families|architectures|types|kinds|options)\b)"
    # (or glued to the name with no "x": "8H100", not "1H20", a half year)
    r"|\b(?P<m>\d+)(?:\s*[x\u00d7]\s*(?:NVIDIA\s+|AMD\s+)?|(?=(?:GB|B|H|MI)\d{3}))"
    r"(?:GB\d{3}|B\d{3}|H\d{3}|A100|MI\d{3}X?|L40S|L4(?!\d)|TPU)"
    # "a single H100", "on one MI300X": one accelerator named without a noun (not "one
    # H100 node", a machine of several)
    r"|\b(?P<one>single|one)\s+(?:NVIDIA\s+|AMD\s+)?(?:GB\d{3}|B\d{3}|H\d{3}|H20|A100|A10G?|L40S?|"
    r"MI\d{3}[AX]?)(?:\s+(?:SXM\d?|PCIe|\d+\s?GB)|-\d+GB)*\b(?![\w-]|\s+(?:nodes?|servers?|systems?|"
    r"machines?|clusters?|instances?|pods?|racks?|box(?:es)?|VMs?|hosts?|baseboards?|NVL\d*)\b)"
    # a TPU slice named by its size ("TPU v5e-8"): `hardware_counts.slice_count`
    # ...times the slices of a run: "2x v5e-256" is 512 chips
    r"|(?<![\w.-])(?:(?P<slices>\d{1,4})\s*[x\u00d7]\s*)?(?P<slice>" + TPU_SLICE + ")"
    # machines times the accelerators of each: "two nodes of eight GPUs", "4 x 8-GPU servers"
    r"|(?<![\w.,])(?P<nodes>\d[\d,]{0,6}|" + _SPELLED + r")\s+(?:[\w-]+\s+)?" + _MACHINES
    + r"\s+(?:of|with|each\s+with)\s+(?P<per>\d{1,3}|" + _SPELLED + r")\s+"
    r"(?-i:(?:[A-Z][\w.-]*|[a-z]+\d[\w.-]*)\s+){0,2}(?:GPUs|accelerators|chips|TPUs)\b"
    r"|(?<![\w.,])(?P<sets>\d[\d,]{0,6}|" + _SPELLED + r")\s*(?:x|\u00d7)?\s*(?P<each>\d{1,2}|"
    + _SPELLED + r")[\s-](?:GPU|accelerator)\s+" + _MACHINES + r"\b)", re.I)
# "16 nodes", "two GPU servers", one machine, and a cluster's size: "a 12-node cluster",
# "four-node".
NODE_COUNT = lazy(_COUNT_OPENS + r"(?:\b(?P<n>\d[\d,]*|(?:" + SPELLED_NUMBER
                   + r")\b)\s+(?:[\w-]+\s+){0,2}(?:nodes|servers|hosts|machines)\b"
                   r"|\b(?P<sized>\d+|(?:" + SPELLED_NUMBER + r"))-node\b"
                   # "on a single node", "one server", "single-node": a count of one
                   r"|\b(?P<single>single|one)[\s-]+(?:[\w-]+\s+)?(?:node|server|host|machine)\b"
                   r"(?![\w-]))", re.I)



# An architecture names a family of parts, each part named by its own line: a figure the
# rules bind to "Hopper" was measured on one of them ("H100", "GH200").
ARCHITECTURE_MEMBERS = (
    ("hopper", lazy(r"g?h\d{3}\w*|h20")),
    ("blackwell", lazy(r"g?b\d{3}a?|rtx ?50\d\d\w*")),
    ("ampere", lazy(r"a\d{2,3}g?|rtx ?30\d\d\w*")),
    ("ada", lazy(r"l40s?|l4|rtx ?40\d\d\w*")),
    ("rubin", lazy(r"v?r\d{3}\w*")),
)
# A series named by its round number ("MI200", "MI300"): letters, a digit, then "00".
_SERIES = lazy(r"([a-z]{2,})(\d)00")
_PART = lazy(r"[a-z]{2,}\d\d{2}[a-z]*")


# A single-board computer's number names one board, no line of them: a "Pi 5" is not the
# family of a "Pi 500+" (a keyboard computer), as "Xeon 6" is of a "Xeon 6980P".
_BOARDS = ("pi ", "raspberry pi ")
# An Apple chip generation ("m1") and the tiers written after it ("pro", "max", "ultra").
_APPLE_CHIP = lazy(r"m\d")
_CHIP_TIER = lazy(r"pro|max|ultra")


def member_of(family: str, part: str) -> bool:
    """Whether `part` names one part of the family `family` names: an architecture's part
    ("H100" of "Hopper"), a numbered line's model ("Xeon 6980P" of "Xeon 6"), a series'
    member ("MI250X" of "MI200"). Both are grouping keys: lower-case tokens, space-joined."""
    if not family or not part or family == part or family.startswith(_BOARDS):
        return False
    if part.startswith(family + " "):
        # "xeon 6" -> "xeon 6 6980p": the same line, with its model number written out;
        # "apple m1" -> "apple m1 pro": a chip written short for the one tier a page names
        return any(ch.isdigit() for ch in part[len(family):]) or (
            _CHIP_TIER.fullmatch(part[len(family) + 1:]) is not None
            and _APPLE_CHIP.fullmatch(family.split(" ")[-1]) is not None)
    last, rest = family.split(" ")[-1], part.split(" ")
    for name, members in ARCHITECTURE_MEMBERS:
        if last == name:
            return any(members.fullmatch(token) for token in rest) or \
                any(members.fullmatch(" ".join(rest[i:i + 2])) for i in range(len(rest) - 1))
    # "xeon 6" -> "xeon 6980p": the family's number, continued by the part's model number.
    if last.isdigit() and part.startswith(family) and part[len(family):len(family) + 1].isdigit():
        return True
    series = _SERIES.fullmatch(last)
    return series is not None and any(
        t != last and _PART.fullmatch(t) is not None and t.startswith(series.group(1)
                                                                        + series.group(2))
        for t in rest)


def starts_its_parts(family: str) -> bool:
    """Whether every part `member_of` finds of `family` starts with it ("xeon 6" ->
    "xeon 6980p"): true unless the family ends in an architecture ("hopper") or a series
    ("mi200"), whose parts are named otherwise. Lets a caller look parts up by prefix."""
    last = family.split(" ")[-1]
    return not any(last == name for name, _ in ARCHITECTURE_MEMBERS) and \
        _SERIES.fullmatch(last) is None

