// TrellisMedia benchmarks: decoding, downscaling and drawing a 1024×768 JPEG
// as half blocks at 80×24; scrolling 1,000 rows of network images served on
// 127.0.0.1 once they are cached (one request per URL); and a 200 KB HTML
// page to text.

import Benchmark
import Foundation
import Trellis
import TrellisMedia
import TrellisTerminal
import TrellisTerminalGraphics

let photo: [UInt8] = try! JPEGEncoder.encode(
  SampleImages.picture(7, width: 1024, height: 768), quality: 85)

/// About 200 KB of HTML: headings, paragraphs with emphasis and links,
/// nested lists, code.
let page: [UInt8] = {
  var html = "<html><head><title>Bench</title></head><body>"
  var index = 0
  while html.utf8.count < 200_000 {
    html += "<h2>Section \(index)</h2><p>Some <b>bold</b>, <em>slanted</em> and "
    html += "<a href=\"/page/\(index)\">linked</a> text, with <code>code()</code> inline.</p>"
    html += "<ul><li>one</li><li>two<ol><li>a</li><li>b</li></ol></li></ul>"
    html += "<pre>let x = \(index)\nprint(x)</pre>"
    index += 1
  }
  return Array((html + "</body></html>").utf8)
}()

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds,
    maxDuration: .seconds(5), maxIterations: 200)

  Benchmark("decode, downscale and draw a 1024x768 JPEG as half blocks at 80x24") { benchmark in
    let decoder = ImageDecoder()
    for _ in benchmark.scaledIterations {
      let image = try decoder.decode(photo, fitting: PixelSize(width: 80, height: 48))
      blackHole(HalfBlocks.lines(image, colors: .trueColor))
    }
  }

  Benchmark("200 KB of HTML to text") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try HTMLText.parse(page, baseURL: URL(string: "http://127.0.0.1/")))
    }
  }

  // 1,000 rows, each with a network image served locally. Once every image
  // is cached, one frame after a page-down: scroll and draw into cells.
  Benchmark(
    "page-down frame in 1,000 rows of cached network images",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxIterations: 100)
  ) { @MainActor benchmark async in
    let png = try! PNGEncoder.encode(SampleImages.picture(3, width: 64, height: 48))
    let server = try! LocalHTTPServer { _ in HTTPServerResponse(body: png) }
    defer { server.stop() }
    let pipeline = ImagePipeline()
    let rows = 1_000
    let urls = (0..<rows).map { server.url("/image/\($0).png") }
    let host = TerminalHost(width: 80, height: 24)
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(
      ScrollView {
        ComponentArray(
          (0..<rows).map { index in
            AnyComponent(
              Stack(.horizontal, spacing: 1) {
                NetworkImage(url: urls[index], width: 6, height: 2, pipeline: pipeline)
                Text("Row \(index)")
              }
              .key(index))
          })
      }
      .tag("list"))
    // Wait for every image: each URL once.
    for url in urls {
      _ = try? await pipeline.image(for: url, fitting: PixelSize(width: 6, height: 4))
    }
    await root.settle()
    precondition(server.totalRequestCount <= rows, "more than one request per URL")
    let list = host.find(tag: "list")!.id
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      _ = host.tree.scroll(list, by: Point(x: 0, y: 24))
      blackHole(host.drawnCells())
    }
    benchmark.stopMeasurement()
    precondition(server.totalRequestCount <= rows, "more than one request per URL")
    root.invalidate()
  }

  // A 1024×768 picture in an 80×24 view of 10×20-pixel cells: fitted
  // (640×480), then encoded and wrapped as the frame's image bytes.
  for graphicsProtocol in [GraphicsProtocol.kitty, .sixel] {
    Benchmark("encode and emit a 1024x768 image via \(graphicsProtocol) for an 80x24 view") {
      benchmark in
      let placement = TerminalImagePlacement(
        id: 1, image: SampleImages.picture(7, width: 1024, height: 768),
        frame: Rect(x: 0, y: 0, width: 80, height: 24),
        visible: Rect(x: 0, y: 0, width: 80, height: 24),
        cellPixels: CellPixels(width: 10, height: 20), terminalRows: 25)
      for _ in benchmark.scaledIterations {
        // A new strategy each time: nothing fitted is reused.
        blackHole(ProtocolGraphics(protocol: graphicsProtocol).show(placement))
      }
    }

    // Scrolling moves a fully visible image: it is sent again at its new
    // corner without being fitted or encoded again.
    Benchmark("move a shown 1024x768 image via \(graphicsProtocol) in an 80x24 view") {
      benchmark in
      let strategy = ProtocolGraphics(protocol: graphicsProtocol)
      let image = SampleImages.picture(7, width: 1024, height: 768)
      func placement(row: Int) -> TerminalImagePlacement {
        TerminalImagePlacement(
          id: 1, image: image, frame: Rect(x: 0, y: Double(row), width: 80, height: 24),
          visible: Rect(x: 0, y: Double(row), width: 80, height: 24),
          cellPixels: CellPixels(width: 10, height: 20), terminalRows: 40)
      }
      blackHole(strategy.show(placement(row: 0)))
      benchmark.startMeasurement()
      for iteration in benchmark.scaledIterations {
        blackHole(strategy.show(placement(row: 1 + iteration % 10)))
      }
    }
  }
}
