import Testing
import Trellis
import TrellisTesting

/// Three buttons in a row; `disabled` and `shown` say which are disabled and
/// which are there.
private func row(disabled: Set<String> = [], shown: [String] = ["a", "b", "c"]) -> some Component {
  Stack(.horizontal, spacing: 1) {
    for name in shown {
      Button(name.uppercased()) {}.disabled(disabled.contains(name)).tag(name)
    }
  }
}

/// A toolbar button over rows keyed by name, each with its own button: rows
/// removed take their views with them, and the rows after them take over
/// views of the same shape.
private func list(_ names: [String]) -> some Component {
  Stack {
    Button("Back") {}.tag("back")
    for name in names {
      Stack(.horizontal, spacing: 1) {
        Text("Row \(name)")
        Button("Open") {}.tag("open-\(name)")
      }.key(name)
    }
    Button("Done") {}.tag("done")
  }
}

/// A toolbar that stays over a page of buttons that is replaced whole when
/// `page` changes (as a web view shows a followed link's page).
private func pages(_ page: Int, buttons: Int) -> some Component {
  Stack {
    Button("Back") {}.tag("back")
    Stack {
      Text("Page \(page)")
      for index in 0..<buttons {
        Button("Link \(index)") {}.tag("page\(page)-\(index)")
      }
    }.key(page)
  }
}

/// A screen of its own type: swapping one for the other replaces every
/// view, as opening a catalog demo from its home page does.
private struct FirstScreen: Component {
  var body: some Component {
    Stack {
      Button("One") {}.tag("one")
      Button("Two") {}.tag("two")
    }
  }
}

private struct SecondScreen: Component {
  let autofocus: Bool
  var body: some Component {
    Stack {
      Button("Three") {}.tag("three")
      Button("Four") {}.tag("four").autofocus(autofocus)
    }
  }
}

private func screen(first: Bool, autofocus: Bool = false) -> AnyComponent {
  first ? AnyComponent(FirstScreen()) : AnyComponent(SecondScreen(autofocus: autofocus))
}

@MainActor
@Suite("Focus a view loses is handed to its neighbour")
struct FocusRecoveryTests {
  private func mount(
    _ component: some Component, height: Double = 12
  ) async -> (HeadlessHost, ComponentRoot) {
    let host = HeadlessHost(size: Size(width: 30, height: height))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(component)
    return (host, root)
  }

  private func focused(_ host: HeadlessHost) -> String? {
    host.focusedView.flatMap { host.tree.node($0)?.attributes[.tag] }
  }

  @Test("a focused button that is disabled hands focus to the next focusable view")
  func disabledFocusedButtonHandsFocusOn() async throws {
    let (host, root) = await mount(row())
    #expect(host.focus(tag: "b"))
    await root.render(row(disabled: ["b"]))
    host.tree.syncFocus()
    #expect(focused(host) == "c")
    withExtendedLifetime(root) {}
  }

  @Test("the last focusable view, disabled, hands focus back to the one before it")
  func disabledLastButtonHandsFocusBack() async throws {
    let (host, root) = await mount(row())
    #expect(host.focus(tag: "c"))
    await root.render(row(disabled: ["c"]))
    host.tree.syncFocus()
    #expect(focused(host) == "b")
    withExtendedLifetime(root) {}
  }

  @Test("a removed row hands focus to the row that follows it, and keys go on from there")
  func removedRowHandsFocusToTheNextRow() async throws {
    let (host, root) = await mount(list(["a", "b", "c", "d"]))
    #expect(host.focus(tag: "open-b"))
    await root.render(list(["a", "c", "d"]))
    host.tree.syncFocus()
    #expect(focused(host) == "open-c")
    #expect(host.press(KeyPress(.tab)))
    #expect(focused(host) == "open-d")
    withExtendedLifetime(root) {}
  }

  @Test("a row removed with the one before it still hands focus to the row after both")
  func removedRowsHandFocusToTheNextRow() async throws {
    let (host, root) = await mount(list(["a", "b", "c", "d"]))
    #expect(host.focus(tag: "open-c"))
    await root.render(list(["a", "d"]))
    host.tree.syncFocus()
    #expect(focused(host) == "open-d")
    withExtendedLifetime(root) {}
  }

  @Test("the last row removed hands focus to the view after the list")
  func removedLastRowHandsFocusOn() async throws {
    let (host, root) = await mount(list(["a", "b"]))
    #expect(host.focus(tag: "open-b"))
    await root.render(list(["a"]))
    host.tree.syncFocus()
    #expect(focused(host) == "done")
    withExtendedLifetime(root) {}
  }

  @Test("a replaced sub-tree hands focus to the first focusable view of its new content")
  func replacedSubtreeFocusesItsFirstControl() async throws {
    let (host, root) = await mount(pages(1, buttons: 3))
    #expect(host.focus(tag: "page1-2"))
    await root.render(pages(2, buttons: 3))
    host.tree.syncFocus()
    #expect(focused(host) == "page2-0")
    withExtendedLifetime(root) {}
  }

  @Test("a replaced sub-tree with nothing focusable hands focus to its neighbour")
  func replacedSubtreeWithoutControlsHandsFocusToANeighbour() async throws {
    let (host, root) = await mount(pages(1, buttons: 2))
    #expect(host.focus(tag: "page1-1"))
    await root.render(pages(2, buttons: 0))
    host.tree.syncFocus()
    #expect(focused(host) == "back")
    withExtendedLifetime(root) {}
  }

  @Test("a whole screen swapped for another starts afresh: nothing focused")
  func wholeScreenSwapLeavesNothingFocused() async throws {
    let (host, root) = await mount(screen(first: true))
    #expect(host.focus(tag: "two"))
    await root.render(screen(first: false))
    host.tree.syncFocus()
    #expect(host.focusedView == nil)
    withExtendedLifetime(root) {}
  }

  @Test("a whole screen swapped for another starts afresh: its autofocus control")
  func wholeScreenSwapKeepsAutofocus() async throws {
    let (host, root) = await mount(screen(first: true))
    #expect(host.focus(tag: "one"))
    await root.render(screen(first: false, autofocus: true))
    host.tree.syncFocus()
    #expect(focused(host) == "four")
    withExtendedLifetime(root) {}
  }

  @Test("a neighbour in view is taken over a nearer one scrolled out of view")
  func neighbourInViewIsPreferred() async throws {
    let scrolling = { (disabled: Bool) in
      Stack {
        Button("Top") {}.tag("top")
        ScrollView {
          Stack {
            Button("Here") {}.disabled(disabled).tag("here")
            for index in 0..<10 { Button("Below \(index)") {}.tag("below-\(index)") }
          }
        }.frame(height: 1)
      }
    }
    let (host, root) = await mount(scrolling(false))
    #expect(host.focus(tag: "here"))
    let page = host.tree.scrollContainer(from: host.find(tag: "here")?.id)
    #expect(page != nil)
    await root.render(scrolling(true))
    host.tree.syncFocus()
    #expect(focused(host) == "top")
    #expect(page.map { host.contentOffset(of: $0) } == .zero)
    withExtendedLifetime(root) {}
  }

  @Test("a focused button disabled inside a modal hands focus on inside the modal")
  func disabledInsideAModalStaysInside() async throws {
    let dialog = { (disabled: Bool) in
      Stack {
        Button("Behind") {}.tag("behind")
        Text("Screen").modal(isPresented: true) {
          Stack {
            Button("OK") {}.tag("ok")
            Button("Next") {}.disabled(disabled).tag("next")
            Button("Cancel") {}.tag("cancel")
          }
        }
      }
    }
    let (host, root) = await mount(dialog(false))
    host.tree.syncFocus()
    #expect(host.focus(tag: "next"))
    await root.render(dialog(true))
    host.tree.syncFocus()
    #expect(focused(host) == "cancel")
    withExtendedLifetime(root) {}
  }

  @Test("an explicit blur leaves nothing focused, even after the view is then disabled")
  func explicitBlurLeavesNothingFocused() async throws {
    let (host, root) = await mount(row())
    #expect(host.focus(tag: "b"))
    host.focus(nil)
    await root.render(row(disabled: ["b"]))
    host.tree.syncFocus()
    #expect(host.focusedView == nil)
    withExtendedLifetime(root) {}
  }

  @Test("a blur between the loss and the next sync wins over handing focus on")
  func blurAfterLossWins() async throws {
    let (host, root) = await mount(row())
    #expect(host.focus(tag: "b"))
    await root.render(row(disabled: ["b"]))
    host.focus(nil)
    host.tree.syncFocus()
    #expect(host.focusedView == nil)
    withExtendedLifetime(root) {}
  }

  @Test("with nothing left that takes focus, nothing is focused")
  func nothingFocusableLeavesNothingFocused() async throws {
    let (host, root) = await mount(row())
    #expect(host.focus(tag: "b"))
    await root.render(row(disabled: ["a", "b", "c"]))
    host.tree.syncFocus()
    #expect(host.focusedView == nil)
    withExtendedLifetime(root) {}
  }
}
