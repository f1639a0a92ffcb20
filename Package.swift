// swift-tools-version: 6.1
//
// Trellis: data-driven screens from immutable components, flexbox layout,
// table models, bindings and presenters. See README.md and DECISIONS.md.

import PackageDescription

/// Settings every Trellis target shares: Swift 6 language mode (strict
/// concurrency is its default) plus the upcoming features we opt into early.
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "Trellis",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "TrellisLayout", targets: ["TrellisLayout"]),
    .library(name: "TrellisDiff", targets: ["TrellisDiff"]),
    .library(name: "Trellis", targets: ["Trellis"]),
    .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
    .executable(name: "layout-conformance", targets: ["LayoutConformance"]),
    .library(name: "TrellisTerminalBackend", targets: ["TrellisTerminalBackend"]),
    .library(name: "TrellisTerminalGraphics", targets: ["TrellisTerminalGraphics"]),
    .library(name: "TrellisTerminal", targets: ["TrellisTerminal"]),
    .library(name: "TrellisTables", targets: ["TrellisTables"]),
    .library(name: "TrellisCatalog", targets: ["TrellisCatalog"]),
    .executable(name: "catalog", targets: ["catalog"]),
    .library(name: "TrellisMedia", targets: ["TrellisMedia"]),
    .library(name: "TrellisKit", targets: ["TrellisKit"]),
    .library(name: "TrellisBinding", targets: ["TrellisBinding"]),
    .library(name: "TrellisPresentation", targets: ["TrellisPresentation"]),
    .executable(name: "trellis-check", targets: ["trellis-check"]),
    .library(name: "TrellisFonts", targets: ["TrellisFonts"]),
    .library(name: "TrellisWeb", targets: ["TrellisWeb"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
  ],
  targets: [
    // MARK: Layout
    .target(
      name: "TrellisLayout",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "LayoutConformance",
      dependencies: [
        "TrellisLayout",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "TrellisLayoutTests",
      dependencies: [
        "TrellisLayout", "TrellisTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LayoutConformanceTests",
      dependencies: ["LayoutConformance", "TrellisLayout"],
      resources: [.copy("Fixtures")],
      swiftSettings: strictSettings
    ),

    // MARK: Diff
    .target(
      name: "TrellisDiff",
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "TrellisDiffTests",
      dependencies: [
        "TrellisDiff", "TrellisTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),

    // MARK: Terminal
    .target(name: "CTrellisTerminal"),
    // The terminal itself, knowing nothing of components: the session (raw
    // mode, input reading), input decoding, the cell buffer, the renderer,
    // styles and colour depth, and the port through which images are shown.
    .target(
      name: "TrellisTerminalBackend",
      dependencies: [
        "Trellis", "CTrellisTerminal",
        .product(name: "DequeModule", package: "swift-collections"),
      ],
      swiftSettings: strictSettings
    ),
    // The terminal host: the view tree drawn into cells, and the app.
    .target(
      name: "TrellisTerminal",
      dependencies: ["Trellis", "TrellisTerminalBackend"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "TerminalProbe",
      dependencies: ["TrellisTerminal", "CTrellisTerminal"],
      swiftSettings: strictSettings
    ),
    .target(name: "CFuzzerDriver", path: "Fuzz/CFuzzerDriver"),
    .target(
      name: "FuzzSupport", dependencies: ["CFuzzerDriver"], path: "Fuzz/FuzzSupport",
      swiftSettings: strictSettings),
    .executableTarget(
      name: "InputDecoderFuzzer",
      dependencies: ["TrellisTerminalBackend", "FuzzSupport"],
      path: "Fuzz/InputDecoderFuzzer",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "RendererFuzzer",
      dependencies: ["TrellisTerminalBackend", "FuzzSupport"],
      path: "Fuzz/RendererFuzzer",
      swiftSettings: strictSettings
    ),
    // The terminal screen the terminal, kit, tables and catalog tests share.
    .target(
      name: "TerminalTestSupport", dependencies: ["Trellis", "TrellisTerminal"],
      path: "Tests/TerminalTestSupport", swiftSettings: strictSettings),
    .testTarget(
      name: "TrellisTerminalTests",
      dependencies: [
        "TrellisTerminal",
        "TrellisTerminalBackend",
        "TrellisTerminalGraphics",
        "TerminalTestSupport",
        "CTrellisTerminal",
        "TerminalProbe",
        // The catalog app is driven through a pty as a user would.
        "catalog",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),

    // MARK: Core
    .target(
      name: "Trellis",
      dependencies: [
        "TrellisLayout",
        "TrellisDiff",
        .product(name: "Logging", package: "swift-log"),
        .product(name: "Collections", package: "swift-collections"),
      ],
      exclude: ["Text/generate-wide-table.py"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "TrellisTesting",
      dependencies: ["Trellis"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "TrellisCoreTests",
      dependencies: [
        "Trellis",
        "TrellisTesting",
        "TrellisDiff",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "TrellisTestingTests",
      dependencies: [
        "Trellis",
        "TrellisTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: strictSettings
    ),

    // MARK: Tables
    .target(
      name: "TrellisTables",
      dependencies: ["Trellis", "TrellisDiff"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "TrellisTablesTests",
      dependencies: [
        "TrellisTables",
        "TrellisTesting",
        "TrellisTerminal",
        "TerminalTestSupport",
        "TrellisDiff",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: strictSettings
    ),

    // MARK: Catalog
    .target(
      name: "TrellisCatalog",
      dependencies: [
        "Trellis", "TrellisDiff", "TrellisLayout", "TrellisTerminal", "TrellisTables",
        "TrellisMedia", "TrellisTerminalGraphics", "TrellisKit", "TrellisBinding",
        "TrellisPresentation",
        .product(name: "Swinject", package: "Swinject"),
      ],
      exclude: ["Screens"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "catalog",
      dependencies: [
        "TrellisCatalog",
        "Trellis",
        "TrellisTerminal",
        "TrellisKit",
        "TrellisMedia",
        "TrellisTerminalGraphics",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
        "TrellisWeb", "TrellisFonts",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "TrellisCatalogTests",
      dependencies: [
        "TrellisCatalog", "TrellisWeb", "TrellisFonts",
        "TrellisTerminal", "TerminalTestSupport",
        "Trellis",
        "CTrellisTerminal",
        "TrellisPresentation",
        "TrellisTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: strictSettings
    ),

    // MARK: TrellisMedia
    .target(
      name: "CTrellisMedia",
      dependencies: ["CLibXML2"],
      linkerSettings: [.linkedLibrary("png"), .linkedLibrary("jpeg")]
    ),
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]
    ),
    .target(
      name: "TrellisMedia",
      dependencies: [
        "Trellis", "CTrellisMedia",
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strictSettings
    ),
    // How the terminal shows TrellisMedia's pixels: the kitty, iTerm2 and
    // sixel protocols behind the backend's image port, the start-up probe
    // that picks one, and half blocks. Beside the terminal, so TrellisMedia
    // itself knows no terminal.
    .target(
      name: "TrellisTerminalGraphics",
      dependencies: [
        "Trellis", "TrellisMedia", "TrellisTerminalBackend",
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "TrellisMediaTests",
      dependencies: [
        "TrellisMedia",
        "Trellis",
        "TrellisTesting",
        "TrellisTerminal",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "TrellisTerminalGraphicsTests",
      dependencies: [
        "TrellisTerminalGraphics",
        "TrellisMedia",
        "Trellis",
        "TrellisTerminal",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "ImageDecoderFuzzer",
      dependencies: ["TrellisMedia", "Trellis", "FuzzSupport"],
      path: "Fuzz/ImageDecoderFuzzer",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "HTMLTextFuzzer",
      dependencies: ["TrellisMedia", "Trellis", "FuzzSupport"],
      path: "Fuzz/HTMLTextFuzzer",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "HTTPBodyFuzzer",
      dependencies: ["TrellisMedia", "FuzzSupport"],
      path: "Fuzz/HTTPBodyFuzzer",
      swiftSettings: strictSettings
    ),

    // MARK: TrellisKit
    .target(
      name: "TrellisKit",
      dependencies: ["Trellis", .product(name: "Logging", package: "swift-log")],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "TrellisKitTests",
      dependencies: [
        "TrellisKit",
        "Trellis",
        "TrellisTesting",
        "TrellisTerminal",
        "TerminalTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "MarkupFuzzer",
      dependencies: ["TrellisKit", "FuzzSupport"],
      path: "Fuzz/MarkupFuzzer",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "DataDetectorFuzzer",
      dependencies: ["TrellisKit", "FuzzSupport"],
      path: "Fuzz/DataDetectorFuzzer",
      swiftSettings: strictSettings
    ),

    // MARK: Binding
    .target(
      name: "TrellisBinding",
      dependencies: [
        "Trellis",
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "TrellisBindingTests",
      dependencies: [
        "TrellisBinding",
        "TrellisTables",
        "TrellisTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "BindingPathFuzzer",
      dependencies: ["TrellisBinding", "TrellisTesting", "FuzzSupport"],
      path: "Fuzz/BindingPathFuzzer",
      swiftSettings: strictSettings
    ),

    // MARK: TrellisPresentation
    .target(
      name: "TrellisPresentation",
      dependencies: [
        "Trellis", "TrellisTables", "TrellisDiff", "TrellisBinding",
        .product(name: "Yams", package: "Yams"),
      ],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "trellis-check",
      dependencies: [
        "TrellisPresentation",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "ScreenFileFuzzer",
      dependencies: ["TrellisPresentation", "FuzzSupport"],
      path: "Fuzz/ScreenFileFuzzer",
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "TrellisPresentationTests",
      dependencies: [
        "TrellisPresentation", "TrellisTables", "TrellisTesting", "Trellis", "TrellisBinding",
      ],
      swiftSettings: strictSettings
    ),

    // MARK: Architecture
    .testTarget(
      name: "ArchitectureTests",
      swiftSettings: strictSettings
    ),

    // MARK: Documentation
    .testTarget(
      name: "DocumentationTests",
      dependencies: [
        // Every module whose docs have samples, so the build has them ready.
        "TrellisLayout", "TrellisDiff", "Trellis", "TrellisTesting", "TrellisTerminal",
        "TrellisTerminalBackend", "TrellisTerminalGraphics", "TrellisTables", "TrellisCatalog",
        "TrellisBinding", "TrellisPresentation", "TrellisKit",
        "TrellisMedia", "TrellisFonts", "TrellisWeb",
      ],
      exclude: ["Contexts"],
      swiftSettings: strictSettings
    ),

    // MARK: TrellisFonts
    .systemLibrary(
      name: "CHarfBuzz",
      pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"])]
    ),
    .systemLibrary(
      name: "CFreeType",
      pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"])]
    ),
    .target(
      name: "TrellisFonts",
      dependencies: ["Trellis", "CHarfBuzz", "CFreeType"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "font-widths",
      dependencies: ["TrellisFonts", "Trellis"],
      path: "Scripts/FontWidths",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "web-text-fixture",
      dependencies: ["TrellisWeb", "TrellisFonts", "Trellis"],
      path: "Tests/Browser/WebTextFixture",
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "TrellisFontsTests",
      dependencies: [
        "TrellisFonts",
        "Trellis",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),

    // MARK: TrellisWeb
    // The browser host: a Hummingbird server, one session per tab, the
    // change journal sent as JSON over a WebSocket, semantic input back.
    .target(
      name: "TrellisWeb",
      dependencies: [
        "Trellis", "TrellisLayout", "TrellisFonts", "TrellisMedia",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "Logging", package: "swift-log"),
      ],
      resources: [.copy("Client")],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "TrellisWebTests",
      dependencies: [
        "TrellisWeb", "Trellis", "TrellisDiff", "TrellisFonts", "TrellisLayout", "TrellisMedia",
        "TrellisTesting", .product(name: "Logging", package: "swift-log"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "ClientMessageFuzzer",
      dependencies: ["TrellisWeb", "Trellis", "FuzzSupport"],
      path: "Fuzz/ClientMessageFuzzer",
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
