import Foundation
import Testing
import Trellis
import TrellisMedia
import TrellisTerminal

/// Issue 32, item 21: a network image shows its placeholder while loading,
/// and its alt text with the reason when loading failed.
@MainActor
@Suite("NetworkImage placeholder and alt text on a terminal", .serialized)
struct NetworkImageTextTests {
  let fixture: ServerFixture

  init() throws {
    fixture = try ServerFixture()
  }

  /// The terminal's lines for what `host` shows now.
  private func lines(_ host: TerminalHost) -> [String] {
    var terminal = MemoryTerminal(width: 40, height: 4)
    var renderer = Renderer()
    var bytes: [UInt8] = []
    renderer.render(
      from: CellBuffer(width: 40, height: 4), to: host.drawnCells(),
      cursor: host.cursor, into: &bytes)
    terminal.write(bytes)
    return terminal.lines
  }

  private func image(_ path: String) -> NetworkImage {
    NetworkImage(
      url: fixture.url(path), width: 30, height: 3, placeholder: "loading…", altText: "Avatar",
      pipeline: ImagePipeline())
  }

  @Test("while loading, the placeholder shows, not the alt text")
  func placeholderWhileLoadingAltTextOnFailure() async {
    let host = TerminalHost(width: 40, height: 4)
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(image("/slow.png"))
    let loading = lines(host).joined(separator: "\n")
    #expect(loading.contains("loading…"))
    #expect(!loading.contains("Avatar"))

    root.renderSynchronously(image("/missing.png"))
    await root.settle()
    let failed = lines(host).joined(separator: "\n")
    #expect(failed.contains("✕ Avatar (HTTP 404)"))
    #expect(!failed.contains("loading…"))
  }
}
