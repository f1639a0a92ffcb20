#!/usr/bin/env python3
"""Runs the browser suite: Tests/Browser/test_*.py with unittest.

Usage: /usr/bin/python3 Tests/Browser/run.py [-k PATTERN] [-v]
Needs the debug build (`swift build`; TRELLIS_BUILD names another folder),
Debian's chromium, chromium-driver, python3-selenium and nginx. Prints a
final `N passed, N failed, N skipped` line; exits 1 when any test failed.
"""
import argparse
import os
import sys
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("-k", dest="patterns", action="append", default=None,
                        help="only tests whose name contains this (repeatable)")
    parser.add_argument("-v", dest="verbosity", action="store_const", const=2, default=1)
    options = parser.parse_args()
    loader = unittest.TestLoader()
    if options.patterns:
        loader.testNamePatterns = [f"*{p}*" for p in options.patterns]
    suite = loader.discover(HERE, pattern="test_*.py", top_level_dir=HERE)
    started = time.monotonic()
    result = unittest.TextTestRunner(verbosity=options.verbosity).run(suite)
    # A test with failing subtests is one failed test.
    failed = len({test.id().split(" ")[0] for test, _ in result.failures + result.errors}
                 | {test.id() for test in result.unexpectedSuccesses})
    skipped = len(result.skipped)
    passed = result.testsRun - failed - skipped
    print(f"browser suite: {passed} passed, {failed} failed, {skipped} skipped"
          f" in {time.monotonic() - started:.0f} s")
    return 0 if failed == 0 and result.testsRun > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
