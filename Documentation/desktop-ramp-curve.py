"""Draws the desktop ramp at continuous text-scale factors: Documentation/desktop-ramp-curve.png
and the DynamicType catalog's copy. Every size is what `fontscale list --ramp desktop --text-scale F
--format json` prints for an 11 pt interface font (14.67 px), so the picture is the library's own
answer, not a formula redrawn; the dashed line is body by category, as the ramp drew it before
it followed the factor, and the dots are GTK's own label (the desktop font times the factor).

Needs matplotlib (pip install matplotlib). From anywhere: python3 Documentation/desktop-ramp-curve.py
"""

import json
import os
import shutil
import subprocess

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
subprocess.run(["swift", "build", "--product", "fontscale"], cwd=root, check=True, capture_output=True)
tool = os.path.join(root, ".build", "debug", "fontscale")
environment = {
    key: value
    for key, value in os.environ.items()
    if key not in ("XDG_CURRENT_DESKTOP", "FONTSCALE_CONTENT_SIZE", "FONTSCALE_TEXT_SCALE")
}
environment["FONTSCALE_SYSTEM_FONT"] = "DejaVu Sans 11"
environment["PATH"] = "/nonexistent"  # no gsettings: the desktop's own setting plays no part


def listed(*arguments):
    result = subprocess.run(
        [tool, "list", "--ramp", "desktop", "--format", "json", *arguments],
        cwd=root, env=environment, check=True, capture_output=True, text=True)
    return json.loads(result.stdout)


factors = [round(0.5 + 0.025 * step, 3) for step in range(int((3.0 - 0.5) / 0.025) + 1)]
styles = ["largeTitle", "title1", "title3", "headline", "body", "footnote", "caption2"]
sizes = {style: [] for style in styles}
for factor in factors:
    for row in listed("--text-scale", str(factor)):
        if row["style"] in sizes:
            sizes[row["style"]].append(row["pointSize"])
by_category = {row["category"]: row["pointSize"] for row in listed("--all-categories", "--style", "body")}

figure, axes = plt.subplots(figsize=(9, 5.4), dpi=100)
figure.patch.set_facecolor("white")
for style in styles:
    axes.plot(factors, sizes[style], linewidth=2.2 if style == "body" else 1.4, label=style)
# Body by category: the size of the category nearest each factor, as a step.
stepped = []
for factor in factors:
    nearest = json.loads(subprocess.run(
        [tool, "list", "--ramp", "desktop", "--format", "json", "--style", "body", "--text-scale", str(factor)],
        cwd=root, env=environment, check=True, capture_output=True, text=True).stdout)[0]["category"]
    stepped.append(by_category[nearest])
axes.plot(factors, stepped, color="black", linestyle="--", linewidth=1, label="body by category (before)")
gtk = [1.0, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0]
axes.scatter(gtk, [11 * 96 / 72 * f for f in gtk], color="black", zorder=5, s=18, label="GTK's own label")
axes.set_xlabel("desktop text-scale factor (GNOME text-scaling-factor, Xft.dpi ÷ 96)")
axes.set_ylabel("size (px)")
axes.set_title("The desktop's ramp at every factor, an 11 pt interface font")
axes.grid(True, color="#dddddd")
axes.legend(loc="upper left", fontsize=9)
figure.tight_layout()
picture = os.path.join(root, "Documentation", "desktop-ramp-curve.png")
figure.savefig(picture, facecolor="white")
catalog = os.path.join(root, "Sources", "DynamicType", "Documentation.docc", "Resources")
os.makedirs(catalog, exist_ok=True)
shutil.copy(picture, os.path.join(catalog, "desktop-ramp-curve.png"))
