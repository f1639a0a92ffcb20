#!/usr/bin/env python3
"""Compares the server's text widths (TrellisFonts) with Chromium's.

Usage: Scripts/compare-font-widths.py [--size 16] [--corpus Scripts/font-corpus.tsv]
                                      [--rendering auto|geometricPrecision]

Measures every line of the corpus (STYLE<TAB>TEXT) twice: with the package's
`font-widths` tool (swift run) and in headless Chromium (Debian's `chromium`), on a
page that loads the same font files as web fonts through @font-face from file://
and writes each span's rendered width into the DOM, which --dump-dom prints.
Prints each line's widths and difference in px, and the largest difference.
Exits 1 when a difference exceeds --tolerance (1 px). Standard library only.
Also prints each line's height with CSS `line-height: normal` beside the server's
lineHeight: they agree for text in the primary font; a fallback font's taller
ascent or descent grows the browser's line, which is why the web host sets
`line-height` explicitly (heights are reported, not checked).
"""
import argparse
import html
import json
import os
import re
import subprocess
import sys
import tempfile

FONTS = [  # family, weight, style, file: what FontFallbackChain.debian() loads
    ("DejaVu Sans", "normal", "normal", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
    ("DejaVu Sans", "bold", "normal", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
    ("DejaVu Sans", "normal", "italic", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf"),
    ("DejaVu Sans", "bold", "italic", "/usr/share/fonts/truetype/dejavu/DejaVuSans-BoldOblique.ttf"),
    ("Droid Sans Fallback", "normal", "normal", "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"),
    ("Noto Color Emoji", "normal", "normal", "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"),
]
STYLES = {
    "regular": "font-weight:normal;font-style:normal",
    "bold": "font-weight:bold;font-style:normal",
    "italic": "font-weight:normal;font-style:italic",
    "boldItalic": "font-weight:bold;font-style:italic",
}


def server_widths(root, corpus, size):
    with open(corpus, encoding="utf-8") as f:
        data = f.read()
    out = subprocess.run(
        ["swift", "run", "-q", "font-widths", str(size)], cwd=root, input=data,
        capture_output=True, text=True, check=True).stdout
    return [tuple(float(field) for field in line.split("\t")) for line in out.splitlines()]


def page(lines, size, rendering):
    faces = "\n".join(
        f'@font-face {{ font-family: "T {family}"; font-weight: {weight}; font-style: {style};'
        f' src: url("file://{path}"); }}' for family, weight, style, path in FONTS)
    families = ", ".join(f'"T {name}"' for name in dict.fromkeys(f[0] for f in FONTS))
    spans = "\n".join(
        f'<div><span style="{STYLES.get(style, STYLES["regular"])}">{html.escape(text)}</span></div>'
        for style, text in lines)
    loads = ", ".join(
        f'document.fonts.load("{weight} {style} {size}px \\"T {family}\\"")'
        for family, weight, style, _ in FONTS)
    return f"""<!doctype html><html><head><meta charset="utf-8"><style>
{faces}
body {{ font-family: {families}; font-size: {size}px; font-kerning: normal;
  text-rendering: {rendering}; white-space: pre; margin: 0; }}
</style></head><body>
{spans}
<pre id="result"></pre>
<script>
Promise.all([{loads}]).then(() => document.fonts.ready).then(() => {{
  const widths = [...document.querySelectorAll("span")].map(s =>
    [s.getBoundingClientRect().width, s.parentElement.getBoundingClientRect().height]);
  document.getElementById("result").textContent = "RESULT" + JSON.stringify(widths) + "END";
}});
</script></body></html>"""


def browser_widths(lines, size, rendering):
    with tempfile.TemporaryDirectory(prefix="trellis-fonts-") as folder:
        path = os.path.join(folder, "page.html")
        with open(path, "w", encoding="utf-8") as f:
            f.write(page(lines, size, rendering))
        dom = subprocess.run(
            ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu",
             "--allow-file-access-from-files", f"--user-data-dir={folder}/profile",
             "--virtual-time-budget=10000", "--dump-dom", "file://" + path],
            capture_output=True, text=True, check=True).stdout
    match = re.search(r"RESULT(.*?)END", dom, re.S)
    if not match:
        sys.exit("error: the page did not report widths (fonts not loaded?)")
    return json.loads(html.unescape(match.group(1)))


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=float, default=16)
    parser.add_argument("--corpus", default=os.path.join(root, "Scripts", "font-corpus.tsv"))
    parser.add_argument("--rendering", default="auto", choices=["auto", "geometricPrecision", "optimizeLegibility"])
    parser.add_argument("--tolerance", type=float, default=1.0)
    args = parser.parse_args()
    with open(args.corpus, encoding="utf-8") as f:
        lines = [tuple(line.rstrip("\n").split("\t", 1)) for line in f if line.strip()]
    server = server_widths(root, args.corpus, args.size)
    browser = browser_widths(lines, args.size, args.rendering)
    worst = 0.0
    print("   server   browser   diff   height (server/browser)")
    for (style, text), (ours, height), (theirs, their_height) in zip(lines, server, browser):
        difference = ours - theirs
        worst = max(worst, abs(difference))
        print(f"{ours:9.3f} {theirs:9.3f} {difference:+7.3f}  {height:4g}/{their_height:<4g}"
              f"  [{style}] {text}")
    print(f"max |server - browser| = {worst:.3f} px over {len(lines)} lines at {args.size:g} px"
          f" (text-rendering: {args.rendering})")
    return 0 if worst <= args.tolerance else 1


if __name__ == "__main__":
    sys.exit(main())
