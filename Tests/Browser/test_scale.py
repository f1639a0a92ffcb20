"""Scale past one process: nginx (Debian's package, on 127.0.0.1 with the
configuration in nginx-sticky.conf) in front of two catalog processes; two
browsers get independent sessions, each on its own process, and stay there."""
import contextlib
import os
import shutil
import socket
import subprocess
import tempfile
import textwrap
import time
import unittest
import urllib.request
import zlib

from harness import HERE, ROOT, TIMEOUT, Browser, Stoppable, catalog, free_port, kill_group

NGINX = shutil.which("nginx") or "/usr/sbin/nginx"
TEMPLATE = os.path.join(HERE, "nginx-sticky.conf")
ARTICLE = os.path.join(ROOT, "Sources", "TrellisWeb", "TrellisWeb.docc", "ServingTheWeb.md")


class Nginx(Stoppable):
    """nginx with the suite's sticky configuration, in its own process group."""

    def __init__(self, folder, port, backends):
        with open(TEMPLATE, encoding="utf-8") as template:
            config = (template.read().replace("@PREFIX@", folder)
                      .replace("@LISTEN@", f"127.0.0.1:{port}")
                      .replace("@SERVERS@", servers(backends)))
        self.config = os.path.join(folder, "nginx.conf")
        with open(self.config, "w", encoding="utf-8") as file:
            file.write(config)
        self.error_log = os.path.join(folder, "error.log")
        self.process = subprocess.Popen(
            [NGINX, "-p", folder, "-c", self.config, "-e", self.error_log],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        self.port = port
        try:
            self._wait_listening()
        except BaseException:
            self.stop()
            raise

    def _wait_listening(self):
        deadline = time.monotonic() + TIMEOUT
        while True:
            if self.process.poll() is not None:
                with open(self.error_log, encoding="utf-8", errors="replace") as log:
                    raise RuntimeError(f"nginx exited: {log.read()}")
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                if time.monotonic() > deadline:
                    raise TimeoutError("nginx is not listening") from None
                # Polling a condition (nginx listening), bounded by the deadline.
                time.sleep(0.05)

    def stop(self):
        kill_group(self.process)


def servers(ports):
    """The upstream's server lines for processes on `ports` of 127.0.0.1."""
    return "\n        ".join(f"server 127.0.0.1:{port};" for port in ports)


def documented_part(template):
    """What ServingTheWeb.md shows of the configuration: the http block's
    maps, upstream and server, for processes on ports 8081 and 8082 behind
    port 80."""
    start = template.index("    # A WebSocket upgrade")
    end = template.rindex("}")
    part = template[start:end].replace("@SERVERS@", servers([8081, 8082]))
    return textwrap.dedent(part.replace("@LISTEN@", "80")).strip() + "\n"


def upstream_index(route, servers):
    """The server nginx's `hash` (without `consistent`) picks for `route`
    first: ((crc32(route) >> 16) & 0x7fff) modulo the total weight."""
    return ((zlib.crc32(route.encode()) >> 16) & 0x7FFF) % servers


def routes_to_each(servers):
    """A route for each server, in order."""
    routes = {}
    for number in range(1000):
        route = f"route{number}"
        routes.setdefault(upstream_index(route, servers), route)
        if len(routes) == servers:
            return [routes[index] for index in range(servers)]
    raise AssertionError("no route for some server")


GREETING = "Hello, {}. Password: 0 characters. Notes: 0 characters."


class ScaleTests(unittest.TestCase):
    def test_two_processes_behind_nginx_keep_independent_sticky_sessions(self):
        with contextlib.ExitStack() as stack:
            folder = stack.enter_context(tempfile.TemporaryDirectory(prefix="trellis-nginx-"))
            port = free_port()
            origin = f"http://127.0.0.1:{port}"
            backends = [stack.enter_context(catalog("--origin", origin)) for _ in range(2)]
            stack.enter_context(Nginx(folder, port, [backend.port for backend in backends]))

            # A first visit gets a route cookie from nginx, and the server's
            # own headers come through.
            with urllib.request.urlopen(origin + "/", timeout=TIMEOUT) as response:
                cookie = response.headers["Set-Cookie"]
                self.assertRegex(cookie, r"^trellis_route=\w+; Path=/")
                self.assertIn("script-src 'self'", response.headers["Content-Security-Policy"])
            # ... once: a browser that has its route keeps it.
            request = urllib.request.Request(
                origin + "/", headers={"Cookie": cookie.split(";")[0]})
            with urllib.request.urlopen(request, timeout=TIMEOUT) as response:
                self.assertIsNone(response.headers["Set-Cookie"])

            browsers = [stack.enter_context(Browser()) for _ in backends]
            for browser, route in zip(browsers, routes_to_each(len(backends))):
                # The route cookie, in place before the browser's first request.
                browser.driver.execute_cdp_cmd("Network.enable", {})
                browser.driver.execute_cdp_cmd("Network.setCookie", {
                    "name": "trellis_route", "value": route, "url": origin + "/", "path": "/"})
                browser.open(origin + "/")
                browser.open_demo("Text input", GREETING.format("stranger"))

            # Independent sessions: what one types, only it shows.
            for browser, name in zip(browsers, ("Ada", "Bob")):
                field = browser.fields()[0]
                field.click()
                browser.type_checked(field, name, GREETING.format)
            self.assertFalse(browsers[0].has_text(GREETING.format("Bob")))
            self.assertFalse(browsers[1].has_text(GREETING.format("Ada")))

            # Each on its own process, and still there: stopping the first
            # process closes the first page only; the second keeps working.
            backends[0].stop()
            browsers[0].wait(lambda b: b.js("return document.body.dataset.trellis") == "closed",
                             "the first page's socket closed with its process")
            self.assertNotEqual(browsers[1].js("return document.body.dataset.trellis"), "closed",
                                "the second page's socket is still open")
            field = browsers[1].fields()[0]
            field.send_keys("!")
            self.assertEqual(field.get_attribute("value"), "Bob!")
            browsers[1].wait_text(GREETING.format("Bob!"))


    def test_the_article_shows_the_configuration_this_suite_runs(self):
        with open(TEMPLATE, encoding="utf-8") as file:
            expected = documented_part(file.read())
        with open(ARTICLE, encoding="utf-8") as file:
            article = file.read()
        blocks = [block.split("```", 1)[0] for block in article.split("```nginx\n")[1:]]
        self.assertIn(expected, blocks, "ServingTheWeb.md's nginx block is nginx-sticky.conf's")


if __name__ == "__main__":
    unittest.main()
