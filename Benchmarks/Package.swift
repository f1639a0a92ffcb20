// swift-tools-version: 6.1
//
// Trellis benchmarks (ordo-one/benchmark). A package of its own so the main
// build stays lean. Run: `cd Benchmarks && swift package benchmark`.

import PackageDescription

let package = Package(
  name: "TrellisBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    // Named explicitly: a bare path takes its identity from the folder name,
    // which differs between checkouts.
    .package(name: "Trellis", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    // For the load server's quiet logger (the same version the main package takes).
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
  ],
  targets: [
    // design.md's layout trees, shared with Scripts/layout-instructions.sh (which compiles
    // the same file), so that both measure the very same trees.
    .target(
      name: "LayoutTrees",
      dependencies: [.product(name: "TrellisLayout", package: "Trellis")],
      path: "Benchmarks/LayoutTrees"
    ),
    // The 10,000 × 5 table the terminal and web benchmarks show, shared so
    // that both (and the Rust peer, which makes the same rows) measure the
    // very same data.
    .target(name: "TableRows", path: "Benchmarks/TableRows"),
    // The table as components in a TerminalHost: TerminalBenchmarks' page-down
    // frames, and the terminal side of WebBenchmarks' paired page-down; and
    // the byte-counting terminal backend every terminal benchmark draws into.
    .target(
      name: "HostTableScreens",
      dependencies: [
        "TableRows",
        .product(name: "Trellis", package: "Trellis"),
        .product(name: "TrellisTerminal", package: "Trellis"),
        .product(name: "TrellisDiff", package: "Trellis"),
      ],
      path: "Benchmarks/HostTableScreens"
    ),
    .executableTarget(
      name: "LayoutBenchmarks",
      dependencies: [
        "LayoutTrees",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "TrellisLayout", package: "Trellis"),
      ],
      path: "Benchmarks/LayoutBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "DiffBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "TrellisDiff", package: "Trellis"),
      ],
      path: "Benchmarks/DiffBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // MARK: Terminal
    .executableTarget(
      name: "TerminalBenchmarks",
      dependencies: [
        "TableRows",
        "HostTableScreens",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "TrellisTerminal", package: "Trellis"),
        .product(name: "Trellis", package: "Trellis"),
        .product(name: "TrellisDiff", package: "Trellis"),
      ],
      path: "Benchmarks/TerminalBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // MARK: Core
    .executableTarget(
      name: "CoreBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Trellis", package: "Trellis"),
        .product(name: "TrellisTesting", package: "Trellis"),
        .product(name: "TrellisDiff", package: "Trellis"),
      ],
      path: "Benchmarks/CoreBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // MARK: Tables
    .executableTarget(
      name: "TablesBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Trellis", package: "Trellis"),
        .product(name: "TrellisTables", package: "Trellis"),
        .product(name: "TrellisTesting", package: "Trellis"),
        .product(name: "TrellisDiff", package: "Trellis"),
      ],
      path: "Benchmarks/TablesBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // MARK: Media
    .executableTarget(
      name: "MediaBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Trellis", package: "Trellis"),
        .product(name: "TrellisMedia", package: "Trellis"),
        .product(name: "TrellisTerminal", package: "Trellis"),
        .product(name: "TrellisTerminalGraphics", package: "Trellis"),
      ],
      path: "Benchmarks/MediaBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // MARK: TrellisKit
    .executableTarget(
      name: "KitBenchmarks",
      dependencies: [
        "HostTableScreens",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Trellis", package: "Trellis"),
        .product(name: "TrellisKit", package: "Trellis"),
        .product(name: "TrellisTerminal", package: "Trellis"),
        .product(name: "TrellisDiff", package: "Trellis"),
      ],
      path: "Benchmarks/KitBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // MARK: Binding
    .executableTarget(
      name: "BindingBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Trellis", package: "Trellis"),
        .product(name: "TrellisBinding", package: "Trellis"),
        .product(name: "TrellisTables", package: "Trellis"),
        .product(name: "TrellisTesting", package: "Trellis"),
      ],
      path: "Benchmarks/BindingBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // MARK: Presentation
    .executableTarget(
      name: "PresentationBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Trellis", package: "Trellis"),
        .product(name: "TrellisPresentation", package: "Trellis"),
        .product(name: "TrellisTables", package: "Trellis"),
        .product(name: "TrellisTesting", package: "Trellis"),
      ],
      path: "Benchmarks/PresentationBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // MARK: Catalog
    .executableTarget(
      name: "CatalogBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "TrellisCatalog", package: "Trellis"),
        .product(name: "TrellisTerminal", package: "Trellis"),
      ],
      path: "Benchmarks/CatalogBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // MARK: Fonts
    .executableTarget(
      name: "FontsBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Trellis", package: "Trellis"),
        .product(name: "TrellisFonts", package: "Trellis"),
      ],
      path: "Benchmarks/FontsBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // MARK: Web
    .executableTarget(
      name: "WebBenchmarks",
      dependencies: [
        "TableRows",
        "HostTableScreens",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Trellis", package: "Trellis"),
        .product(name: "TrellisFonts", package: "Trellis"),
        .product(name: "TrellisWeb", package: "Trellis"),
        .product(name: "TrellisDiff", package: "Trellis"),
      ],
      path: "Benchmarks/WebBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Not an ordo-one benchmark: the server Scripts/web-load.py drives with
    // 1,000 sessions over real sockets.
    .executableTarget(
      name: "WebLoadServer",
      dependencies: [
        .product(name: "Trellis", package: "Trellis"),
        .product(name: "TrellisFonts", package: "Trellis"),
        .product(name: "TrellisWeb", package: "Trellis"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "Benchmarks/WebLoadServer"
    ),
  ],
  swiftLanguageModes: [.v6]
)
