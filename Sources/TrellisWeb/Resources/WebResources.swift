import Synchronization
import TrellisMedia

/// What a server serves under tokens (see <doc:ImagesAndThemes>): each
/// image view's picture and each session's theme style sheet, while they
/// are shown. A resource is added when its view or theme appears and
/// removed when it goes; a closed session's resources all go, so their URLs
/// answer 404 from then on.
///
/// Shared by the sessions (on the main actor, adding and removing) and the
/// HTTP handlers (anywhere, reading), so it keeps its table behind a lock
/// and encodes images outside it.
final class WebResources: Sendable {
  private enum Resource {
    case image(WebImageSource, target: PixelSize)
    case styleSheet(String)
  }

  private struct Entry {
    let session: SessionID
    let resource: Resource
    var encoded: ServedImage?
  }

  private struct Table {
    var entries: [ResourceToken: Entry] = [:]
    var images: [SessionID: Int] = [:]
    var cachedBytes: [SessionID: Int] = [:]
  }

  /// The limits images are checked against.
  let limits: WebImageLimits
  private let table = Mutex(Table())

  init(limits: WebImageLimits) {
    self.limits = limits
  }

  /// Adds `session`'s picture from `source`, served at most `target`
  /// pixels.
  ///
  /// - Throws: ``WebImageError/tooManyImages(limit:)`` when the session
  ///   already serves ``WebImageLimits/maximumImagesPerSession`` images.
  func addImage(_ source: WebImageSource, fitting target: PixelSize, session: SessionID)
    throws(WebImageError) -> ResourceToken
  {
    let limit = limits.maximumImagesPerSession
    let token = ResourceToken()
    let added = table.withLock { table in
      guard table.images[session, default: 0] < limit else { return false }
      table.images[session, default: 0] += 1
      table.entries[token] = Entry(session: session, resource: .image(source, target: target))
      return true
    }
    guard added else { throw .tooManyImages(limit: limit) }
    return token
  }

  /// Adds `session`'s style sheet `css`.
  func addStyleSheet(_ css: String, session: SessionID) -> ResourceToken {
    let token = ResourceToken()
    table.withLock { $0.entries[token] = Entry(session: session, resource: .styleSheet(css)) }
    return token
  }

  /// Removes a resource: its URL answers 404 from now on.
  func remove(_ token: ResourceToken) {
    table.withLock { table in
      guard let entry = table.entries.removeValue(forKey: token) else { return }
      Self.forget(entry, in: &table)
    }
  }

  /// Removes every resource of `session`.
  func removeAll(of session: SessionID) {
    table.withLock { table in
      table.entries = table.entries.filter { $0.value.session != session }
      table.images[session] = nil
      table.cachedBytes[session] = nil
    }
  }

  /// How many images `session` serves.
  func imageCount(of session: SessionID) -> Int {
    table.withLock { $0.images[session, default: 0] }
  }

  /// How many resources of any session there are.
  var count: Int { table.withLock { $0.entries.count } }

  /// The style sheet named `token`, if there is one.
  func styleSheet(_ token: ResourceToken) -> String? {
    table.withLock { table in
      guard case .styleSheet(let css) = table.entries[token]?.resource else { return nil }
      return css
    }
  }

  /// The image named `token`, encoded (once, then kept within the
  /// session's ``WebImageLimits/maximumCachedBytesPerSession``); `nil` when
  /// there is no such image.
  func image(_ token: ResourceToken) -> Result<ServedImage, WebImageError>? {
    let found = table.withLock { table -> (WebImageSource, PixelSize, ServedImage?)? in
      guard let entry = table.entries[token], case .image(let source, let target) = entry.resource
      else { return nil }
      return (source, target, entry.encoded)
    }
    guard let (source, target, encoded) = found else { return nil }
    if let encoded { return .success(encoded) }
    let result = Result { () throws(WebImageError) in
      try ServedImage.encode(source, fitting: target, limits: limits)
    }
    if case .success(let image) = result { keep(image, for: token) }
    return result
  }

  private func keep(_ image: ServedImage, for token: ResourceToken) {
    let limit = limits.maximumCachedBytesPerSession
    table.withLock { table in
      guard let entry = table.entries[token], entry.encoded == nil,
        table.cachedBytes[entry.session, default: 0] + image.bytes.count <= limit
      else { return }
      table.entries[token]?.encoded = image
      table.cachedBytes[entry.session, default: 0] += image.bytes.count
    }
  }

  private static func forget(_ entry: Entry, in table: inout Table) {
    if case .image = entry.resource {
      table.images[entry.session, default: 1] -= 1
    }
    if let encoded = entry.encoded {
      table.cachedBytes[entry.session, default: 0] -= encoded.bytes.count
    }
  }
}
