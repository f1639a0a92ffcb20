public import Foundation
internal import Synchronization
public import Trellis

/// Loads images: memory cache, then disk cache (revalidated with the
/// server when stale), then the network; decodes and downscales off the
/// main actor.
///
/// However many callers ask for one URL at once, there is one request;
/// when every caller waiting for it is cancelled, the request is too
/// (``isFetching(_:)`` and ``fetchesInFlight`` tell what is under way).
///
/// A body (or a `file:` URL's file) larger than the client's
/// ``HTTPBodyLimits/image`` (32 MiB by default) is refused while it
/// arrives, or from the file's size before reading it, with
/// ``MediaLoadingError/bodyTooLarge(_:kind:limit:declaredLength:)``.
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

  /// The requests under way and their callers, behind a lock rather than
  /// in the actor's state: queried without a hop, left synchronously by a
  /// cancelled caller (D-263).
  private nonisolated let fetches = Locked(
    ImageFetches<CheckedContinuation<[UInt8], any Error>>())

  private nonisolated let resolution = Locked(PixelSize(width: 1, height: 2))

  /// The pixels per terminal cell images are made for, by default, by
  /// views that load through this pipeline (``NetworkImage``): 1 × 2 for
  /// half blocks until a graphics protocol is in use, then a cell's size
  /// in pixels (`GraphicsSetup` sets it at start-up), so a picture sent
  /// as pixels carries every pixel the terminal can show.
  public nonisolated var pixelsPerCell: PixelSize { resolution.withLock { $0 } }

  /// Sets ``pixelsPerCell`` (at least 1 × 1), and ``pixelsPerTextCell``
  /// with it, as on a grid, where a cell is a character by a line; views
  /// made after use them.
  public nonisolated func setPixelsPerCell(_ size: PixelSize) {
    let size = PixelSize(width: max(1, size.width), height: max(1, size.height))
    resolution.withLock { $0 = size }
    textResolution.withLock { $0 = size }
  }

  private nonisolated let textResolution = Locked(PixelSize(width: 1, height: 2))

  /// The pixels images sized in text (`SizeUnit.text`) are
  /// made for per character of the host's text across and per line down:
  /// a cell's on a terminal (set with ``pixelsPerCell``), a character's
  /// width and a line's height in device pixels on a pixel host.
  public nonisolated var pixelsPerTextCell: PixelSize { textResolution.withLock { $0 } }

  /// Sets ``pixelsPerTextCell`` (at least 1 × 1) alone: a pixel host, whose
  /// characters are not its unit; call it after ``setPixelsPerCell(_:)``,
  /// which sets both.
  public nonisolated func setPixelsPerTextCell(_ size: PixelSize) {
    textResolution.withLock {
      $0 = PixelSize(width: max(1, size.width), height: max(1, size.height))
    }
  }

  /// How many network requests this pipeline has started.
  public nonisolated var requestCount: Int { fetches.withLock { $0.requestCount } }

  /// Whether a network request for `url` is under way: started, its body
  /// not back yet, and some caller still waiting for it. False again as
  /// soon as the last caller waiting is cancelled (a ``NetworkImage`` whose
  /// view went), since the request is cancelled with it.
  ///
  /// ```swift
  /// let task = Task { try await pipeline.image(for: url) }
  /// task.cancel()
  /// // Once the task has ended, pipeline.isFetching(url) is false.
  /// ```
  public nonisolated func isFetching(_ url: URL) -> Bool {
    fetches.withLock { $0.isFetching(url) }
  }

  /// How many URLs have a network request under way (see
  /// ``isFetching(_:)``).
  public nonisolated var fetchesInFlight: Int { fetches.withLock { $0.inFlight } }

  /// How many callers wait for the request for `url` (for tests: a second
  /// view has joined a fetch another view started).
  nonisolated func callersWaiting(for url: URL) -> Int {
    fetches.withLock { $0.callersWaiting(for: url) }
  }

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
    let decoder = decoder
    return try await image(for: url, key: key) { bytes throws(ImageDecodingError) in
      try decoder.decode(bytes, filling: size)
    }
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
    let decoder = decoder
    return try await image(for: url, key: key) { bytes throws(ImageDecodingError) in
      try decoder.decode(bytes, fitting: size)
    }
  }

  /// The image for `key`: from the memory cache, else the body decoded
  /// with `decode` and put in the memory cache. The body is held while it
  /// is decoded, so callers of the same URL meanwhile share it.
  private nonisolated func image(
    for url: URL, key: MemoryImageCache.Key,
    decode: @Sendable ([UInt8]) throws(ImageDecodingError) -> PixelImage
  ) async throws -> PixelImage {
    if let image = memoryCache.image(for: key) { return image }
    let (bytes, held) = try await body(for: url, holding: true)
    let result: Result<PixelImage, any Error>
    if Task.isCancelled {
      result = .failure(CancellationError())
    } else {
      do {
        let image = try decode(bytes)
        memoryCache.insert(image, for: key)
        result = .success(image)
      } catch {
        result = .failure(MediaLoadingError.decoding(error, url))
      }
    }
    if held { release(url) }
    return try result.get()
  }

  /// The body at `url`: from a fresh disk entry, else from the network
  /// (one request per URL however many ask; revalidating a stale entry).
  ///
  /// - Throws: ``MediaLoadingError`` or `CancellationError`.
  public nonisolated func data(for url: URL) async throws -> [UInt8] {
    try await body(for: url, holding: false).bytes
  }

  /// The body at `url`, and whether the caller now holds it (it must then
  /// ``release(_:)`` it once decoded).
  private nonisolated func body(for url: URL, holding: Bool) async throws -> (
    bytes: [UInt8], held: Bool
  ) {
    if url.isFileURL {
      return (
        try LimitedFileReader.contents(of: url, limit: client.bodyLimits.image, kind: .image), false
      )
    }
    if let body = fetches.withLock({ $0.takeBody(of: url, holding: holding) }) {
      return (body, holding)
    }
    if let cached = diskCache?.lookup(url.absoluteString), cached.entry.isFresh() {
      return (cached.body, false)
    }
    let caller = fetches.withLock { $0.arrive() }
    let bytes = try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        join(url, caller: caller, waiter: .init(continuation: continuation, holds: holding))
      }
    } onCancel: {
      // Synchronously: the request is cancelled, and isFetching(url) false,
      // by the time the task's cancel() returns.
      let (waiter, task) = fetches.withLock { $0.leave(url, caller: caller) }
      waiter?.resume(throwing: CancellationError())
      task?.cancel()
    }
    return (bytes, holding)
  }

  /// A caller that held the body of `url` has decoded it.
  private nonisolated func release(_ url: URL) {
    fetches.withLock { $0.release(url) }
  }

  private nonisolated func join(
    _ url: URL, caller: Int,
    waiter: ImageFetches<CheckedContinuation<[UInt8], any Error>>.Waiter
  ) {
    switch fetches.withLock({ $0.join(url, caller: caller, waiter: waiter) }) {
    case .waiting:
      return
    case .cancelled:
      waiter.continuation.resume(throwing: CancellationError())
    case .body(let body):
      waiter.continuation.resume(returning: body)
    case .start(let generation):
      let client = client
      let diskCache = diskCache
      let task = Task {
        let result: Result<[UInt8], any Error>
        do {
          result = .success(try await Self.fetch(url, client: client, diskCache: diskCache))
        } catch {
          result = .failure(error)
        }
        let waiters = self.fetches.withLock {
          $0.finish(url, generation: generation, body: try? result.get())
        }
        for waiter in waiters { waiter.resume(with: result) }
      }
      // Every caller may have left before the task was recorded.
      if !fetches.withLock({ $0.started(url, generation: generation, task: task) }) {
        task.cancel()
      }
    }
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
    let response = try await client.get(url, headers: headers, kind: .image)
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
