/// A fixture file that cannot be read: which file, where in it, and what is wrong.
struct FixtureError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The file as given on the command line.
  var file: String
  /// A JSON path such as `tests[3] (name).root.children[0].style.width`, or empty for the
  /// whole file.
  var location: String
  /// What is wrong.
  var message: String

  var description: String {
    location.isEmpty ? "\(file): \(message)" : "\(file): at \(location): \(message)"
  }
}

/// An error inside a document, before the file name is known.
struct FixturePathError: Error, Equatable, Sendable {
  var location: String
  var message: String
}
