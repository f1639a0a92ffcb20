import Testing
import Trellis
import TrellisPresentation
import TrellisTesting

@MainActor
@Suite("Presenter lifecycle across every navigation path")
struct LifecycleOrderTests {
  @Test func mountingShowsTheRootOnce() {
    let log = LifecycleLog()
    let navigator = Navigator(root: log.screen("A"))
    #expect(log.take().isEmpty)
    _ = mounted(navigator)
    #expect(log.take() == ["A.didLoad", "A.willAppear", "A.didAppear"])
  }

  @Test func pushAndPop() {
    let log = LifecycleLog()
    let navigator = Navigator(root: log.screen("A"))
    _ = mounted(navigator)
    _ = log.take()
    navigator.push(log.screen("B"))
    #expect(
      log.take() == [
        "B.didLoad", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear",
      ])
    navigator.pop()
    #expect(
      log.take() == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
    #expect(navigator.pop() == nil)
    #expect(log.take().isEmpty)
  }

  @Test func poppingThreeAtOnceResumesNoneOfTheMiddle() {
    let log = LifecycleLog()
    let navigator = Navigator(root: log.screen("A"))
    _ = mounted(navigator)
    for name in ["B", "C", "D"] { navigator.push(log.screen(name)) }
    _ = log.take()
    navigator.popToRoot()
    #expect(
      log.take() == ["D.willDisappear", "A.willAppear", "D.didDisappear", "A.didAppear"])
    #expect(navigator.stack.map(\.identifier) == ["A"])
  }

  @Test func presentAndDismissWithATypedResult() async {
    let log = LifecycleLog()
    let navigator = Navigator(root: log.screen("A"))
    let host = mounted(navigator)
    _ = log.take()
    let modal = log.screen("M")
    async let answer = navigator.present(modal, returning: Int.self)
    await Task.yield()
    while navigator.presentedScreens.isEmpty { await Task.yield() }
    #expect(
      log.take() == [
        "M.didLoad", "A.willDisappear", "M.willAppear", "A.didDisappear", "M.didAppear",
      ])
    #expect(host.find(tag: "navigation-back")?.text?.contains("Close") == true)
    navigator.dismiss(returning: 42)
    #expect(await answer == 42)
    #expect(
      log.take() == ["M.willDisappear", "A.willAppear", "M.didDisappear", "A.didAppear"])
  }

  @Test func escapeCancelsAModalWithNoResult() async {
    let log = LifecycleLog()
    let navigator = Navigator(root: log.screen("A"))
    let host = mounted(navigator)
    async let answer = navigator.present(log.screen("M"), returning: String.self)
    while navigator.presentedScreens.isEmpty { await Task.yield() }
    #expect(host.press(KeyPress(.escape)))
    #expect(await answer == nil)
    #expect(navigator.visibleScreen.identifier == "A")
  }

  @Test func tabSwitchKeepsEachStack() {
    let log = LifecycleLog()
    let navigator = Navigator(tabs: [
      .init(title: "One", root: log.screen("A")), .init(title: "Two", root: log.screen("X")),
    ])
    let host = mounted(navigator)
    navigator.push(log.screen("B"))
    _ = log.take()
    navigator.select(tab: 1)
    #expect(
      log.take() == [
        "X.didLoad", "B.willDisappear", "X.willAppear", "B.didDisappear", "X.didAppear",
      ])
    #expect(host.press(KeyPress("1", modifiers: .alt)))
    #expect(
      log.take() == ["X.willDisappear", "B.willAppear", "X.didDisappear", "B.didAppear"])
    #expect(navigator.stack.map(\.identifier) == ["A", "B"])
  }

  @Test func replacingTheRootReleasesTheOldStack() {
    let log = LifecycleLog()
    let navigator = Navigator(root: log.screen("A"))
    _ = mounted(navigator)
    navigator.push(log.screen("B"))
    _ = log.take()
    navigator.replaceRoot(with: log.screen("R"))
    #expect(
      log.take() == [
        "R.didLoad", "B.willDisappear", "R.willAppear", "B.didDisappear", "R.didAppear",
      ])
    #expect(navigator.stack.map(\.identifier) == ["R"])
  }

  @Test func resizeMakesNoLifecycleCalls() async {
    let log = LifecycleLog()
    let navigator = Navigator(root: log.screen("A"))
    let host = mounted(navigator)
    _ = log.take()
    host.resize(to: Size(width: 30, height: 10))
    navigator.resize(to: Size(width: 30, height: 10))
    await navigator.visibleScreen.settle()
    #expect(log.take().isEmpty)
    #expect(host.find(tag: "button-A") != nil)
  }

  @Test func quittingMakesEveryAppearedScreenDisappear() async {
    let log = LifecycleLog()
    let navigator = Navigator(root: log.screen("A"))
    _ = mounted(navigator)
    async let answer = navigator.present(log.screen("M"), returning: Bool.self)
    while navigator.presentedScreens.isEmpty { await Task.yield() }
    _ = log.take()
    navigator.end()
    #expect(log.take() == ["M.willDisappear", "M.didDisappear"])
    navigator.dismiss(returning: false)
    #expect(await answer == false)
    #expect(log.take().isEmpty)
  }

  @Test func aNavigatorInAComponentTreeEndsWithTheTree() async {
    let log = LifecycleLog()
    let navigator = Navigator(root: log.screen("A"))
    let host = HeadlessHost(size: Size(width: 40, height: 10))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(Embedded(navigator))
    #expect(log.take() == ["A.didLoad", "A.willAppear", "A.didAppear"])
    root.invalidate()
    #expect(log.take() == ["A.willDisappear", "A.didDisappear"])
  }

  @Test func backKeyAndTitleBar() {
    let log = LifecycleLog()
    let navigator = Navigator(root: log.screen("Home"))
    let host = mounted(navigator)
    navigator.push(log.screen("Detail"))
    #expect(host.find(tag: "navigation-back")?.text == "← Home")
    #expect(host.find(tag: "navigation-title")?.text == "Detail")
    #expect(host.press(KeyPress(.escape)))
    #expect(navigator.visibleScreen.identifier == "Home")
    // At the root Escape is not taken, so an enclosing screen can use it.
    #expect(host.find(tag: "navigation-back") == nil)
  }

  @Test func focusReturnsWhereItWas() {
    let navigator = Navigator(
      root: Screen(identifier: "List", title: "List") { _ in
        AnyComponent(
          Stack {
            Button("First") {}.tag("first")
            Button("Second") {}.tag("second")
          })
      })
    let host = mounted(navigator)
    #expect(host.focus(tag: "second"))
    navigator.push(Screen(title: "Detail") { _ in AnyComponent(Button("Other") {}) })
    navigator.pop()
    #expect(host.focusedView == host.find(tag: "second")?.id)
  }

  @Test func noRetainCycleBetweenScreenAndPresenter() {
    weak var weakScreen: Screen?
    weak var weakPresenter: WeakUIPresenter?
    do {
      let presenter = WeakUIPresenter()
      let screen = Screen(title: "S", presenter: presenter)
      presenter.ui = screen
      weakScreen = screen
      weakPresenter = presenter
      let navigator = Navigator(root: Screen(title: "Root"))
      _ = mounted(navigator)
      navigator.push(screen)
      navigator.pop()
    }
    #expect(weakScreen == nil)
    #expect(weakPresenter == nil)
  }
}

@MainActor
final class WeakUIPresenter: Presenter {
  weak var ui: (any LoadingUI)?
  func viewDidLoad() { ui?.showLoading() }
}
