import Foundation
import Testing
import Trellis
import TrellisMedia
import TrellisWeb

/// Issue 29: what the core sizes in the host's text reaches the page in CSS
/// pixels of the page's font — a column layout in characters on the wire,
/// a network image's frame and the pixels it is fetched at.
@MainActor
@Suite("The web host's units: characters and lines of the page's font in CSS pixels")
struct WebHostUnitsTests {
  /// The first journal `component` sends from a web host of 800 × 400.
  private func firstJournal(_ component: some Component) -> (String, WebHost) {
    var messages: [String] = []
    let host = WebHost(size: Size(width: 800, height: 400), environment: TestFonts.environment) {
      messages.append($0)
    }
    let root = ComponentRoot(
      host: host, container: host.tree.rootView, sizeRange: host.tree.sizeRange)
    root.renderSynchronously(component)
    host.drawFrame()
    _ = root
    return (messages.first ?? "", host)
  }

  @Test("a column layout in characters travels in CSS pixels of the page's font")
  func columnLayoutInCharactersTravelsInPixels() throws {
    let layout = ColumnLayout([.fixed(7), .flexible(), .fixed(5)], spacing: 2, unit: .text)
    let (journal, host) = firstJournal(ColumnRow(layout, ["1", "Row", "5"]).tag("row"))
    let character = TestFonts.environment.characterWidth
    #expect(character > 5, "a digit of a 16 px font, not a cell")
    let data = try #require(journal.data(using: .utf8))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let ops = try #require(object["ops"] as? [[Any]])
    let created = try #require(
      ops.first { ($0.first as? String) == "create" && ($0[2] as? String) == "columnRow" })
    let attributes = try #require(created[3] as? [String: Any])
    let wire = try #require(attributes["columnLayout"] as? [String: Any])
    let columns = try #require(wire["columns"] as? [[String: Any]])
    #expect(columns[0]["fixed"] as? Double == 7 * character)
    #expect(columns[2]["fixed"] as? Double == 5 * character)
    #expect(wire["spacing"] as? Double == 2 * character)
    // The row fills the width; its natural width is in the same pixels.
    let row = try #require(host.find(tag: "row")).absoluteFrame
    #expect(row.width == 800)
    #expect(layout.naturalWidth(characterWidth: character) == 16 * character)
  }

  @Test("a network image in characters and lines is that much of the page's text in CSS pixels")
  func networkImageInPagesText() throws {
    let image = NetworkImage(
      url: URL(fileURLWithPath: "/nonexistent/trellis/photo.png"), characters: 16, lines: 6,
      pipeline: ImagePipeline())
    let (_, host) = firstJournal(image.tag("image"))
    let environment = TestFonts.environment
    let frame = try #require(host.find(tag: "image")).absoluteFrame
    #expect(abs(frame.width - 16 * environment.characterWidth) <= 1)
    #expect(abs(frame.height - 6 * environment.lineHeight) <= 1)
    #expect(frame.width > 100 && frame.height > 80, "not 16 × 6 CSS pixels")
  }

  @Test(
    "the server has its pipelines fetch pictures in text at a character by a line of device pixels")
  func serverSetsPixelsPerTextCell() throws {
    let pipeline = ImagePipeline()
    let configuration = WebServerConfiguration()
    _ = try WebServer(
      configuration: configuration, fonts: TestFonts.chain, imagePipelines: [pipeline],
      logger: quietLogger
    ) { _ in }
    let ratio = configuration.imageLimits.maximumPixelRatio.rounded(.up)
    let environment = TestFonts.environment
    #expect(pipeline.pixelsPerCell == PixelSize(width: Int(ratio), height: Int(ratio)))
    #expect(
      pipeline.pixelsPerTextCell
        == PixelSize(
          width: Int((environment.characterWidth * ratio).rounded(.up)),
          height: Int((environment.lineHeight * ratio).rounded(.up))))
  }
}
