import Foundation

/// The keys of a screen's data object type, so the loader and
/// `trellis-check` can check a screen's binding paths before it runs.
///
/// A screen declares its data object's type (`dataObject: Clock`); the app
/// registers the type (``ScreenFileRegistry/register(dataObject:name:nested:)``)
/// and `trellis-check` is told its keys (`--data-object Clock:time,zone`).
/// Each path that reads the screen's data object — no operator outside a
/// bound table row, or `@rootview` — is checked key by key: a key the type
/// lacks is reported at its file, line and column.
public struct DataObjectSchema: Sendable, Hashable {
  /// The type's keys.
  public var keys: Set<String>
  /// The keys whose values are objects of a registered type of their own,
  /// by that type's name: their keys are checked too.
  public var nested: [String: String]

  /// Creates a schema.
  public init(keys: Set<String>, nested: [String: String] = [:]) {
    self.keys = keys
    self.nested = nested
  }

  /// Reads a declaration as `trellis-check` takes it:
  /// `Name:key,key=NestedType,…`; `nil` when it is not one.
  public static func parse(declaration: String) -> (name: String, schema: DataObjectSchema)? {
    let parts = declaration.split(separator: ":", maxSplits: 1).map(String.init)
    guard parts.count == 2, !parts[0].isEmpty else { return nil }
    var schema = DataObjectSchema(keys: [])
    for entry in parts[1].split(separator: ",") {
      let pair = entry.split(separator: "=", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard let key = pair.first, !key.isEmpty else { return nil }
      schema.keys.insert(key)
      if pair.count == 2 { schema.nested[key] = pair[1] }
    }
    return (parts[0], schema)
  }
}
