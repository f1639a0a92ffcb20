public import Foundation
public import Trellis

/// An attribute a binding sets, typed by the value it takes, so that a
/// key-path binding is checked by the compiler:
///
/// ```swift
/// Text("").bind(.text, to: \Fruit.name)
/// Text("").bind(.foregroundColor, to: \Fruit.color)
/// Toggle("Ripe", isOn: false).bind(.isOn, to: \Fruit.isRipe)   // two-way
/// ```
///
/// A string-path binding takes the same attributes by name (see
/// ``AnyBoundAttribute/named(_:)``) and checks the value's type when it is
/// read.
public struct BoundAttribute<Value>: Sendable {
  /// The attribute, type-erased.
  public let erased: AnyBoundAttribute

  /// The attribute's name.
  public var name: String { erased.name }

  /// An attribute that applies a `Value` with `apply` (`nil`: back to the
  /// default) after converting what a path reads with `convert`, and that
  /// a control edits when `edit` returns a value for its event.
  init(
    name: String, order: Int = 0, convert: @escaping @Sendable (Any) -> Value?,
    apply: @escaping @Sendable (Value?, inout Attributes) -> Void,
    edit: (@Sendable (HostEvent) -> Value?)? = nil
  ) {
    self.init(
      name: name, order: order, convert: convert,
      setter: { value in { attributes in apply(value, &attributes) } }, edit: edit)
  }

  /// An attribute whose converted value `setter` turns, once per change,
  /// into what sets it on each view, and `batch` (when it sets one
  /// attribute of its own) into what sets it on many views at once.
  init(
    name: String, order: Int = 0, convert: @escaping @Sendable (Any) -> Value?,
    setter: @escaping @Sendable (Value?) -> AttributeSetter,
    batch: (@Sendable (Value?) -> BatchSetter)? = nil,
    edit: (@Sendable (HostEvent) -> Value?)? = nil
  ) {
    var prepareBatch: (@Sendable (Any?) -> BatchSetter?)?
    if let batch {
      prepareBatch = { (value: Any?) -> BatchSetter? in
        guard let value else { return batch(nil) }
        guard let converted = convert(value) else { return nil }
        return batch(converted)
      }
    }
    erased = AnyBoundAttribute(
      name: name, valueTypeName: "\(Value.self)", order: order,
      prepare: { value in
        guard let value else { return setter(nil) }
        guard let converted = convert(value) else { return nil }
        return setter(converted)
      },
      prepareBatch: prepareBatch,
      editedValue: { event in edit?(event).map { $0 as Any } },
      editable: edit != nil)
  }

  /// An attribute stored under `key` as it is.
  init(
    _ key: AttributeKey<Value>, convert: @escaping @Sendable (Any) -> Value? = { $0 as? Value },
    edit: (@Sendable (HostEvent) -> Value?)? = nil
  ) where Value: AttributeValue {
    self.init(
      name: key.name, convert: convert,
      setter: { value in { attributes in attributes[key] = value } },
      batch: { value in { tree, ids in tree.applyObservedValue(value, for: key, to: ids) } },
      edit: edit)
  }
}

/// Text from what a path reads: text, or a number or truth value shown as
/// text.
@Sendable func textValue(_ value: Any) -> String? {
  switch value {
  case let string as String: string
  case let substring as Substring: String(substring)
  case let styled as StyledText: styled.plainText
  case let number as Int: String(number)
  case let number as Double: String(number)
  case let flag as Bool: String(flag)
  default: nil
  }
}

/// A number from an integer or floating-point value.
@Sendable func numberValue(_ value: Any) -> Double? {
  switch value {
  case let number as Double: number
  case let number as Int: Double(number)
  case let number as Float: Double(number)
  default: nil
  }
}

extension BoundAttribute where Value == String {
  /// A text view's text, keeping the style of its first run.
  public static var text: Self {
    Self(
      name: "text", convert: textValue,
      setter: { value in
        guard let value else { return { $0[.text] = nil } }
        // Views showing one change mostly share a style: they share one
        // styled text too (one allocation, compared by identity).
        let made = StyledTextMemo(text: value)
        return { attributes in
          let style = attributes[.text]?.runs.first?.style ?? .plain
          attributes[.text] = made.styled(style)
        }
      },
      batch: { value in
        guard let value else {
          return { tree, ids in tree.applyObservedValue(nil, for: .text, to: ids) }
        }
        let made = StyledTextMemo(text: value)
        return { tree, ids in
          tree.applyObservedValue(for: .text, to: ids) { current in
            made.styled(current?.runs.first?.style ?? .plain)
          }
        }
      })
  }
  /// A button's title.
  public static var title: Self { Self(.title, convert: textValue) }
  /// A text field's or area's text; two-way: typing writes it back.
  public static var value: Self {
    Self(
      .value, convert: textValue,
      edit: { event in
        if case .textChanged(let text) = event { return text }
        return nil
      })
  }
  /// A text field's placeholder.
  public static var placeholder: Self { Self(.placeholder, convert: textValue) }
  /// A control's label.
  public static var label: Self { Self(.label, convert: textValue) }
  /// A badge's text.
  public static var badgeText: Self { Self(.badgeText, convert: textValue) }
  /// An image's name.
  public static var imageName: Self { Self(.imageName) }
  /// An image's file path.
  public static var imageFile: Self { Self(.imageFile) }
  /// An image's URL.
  public static var imageURL: Self { Self(.imageURL) }
  /// Alternative text.
  public static var altText: Self { Self(.altText, convert: textValue) }
}

extension BoundAttribute where Value == Bool {
  /// Whether a switch is on; two-way: flipping it writes it back.
  public static var isOn: Self {
    Self(
      .isOn,
      edit: { event in
        if case .toggled(let isOn) = event { return isOn }
        return nil
      })
  }
  /// Whether a control is disabled.
  public static var disabled: Self { Self(.disabled) }
  /// Whether a button is selected.
  public static var selected: Self { Self(.selected) }
  /// Whether an activity indicator animates.
  public static var animating: Self { Self(.animating) }
}

extension BoundAttribute where Value == Double {
  /// A slider's or progress bar's value; two-way: sliding writes it back.
  public static var doubleValue: Self {
    Self(
      .doubleValue, convert: numberValue,
      edit: { event in
        if case .valueChanged(let value) = event { return value }
        return nil
      })
  }
  /// A slider's lower bound.
  public static var minimum: Self { Self(.minimum, convert: numberValue) }
  /// A slider's upper bound.
  public static var maximum: Self { Self(.maximum, convert: numberValue) }
}

extension BoundAttribute where Value == Int {
  /// A segmented control's selected segment; two-way: choosing one writes
  /// it back.
  public static var selectedIndex: Self {
    Self(
      .selectedIndex,
      edit: { event in
        if case .segmentSelected(let index) = event { return index }
        return nil
      })
  }
  /// A text view's line limit.
  public static var maxLines: Self { Self(.maxLines) }
}

extension BoundAttribute where Value == [String] {
  /// A segmented control's titles.
  public static var segments: Self { Self(.segments) }
}

extension BoundAttribute where Value == Date {
  /// A date picker's date; two-way: picking writes it back.
  public static var date: Self {
    Self(
      .date,
      edit: { event in
        if case .dateChanged(let date) = event { return date }
        return nil
      })
  }
}

extension BoundAttribute where Value == Color {
  /// The colour of a text view's text (every run); a divider's or progress
  /// bar's tint for other views.
  public static var foregroundColor: Self {
    Self(
      name: "foregroundColor", order: 1, convert: { $0 as? Color },
      apply: { color, attributes in
        if let text = attributes[.text] {
          attributes[.text] = text.restyled { $0.foreground = color }
        } else {
          attributes[.tint] = color
        }
      })
  }
  /// A view's background colour.
  public static var backgroundColor: Self { Self(.backgroundColor) }
  /// A divider's or progress bar's colour.
  public static var tint: Self { Self(.tint) }
}

/// The styled text last made from one bound text, reused while the next
/// view's style is the same.
private final class StyledTextMemo {
  let text: String
  private var last: StyledText?

  init(text: String) {
    self.text = text
  }

  func styled(_ style: TextStyle) -> StyledText {
    if let last, last.runs.first?.style == style { return last }
    let made = StyledText(text, style: style)
    last = made
    return made
  }
}
