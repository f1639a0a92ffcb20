import Logging
import Observation
import Synchronization
import TrellisDiff
import TrellisLayout

extension ComponentDataSource {
  func markDirty(_ identity: Int) {
    guard state.builds[identity] != nil else { return }
    dirty.insert(identity)
    guard !dirtyFlushScheduled else { return }
    dirtyFlushScheduled = true
    Task { @MainActor [weak self] in self?.flushDirty() }
  }

  func flushDirty() {
    dirtyFlushScheduled = false
    takeDirty()
  }

  func takeDirty() {
    guard !dirty.isEmpty else { return }
    let identities = dirty
    dirty = []
    _ = enqueue(Job(.rebuild(identities)))
  }
}
