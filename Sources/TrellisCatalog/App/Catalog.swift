import Foundation
import Trellis
public import TrellisMedia

/// The catalog's demos and the entry points of the `catalog` app.
///
/// ```swift
/// let demos = Catalog.demos()
/// try await TerminalApp().run(CatalogApp(demos: demos))
/// ```
public enum Catalog {
  /// Every demo, in the order the home page lists them.
  ///
  /// Made on the main actor: some demos own long-lived objects.
  @MainActor
  public static func demos() -> [CatalogDemo] {
    [
      TextDemo.make(),
      ButtonsDemo.make(),
      TextInputDemo.make(),
      ControlsDemo.make(),
      ProgressDemo.make(),
      ImagesDemo.make(),
      LayoutDemo.make(),
      LayoutPlaygroundDemo.make(),
      ScrollDemo.make(),
      LongListDemo.make(),
      FeedDemo.make(),
      ModalDemo.make(),
      TablesDemo.make(),
      FormsDemo.make(),
      FormsLicenceDemo.make(),
      FormsTripDemo.make(),
      NetworkImagesDemo.make(),
      PhotoAlbumDemo.make(),
      WebViewDemo.make(),
      AttributedTextDemo.make(),
      BadgesDemo.make(),
      LauncherDemo.make(),
      BindingsDemo.make(),
      CharactersDemo.make(),
      ThemesDemo.make(),
    ]
  }

  /// The pipelines the catalog's images load through, for a
  /// `GraphicsSetup` to set to the terminal's resolution.
  public static var imagePipelines: [ImagePipeline] { [.shared, MediaDemoServer.pipeline] }

  /// The id of the home page, for `--snapshot home`.
  public static let homeID = "home"

  /// `catalog --list`: one line per page, its id (whole, so it can be
  /// passed to `--snapshot`) padded to the longest, then what it shows.
  public static func listing(_ demos: [CatalogDemo]) -> [String] {
    let entries = [(homeID, "Home")] + demos.map { ($0.id, $0.summary) }
    let width = entries.map(\.0.count).max() ?? 0
    return entries.map { id, summary in
      id.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + summary
    }
  }
}
