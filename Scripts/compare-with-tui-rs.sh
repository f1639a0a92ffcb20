#!/bin/bash
# Interleaved side-by-side comparison of the terminal frame with its tui-rs peer
# (Benchmarks/Peers/tui-rs): the same 120×40 page-down through a 10,000 × 5 table.
#
# Usage:
#   Scripts/compare-with-tui-rs.sh [-r ROUNDS] [-o OUTDIR] [-f FRAMES] [-n] [-t REGEX] [CHECKOUT]
#
#   CHECKOUT   a directory holding a Trellis checkout whose Benchmarks/ package is run
#              (default: this one). The peer is always this checkout's.
#   -r ROUNDS  rounds (default 3). Each round runs the peer and TerminalBenchmarks once;
#              odd rounds run the peer first, even rounds Trellis first, so drift of a
#              shared machine shows as round-to-round spread rather than as a bias.
#   -o OUTDIR  where each run's output and the summary go (default /tmp/compare-with-tui-rs).
#   -f FRAMES  frames the peer measures per round (default 2000, as many as the
#              rows-already-built benchmarks take at most).
#   -t REGEX   TerminalBenchmarks to run; ordo-one/benchmark matches the WHOLE name
#              (default: the four frames through TerminalHost and the renderer alone,
#              plain and styled).
#   -n         do not build (both sides already have release builds).
#
# Builds first: `cargo build --release` of the peer (offline, Debian's crates) and
# `swift build -c release --product TerminalBenchmarks`. The summary (OUTDIR/summary.txt,
# and OUTDIR/summary.tsv for tables) gives for each Trellis frame kind, per round, its
# wall-clock p50 (p25–p75) beside the peer's of the same round and their ratio; then the
# median of the rounds' ratios with their range, and bytes and mallocs per frame (p50,
# last round) with their ratios. A ratio below 1 means Trellis is faster / smaller.
#
# Example (issue 31's side-by-side table):
#   Scripts/compare-with-tui-rs.sh -r 5
set -euo pipefail

rounds=3
out=/tmp/compare-with-tui-rs
frames=2000
build=1
filter='(column-row|components) table 120×40 through TerminalHost.*: page-down frame|(plain|styled) table 120×40: page-down frame'
while getopts "r:o:f:t:n" option; do
  case $option in
    r) rounds=$OPTARG ;;
    o) out=$OPTARG ;;
    f) frames=$OPTARG ;;
    t) filter=$OPTARG ;;
    n) build=0 ;;
    *) sed -n '2,30p' "$0"; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
source "$(dirname "$0")/benchmark-runs.sh"
checkout=$(cd "${1:-$repo}" && pwd)
peer_dir=$repo/Benchmarks/Peers/tui-rs
peer=$peer_dir/target/release/tui-table-peer
mkdir -p "$out"
rm -f "$out"/peer-r*.json "$out"/trellis-r*.txt
echo "Trellis: $checkout ($(git -C "$checkout" rev-parse --short HEAD 2>/dev/null || echo 'not a git checkout'))" |
  tee "$out/sides.txt"
echo "peer:    $peer" | tee -a "$out/sides.txt"

if [ "$build" = 1 ]; then
  echo "building the tui-rs peer" >&2
  (cd "$peer_dir" && cargo build --release --offline >"$out/build-peer.log" 2>&1) ||
    { tail -20 "$out/build-peer.log"; exit 1; }
  echo "building TerminalBenchmarks in $checkout" >&2
  build_benchmarks "$checkout" TerminalBenchmarks "$out/build-trellis.log"
fi
[ -x "$peer" ] || { echo "no peer at $peer: run without -n" >&2; exit 1; }

run_peer() {
  log_load "round $1 tui-rs"
  "$peer" "$frames" >"$out/peer-r$1.json"
}
run_trellis() {
  log_load "round $1 Trellis"
  run_benchmarks "$checkout" TerminalBenchmarks "$filter" "$out/trellis-r$1.txt"
}
for round in $(seq 1 "$rounds"); do
  if [ $((round % 2)) = 1 ]; then run_peer "$round"; run_trellis "$round"
  else run_trellis "$round"; run_peer "$round"; fi
done
log_load done

summarise "$out" "$rounds" <<'PYTHON' | tee "$out/summary.txt"
import json, statistics, sys
from benchmark_results import p50, parse, wall_ns
out, rounds = sys.argv[1], int(sys.argv[2])

def us(ns):
    return f"{ns / 1e3:.1f}"

peers = [json.load(open(f"{out}/peer-r{r}.json")) for r in range(1, rounds + 1)]
ours = [parse(f"{out}/trellis-r{r}.txt") for r in range(1, rounds + 1)]
names = [n for n in dict.fromkeys(n for run in ours for n in run) if all(n in run for run in ours)]
if not names:
    raise SystemExit("no Trellis benchmark ran in every round: check -t (it must match whole names)")
print(f"{peers[0]['peer']}: p50 (p25–p75) µs per round: " + " | ".join(
    f"{us(p['ns_p50'])} ({us(p['ns_p25'])}–{us(p['ns_p75'])})" for p in peers)
    + f"; bytes/frame {peers[-1]['bytes_p50']}; mallocs/frame {peers[-1]['mallocs_p50']}")
tsv = ["frame\ttrellis_p50_us\tpeer_p50_us\tratio_median\tratio_min\tratio_max"
       "\ttrellis_bytes\tpeer_bytes\tbytes_ratio\ttrellis_mallocs\tpeer_mallocs"]
for name in names:
    ratios, cells, our_p50s = [], [], []
    for run, peer in zip(ours, peers):
        p25, mid, p75 = wall_ns(run[name])
        ratios.append(mid / peer["ns_p50"])
        our_p50s.append(mid)
        cells.append(f"{us(mid)} ({us(p25)}–{us(p75)}) / {us(peer['ns_p50'])} = {ratios[-1]:.2f}")
    ratio = statistics.median(ratios)
    peer_p50 = statistics.median(p["ns_p50"] for p in peers)
    our_bytes = p50(ours[-1][name], "bytes per frame")
    our_mallocs = p50(ours[-1][name], "Malloc")
    print(f"\n{name}")
    print(f"  Trellis p50 (p25–p75) / tui-rs p50, µs, per round: {' | '.join(cells)}")
    print(f"  ratio (median of rounds): {ratio:.2f}× (rounds {min(ratios):.2f}–{max(ratios):.2f})")
    extra = []
    if our_bytes is not None:
        extra.append(f"bytes/frame {our_bytes:g} vs {peers[-1]['bytes_p50']} "
                     f"({our_bytes / peers[-1]['bytes_p50']:.2f}×)")
    if our_mallocs is not None:
        extra.append(f"mallocs/frame {our_mallocs:g} vs {peers[-1]['mallocs_p50']}")
    if extra:
        print("  " + "; ".join(extra))
    tsv.append("\t".join(str(v) for v in [
        name, us(statistics.median(our_p50s)), us(peer_p50), f"{ratio:.2f}",
        f"{min(ratios):.2f}", f"{max(ratios):.2f}",
        f"{our_bytes:g}" if our_bytes is not None else "", peers[-1]["bytes_p50"],
        f"{our_bytes / peers[-1]['bytes_p50']:.2f}" if our_bytes is not None else "",
        f"{our_mallocs:g}" if our_mallocs is not None else "", peers[-1]["mallocs_p50"]]))
open(f"{out}/summary.tsv", "w", encoding="utf-8").write("\n".join(tsv) + "\n")
PYTHON
