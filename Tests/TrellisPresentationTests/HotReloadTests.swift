import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisPresentation

@MainActor
@Suite("Hot reload through a real file change")
struct HotReloadTests {
  static func file(title: String, label: String) -> String {
    """
    screens:
      - id: profile
        title: \(title)
        body:
          kind: stack
          children:
            - {kind: text, text: \(label), tag: label}
            - {kind: text, text: bindTo.dataObject.name, tag: name}
            - {kind: textField, name: nickname, placeholder: Nickname}
    """
  }

  /// Saves as editors do: a new file renamed over the old one.
  func save(_ text: String, to path: String) throws {
    let temporary = path + ".tmp~"
    try text.write(toFile: temporary, atomically: false, encoding: .utf8)
    _ = rename(temporary, path)
  }

  @Test func aSavedFileRebuildsTheVisibleScreenKeepingStackPresenterAndValues() async throws {
    let path = FileManagerPath.temporary("Profile.yaml")
    try Self.file(title: "Profile", label: "Version one").write(
      toFile: path, atomically: false, encoding: .utf8)
    let storyboard = try Storyboard(contentsOf: URL(fileURLWithPath: path))
    let navigator = Navigator(root: Screen(title: "Home"))
    let host = mounted(navigator)
    let presenter = RecordingPresenter(name: "P", log: LifecycleLog())
    let screen = try storyboard.instantiate("profile", presenter: presenter)
    screen.dataObject = ["name": "Ada"]
    navigator.push(screen)
    screen.setFormValue(.string("countess"), for: "nickname")
    await screen.settle()
    #expect(host.find(tag: "label")?.text == "Version one")

    let reloader = try HotReloader(storyboard: storyboard, navigator: navigator)
    defer { reloader.stop() }
    var outcomes = reloader.outcomes.makeAsyncIterator()

    try save(Self.file(title: "Profile 2", label: "Version two"), to: path)
    guard case .reloaded(let count)? = await outcomes.next() else {
      Issue.record("expected a reload")
      return
    }
    #expect(count == 1)
    await screen.settle()
    #expect(host.find(tag: "label")?.text == "Version two")
    #expect(host.find(tag: "name")?.text == "Ada")
    #expect(host.find(tag: "field-nickname")?.text == "countess")
    #expect(host.find(tag: "navigation-title")?.text == "Profile 2")
    #expect(navigator.stack.count == 2)
    #expect(navigator.visibleScreen === screen)
    #expect(screen.presenter === presenter)

    try save("screens:\n  - id: profile\n    body: {kind: txet}\n", to: path)
    guard case .failed(let error)? = await outcomes.next() else {
      Issue.record("expected a failed reload")
      return
    }
    #expect(error.location.line == 3)
    await screen.settle()
    #expect(host.find(tag: "reload-error") != nil)
    #expect(
      host.mountedViews.contains {
        $0.text?.hasPrefix("\(path):3:18: error: unknown component kind 'txet'") == true
      })
    #expect(host.find(tag: "label")?.text == "Version two")

    try save(Self.file(title: "Profile 3", label: "Version three"), to: path)
    guard case .reloaded? = await outcomes.next() else {
      Issue.record("expected a reload")
      return
    }
    await screen.settle()
    #expect(host.find(tag: "reload-error") == nil)
    #expect(host.find(tag: "label")?.text == "Version three")
  }

  /// File systems report one save as several changes; a save whose text
  /// was applied already makes no second outcome, so outcomes follow saves.
  @Test func aSaveWithTheSameTextMakesNoSecondOutcome() async throws {
    let path = FileManagerPath.temporary("Repeat.yaml")
    try Self.file(title: "Profile", label: "One").write(
      toFile: path, atomically: false, encoding: .utf8)
    let storyboard = try Storyboard(contentsOf: URL(fileURLWithPath: path))
    let navigator = Navigator(root: Screen(title: "Home"))
    _ = mounted(navigator)
    let screen = try storyboard.instantiate("profile")
    navigator.push(screen)
    let reloader = try HotReloader(storyboard: storyboard, navigator: navigator)
    defer { reloader.stop() }
    var outcomes = reloader.outcomes.makeAsyncIterator()

    try save(Self.file(title: "Profile", label: "Two"), to: path)
    guard case .reloaded? = await outcomes.next() else {
      Issue.record("expected a reload")
      return
    }
    // What the watcher does for a second change report of the same save.
    reloader.reloadIfChanged()
    reloader.reloadIfChanged()
    try save("screens:\n  - id: profile\n    body: {kind: txet}\n", to: path)
    guard case .failed? = await outcomes.next() else {
      Issue.record("the same text was applied a second time")
      return
    }
  }
}
