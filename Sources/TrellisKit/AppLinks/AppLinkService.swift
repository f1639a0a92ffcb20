import Foundation

/// Opens links with the system's handler and copies text to the clipboard
/// (NIInterapp's job).
///
/// A link is checked first (``AppLink``), then handed to the handler
/// command as one argument of an argument list — never through a shell, so
/// nothing in a link is run as a command.
///
/// ```swift
/// try AppLinkService.system.open("https://example.com")
/// try AppLinkService(handler: ["firefox", "--new-tab"]).open(url)
/// ```
public struct AppLinkService: Sendable {
  /// The command and its first arguments; the link is added as the last.
  public var handler: [String]
  /// Runs a command with arguments, returns its exit status; replaced in
  /// tests to record what would run.
  public var run: @Sendable (_ command: [String]) throws(AppLinkError) -> Int32
  /// Where ``copyToClipboard(_:)`` writes its escape sequence.
  public var writeToTerminal: @Sendable (_ bytes: [UInt8]) -> Void

  /// A service that opens links with `handler` (by default `xdg-open` on
  /// Linux, `open` on macOS, or the command in `TRELLIS_OPEN`, split at
  /// spaces).
  public init(
    handler: [String] = AppLinkService.defaultHandler(),
    run: @escaping @Sendable (_ command: [String]) throws(AppLinkError) -> Int32 =
      AppLinkService.runProcess,
    writeToTerminal: @escaping @Sendable (_ bytes: [UInt8]) -> Void = AppLinkService
      .writeToStandardOutput
  ) {
    self.handler = handler
    self.run = run
    self.writeToTerminal = writeToTerminal
  }

  /// The service with the system's handler.
  public static let system = AppLinkService()

  /// Opens `url` (web, `mailto:`, `tel:` or `file:`) with the handler.
  /// Throws ``AppLinkError`` for a link that is not valid or supported, or
  /// a handler that fails; nothing runs for a bad link.
  public func open(_ url: String) throws(AppLinkError) {
    let link = try AppLink(url)
    guard !handler.isEmpty else {
      throw .handlerUnavailable(command: "(none)", reason: "no handler is configured")
    }
    let command = handler + [link.url]
    let status = try run(command)
    if status != 0 { throw .handlerFailed(command: handler[0], status: status) }
  }

  /// ``open(_:)`` on a background thread, so a slow handler never holds up
  /// the screen.
  public func openInBackground(_ url: String) async throws(AppLinkError) {
    let service = self
    let result = await Task.detached { () -> Result<Void, AppLinkError> in
      do throws(AppLinkError) {
        try service.open(url)
        return .success(())
      } catch {
        return .failure(error)
      }
    }.value
    try result.get()
  }

  /// Copies `text` to the terminal's clipboard with OSC 52 (terminals that
  /// allow it put it on the system clipboard; inside tmux, tmux keeps it).
  public func copyToClipboard(_ text: String) {
    writeToTerminal(Self.clipboardSequence(for: text))
  }

  /// The OSC 52 sequence that sets the clipboard to `text`: base64, so no
  /// byte of the text reaches the terminal raw.
  public static func clipboardSequence(for text: String) -> [UInt8] {
    Array("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{1B}\\".utf8)
  }

  /// The handler named by `TRELLIS_OPEN`, else the platform's.
  public static func defaultHandler() -> [String] {
    if let configured = ProcessInfo.processInfo.environment["TRELLIS_OPEN"] {
      let words = configured.split(separator: " ").map(String.init)
      if !words.isEmpty { return words }
    }
    #if os(macOS)
      return ["open"]
    #else
      return ["xdg-open"]
    #endif
  }

  /// Runs `command` (found on the `PATH`) with its arguments as a list, its
  /// output and errors discarded, and waits for it.
  public static func runProcess(_ command: [String]) throws(AppLinkError) -> Int32 {
    guard let name = command.first else {
      throw .handlerUnavailable(command: "(none)", reason: "no handler is configured")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw .handlerUnavailable(command: name, reason: error.localizedDescription)
    }
    process.waitUntilExit()
    // env exits 127 when it cannot find the command.
    if process.terminationStatus == 127 {
      throw .handlerUnavailable(command: name, reason: "not found on the PATH")
    }
    return process.terminationStatus
  }

  /// Writes to standard output, the terminal of a terminal app.
  public static func writeToStandardOutput(_ bytes: [UInt8]) {
    FileHandle.standardOutput.write(Data(bytes))
  }
}
