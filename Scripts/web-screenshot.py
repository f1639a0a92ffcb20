#!/usr/bin/python3
"""Takes a browser screenshot of the catalog served on the web.

Starts `catalog --web --port 0` (any free port), reads the URL it prints,
opens it in Debian's Chromium (headless, through Selenium and Debian's
chromedriver: `apt-get install chromium chromium-driver python3-selenium`),
waits until the page has applied the server's first journal, its web fonts
have loaded and its DOM has stopped changing, and saves a PNG. Nothing is
downloaded and nothing waits for a fixed time.

    swift build --product catalog
    Scripts/web-screenshot.py                       # docs/images/catalog-web.png
    Scripts/web-screenshot.py --open Controls --output /tmp/controls.png

Options: --catalog PATH (default .build/debug/catalog), --output PNG,
--size WIDTHxHEIGHT (the window, default 1200x800), --open TITLE (click the
home page's button with this title first), --timeout SECONDS (default 60:
for each wait, never slept). Exits non-zero with a message saying which step
failed; the server is always stopped.

It reads the page only through what the client script promises: the views
under `#trellis-root`, each with a `data-id`, buttons as `<button>`.
"""
import argparse
import os
import re
import subprocess
import sys
import threading

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
URL_LINE = re.compile(r"(http://[^\s/]+:\d+/)")

# Resolves once the DOM has not changed for two animation frames in a row
# (a frame the page drew with nothing new since), after the web fonts load.
QUIET_DOM = """
const done = arguments[arguments.length - 1];
document.fonts.ready.then(() => {
  let changed = true;
  const observer = new MutationObserver(() => { changed = true; });
  observer.observe(document.body, {subtree: true, childList: true, attributes: true,
                                   characterData: true});
  let quietFrames = 0;
  function frame() {
    quietFrames = changed ? 0 : quietFrames + 1;
    changed = false;
    if (quietFrames >= 2) { observer.disconnect(); done(true); }
    else { requestAnimationFrame(frame); }
  }
  requestAnimationFrame(frame);
});
"""

# True once the page shows views from the server: the first journal applied.
FIRST_JOURNAL = """
return document.querySelectorAll('#trellis-root [data-id]').length > 1
  && document.getElementById('trellis-root').innerText.trim().length > 0;
"""

# Clicks the home page's button titled arguments[0]; false when there is none.
CLICK_BUTTON = """
const button = [...document.querySelectorAll('#trellis-root button')]
  .find(b => b.textContent.trim() === arguments[0]);
if (!button) { return false; }
button.click();
return true;
"""

# True once the demo titled arguments[0] shows: its title is on the page and
# its button (the home page's) is gone. Read in one go in the page, so a DOM
# the next journal is changing is never half read.
PAGE_OPEN = """
const root = document.getElementById('trellis-root');
return root.innerText.includes(arguments[0])
  && ![...root.querySelectorAll('button')].some(b => b.textContent.trim() === arguments[0]);
"""


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--catalog", default=os.path.join(REPOSITORY, ".build/debug/catalog"))
    parser.add_argument("--output", default=os.path.join(REPOSITORY, "docs/images/catalog-web.png"))
    parser.add_argument("--size", default="1200x800")
    parser.add_argument("--open", dest="open_title")
    parser.add_argument("--timeout", type=float, default=60)
    arguments = parser.parse_args()
    if not re.fullmatch(r"\d+x\d+", arguments.size):
        parser.error(f"--size must be WIDTHxHEIGHT, not {arguments.size!r}")
    if not os.access(arguments.catalog, os.X_OK):
        parser.error(f"no catalog at {arguments.catalog}: run `swift build --product catalog`")
    return arguments


def start_server(catalog, timeout):
    """Starts the catalog on a free port; returns the process and its URL."""
    server = subprocess.Popen(
        [catalog, "--web", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        text=True, cwd=REPOSITORY)
    found = {}
    lines = []
    ready = threading.Event()

    def read():
        for line in server.stdout:
            lines.append(line)
            match = URL_LINE.search(line)
            if match and "Serving" in line and "url" not in found:
                found["url"] = match.group(1)
                ready.set()
        # The output ended: the server exited (or closed it) without a URL.
        ready.set()

    # Reads to the end, so the server never blocks on a full pipe.
    threading.Thread(target=read, daemon=True).start()
    if not ready.wait(timeout) or "url" not in found:
        server.kill()
        raise SystemExit("the catalog did not print its URL:\n" + "".join(lines[-20:]))
    return server, found["url"]


def open_browser(size):
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                     f"--window-size={size.replace('x', ',')}"]:
        options.add_argument(argument)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def wait(driver, timeout, condition, what):
    try:
        WebDriverWait(driver, timeout).until(condition)
    except TimeoutException:
        raise SystemExit(f"timed out after {timeout:g} s waiting for {what}")


def settle(driver, timeout):
    driver.set_script_timeout(timeout)
    driver.execute_async_script(QUIET_DOM)


def main():
    arguments = parse_arguments()
    server, url = start_server(arguments.catalog, arguments.timeout)
    driver = None
    try:
        driver = open_browser(arguments.size)
        driver.get(url)
        wait(driver, arguments.timeout, lambda d: d.execute_script(FIRST_JOURNAL),
             "the first journal")
        if arguments.open_title:
            title = arguments.open_title
            if not driver.execute_script(CLICK_BUTTON, title):
                raise SystemExit(f"no button titled {title!r} on the home page")
            wait(driver, arguments.timeout, lambda d: d.execute_script(PAGE_OPEN, title),
                 f"the page {title!r}")
        settle(driver, arguments.timeout)
        os.makedirs(os.path.dirname(os.path.abspath(arguments.output)), exist_ok=True)
        if not driver.save_screenshot(arguments.output):
            raise SystemExit(f"could not write {arguments.output}")
        print(arguments.output)
    finally:
        if driver is not None:
            driver.quit()
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()


if __name__ == "__main__":
    main()
