import Trellis

/// Styled text, links and the characters terminals get wrong.
enum TextDemo {
  static func make() -> CatalogDemo {
    CatalogDemo(
      id: "text", title: "Text",
      summary: "Styles, colours, links, wrapping, CJK and emoji"
    ) {
      Stack(spacing: 1, alignment: .start) {
        Text("Bold").bold() + Text(" · ") + Text("italic").italic() + Text(" · ")
          + Text("underline").underline() + Text(" · ") + Text("strikethrough").strikethrough()
        Text("red").foregroundColor(.red) + Text(" green").foregroundColor(.green)
          + Text(" blue").foregroundColor(.blue)
          + Text(" orange").foregroundColor(.rgb(red: 255, green: 135, blue: 0))
          + Text(" truecolor").foregroundColor(.rgb(red: 255, green: 105, blue: 180))
          + Text(" highlighted ").highlight(.yellow).foregroundColor(.black)
        Text("Read the docs: ") + Text("swift.org").link("https://swift.org").underline()
        Text(
          "Long text wraps at word boundaries to the width it is given, and a lineLimit "
            + "cuts it short: this paragraph is limited to two lines whatever the width of "
            + "the terminal, so the rest of it never shows up on the screen at all."
        ).lineLimit(2)
        Text("漢字とかな: 東京 · 한국어 · 中文")
        Text("Emoji: 👍 🇵🇹 👩‍👩‍👧 ✨ — each takes two cells, joiners kept whole")
        Text("Combining marks: e\u{301} n\u{303} a\u{308}")
      }.scaled()
    }
  }
}
