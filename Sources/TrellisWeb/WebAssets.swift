import Foundation
import TrellisFonts

/// What the server serves over HTTP: the page, its style sheet, the client
/// script and the font files of the measurer's chain, each made once.
struct WebAssets: Sendable {
  /// The header every response carries: only the host's own script, style
  /// sheet, fonts and socket; no inline script, no frames, no forms.
  static let contentSecurityPolicy =
    "default-src 'none'; script-src 'self'; style-src 'self'; font-src 'self'; "
    + "connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; "
    + "frame-ancestors 'none'"

  /// A served font: its URL path and the file behind it.
  struct FontFile: Sendable {
    let path: String
    let file: String
    let family: String
    let style: FaceStyle
  }

  let page: String
  let styleSheet: String
  let script: String
  let fonts: [FontFile]

  /// What is wrong when the client script is missing from the bundle.
  struct MissingClientScript: Error {}

  init(title: String, fonts chain: FontFallbackChain, fontSize: Double) throws {
    guard
      let url = Bundle.module.url(
        forResource: "trellis", withExtension: "js", subdirectory: "Client"),
      let script = try? String(contentsOf: url, encoding: .utf8)
    else { throw MissingClientScript() }
    self.script = script
    let families = chain.families + (chain.emoji.map { [$0] } ?? [])
    var fonts: [FontFile] = []
    for (index, family) in families.enumerated() {
      for style in FaceStyle.allCases {
        guard let file = family.files[style] else { continue }
        let path = "/fonts/\(index)-\(style.rawValue).ttf"
        fonts.append(FontFile(path: path, file: file, family: family.name, style: style))
      }
    }
    self.fonts = fonts
    // Lines are as tall as the server measures them.
    let lineHeight = ProportionalTextMeasurer(fonts: chain, fontSize: fontSize).lineHeight
    styleSheet = Self.styleSheet(
      fonts: fonts, families: families.map(\.name), fontSize: fontSize, lineHeight: lineHeight)
    page = Self.page(title: title)
  }

  private static func page(title: String) -> String {
    """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(escapeHTML(title))</title>
    <link rel="stylesheet" href="/trellis.css">
    <script type="module" src="/trellis.js"></script>
    </head><body><div id="trellis-root"></div></body></html>

    """
  }

  private static func styleSheet(
    fonts: [FontFile], families: [String], fontSize: Double, lineHeight: Double
  ) -> String {
    var css = ""
    for font in fonts {
      let weight = font.style == .bold || font.style == .boldItalic ? "bold" : "normal"
      let slant = font.style == .italic || font.style == .boldItalic ? "italic" : "normal"
      css += """
        @font-face { font-family: "\(font.family)"; src: url("\(font.path)") format("truetype"); \
        font-weight: \(weight); font-style: \(slant); }

        """
    }
    let familyList = families.map { "\"\($0)\"" }.joined(separator: ", ")
    // The page's own colours for each scheme until the session's theme
    // style sheet (see ThemeStyleSheet) replaces them.
    css += ":root {\n  color-scheme: light dark;\n"
    css += ThemeStyleSheet.variables(for: .light) + "}\n"
    css += ThemeStyleSheet.readableTextRules(for: .light)
    css += "@media (prefers-color-scheme: dark) {\n:root {\n"
    css += ThemeStyleSheet.variables(for: .dark) + "}\n"
    css += ThemeStyleSheet.readableTextRules(for: .dark) + "}\n"
    css += ThemeStyleSheet.colorClassRules
    return css + """
      html, body { margin: 0; height: 100%; overflow: hidden; }
      html, body { color: var(--t-foreground); background-color: var(--t-background); }
      body { font-family: \(familyList); font-size: \(Int(fontSize))px; \
      line-height: \(lineHeight)px; }

      """ + clientRules
  }

  /// `text` with HTML's special characters as entities.
  static func escapeHTML(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "&": result += "&amp;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }
}
