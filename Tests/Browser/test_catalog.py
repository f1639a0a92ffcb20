"""The catalog in a real browser: every page, the input kinds, forms,
navigation and modals, images, links, and strings that must stay text."""
import os
import tempfile
import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin

from harness import (ARROW_LEFT, ARROW_RIGHT, END, ENTER, ESCAPE, HOME_LANDMARK, TAB, Browser,
                     CatalogTestCase, catalog, pending)
HOSTILE = [
    '<script>window.trellisInjected = "script"</script>',
    '<img src="/nothing.png" onerror="window.trellisInjected = \'img\'">',
]


class PagesTests(CatalogTestCase):
    def test_every_catalog_page_opens_from_home_and_escape_comes_back(self):
        titles = self.b.js("return [...document.querySelectorAll('.t-scrollView .t-button')]"
                           ".map((e) => e.textContent.trim())")
        self.assertGreaterEqual(len(titles), 20, titles)
        for title in titles:
            with self.subTest(page=title):
                self.b.open_demo(title)
                self.b.wait_text(title)
                self.b.home()
                # Home gives the focus back to the demo just left.
                self.b.wait(lambda b: b.focused_text() == title, f"focus back on {title!r}")
        # A picture still loading when its page is left answers 404 (its URL
        # expires with its view, by design); any other console error fails.
        errors = [e for e in self.b.console_errors()
                  if not ("/image/" in e["message"] and "404" in e["message"])]
        self.assertEqual(errors, [])

    @pending("initial-focus")
    def test_the_page_opens_with_the_servers_focus_in_the_dom(self):
        self.b.wait(lambda b: b.focused_text() == "Text", "the first demo focused")

    def test_tab_moves_focus_enter_opens_escape_goes_home(self):
        # The first demo has the server's focus: Tab moves it to the second.
        self.b.key(TAB)
        self.b.wait(lambda b: b.focused_text() == "Buttons", "Tab focuses the next demo")
        self.b.key(ENTER)
        self.b.wait_text("Buttons, disabled and selected, and badges")
        self.b.wait(lambda b: b.button("← Home"), "the Buttons page")
        self.b.key(ESCAPE)
        self.b.wait_text(HOME_LANDMARK)
        self.b.wait(lambda b: b.focused_text() == "Buttons", "focus back on Buttons")


class InputTests(CatalogTestCase):
    def name_field(self):
        self.b.open_demo("Text input", "Hello, stranger. Password: 0 characters."
                         " Notes: 0 characters.")
        fields = self.b.fields()
        self.assertEqual(len(fields), 3, "name, password and notes")
        return fields

    def test_typing_reaches_the_binding_and_the_field_keeps_its_value(self):
        name, password, notes = self.name_field()
        self.assertEqual(password.get_attribute("type"), "password")
        name.click()
        self.b.type_checked(name, "Ada", lambda typed: f"Hello, {typed}. Password: 0 characters."
                            " Notes: 0 characters.")
        self.assertEqual(name.get_attribute("value"), "Ada")
        password.click()
        self.b.type_checked(password, "s3cret", lambda typed: f"Hello, Ada. Password:"
                            f" {len(typed)} characters. Notes: 0 characters.")
        self.assertEqual(password.get_attribute("value"), "s3cret")

    @pending("multiline-enter")
    def test_enter_in_multiline_text_is_a_new_line(self):
        notes = self.name_field()[2]
        notes.click()
        notes.send_keys("one", ENTER, "two")
        self.b.wait_text("Hello, stranger. Password: 0 characters. Notes: 7 characters.")
        self.assertEqual(notes.get_attribute("value"), "one\ntwo")

    @pending("typing-echoes")
    def test_fast_typing_is_not_scrambled_by_late_echoes(self):
        name = self.name_field()[0]
        name.click()
        typed = "Ada Lovelace, Countess of Lovelace"
        name.send_keys(typed)
        self.b.wait_text(f"Hello, {typed}. Password: 0 characters. Notes: 0 characters.")
        self.assertEqual(name.get_attribute("value"), typed)

    def test_strings_with_markup_show_as_text_and_run_nothing(self):
        name = self.name_field()[0]
        for hostile in HOSTILE:
            with self.subTest(string=hostile):
                # In one edit, as a paste or an IME commit sends it.
                self.b.js("arguments[0].value = arguments[1]; arguments[0].dispatchEvent("
                          "new Event('input', {bubbles: true}))", name, hostile)
                greeting = f"Hello, {hostile}. Password: 0 characters. Notes: 0 characters."
                self.b.wait_text(greeting)
                self.assertIsNone(self.b.js("return window.trellisInjected ?? null"))
                self.assertEqual(self.b.js(
                    "return document.querySelectorAll('#trellis-root script,"
                    " #trellis-root img[onerror]').length"), 0)

    def test_the_wheel_scrolls_and_a_resize_lays_out_again(self):
        self.b.driver.set_window_size(1200, 360)
        height = self.b.js("return innerHeight")
        footer_bottom = ("const f = document.querySelector('.t-keyCommandFooter');"
                         " return f ? f.getBoundingClientRect().bottom : null")
        # The server lays the page out for the smaller window: the footer is
        # inside it.
        self.b.wait(lambda b: (b.js(footer_bottom) or 1e9) <= height,
                    "the footer inside the resized window")
        top = "return findView('button', 'Text').getBoundingClientRect().top"
        before = self.b.js(top)
        scroller = self.b.js("return document.querySelector('.t-scrollView')")
        ActionChains(self.b.driver).scroll_from_origin(
            ScrollOrigin.from_element(scroller), 0, 200).perform()
        self.b.wait(lambda b: b.js(top) < before - 50, "the wheel scrolled the list up")


class ControlTests(CatalogTestCase):
    def test_a_slider_moved_with_the_keyboard_sets_the_bound_value(self):
        self.b.open_demo("Controls", "40%")
        slider = self.b.js("return control(document.querySelector('.t-slider'))")
        self.assertEqual(slider.get_attribute("type"), "range")
        slider.click()
        self.b.wait(lambda b: b.js("return document.activeElement === arguments[0]", slider),
                    "the slider focused")
        before = float(slider.get_attribute("value"))
        self.b.key(ARROW_RIGHT)
        self.b.wait(lambda b: float(slider.get_attribute("value")) > before,
                    "the slider moved right")
        shown = f"{round(float(slider.get_attribute('value')) * 100)}%"
        self.b.wait_text(shown)
        self.assertNotEqual(shown, "40%")

    @pending("segments")
    def test_a_segment_clicked_is_selected_and_a_switch_toggles(self):
        self.b.open_demo("Controls", "40%")
        large = self.b.wait(lambda b: b.js(
            "return [...document.querySelectorAll('.t-segmentedControl [role=radio]')]"
            ".find((e) => e.textContent.trim() === 'Large') || null"), "the Large segment")
        large.click()
        self.b.wait(lambda b: large.get_attribute("aria-checked") == "true", "Large selected")
        switch = self.b.js("return control(document.querySelector('.t-toggle'))")
        self.assertTrue(switch.is_selected())
        switch.click()
        self.b.wait(lambda b: not switch.is_selected(), "the switch off")


class ModalTests(CatalogTestCase):
    def test_a_dialog_opens_traps_focus_returns_its_result_and_escape_dismisses(self):
        self.b.open_demo("Modal", "Nothing chosen yet.")
        self.b.click_button("Delete file…")
        self.b.wait_text("The file is moved to the bin. You can restore it later.")
        # Tab stays inside the dialog.
        for _ in range(3):
            self.b.key(TAB)
            self.b.wait(lambda b: b.focused_text() in ("Cancel", "Delete"),
                        "focus on one of the dialog's buttons")
        self.b.click_button("Delete")
        self.b.wait_text("Deleted notes.txt.")
        self.b.wait_no_text("The file is moved to the bin. You can restore it later.")
        self.b.click_button("Share…")
        self.b.wait(lambda b: b.button("Messages"), "the sheet")
        self.b.key(ESCAPE)
        self.b.wait(lambda b: not b.button("Messages"), "Escape dismissed the sheet")
        self.b.wait_text("Deleted notes.txt.")

    def test_a_sheet_sits_inside_the_window_and_returns_its_choice(self):
        self.b.open_demo("Modal", "Nothing chosen yet.")
        self.b.click_button("Share…")
        # Each of the sheet's buttons inside the sheet, the sheet inside the
        # window, and the button what a click at its centre hits.
        self.b.wait(lambda b: b.js(
            "const c = control(findView('button', 'Messages')); if (!c) return false;"
            " const r = c.getBoundingClientRect(), s = c.closest('.t-sheet')"
            ".getBoundingClientRect(); return r.bottom <= s.bottom && s.bottom <= innerHeight"
            " && r.top >= s.top && c.contains(document.elementFromPoint("
            "r.x + r.width / 2, r.y + r.height / 2))"),
            "the sheet's buttons inside it, inside the window, and on top")
        self.b.click_button("Messages")
        self.b.wait_text("Shared with Messages.")


class ModalKeyTests(CatalogTestCase):
    """The keys a user tries first on a sheet and a dialog."""

    def focus_button(self, title):
        self.b.js("arguments[0].focus()", self.b.button(title))
        self.b.wait(lambda b: b.focused_text() == title, f"{title!r} focused")

    def test_enter_opens_arrows_and_tab_move_enter_chooses_on_a_sheet(self):
        self.b.open_demo("Modal", "Nothing chosen yet.")
        self.focus_button("Share…")
        self.b.key(ENTER)
        self.b.wait(lambda b: b.focused_text() == "Mail", "the sheet's first button focused")
        self.b.key(ARROW_RIGHT)
        self.b.wait(lambda b: b.focused_text() == "Messages", "→ moves along the sheet")
        self.b.key(TAB)
        self.b.wait(lambda b: b.focused_text() == "Copy link", "Tab moves on")
        self.b.key(TAB)
        self.b.wait(lambda b: b.focused_text() == "Mail", "Tab stays inside the sheet")
        self.b.key(ENTER)
        self.b.wait_text("Shared with Mail.")
        self.b.wait(lambda b: b.focused_text() == "Share…", "focus back on Share…")

    def test_arrows_move_between_a_dialogs_buttons_space_and_enter_choose(self):
        self.b.open_demo("Modal", "Nothing chosen yet.")
        self.focus_button("Delete file…")
        self.b.key(ENTER)
        self.b.wait(lambda b: b.focused_text() == "Cancel", "the dialog's first button focused")
        self.b.key(ARROW_RIGHT)
        self.b.wait(lambda b: b.focused_text() == "Delete", "→ moves to Delete")
        self.b.key(ARROW_LEFT)
        self.b.wait(lambda b: b.focused_text() == "Cancel", "← moves back")
        self.b.key(" ")
        self.b.wait_text("Kept notes.txt.")
        self.b.wait(lambda b: b.focused_text() == "Delete file…", "focus back on its opener")
        self.b.key(ENTER)
        self.b.wait(lambda b: b.focused_text() == "Cancel", "Enter opens it again")
        self.b.key(ARROW_RIGHT, ENTER)
        self.b.wait_text("Deleted notes.txt.")


class CharactersTests(CatalogTestCase):
    def test_push_a_character_modal_rating_comes_back_and_back_pops(self):
        self.b.open_demo("Characters", "Captain Comet")
        row = self.b.js("return findView('text', 'Captain Comet')")
        row.click()
        self.b.wait(lambda b: b.button("Rate…"), "the detail screen pushed")
        self.b.wait(lambda b: b.js("return findView('badge', 'not rated') != null"),
                    "the detail's rating badge")
        self.b.click_button("Rate…")
        self.b.wait_text("How many stars?")
        self.b.click_button("★★★★")
        self.b.wait_no_text("How many stars?")
        self.b.wait(lambda b: b.js("return findView('badge', '★★★★') != null"),
                    "the rating from the modal in the badge")
        self.b.click_button("Back")
        self.b.wait(lambda b: not b.button("Rate…"), "the detail screen popped")
        self.b.wait_text("The Quiet Fox")


class FormsTests(CatalogTestCase):
    def test_the_forms_page_validates_on_submit_and_again_as_the_user_types(self):
        # As in the terminal: Submit validates every element and shows each
        # message under its field; a field showing one is validated again
        # at each edit, so the message goes once the value is fixed.
        self.b.open_demo("Forms", "Account")
        age = self.b.fields()[3]
        age.click()
        # The edit goes on the socket before the click on Submit does.
        age.send_keys("5")
        message = ("const m = document.querySelector('[data-identifier=\"message-age\"]');"
                   " return m ? m.textContent : null")
        self.assertIsNone(self.b.js(message), "no message before Submit")
        self.b.click_button("Submit")
        self.b.wait(lambda b: "Must be between 18" in (b.js(message) or ""),
                    "the age's message under it after Submit")
        age.send_keys(END, "0")
        self.b.wait(lambda b: b.js(message) is None, "50 is a valid age: its message gone")
        self.assertEqual(age.get_attribute("value"), "50")


class MediaTests(CatalogTestCase):
    @pending("images")
    def test_images_are_real_img_elements_that_load(self):
        # Pictures TrellisMedia fetches from the catalog's own media server.
        for page in ("Network images", "Photo album"):
            with self.subTest(page=page):
                self.b.open_demo(page)
                self.b.wait(lambda b: b.js(
                    # Pictures the server serves have a src; a failed one (the
                    # demo's missing picture on purpose) shows its reason instead.
                    "const images = [...document.querySelectorAll('#trellis-root img[src]')];"
                    " return images.length > 0"
                    " && images.every((i) => i.complete && i.naturalWidth > 0)"),
                    f"{page}: every <img> with a picture loaded (naturalWidth > 0)")
                self.b.home()

    @pending("webview-links")
    def test_a_web_view_link_is_followed(self):
        self.b.open_demo("Web view")
        link = self.b.wait(lambda b: b.js(
            "return document.querySelector('#trellis-root a[href], #trellis-root [data-link]')"),
            "a link in the web view")
        before = self.b.texts()
        link.click()
        self.b.wait(lambda b: b.texts() != before, "the linked page shown")



class OpenLinkTests(unittest.TestCase):
    """Links the app opens outside itself open in the user's browser: the
    catalog runs with TRELLIS_OPEN set to a script that records any launch
    on the server, which must never run."""

    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory()
        cls.launched = os.path.join(cls.folder.name, "launched")
        script = os.path.join(cls.folder.name, "open.sh")
        with open(script, "w") as file:
            file.write(f'#!/bin/sh\necho "$@" >> {cls.launched}\n')
        os.chmod(script, 0o755)
        cls.server = catalog(env={"TRELLIS_OPEN": script})
        try:
            cls.browser = Browser()
        except BaseException:
            cls.server.stop()
            raise

    @classmethod
    def tearDownClass(cls):
        try:
            cls.browser.quit()
        finally:
            cls.server.stop()
            cls.folder.cleanup()

    def opened_urls(self):
        """The URLs of the browser's pages (tabs) other than the catalog's."""
        targets = self.b.driver.execute_cdp_cmd("Target.getTargets", {})["targetInfos"]
        return [t["url"] for t in targets
                if t["type"] == "page" and not t["url"].startswith(self.server.url)]

    def setUp(self):
        self.b = self.browser
        self.b.open(self.server.url)
        self.b.wait_text(HOME_LANDMARK)
        self.b.open_demo("Attributed")

    def test_an_external_link_opens_in_a_new_tab_and_nothing_on_the_server(self):
        link = self.b.wait(lambda b: b.js(
            "return [...document.querySelectorAll('#trellis-root a[data-link]')]"
            ".find((a) => a.textContent.startsWith('www.swift.org')) || null"),
            "the detected web link")
        handles = set(self.b.driver.window_handles)
        link.click()
        self.b.wait(lambda b: len(set(b.driver.window_handles) - handles) == 1,
                    "a new tab opened by the page")
        self.b.wait(lambda b: any(u.startswith("https://www.swift.org/documentation")
                                  for u in self.opened_urls()),
                    "the new tab at the link's URL")
        self.b.wait_text("Last link: https://www.swift.org/documentation")
        self.assertFalse(os.path.exists(self.launched), "nothing launched on the server")
        for handle in set(self.b.driver.window_handles) - handles:
            self.b.driver.switch_to.window(handle)
            self.b.driver.close()
        self.b.driver.switch_to.window(handles.pop())

    def test_a_link_a_page_may_not_open_says_why_and_launches_nothing(self):
        link = self.b.wait(lambda b: b.js(
            "return [...document.querySelectorAll('#trellis-root a[data-link]')]"
            ".find((a) => a.textContent.startsWith('+1')) || null"),
            "the detected phone link")
        handles = set(self.b.driver.window_handles)
        link.click()
        self.b.wait(lambda b: any("cannot be opened here" in t for t in b.texts()),
                    "the status line says the tel: link cannot be opened")
        self.assertEqual(set(self.b.driver.window_handles), handles)
        self.assertFalse(os.path.exists(self.launched), "nothing launched on the server")


if __name__ == "__main__":
    unittest.main()
