import Testing
import Trellis
import TrellisFonts

/// The chain of Debian's font packages, when they are installed (`.ci/run`
/// installs them; without them the tests that need them are skipped).
enum DebianFonts {
  /// The chain, or `nil` when a package is missing.
  static let chain: FontFallbackChain? = try? FontFallbackChain.debian()

  /// Whether the fonts are installed.
  static var available: Bool { chain != nil }

  /// Why tests are skipped without them.
  static let missing: Comment =
    "needs fonts-dejavu-core, fonts-dejavu-extra, fonts-droid-fallback, fonts-noto-color-emoji"

  /// A measurer at `size` pixels (only called when ``available``).
  static func measurer(size: Double = 16) -> ProportionalTextMeasurer {
    ProportionalTextMeasurer(fonts: chain!, fontSize: size)
  }

  /// The one-line width of `text` at 16 pixels.
  static func width(_ text: StyledText) -> Double {
    measurer().measure(text, maxWidth: nil, maxLines: nil).width
  }
}
