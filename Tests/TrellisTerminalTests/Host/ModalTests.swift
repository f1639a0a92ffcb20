import TerminalTestSupport
import Testing
import Trellis
import TrellisTerminal

/// An inbox whose Delete button asks for confirmation in a dialog.
private struct ConfirmScreen: StatefulComponent {
  let log: Recorder<String>
  var dismissesOnBackdropTap = false

  func initialState() -> Bool { false }

  func body(state isConfirming: Bool, scope: Scope<Bool>) -> some Component {
    let dismiss: @MainActor @Sendable () -> Void = {
      log.record("dismissed")
      scope.set(false)
    }
    return Stack(alignment: .start) {
      Text("Inbox")
      Button("Delete") { scope.set(true) }.tag("delete")
      Button("Other") { log.record("other") }.tag("other")
    }
    .keyCommand(KeyPress("q"), "Quit") { _ in log.record("quit") }
    .modal(
      isPresented: isConfirming, title: "Delete?", dismissesOnBackdropTap: dismissesOnBackdropTap,
      onDismiss: dismiss
    ) {
      Text("Delete 3 mails?")
    } actions: {
      Button("Cancel") { scope.set(false) }.tag("cancel")
      Button("OK") {
        log.record("ok")
        scope.set(false)
      }
      .tag("ok")
    }
  }
}

/// A sheet of share targets over a short screen.
private struct ShareScreen: StatefulComponent {
  let log: Recorder<String>

  func initialState() -> Bool { true }

  func body(state isSharing: Bool, scope: Scope<Bool>) -> some Component {
    let dismiss: @MainActor @Sendable () -> Void = {
      log.record("dismissed")
      scope.set(false)
    }
    return Stack(alignment: .start) {
      Text("Photo")
    }
    .sheet(isPresented: isSharing, title: "Share", onDismiss: dismiss) {
      Stack(.horizontal, spacing: 1) {
        Button("Copy link") { log.record("copy") }
        Button("Mail") { log.record("mail") }
      }
    }
  }
}

@MainActor
@Suite("TerminalHost modals and sheets")
struct ModalTests {
  func presentedDialog(
    _ log: Recorder<String>, dismissesOnBackdropTap: Bool = false
  ) async -> HostScreen {
    let screen = HostScreen(width: 30, height: 9)
    await screen.show(ConfirmScreen(log: log, dismissesOnBackdropTap: dismissesOnBackdropTap))
    screen.press(.tab)
    screen.press(.enter)
    await screen.settle()
    return screen
  }

  @Test func aDialogIsACentredBoxOverADimmedScreen() async {
    let screen = await presentedDialog(Recorder())
    #expect(
      screen.draw() == [
        "Inbox",
        "[Delete]",
        "[Other┌─ Delete? ───────┐",
        "      │ Delete 3 mails? │",
        "      │                 │",
        "      │   [Cancel] [OK] │",
        "      └─────────────────┘",
        "",
        "",
      ])
    #expect(screen.cell(x: 0, y: 0).style.attributes.contains(.dim))
    #expect(!screen.cell(x: 8, y: 3).style.attributes.contains(.dim))
  }

  @Test func focusIsTrappedInsideAndReturnsWhenItCloses() async {
    let log = Recorder<String>()
    let screen = await presentedDialog(log)
    let host = screen.host
    #expect(host.activeModal != nil)
    #expect(host.focusedView == host.find(tag: "cancel")?.id)
    #expect(host.focusableViews == [host.find(tag: "cancel")?.id, host.find(tag: "ok")?.id])
    screen.press(.tab)
    #expect(host.focusedView == host.find(tag: "ok")?.id)
    screen.press(.tab)
    #expect(host.focusedView == host.find(tag: "cancel")?.id)
    screen.press(.tab, modifiers: .shift)
    screen.press(.enter)
    await screen.settle()
    #expect(log.values == ["ok"])
    #expect(host.activeModal == nil)
    #expect(host.focusedView == host.find(tag: "delete")?.id)
    #expect(screen.draw()[2] == "[Other]")
  }

  @Test func escapeDismissesAndBindingsBehindAreInactive() async {
    let log = Recorder<String>()
    let screen = await presentedDialog(log)
    #expect(screen.host.activeKeyCommands.map(\.description) == ["Esc Close", "Tab Next"])
    screen.type("q")
    screen.press(.escape)
    await screen.settle()
    #expect(log.values == ["dismissed"])
    #expect(screen.host.activeModal == nil)
    screen.type("q")
    #expect(log.values == ["dismissed", "quit"])
  }

  @Test func clicksOutsideTheDialogNeverReachTheViewsBehind() async {
    let log = Recorder<String>()
    let screen = await presentedDialog(log)
    // [Other] shows through at the start of row 2, but the backdrop covers it.
    screen.click(column: 1, row: 2)
    await screen.settle()
    #expect(log.values.isEmpty)
    #expect(screen.host.activeModal != nil)
    // Inside the box, the dialog's own buttons work.
    screen.click(column: 20, row: 5)
    await screen.settle()
    #expect(log.values == ["ok"])
  }

  @Test func aBackdropClickDismissesWhenAllowed() async {
    let log = Recorder<String>()
    let screen = await presentedDialog(log, dismissesOnBackdropTap: true)
    // A click in the box, not on a control, does not dismiss.
    screen.click(column: 9, row: 4)
    await screen.settle()
    #expect(log.values.isEmpty)
    screen.click(column: 1, row: 8)
    await screen.settle()
    #expect(log.values == ["dismissed"])
    #expect(screen.host.hitTest(column: 1, row: 2) == screen.host.find(tag: "other")?.id)
  }

  @Test func aSheetRunsAlongTheBottomEdge() async {
    let log = Recorder<String>()
    let screen = HostScreen(width: 30, height: 5)
    screen.host.sheetSlideFrames = 0
    let lines = await screen.show(ShareScreen(log: log))
    #expect(
      lines == [
        "Photo", "", "", "── Share ─────────────────────", " [Copy link] [Mail]",
      ])
    #expect(screen.host.focusedView != nil)
    screen.press(.enter)
    screen.click(column: 3, row: 0)
    await screen.settle()
    #expect(log.values == ["copy", "dismissed"])
    #expect(screen.draw() == ["Photo", "", "", "", ""])
  }

  @Test func aModalDeclaredDeepCoversTheScreenAndWhatIsBehindDoesNotScroll() async {
    let offsets = Recorder<Point>()
    let screen = HostScreen(width: 12, height: 5)
    let lines = await screen.show(
      ScrollView(onScroll: { offsets.record($0) }) {
        for index in 0..<10 {
          Text("Row \(index)").modal(isPresented: index == 8) { Text("Hi") }
        }
      }.frame(height: 5))
    // Laid out inside the scroll view's content, drawn centred on the screen.
    #expect(lines[1...3] == ["Row┌────┐  ┃", "Row│ Hi │  ┃", "Row└────┘  │"])
    screen.host.handle(.mouse(MouseEvent(.scroll(.down), column: 1, row: 1)))
    screen.press(.pageDown)
    #expect(offsets.values.isEmpty)
  }

  @Test func aSheetSlidesUpOverAnimationTicks() async {
    let screen = HostScreen(width: 20, height: 6)
    #expect(screen.host.sheetSlideFrames == 3)
    await screen.show(
      Text("Photo").sheet(isPresented: true, title: "Pick") {
        Text("One")
        Text("Two")
        Text("Three")
      })
    // Four rows high: a quarter less of it shows each tick.
    #expect(screen.draw().suffix(3) == ["", "", "── Pick ────────────"])
    #expect(screen.host.hasAnimations)
    screen.host.advanceAnimation()
    #expect(screen.draw().suffix(3) == ["", "── Pick ────────────", " One"])
    screen.host.advanceAnimation()
    screen.host.advanceAnimation()
    #expect(!screen.host.hasAnimations)
    #expect(screen.draw().suffix(4) == ["── Pick ────────────", " One", " Two", " Three"])
  }
}
