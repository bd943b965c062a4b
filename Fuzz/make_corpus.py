#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpus into Fuzz/Corpus from the project's own fonts and from
dconf's and GLib's tools. Run from the repository root; the output is committed."""
import os, shutil, struct, subprocess, tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
corpus = os.path.join(root, "Fuzz", "Corpus")
fonts = sorted(f for f in os.listdir(os.path.join(root, "Tests", "Fixtures", "Fonts")) if f.endswith(".ttf"))

def write(target, name, data):
    os.makedirs(os.path.join(corpus, target), exist_ok=True)
    with open(os.path.join(corpus, target, name), "wb") as handle:
        handle.write(data)

def table(font, tag):
    count = struct.unpack(">H", font[4:6])[0]
    for record in range(count):
        entry = font[12 + record * 16: 28 + record * 16]
        if entry[:4] == tag:
            offset, length = struct.unpack(">II", entry[8:16])
            return font[offset:offset + length]
    return None

for name in fonts:
    data = open(os.path.join(root, "Tests", "Fixtures", "Fonts", name), "rb").read()
    stem = name[:-4]
    write("sfnt", stem, data)
    write("face", stem, data)
    write("sfnt", stem + "-truncated", data[: len(data) // 3])
    gsub = table(data, b"GSUB")
    if gsub:
        write("gsub", stem, gsub)
# A collection header around the first font.
first = open(os.path.join(root, "Tests", "Fixtures", "Fonts", fonts[0]), "rb").read()
write("sfnt", "collection", b"ttcf" + struct.pack(">HHI", 1, 0, 1) + struct.pack(">I", 16) + first)

with tempfile.TemporaryDirectory() as scratch:
    keyfiles = os.path.join(scratch, "keyfiles")
    os.mkdir(keyfiles)
    with open(os.path.join(keyfiles, "00-settings"), "w") as handle:
        handle.write("[org/gnome/desktop/interface]\ntext-scaling-factor=1.25\nfont-name='Cantarell 11'\n")
    locks = os.path.join(keyfiles, "locks")
    os.mkdir(locks)
    with open(os.path.join(locks, "00-lock"), "w") as handle:
        handle.write("/org/gnome/desktop/interface/text-scaling-factor\n")
    database = os.path.join(scratch, "db")
    subprocess.run(["dconf", "compile", database, keyfiles], check=True)
    shutil.copy(database, os.path.join(corpus, "gvdb", "dconf-locked"))
    schemas = os.path.join(scratch, "schemas")
    os.mkdir(schemas)
    shutil.copy("/usr/share/glib-2.0/schemas/org.gnome.desktop.interface.gschema.xml", schemas)
    for extra in os.listdir("/usr/share/glib-2.0/schemas"):
        if extra.startswith("org.gnome.desktop.enums"):
            shutil.copy(os.path.join("/usr/share/glib-2.0/schemas", extra), schemas)
    subprocess.run(["glib-compile-schemas", schemas], check=True)
    shutil.copy(os.path.join(schemas, "gschemas.compiled"), os.path.join(corpus, "gvdb", "gschemas-interface"))

# kdeglobals files; then the desktop font formats: a Pango description (GNOME's font-name,
# FONTSCALE_SYSTEM_FONT, the portal) and a serialized QFont (KDE's [General] font and fixed, the
# portal on KDE), good forms and the refused ones the reliability probe found (exponents,
# hexadecimal, absurd sizes).
texts = {
    "kdeglobals": {
        "plasma6": "[General]\nColorScheme=BreezeLight\nfont=Noto Sans,11,-1,5,400,0,0,0,0,0,0,0,0,0,0,1\n\n[KDE]\nLookAndFeelPackage=org.kde.breeze\n",
        "immutable": "[General]\nfont[$i]=Noto Sans,15,-1,5,50,0,0,0,0,0\n",
        "localized": "[General]\nfont[de]=Noto Sans,20,-1,5\nfont=Hack,9.5,-1,5,50,0,0,0,0,0\n",
        "no-general": "[KDE]\nwidgetStyle=Breeze\n",
        "crlf": "[General]\r\nfont=DejaVu Sans,12,-1,5,400\r\n",
    },
    "pango": {
        "cantarell": "Cantarell 11",
        "styled": "Adwaita Sans Bold Italic 10.5",
        "family-list": "Inter, Cantarell, Semi-Bold 12",
        "pixels": "Inter 16px",
        "exponent": "Cantarell 1e19",
        "hexadecimal": "Inter 0x10",
        "absurd": "Cantarell 99999",
    },
    "kcmfonts": {
        "plasma5": "[General]\nforceFontDPI=120\nforceFontDPIWayland=144\n",
        "not-forced": "[General]\nforceFontDPI=0\n",
        "exponent": "[General]\nforceFontDPI=1e19\n",
    },
    "xresources": {
        "xfce": "Xft.antialias:\t1\nXft.dpi:\t120\nXft.hintstyle:\thintslight\n",
        "loose": "*background:\t#000000\nXft*dpi:\t144\n",
        "exponent": "Xft.dpi:\t1e19\n",
    },
    "qtfont": {
        "plasma6": "Noto Sans,10,-1,5,400,0,0,0,0,0,0,0,0,0,0,1",
        "plasma5": "Hack,9.5,-1,5,50,0,0,0,0,0",
        "pixels": "Noto Sans,-1,16,5,400,0,0,0,0,0",
        "exponent": "Noto Sans,1e19,-1,5,400",
        "absurd-pixels": "Noto Sans,-1,99999,5,400",
    },
}
for target, samples in texts.items():
    for name, text in samples.items():
        write(target, name, text.encode())

# What an X server sends (little-endian, as FontScale asks): a setup answer naming one screen
# and a GetProperty reply holding the X resources; a refusal; and an .Xauthority entry.
def x_setup():
    vendor = b"Fuzz"
    body = struct.pack("<IIIIHHBBBBBBBBxxxx", 0, 0x200000, 0x1FFFFF, 256, len(vendor), 65535, 1, 1, 0, 0, 32, 32, 8, 255)
    body += vendor + struct.pack("<BBBxxxxx", 24, 32, 32) + struct.pack("<I", 0x3A7) + bytes(36)
    return struct.pack("<BxHHH", 1, 11, 0, len(body) // 4) + body

def x_reply(value):
    padded = value + bytes((4 - len(value) % 4) % 4)
    return struct.pack("<BBHIIII12x", 1, 8, 1, len(padded) // 4, 31, 0, len(value)) + padded

write("xprotocol", "setup-and-reply", x_setup() + x_reply(b"Xft.dpi:\t120\n") + struct.pack("<BxHIIIB15x", 28, 2, 0x3A7, 23, 0, 0))
reason = b"No protocol specified"
write("xprotocol", "refused", struct.pack("<BBHHH", 0, len(reason), 11, 0, (len(reason) + 3) // 4) + reason + bytes((4 - len(reason) % 4) % 4))
def counted(data):
    return struct.pack(">H", len(data)) + data
write("xprotocol", "xauthority", struct.pack(">H", 256) + counted(b"host") + counted(b"0") + counted(b"MIT-MAGIC-COOKIE-1") + counted(bytes(range(16))))
