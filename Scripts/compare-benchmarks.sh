#!/bin/bash
# Interleaved before/after comparison of Benchmarks/ between two checkouts or commits.
#
# Usage:
#   Scripts/compare-benchmarks.sh [-r ROUNDS] [-o OUTDIR] [-n] BEFORE AFTER TARGET=REGEX...
#
#   BEFORE, AFTER  a directory holding a Trellis checkout (its Benchmarks/ package is used
#                  as it is, so a checkout with benchmarks back-ported works), or a commit:
#                  a commit gets a detached worktree of this repository at
#                  /tmp/trellis-bench-<short hash> (made once, reused afterwards).
#   TARGET=REGEX   a benchmark target and the --filter regex of the benchmarks to run in it,
#                  e.g. 'LayoutBenchmarks=.*first layout.*'. ordo-one/benchmark matches the
#                  regex against the WHOLE name (a regex matching part of it runs nothing).
#                  Several may be given.
#   -r ROUNDS      rounds (default 2): each round runs BEFORE then AFTER, every target, so
#                  drift of a shared machine shows as round-to-round spread.
#   -o OUTDIR      where each run's output and the summary go (default /tmp/compare-benchmarks).
#   -n             do not build (both sides already have release builds of the targets).
#
# Each side's targets are built first (`swift build -c release --product TARGET`, what
# `swift package benchmark` runs; its cached build plan is dropped first), then runs alternate: BEFORE r1, AFTER r1, BEFORE r2, ...
# Each run's `uptime` is logged beside it. The summary (OUTDIR/summary.txt) lists, for each
# benchmark present on both sides (matched by exact name; a renamed benchmark is listed as
# present on one side only), the wall-clock p50 and p25–p75 of each round, mallocs and
# bytes per frame (p50) where recorded, and AFTER/BEFORE as the ratio of the medians of
# the rounds' p50s.
#
# Example (issue 28's figures):
#   Scripts/compare-benchmarks.sh -r 3 0b4ecd0 main \
#     'TerminalBenchmarks=.*page-down frame|journal: .*no journal reader' \
#     'LayoutBenchmarks=.*first layout.*' 'BindingBenchmarks=.*one change.*'
set -euo pipefail

rounds=2
out=/tmp/compare-benchmarks
build=1
while getopts "r:o:n" option; do
  case $option in
    r) rounds=$OPTARG ;;
    o) out=$OPTARG ;;
    n) build=0 ;;
    *) sed -n '2,20p' "$0"; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
if [ $# -lt 3 ]; then sed -n '2,20p' "$0"; exit 2; fi
before_ref=$1 after_ref=$2
shift 2
repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
source "$(dirname "$0")/benchmark-runs.sh"

# A directory is used as it is; anything else is a commit checked out once in /tmp.
checkout() {
  if [ -d "$1/Benchmarks" ]; then (cd "$1" && pwd); return; fi
  local hash
  hash=$(git -C "$repo" rev-parse --short "$1^{commit}")
  local dir=/tmp/trellis-bench-$hash
  if [ ! -d "$dir" ]; then git -C "$repo" worktree add --detach "$dir" "$hash" >&2; fi
  echo "$dir"
}
before=$(checkout "$before_ref")
after=$(checkout "$after_ref")
mkdir -p "$out"
{
  echo "BEFORE $before_ref: $before ($(git -C "$before" rev-parse --short HEAD 2>/dev/null || echo 'not a git checkout'))"
  echo "AFTER  $after_ref: $after ($(git -C "$after" rev-parse --short HEAD 2>/dev/null || echo 'not a git checkout'))"
} | tee "$out/sides.txt"

if [ "$build" = 1 ]; then
  for side in "$before" "$after"; do
    for spec in "$@"; do
      echo "building ${spec%%=*} in $side" >&2
      build_benchmarks "$side" "${spec%%=*}" "$out/build.log"
    done
  done
fi

for round in $(seq 1 "$rounds"); do
  for name in before after; do
    side=$before
    [ "$name" = after ] && side=$after
    for spec in "$@"; do
      target=${spec%%=*} filter=${spec#*=}
      file="$out/$name-r$round-$target.txt"
      log_load "$name round $round $target"
      run_benchmarks "$side" "$target" "$filter" "$file"
    done
  done
done
log_load done

summarise "$out" "$rounds" "$@" <<'PYTHON' | tee "$out/summary.txt"
import statistics, sys
from benchmark_results import TO_NS, p50, parse, wall_ns, wall_unit
out, rounds, specs = sys.argv[1], int(sys.argv[2]), sys.argv[3:]

for spec in specs:
    target = spec.split("=", 1)[0]
    runs = {side: [parse(f"{out}/{side}-r{r}-{target}.txt") for r in range(1, rounds + 1)]
            for side in ("before", "after")}
    names = list(dict.fromkeys(n for side in runs.values() for run in side for n in run))
    print(f"\n## {target}")
    for name in names:
        present = {side: all(name in run for run in runs[side]) for side in runs}
        if not all(present.values()):
            only = [side for side, ok in present.items() if ok]
            print(f"\n{name}: only in {', '.join(only) or 'some rounds'}")
            continue
        # Rounds may be reported in different units (the tool picks one per run):
        # everything is read in nanoseconds and shown in the first BEFORE round's unit.
        unit = wall_unit(runs["before"][0][name])
        scale = TO_NS[unit]
        print(f"\n{name} — Time (wall clock) ({unit})")
        medians = {}
        for side in ("before", "after"):
            cells, p50s = [], []
            for run in runs[side]:
                p25, mid, p75 = (v / scale for v in wall_ns(run[name]))
                p50s.append(mid)
                cells.append(f"{mid:g} ({p25:g}–{p75:g})")
            medians[side] = statistics.median(p50s)
            mallocs = p50(runs[side][-1][name], "Malloc")
            frame = p50(runs[side][-1][name], "bytes per frame")
            extra = f"; mallocs p50 {mallocs:g}" if mallocs is not None else ""
            extra += f"; bytes/frame p50 {frame:g}" if frame is not None else ""
            print(f"  {side:6} p50 (p25–p75) per round: {' | '.join(cells)}{extra}")
        print(f"  AFTER/BEFORE (median of round p50s): {medians['after'] / medians['before']:.3f}")
PYTHON
