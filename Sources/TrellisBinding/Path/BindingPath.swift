/// A binding path as TJBinder writes it: `bindTo.`, operators that walk
/// the mounted view tree, `dataObject`, then a key path into that object.
///
/// ```
/// bindTo.@cell.dataObject.owner.address.city
/// ╰─────╯╰───╯╰─────────╯╰─────────────────╯
///  prefix steps  the view's   keys, read one after another
///               data object   (optionals along the way end in nil)
/// ```
///
/// Parse text with ``init(parsing:)``, which says where a path is wrong;
/// screen files and ``Component/bind(_:toPath:)`` use it.
public struct BindingPath: Hashable, Sendable, CustomStringConvertible {
  /// The operators, applied in order from the bound view.
  public var steps: [BindingStep]
  /// The keys read from the data object, in order; empty binds the data
  /// object itself.
  public var keys: [String]

  /// A path of `steps` then `keys`.
  public init(steps: [BindingStep] = [], keys: [String]) {
    self.steps = steps
    self.keys = keys
  }

  /// Parses a path such as `bindTo.@superviewWithTag[card].dataObject.name`.
  ///
  /// - Throws: ``BindingPathError`` with the character offset of the first
  ///   problem.
  public init(parsing text: String) throws(BindingPathError) {
    var parser = BindingPathParser(text: text)
    self = try parser.parse()
  }

  /// Whether `text` parses as a path: `nil` when it does, else the error.
  /// For validating a screen file without keeping the path.
  public static func validate(_ text: String) -> BindingPathError? {
    do {
      _ = try BindingPath(parsing: text)
      return nil
    } catch {
      return error
    }
  }

  /// The path's text, which parses back to it.
  public var description: String {
    (["bindTo"] + steps.map(\.description) + ["dataObject"] + keys).joined(separator: ".")
  }
}
