import Foundation
import Trellis
import TrellisMedia

/// The catalog's own web server on 127.0.0.1, so the media demos work
/// offline: sample pictures drawn by code (PNG and JPEG) and a bundled
/// page. Started once, on first use.
enum MediaDemoServer {
  /// How many sample pictures there are.
  static let pictureCount = 24

  /// The sample pictures' size: what the album's viewer (60 × 20 cells)
  /// shows of a 4:3 picture at a usual 9 × 18 pixels a cell.
  static let pictureSize = PixelSize(width: 480, height: 360)

  /// The pipeline the media demos load through; ``GraphicsSetup`` sets
  /// its resolution at start-up.
  static let pipeline = ImagePipeline()

  /// The server, or why it could not start.
  static let shared: Result<LocalHTTPServer, LocalHTTPServerError> = Result {
    () throws(LocalHTTPServerError) -> LocalHTTPServer in
    let pictures = EncodedPictures()
    return try LocalHTTPServer { request in
      let path = request.path
      if path.hasPrefix("/images/"), let index = Int(path.dropFirst(8).prefix { $0.isNumber }),
        (0..<pictureCount).contains(index)
      {
        return HTTPServerResponse(
          headers: ["Cache-Control": "max-age=3600", "ETag": "\"\(index)\""],
          body: pictures.picture(index))
      }
      if let page = pages[path] {
        return HTTPServerResponse(
          headers: ["Content-Type": "text/html; charset=utf-8"], body: Array(page.utf8))
      }
      return .text("not found", status: 404)
    }
  }

  /// The URL of sample picture `index`: PNG when even, JPEG when odd.
  static func pictureURL(_ index: Int, on server: LocalHTTPServer) -> URL {
    server.url("/images/\(index)" + (index.isMultiple(of: 2) ? ".png" : ".jpg"))
  }

  static let pages: [String: String] = [
    "/pages/index.html": """
    <!doctype html><html><head><title>Trellis media</title></head><body>
    <h1>Images, albums and web pages</h1>
    <p>This page is served by the catalog itself on <code>127.0.0.1</code>, parsed by
    <b>libxml2</b> and shown as <em>styled, wrapped text</em>.</p>
    <h2>What you can do</h2>
    <ul>
      <li>Follow a link: <a href="/pages/about.html">about this demo</a></li>
      <li>Go back and forward with the toolbar</li>
      <li>Type any address in the field and press Enter</li>
    </ul>
    <ol><li>Fetch</li><li>Parse</li><li>Show</li></ol>
    <blockquote>Real, not a toy.</blockquote>
    <pre>let page = try HTMLText.parse(bytes, baseURL: url)</pre>
    <img src="/images/1.jpg" alt="A sample picture">
    <p>A <a href="/pages/missing.html">broken link</a> shows a typed error.</p>
    </body></html>
    """,
    "/pages/about.html": """
    <html><head><title>About</title></head><body><h2>About</h2>
    <p>The web view keeps a history: use <b>◀</b> to go back.</p></body></html>
    """,
  ]
}

/// The sample pictures, each drawn and encoded when first asked for (PNG
/// when even, JPEG when odd) and kept.
private final class EncodedPictures: Sendable {
  private let encoded = Locked<[Int: [UInt8]]>([:])

  func picture(_ index: Int) -> [UInt8] {
    if let known = encoded.withLock({ $0[index] }) { return known }
    let size = MediaDemoServer.pictureSize
    let image = SampleImages.photo(index, width: size.width, height: size.height)
    let bytes =
      (index.isMultiple(of: 2)
        ? try? PNGEncoder.encode(image) : try? JPEGEncoder.encode(image, quality: 88)) ?? []
    encoded.withLock { $0[index] = bytes }
    return bytes
  }
}
