/// The lines a border is drawn with.
public enum BorderStyle: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Thin lines with square corners: `┌─┐`.
  case single
  /// Thin lines with round corners: `╭─╮`.
  case rounded
  /// Thick lines: `┏━┓`.
  case heavy
  /// Double lines: `╔═╗`.
  case double
  /// ASCII only: `+-+`.
  case ascii

  /// The style's name, as theme files spell it.
  public var description: String { rawValue }
}
