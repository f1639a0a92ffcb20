/// One lifecycle call, as a value: for logs and tests of the order.
public enum LifecycleEvent: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// ``Presenter/viewDidLoad()``.
  case didLoad
  /// ``Presenter/viewWillAppear()``.
  case willAppear
  /// ``Presenter/viewDidAppear()``.
  case didAppear
  /// ``Presenter/viewWillDisappear()``.
  case willDisappear
  /// ``Presenter/viewDidDisappear()``.
  case didDisappear

  /// The case's name.
  public var description: String { rawValue }
}
