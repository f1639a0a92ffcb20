public import Observation
import Trellis

/// The live value and validation message of one form element: the single
/// place its value lives, so it survives rows scrolling out, being reused,
/// or being laid out again at another width.
///
/// Cells read it while they are built (off the main actor) and write it
/// as the user edits; reading is tracked with Observation, so a write
/// rebuilds exactly the row that shows the element.
public final class FormField: Observable, Sendable {
  /// The element's identifier.
  public let id: String
  private let registrar = ObservationRegistrar()
  private let state: Locked<(value: FormValue, message: String?)>

  /// Creates a field holding an initial value.
  public init(id: String, value: FormValue) {
    self.id = id
    state = Locked((value, nil))
  }

  /// The current value, as edited (before the element's conversion).
  public var value: FormValue {
    get {
      registrar.access(self, keyPath: \.value)
      return state.withLock { $0.value }
    }
    set {
      registrar.withMutation(of: self, keyPath: \.value) {
        state.withLock { $0.value = newValue }
      }
    }
  }

  /// The validation message shown beside the field, if the last
  /// validation failed.
  public var message: String? {
    get {
      registrar.access(self, keyPath: \.message)
      return state.withLock { $0.message }
    }
    set {
      guard state.withLock({ $0.message }) != newValue else { return }
      registrar.withMutation(of: self, keyPath: \.message) {
        state.withLock { $0.message = newValue }
      }
    }
  }
}
