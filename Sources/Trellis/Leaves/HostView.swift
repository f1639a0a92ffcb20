import TrellisLayout

/// A view of a kind only some hosts know (a map, a chart), with its
/// attributes and an intrinsic size.
///
/// ```swift
/// HostView(ViewKind("map"), size: Size(width: 20, height: 10)) { attributes in
///   attributes[AttributeKey<String>("region")] = "Lisbon"
/// }
/// ```
public struct HostView: Component, PrimitiveComponent {
  /// The description of the view.
  public var viewDescription: ViewDescription
  /// The view's size before frames and flex; `nil` leaves it to flexbox.
  public var size: Size?

  /// Creates a host view.
  public init(
    _ kind: ViewKind, size: Size? = nil, attributes configure: (inout Attributes) -> Void = { _ in }
  ) {
    var attributes = Attributes()
    configure(&attributes)
    self.viewDescription = ViewDescription(kind: kind, attributes: attributes)
    self.size = size
  }

  func reduce(into builder: inout TreeBuilder) {
    var style = Style()
    if let size {
      style.width = .points(size.width)
      style.height = .points(size.height)
    }
    builder.leaf(style: style, view: viewDescription)
  }
}
