public import Foundation
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
  /// The pointer's button went down, moved while held, or came up, at a
  /// point of the root in CSS pixels: what drags are made of (shift
  /// extends a text selection).
  case pointer(PointerPhase, at: Point, extendingSelection: Bool)
  /// A native text input's text (when not `nil`) and its caret and
  /// selection anchor, in characters from the start: what the page's own
  /// editing did, IME composition included, reported as one edit.
  case editText(String?, caret: Int, anchor: Int?, view: ViewID)
  /// The page focused a native control itself (a click in a field, on a
  /// switch): the tree focuses it too, so Tab goes on from it.
  case focus(ViewID)
  /// The page's time zone: dates are shown and edited in it, on the page
  /// (native date inputs) and in the tree (`HostViewTree/timeZone`) alike.
  case timeZone(TimeZone)
  /// A click on link number `link` of a text view (of cell `cell` of a
  /// column row), counted as `StyledText/links` counts them.
  case followLink(Int, cell: Int?, view: ViewID)

  /// Where a pointer is in a press, drag and release.
  public enum PointerPhase: String, Sendable, Equatable {
    /// The button went down.
    case down
    /// The pointer moved with the button held.
    case move
    /// The button came up.
    case up
  }
  /// The page's colour scheme and device pixel ratio, sent when the
  /// socket opens and whenever either changes.
  case display(WebDisplay)
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
