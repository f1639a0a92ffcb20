internal import Foundation
public import Trellis

/// Runs a ``NetworkImage``'s fetch: started when the view appears,
/// cancelled when it disappears or its URL changes.
@MainActor
public final class NetworkImageController: ComponentController {
  private var component: NetworkImage
  private let scope: Scope<NetworkImageState>
  private var task: Task<Void, Never>?
  private var isVisible = false

  /// Creates the controller for a network image.
  public init(component: NetworkImage, context: ControllerContext) {
    self.component = component
    scope = context.scope(of: NetworkImageState.self)
  }

  /// Starts the fetch.
  public func didAppear() {
    isVisible = true
    start()
  }

  /// Cancels the fetch: the view scrolled away or went.
  public func didDisappear() {
    isVisible = false
    cancel()
  }

  /// Restarts the fetch when the URL or size changed.
  public func didUpdateComponent(from old: NetworkImage, to new: NetworkImage) {
    component = new
    guard old.stateKey != new.stateKey else { return }
    cancel()
    if isVisible { start() }
  }

  /// Cancels the fetch for good.
  public func invalidate() {
    cancel()
  }

  /// Returns when the fetch under way, if any, has ended and its result
  /// has been given to the image's state.
  public func settle() async {
    await task?.value
  }

  private func start() {
    guard task == nil else { return }
    let image = component
    guard image.cachedImage == nil else { return }
    let scope = scope
    let key = image.stateKey
    task = Task { [weak self] in
      let phase: NetworkImagePhase
      do {
        phase = .loaded(try await image.load())
      } catch let error as MediaLoadingError {
        phase = .failed(error)
      } catch {
        return  // Cancelled: the view went; nothing to show.
      }
      scope.set(NetworkImageState(url: key, phase: phase))
      self?.task = nil
    }
  }

  private func cancel() {
    task?.cancel()
    task = nil
  }
}
