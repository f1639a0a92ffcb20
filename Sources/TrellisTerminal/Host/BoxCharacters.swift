import Trellis

/// The characters a box is drawn with in a ``BorderStyle``.
struct BoxCharacters {
  let topLeft: String
  let topRight: String
  let bottomLeft: String
  let bottomRight: String
  let horizontal: Character
  let vertical: String

  init(_ lines: BorderStyle) {
    let corners: String
    switch lines {
    case .single: (corners, horizontal, vertical) = ("┌┐└┘", "─", "│")
    case .rounded: (corners, horizontal, vertical) = ("╭╮╰╯", "─", "│")
    case .heavy: (corners, horizontal, vertical) = ("┏┓┗┛", "━", "┃")
    case .double: (corners, horizontal, vertical) = ("╔╗╚╝", "═", "║")
    case .ascii: (corners, horizontal, vertical) = ("++++", "-", "|")
    }
    let characters = corners.map(String.init)
    (topLeft, topRight, bottomLeft, bottomRight) = (
      characters[0], characters[1], characters[2], characters[3]
    )
  }
}
