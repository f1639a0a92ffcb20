public import Trellis
public import TrellisBinding

/// What code adds to screen files: custom components by kind name,
/// presenters by name and screen types by name (BothamUI's storyboard
/// mixing a file with code).
///
/// ```swift
/// let registry = ScreenFileRegistry()
/// registry.register(component: "characterCard") { properties in
///   AnyComponent(CharacterCard(name: properties.text("name")))
/// }
/// registry.register(presenter: "AboutPresenter") { AboutPresenter() }
/// let storyboard = try Storyboard(named: "Characters", in: "Screens", registry: registry)
/// ```
@MainActor
public final class ScreenFileRegistry {
  /// Makes a custom component from its resolved properties.
  public typealias ComponentFactory = @MainActor @Sendable (ResolvedProperties) -> AnyComponent

  private(set) var components: [String: ComponentFactory] = [:]
  private(set) var presenters: [String: @MainActor () -> any Presenter] = [:]
  private(set) var screenTypes: [String: @MainActor (ScreenSpec, (any Presenter)?) -> FileScreen] =
    [:]
  private(set) var dataObjects: [String: DataObjectSchema] = [:]

  /// Creates an empty registry.
  public init() {}

  /// Registers a custom component kind.
  public func register(component kind: String, _ make: @escaping ComponentFactory) {
    components[kind] = make
  }

  /// Registers a presenter a screen names with `presenter: name`.
  public func register(presenter name: String, _ make: @escaping @MainActor () -> any Presenter) {
    presenters[name] = make
  }

  /// Registers a ``FileScreen`` subclass a screen names with `type:`; its
  /// name defaults to the type's name (which is also the default id).
  public func register<S: FileScreen>(screen type: S.Type, name: String? = nil) {
    screenTypes[name ?? String(describing: type)] = { spec, presenter in
      S(spec: spec, presenter: presenter, registry: self)
    }
  }

  /// Registers a data object type a screen names with `dataObject: name`:
  /// the file's paths that read the screen's data object are checked
  /// against its keys when the file loads. `nested` names the registered
  /// types of keys whose values have keys of their own.
  ///
  /// ```swift
  /// registry.register(dataObject: "Clock", keys: ["time", "zone"])
  /// ```
  public func register(
    dataObject name: String, keys: Set<String>, nested: [String: String] = [:]
  ) {
    dataObjects[name] = DataObjectSchema(keys: keys, nested: nested)
  }

  /// Registers a `KeyPathExposing` type as a screen's data object type,
  /// its keys being the ones it exposes; the name defaults to the type's.
  public func register<Model: KeyPathExposing>(
    dataObject type: Model.Type, name: String? = nil, nested: [String: String] = [:]
  ) {
    register(
      dataObject: name ?? String(describing: type), keys: Set(Model.exposedKeys.names),
      nested: nested)
  }

  /// The names registered, for checking a file.
  public var names: RegisteredNames {
    RegisteredNames(
      components: Set(components.keys), presenters: Set(presenters.keys),
      screenTypes: Set(screenTypes.keys), dataObjects: dataObjects)
  }
}

/// A custom component's properties with bindings resolved.
public struct ResolvedProperties: Sendable {
  /// The values by property name.
  public var values: [String: PropertyValue]

  /// The text of `name` (numbers and flags as text), or `""`.
  public func text(_ name: String) -> String {
    switch values[name] {
    case .string(let text): text
    case .number(let number): number.formatted()
    case .bool(let flag): flag ? "true" : "false"
    case .strings(let strings): strings.joined(separator: ", ")
    case .binding(let path): path.description
    case nil: ""
    }
  }

  /// The number of `name`, if it is one.
  public func number(_ name: String) -> Double? { values[name]?.number }

  /// The flag of `name`, if it is one.
  public func bool(_ name: String) -> Bool? { values[name]?.bool }
}

extension Double {
  fileprivate func formatted() -> String {
    self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
