import Foundation

extension PixelImage {
  /// The largest Netpbm file ``init(netpbmFileAtPath:maximumPixelCount:maximumFileSize:)``
  /// reads unless told otherwise: 64 MiB. A binary PPM of 4096×4096 pixels
  /// takes 48 MiB; larger files are refused from their size, before a byte
  /// of them is read.
  public static let defaultMaximumFileSize = 64 << 20

  /// Reads and decodes the Netpbm file at `path` within two limits: the
  /// file's size is checked before it is read (`maximumFileSize`), and the
  /// pixel count from its header before pixel memory is allocated
  /// (`maximumPixelCount`, as ``init(netpbm:maximumPixelCount:)`` does).
  ///
  /// ```swift
  /// do {
  ///   _ = try PixelImage(netpbmFileAtPath: "/tmp/missing.ppm")
  /// } catch {
  ///   print(error)  // cannot read /tmp/missing.ppm as an image file
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - path: the file to read.
  ///   - maximumPixelCount: the most pixels accepted
  ///     (``defaultMaximumPixelCount`` by default).
  ///   - maximumFileSize: the largest file read, in bytes
  ///     (``defaultMaximumFileSize`` by default).
  /// - Throws: ``PixelImageError/fileUnreadable(path:)`` for a missing file,
  ///   a directory or a device; ``PixelImageError/fileTooLarge(path:size:limit:)``
  ///   over `maximumFileSize`; otherwise what decoding throws.
  public init(
    netpbmFileAtPath path: String, maximumPixelCount: Int = defaultMaximumPixelCount,
    maximumFileSize: Int = defaultMaximumFileSize
  ) throws(PixelImageError) {
    let size = try Self.regularFileSize(atPath: path)
    guard size <= maximumFileSize else {
      throw .fileTooLarge(path: path, size: size, limit: maximumFileSize)
    }
    guard let handle = FileHandle(forReadingAtPath: path) else { throw .fileUnreadable(path: path) }
    defer { try? handle.close() }
    // Never more than the limit, even if the file grew since it was measured.
    let data = (try? handle.read(upToCount: maximumFileSize + 1)) ?? nil
    guard let data, data.count <= maximumFileSize else {
      throw .fileTooLarge(path: path, size: data?.count ?? size, limit: maximumFileSize)
    }
    try self.init(netpbm: [UInt8](data), maximumPixelCount: maximumPixelCount)
  }

  /// The size of the regular file at `path`; anything else is unreadable.
  private static func regularFileSize(atPath path: String) throws(PixelImageError) -> Int {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      attributes[.type] as? FileAttributeType == .typeRegular,
      let size = attributes[.size] as? NSNumber
    else { throw .fileUnreadable(path: path) }
    return size.intValue
  }
}
