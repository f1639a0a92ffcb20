import TrellisPresentation

/// A screen type the file names, registered with `register(screen:)`.
final class DetailScreen: FileScreen {}

@MainActor let registry: ScreenFileRegistry = {
  let registry = ScreenFileRegistry()
  registry.register(screen: DetailScreen.self)
  return registry
}()
