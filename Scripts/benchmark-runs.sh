# Shared by Scripts/compare-benchmarks.sh and Scripts/compare-with-tui-rs.sh (sourced,
# after they set `out`): building a checkout's benchmarks, running them with the
# machine's load logged beside each run, and the summary's Python, which reads the
# runs with Scripts/benchmark_results.py.

scripts_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

# Logs the time, what is about to run ($1) and the load to OUTDIR/load.txt and stderr.
log_load() {
  echo "$(date -u +%H:%M:%S) $1 | $(uptime)" | tee -a "$out/load.txt" >&2
}

# Builds benchmark target $2 of the checkout $1 in release, its log in $3.
build_benchmarks() {
  # A checkout moved to a commit with new source files can keep a stale
  # build plan (seen here: "cannot find type" for a type in a new file).
  rm -f "$1"/Benchmarks/.build/*/release/description.json
  (cd "$1/Benchmarks" && swift build -c release --product "$2" >"$3" 2>&1) ||
    { tail -20 "$3"; exit 1; }
}

# Whether the checkout $1's Benchmarks/ package declares target $2 (an older checkout may
# not have a target that was added later).
has_target() {
  grep -Eq "name: *\"$2\"" "$1/Benchmarks/Package.swift"
}

# Runs the benchmarks of target $2 matching $3 in the checkout $1, the output to $4.
run_benchmarks() {
  (cd "$1/Benchmarks" &&
    swift package benchmark --target "$2" --filter "$3" --no-progress >"$4" 2>&1) ||
    { echo "run failed: $4" >&2; tail -20 "$4" >&2; exit 1; }
}

# Runs the Python on stdin with its arguments, Scripts/ on its import path.
summarise() {
  PYTHONPATH=$scripts_dir${PYTHONPATH:+:$PYTHONPATH} python3 - "$@"
}
