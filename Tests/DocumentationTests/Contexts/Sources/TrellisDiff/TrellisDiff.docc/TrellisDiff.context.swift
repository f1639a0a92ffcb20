// include: Shared/Messages.swift
import TrellisDiff

/// A host that applies changesets to its views in batches.
struct BatchingHost {
  func performBatchUpdates(_ changes: Changeset) {}
}

let host = BatchingHost()
