/// Building and laying out, as one step that runs off the main actor.
enum RenderPipeline {
  /// Builds `component` with the store's current state and lays it out,
  /// reusing `previous`'s flexbox tree when the shape is unchanged.
  static func render(
    _ component: AnyComponent, store: StateStore, range: SizeRange,
    environment: LayoutEnvironment, previous: LaidOutTree?
  ) -> LaidOutTree {
    let tree = TreeBuilder.build(component, states: store.snapshot(), store: store)
    return LayoutPass.layout(tree, in: range, environment: environment, previous: previous)
  }

  /// ``render(_:store:range:environment:previous:)``, timing the build and
  /// the layout (for ``FrameMetrics``) when `timing`; zero durations when not.
  static func timedRender(
    _ component: AnyComponent, store: StateStore, range: SizeRange,
    environment: LayoutEnvironment, previous: LaidOutTree?, timing: Bool = true
  ) -> (tree: LaidOutTree, build: Duration, layout: Duration) {
    guard timing else {
      let tree = render(
        component, store: store, range: range, environment: environment, previous: previous)
      return (tree, .zero, .zero)
    }
    let clock = ContinuousClock()
    let start = clock.now
    let tree = TreeBuilder.build(component, states: store.snapshot(), store: store)
    let built = clock.now
    let laidOut = LayoutPass.layout(tree, in: range, environment: environment, previous: previous)
    return (laidOut, built - start, clock.now - built)
  }
}
