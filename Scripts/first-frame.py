#!/usr/bin/python3
"""Measures the catalog's first frame in Chromium on loopback.

Usage: /usr/bin/python3 Scripts/first-frame.py [--runs 30] [--warmup 3]
                                              [--catalog .build/release/catalog]

Starts `catalog --web --port 0` (the release build when there is one: build it
with `swift build -c release --product catalog`), loads its home page in
Debian's headless Chromium --runs times (each load a new session) and reports,
for each phase, the median and spread (p10-p90, min-max) in milliseconds:

- first frame: navigation start → first journal applied (the client's
  `trellis-first-journal` performance mark): the issue's target, ≤ 150 ms;
- page: navigation start → the page's response end;
- script: navigation start → DOMContentLoaded (the deferred client ran);
- socket → frame: DOMContentLoaded → first journal applied (the WebSocket
  upgrade, the server's session and first layout, the journal's decoding).

The first --warmup loads are not counted (caches, the server's first
session). Prints a table; exits 1 with --check when the median first frame
is over the target. A benchmark, not a test: run it on a quiet machine, and
compare before and after interleaved.
"""
import argparse
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "Tests", "Browser"))

from harness import Browser, Server  # noqa: E402

TARGET_MS = 150.0
PHASES = """
const nav = performance.getEntriesByType('navigation')[0];
const mark = performance.getEntriesByName('trellis-first-journal')[0];
return { 'first frame': mark.startTime, 'page': nav.responseEnd,
         'script': nav.domContentLoadedEventEnd,
         'socket → frame': mark.startTime - nav.domContentLoadedEventEnd };
"""


def percentile(values, fraction):
    ordered = sorted(values)
    index = (len(ordered) - 1) * fraction
    low = int(index)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (index - low)


def default_catalog():
    release = os.path.join(ROOT, ".build", "release", "catalog")
    return release if os.path.exists(release) else os.path.join(ROOT, ".build", "debug", "catalog")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--catalog", default=default_catalog())
    parser.add_argument("--check", action="store_true",
                        help=f"exit 1 when the median first frame is over {TARGET_MS:.0f} ms")
    options = parser.parse_args()
    samples = {}
    with Server([options.catalog, "--web", "--port", "0"]) as server, Browser() as browser:
        for run in range(options.warmup + options.runs):
            browser.open(server.url)
            phases = browser.js(PHASES)
            if run >= options.warmup:
                for name, value in phases.items():
                    samples.setdefault(name, []).append(value)
    print(f"catalog home, first frame in Chromium on loopback: {options.runs} runs"
          f" ({options.catalog})")
    print(f"{'phase':<16}{'median':>9}{'p10':>9}{'p90':>9}{'min':>9}{'max':>9}  (ms)")
    for name, values in samples.items():
        print(f"{name:<16}{statistics.median(values):>9.1f}{percentile(values, 0.1):>9.1f}"
              f"{percentile(values, 0.9):>9.1f}{min(values):>9.1f}{max(values):>9.1f}")
    median = statistics.median(samples["first frame"])
    verdict = "within" if median <= TARGET_MS else "over"
    print(f"first frame median {median:.1f} ms: {verdict} the {TARGET_MS:.0f} ms target")
    return 1 if options.check and median > TARGET_MS else 0


if __name__ == "__main__":
    sys.exit(main())
