import Foundation
import Testing
import Trellis
import TrellisMedia
import TrellisTesting

/// Issue 29: on the web, the photo album's placeholders were a pixel wider
/// than their cells. A thumbnail is twelve characters wide, and a
/// character of a web font is a fraction of a pixel (8.8 px): lengths in
/// the host's text are rounded down to whole device pixels, so a
/// placeholder and the cell around it have the same width (D-265).
@MainActor
@Suite("Photo album placeholders in a pixel host")
struct AlbumPlaceholderFitTests {
  static let missing = URL(fileURLWithPath: "/nonexistent/trellis/photo.png")

  /// A web font's text: 8.8-pixel characters, 19.2-pixel lines, at a
  /// device pixel ratio of `scale`; an eight-pixel spacing step.
  static func pixels(scale: Double) -> LayoutEnvironment {
    var metrics = ControlMetrics.characterGrid
    metrics.spacingStep = 8
    return LayoutEnvironment(
      textMeasurer: ScaledGridMeasurer(characterWidth: 8.8, lineHeight: 19.2),
      pointScale: scale, controlMetrics: metrics)
  }

  @Test("every placeholder lies inside its cell, on whole device pixels", arguments: [1.0, 2.0])
  func placeholdersFitTheirCells(scale: Double) async throws {
    let environment = Self.pixels(scale: scale)
    let host = HeadlessHost(size: Size(width: 1_200, height: 800), environment: environment)
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    let photos = (0..<8).map { Photo(url: Self.missing, caption: "photo \($0)") }
    await root.render(
      Stack(alignment: .start) { PhotoAlbum(photos: photos, pipeline: ImagePipeline()) })
    let images = host.findAll(kind: .image)
    #expect(images.count == 8)
    for image in images {
      let cell = try #require(image.parent.flatMap(host.view))
      #expect(
        image.frame.minX >= 0 && image.frame.maxX <= cell.frame.width,
        "\(image.frame) in \(cell.frame)")
      #expect(image.frame.width == environment.roundedDown(image.frame.width))
      #expect(image.frame.width == environment.roundedDown(12 * environment.characterWidth))
    }
  }
}
