public import Trellis
import TrellisBinding

/// A screen whose component tree comes from a screen file; made by
/// `Storyboard.instantiate(_:presenter:)`.
///
/// Its bindings read ``dataObject`` (`bindTo.dataObject.name`; in a bound
/// table's cells `bindTo.@cell.dataObject.name`), through TrellisBinding; its
/// form elements keep their values in ``formValues`` (which survive a hot
/// reload), and its buttons' `action`s reach an ``ActionPresenter`` (or,
/// for `back`, the navigator). Subclass it and register the subclass to mix
/// the file with code.
@MainActor
open class FileScreen: Screen {
  /// The screen's declaration, replaced by a hot reload.
  public private(set) var spec: ScreenSpec
  /// The object bindings read.
  public var dataObject: (any Sendable)? {
    didSet { setNeedsRender() }
  }
  /// The values of the form elements, by their `name`.
  public private(set) var formValues: [String: PropertyValue] = [:]
  /// The error of the last reload that failed, shown over the last good
  /// screen until a good reload.
  public private(set) var reloadError: ScreenFileError?
  /// The bindings that failed while the screen ran (a key its data object
  /// does not have, a wrong type), each at the file, line and column that
  /// declared it, oldest first and each once (at most
  /// ``bindingProblemLimit``). Checked before the screen runs when the
  /// screen declares its `dataObject` type.
  public private(set) var bindingProblems: [ScreenFileProblem] = []
  /// How many binding problems ``bindingProblems`` keeps.
  public static let bindingProblemLimit = 100
  private let customComponents: [String: ScreenFileRegistry.ComponentFactory]

  /// Creates the screen for `spec`.
  public required init(spec: ScreenSpec, presenter: (any Presenter)?, registry: ScreenFileRegistry?)
  {
    self.spec = spec
    self.customComponents = registry?.components ?? [:]
    super.init(identifier: spec.identifier, title: spec.title, presenter: presenter)
  }

  /// The file's component tree, with the reload error above it.
  open override func body() -> AnyComponent? {
    let renderer = SpecRenderer(
      screenObject: dataObject, formValues: formValues, customComponents: customComponents,
      perform: { [weak self] action in self?.perform(action) },
      setValue: { [weak self] name, value in self?.setFormValue(value, for: name) },
      returnKey: { [weak self] name in self?.fieldDidReturn(name) })
    let declared = renderer.component(spec.body)
    // The screen's top view carries its data object: where the file's
    // paths with no operator, and `@rootview`, lead.
    var content = AnyComponent(
      Stack(alignment: .stretch) { declared.flex(grow: 1, shrink: 1) }
        .identifier(BindingPath.screenRootIdentifier))
    if let dataObject { content = AnyComponent(content.dataObject(dataObject)) }
    guard let reloadError else { return content }
    return AnyComponent(
      Stack(spacing: 1, alignment: .stretch) {
        Stack(alignment: .stretch) {
          Text("Screen file error — showing the last good version").bold().foregroundColor(.red)
          for problem in reloadError.problems.prefix(5) {
            Text(problem.description).foregroundColor(.red)
          }
        }.tag("reload-error").padding(steps: EdgeInsets(horizontal: 1, vertical: 0))
        content
      }.scaled())
  }

  /// Sets a form element's value, as the user would.
  public func setFormValue(_ value: PropertyValue, for name: String) {
    formValues[name] = value
    setNeedsRender()
  }

  /// Shows the screen from a new declaration (a hot reload), keeping the
  /// presenter, the data object, the form values and a title set by code.
  public func reload(_ newSpec: ScreenSpec) {
    // A title the code set (a character's name) stays; the file's own
    // title follows the file.
    if title == spec.title, title != newSpec.title { title = newSpec.title }
    spec = newSpec
    reloadError = nil
    setNeedsRender()
  }

  /// Shows `error` over the current (last good) screen.
  public func showReloadError(_ error: ScreenFileError) {
    reloadError = error
    setNeedsRender()
  }

  /// Records a binding of this screen that failed at `location`.
  func bindingDidFail(_ failure: BindingFailure, declaredAt location: SourceLocation) {
    let problem = ScreenFileProblem(
      .badBindingPath, at: location,
      "binding '\(failure.attribute)' failed: \(failure.error)")
    guard !bindingProblems.contains(problem),
      bindingProblems.count < Self.bindingProblemLimit
    else { return }
    bindingProblems.append(problem)
  }

  /// Enter in a text field: its action, the next field, or on the last
  /// field the form's first button (see `ReturnKeyResult`).
  private func fieldDidReturn(_ name: String) {
    switch spec.body.returnKeyResult(inField: name) {
    case .perform(let action): perform(action)
    case .focus(let field): focusControl(tagged: "field-\(field)")
    case .none: break
    }
  }

  private func perform(_ action: String) {
    if let presenter = presenter as? any ActionPresenter, presenter.perform(action: action) {
      return
    }
    if action == "back" { navigator?.back() }
  }
}

/// A presenter that handles the `action`s of a screen file's buttons.
@MainActor
public protocol ActionPresenter: Presenter {
  /// Performs `action`; returns whether it was handled (`back` falls
  /// through to the navigator when not).
  func perform(action: String) -> Bool
}
