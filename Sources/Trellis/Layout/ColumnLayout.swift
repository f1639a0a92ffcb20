/// How the cells of a ``ColumnRow`` share the row's width: fixed columns
/// take their width, flexible ones share what is left by weight, with
/// `spacing` between neighbours.
///
/// One layout is shared by a table's header and all its rows, so their
/// columns line up. Its lengths are in ``unit``: the host's own units, or
/// characters of the host's text (``SizeUnit/text``), which give a column room for the same
/// text on every host (7 characters are 7 cells on a terminal and 7 `ch`
/// in a browser):
///
/// ```swift
/// let columns = ColumnLayout(
///   [.fixed(6, alignment: .trailing), .flexible(), .fixed(12)], unit: .text)
/// ColumnRow(columns, ["#", "Name", "City"]).bold()
/// ColumnRow(columns, ["1", "Ada Lovelace", "London"])
/// ```
public struct ColumnLayout: Hashable, Sendable, AttributeValue {
  /// The columns, leading to trailing.
  public var columns: [Column]
  /// The gap between neighbouring columns, in ``unit``.
  public var spacing: Double
  /// What the fixed widths, the minimums and the spacing count: the host's
  /// units, or characters of its text (``SizeUnit/text``).
  public var unit: SizeUnit

  /// A layout of `columns` with `spacing` between them, its lengths
  /// counted in `unit` (by default the host's own).
  public init(_ columns: [Column], spacing: Double = 1, unit: SizeUnit = .host) {
    self.columns = columns
    self.spacing = max(0, spacing)
    self.unit = unit
  }

  /// The same layout in the host's units, where a character of its text
  /// is `characterWidth` wide (a layout already in them is returned as it
  /// is).
  public func inHostUnits(characterWidth: Double) -> ColumnLayout {
    guard unit == .text else { return self }
    let scale = characterWidth.isFinite && characterWidth > 0 ? characterWidth : 0
    let columns = columns.map { column -> Column in
      switch column.width {
      case .fixed(let width):
        Column(width: .fixed(width * scale), alignment: column.alignment)
      case .flexible(let weight, let minimum):
        Column(
          width: .flexible(weight: weight, minimum: minimum * scale), alignment: column.alignment)
      }
    }
    return ColumnLayout(columns, spacing: spacing * scale, unit: .host)
  }

  /// One column of a ``ColumnLayout``.
  public struct Column: Hashable, Sendable {
    /// How wide a column is.
    public enum Width: Hashable, Sendable {
      /// Exactly this wide, in the layout's ``ColumnLayout/unit``.
      case fixed(Double)
      /// A share of the width the fixed columns and spacing leave,
      /// proportional to `weight`, and at least `minimum` (in the layout's
      /// ``ColumnLayout/unit``).
      case flexible(weight: Double, minimum: Double)
    }

    /// How wide the column is.
    public var width: Width
    /// Where a cell's text sits in the column when it is narrower.
    public var alignment: TextAlignment

    /// A column `width` wide, its text aligned by `alignment`.
    public init(width: Width, alignment: TextAlignment = .leading) {
      switch width {
      case .fixed(let points):
        self.width = .fixed(points.isFinite ? max(0, points) : 0)
      case .flexible(let weight, let minimum):
        self.width = .flexible(
          weight: weight.isFinite ? max(0, weight) : 0,
          minimum: minimum.isFinite ? max(0, minimum) : 0)
      }
      self.alignment = alignment
    }

    /// A column exactly `width` wide.
    public static func fixed(_ width: Double, alignment: TextAlignment = .leading) -> Column {
      Column(width: .fixed(width), alignment: alignment)
    }

    /// A column sharing the leftover width by `weight`, at least `minimum`
    /// wide.
    public static func flexible(
      weight: Double = 1, minimum: Double = 0, alignment: TextAlignment = .leading
    ) -> Column {
      Column(width: .flexible(weight: weight, minimum: minimum), alignment: alignment)
    }
  }

  /// Where one column sits in a row: its leading edge and its width.
  public struct Span: Hashable, Sendable {
    /// The column's leading edge, from the row's.
    public var x: Double
    /// The column's width.
    public var width: Double
  }

  /// Whether some column takes a share of the leftover width (the row
  /// then fills whatever width it is offered).
  public var isFlexible: Bool {
    columns.contains { if case .flexible = $0.width { true } else { false } }
  }

  /// The narrowest the row can be with every column at its fixed width or
  /// its minimum, in the host's units where a character is
  /// `characterWidth` wide: the row's width when nothing is left to share.
  public func naturalWidth(characterWidth: Double) -> Double {
    inHostUnits(characterWidth: characterWidth).naturalWidthAsGiven
  }

  /// ``naturalWidth(characterWidth:)`` of a layout in the host's units.
  @available(
    *, deprecated, message: "Give the host's character width: naturalWidth(characterWidth:)"
  )
  public var naturalWidth: Double { naturalWidth(characterWidth: 1) }

  /// The natural width with the lengths taken as they are.
  private var naturalWidthAsGiven: Double {
    var total = spacing * Double(max(0, columns.count - 1))
    for column in columns {
      switch column.width {
      case .fixed(let width): total += width
      case .flexible(_, let minimum): total += minimum
      }
    }
    return total
  }

  /// Each column's span in a row `width` wide, in the host's units where a
  /// character of its text is `characterWidth` wide
  /// (``LayoutEnvironment/characterWidth``), on a grid of `1 / scale`: the
  /// host's ``LayoutEnvironment/pointScale`` (1 for whole cells).
  ///
  /// Flexible columns share the width left by fixed ones and spacing, by
  /// weight; a column whose share is below its minimum takes the minimum
  /// and the others share the rest. Fixed widths and the spacing are put on
  /// the grid once and kept exactly; flexible widths are rounded as running
  /// totals, so together they take exactly what is left and a row that
  /// fills `width` ends at it. When `width` is below ``naturalWidth`` the
  /// columns keep their widths and the row overflows (its view clips what
  /// does not fit).
  public func spans(inWidth width: Double, scale: Double, characterWidth: Double) -> [Span] {
    inHostUnits(characterWidth: characterWidth).spansAsGiven(inWidth: width, scale: scale)
  }

  /// ``spans(inWidth:scale:characterWidth:)`` of a layout in the host's units.
  @available(
    *, deprecated, message: "Give the host's character width: spans(inWidth:scale:characterWidth:)"
  )
  public func spans(inWidth width: Double, scale: Double) -> [Span] {
    spans(inWidth: width, scale: scale, characterWidth: 1)
  }

  private func spansAsGiven(inWidth width: Double, scale: Double) -> [Span] {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    func onGrid(_ value: Double) -> Double { (value * scale).rounded() / scale }
    let gap = onGrid(spacing)
    let grid = ColumnLayout(
      columns.map { column in
        guard case .fixed(let fixed) = column.width else { return column }
        return Column(width: .fixed(onGrid(fixed)), alignment: column.alignment)
      }, spacing: gap)
    let widths = grid.resolvedWidths(in: width.isFinite ? max(0, width) : grid.naturalWidthAsGiven)
    var spans: [Span] = []
    spans.reserveCapacity(widths.count)
    var x = 0.0
    // Running total of the flexible widths, exact and on the grid.
    var flexibleTotal = 0.0
    var flexibleOnGrid = 0.0
    for (index, column) in grid.columns.enumerated() {
      let columnWidth: Double
      if case .fixed(let fixed) = column.width {
        columnWidth = fixed
      } else {
        flexibleTotal += widths[index]
        let total = onGrid(flexibleTotal)
        columnWidth = total - flexibleOnGrid
        flexibleOnGrid = total
      }
      spans.append(Span(x: x, width: columnWidth))
      x += columnWidth + gap
    }
    return spans
  }

  /// Unrounded column widths for a row `width` wide.
  private func resolvedWidths(in width: Double) -> [Double] {
    var widths = [Double](repeating: 0, count: columns.count)
    var flexible: [Int] = []
    var left = width - spacing * Double(max(0, columns.count - 1))
    for (index, column) in columns.enumerated() {
      switch column.width {
      case .fixed(let fixed):
        widths[index] = fixed
        left -= fixed
      case .flexible:
        flexible.append(index)
      }
    }
    // Columns whose weighted share is under their minimum are fixed at it,
    // one round at a time, until every remaining share is at least its
    // minimum (at most one round per flexible column).
    while !flexible.isEmpty {
      let totalWeight = flexible.reduce(0.0) { $0 + weight(of: $1) }
      var clamped: [Int] = []
      for index in flexible {
        let share =
          totalWeight > 0 ? max(0, left) * weight(of: index) / totalWeight : 0
        if share < minimum(of: index) { clamped.append(index) }
      }
      if clamped.isEmpty {
        for index in flexible {
          widths[index] = totalWeight > 0 ? max(0, left) * weight(of: index) / totalWeight : 0
        }
        break
      }
      for index in clamped {
        widths[index] = minimum(of: index)
        left -= minimum(of: index)
      }
      flexible.removeAll { clamped.contains($0) }
    }
    return widths
  }

  private func weight(of index: Int) -> Double {
    if case .flexible(let weight, _) = columns[index].width { weight } else { 0 }
  }

  private func minimum(of index: Int) -> Double {
    if case .flexible(_, let minimum) = columns[index].width { minimum } else { 0 }
  }

  /// The columns and spacing on one line, for logs and snapshots.
  public var description: String {
    let parts = columns.map { column -> String in
      let width =
        switch column.width {
        case .fixed(let width): "fixed \(width)"
        case .flexible(let weight, let minimum): "flexible \(weight) min \(minimum)"
        }
      return column.alignment == .leading ? width : "\(width) \(column.alignment)"
    }
    let units = unit == .host ? "" : " in \(unit.rawValue)"
    return "columns [\(parts.joined(separator: ", "))] spacing \(spacing)\(units)"
  }
}

extension ColumnLayout {
  /// ``naturalWidth(characterWidth:)`` in `environment`, measuring a
  /// character only for a layout in characters.
  func naturalWidth(in environment: LayoutEnvironment) -> Double {
    naturalWidth(characterWidth: unit == .host ? 1 : environment.characterWidth)
  }
}
