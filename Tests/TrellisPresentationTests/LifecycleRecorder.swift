import Trellis
import TrellisPresentation
import TrellisTesting

/// Records every lifecycle call of the presenters it makes, in one log.
@MainActor
final class LifecycleLog {
  var entries: [String] = []

  func screen(_ name: String) -> Screen {
    Screen(identifier: name, title: name, presenter: RecordingPresenter(name: name, log: self)) {
      _ in AnyComponent(Button("Action in \(name)") {}.tag("button-\(name)"))
    }
  }

  func take() -> [String] {
    defer { entries.removeAll() }
    return entries
  }
}

@MainActor
final class RecordingPresenter: Presenter {
  let name: String
  let log: LifecycleLog

  init(name: String, log: LifecycleLog) {
    self.name = name
    self.log = log
  }

  func viewDidLoad() { log.entries.append("\(name).didLoad") }
  func viewWillAppear() { log.entries.append("\(name).willAppear") }
  func viewDidAppear() { log.entries.append("\(name).didAppear") }
  func viewWillDisappear() { log.entries.append("\(name).willDisappear") }
  func viewDidDisappear() { log.entries.append("\(name).didDisappear") }
}

/// A headless host with a navigator mounted in its root view.
@MainActor
func mounted(_ navigator: Navigator, size: Size = Size(width: 60, height: 16)) -> HeadlessHost {
  let host = HeadlessHost(size: size)
  navigator.mount(host: host, in: host.rootView, size: size)
  return host
}
