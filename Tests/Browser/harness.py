"""The browser suite's harness: servers and headless Chromium, always cleaned up.

Servers are the project's own executables (built by .ci/run, never here), each
started in a process group of its own and killed with it; browsers are Debian's
`chromium` driven through Debian's `chromium-driver` by Selenium (Debian's
python3-selenium, so run the suite with /usr/bin/python3). Nothing sleeps to
synchronise: every wait is a WebDriverWait on the page's state.
"""
import contextlib
import json
import os
import re
import queue
import signal
import socket
import subprocess
import threading
import time
import unittest

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HERE = os.path.dirname(os.path.abspath(__file__))
BUILD = os.environ.get("TRELLIS_BUILD", os.path.join(ROOT, ".build", "debug"))
CHROMIUM = os.environ.get("TRELLIS_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("TRELLIS_CHROMEDRIVER", "/usr/bin/chromedriver")
# How long any one condition may take before the test fails (a debug build on
# a loaded 2-core machine is slow; a healthy page answers in milliseconds).
TIMEOUT = float(os.environ.get("TRELLIS_E2E_TIMEOUT", "20"))
URL = re.compile(r"http://[^\s/]+/")

# Features the issue asks for that are being built on other branches: their
# tests are skipped, with the missing feature as the reason, until the lead
# merges the feature and deletes its entry here. TRELLIS_E2E_ALL=1 runs them.
PENDING = {}


def pending(feature):
    """Skips a test until `feature` (a key of PENDING) is merged."""
    if feature in PENDING and os.environ.get("TRELLIS_E2E_ALL") != "1":
        return unittest.skip(f"pending: {PENDING[feature]}")
    return lambda test: test


def kill_group(process):
    """Kills the process group `process` leads (it was started in a session
    of its own) if it still runs, and reaps it."""
    if process.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
    process.wait()


class Stoppable:
    """A context manager that calls `stop()` on the way out."""

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.stop()


def free_port():
    """A port nothing listens on now (for servers that must know it up front)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server(Stoppable):
    """An executable that prints its URL, in a process group of its own.

    `preamble` holds the lines it printed before the URL.
    """

    def __init__(self, arguments, timeout=60, env=None):
        self.arguments = arguments
        self.process = subprocess.Popen(
            arguments, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
            start_new_session=True, env=env)
        self.preamble = []
        try:
            self.url = self._read_url(timeout)
        except BaseException:
            self.stop()
            raise

    def _read_url(self, timeout):
        # A thread reads the output (and keeps draining it, so the pipe never
        # fills); lines come through a queue, waited on with a deadline.
        lines = queue.Queue()

        def drain():
            for line in self.process.stdout:
                lines.put(line)
            lines.put(None)

        threading.Thread(target=drain, daemon=True).start()
        deadline = time.monotonic() + timeout
        while True:
            try:
                line = lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                raise TimeoutError(f"{self.arguments[0]} printed no URL in {timeout} s") from None
            if line is None:
                raise RuntimeError(f"{self.arguments[0]} exited ({self.process.wait()})")
            found = URL.search(line)
            if found:
                return found.group(0)
            self.preamble.append(line)

    @property
    def port(self):
        return int(self.url.rstrip("/").rsplit(":", 1)[1])

    def stop(self):
        """Kills the process group and reaps it."""
        kill_group(self.process)


def catalog(*extra, env=None):
    """The catalog served on a free port of 127.0.0.1 (with `env` added to
    its environment)."""
    return Server([os.path.join(BUILD, "catalog"), "--web", "--port", "0", *extra],
                  env=None if env is None else {**os.environ, **env})


def text_fixture():
    """The web-text-fixture app serving the font corpus (and hostile strings)."""
    return Server([os.path.join(BUILD, "web-text-fixture"),
                   os.path.join(ROOT, "Scripts", "font-corpus.tsv")])


class Browser(Stoppable):
    """Headless Chromium at a window size, with the suite's page helpers."""

    def __init__(self, width=1200, height=800):
        options = Options()
        options.binary_location = CHROMIUM
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu",
                         "--disable-dev-shm-usage", "--no-first-run",
                         "--disable-background-networking", "--disable-extensions",
                         f"--window-size={width},{height}", "--force-device-scale-factor=1"):
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        # The driver starts Chromium in its own process group; killing the
        # group on the way out leaves no browser behind even if quit() fails.
        self.service = Service(CHROMEDRIVER, popen_kw={"start_new_session": True})
        self.driver = webdriver.Chrome(service=self.service, options=options)

    def quit(self):
        try:
            self.driver.quit()
        finally:
            process = getattr(self.service, "process", None)
            if process is not None:
                kill_group(process)

    stop = quit

    # MARK: Waiting

    def wait(self, condition, message, timeout=TIMEOUT):
        """Waits until `condition(self)` is truthy and returns it; fails with
        `message` (and what the page holds) when it never is."""
        try:
            return WebDriverWait(self.driver, timeout, poll_frequency=0.05).until(
                lambda _: condition(self))
        except TimeoutException:
            raise AssertionError(f"timed out: {message}\npage: {self.texts()[:40]}") from None

    def js(self, script, *arguments):
        return self.driver.execute_script(HELPERS + script, *arguments)

    def open(self, url):
        """Loads the page and waits for its first journal."""
        self.driver.get(url)
        # The client's mark; or <body data-trellis="ready">, which a client
        # without the mark (webclient's, before merging) sets.
        self.wait(lambda b: b.js("return performance.getEntriesByName("
                                 "'trellis-first-journal').length > 0"
                                 " || document.body.dataset.trellis === 'ready'"),
                  "the first journal applied (performance mark trellis-first-journal)")

    def first_frame_ms(self):
        """Navigation start → first journal applied, in milliseconds."""
        return self.js("return performance.getEntriesByName('trellis-first-journal')[0].startTime")

    # MARK: The page

    def texts(self):
        """The text of every text view on the page, in document order."""
        return self.js("return [...document.querySelectorAll('.t-text')]"
                       ".map((e) => e.textContent)")

    def has_text(self, text):
        return self.js("return findView('text', arguments[0]) != null", text)

    def wait_text(self, text):
        return self.wait(lambda b: b.has_text(text), f"text {text!r} on the page")

    def wait_no_text(self, text):
        return self.wait(lambda b: not b.has_text(text), f"text {text!r} gone from the page")

    def button(self, title):
        """The element of the button titled `title` (its native <button>)."""
        return self.js("const v = findView('button', arguments[0]); return v && control(v)", title)

    def click_button(self, title):
        """Clicks the button titled `title` once it is laid out on the page."""
        element = self.wait(
            lambda b: b.js("const v = findView('button', arguments[0]), c = control(v);"
                           " if (!c) return null; const r = c.getBoundingClientRect();"
                           " return r.width > 0 && r.height > 0 ? c : null", title),
            f"a button titled {title!r} laid out")
        element.click()

    def fields(self):
        """The native text inputs of the page's text fields and areas."""
        return self.js("return [...document.querySelectorAll('.t-textField, .t-textArea')]"
                       ".map(control).filter((e) => e)")

    def focused(self):
        """The view element holding the focus (the one with data-id)."""
        return self.js("const e = document.activeElement;"
                       " return e && e.closest ? e.closest('[data-id]') : null")

    def focused_text(self):
        return self.js("const e = document.activeElement, v = e && e.closest"
                       " ? e.closest('[data-id]') : null; return v ? v.textContent : null")

    def console_errors(self):
        """The page's errors (the server answers Chromium's own request for
        /favicon.ico, so that is one too when it fails)."""
        return [entry for entry in self.driver.get_log("browser")
                if entry.get("level") == "SEVERE"]

    def home(self):
        """Back to the catalog's home page with Escape."""
        self.key(ESCAPE)
        self.wait_text(HOME_LANDMARK)

    def type_checked(self, field, text, shown):
        """Types `text` into `field` a character at a time, each once the
        page shows the server took the one before (`shown(typed so far)` is
        a text on the page): typing that does not race the echoes."""
        for count in range(1, len(text) + 1):
            field.send_keys(text[count - 1])
            self.wait_text(shown(text[:count]))

    def key(self, *keys):
        webdriver.ActionChains(self.driver).send_keys(*keys).perform()

    def open_demo(self, title, landmark=None):
        """Clicks the home page's button of demo `title` and waits for the page
        (its `landmark` text, else a ← Home button)."""
        self.click_button(title)
        if landmark:
            self.wait_text(landmark)
        else:
            self.wait(lambda b: b.button("← Home"), f"demo {title!r} open")


    def chord(self, modifier, key):
        """`key` pressed while `modifier` is held (Ctrl-P: chord(CONTROL, "p"))."""
        webdriver.ActionChains(self.driver).key_down(modifier).send_keys(key).key_up(
            modifier).perform()


class BrowserTestCase(unittest.TestCase):
    """One server (`serve()`, a `Server`) and one headless browser at
    `window` for the class; `prepare()` runs once both are up. Both are
    stopped after the class, and at once when setting up fails."""

    serve = None
    window = (1200, 800)

    @classmethod
    def prepare(cls):
        pass

    @classmethod
    def setUpClass(cls):
        cls.browser = None
        cls.server = cls.serve()
        try:
            cls.browser = Browser(*cls.window)
            cls.prepare()
        except BaseException:
            cls.tearDownClass()
            raise

    @classmethod
    def tearDownClass(cls):
        try:
            if cls.browser is not None:
                cls.browser.quit()
        finally:
            cls.server.stop()


class CatalogTestCase(BrowserTestCase):
    """The catalog for the class; each test loads the page afresh, so it
    starts on a new session's home page at the class's window size."""

    serve = staticmethod(catalog)

    def setUp(self):
        self.b = self.browser
        self.b.driver.set_window_size(*self.window)
        self.b.open(self.server.url)
        self.b.wait_text(HOME_LANDMARK)


from selenium.webdriver.common.keys import Keys  # noqa: E402

ESCAPE, ENTER, TAB, ARROW_LEFT, ARROW_RIGHT, END = (
    Keys.ESCAPE, Keys.ENTER, Keys.TAB, Keys.ARROW_LEFT, Keys.ARROW_RIGHT, Keys.END)
HOME_LANDMARK = "Every built-in component at work. Open a demo with Enter or a click."

# Page-side helpers every script gets: they work with a view element that is
# the native control itself and with one that wraps it.
HELPERS = """
function control(view) {
  if (!view) return null;
  if (view.matches('input, textarea, button, select')) return view;
  return view.querySelector('input, textarea, button, select');
}
// Text compared without its white space: a client that shows the server's
// lines as one element each drops the spaces the lines were broken at.
function squash(text) { return (text || '').replace(/\s+/g, ''); }
function findView(kind, text) {
  const wanted = squash(text);
  return [...document.querySelectorAll('.t-' + kind)]
    .find((e) => squash(e.textContent) === wanted) || null;
}
"""


def load_json_line(lines):
    """The first line of `lines` that is a JSON object."""
    for line in lines:
        if line.startswith("{"):
            return json.loads(line)
    raise ValueError("no JSON line")
