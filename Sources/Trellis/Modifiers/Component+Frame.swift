import TrellisLayout

extension Component {
  /// Fixes the component's width and/or height; `nil` leaves it to the
  /// content and flexbox.
  ///
  /// ```swift
  /// Image(named: "avatar").frame(width: 4, height: 2)
  /// ```
  public func frame(width: Length? = nil, height: Length? = nil) -> Decorated<Self> {
    decorated { decoration in
      decoration.style.width = width?.dimension
      decoration.style.height = height?.dimension
    }
  }

  /// Bounds the component's size; `nil` leaves a bound unset.
  public func frame(
    minWidth: Length? = nil, maxWidth: Length? = nil, minHeight: Length? = nil,
    maxHeight: Length? = nil
  ) -> Decorated<Self> {
    decorated { decoration in
      decoration.style.minWidth = minWidth?.dimension
      decoration.style.maxWidth = maxWidth?.dimension
      decoration.style.minHeight = minHeight?.dimension
      decoration.style.maxHeight = maxHeight?.dimension
    }
  }

  /// Keeps the component's width ÷ height at `ratio`, as CSS's
  /// `aspect-ratio` does: `aspectRatio(2)` is twice as wide as high.
  public func aspectRatio(_ ratio: Double) -> Decorated<Self> {
    decorated { $0.style.aspectRatio = ratio }
  }

  /// Sets how the component grows and shrinks along its stack's axis, and
  /// its starting size there (flexbox's `flex-grow`, `flex-shrink`,
  /// `flex-basis`).
  ///
  /// ```swift
  /// Stack(.horizontal) {
  ///   Text(title).flex(grow: 1)   // takes the remaining width
  ///   Badge("3")
  /// }
  /// ```
  public func flex(grow: Double? = nil, shrink: Double? = nil, basis: Length? = nil)
    -> Decorated<Self>
  {
    decorated { decoration in
      decoration.style.flexGrow = grow
      decoration.style.flexShrink = shrink
      decoration.style.flexBasis = basis?.dimension
    }
  }

  /// Overrides the stack's cross-axis alignment for this component.
  public func alignSelf(_ alignment: StackAlignment) -> Decorated<Self> {
    decorated { $0.style.alignSelf = alignment.align }
  }

  /// Adds space outside the component (flexbox margin). An infinite
  /// margin takes all the free space on its side, pushing the component to
  /// the opposite edge (`.margin(EdgeInsets(leading: .infinity))` aligns it
  /// to the trailing edge). ComponentKit's per-child spacing is
  /// ``spacing(before:after:)``: space along the stack's axis, added to the
  /// margin on that side.
  public func margin(_ insets: EdgeInsets) -> Decorated<Self> {
    decorated { $0.style.margin = insets.marginEdges }
  }

  /// Adds space before and after the component along its stack's axis:
  /// ComponentKit's per-child `spacingBefore` / `spacingAfter`. Above and
  /// below the component in a vertical stack, left and right of it in a
  /// horizontal one.
  ///
  /// Spacing and margins are the same flexbox space: the spacing is added to
  /// the margin on that side (`.margin(…)` sets margins on any side, whatever
  /// the stack's axis). The stack's own `spacing` goes between children on top
  /// of both, as in ComponentKit. An `auto` (infinite) or percentage margin on
  /// that side is left as it is.
  ///
  /// ```swift
  /// Stack(.horizontal, spacing: 1) {
  ///   Text("a")
  ///   Text("b").spacing(before: 2)  // 3 cells after "a": spacing 1 + 2
  /// }
  /// ```
  public func spacing(before: Double = 0, after: Double = 0) -> Decorated<Self> {
    decorated { decoration in
      decoration.style.spacingBefore = before
      decoration.style.spacingAfter = after
    }
  }

  /// Takes the component out of its stack's flow and places it at an offset
  /// from its parent's edges: `x`, `y` from the top-left corner.
  /// Used inside ``Absolute``; works in any container.
  public func position(x: Double, y: Double) -> Decorated<Self> {
    decorated { decoration in
      decoration.style.positionType = .absolute
      decoration.style.position = EdgeInsets(top: y, leading: x).positionEdges
    }
  }
}

extension EdgeInsets {
  /// Only the top and leading edges, as absolute positions.
  var positionEdges: EdgeDimensions {
    EdgeDimensions(left: .points(leading), top: .points(top))
  }
}
