public import Trellis

/// A source location is carried on the views a screen file binds, so a
/// binding that fails while the screen runs names the file, line and
/// column that declared it.
extension SourceLocation: AttributeValue {}

extension AttributeKey where Value == SourceLocation {
  /// Where in its screen file a bound view's binding was declared.
  static var screenFileLocation: AttributeKey<SourceLocation> {
    AttributeKey("screenFileLocation")
  }
}
