#!/usr/bin/env bash
# Within one frame: how soon a text-size change is on screen in a realistic window, in GTK 4 (under
# Xvfb) and Qt 6 (offscreen), on the mail demo's inbox and a settings page of 200 labels. Three
# changes each: the application's preferred category set in code (budget one frame, 16.7 ms), and
# the desktop's own setting written, GNOME's text-scaling-factor by `dconf write` and KDE's
# kdeglobals font rewritten (budget 50 ms), the application following the desktop through
# DesktopTextSizeMonitor.follow. Each is timed from just before the change or write to the
# painted frame that draws a label at its new size. The toolkits need their main thread, so this
# runs the harness executables' --benchmark-frame (in no product), each in a private D-Bus session
# with its own dconf and XDG_CONFIG_HOME, so the machine's settings are never touched. Needs
# Debian's libgtk-4-dev, qt6-base-dev, xvfb, dbus and dconf-cli. GTK draws with its cairo renderer
# unless GSK_RENDERER says otherwise (see below). Run from anywhere:
#   bash Benchmarks/frame.sh [--changes N] [--debug]
set -euo pipefail
cd "$(dirname "$0")/.."
changes=40
configuration=release
while [ $# -gt 0 ]; do
    case "$1" in
        --changes) changes=$2; shift 2 ;;
        --debug) configuration=debug; shift ;;
        *) echo "usage: bash Benchmarks/frame.sh [--changes N] [--debug]" >&2; exit 64 ;;
    esac
done
suffix=$([ "$configuration" = release ] && echo -release || echo)


gtk_harness=$PWD/.build-gtk$suffix/$configuration/fontscale-gtk-harness
qt_harness=$HARNESS

# A private session for one run: its own configuration, runtime and cache folders, and a bus whose
# dconf service writes there.
session() {
    local home
    home=$(mktemp -d)
    mkdir -p "$home/config" "$home/run" "$home/cache" "$home/data"
    chmod 700 "$home/run"
    env -u XDG_CURRENT_DESKTOP -u FONTSCALE_TEXT_SCALE -u FONTSCALE_CONTENT_SIZE -u FONTSCALE_BOLD_TEXT \
        HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_RUNTIME_DIR="$home/run" XDG_CACHE_HOME="$home/cache" \
        XDG_DATA_HOME="$home/data" GSETTINGS_BACKEND=dconf "$@" || status=$?
    rm -rf "$home"
    return "${status:-0}"
}

summary() {
    python3 -c '
import json, sys
for line in sys.stdin:
    d = json.loads(line)
    within = "yes" if d["p95"] <= d["budget"] else "**no**"
    to_app = "%.1f / %.1f ms" % (d["toApplicationP50"], d["toApplicationP95"]) if d.get("toApplicationP50") is not None else ""
    print("| %s | %s (%d labels) | %s | %.1f ms | %.1f ms | %.1f ms | %s | %s |" % (
        d["toolkit"], d["screen"], d["labels"], d["change"], d["p50"], d["p95"], d["budget"], within, to_app))'
}

# The services the bus starts write to the same output: only the harness's JSON lines are read. A
# failed run says why (the harness's own lines on standard error) and fails the script.
log=$(mktemp)
trap 'rm -f "$log"' EXIT
run() {
    if ! session "$@" --benchmark-frame --changes "$changes" 2>"$log" | grep "^{" | summary; then
        grep -v "dbus-daemon\|propagateSizeHints\|SpiRegistry" "$log" | tail -c 2000 >&2
        return 1
    fi
}

echo "| Toolkit | Screen | Change | p50 | p95 | Budget (p95) | Within | Write to the app's change, p50 / p95 |"
echo "|---|---|---|---|---|---|---|---|"
# Xvfb has no GPU: GTK's default GL renderer would run on Mesa's software rasterizer there, which
# no desktop with a GPU pays; cairo is GTK's own software renderer. GSK_RENDERER=gl measures GL.

run env -u DISPLAY -u WAYLAND_DISPLAY QT_QPA_PLATFORM=offscreen dbus-run-session -- "$qt_harness"
