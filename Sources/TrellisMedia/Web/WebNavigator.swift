internal import Foundation
internal import Trellis

/// Moves a ``WebView`` through its history and loads pages: each load
/// gets a new id, and its result is applied only if it is still the
/// latest.
struct WebNavigator: Sendable {
  let loader: WebPageLoader
  let scope: Scope<WebViewState>
  /// Where loads are tracked, so the controller can await them.
  let loads: PageLoads?

  /// Opens what the user typed or a link's target, after the current page.
  func open(address: String, from state: WebViewState) {
    do {
      push(try WebPageLoader.url(forAddress: address), onto: state)
    } catch {
      scope.mutate {
        $0.address = address
        $0.phase = .failed(error)
      }
    }
  }

  /// Loads `url` as a new page after the current one.
  func push(_ url: URL, onto state: WebViewState?) {
    let id = (state?.loadID ?? 0) + 1
    scope.mutate { state in
      state.history = Array(state.history.prefix(state.index + 1)) + [url]
      state.index = state.history.count - 1
      // A new page starts at its top, whatever the page it replaces had.
      state.scrollOffsets.forget(from: state.index)
      state.address = url.absoluteString
      state.loadID = id
      state.phase = .loading(progress: 0.1)
    }
    load(url, id: id)
  }

  /// Goes to page `index` of the history (back or forward).
  func go(to index: Int, in state: WebViewState) {
    guard state.history.indices.contains(index) else { return }
    let url = state.history[index]
    let id = state.loadID + 1
    scope.mutate { state in
      state.index = index
      state.address = url.absoluteString
      state.loadID = id
      state.phase = .loading(progress: 0.1)
    }
    load(url, id: id)
  }

  /// Loads the current page again.
  func reload(_ url: URL) {
    let id = Int.random(in: 1_000_000...Int.max / 2)
    scope.mutate { state in
      state.loadID = id
      state.phase = .loading(progress: 0.1)
    }
    load(url, id: id)
  }

  private func load(_ url: URL, id: Int) {
    let loader = loader
    let scope = scope
    let work: @Sendable () async -> Void = {
      let phase: WebViewState.Phase
      do {
        phase = .loaded(try await loader.load(url))
      } catch let error as WebPageError {
        phase = .failed(error)
      } catch {
        return
      }
      scope.mutate { state in
        if state.loadID == id { state.phase = phase }
      }
    }
    if let loads {
      loads.start(work)
    } else {
      Task.detached(operation: work)
    }
  }
}
