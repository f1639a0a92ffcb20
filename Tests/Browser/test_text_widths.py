"""Text laid out on the server is the text the browser draws: every line of
the font corpus (Latin, CJK, emoji, combining marks, right-to-left), shown by
the web-text-fixture app as Text components, is as wide in Chromium as the
server measured it (at most 1 px apart per line), on one line where the
server put it on one line, and wrapped onto as many lines as the server
decided in a narrow column."""
import unittest

from harness import BrowserTestCase, load_json_line, pending, text_fixture

TOLERANCE = 1.0

# Each text view's lines as the browser draws them: the width and count of
# the line boxes of its text (Range.getClientRects of its text nodes, merged
# per line top). Only text nodes: a range over the view's contents also
# yields the boxes of the elements inside it (a client's line or run
# elements), and a block's box is as wide as the view's whole-pixel frame,
# not its text.
MEASURE = """
const out = [];
for (const view of document.querySelectorAll('.t-text')) {
  const range = document.createRange();
  const lines = new Map();
  const texts = document.createTreeWalker(view, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) {
      if (r.width === 0) continue;
      const key = Math.round(r.top);
      const line = lines.get(key) || { left: Infinity, right: -Infinity };
      line.left = Math.min(line.left, r.left); line.right = Math.max(line.right, r.right);
      lines.set(key, line);
    }
  }
  const box = view.getBoundingClientRect();
  out.push({ text: view.textContent, frameWidth: box.width,
             lines: [...lines.values()].map((l) => l.right - l.left) });
}
return out;
"""


def squash(text):
    return "".join(text.split())


class TextWidthTests(BrowserTestCase):
    serve = staticmethod(text_fixture)
    window = (1400, 900)

    @classmethod
    def prepare(cls):
        cls.manifest = load_json_line(cls.server.preamble)
        cls.browser.open(cls.server.url)
        cls.browser.wait(lambda b: b.js("return document.fonts.status === 'loaded'"),
                         "the web fonts loaded")
        cls.views = cls.browser.js(MEASURE)

    def shown(self, styles):
        """Each corpus line in `styles` with its two views on the page: alone
        (the first half of the page's texts, in corpus order), then wrapped."""
        lines = self.manifest["lines"]
        corpus = self.views[:2 * len(lines)]
        # White space aside: a client may show each of the server's lines as
        # an element, without the space it was broken at.
        self.assertEqual([squash(v["text"]) for v in corpus],
                         [squash(line["text"]) for line in lines] * 2,
                         "every corpus line shown alone, then wrapped")
        return [(line, corpus[index], corpus[len(lines) + index])
                for index, line in enumerate(lines) if line["style"] in styles]

    def check_widths(self, styles):
        worst = (0.0, None)
        for line, alone, _ in self.shown(styles):
            with self.subTest(text=line["text"], style=line["style"]):
                self.assertEqual(len(alone["lines"]), 1, "one line, as the server laid it out")
                difference = abs(alone["lines"][0] - line["width"])
                if difference > worst[0]:
                    worst = (difference, line["text"])
                self.assertLessEqual(
                    difference, TOLERANCE,
                    f"browser {alone['lines'][0]:.3f} px, server {line['width']:.3f} px")
        print(f"\n  text widths ({', '.join(sorted(styles))}): worst difference"
              f" {worst[0]:.3f} px ({worst[1]!r})", end=" ")

    def check_wrapping(self, styles):
        column = self.manifest["wrapWidth"]
        for line, _, wrapped in self.shown(styles):
            with self.subTest(text=line["text"], style=line["style"]):
                self.assertEqual(len(wrapped["lines"]), line["wrappedLines"],
                                 f"lines in a {column} px column")
                for width in wrapped["lines"]:
                    self.assertLessEqual(width, column + TOLERANCE, "a line fits its column")

    def test_regular_text_is_as_wide_in_the_browser_as_on_the_server(self):
        self.check_widths({"regular"})

    @pending("styled-text")
    def test_bold_and_italic_text_is_as_wide_in_the_browser_as_on_the_server(self):
        self.check_widths({"bold", "italic", "boldItalic"})

    @pending("wrapping")
    def test_wrapped_text_breaks_into_the_servers_lines(self):
        self.check_wrapping({"regular", "bold", "italic", "boldItalic"})


class HostileStringTests(BrowserTestCase):
    """Strings from the server reach the page as text; links only with
    allowed schemes. The fixture's last texts hold markup and links."""

    serve = staticmethod(text_fixture)

    @classmethod
    def prepare(cls):
        cls.browser.open(cls.server.url)

    def test_markup_in_text_shows_as_its_characters_and_runs_nothing(self):
        b = self.browser
        for markup in ("<script>window.trellisInjected = 'script'</script>",
                       "<img src=\"/missing.png\" onerror=\"window.trellisInjected = 'img'\">"):
            with self.subTest(markup=markup):
                self.assertTrue(b.has_text(markup), f"{markup!r} shown as text")
        self.assertEqual(b.js("return document.querySelectorAll("
                              "'#trellis-root script, #trellis-root img[onerror]').length"), 0)
        self.assertIsNone(b.js("return window.trellisInjected ?? null"))

    def test_a_javascript_link_is_not_a_link_and_an_http_link_is(self):
        b = self.browser
        self.assertEqual(b.js("return findView('text', 'an http: link')"
                              ".querySelector('a').getAttribute('href')"), "http://127.0.0.1:9/")
        script_link = b.js("return findView('text', 'a javascript: link')")
        self.assertIsNotNone(script_link)
        self.assertEqual(b.js("return [...document.querySelectorAll('[href]')].filter((e) =>"
                              " /^\\s*javascript:/i.test(e.getAttribute('href'))).length"), 0)
        # A click as the page would get it (the text is below the fold):
        # a javascript: URL, were it a link, would run now.
        b.js("for (const e of [arguments[0], ...arguments[0].querySelectorAll('*')]) e.click()",
             script_link)
        self.assertIsNone(b.js("return window.trellisInjected ?? null"))


if __name__ == "__main__":
    unittest.main()
