import Foundation
import Testing
import Trellis
import TrellisMedia
import TrellisTesting

/// The media composites take their geometry from the host: a network
/// image is sized in the host's units, its pixels from the pipeline's
/// pixels per unit (which the host sets), and the album's and the web
/// view's gaps are steps of `ControlMetrics.spacingStep`.
@MainActor
@Suite("Media composites: geometry from the host's units and spacing scale")
struct MediaHostScaleTests {
  /// A grid host's environment with a spacing step of `step` and
  /// unrounded frames, so only the spacing differs from the terminal's.
  static func environment(step: Double) -> LayoutEnvironment {
    var environment = LayoutEnvironment.characterGrid()
    environment.pointScale = 0
    environment.controlMetrics.spacingStep = step
    return environment
  }

  static let missing = URL(fileURLWithPath: "/nonexistent/trellis/photo.png")

  @Test("a network image is sized in the host's units; its pixels are those times pixels per unit")
  func networkImageIsInTheHostsUnits() async throws {
    let pipeline = ImagePipeline()
    let image = NetworkImage(
      url: Self.missing, width: 12.5, height: 4.25, pixelsPerCell: PixelSize(width: 2, height: 2),
      pipeline: pipeline)
    #expect(image.pixelSize == PixelSize(width: 25, height: 9), "rounded up to whole pixels")
    let onGrid = NetworkImage(
      url: Self.missing, width: 8, height: 4, pixelsPerCell: PixelSize(width: 1, height: 2),
      pipeline: pipeline)
    #expect(onGrid.pixelSize == PixelSize(width: 8, height: 8), "half blocks, as before")

    let host = HeadlessHost(
      size: Size(width: 100, height: 40), environment: Self.environment(step: 1))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(Stack(alignment: .start) { image.tag("image") })
    let frame = try #require(host.find(tag: "image")).absoluteFrame
    #expect(frame.size == Size(width: 12.5, height: 4.25))
  }

  /// The x of the first two thumbnails' buttons under a step of `step`.
  func thumbnails(step: Double) async throws -> (Double, Double) {
    let host = HeadlessHost(
      size: Size(width: 200, height: 60), environment: Self.environment(step: step))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    let photos = (1...2).map { _ in Photo(url: Self.missing) }
    await root.render(
      PhotoAlbum(
        photos: photos, thumbnailSize: Size(width: 12, height: 6), pipeline: ImagePipeline()))
    let first = try #require(host.find(tag: "thumbnail-1")).absoluteFrame
    let second = try #require(host.find(tag: "thumbnail-2")).absoluteFrame
    return (first.origin.x, second.origin.x)
  }

  @Test("an album's thumbnails are their width plus a step apart: 13 on a grid, 20 at a step of 8")
  func albumGapsAreSteps() async throws {
    let grid = try await thumbnails(step: 1)
    #expect(grid.1 - grid.0 == 13)
    let pixels = try await thumbnails(step: 8)
    #expect(pixels.1 - pixels.0 == 20)
  }

  @Test("a web view's toolbar buttons are a step apart")
  func webViewToolbarGapIsAStep() async throws {
    for step in [1.0, 6] {
      let host = HeadlessHost(
        size: Size(width: 120, height: 30), environment: Self.environment(step: step))
      let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
      await root.render(WebView(url: Self.missing, openExternally: { _ in }))
      let back = try #require(host.find(tag: "back")).absoluteFrame
      let forward = try #require(host.find(tag: "forward")).absoluteFrame
      #expect(forward.origin.x - back.maxX == step, "step \(step)")
    }
  }
}
