import Foundation
import Testing
import Trellis
import TrellisMedia
import TrellisTesting

/// Issue 29: a network image and an album sized in the host's text — a
/// cell each on a terminal, a character's width and a line's height on a
/// pixel host — not in cells that a browser takes as CSS pixels.
@MainActor
@Suite("Media sized in characters and lines of the host's text")
struct MediaTextSizeTests {
  /// A pixel host's text: every character 9.5 points wide, lines 19
  /// points high (as a 16 px web font), frames on whole points.
  struct PixelText: TextMeasuring {
    func lineWidth(of text: String) -> Double { Double(text.count) * 9.5 }
    func measure(_ text: StyledText, maxWidth: Double?, maxLines: Int?) -> Size {
      let extent = GreedyLineWrapper(measurer: self).extent(
        of: text, maxWidth: maxWidth, maxLines: maxLines)
      return Size(width: extent.width, height: Double(extent.lines) * lineHeight)
    }
    var lineHeight: Double { 19 }
  }

  enum Units: String, CaseIterable, CustomTestStringConvertible {
    case terminal, pixels
    var testDescription: String { rawValue }
    var environment: LayoutEnvironment {
      switch self {
      case .terminal: .characterGrid()
      case .pixels:
        LayoutEnvironment(
          textMeasurer: PixelText(), pointScale: 1,
          controlMetrics: LayoutEnvironment.characterGrid().controlMetrics)
      }
    }
  }

  static let missing = URL(fileURLWithPath: "/nonexistent/trellis/photo.png")

  private func render(_ component: some Component, in units: Units) async -> HeadlessHost {
    let host = HeadlessHost(size: Size(width: 1600, height: 1200), environment: units.environment)
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(Stack(alignment: .start) { component })
    return host
  }

  @Test(
    "a network image N characters by M lines is that much of the host's text on every host",
    arguments: Units.allCases)
  func networkImageInText(units: Units) async throws {
    let image = NetworkImage(
      url: Self.missing, characters: 16, lines: 6, pipeline: ImagePipeline())
    let host = await render(image.tag("image"), in: units)
    let frame = try #require(host.find(tag: "image")).absoluteFrame
    let environment = units.environment
    #expect(
      frame.size == Size(width: 16 * environment.characterWidth, height: 6 * environment.lineHeight)
    )
    if units == .terminal {
      #expect(frame.size == Size(width: 16, height: 6), "cells, as before")
    } else {
      #expect(frame.size == Size(width: 152, height: 114))
    }
  }

  @Test("an image in text is fetched at the pipeline's pixels per character and line")
  func textImagePixelsPerTextCell() {
    let pipeline = ImagePipeline()
    #expect(pipeline.pixelsPerTextCell == PixelSize(width: 1, height: 2), "half blocks by default")
    pipeline.setPixelsPerCell(PixelSize(width: 9, height: 18))
    #expect(pipeline.pixelsPerTextCell == PixelSize(width: 9, height: 18), "a cell on a grid")
    let inText = NetworkImage(url: Self.missing, characters: 16, lines: 6, pipeline: pipeline)
    #expect(inText.pixelSize == PixelSize(width: 144, height: 108))

    // A pixel host: 2 device pixels per point, a character 9.5 points by a 19-point line.
    pipeline.setPixelsPerCell(PixelSize(width: 2, height: 2))
    pipeline.setPixelsPerTextCell(PixelSize(width: 19, height: 38))
    #expect(inText.pixelSize == PixelSize(width: 304, height: 228))
    let inPoints = NetworkImage(url: Self.missing, width: 160, height: 120, pipeline: pipeline)
    #expect(inPoints.pixelSize == PixelSize(width: 320, height: 240), "points take pixelsPerCell")
  }

  @Test(
    "an album's thumbnails are 12 characters by 6 lines by default, on every host",
    arguments: Units.allCases)
  func albumThumbnailsInText(units: Units) async throws {
    let photos = (1...2).map { Photo(url: Self.missing, caption: "Photo \($0)") }
    let host = await render(PhotoAlbum(photos: photos, pipeline: ImagePipeline()), in: units)
    let environment = units.environment
    let images = host.findAll(kind: .image)
    #expect(images.count == 2)
    for image in images {
      #expect(
        image.absoluteFrame.size
          == Size(width: 12 * environment.characterWidth, height: 6 * environment.lineHeight))
    }
  }

  @Test(
    "a click on the viewer photo's left half goes back, on its right half forward, on every host",
    arguments: Units.allCases)
  func viewerHalvesTurnPages(units: Units) async throws {
    let photos = (1...3).map { Photo(url: Self.missing, caption: "Photo \($0)") }
    let host = HeadlessHost(size: Size(width: 1600, height: 1200), environment: units.environment)
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(PhotoAlbum(photos: photos, pipeline: ImagePipeline()))
    #expect(host.tap(tag: "thumbnail-2"))
    await root.settle()
    #expect(host.find(tag: "counter")?.text == "2 of 3")
    let image = try #require(host.findAll(kind: .image).first)
    let photo = image.absoluteFrame
    let environment = units.environment
    #expect(
      photo.size
        == Size(width: 60 * environment.characterWidth, height: 20 * environment.lineHeight))
    #expect(
      host.tap(at: Point(x: photo.minX + photo.width * 0.75, y: photo.minY + photo.height / 2)))
    await root.settle()
    #expect(host.find(tag: "counter")?.text == "3 of 3")
    #expect(
      host.tap(at: Point(x: photo.minX + photo.width * 0.25, y: photo.minY + photo.height / 2)))
    await root.settle()
    #expect(host.find(tag: "counter")?.text == "2 of 3")
  }

  @Test(
    "a swipe turns the viewer's photo after 3 characters of the host's text, not 3 of its units",
    arguments: Units.allCases)
  func swipeDistanceIsInCharacters(units: Units) async throws {
    let photos = (1...3).map { Photo(url: Self.missing, caption: "Photo \($0)") }
    let host = HeadlessHost(size: Size(width: 1600, height: 1200), environment: units.environment)
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(PhotoAlbum(photos: photos, pipeline: ImagePipeline()))
    #expect(host.tap(tag: "thumbnail-1"))
    await root.settle()
    let photo = try #require(host.findAll(kind: .image).first).absoluteFrame
    let character = units.environment.characterWidth
    func swipe(characters: Double) async {
      let start = Point(x: photo.minX + photo.width / 2, y: photo.minY + photo.height / 2)
      host.tree.pointerPressed(at: start)
      host.tree.pointerDragged(to: Point(x: start.x - characters * character, y: start.y))
      host.tree.pointerReleased(at: Point(x: start.x - characters * character, y: start.y))
      await root.settle()
    }
    // Two characters (19 points on the pixel host, where a threshold of 3
    // points would have turned it) is a shaky click, not a swipe.
    await swipe(characters: 2)
    #expect(host.find(tag: "counter")?.text == "1 of 3")
    await swipe(characters: 4)
    #expect(host.find(tag: "counter")?.text == "2 of 3")
  }
}
