import TrellisLayout

/// Where a stack places its children across its axis (flexbox
/// `align-items`).
public enum StackAlignment: Hashable, Sendable {
  /// At the start: top of a row, leading edge of a column.
  case start
  /// Centred.
  case center
  /// At the end: bottom of a row, trailing edge of a column.
  case end
  /// Stretched to fill the stack (the default).
  case stretch
  /// Rows only: aligned on the first line of text.
  case baseline

  var align: Align {
    switch self {
    case .start: .flexStart
    case .center: .center
    case .end: .flexEnd
    case .stretch: .stretch
    case .baseline: .baseline
    }
  }
}

/// How a stack distributes its children along its axis (flexbox
/// `justify-content`).
public enum StackJustification: Hashable, Sendable {
  /// Packed at the start (the default).
  case start
  /// Packed in the centre.
  case center
  /// Packed at the end.
  case end
  /// Evenly, the first and last child at the edges.
  case spaceBetween
  /// Evenly, with half a space at the edges.
  case spaceAround
  /// Evenly, with a full space at the edges.
  case spaceEvenly

  var justify: Justify {
    switch self {
    case .start: .flexStart
    case .center: .center
    case .end: .flexEnd
    case .spaceBetween: .spaceBetween
    case .spaceAround: .spaceAround
    case .spaceEvenly: .spaceEvenly
    }
  }
}
