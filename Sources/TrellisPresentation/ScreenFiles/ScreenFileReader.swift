import Foundation

extension ScreenFile {
  /// The text of the screen file at `path`, read only once its size on
  /// disk is known to be within `limits.maximumFileSize`.
  ///
  /// ```swift
  /// do {
  ///   let text = try ScreenFile.readText(atPath: "Screens/About.yaml")
  ///   print(text.count)
  /// } catch {
  ///   print(error)  // Screens/About.yaml:1:1: error: no such file
  /// }
  /// ```
  ///
  /// - Throws: a ``ScreenFileError`` at line 1 of the file: of kind
  ///   ``ScreenFileProblem/Kind/unreadable`` for a missing file, a
  ///   directory, a file that is not UTF-8 text (naming the line of the
  ///   first bad byte) or one that cannot be opened;
  ///   ``ScreenFileProblem/Kind/limitExceeded`` for a file over the limit.
  public static func readText(atPath path: String, limits: ScreenFileLimits = .default)
    throws(ScreenFileError) -> String
  {
    let start = SourceLocation(file: path, line: 1, column: 1)
    var info = stat()
    guard stat(path, &info) == 0 else {
      let reason = errno == ENOENT ? "no such file" : String(cString: strerror(errno))
      throw ScreenFileError(.unreadable, at: start, "cannot read the screen file: \(reason)")
    }
    guard info.st_mode & S_IFMT != S_IFDIR else {
      throw ScreenFileError(.unreadable, at: start, "is a directory, not a screen file")
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw ScreenFileError(.unreadable, at: start, "is not a regular file")
    }
    try checkSize(Int(info.st_size), limits: limits, at: start)
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw ScreenFileError(
        .unreadable, at: start, "cannot read the screen file: \(String(cString: strerror(errno)))")
    }
    defer { try? handle.close() }
    // One byte more than the limit: a file that grew since `stat` is caught.
    let data: Data
    do {
      data = try handle.read(upToCount: limits.maximumFileSize + 1) ?? Data()
    } catch {
      throw ScreenFileError(.unreadable, at: start, "cannot read the screen file: \(error)")
    }
    try checkSize(data.count, limits: limits, at: start)
    return try text(of: data, path: path)
  }

  static func checkSize(_ size: Int, limits: ScreenFileLimits, at start: SourceLocation)
    throws(ScreenFileError)
  {
    guard size > limits.maximumFileSize else { return }
    throw ScreenFileError(
      .limitExceeded, at: start,
      "the file has \(size > limits.maximumFileSize + 1 ? "\(size)" : "more than \(limits.maximumFileSize)") bytes, over the limit of \(limits.maximumFileSize) (ScreenFileLimits.maximumFileSize)"
    )
  }

  /// `data` as UTF-8 text, or an error at the line of its first bad byte.
  private static func text(of data: Data, path: String) throws(ScreenFileError) -> String {
    let bytes = [UInt8](data)
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    loop: while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput, .error: break loop
      }
    }
    let before = bytes[..<offset]
    let line = before.count { $0 == 0x0A } + 1
    let column = offset - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
    throw ScreenFileError(
      .unreadable, at: SourceLocation(file: path, line: line, column: column),
      "not UTF-8 text: byte \(offset) is not valid UTF-8")
  }
}
