import Foundation
import Trellis

/// Sets one converted bound value on a view's attributes.
typealias AttributeSetter = (inout Attributes) -> Void

/// Sets one converted bound value on many views of a tree at once,
/// comparing only the attribute it sets.
typealias BatchSetter = @MainActor (HostViewTree, [ViewID]) -> Void

/// An attribute a binding may set, by name, whatever its value type: what
/// string paths in screen files name (`"text"`, `"isOn"`). Look one up with
/// ``named(_:)``; in code, use the typed ``BoundAttribute`` instead.
public struct AnyBoundAttribute: Hashable, Sendable, CustomStringConvertible {
  /// The attribute's name, as a screen file writes it.
  public var name: String { storage.name }
  /// The type of value it takes, for error messages.
  public var valueTypeName: String { storage.valueTypeName }
  /// Applied after the attributes of lower order: a colour restyles the
  /// text a text binding set.
  var order: Int { storage.order }
  /// Converts a value once for every view showing it (`nil` when its type
  /// does not fit) into what sets it on one view's attributes (`nil` in:
  /// the attribute's default): a change shown by many views is converted
  /// once, not once per view.
  var prepare: @Sendable (Any?) -> AttributeSetter? { storage.prepare }
  /// The value a control's edit reports for this attribute, for two-way
  /// bindings; `nil` for other events and attributes no control edits.
  var editedValue: @Sendable (HostEvent) -> Any? { storage.editedValue }
  /// Like ``prepare``, for many views at once (see
  /// `HostViewTree.applyObservedValue(for:to:_:)`); `nil` for an attribute
  /// that does not set one attribute of its own (a colour restyling text).
  var prepareBatch: (@Sendable (Any?) -> BatchSetter?)? { storage.prepareBatch }

  /// One object: an attribute is copied for every binding applied, by a
  /// single retain.
  private let storage: Storage

  init(
    name: String, valueTypeName: String, order: Int,
    prepare: @escaping @Sendable (Any?) -> AttributeSetter?,
    prepareBatch: (@Sendable (Any?) -> BatchSetter?)? = nil,
    editedValue: @escaping @Sendable (HostEvent) -> Any?, editable: Bool
  ) {
    storage = Storage(
      name: name, valueTypeName: valueTypeName, order: order, prepare: prepare,
      prepareBatch: prepareBatch, editedValue: editedValue, editable: editable)
  }

  /// What an attribute is made of.
  private final class Storage: Sendable {
    let name: String
    let valueTypeName: String
    let order: Int
    let prepare: @Sendable (Any?) -> AttributeSetter?
    let prepareBatch: (@Sendable (Any?) -> BatchSetter?)?
    let editedValue: @Sendable (HostEvent) -> Any?
    let editable: Bool

    init(
      name: String, valueTypeName: String, order: Int,
      prepare: @escaping @Sendable (Any?) -> AttributeSetter?,
      prepareBatch: (@Sendable (Any?) -> BatchSetter?)?,
      editedValue: @escaping @Sendable (HostEvent) -> Any?, editable: Bool
    ) {
      self.name = name
      self.valueTypeName = valueTypeName
      self.order = order
      self.prepare = prepare
      self.prepareBatch = prepareBatch
      self.editedValue = editedValue
      self.editable = editable
    }
  }

  /// Attributes are equal when their names are.
  public static func == (lhs: AnyBoundAttribute, rhs: AnyBoundAttribute) -> Bool {
    lhs.storage === rhs.storage || lhs.name == rhs.name
  }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// The name.
  public var description: String { name }

  /// Applies a value (`nil`: the attribute's default); `false` when the
  /// value's type does not fit.
  func apply(_ value: Any?, to attributes: inout Attributes) -> Bool {
    guard let set = prepare(value) else { return false }
    set(&attributes)
    return true
  }

  /// Whether a control edits this attribute (a two-way binding writes
  /// its edits back).
  public var isEditable: Bool { storage.editable }

  /// The bindable attribute called `name`.
  ///
  /// - Throws: ``BindingError/unknownAttribute(_:)`` when there is none.
  public static func named(_ name: String) throws(BindingError) -> AnyBoundAttribute {
    guard let attribute = builtIn[name] else { throw BindingError.unknownAttribute(name) }
    return attribute
  }

  /// Every built-in bindable attribute, by name: `text`, `title`, `value`
  /// (a text field's text), `placeholder`, `label`, `badgeText`,
  /// `imageName`, `imageFile`, `imageURL`, `altText`, `isOn`, `disabled`,
  /// `selected`, `animating`, `doubleValue` (a slider's or progress bar's
  /// value), `minimum`, `maximum`, `selectedIndex`, `segments`, `date`,
  /// `maxLines`, `foregroundColor`, `backgroundColor`, `tint`.
  public static let builtIn: [String: AnyBoundAttribute] = {
    let attributes: [AnyBoundAttribute] = [
      BoundAttribute<String>.text.erased, BoundAttribute<String>.title.erased,
      BoundAttribute<String>.value.erased, BoundAttribute<String>.placeholder.erased,
      BoundAttribute<String>.label.erased, BoundAttribute<String>.badgeText.erased,
      BoundAttribute<String>.imageName.erased, BoundAttribute<String>.imageFile.erased,
      BoundAttribute<String>.imageURL.erased, BoundAttribute<String>.altText.erased,
      BoundAttribute<Bool>.isOn.erased, BoundAttribute<Bool>.disabled.erased,
      BoundAttribute<Bool>.selected.erased, BoundAttribute<Bool>.animating.erased,
      BoundAttribute<Double>.doubleValue.erased, BoundAttribute<Double>.minimum.erased,
      BoundAttribute<Double>.maximum.erased, BoundAttribute<Int>.selectedIndex.erased,
      BoundAttribute<[String]>.segments.erased, BoundAttribute<Date>.date.erased,
      BoundAttribute<Int>.maxLines.erased, BoundAttribute<Color>.foregroundColor.erased,
      BoundAttribute<Color>.backgroundColor.erased, BoundAttribute<Color>.tint.erased,
    ]
    return Dictionary(attributes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }()
}
