#!/usr/bin/env bash
# A Qt 6 window of styled labels after a text-size change, several ways in one process, for 200
# and 2,000 labels, on Qt's offscreen platform and on X11 (Xvfb): FontScale's part (the walk and
# QtHost giving each changed label its font), Qt's restyle after it (layout and paint, to the
# painted frame), and the same labels scaled by Qt's own means (QApplication::setFont's point
# size), and QtTextStyles giving FontScale's labels and plain QLabels their styles. Qt lives on the main thread of a process of its own, so this runs fontscale-qt-harness's
# --benchmark-labels (the Qt tests' harness, in no product) rather than an ordo-one benchmark,
# whose main actor may run on a worker thread. Needs Debian's qt6-base-dev and xvfb. Run from anywhere:
#   bash Benchmarks/qt.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --traits Qt --scratch-path .build-qt-release --product fontscale-qt-harness >/dev/null
harness=$PWD/.build-qt-release/release/fontscale-qt-harness

summary() {
    python3 -c '
import json, sys
keys = ("fontScalePart", "qtRestyleAfterFontScale", "fontScaleToPaint", "qtApplicationFontToPaint",
        "textStylesPart", "textStylesToPaint", "textStylesOnQLabelsToPaint")
for line in sys.stdin:
    d = json.loads(line)
    cells = ["%.1f ms (%.1f)" % (d[k]["median"], d[k]["p90"]) for k in keys]
    print("| %s | {:,} | ".format(d["labels"]) % d["platform"] + " | ".join(cells) + " |")'
}

echo "| Platform | Labels | QtHost: FontScale's part | Qt after it, to paint | QtHost, whole path | Qt's application font, to paint | QtTextStyles: its part | QtTextStyles, whole path | QtTextStyles on QLabels, whole path |"
echo "|---|---|---|---|---|---|---|---|---|"
# A failed run says why: the harness's own lines on standard error (Qt's among them, such as a
# platform plugin that could not start), and fails the script.
log=$(mktemp)
trap 'rm -f "$log"' EXIT
run() {
    for attempt in 1 2 3; do
        if "$@" 2>"$log" | summary; then return; fi
        # Now and then xvfb-run -a picks a display whose server is not up (Qt says it "could not
        # connect to display" and aborts before timing anything): tried again, up to three times.
        # Any other failure is the harness's own.
        grep -q "could not connect to display" "$log" || break
        echo "qt.sh: no display on attempt $attempt, trying again" >&2
    done
    echo "qt.sh: $* failed:" >&2
    tail -c 2000 "$log" >&2
    exit 1
}
for labels in 200 2000; do
    run env -u DISPLAY -u XDG_CURRENT_DESKTOP QT_QPA_PLATFORM=offscreen "$harness" --benchmark-labels "$labels" \
        --iterations 100
    run env -u XDG_CURRENT_DESKTOP xvfb-run -a env QT_QPA_PLATFORM=xcb "$harness" --benchmark-labels "$labels" \
        --iterations 100
done
