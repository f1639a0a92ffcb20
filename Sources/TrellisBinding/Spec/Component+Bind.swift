public import Trellis

extension Component {
  /// Binds an attribute, named as a screen file names it (`"text"`,
  /// `"isOn"`), to a TJBinder path:
  ///
  /// ```swift
  /// Text("").bind("text", toPath: "bindTo.@cell.dataObject.name")
  /// ```
  ///
  /// A path that does not parse, or an attribute name that does not exist,
  /// does not stop the build: the binding fails with a typed error as soon
  /// as its view is mounted (see ``Binder/failures``). Check both earlier
  /// with ``BindingPath/init(parsing:)`` and ``AnyBoundAttribute/named(_:)``.
  public func bind(_ attribute: String, toPath path: String) -> Decorated<Self> {
    bound(ViewBinding(attribute: attribute, path: path))
  }

  /// Binds an attribute to a parsed path: what a screen file's loader
  /// calls after checking both.
  public func bind(_ attribute: AnyBoundAttribute, to path: BindingPath) -> Decorated<Self> {
    bound(ViewBinding(attributeName: attribute.name, attribute: attribute, source: .path(path)))
  }

  /// Binds an attribute to a property of the nearest data object of type
  /// `Model` (the view's own, or an ancestor's), checked by the compiler:
  ///
  /// ```swift
  /// Text("").bind(.text, to: \Fruit.name)
  /// Toggle("Ripe", isOn: false).bind(.isOn, to: \Fruit.isRipe)   // two-way
  /// ```
  ///
  /// `steps` first walk the view tree as a path's operators do (for
  /// example `[.cell]`). A writable key path of a class makes the binding
  /// two-way where a control edits the attribute.
  public func bind<Model, Value>(
    _ attribute: BoundAttribute<Value>, to keyPath: KeyPath<Model, Value>,
    via steps: [BindingStep] = []
  ) -> Decorated<Self> {
    let source = TypedSource(
      keyPath: keyPath, steps: steps, transform: nil as (@Sendable (Value) -> Value)?)
    return bound(
      ViewBinding(
        attributeName: attribute.name, attribute: attribute.erased, source: .keyPath(source)))
  }

  /// Binds an attribute to a property of the nearest data object of type
  /// `Model`, shown through `transform` (a formatter):
  ///
  /// ```swift
  /// Text("").bind(.text, to: \Fruit.price) { $0.formatted(.currency(code: "EUR")) }
  /// ```
  ///
  /// A transformed binding is one-way.
  public func bind<Model, Source, Value>(
    _ attribute: BoundAttribute<Value>, to keyPath: KeyPath<Model, Source>,
    via steps: [BindingStep] = [], transform: @escaping @Sendable (Source) -> Value
  ) -> Decorated<Self> {
    let source = TypedSource(keyPath: keyPath, steps: steps, transform: transform)
    return bound(
      ViewBinding(
        attributeName: attribute.name, attribute: attribute.erased, source: .keyPath(source)))
  }

  private func bound(_ binding: ViewBinding) -> Decorated<Self> {
    attribute(binding.key, binding)
  }
}

extension Text {
  /// Text with nothing to show yet, for a binding to fill:
  /// `Text().bind(.text, to: \Fruit.name)`. It is one blank line tall:
  /// a bound view keeps the frame its component was laid out in (binding
  /// changes attributes, never layout), so give it the width its values
  /// need with a frame or flex.
  public init() {
    self.init(" ")
  }
}
