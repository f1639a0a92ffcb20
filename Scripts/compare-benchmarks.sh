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
# A target one side's Benchmarks/Package.swift does not declare (added or removed between
# the sides) is neither built nor run there, and the summary lists it as on one side only.
# Each run's `uptime` is logged beside it. The summary (OUTDIR/summary.txt) lists, for each
# benchmark present on both sides (matched by exact name; a renamed benchmark is listed as
# present on one side only), the wall-clock p50 and p25–p75 of each round, mallocs and
# bytes per frame (p50) where recorded, AFTER/BEFORE as the ratio of the medians of the
# rounds' p50s, and each round's own AFTER/BEFORE with their range (the spread). A row is
# marked SLOWER (or FASTER) when every AFTER round is slower (faster) than every BEFORE
# round and the ratio is past 1 + s (below 1 / (1 + s)), s being the larger relative spread
# (max − min) / median of either side's round p50s (with one round, the wider of the two
# p25–p75 relative to its p50): beyond what the machine's drift moved the same code. OUTDIR/summary.tsv has one row per
# benchmark, for tables.
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
      has_target "$side" "${spec%%=*}" || { echo "no ${spec%%=*} in $side" >&2; continue; }
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
      rm -f "$file"
      has_target "$side" "$target" || continue
      log_load "$name round $round $target"
      run_benchmarks "$side" "$target" "$filter" "$file"
    done
  done
done
log_load done

summarise "$out" "$rounds" "$@" <<'PYTHON' | tee "$out/summary.txt"
import os, statistics, sys
from benchmark_results import TO_NS, p50, parse, wall_ns, wall_unit
out, rounds, specs = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
tsv = ["target\tbenchmark\tunit\tbefore_p50s\tafter_p50s\tratio\tround_ratio_min"
       "\tround_ratio_max\tnoise\tflag\tbefore_mallocs\tafter_mallocs"]


def side_runs(side, target):
    files = [f"{out}/{side}-r{r}-{target}.txt" for r in range(1, rounds + 1)]
    return [parse(f) for f in files] if all(os.path.exists(f) for f in files) else None


def spread(values):
    """How far apart a side's round p50s are, relative to their median."""
    return (max(values) - min(values)) / statistics.median(values)


for spec in specs:
    target = spec.split("=", 1)[0]
    runs = {side: side_runs(side, target) for side in ("before", "after")}
    print(f"\n## {target}")
    missing = [side for side, found in runs.items() if found is None]
    if missing:
        print(f"\nno {target} on the {' and '.join(s.upper() for s in missing)} side"
              + ("" if len(missing) == 2 else " (a target added or removed between them)"))
        runs = {side: found for side, found in runs.items() if found is not None}
        for side, found in runs.items():
            for name in dict.fromkeys(n for run in found for n in run):
                unit = wall_unit(found[0][name])
                mids = [wall_ns(run[name])[1] / TO_NS[unit] for run in found if name in run]
                cells = " | ".join(f"{v:g}" for v in mids)
                print(f"\n{name}: only in {side}; p50 ({unit}) per round: {cells}")
                column = "before_p50s" if side == "before" else "after_p50s"
                row = {"target": target, "benchmark": name, "unit": unit,
                       column: " · ".join(f"{v:g}" for v in mids), "flag": f"only in {side}"}
                tsv.append("\t".join(row.get(c, "") for c in tsv[0].split("\t")))
        continue
    names = list(dict.fromkeys(n for side in runs.values() for run in side for n in run))
    for name in names:
        present = {side: all(name in run for run in runs[side]) for side in runs}
        if not all(present.values()):
            only = [side for side, ok in present.items() if ok]
            print(f"\n{name}: only in {', '.join(only) or 'some rounds'}")
            tsv.append(f"{target}\t{name}\t\t\t\t\t\t\t\tonly in {', '.join(only) or 'some rounds'}\t\t")
            continue
        # Rounds may be reported in different units (the tool picks one per run):
        # everything is read in nanoseconds and shown in the first BEFORE round's unit.
        unit = wall_unit(runs["before"][0][name])
        scale = TO_NS[unit]
        print(f"\n{name} — Time (wall clock) ({unit})")
        p50s, mallocs = {}, {}
        for side in ("before", "after"):
            cells, p50s[side] = [], []
            for run in runs[side]:
                p25, mid, p75 = (v / scale for v in wall_ns(run[name]))
                p50s[side].append(mid)
                cells.append(f"{mid:g} ({p25:g}–{p75:g})")
            mallocs[side] = p50(runs[side][-1][name], "Malloc")
            frame = p50(runs[side][-1][name], "bytes per frame")
            extra = f"; mallocs p50 {mallocs[side]:g}" if mallocs[side] is not None else ""
            extra += f"; bytes/frame p50 {frame:g}" if frame is not None else ""
            print(f"  {side:6} p50 (p25–p75) per round: {' | '.join(cells)}{extra}")
        if 0 in p50s["before"]:
            # The tool prints whole numbers in the benchmark's unit: a p50 under one unit
            # reads 0, and no ratio can be taken.
            print(f"  no ratio: a BEFORE round's p50 is under one {unit}")
            tsv.append(f"{target}\t{name}\t{unit}\t" + "\t".join(
                " · ".join(f"{v:g}" for v in p50s[side]) for side in ("before", "after"))
                + f"\t\t\t\t\tunder one {unit}\t\t")
            continue
        ratio = statistics.median(p50s["after"]) / statistics.median(p50s["before"])
        per_round = [a / b for a, b in zip(p50s["after"], p50s["before"])]
        noise = max(spread(p50s["before"]), spread(p50s["after"]))
        if rounds == 1:
            # One round has no round-to-round spread: its own p25–p75 stands in.
            noise = max((p75 - p25) / mid for p25, mid, p75 in
                        (wall_ns(runs[side][0][name]) for side in ("before", "after")))
        flag = ""
        if min(p50s["after"]) > max(p50s["before"]) and ratio > 1 + noise:
            flag = "SLOWER"
        elif max(p50s["after"]) < min(p50s["before"]) and ratio < 1 / (1 + noise):
            flag = "FASTER"
        print(f"  AFTER/BEFORE (median of round p50s): {ratio:.3f}; per round "
              f"{' | '.join(f'{r:.3f}' for r in per_round)} (range {min(per_round):.3f}–"
              f"{max(per_round):.3f}); round p50s spread {noise * 100:.0f} %{' ' + flag if flag else ''}")
        tsv.append("\t".join([
            target, name, unit, " · ".join(f"{v:g}" for v in p50s["before"]),
            " · ".join(f"{v:g}" for v in p50s["after"]), f"{ratio:.3f}",
            f"{min(per_round):.3f}", f"{max(per_round):.3f}", f"{noise:.3f}", flag,
            f"{mallocs['before']:g}" if mallocs["before"] is not None else "",
            f"{mallocs['after']:g}" if mallocs["after"] is not None else ""]))
open(f"{out}/summary.tsv", "w", encoding="utf-8").write("\n".join(tsv) + "\n")
PYTHON
