#!/usr/bin/env bash
# Measures a change: builds the benchmarks of two commits side by side (each in a worktree of its
# own), runs both in one sitting on this machine, and prints ordo-one/benchmark's comparison.
#
#   bash Benchmarks/compare.sh OLD [NEW] [FILTER]
#
# OLD and NEW are any commits (NEW defaults to HEAD); FILTER is a benchmark regex (default: the
# tree update, its floor and the resolutions). Times from two sittings are never compared:
# machines drift, so both commits run here, one after the other, after both are built.
set -euo pipefail
old=${1:?usage: compare.sh OLD [NEW] [FILTER]}
new=${2:-HEAD}
filter=${3:-"Tree (update|floor).*|Resolution.*"}
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
work=$(mktemp -d)
cleanup() {
    for name in old new; do git -C "$root" worktree remove --force "$work/$name" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

for name in old new; do
    rev=$([ "$name" = old ] && echo "$old" || echo "$new")
    git -C "$root" worktree add --detach --quiet "$work/$name" "$rev"
done
# Both built before either runs, so no build competes with a measurement.
for name in old new; do
    echo "building $name ($(git -C "$work/$name" log -1 --format='%h %s' | cut -c1-72))"
    (cd "$work/$name/Benchmarks" && swift build -c release >/dev/null)
done
for name in old new; do
    (cd "$work/$name/Benchmarks" && swift package --allow-writing-to-package-directory benchmark baseline update \
        "$name" --filter "$filter" --no-progress --quiet)
done
mkdir -p "$work/new/Benchmarks/.benchmarkBaselines/FontScaleBenchmarks"
cp -r "$work/old/Benchmarks/.benchmarkBaselines/FontScaleBenchmarks/old" \
    "$work/new/Benchmarks/.benchmarkBaselines/FontScaleBenchmarks/"
cd "$work/new/Benchmarks"
swift package benchmark baseline compare old new --filter "$filter" --no-progress
