import Trellis
import TrellisFonts

/// The lines of a host's text views, as the server wraps and truncates
/// them for the page (the wire format's `lines` op): the page draws each
/// line as it is, so every break and ellipsis is the one layout measured.
///
/// It remembers what it last laid out for each view, so a view that only
/// moved is not laid out again.
@MainActor
final class TextLineLayout {
  private struct Input: Equatable {
    let text: StyledText
    let width: Double
    let maxLines: Int?
    let truncation: TextTruncation?
  }

  private let measurer: any TextMeasuring
  private var laidOut: [ViewID: Input] = [:]

  init(measurer: any TextMeasuring) {
    self.measurer = measurer
  }

  /// The lines of text view `id`, or `nil` when it is not a text view or
  /// nothing its lines depend on changed since they were last given.
  func lines(of id: ViewID, in tree: HostViewTree) -> [StyledText]? {
    // A view's kind never changes and a destroyed view is forgotten, so a
    // view of another kind has nothing here to forget.
    guard let node = tree.node(id) else {
      laidOut[id] = nil
      return nil
    }
    guard node.kind == .text else { return nil }
    let input = Input(
      text: node.attributes[.text] ?? StyledText(""), width: node.frame.width,
      maxLines: node.attributes[.maxLines], truncation: node.attributes[.truncation])
    guard laidOut[id] != input else { return nil }
    laidOut[id] = input
    if let proportional = measurer as? ProportionalTextMeasurer,
      let lines = try? proportional.measuredLines(
        of: input.text, maxWidth: input.width, maxLines: input.maxLines,
        truncation: input.truncation)
    {
      return lines.map(\.text)
    }
    return measurer.lines(of: input.text, maxWidth: input.width, maxLines: input.maxLines)
  }

  /// Forgets a destroyed view.
  func forget(_ id: ViewID) {
    laidOut[id] = nil
  }

  /// Forgets every view: the next journal builds the page from nothing.
  func reset() {
    laidOut.removeAll()
  }
}
