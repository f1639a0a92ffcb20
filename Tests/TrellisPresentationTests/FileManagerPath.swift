import Foundation

enum FileManagerPath {
  /// A fresh path in a new temporary directory.
  static func temporary(_ name: String) -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-presentation-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent(name).path
  }
}
