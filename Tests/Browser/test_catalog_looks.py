"""How catalog screens look, in a real browser, where a regression would
hide from the headless tests: text that reads on coloured panels in the
light and dark schemes, a table's accessory glyph clear of the scroll bar,
the layout playground inside a 420 px window (issue 29)."""
from selenium.webdriver.common.keys import Keys

from harness import HOME_LANDMARK, CatalogTestCase
from test_catalog_gestures import contrast

# [text colour, colour behind it] for every element under `arguments[0]`
# (a CSS selector) that holds text of its own: behind it, the nearest
# ancestor's background that is not transparent.
TEXT_ON_BACKDROP = """
function backdrop(e) {
  for (; e; e = e.parentElement) {
    const c = getComputedStyle(e).backgroundColor;
    if (c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') return c;
  }
  return getComputedStyle(document.body).backgroundColor;
}
const pairs = [];
for (const root of document.querySelectorAll(arguments[0])) {
  for (const e of [root, ...root.querySelectorAll('*')]) {
    const own = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (own) pairs.push([e.textContent.trim().slice(0, 24), getComputedStyle(e).color, backdrop(e)]);
  }
}
return pairs;
"""
EMULATE = "Emulation.setEmulatedMedia"
# The views whose box pokes out of the window on the right.
OUTSIDE = """
return [...document.querySelectorAll('#trellis-root .t-view')]
  .filter((e) => { const r = e.getBoundingClientRect();
                   return r.width > 0 && r.right > innerWidth + 0.5; })
  .map((e) => [e.dataset.kind, e.dataset.tag, e.textContent.slice(0, 20)]);
"""


class LooksTestCase(CatalogTestCase):
    def in_scheme(self, scheme):
        """Loads the page afresh in the browser's `scheme`."""
        self.b.driver.execute_cdp_cmd(
            EMULATE, {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        self.b.open(self.server.url)
        self.b.wait_text(HOME_LANDMARK)

    def tearDown(self):
        self.b.driver.execute_cdp_cmd(EMULATE, {"features": []})

    def assert_reads(self, selector, scheme, least):
        pairs = self.b.wait(lambda b: b.js(TEXT_ON_BACKDROP, selector), f"text in {selector}")
        worst = min(pairs, key=lambda pair: contrast(pair[1], pair[2]))
        self.assertGreaterEqual(contrast(worst[1], worst[2]), least, f"{scheme}: {worst}")


class ReadableTextTests(LooksTestCase):
    def test_the_overview_panel_reads_in_light_and_dark(self):
        # It was black with the default text colour: dark on black in light.
        for scheme in ("light", "dark"):
            self.in_scheme(scheme)
            self.b.key(Keys.F12)
            self.b.wait(lambda b: b.js("return document.querySelector("
                                       "'[data-tag=overview-panel] .t-text')"),
                        "the overview's panel")
            self.assert_reads("[data-tag=overview-panel]", scheme, 3.0)

    def test_text_on_the_feeds_black_posts_and_the_playgrounds_boxes_reads(self):
        # Views with a background colour and text (or buttons) inside that
        # set no colour of their own: the black posts' like buttons, the
        # playground's labels on blue, green, magenta and cyan.
        for scheme in ("light", "dark"):
            self.in_scheme(scheme)
            self.b.open_demo("Feed")
            self.assert_reads(".t-view.t-bg-black", scheme, 3.0)
            self.in_scheme(scheme)
            self.b.open_demo("Layout playground")
            self.assert_reads("[data-tag=preview] .t-view[data-bg]", scheme, 3.0)


class EdgeTests(LooksTestCase):
    def test_table_accessory_glyphs_are_clear_of_the_scroll_bar(self):
        # The browser's own scroll bar covered the last 2 px of every row,
        # where a row's accessory (› or ⓘ) ends.
        self.b.open_demo("Tables")
        overlaps = self.b.wait(lambda b: b.js("""
            const glyphs = [...document.querySelectorAll('[data-tag=disclosure], [data-tag=detail]')];
            if (glyphs.length === 0) return null;
            return {overlapping: glyphs.filter((e) => {
              const s = e.closest('.t-scroller'), box = s.getBoundingClientRect();
              const range = document.createRange(); range.selectNodeContents(e);
              return range.getBoundingClientRect().right > box.left + s.clientLeft + s.clientWidth;
            }).map((e) => e.textContent)};"""), "the tables' accessories")
        self.assertEqual(overlaps["overlapping"], [])

    def test_the_layout_playground_fits_a_420_px_window(self):
        self.b.open_demo("Layout playground")
        self.b.driver.set_window_size(420, 800)
        self.b.wait(lambda b: b.js("return innerWidth") <= 420, "the narrow window")
        # Laid out for the narrow window, nothing pokes out on the right
        # (its controls did, 52 characters wide beside a 44-character preview).
        self.b.wait(lambda b: not b.js(OUTSIDE), "every view inside the window")

    def test_a_narrow_footer_shows_whole_commands_only(self):
        # As on the terminal: a command that does not fit is left out whole,
        # not cut at the window's edge ("Tab N").
        self.b.open_demo("Forms")
        self.b.driver.set_window_size(420, 800)
        self.b.wait(lambda b: b.js("return innerWidth") <= 420, "the narrow window")
        # Laid out again for the window: the footer inside it.
        self.b.wait(lambda b: b.js("const f = document.querySelector('.t-keyCommandFooter');"
                                   " return f && f.getBoundingClientRect().right <= innerWidth"),
                    "the footer inside the narrow window")
        cut = self.b.wait(lambda b: b.js("""
            const f = document.querySelector('.t-keyCommandFooter');
            if (!f) return null;
            const box = f.getBoundingClientRect();
            const commands = [...f.querySelectorAll('.t-command')];
            const shown = commands.filter((c) => c.getBoundingClientRect().top < box.bottom);
            return {shown: shown.length, cut: shown.filter((c) =>
              c.getBoundingClientRect().right > Math.min(box.right, innerWidth) + 0.5)
              .map((c) => c.textContent)};"""), "the footer")
        self.assertGreater(cut["shown"], 0)
        self.assertEqual(cut["cut"], [])


# For each swatch of the Themes demo: its name, its edges' text colour and
# boxes, its chip's background and box, and the page behind it.
SWATCHES = """
function backdrop(e) {
  for (; e; e = e.parentElement) {
    const c = getComputedStyle(e).backgroundColor;
    if (c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') return c;
  }
  return getComputedStyle(document.body).backgroundColor;
}
return [...document.querySelectorAll('[data-tag^="swatch-"]')].map((s) => {
  const name = s.dataset.tag.slice('swatch-'.length);
  const chip = s.querySelector(`[data-tag="chip-${name}"]`);
  const edges = [...s.querySelectorAll(`[data-tag="edge-${name}"]`)];
  const label = s.querySelector(`[data-tag="name-${name}"]`);
  const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.right]; };
  return {
    name, label: label ? label.textContent.trim() : null,
    page: backdrop(s), chip: chip ? getComputedStyle(chip).backgroundColor : null,
    chipBox: chip ? box(chip) : null,
    edges: edges.map((e) => [getComputedStyle(e).color, box(e), e.textContent]),
  };
});
"""


class ThemeSwatchTests(LooksTestCase):
    def test_every_theme_swatch_shows_its_name_and_edges_in_light_and_dark(self):
        # The background swatch was a chip of the page's own colour: nothing
        # to see. Every swatch now has its name and an edge on each side.
        for scheme in ("light", "dark"):
            self.in_scheme(scheme)
            self.b.open_demo("Themes")
            swatches = self.b.wait(
                lambda b: (lambda s: s if len(s) == 9 else None)(b.js(SWATCHES)),
                "the nine palette swatches")
            for swatch in swatches:
                where = f"{scheme}: {swatch['name']}"
                self.assertEqual(swatch["label"], swatch["name"], where)
                self.assertEqual(len(swatch["edges"]), 2, where)
                left, right = sorted(swatch["edges"], key=lambda edge: edge[1][0])
                self.assertEqual([left[2], right[2]], ["▕", "▏"], where)
                for colour, _, _ in (left, right):
                    self.assertGreaterEqual(contrast(colour, swatch["page"]), 2.5, where)
                # The edges hug the chip (a glyph's box and the width the
                # server measured for it differ by a pixel or two).
                self.assertAlmostEqual(left[1][1], swatch["chipBox"][0], delta=3, msg=where)
                self.assertAlmostEqual(right[1][0], swatch["chipBox"][1], delta=3, msg=where)
                if swatch["name"] != "background":
                    self.assertNotEqual(swatch["chip"], swatch["page"], where)
