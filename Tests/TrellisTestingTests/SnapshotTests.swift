import SnapshotTesting
import Testing
import Trellis
import TrellisTesting

struct ProfileCard: Component {
  let name: String
  let unread: Int

  var body: some Component {
    Stack(spacing: 1) {
      Stack(.horizontal, spacing: 1, alignment: .center) {
        Image(named: "avatar", altText: "avatar").frame(width: 2, height: 1)
        Text(name).bold().flex(grow: 1).tag("name")
        Badge("\(unread)", color: .red)
      }
      Text("Lives in Lisbon and writes Swift for terminals.")
      Stack(.horizontal, spacing: 2) {
        Button("Follow") {}.tag("follow")
        Toggle("Notify", isOn: true)
      }
      Divider()
    }
    .padding(1)
    .backgroundColor(.blue)
    .tag("card")
  }
}

@MainActor
@Suite("Tree dumps", .snapshots(record: .missing))
struct SnapshotTests {
  @Test("a profile card dumps kinds, frames and attributes")
  func profileCard() {
    let host = HeadlessHost(size: Size(width: 30, height: 10))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(ProfileCard(name: "Ada", unread: 3))
    assertSnapshot(of: host.treeDump(), as: .lines)
  }
}
