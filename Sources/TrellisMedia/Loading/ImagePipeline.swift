public import Foundation
public import Trellis

/// Loads images: memory cache, then disk cache (revalidated with the
/// server when stale), then the network; decodes and downscales off the
/// main actor.
///
/// However many callers ask for one URL at once, there is one request;
/// when every caller waiting for it is cancelled, the request is too.
///
/// ```swift
/// let pipeline = ImagePipeline(diskCache: DiskCache(directory: folder))
/// let image = try await pipeline.image(for: url, fitting: PixelSize(width: 40, height: 20))
/// ```
public actor ImagePipeline {
  /// A pipeline with a memory cache and a disk cache in
  /// ``DiskCache/defaultDirectory``.
  public static let shared = ImagePipeline(
    diskCache: DiskCache(directory: DiskCache.defaultDirectory))

  /// Decoded images in memory.
  public nonisolated let memoryCache: MemoryImageCache
  /// Response bodies on disk, if any.
  public nonisolated let diskCache: DiskCache?
  /// The HTTP client.
  public nonisolated let client: HTTPClient
  /// The decoder.
  public nonisolated let decoder: ImageDecoder

  private struct Fetch {
    var generation: Int
    var task: Task<Void, Never>
    var waiters: [Int: CheckedContinuation<[UInt8], any Error>]
  }

  private var fetches: [URL: Fetch] = [:]
  private var nextID = 0
  /// How many network requests this pipeline has started.
  public private(set) var requestCount = 0

  /// Creates a pipeline.
  public init(
    client: HTTPClient = .shared, memoryCache: MemoryImageCache = MemoryImageCache(),
    diskCache: DiskCache? = nil, decoder: ImageDecoder = ImageDecoder()
  ) {
    self.client = client
    self.memoryCache = memoryCache
    self.diskCache = diskCache
    self.decoder = decoder
  }

  /// The image at `url` scaled to fit `size`, if the memory cache holds it
  /// (no waiting, no request).
  public nonisolated func cachedImage(for url: URL, fitting size: PixelSize?) -> PixelImage? {
    memoryCache.image(for: .init(url: url.absoluteString, size: size))
  }

  /// The image at `url` scaled to fill `size`, if the memory cache holds
  /// it.
  public nonisolated func cachedImage(for url: URL, filling size: PixelSize) -> PixelImage? {
    memoryCache.image(for: .init(url: url.absoluteString, size: size, fills: true))
  }

  /// The image at `url` scaled to cover `size` and cropped to it around
  /// the centre (a "fill" zoom).
  ///
  /// - Throws: ``MediaLoadingError`` or `CancellationError`.
  public nonisolated func image(for url: URL, filling size: PixelSize) async throws -> PixelImage {
    let key = MemoryImageCache.Key(url: url.absoluteString, size: size, fills: true)
    if let image = memoryCache.image(for: key) { return image }
    let bytes = try await data(for: url)
    try Task.checkCancellation()
    let image: PixelImage
    do {
      image = try decoder.decode(bytes, filling: size)
    } catch {
      throw MediaLoadingError.decoding(error, url)
    }
    memoryCache.insert(image, for: key)
    return image
  }

  /// The image at `url` (an `http`, `https` or `file` URL), scaled down to
  /// fit `size` when given.
  ///
  /// - Throws: ``MediaLoadingError`` naming what failed and the URL, or
  ///   `CancellationError` when the calling task was cancelled.
  public nonisolated func image(for url: URL, fitting size: PixelSize? = nil) async throws
    -> PixelImage
  {
    let key = MemoryImageCache.Key(url: url.absoluteString, size: size)
    if let image = memoryCache.image(for: key) { return image }
    let bytes = try await data(for: url)
    try Task.checkCancellation()
    let image: PixelImage
    do {
      image = try decoder.decode(bytes, fitting: size)
    } catch {
      throw MediaLoadingError.decoding(error, url)
    }
    memoryCache.insert(image, for: key)
    return image
  }

  /// The body at `url`: from a fresh disk entry, else from the network
  /// (one request per URL however many ask; revalidating a stale entry).
  ///
  /// - Throws: ``MediaLoadingError`` or `CancellationError`.
  public func data(for url: URL) async throws -> [UInt8] {
    if url.isFileURL {
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw MediaLoadingError.fileUnreadable(url.path)
      }
      return [UInt8](data)
    }
    if let cached = diskCache?.lookup(url.absoluteString), cached.entry.isFresh() {
      return cached.body
    }
    nextID += 1
    let id = nextID
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        join(url, id: id, continuation: continuation)
      }
    } onCancel: {
      Task { await self.leave(url, id: id) }
    }
  }

  private func join(
    _ url: URL, id: Int, continuation: CheckedContinuation<[UInt8], any Error>
  ) {
    if fetches[url] != nil {
      fetches[url]?.waiters[id] = continuation
      return
    }
    requestCount += 1
    let generation = requestCount
    let client = client
    let diskCache = diskCache
    let task = Task {
      let result: Result<[UInt8], any Error>
      do {
        result = .success(try await Self.fetch(url, client: client, diskCache: diskCache))
      } catch {
        result = .failure(error)
      }
      self.finish(url, generation: generation, result: result)
    }
    fetches[url] = Fetch(generation: generation, task: task, waiters: [id: continuation])
  }

  private func leave(_ url: URL, id: Int) {
    guard let continuation = fetches[url]?.waiters.removeValue(forKey: id) else { return }
    continuation.resume(throwing: CancellationError())
    if fetches[url]?.waiters.isEmpty == true {
      fetches[url]?.task.cancel()
      fetches[url] = nil
    }
  }

  private func finish(_ url: URL, generation: Int, result: Result<[UInt8], any Error>) {
    guard let fetch = fetches[url], fetch.generation == generation else { return }
    fetches[url] = nil
    for continuation in fetch.waiters.values { continuation.resume(with: result) }
  }

  private static func fetch(_ url: URL, client: HTTPClient, diskCache: DiskCache?) async throws
    -> [UInt8]
  {
    let key = url.absoluteString
    let stale = diskCache?.lookup(key)
    var headers: [String: String] = [:]
    if let entry = stale?.entry {
      if let etag = entry.etag { headers["If-None-Match"] = etag }
      if let date = entry.lastModified { headers["If-Modified-Since"] = date }
    }
    let response = try await client.get(url, headers: headers)
    let directives = CacheDirectives(headers: response.headers)
    if response.status == 304, let stale {
      diskCache?.refresh(key, directives: directives)
      return stale.body
    }
    guard (200..<300).contains(response.status) else {
      throw MediaLoadingError.httpStatus(response.status, url)
    }
    diskCache?.store(response.body, directives: directives, for: key)
    return response.body
  }
}
