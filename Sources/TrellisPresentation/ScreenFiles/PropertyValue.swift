public import TrellisBinding

/// A property's value in a screen file, checked against its kind's schema.
public enum PropertyValue: Sendable, Hashable {
  /// Text.
  case string(String)
  /// A number.
  case number(Double)
  /// A yes/no value.
  case bool(Bool)
  /// A list of strings (a segmented control's options).
  case strings([String])
  /// A binding: the value comes from a data object, through TrellisBinding.
  case binding(BindingPath)

  /// The text, if the value is text.
  public var string: String? {
    if case .string(let value) = self { value } else { nil }
  }

  /// The number, if the value is a number.
  public var number: Double? {
    if case .number(let value) = self { value } else { nil }
  }

  /// The flag, if the value is a flag.
  public var bool: Bool? {
    if case .bool(let value) = self { value } else { nil }
  }
}
