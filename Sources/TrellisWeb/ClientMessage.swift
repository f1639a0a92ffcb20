import Foundation
public import Trellis

/// One message from the page, decoded and checked (see <doc:TheWireFormat>):
/// what the user did, in the tree's terms.
public enum ClientMessage: Sendable, Equatable {
  /// A key pressed, with the text it types when it types any.
  case key(KeyPress, text: String?)
  /// A click (press and release) at a point of the root, in CSS pixels.
  case click(Point, extendingSelection: Bool)
  /// The wheel turned by `delta` over `point`.
  case wheel(delta: Point, at: Point)
  /// The page's viewport has a new size.
  case resize(Size)
  /// A native control's edit, reported by value (`perform(_:on:)`).
  case semantic(SemanticInput, view: ViewID)
  /// The page's colour scheme and device pixel ratio, sent when the
  /// socket opens and whenever either changes.
  case display(WebDisplay)
  /// A link followed in a view (a click on its `<a>`): `url` must be one
  /// of the view's links.
  case followLink(String, view: ViewID)
}

/// What is wrong with a client message: the first problem found, with the
/// field it is in.
public enum ClientMessageError: Error, Equatable, Sendable {
  /// The message has more bytes than ``WireFormat/maximumClientMessageBytes``.
  case tooLarge(bytes: Int, limit: Int)
  /// The bytes are not a JSON object.
  case notJSON
  /// `"v"` is missing or not ``WireFormat/version``.
  case unsupportedVersion(Int?)
  /// `"type"` is missing or names no message.
  case unknownType(String?)
  /// A field the message's type needs is absent or of the wrong JSON type.
  case missingField(String, type: String)
  /// A field is present but its value is out of bounds or unknown.
  case invalidField(String, type: String, reason: String)
}
