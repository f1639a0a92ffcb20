import Logging
import Observation
import Synchronization
import TrellisDiff
import TrellisLayout

extension ComponentDataSource {
  /// How many items have a controller store, for tests.
  var controllerStoreCount: Int { controllerStores.count }

  /// The controllers of the item `build` shows, kept while the item
  /// exists (or, under on-demand building, while it has controllers or
  /// its build is kept); `nil` while no build of the item had a controlled
  /// component. Most list rows have none: they cost no store to make,
  /// look up and free as they scroll by.
  func keptControllers(for build: BuiltItem) -> ControllerStore? {
    if let store = controllerStores[build.identity] { return store }
    guard build.laidOut.tree.scopes.contains(where: { $0.makeController != nil }) else {
      return nil
    }
    let store = ControllerStore(store: build.store, belongsToItem: true)
    controllerStores[build.identity] = store
    return store
  }
}
