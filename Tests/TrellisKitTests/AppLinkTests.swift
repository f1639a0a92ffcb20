import Foundation
import Testing
import TrellisKit

/// Records the commands a service would run, answering with `status`.
private final class CommandLog: @unchecked Sendable {
  private let lock = NSLock()
  private var commands: [[String]] = []
  var all: [[String]] { lock.withLock { commands } }
  func record(_ command: [String]) { lock.withLock { commands.append(command) } }
}

@Suite("App links")
struct AppLinkTests {
  @Test func kindsBySchemeAndTypedErrors() throws {
    #expect(try AppLink("https://example.com").kind == .web)
    #expect(try AppLink("MAILTO:ada@example.com").kind == .email)
    #expect(try AppLink("tel:+441234").kind == .phone)
    #expect(try AppLink("file:///tmp/a.txt").kind == .file)
    #expect(throws: AppLinkError.unsupportedScheme("javascript")) {
      try AppLink("javascript:alert(1)")
    }
    #expect(throws: AppLinkError.missingScheme("example.com")) { try AppLink("example.com") }
    #expect(throws: AppLinkError.missingTarget(scheme: "mailto")) { try AppLink("mailto:") }
    #expect(throws: AppLinkError.empty) { try AppLink("  ") }
    #expect(throws: AppLinkError.invalidCharacter("\u{1B}", offset: 8)) {
      try AppLink("https://\u{1B}]8;;evil")
    }
  }

  @Test func theLinkIsOneArgumentNeverAShellString() throws {
    let log = CommandLog()
    let service = AppLinkService(
      handler: ["xdg-open"],
      run: { command in
        log.record(command)
        return 0
      }, writeToTerminal: { _ in })
    try service.open("https://example.com/?q=$(reboot);rm")
    #expect(log.all == [["xdg-open", "https://example.com/?q=$(reboot);rm"]])
  }

  @Test func aBadLinkRunsNothingAndAFailingHandlerIsAnError() {
    let log = CommandLog()
    let failing = AppLinkService(
      handler: ["opener", "--new"],
      run: { command in
        log.record(command)
        return 3
      }, writeToTerminal: { _ in })
    #expect(throws: AppLinkError.unsupportedScheme("ftp")) { try failing.open("ftp://x") }
    #expect(log.all.isEmpty)
    #expect(throws: AppLinkError.handlerFailed(command: "opener", status: 3)) {
      try failing.open("tel:123")
    }
    #expect(log.all == [["opener", "--new", "tel:123"]])
  }

  @Test func aMissingHandlerIsAnError() {
    let service = AppLinkService(handler: ["trellis-no-such-opener"])
    #expect(
      throws: AppLinkError.handlerUnavailable(
        command: "trellis-no-such-opener", reason: "not found on the PATH")
    ) {
      try service.open("https://example.com")
    }
  }

  @Test func theClipboardIsSetWithBase64() {
    let sequence = AppLinkService.clipboardSequence(for: "hi\u{1B}")
    #expect(String(decoding: sequence, as: UTF8.self) == "\u{1B}]52;c;aGkb\u{1B}\\")
  }

  @Test func errorsReadAsSentences() {
    #expect(
      AppLinkError.unsupportedScheme("ftp").description
        == "Links starting “ftp:” cannot be opened here.")
    #expect(
      AppLinkError.invalidCharacter(" ", offset: 2).description.contains("U+20 at character 3"))
  }
}
