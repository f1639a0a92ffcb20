"""The catalog's keys and gestures a user tries first, in a real browser: the
command palette, the overview, theme switching, a pointer drag, the wheel
over a long list, a window resize, and pages that must not carry anything
over from the page before (the server recycles view ids)."""
import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.keys import Keys

from harness import ENTER, ESCAPE, HOME_LANDMARK, CatalogTestCase

TABLES_LANDMARK = "Sections, a section index, actions and a model changing live"
# The highest row number the long list's DOM holds ("Row 1234 of 100000").
LAST_ROW = """
let last = 0;
for (const cell of document.querySelectorAll('.t-list .t-cell')) {
  const found = /^Row (\\d+) of/.exec(cell.textContent);
  if (found) last = Math.max(last, Number(found[1]));
}
return last;
"""
# The views of the page whose box pokes out of the window on the right.
OUTSIDE = """
return [...document.querySelectorAll('#trellis-root .t-text, #trellis-root .t-button')]
  .filter((e) => { const r = e.getBoundingClientRect();
                   return r.width > 0 && r.right > innerWidth + 0.5; })
  .map((e) => e.textContent);
"""


def contrast(first, second):
    """WCAG contrast ratio of two computed `rgb(…)`/`rgba(…)` colours."""
    def luminance(css):
        red, green, blue = (int(float(v)) / 255 for v in css[css.index("(") + 1:-1].split(",")[:3])
        linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
                  for c in (red, green, blue)]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    high, low = sorted((luminance(first), luminance(second)), reverse=True)
    return (high + 0.05) / (low + 0.05)


class PaletteTests(CatalogTestCase):
    def palette_text(self):
        return self.b.js("const p = document.querySelector('.t-dialog, .t-sheet');"
                         " return p ? p.textContent : null")

    def test_ctrl_p_opens_the_palette_typing_filters_it_and_enter_runs_the_command(self):
        self.b.chord(Keys.CONTROL, "p")
        field = self.b.wait(lambda b: b.js(
            "const e = document.activeElement;"
            " return e && e.placeholder === 'Type to search commands…' ? e : null"),
            "the palette's search field focused")
        self.assertIn("Buttons", self.palette_text())
        field.send_keys("tabl")
        self.b.wait(lambda b: "Tables" in (self.palette_text() or "")
                    and "Buttons" not in self.palette_text(), "only the matching commands left")
        self.assertEqual(field.get_attribute("value"), "tabl")
        self.b.key(ENTER)
        self.b.wait_text(TABLES_LANDMARK)
        self.b.wait(lambda b: self.palette_text() is None, "the palette closed")

    def test_escape_closes_the_palette_without_running_anything(self):
        self.b.chord(Keys.CONTROL, "p")
        self.b.wait(lambda b: self.palette_text() is not None, "the palette open")
        self.b.key("tabl")
        self.b.wait(lambda b: "Buttons" not in (self.palette_text() or "Buttons"), "filtered")
        self.b.key(ESCAPE)
        self.b.wait(lambda b: self.palette_text() is None, "the palette closed")
        self.assertTrue(self.b.has_text(HOME_LANDMARK), "still on home")


class OverviewAndThemeTests(CatalogTestCase):
    def overview(self):
        return self.b.js("const p = document.querySelector('[data-tag=overview-panel]');"
                         " return p && p.getBoundingClientRect().height > 0 ? p : null")

    def test_f12_shows_the_overview_arrows_walk_its_views_and_escape_hides_it(self):
        self.b.key(Keys.F12)
        self.b.wait(lambda b: self.overview(), "the overview's panel")
        self.b.wait_text("Overview")
        selected = ("const e = document.querySelector('[data-tag=overview-selected]');"
                    " return e ? e.textContent : null")
        before = self.b.wait(lambda b: b.js(selected), "the overview's selected view")
        self.b.key(Keys.ARROW_DOWN)
        self.b.wait(lambda b: b.js(selected) not in (None, before), "↓ selects the next view")
        self.b.key(ESCAPE)
        self.b.wait(lambda b: self.overview() is None, "Escape hid the overview")
        self.assertTrue(self.b.has_text(HOME_LANDMARK))

    def test_f3_switches_this_tabs_theme_sheet_and_colours(self):
        sheet = "const l = document.getElementById('trellis-theme'); return l ? l.href : null"
        colours = ("const s = getComputedStyle(document.documentElement);"
                   " return ['accent', 'foreground', 'background', 'selection']"
                   ".map((n) => s.getPropertyValue('--t-' + n).trim()).join(' ')")
        first = self.b.wait(lambda b: b.js(sheet), "the theme's style sheet")
        before = self.b.js(colours)
        self.b.key(Keys.F3)
        self.b.wait(lambda b: b.js(sheet) not in (None, first), "another theme's sheet")
        self.b.wait(lambda b: b.js(colours) != before, "the page's colours changed")

    def test_buttons_dialogs_and_fields_read_well_in_light_and_dark(self):
        # Text against its background for the home buttons and the Text input page's
        # fields, in the browser's light and dark schemes: the chrome takes the
        # theme's colours, never fixed light ones.
        pairs = ("return [...document.querySelectorAll(arguments[0])].map((e) => {"
                 " const s = getComputedStyle(e); return [s.color, s.backgroundColor]; })")
        emulate = "Emulation.setEmulatedMedia"
        try:
            for scheme in ("light", "dark"):
                self.b.driver.execute_cdp_cmd(
                    emulate, {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
                self.b.open(self.server.url)
                self.b.wait_text(HOME_LANDMARK)
                for page, selector in ((None, "button.t-view"), ("Text input", "input.t-fill")):
                    if page:
                        self.b.open_demo(page)
                    shown = self.b.wait(lambda b: b.js(pairs, selector), f"{selector} shown")
                    worst = min(contrast(text, back) for text, back in shown)
                    self.assertGreaterEqual(worst, 3.0, f"{scheme}, {selector}: {shown[:3]}")
        finally:
            self.b.driver.execute_cdp_cmd(emulate, {"features": []})

class PointerTests(CatalogTestCase):
    def test_dragging_the_slider_with_the_pointer_sets_the_bound_value(self):
        self.b.open_demo("Controls", "40%")
        slider = self.b.js("return control(document.querySelector('.t-slider'))")
        width = slider.size["width"]
        # From the thumb (40 % along) to 80 % along the track.
        ActionChains(self.b.driver).move_to_element_with_offset(
            slider, int(-width / 2 + width * 0.4), 0).click_and_hold().move_by_offset(
            int(width * 0.2), 0).move_by_offset(int(width * 0.2), 0).release().perform()
        self.b.wait(lambda b: float(slider.get_attribute("value")) >= 0.7,
                    "the slider dragged right")
        shown = f"{round(float(slider.get_attribute('value')) * 100)}%"
        self.b.wait_text(shown)

    def test_the_wheel_over_the_long_list_builds_and_shows_later_rows(self):
        self.b.open_demo("Long list")
        self.b.wait(lambda b: b.js(LAST_ROW) > 0, "the first rows")
        first_last = self.b.js(LAST_ROW)
        scroller = self.b.js("return document.querySelector('.t-list')")
        for _ in range(3):
            ActionChains(self.b.driver).scroll_from_origin(
                ScrollOrigin.from_element(scroller), 0, 1500).perform()
        self.b.wait(lambda b: b.js(LAST_ROW) > first_last + 100,
                    "rows far below the first page in the DOM")
        # The rows the list shows are the ones the DOM now holds.
        visible = self.b.js(
            "const list = document.querySelector('.t-list').getBoundingClientRect();"
            " return [...document.querySelectorAll('.t-list .t-columnRow')].filter((r) => {"
            " const b = r.getBoundingClientRect(); return b.top >= list.top"
            " && b.bottom <= list.bottom; }).map((r) => r.textContent)")
        self.assertTrue(visible, "rows inside the list's box")
        self.assertFalse(any(text.startswith("#1Row 1 of") for text in visible),
                         "the first row scrolled out of view")


class LayoutTests(CatalogTestCase):
    def test_a_narrow_window_lays_home_out_again_inside_it(self):
        self.b.driver.set_window_size(420, 800)
        self.b.wait(lambda b: b.js("return innerWidth") <= 420, "the narrow window")
        self.b.wait(lambda b: not b.js(OUTSIDE), "every text and button inside the window")
        # Descriptions wrapped onto more lines than at full width.
        self.b.wait(lambda b: b.js(
            "return findView('text', 'Styles, colours, links, wrapping, CJK and emoji')"
            ".getBoundingClientRect().height") > 30, "a description wrapped")
        self.b.driver.set_window_size(*self.window)
        self.b.wait(lambda b: b.js(
            "return findView('text', 'Styles, colours, links, wrapping, CJK and emoji')"
            ".getBoundingClientRect().height") < 30, "one line again at full width")

    def test_a_page_shows_none_of_the_colours_of_the_page_before(self):
        # Layout colours its boxes; the views it leaves are reused by Scroll
        # view, whose lines have no background of their own.
        self.b.open_demo("Layout", "grows to fill")
        self.b.home()
        self.b.open_demo("Scroll view")
        self.b.wait_text("Line 5 of 200: scroll with the mouse wheel or PgUp/PgDn")
        coloured = self.b.js(
            "return [...document.querySelectorAll('.t-scrollView .t-text')].filter((e) =>"
            " getComputedStyle(e).backgroundColor !== 'rgba(0, 0, 0, 0)'"
            " || e.dataset.bg !== undefined || [...e.classList].some((c) => c.startsWith('t-bg-')))"
            ".map((e) => e.textContent)")
        self.assertEqual(coloured, [])

    def test_an_image_without_a_picture_shows_its_placeholder_in_a_box(self):
        self.b.open_demo("Images")
        boxes = self.b.wait(lambda b: b.js(
            "const v = [...document.querySelectorAll('.t-image')];"
            " return v.length === 3 ? v.map((e) => [e.dataset.placeholder,"
            " e.querySelector('img').getBoundingClientRect().width,"
            " getComputedStyle(e, '::before').content,"
            " getComputedStyle(e).borderTopStyle]) : null"), "the three images")
        for placeholder, image_width, shown, border in boxes:
            with self.subTest(image=placeholder):
                self.assertEqual(image_width, 0, "no broken-image <img> drawn")
                self.assertEqual(shown, f'"{placeholder}"', "the placeholder shown once")
                self.assertNotEqual(border, "none", "a box around it")

    def test_the_trip_forms_city_pair_row_has_room_for_both_fields(self):
        self.b.open_demo("Trip", "Travellers")
        fields = self.b.wait(lambda b: b.js(
            "const f = [...document.querySelectorAll('.t-textField')]"
            ".map((e) => e.getBoundingClientRect()).filter((r) => r.height > 0);"
            " return f.length >= 3 ? f.map((r) => [r.top, r.bottom, r.height]) : null"),
            "the route's two fields and the travellers field")
        (from_top, from_bottom, from_height), (to_top, _, to_height) = fields[0], fields[1]
        self.assertGreaterEqual(from_height, 16, "the from field a line high")
        self.assertGreaterEqual(to_height, 16, "the to field a line high")
        self.assertGreaterEqual(to_top, from_bottom - 0.5, "the fields one under the other")


if __name__ == "__main__":
    unittest.main()
