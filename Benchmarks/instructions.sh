#!/usr/bin/env bash
# Instruction counts of the tree update's walk, its floor and a font resolution (cached request
# and uncached), counted by callgrind on a release build: unlike times they do not depend on the
# machine's load, so a regression fails on any machine. Each workload runs once in
# `instruction-counts` (Sources/InstructionCounts), which turns callgrind's counting on around the
# workload only; the count is divided by the nodes walked or the resolutions made, and compared
# with Thresholds/instructions.txt.
#
#   bash instructions.sh            # check; fails when a count moved more than the tolerance
#   bash instructions.sh --update   # write the counts of this build as the thresholds
set -euo pipefail
cd "$(dirname "$0")"

thresholds=Thresholds/instructions.txt
# A count may move this many percent either way: callgrind's counts repeat to within a fraction
# of a percent (the uncached resolution's hashing the most), so more is a change of the code or
# the toolchain. A count that fell by more is reported too, so the thresholds follow improvements.
tolerance=3

update=false
case "${1:-}" in
    "") ;;
    --update) update=true ;;
    *) echo "usage: bash instructions.sh [--update]" >&2; exit 64 ;;
esac

command -v valgrind >/dev/null || { echo "instructions.sh needs valgrind (apt-get install valgrind)" >&2; exit 1; }
swift build -c release --product instruction-counts >/dev/null
binary="$(swift build -c release --show-bin-path)/instruction-counts"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Valgrind 3.19 cannot read the DWARF 5 that Swift 6 writes and stops; the symbols it needs to
# name functions stay in a copy without debug information.
objcopy --strip-debug "$binary" "$work/instruction-counts"
# The same hash seed in every run, so that dictionaries probe alike.
export SWIFT_DETERMINISTIC_HASHING=1

# Prints the instructions per unit of one workload, and keeps callgrind's output for a look with
# callgrind_annotate.
per_unit() {
    local workload=$1 units total
    units=$(valgrind --tool=callgrind --collect-atstart=no --callgrind-out-file="$work/$workload.out" \
        "$work/instruction-counts" "$workload" 2>"$work/$workload.log") || {
        cat "$work/$workload.log" >&2
        echo "instruction-counts $workload failed under valgrind" >&2
        exit 1
    }
    total=$(awk '/^summary:/ { print $2 }' "$work/$workload.out")
    echo $((total / units))
}

workloads=(walk floor cached uncached)
declare -A measured
for workload in "${workloads[@]}"; do
    measured[$workload]=$(per_unit "$workload")
done
ratio=$(awk -v walk="${measured[walk]}" -v floor="${measured[floor]}" 'BEGIN { printf "%.2f", walk / floor }')

if $update; then
    {
        echo "# Instructions per unit counted by callgrind (bash instructions.sh --update); checked by"
        echo "# bash instructions.sh within $tolerance %. walk and floor: per node; cached and uncached: per resolution."
        for workload in "${workloads[@]}"; do echo "$workload ${measured[$workload]}"; done
    } >"$thresholds"
    echo "wrote $thresholds (walk ${ratio}× the floor)"
    exit 0
fi

failed=0
printf '%-9s %12s %12s %8s\n' workload threshold measured change
for workload in "${workloads[@]}"; do
    expected=$(awk -v name="$workload" '$1 == name { print $2 }' "$thresholds")
    if [ -z "$expected" ]; then
        echo "$thresholds has no threshold for $workload" >&2
        failed=1
        continue
    fi
    actual=${measured[$workload]}
    change=$(awk -v a="$actual" -v e="$expected" 'BEGIN { printf "%+.1f", (a - e) * 100 / e }')
    printf '%-9s %12s %12s %7s%%\n' "$workload" "$expected" "$actual" "$change"
    if awk -v c="$change" -v t="$tolerance" 'BEGIN { exit !(c > t || c < -t) }'; then
        if awk -v c="$change" 'BEGIN { exit !(c > 0) }'; then
            echo "FAIL: $workload takes ${change#+} % more instructions per unit than $thresholds allows ($tolerance %)" >&2
        else
            echo "FAIL: $workload takes ${change#-} % fewer instructions per unit than $thresholds says: if that was meant, run bash instructions.sh --update and commit it" >&2
        fi
        failed=1
    fi
done
echo "walk: ${ratio}× the floor's instructions per node"
exit $failed
