public import Trellis

/// "From city / to city": two text fields stacked with a swap button
/// beside them, in a row of its own height (three lines) — the second
/// custom element of the original forms use case.
///
/// ```
/// │ From        [Lisbon            ] [⇅] │
/// │             ──────────────────────     │
/// │ To          [Porto             ]       │
/// ```
///
/// The value is ``FormValue/texts(_:)`` `[from, to]`. ``complete(_:)`` and
/// ``distinct(_:)`` are the rules a trip usually needs. The "from" field
/// carries the element's id as its view identifier (so the focus can move
/// to it when the pair is invalid), the "to" field the id plus `.to`.
public struct CityPairElement: FormElement, RowHeightProviding {
  /// The identifier.
  public let id: String
  /// The label of the first field.
  public var fromTitle: String
  /// The label of the second field.
  public var toTitle: String
  /// The initial origin.
  public var from: String
  /// The initial destination.
  public var to: String
  /// The rules the pair must follow.
  public var validators: [FormValidator]
  /// The width of the label column, in characters of the host's text.
  public var titleWidth: Double

  /// Creates the element.
  public init(
    id: String, fromTitle: String = "From", toTitle: String = "To", from: String = "",
    to: String = "", validators: [FormValidator] = [], titleWidth: Double = 12
  ) {
    self.id = id
    self.fromTitle = fromTitle
    self.toTitle = toTitle
    self.from = from
    self.to = to
    self.validators = validators
    self.titleWidth = titleWidth
  }

  /// Three lines: the two fields and the rule between them.
  public var rowHeight: Double? { 3 }

  /// `[from, to]`.
  public var initialValue: FormValue { .texts([from, to]) }

  /// Both cities must be filled in.
  public static func complete(_ message: String = "Enter both cities") -> FormValidator {
    .custom { value in
      let cities = value.texts ?? []
      let filled = cities.count == 2 && cities.allSatisfy { !$0.allSatisfy(\.isWhitespace) }
      return filled ? nil : message
    }
  }

  /// The cities must differ (ignoring case and surrounding spaces).
  public static func distinct(_ message: String = "Pick two different cities") -> FormValidator {
    .custom { value in
      let cities = (value.texts ?? []).map { city in
        String(city.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
          .lowercased()
      }
      return cities.count == 2 && !cities[0].isEmpty && cities[0] == cities[1] ? message : nil
    }
  }

  /// The two fields, the rule between them and the swap button.
  public func makeCell(field: FormField, form: Form) -> some Component {
    let id = id
    let cities = field.value.texts ?? ["", ""]
    // Edits read the current pair from the form, not the one this cell was
    // built with: the other city may have changed since.
    @Sendable func current() -> [String] {
      let now = form.value(for: id)?.texts ?? []
      return now.count == 2 ? now : ["", ""]
    }
    return Stack(.horizontal, spacing: 1) {
      Stack {
        Stack(.horizontal, spacing: 1) {
          FormTitle(title: fromTitle, width: titleWidth)
          TextField("From city", text: cities.first ?? "") { from in
            form.setValue(.texts([from, current()[1]]), for: id)
          }
          .flex(grow: 1, shrink: 1)
          .identifier(id)
        }.scaled()
        // The rule spans the fields: past a label column as wide as the
        // titles' (in characters, as they are) and the same gap.
        Stack(.horizontal, spacing: 1) {
          Stack {}.frame(characters: titleWidth)
          Divider().flex(grow: 1, shrink: 1)
        }.scaled()
        Stack(.horizontal, spacing: 1) {
          FormTitle(title: toTitle, width: titleWidth)
          TextField("To city", text: cities.last ?? "") { to in
            form.setValue(.texts([current()[0], to]), for: id)
          }
          .flex(grow: 1, shrink: 1)
          .identifier(id + ".to")
        }.scaled()
      }
      .flex(grow: 1, shrink: 1)
      Button("⇅") {
        let now = current()
        form.setValue(.texts([now[1], now[0]]), for: id)
      }
      .tag("swap")
      .identifier(id + ".swap")
    }.scaled()
  }
}
