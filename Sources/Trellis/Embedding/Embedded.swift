import TrellisLayout

/// Places an ``Embeddable`` — a view hierarchy that manages itself, such as
/// a ``VirtualList`` — in a component tree.
///
/// ```swift
/// struct Contacts: Component {
///   let list: VirtualList<String, Contact>
///
///   var body: some Component {
///     Stack {
///       Text("Contacts").bold()
///       Embedded(list)          // fills the rest of the stack
///     }
///   }
/// }
/// ```
///
/// The embedded view has no intrinsic size: by default it grows to fill
/// its stack (flex grow 1); give it a size with ``Component/frame(width:height:)``
/// or other flex values with ``Component/flex(grow:shrink:basis:)``.
public struct Embedded: Component, PrimitiveComponent {
  /// The content mounted in the view.
  public let content: any Embeddable

  /// Embeds `content`.
  public init(_ content: any Embeddable) {
    self.content = content
  }

  func reduce(into builder: inout TreeBuilder) {
    var style = Style()
    style.flexGrow = 1
    style.flexShrink = 1
    style.flexBasis = .points(0)
    var view = ViewDescription(kind: .container)
    view[.embeddedContent] = EmbeddedContent(content)
    builder.leaf(style: style, view: view)
  }
}

/// An ``Embeddable`` as an attribute value: equal when it is the same object.
struct EmbeddedContent: AttributeValue {
  let content: any Embeddable

  init(_ content: any Embeddable) {
    self.content = content
  }

  static func == (lhs: EmbeddedContent, rhs: EmbeddedContent) -> Bool {
    lhs.content === rhs.content
  }

  var description: String { "Embedded(\(type(of: content)))" }
}

extension AttributeKey where Value == EmbeddedContent {
  /// The content an ``Embedded`` view mounts.
  static var embeddedContent: AttributeKey<EmbeddedContent> { AttributeKey("embeddedContent") }
}
