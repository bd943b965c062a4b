"""Draws the library modules and what each imports, for HeadlessUI's architecture article:
Sources/HeadlessUI/Documentation.docc/Resources/architecture-modules.png.

The edges are the targets' dependencies in Package.swift, each drawn once: an edge another path
already implies (HeadlessUI to DynamicType through SystemFonts, say) is left out, and one that only
a package trait brings (FontScaleTesting to FontScaleGTK, for a deprecated forwarder) is dashed.
Change EDGES and TRAIT_EDGES with Package.swift, then draw again.

Needs matplotlib (pip install matplotlib). From anywhere: python3 Documentation/architecture-modules.py
"""

import os

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.patches import FancyArrowPatch, FancyBboxPatch  # noqa: E402

# Kinds of module, each a fill colour and the legend's words.
KINDS = {
    "core": ("#dbe9f7", "the tree and what it stands on"),
    "desktop": ("#e6def3", "the desktop's settings"),
    "toolkit": ("#d9efd9", "toolkit adapters (package traits GTK, Qt)"),
    "testing": ("#fbe5c8", "for apps' tests"),
    "tool": ("#eeeeee", "the command-line tool"),
}

# Name: (centre x, centre y, kind, what it owns). FontScaleGTK sits between FontScaleQt and
# FontScaleTesting so that the dashed edge between the last two crosses no box.
MODULES = {
    "DynamicType": (52, 8, "core", "categories, text styles, the ramp\nthe desktop's values; pure Swift"),
    "SystemFonts": (30, 25, "core", "fonts, measurement, line breaks\nfontconfig, FreeType, HarfBuzz, ICU"),
    "DesktopSettings": (78, 25, "desktop", "the desktop's text size, fonts\nGNOME, KDE, X11, the portal"),
    "HeadlessUI": (30, 42, "core", "views, controllers, layout\nthe rendering seam, the mirror"),
    "FontScaleQt": (13, 61, "toolkit", "QtHost, QtTextStyles\nnative layer over Qt 6"),
    "FontScaleGTK": (52, 61, "toolkit", "GtkHost, GtkTextStyles\nnative layer over GTK 4"),
    "FontScaleTesting": (91, 61, "testing", "sweeps, audits\nagreement oracles"),
    "FontScaleSnapshotTesting": (71.5, 79, "testing", "GTK windows as PNG snapshots\nswift-snapshot-testing"),
    "fontscale": (91, 42, "tool", "the command-line tool\nlist, resolve, watch"),
}

# Importer, imported.
EDGES = [
    ("SystemFonts", "DynamicType"),
    ("DesktopSettings", "DynamicType"),
    ("HeadlessUI", "SystemFonts"),
    ("FontScaleGTK", "HeadlessUI"),
    ("FontScaleQt", "HeadlessUI"),
    ("FontScaleTesting", "HeadlessUI"),
    ("FontScaleSnapshotTesting", "FontScaleGTK"),
    ("FontScaleSnapshotTesting", "FontScaleTesting"),
    ("fontscale", "DesktopSettings"),
    ("fontscale", "SystemFonts"),
]

# Importer, imported: only with a package trait (GTK), for the deprecated
# TextSizeAudit.gtkChecks(host:gtkWindow:).
TRAIT_EDGES = [
    ("FontScaleTesting", "FontScaleGTK"),
]

WIDTH, HEIGHT = 30, 11  # a box, in the drawing's units

figure, axes = plt.subplots(figsize=(11, 8.8), dpi=150)
figure.patch.set_facecolor("white")
axes.set_facecolor("white")
axes.set_xlim(-4, 108)
axes.set_ylim(-13, 90)
axes.set_aspect("equal")
axes.axis("off")

# The rendering seam: the line between the tree and the toolkit adapters.
axes.plot([-2, 106], [51.5, 51.5], color="#777777", linestyle=(0, (5, 4)), linewidth=1.2, zorder=1)
axes.text(91, 51.5, "the rendering seam", fontsize=10.5, color="#444444", ha="center", va="center",
          style="italic", zorder=2, bbox={"facecolor": "white", "edgecolor": "none", "pad": 2})

for name, (x, y, kind, owns) in MODULES.items():
    width = WIDTH + (4 if name == "FontScaleSnapshotTesting" else 0)
    box = FancyBboxPatch((x - width / 2, y - HEIGHT / 2), width, HEIGHT,
                         boxstyle="round,pad=0.3,rounding_size=1.2", facecolor=KINDS[kind][0],
                         edgecolor="#444444", linewidth=1.1, zorder=3)
    axes.add_patch(box)
    axes.text(x, y + 2.5, name, ha="center", va="center", fontsize=13, fontweight="bold",
              family="monospace" if kind == "tool" else "sans-serif", zorder=4)
    axes.text(x, y - 2.3, owns, ha="center", va="center", fontsize=10, color="#222222",
              linespacing=1.2, zorder=4)


def anchor(name, towards):
    """Where an edge leaves or enters a box: its bottom or top edge, moved a little towards the
    box at the other end so that edges meeting at one box stay apart; for a box in the same row,
    the side facing it."""
    x, y, _, _ = MODULES[name]
    other_x, other_y, _, _ = MODULES[towards]
    if other_y == y:
        return (x + (WIDTH / 2 + 0.3) * (1 if other_x > x else -1), y)
    shift = max(-WIDTH / 3, min(WIDTH / 3, (other_x - x) * 0.2))
    return (x + shift, y + (HEIGHT / 2 + 0.3) * (1 if other_y > y else -1))


DASHED = (0, (4, 3))
for edges, linestyle in ((EDGES, "solid"), (TRAIT_EDGES, DASHED)):
    for importer, imported in edges:
        start, end = anchor(importer, imported), anchor(imported, importer)
        arrow = FancyArrowPatch(start, end, arrowstyle="-|>", mutation_scale=16, color="#333333",
                                linewidth=1.3, linestyle=linestyle, shrinkA=1, shrinkB=1, zorder=2)
        axes.add_patch(arrow)

# The legend: the kinds of module, then the dashed edge.
LEGEND_X = (-2, 52)
for index, (kind, (colour, words)) in enumerate(KINDS.items()):
    column, row = index % 2, index // 2
    x, y = LEGEND_X[column], -1.5 - row * 3.6
    axes.add_patch(FancyBboxPatch((x, y - 1.1), 2.6, 2.2, boxstyle="round,pad=0.1,rounding_size=0.4",
                                  facecolor=colour, edgecolor="#444444", linewidth=0.8))
    axes.text(x + 3.8, y, words, fontsize=10.5, va="center")
x, y = LEGEND_X[len(KINDS) % 2], -1.5 - (len(KINDS) // 2) * 3.6
axes.add_patch(FancyArrowPatch((x, y), (x + 3.0, y), arrowstyle="-|>", mutation_scale=12,
                               color="#333333", linewidth=1.3, linestyle=DASHED, shrinkA=0, shrinkB=0))
axes.text(x + 3.8, y, "only with trait GTK, for a deprecated forwarder", fontsize=10.5, va="center")
axes.text(-2, 87.5, "FontScale's library modules: an arrow points from a module to one it imports",
          fontsize=13, fontweight="bold", va="center")

figure.tight_layout(pad=0.4)
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
catalog = os.path.join(root, "Sources", "HeadlessUI", "Documentation.docc", "Resources")
os.makedirs(catalog, exist_ok=True)
figure.savefig(os.path.join(catalog, "architecture-modules.png"), facecolor="white")
