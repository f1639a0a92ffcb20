import Testing
import Trellis

/// Hands `messages` to the JSON host in order, as its client would send
/// them, then waits for `root` to mount what they changed.
@MainActor
func send(_ host: JSONHost, _ root: ComponentRoot, _ messages: String...) async throws {
  for message in messages { try host.receive(message) }
  await root.settle()
}

/// The mounted view tagged `tag` on the JSON host; the test fails without it.
@MainActor
func view(_ host: JSONHost, _ tag: String) throws -> MountedView {
  try #require(host.find(tag: tag))
}
