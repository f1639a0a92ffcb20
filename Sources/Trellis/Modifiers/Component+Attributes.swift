extension Component {
  /// Tags the component's view, to find it in tests and in the headless
  /// host. A tag gives a layout-only component a view.
  public func tag(_ tag: String) -> Decorated<Self> {
    decorated { $0.attributes[.tag] = tag }
  }

  /// Sets the identifier of the component's view, for accessibility and UI
  /// tests.
  public func identifier(_ identifier: String) -> Decorated<Self> {
    decorated { $0.attributes[.identifier] = identifier }
  }

  /// Makes a control take keyboard focus when it appears while nothing has
  /// focus — the first field of a form, the first entry of a menu — so the
  /// keyboard works at once, without a Tab first.
  ///
  /// ```swift
  /// Button("Open") { open() }.autofocus()
  /// ```
  public func autofocus(_ isOn: Bool = true) -> Decorated<Self> {
    decorated { $0.attributes[.autofocus] = isOn }
  }

  /// Makes a control take keyboard focus when it appears, from whatever
  /// has it: for content that opens in place of what the user chose it
  /// from — a photo viewer over its grid, opened by a key or a click — so
  /// its keys work at once, wherever focus was. (``autofocus(_:)`` waits
  /// for nothing to have focus.) Inside a modal only.
  ///
  /// ```swift
  /// Button("Fit") { print("fit the photo") }.takesFocusOnAppear()
  /// ```
  public func takesFocusOnAppear(_ isOn: Bool = true) -> Decorated<Self> {
    decorated { $0.attributes[.takesFocusOnAppear] = isOn }
  }

  /// Fills the component's view with a colour.
  public func backgroundColor(_ color: Color) -> Decorated<Self> {
    decorated { $0.attributes[.backgroundColor] = color }
  }

  /// Sets any attribute of the component's view, for host-specific
  /// attributes.
  public func attribute<Value>(_ key: AttributeKey<Value>, _ value: Value) -> Decorated<Self> {
    decorated { $0.attributes[key] = value }
  }

  /// Gives the component a key that tells it apart from its siblings of the
  /// same type, so each keeps its own state and controller.
  ///
  /// ```swift
  /// for post in posts { LikeButton(post: post).key(post.id) }
  /// ```
  public func key<Key: Hashable & Sendable>(_ key: Key) -> Keyed<Self> {
    Keyed(content: self, key: ComponentKey(key))
  }
}

/// A component with a key (see ``Component/key(_:)``).
public struct Keyed<Content: Component>: Component, PrimitiveComponent {
  let content: Content
  let key: ComponentKey

  func reduce(into builder: inout TreeBuilder) {
    builder.setKey(key)
    builder.add(content)
  }
}
