import Foundation

/// WCAG 2 contrast between colours: the relative luminance of an sRGB
/// colour, and the ratio `(L1 + 0.05) / (L2 + 0.05)` of two, from 1 (the
/// same) to 21 (black on white). Text needs 4.5 to be readable (level AA).
///
/// ```swift
/// ContrastRatio.between(RGB(0, 0, 0), RGB(255, 255, 255))  // 21
/// ```
public enum ContrastRatio {
  /// The ratio WCAG level AA asks of normal text.
  public static let readableText = 4.5

  /// The relative luminance of `color`, 0 (black) to 1 (white).
  public static func luminance(of color: RGB) -> Double {
    0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
  }

  /// The contrast ratio of `first` and `second`, in either order.
  public static func between(_ first: RGB, _ second: RGB) -> Double {
    let a = luminance(of: first)
    let b = luminance(of: second)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// An sRGB component made linear.
  private static func linear(_ component: UInt8) -> Double {
    let value = Double(component) / 255
    return value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
  }
}
