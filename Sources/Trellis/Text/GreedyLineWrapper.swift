/// Wraps text into lines by the widths of its characters, as a word
/// processor does: a line breaks at the last run of spaces that lets the
/// next word fit (the spaces are dropped), a word longer than a line is
/// broken between characters, a newline always breaks, and spaces at a
/// line's end hang past it without widening it. The wrapping
/// ``TextMeasuring`` gives a measurer that does not wrap by itself.
public struct GreedyLineWrapper<Measurer: TextMeasuring>: Sendable {
  /// Measures each character.
  public let measurer: Measurer

  /// A wrapper measuring characters with `measurer`.
  public init(measurer: Measurer) {
    self.measurer = measurer
  }

  /// One wrapped line: the indices of its characters, less dropped spaces.
  private struct Line {
    var range: Range<Int>
    var width: Double
  }

  /// The lines of `text` wrapped in `maxWidth`, at most `maxLines`.
  public func lines(of text: StyledText, maxWidth: Double?, maxLines: Int?) -> [StyledText] {
    var characters: [(character: Character, style: TextStyle)] = []
    for run in text.runs {
      for character in run.text { characters.append((character, run.style)) }
    }
    return wrap(characters.map(\.character), maxWidth: maxWidth, maxLines: maxLines).map {
      line in
      var styled = StyledText(runs: [])
      for index in line.range {
        styled.append(
          StyledText.Run(String(characters[index].character), style: characters[index].style))
      }
      return styled
    }
  }

  /// The widest line's width and the number of lines of `text` wrapped in
  /// `maxWidth`, at most `maxLines`: what a measurer built on this wrapper
  /// reports, times its line height.
  public func extent(of text: StyledText, maxWidth: Double?, maxLines: Int?) -> (
    width: Double, lines: Int
  ) {
    let lines = wrap(Array(text.plainText), maxWidth: maxWidth, maxLines: maxLines)
    return (lines.map(\.width).max() ?? 0, lines.count)
  }

  private func wrap(_ characters: [Character], maxWidth: Double?, maxLines: Int?) -> [Line] {
    let limit = maxLines ?? Int.max
    guard limit > 0, !characters.isEmpty else { return [] }
    var prefix = [0.0]
    prefix.reserveCapacity(characters.count + 1)
    for character in characters {
      prefix.append(
        prefix[prefix.count - 1]
          + (character.isNewline ? 0 : measurer.lineWidth(of: String(character))))
    }
    var lines: [Line] = []
    func emit(_ range: Range<Int>) {
      var end = range.upperBound
      while end > range.lowerBound, characters[end - 1] == " " { end -= 1 }
      lines.append(
        Line(range: range.lowerBound..<end, width: prefix[end] - prefix[range.lowerBound]))
    }
    var start = 0
    // The last run of spaces after a word on this line, and the word after it.
    var lastBreak: (spaces: Int, word: Int?)?
    var index = 0
    while index < characters.count, lines.count < limit {
      let character = characters[index]
      if character.isNewline {
        emit(start..<index)
        index += 1
        (start, lastBreak) = (index, nil)
        continue
      }
      if character == " " {
        if index > start, characters[index - 1] != " " { lastBreak = (index, nil) }
        index += 1
        continue
      }
      if let pending = lastBreak, pending.word == nil { lastBreak = (pending.spaces, index) }
      if let maxWidth, index > start, prefix[index + 1] - prefix[start] > maxWidth + 1e-9 {
        if let pending = lastBreak, let word = pending.word, word > start {
          let spaces = pending.spaces
          // The word after the last spaces moves down; the spaces go.
          emit(start..<spaces)
          start = word
        } else {
          emit(start..<index)
          start = index
        }
        lastBreak = nil
        continue
      }
      index += 1
    }
    if lines.count < limit, start < characters.count || characters.last?.isNewline == true {
      emit(start..<characters.count)
    }
    return lines
  }
}
