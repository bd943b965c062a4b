#!/usr/bin/env bash
# Compares `fontscale list --format json` with `fc-match sans` as whole processes: wall time with
# hyperfine, peak memory with /usr/bin/time -v. Both load fontconfig. Run from the repository root:
#   bash Benchmarks/cli.sh
set -euo pipefail
cd "$(dirname "$0")/.."
command -v hyperfine >/dev/null || { echo "installing hyperfine"; apt-get install -y -qq hyperfine >/dev/null; }

# A statically linked Swift runtime starts about 6 ms faster than the shared one.
swift build -c release --product fontscale --static-swift-stdlib --scratch-path .build-static >/dev/null
fontscale=.build-static/release/fontscale

hyperfine -N --warmup 3 --runs 50 \
    "fc-match sans" \
    "$fontscale categories --format json" \
    "$fontscale list --category large --format json" \
    "$fontscale list --format json"

for command in "fc-match sans" "$fontscale list --format json"; do
    peak=$(/usr/bin/time -v $command 2>&1 >/dev/null | awk -F': ' '/Maximum resident/ {print $2}')
    echo "peak memory of '$command': ${peak} KiB"
done
