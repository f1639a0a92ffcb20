"""Keyboard focus that a view loses goes to its neighbour in the browser as in
the terminal (issue 29, D-249): a button disabled by its own press and a
web-view page replaced by a followed link leave focus where the keys go on."""
from harness import ENTER, TAB, CatalogTestCase


class FocusRecoveryTests(CatalogTestCase):
    def tab_to(self, title, limit=30):
        """Presses Tab until the view titled `title` has the page's focus."""
        for _ in range(limit):
            before = self.b.focused_text()
            if before == title:
                return
            self.b.key(TAB)
            # One Tab at a time: the page shows each move once the server made it.
            self.b.wait(lambda b: b.focused_text() != before, "Tab moves focus")
        self.fail(f"Tab never reached {title!r}")

    def test_launcher_next_keeps_keyboard_focus_in_the_launcher_after_the_last_page(self):
        self.b.open_demo("Launcher", "● ○ ○")
        self.tab_to("▶")
        self.b.key(ENTER)
        self.b.wait_text("○ ● ○")
        self.b.wait(lambda b: b.focused_text() == "▶", "▶ keeps focus on the middle page")
        self.b.key(ENTER)
        self.b.wait_text("○ ○ ●")
        self.b.wait(lambda b: b.focused_text() == "Edit",
                    "▶, disabled on the last page, hands focus to Edit")
        # The keys go on from there: Enter on Edit starts editing.
        self.b.key(ENTER)
        self.b.wait(lambda b: b.focused_text() == "Done", "Edit pressed by keyboard")

    def test_a_link_followed_by_keyboard_keeps_focus_in_the_web_view(self):
        self.b.open_demo("Web view", "Links")
        self.tab_to("1. about this demo")
        self.b.key(ENTER)
        self.b.wait_text("The web view keeps a history: use ◀ to go back.")
        # The new page has no links: focus goes to the toolbar before it.
        self.b.wait(lambda b: b.focused_text() == "Open ↗", "focus on the web view's toolbar")
