#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each one.
#
#   Fuzz/run.sh [--runs N | --seconds S] [--rss-limit-mb M] [TARGET...]
#
# TARGET is one or more of the fuzzers in `all_targets` below (default: all). Each target
# starts from its committed seeds (Fuzz/seeds/<name>/) and a working corpus in
# Fuzz/corpus/<name>/ (not committed). Crashes are written to Fuzz/crash-*.
# Default: --seconds 30, --rss-limit-mb 512 (a target whose memory passes it
# fails, as a crash does: hostile input must stay bounded). CI calls it with a
# short budget; any failure (build, crash, libFuzzer error) exits non-zero at once.
set -euo pipefail
cd "$(dirname "$0")/.."

all_targets=(InputDecoderFuzzer RendererFuzzer BindingPathFuzzer ScreenFileFuzzer MarkupFuzzer
  DataDetectorFuzzer ImageDecoderFuzzer HTMLTextFuzzer HTTPBodyFuzzer ClientMessageFuzzer)
runs=""
seconds="30"
rss_limit_mb="512"
targets=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --runs) runs="$2"; seconds=""; shift 2 ;;
    --seconds) seconds="$2"; runs=""; shift 2 ;;
    --rss-limit-mb) rss_limit_mb="$2"; shift 2 ;;
    -h|--help) sed -n '2,13p' "$0"; echo "Fuzzers: ${all_targets[*]}"; exit 0 ;;
    *)
      if [[ " ${all_targets[*]} " == *" $1 "* ]]; then
        targets+=("$1"); shift
      else
        echo "run.sh: unknown argument: $1 (fuzzers: ${all_targets[*]})" >&2; exit 2
      fi ;;
  esac
done
[[ ${#targets[@]} -gt 0 ]] || targets=("${all_targets[@]}")

scratch=".build-fuzz"
flags=(-c debug --scratch-path "$scratch"
  -Xswiftc -DFUZZING -Xswiftc -parse-as-library -Xswiftc -sanitize=fuzzer,address
  -Xswiftc -O)

# Swift's crash reporter would trip AddressSanitizer and keep pipes open.
export SWIFT_BACKTRACE=enable=no
# The memory limit is for the code under test: AddressSanitizer's quarantine of freed
# memory (256 MB by default) would otherwise take half of it and grow a long run towards
# the limit (HTMLTextFuzzer reached 472 MB in 20 s). A smaller quarantine still finds
# uses after free of recent allocations.
export ASAN_OPTIONS="${ASAN_OPTIONS:-quarantine_size_mb=32}"

for target in "${targets[@]}"; do
  echo "== build $target"
  swift build "${flags[@]}" --product "$target"
  binary="$(swift build "${flags[@]}" --show-bin-path)/$target"

  seeds="Fuzz/seeds/${target%Fuzzer}"
  corpus="Fuzz/corpus/${target%Fuzzer}"
  mkdir -p "$corpus"
  budget=()
  if [[ -n "$runs" ]]; then budget=(-runs="$runs"); else budget=(-max_total_time="$seconds"); fi

  echo "== run $target (${runs:+$runs runs}${seconds:+$seconds s})"
  "$binary" "${budget[@]}" -max_len=4096 -timeout=10 -rss_limit_mb="$rss_limit_mb" \
    -print_final_stats=1 \
    -artifact_prefix="Fuzz/crash-$target-" "$corpus" "$seeds"
done
echo "== fuzzing finished without crashes"
