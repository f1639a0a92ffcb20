import Trellis

/// Reads ``Markup`` in one pass over its characters, one scope (the text
/// between a pair of delimiters) at a time.
///
/// A scope remembers the closers it looked for and did not find, so each
/// kind of unmatched opener costs one search per scope and the whole read
/// stays linear in practice; nesting deeper than ``maximumDepth`` reads as
/// plain text, so no input can exhaust the stack.
struct MarkupParser {
  static let maximumDepth = 32
  static let maximumErrors = 100

  private let characters: [Character]
  private let theme: Markup.Theme
  /// For each index, the next backtick at or after it (or the count).
  private let nextBacktick: [Int]
  /// For each `(`, the index of the `)` that closes it (-1 for none):
  /// a link's target may hold balanced parentheses, as in CommonMark.
  private let closingParenthesis: [Int]
  private var lineStarts: [Int]?

  private(set) var output = StyledText(runs: [])
  private(set) var errors: [MarkupError] = []
  private var pending = ""
  private var pendingStyle = TextStyle.plain

  init(_ markup: String, theme: Markup.Theme) {
    characters = Array(markup)
    self.theme = theme
    var next = [Int](repeating: characters.count, count: characters.count + 1)
    for index in characters.indices.reversed() {
      next[index] = characters[index] == "`" ? index : next[index + 1]
    }
    nextBacktick = next
    closingParenthesis = Self.matchParentheses(in: characters, nextBacktick: next)
  }

  /// Pairs each `(` with the `)` that closes it, in one pass with a stack,
  /// skipping escaped characters and code spans as ``findCloser(_:from:to:)``
  /// does; a `)` with no `(` open is prose and ignored.
  private static func matchParentheses(in characters: [Character], nextBacktick: [Int]) -> [Int] {
    var closing = [Int](repeating: -1, count: characters.count)
    var open: [Int] = []
    var index = 0
    while index < characters.count {
      switch characters[index] {
      case "\\":
        index += 2
        continue
      case "`":
        let close = nextBacktick[index + 1]
        index = close < characters.count ? close + 1 : index + 1
        continue
      case "(": open.append(index)
      case ")": if let opener = open.popLast() { closing[opener] = index }
      default: break
      }
      index += 1
    }
    return closing
  }

  private enum Closer: Hashable {
    case bold, italic, code, bracket
  }

  mutating func parse() {
    parse(0..<characters.count, style: .plain, depth: 0)
    flush()
  }

  private mutating func parse(_ range: Range<Int>, style: TextStyle, depth: Int) {
    var missing: Set<Closer> = []
    var index = range.lowerBound
    let end = range.upperBound
    while index < end {
      let character = characters[index]
      if depth >= Self.maximumDepth {
        emit(character, style)
        index += 1
        continue
      }
      switch character {
      case "\\" where index + 1 < end:
        emit(characters[index + 1], style)
        index += 2
      case "`":
        let close = nextBacktick[index + 1]
        guard close < end else {
          report(.unterminated(delimiter: "`"), at: index)
          emit("`", style)
          index += 1
          continue
        }
        var code = style
        merge(theme.code, into: &code)
        for position in (index + 1)..<close { emit(characters[position], code) }
        index = close + 1
      case "*":
        let bold = index + 1 < end && characters[index + 1] == "*"
        let kind: Closer = bold ? .bold : .italic
        let width = bold ? 2 : 1
        guard !missing.contains(kind),
          let close = findCloser(kind, from: index + width, to: end)
        else {
          missing.insert(kind)
          report(.unterminated(delimiter: bold ? "**" : "*"), at: index)
          for _ in 0..<width { emit("*", style) }
          index += width
          continue
        }
        var inner = style
        if bold { inner.bold = true } else { inner.italic = true }
        parse((index + width)..<close, style: inner, depth: depth + 1)
        index = close + width
      case "[":
        index = parseLink(at: index, end: end, style: style, depth: depth, missing: &missing)
      default:
        emit(character, style)
        index += 1
      }
    }
  }

  /// Reads `[text](target)` at `start`; returns where reading goes on.
  private mutating func parseLink(
    at start: Int, end: Int, style: TextStyle, depth: Int, missing: inout Set<Closer>
  ) -> Int {
    guard !missing.contains(.bracket), let close = findCloser(.bracket, from: start + 1, to: end)
    else {
      missing.insert(.bracket)
      emit("[", style)
      return start + 1
    }
    // `[text]` alone is text in brackets, not a link.
    guard close + 1 < end, characters[close + 1] == "(" else {
      emit("[", style)
      return start + 1
    }
    let closeParenthesis = closingParenthesis[close + 1]
    guard closeParenthesis >= 0, closeParenthesis < end else {
      report(.unterminatedLink, at: close + 1)
      emit("[", style)
      return start + 1
    }
    var targetRange = (close + 2)..<closeParenthesis
    while let first = targetRange.first, characters[first] == " " {
      targetRange = (first + 1)..<targetRange.upperBound
    }
    while let last = targetRange.last, characters[last] == " " {
      targetRange = targetRange.lowerBound..<last
    }
    let target = Self.unescaped(characters[targetRange])
    var inner = style
    if target.isEmpty {
      report(.emptyLinkTarget, at: close + 1)
    } else {
      do throws(AppLinkError) {
        _ = try AppLink.scheme(of: target)
        inner.link = target
        if let color = theme.linkColor { inner.foreground = color }
      } catch {
        report(.invalidLinkTarget(target, error), at: close + 2)
      }
    }
    parse((start + 1)..<close, style: inner, depth: depth + 1)
    return closeParenthesis + 1
  }

  /// A link's target with its backslash escapes resolved (`\\)` is `)`), as
  /// CommonMark reads them.
  private static func unescaped(_ target: ArraySlice<Character>) -> String {
    var result = ""
    var index = target.startIndex
    while index < target.endIndex {
      if target[index] == "\\", index + 1 < target.endIndex,
        target[index + 1].isASCII, target[index + 1].isPunctuation || target[index + 1].isSymbol
      {
        index += 1
      }
      result.append(target[index])
      index += 1
    }
    return result
  }

  /// The index of the closer of `kind` in `from..<to`, skipping escaped
  /// characters and code spans; a bold search also skips italic spans in
  /// it, and a run of three stars closes both (`**a *b***`, `*a **b***`).
  private func findCloser(_ kind: Closer, from start: Int, to end: Int) -> Int? {
    var index = start
    var openDoubles = 0
    // Where an italic search from here on is known to fail.
    var italicFailsFrom = Int.max
    while index < end {
      let character = characters[index]
      switch character {
      case "\\":
        index += 2
        continue
      case "`":
        let close = nextBacktick[index + 1]
        index = close < end ? close + 1 : index + 1
        continue
      case "*":
        let double = index + 1 < end && characters[index + 1] == "*"
        let triple = double && index + 2 < end && characters[index + 2] == "*"
        switch kind {
        case .bold:
          if double { return index }
          if index + 1 < italicFailsFrom,
            let close = findCloser(.italic, from: index + 1, to: end)
          {
            index = close + 1
            continue
          }
          italicFailsFrom = min(italicFailsFrom, index + 1)
        case .italic:
          if triple && openDoubles % 2 == 1 { return index + 2 }
          if triple { return index }
          if double {
            openDoubles += 1
            index += 2
            continue
          }
          return index
        default: break
        }
      case "]" where kind == .bracket: return index
      default: break
      }
      index += 1
    }
    return nil
  }

  private func merge(_ style: TextStyle, into base: inout TextStyle) {
    base.bold = base.bold || style.bold
    base.italic = base.italic || style.italic
    base.underline = base.underline || style.underline
    base.strikethrough = base.strikethrough || style.strikethrough
    base.dim = base.dim || style.dim
    if let foreground = style.foreground { base.foreground = foreground }
    if let background = style.background { base.background = background }
  }

  private mutating func emit(_ character: Character, _ style: TextStyle) {
    if style != pendingStyle { flush() }
    pendingStyle = style
    pending.append(character)
  }

  private mutating func flush() {
    guard !pending.isEmpty else { return }
    output.append(StyledText.Run(pending, style: pendingStyle))
    pending = ""
  }

  private mutating func report(_ kind: MarkupError.Kind, at index: Int) {
    guard errors.count < Self.maximumErrors else { return }
    if lineStarts == nil {
      var starts = [0]
      for (position, character) in characters.enumerated() where character.isNewline {
        starts.append(position + 1)
      }
      lineStarts = starts
    }
    let starts = lineStarts ?? [0]
    // The last line start at or before the index.
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    errors.append(MarkupError(kind, line: low + 1, column: index - starts[low] + 1))
  }
}
