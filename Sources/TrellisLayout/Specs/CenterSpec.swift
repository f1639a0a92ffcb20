/// A child centred in the space available, ComponentKit's `CKCenterLayoutComponent`.
///
/// ```
///  centering .xy, sizing .default     centering .x, sizing .minimumY
///  ┌─────────────────┐                ┌─────────────────┐
///  │                 │                │     [child]     │
///  │     [child]     │                └─────────────────┘
///  │                 │
///  └─────────────────┘
/// ```
///
/// By default the spec takes all the space its parent offers (`.stretch` sizing) and centres
/// the child at its intrinsic size; the sizing options make it as small as the child on an
/// axis instead. Where the parent offers no definite space, the spec hugs the child.
public struct CenterSpec<Child: LayoutSpec>: LayoutSpec {
  /// The axes to centre on.
  public var centering: Centering
  /// The axes to shrink to the child on.
  public var sizing: CenterSizing
  /// The centred child.
  public var child: Child

  /// Creates a centring spec.
  public init(_ centering: Centering = .xy, sizing: CenterSizing = .default, child: () -> Child) {
    self.centering = centering
    self.sizing = sizing
    self.child = child()
  }

  /// Adds one node that fills (or hugs) its space and centres the child inside it.
  public func makeNode(in builder: inout SpecTreeBuilder) -> NodeID {
    var style = Style()
    style.flexDirection = .column
    style.justifyContent = centering.contains(.y) ? .center : .flexStart
    style.alignItems = centering.contains(.x) ? .center : .flexStart
    if !sizing.contains(.minimumX) { style.width = .stretch }
    if !sizing.contains(.minimumY) { style.height = .stretch }
    let node = builder.addNode(style: style)
    builder.addChild(child, to: node)
    return node
  }
}

/// The axes on which a ``CenterSpec`` centres its child.
public struct Centering: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: UInt8
  /// Creates a set from raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Centre horizontally.
  public static let x = Centering(rawValue: 1)
  /// Centre vertically.
  public static let y = Centering(rawValue: 2)
  /// Centre on both axes.
  public static let xy: Centering = [.x, .y]
}

/// The axes on which a ``CenterSpec`` is only as large as its child.
public struct CenterSizing: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: UInt8
  /// Creates a set from raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Take all the space offered on both axes.
  public static let `default`: CenterSizing = []
  /// As narrow as the child.
  public static let minimumX = CenterSizing(rawValue: 1)
  /// As short as the child.
  public static let minimumY = CenterSizing(rawValue: 2)
  /// As small as the child on both axes.
  public static let minimumXY: CenterSizing = [.minimumX, .minimumY]
}
