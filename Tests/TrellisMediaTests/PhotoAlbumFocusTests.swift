import Foundation
import Testing
import Trellis
import TrellisMedia
import TrellisTesting

/// Issue 32, item 24: the photo viewer takes focus when it opens, so its
/// keys work at once, and the grid gives it back to the photo's thumbnail.
@MainActor
@Suite("Photo album focus", .serialized)
struct PhotoAlbumFocusTests {
  let fixture: ServerFixture

  init() throws {
    fixture = try ServerFixture()
  }

  /// A button outside the album, as the catalog's [← Home] is.
  private func screen() -> some Component {
    Stack(alignment: .start) {
      Button("← Home") {}.tag("home")
      PhotoAlbum(
        photos: ["/a.png", "/b.png", "/c.png"].map { Photo(url: fixture.url($0), caption: $0) },
        columns: 3, thumbnailSize: Size(width: 6, height: 3),
        viewerSize: Size(width: 20, height: 6), pipeline: ImagePipeline())
    }
  }

  private func focusedTag(_ host: HeadlessHost) -> String? {
    host.tree.syncFocus()
    return host.tree.focusedView.flatMap { host.view($0)?.tag }
  }

  @Test("the viewer opened by Enter or a click has focus: arrows, z and Esc work at once")
  func viewerTakesFocusWhenItOpens() async {
    let host = HeadlessHost(size: Size(width: 60, height: 20))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(screen())
    #expect(host.focus(tag: "thumbnail-2"))
    #expect(host.press(KeyPress(.enter)))
    await root.settle()
    #expect(host.find(tag: "counter")?.text == "2 of 3")
    #expect(focusedTag(host) == "zoom")
    #expect(host.press(KeyPress(.right)))
    await root.settle()
    #expect(host.find(tag: "counter")?.text == "3 of 3")
    // At the last photo ▶ is disabled; focus stays in the viewer.
    #expect(focusedTag(host) == "zoom")
    #expect(host.press(KeyPress(.character("z"))))
    await root.settle()
    #expect(host.find(tag: "zoom")?.text == "Fit")
    #expect(host.press(KeyPress(.escape)))
    await root.settle()
    #expect(host.find(tag: "counter") == nil)
    #expect(focusedTag(host) == "thumbnail-3")

    // A click on a thumbnail's picture while focus is outside the album.
    #expect(host.focus(tag: "home"))
    let thumbnail = host.findAll(kind: .image).first { $0.absoluteFrame.minY < 5 }
    #expect(thumbnail.map { host.tap($0.id) } == true)
    await root.settle()
    #expect(host.find(tag: "counter")?.text == "1 of 3")
    #expect(focusedTag(host) == "zoom")
    #expect(host.press(KeyPress(.right)))
    await root.settle()
    #expect(host.find(tag: "counter")?.text == "2 of 3")
  }
}
