import Trellis

/// The catalog's demos and the entry points of the `catalog` app.
///
/// ```swift
/// let demos = Catalog.demos()
/// try await TerminalApp().run(CatalogApp(demos: demos))
/// ```
public enum Catalog {
  /// Every demo, in the order the home screen lists them.
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
      ScrollDemo.make(),
      LongListDemo.make(),
      ModalDemo.make(),
      TablesDemo.make(),
      FormsDemo.make(),
      FormsLicenceDemo.make(),
      FormsTripDemo.make(),
    ]
  }

  /// The id of the home screen, for `--snapshot home`.
  public static let homeID = "home"
}
