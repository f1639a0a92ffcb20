"""Reading ordo-one/benchmark's text output: what Scripts/compare-benchmarks.sh and
Scripts/compare-with-tui-rs.sh summarise (loaded through Scripts/benchmark-runs.sh)."""
import re

# One metric row of a result table: its name, then p0 p25 p50 p75 p90 p99 p100 samples
# (a cell may be `1.5K` or, for a large outlier, `1.61e+07`).
ROW = re.compile(r"│\s*(.+?)\s*│" + r"\s*([\d.]+(?:e[+-]?\d+)?[KMG]?)\s*│" * 8)
TO_NS = {"ns": 1, "μs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9}


def number(text):
    """A table cell as a number: `1.5K` is 1500."""
    scale = {"K": 1e3, "M": 1e6, "G": 1e9}.get(text[-1], 1)
    return float(text.rstrip("KMG")) * scale


def parse(path):
    """{benchmark: {metric: [p0, p25, p50, p75, ...]}} from a text-format run."""
    results, name, previous = {}, None, ""
    # errors="replace": a crashed run can leave a cut multi-byte character.
    for line in open(path, encoding="utf-8", errors="replace"):
        line = line.rstrip("\n")
        if line.startswith("╒"):
            name = previous.strip()
            results[name] = {}
        match = ROW.match(line)
        if match and name:
            results[name][match.group(1)] = [number(v) for v in match.groups()[1:]]
        previous = line
    return results


def wall(metrics):
    """The wall-clock metric's name (with its unit) and values, or (None, None)."""
    for metric, values in metrics.items():
        if metric.startswith("Time (wall clock)"):
            return metric, values
    return None, None


def wall_unit(metrics):
    """The wall clock's unit (`ns`, `μs`, `ms`, `s`): the benchmark tool picks one per run."""
    metric, _ = wall(metrics)
    unit = re.match(r"Time \(wall clock\) \((\w+)\)", metric or "")
    if not unit:
        raise SystemExit(f"no wall clock in {metrics}")
    return unit.group(1)


def wall_ns(metrics):
    """p25, p50, p75 of the wall clock in nanoseconds (runs may differ in unit)."""
    _, values = wall(metrics)
    scale = TO_NS[wall_unit(metrics)]
    return [values[i] * scale for i in (1, 2, 3)]


def p50(metrics, prefix):
    """The p50 of the first metric whose name starts with `prefix`, or None."""
    return next((v[2] for m, v in metrics.items() if m.startswith(prefix)), None)
