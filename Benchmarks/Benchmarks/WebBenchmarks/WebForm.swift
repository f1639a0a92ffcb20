import Trellis
import TrellisFonts
import TrellisWeb

/// A form of 30 labelled fields and switches (TerminalBenchmarks'
/// `JournalForm`, each field's text in state) in a browser tab's host of
/// 1,200 × 800 CSS pixels, its first field focused. Typing goes in as the
/// page sends it: the JSON of a `key` message.
@MainActor
final class WebForm {
  let host: WebHost
  let root: ComponentRoot
  private let sent = SentMessages()
  private static var shared: WebForm?

  static let character = Array(#"{"v":1,"type":"key","key":"a","text":"a"}"#.utf8)
  static let backspace = Array(#"{"v":1,"type":"key","key":"Backspace"}"#.utf8)

  /// One form for every sample.
  static func make(fonts: FontFallbackChain) async -> WebForm {
    if let shared { return shared }
    let form = await WebForm(fonts: fonts)
    shared = form
    return form
  }

  private init(fonts: FontFallbackChain) async {
    let environment = LayoutEnvironment.webPixels(
      measurer: ProportionalTextMeasurer(fonts: fonts, fontSize: 16))
    let sent = sent
    host = WebHost(size: Size(width: 1_200, height: 800), environment: environment) {
      sent.last = $0
    }
    root = ComponentRoot(host: host, container: host.tree.rootView, sizeRange: host.tree.sizeRange)
    await root.render(FieldsForm())
    host.drawFrame()
    guard let field = host.tree.mountedIDs.first(where: { host.tree.node($0)?.kind == .textField }),
      let frame = host.tree.absoluteFrame(of: field)
    else { preconditionFailure("the form has no field") }
    let centre = Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
    _ = try? host.apply(.click(centre, extendingSelection: false), root: root)
    host.drawFrame()
  }

  /// Types a character (or Backspace, for nil) as the page sends it and
  /// draws the frame; returns the bytes of its `journal` message.
  func type(_ character: Character?) -> Int {
    sent.last = ""
    let bytes = character == nil ? Self.backspace : Self.character
    guard let message = try? ClientMessageDecoder.decode(bytes) else { return 0 }
    _ = try? host.apply(message, root: root)
    host.drawFrame()
    return sent.last.utf8.count
  }
}

/// Thirty rows of a label, a field whose text is kept in state, and a
/// switch: about 120 views.
struct FieldsForm: StatefulComponent {
  func initialState() -> [String] { (0..<30).map { "value \($0)" } }

  func body(state: [String], scope: Scope<[String]>) -> some Component {
    Stack(alignment: .start) {
      for row in 0..<30 {
        Stack(.horizontal, spacing: 8) {
          Text("Field \(row)").frame(width: 80)
          TextField("Value", text: state[row]) { text in scope.mutate { $0[row] = text } }
            .frame(width: 240)
          Toggle("On", isOn: row % 2 == 0)
        }.key(row)
      }
    }
  }
}
