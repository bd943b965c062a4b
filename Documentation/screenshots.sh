#!/usr/bin/env bash
# Regenerates the README's pictures from the GTK demo, each rendered by the demo's own
# --screenshot (GTK's renderer, the whole window, so the picture is opaque):
#   Documentation/mailbox-large.png, -xxxLarge.png, -AX5.png: the mail app's inbox, at AX5 with its
#   Settings tab held, and Documentation/mailbox-AX5-viewer.png: the Large Content Viewer's popover
#   that hold shows (its own surface, drawn by GTK);
#   Documentation/mailbox-all-categories.png: a contact sheet of the inbox at all twelve sizes;
#   Documentation/qt-mailbox-large.png, -xxxLarge.png, -AX5.png (and -AX5-viewer.png): the same in Qt 6, drawn by
#   fontscale-qt-demo on Qt's offscreen platform (QWidget::grab, opaque).
# Needs Debian's libgtk-4-dev, qt6-base-dev, xvfb, xauth and imagemagick (for montage). From anywhere:
#   bash Documentation/screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --traits GTK --scratch-path .build-gtk --product fontscale-gtk-demo >/dev/null
demo=$PWD/.build-gtk/debug/fontscale-gtk-demo
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A bare X server, no desktop: the desktop's font is the fallback (sans-serif 11 pt), and the
# category is the one named, so the pictures are the same on every machine with these fonts.
shoot() {
    env -u XDG_CURRENT_DESKTOP -u FONTSCALE_SYSTEM_FONT -u FONTSCALE_CONTENT_SIZE -u FONTSCALE_TEXT_SCALE \
        GSK_RENDERER=cairo xvfb-run -a "$demo" --screen "$1" --category "$2" --screenshot "$3" "${@:4}"
}

for category in large xxxLarge; do
    shoot mailbox "$category" "Documentation/mailbox-$category.png"
done
# At AX5 the Settings tab is held: the picture has the window, -viewer.png the viewer's popover.
shoot mailbox AX5 Documentation/mailbox-AX5.png --hold-tab 1
# The popover's rounded corners and arrow are transparent: on the window's background, as drawn.
convert Documentation/mailbox-AX5-viewer.png -background '#f6f5f4' -alpha remove -alpha off \
    Documentation/mailbox-AX5-viewer.png

names=(xS S M L XL XXL XXXL AX1 AX2 AX3 AX4 AX5)
tiles=()
for name in "${names[@]}"; do
    shoot mailbox "$name" "$work/$name.png"
    tiles+=("$work/$name.png")
done
# Tiles at half size, named by category; 128 colours keep the file small and the text crisp.
montage -label '%t' -font DejaVu-Sans -pointsize 18 -tile 6x2 -geometry 280x450+8+8 -background white \
    "${tiles[@]}" -alpha remove -alpha off +dither -colors 128 -depth 8 "PNG8:Documentation/mailbox-all-categories.png"

# The same inbox in Qt, with the same fonts and desktop (none).
swift build --traits Qt --scratch-path .build-qt --product fontscale-qt-demo >/dev/null
for category in large xxxLarge AX5; do
    hold=()
    [ "$category" = AX5 ] && hold=(--hold-tab 1)
    env -u XDG_CURRENT_DESKTOP -u FONTSCALE_SYSTEM_FONT -u FONTSCALE_CONTENT_SIZE -u FONTSCALE_TEXT_SCALE -u DISPLAY \
        QT_QPA_PLATFORM=offscreen "$PWD/.build-qt/debug/fontscale-qt-demo" --screen mailbox --category "$category" \
        --screenshot "Documentation/qt-mailbox-$category.png" "${hold[@]}"
done
echo "wrote Documentation/mailbox-{large,xxxLarge,AX5,AX5-viewer}.png, Documentation/mailbox-all-categories.png" \
    "and Documentation/qt-mailbox-{large,xxxLarge,AX5,AX5-viewer}.png"
