// Fuzzes what the client side makes of an HTTP response: the head's fields, the body
// collected under a limit as it arrives in chunks, the cache directives, and the web
// view's entry (content type, binary sniffing, HTML parsing).
// The input is: one byte choosing the limit (× 16 bytes), one choosing the chunk size
// (1–256), then a response head ("HTTP/1.1 200 OK\r\nName: value\r\n…\r\n\r\n") and body.
// For each input it checks that:
// - nothing traps: bad input is a typed error;
// - a declared Content-Length over the limit is refused before any byte;
// - the collected body never holds more than the limit, fails exactly when the body
//   is longer, and is the body's prefix;
// - a response typed as an image is never shown as a page.
//
// Built with -DFUZZING (see Fuzz/run.sh) this is a libFuzzer target; otherwise it
// replays the files or folders given as arguments.

import Foundation
import FuzzSupport
import TrellisMedia

@main
enum HTTPBodyFuzzing: FuzzTarget {
  static let url = URL(string: "http://example.test/page.html")!

  static func fuzzOne(_ data: UnsafeBufferPointer<UInt8>) {
    guard data.count >= 2 else { return }
    let limit = Int(data[0]) * 16
    let chunkSize = Int(data[1]) + 1
    let (status, headers, body) = split(Array(data[2...]))
    let declared = headers["content-length"].flatMap { Int64($0) }
    guard let collected = collect(body, limit: limit, declared: declared, chunkSize: chunkSize)
    else { return }
    _ = CacheDirectives(headers: headers, now: Date(timeIntervalSince1970: 0))
    let response = HTTPResponse(url: url, status: status, headers: headers, body: collected)
    let page: Result<WebContent, WebPageError> = Result { () throws(WebPageError) in
      try WebPageLoader.content(of: response)
    }
    let type = headers["content-type"]?.lowercased().trimmingCharacters(in: .whitespaces) ?? ""
    if type.hasPrefix("image/"), case .success = page { fatalError("an image shown as a page") }
    if case .failure(let error) = page { _ = error.description }
  }

  /// The body as the client keeps it, checking the limit's promises; nil when refused.
  static func collect(_ body: [UInt8], limit: Int, declared: Int64?, chunkSize: Int) -> [UInt8]? {
    var collected: LimitedBody
    do {
      collected = try LimitedBody(limit: limit, declaredLength: declared)
    } catch {
      if let declared, declared <= Int64(limit) { fatalError("refused \(declared) ≤ \(limit)") }
      _ =
        MediaLoadingError.bodyTooLarge(
          url, kind: .page, limit: limit, declaredLength: declared
        ).description
      return nil
    }
    var start = 0
    while start < body.count {
      let chunk = body[start..<min(body.count, start + chunkSize)]
      do {
        try collected.append(contentsOf: chunk)
      } catch {
        if start + chunk.count <= limit { fatalError("refused \(start + chunk.count) ≤ \(limit)") }
        if collected.bytes.count > limit { fatalError("holds more than the limit") }
        return nil
      }
      start += chunk.count
    }
    if body.count > limit || collected.bytes != body { fatalError("kept the wrong bytes") }
    return collected.bytes
  }

  /// The status, the fields (names lowercased, as the client gives them) and the body.
  static func split(_ bytes: [UInt8]) -> (Int, [String: String], [UInt8]) {
    guard let end = bytes.firstRange(of: [13, 10, 13, 10]) else { return (200, [:], bytes) }
    let lines = String(decoding: bytes[..<end.lowerBound], as: UTF8.self)
      .components(separatedBy: "\r\n")
    let status = lines.first.flatMap { line in
      line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] =
        line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return (status ?? 200, headers, Array(bytes[end.upperBound...]))
  }
}
