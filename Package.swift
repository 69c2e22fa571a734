// swift-tools-version: 6.0
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "NibBridge",
    platforms: [.macOS(.v13), .iOS(.v15), .tvOS(.v15)],
    products: [
        .library(name: "NibBridge", targets: ["NibBridge"]),
        .library(name: "NibBridgeDocument", targets: ["NibBridgeDocument"]),
        .library(name: "NibBridgeLoader", targets: ["NibBridgeLoader"]),
        .library(name: "NibBridgeComposer", targets: ["NibBridgeComposer"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "NibBridgeLayout", targets: ["NibBridgeLayout"]),
        .library(name: "NibBridgeRender", targets: ["NibBridgeRender"]),
        .executable(name: "nibbridge", targets: ["nibbridge"]),
        .executable(name: "nibbridge-bench", targets: ["nibbridge-bench"]),
        .plugin(name: "NibBridgeBuildPlugin", targets: ["NibBridgeBuildPlugin"]),
        .plugin(name: "NibBridgeCheckCommand", targets: ["NibBridgeCheckCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.2"),
    ],
    targets: [
        // The runtime bridge: rules and algorithm shared by UIKit, AppKit and the portable loader.
        .target(name: "NibBridge", swiftSettings: strictSettings),
        // The document engine: lossless IB XML reading and writing, typed model, diagnostics.
        .target(name: "NibBridgeDocument", swiftSettings: strictSettings),
        // The portable nib loader: UIKit's decoding order over live objects, with the bridge plugged in.
        .target(
            name: "NibBridgeLoader", dependencies: ["NibBridge", "NibBridgeDocument"], swiftSettings: strictSettings),
        // Build-time composition, checks and the embedding graph.
        .target(
            name: "NibBridgeComposer",
            dependencies: [
                "NibBridge", "NibBridgeDocument", "NibBridgeLoader", .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: strictSettings
        ),
        // A Cassowary linear-constraint solver for laying out composed scenes.
        .target(name: "Cassowary", swiftSettings: strictSettings),
        // The command-line tool: maps arguments to one library call each.
        .executableTarget(
            name: "nibbridge",
            dependencies: [
                "NibBridgeDocument",
                "NibBridgeLoader",
                "NibBridgeComposer",
                "NibBridgeRender",
                .product(name: "Rainbow", package: "Rainbow"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        // Auto Layout over the live tree with the Cassowary solver: the frames of composed scenes.
        .target(
            name: "NibBridgeLayout",
            dependencies: ["Cassowary", "NibBridge", "NibBridgeLoader", "NibBridgeDocument"],
            swiftSettings: strictSettings
        ),
        // Pictures of composed scenes: `nibbridge render`.
        .target(
            name: "NibBridgeRender",
            dependencies: ["NibBridgeLayout", "NibBridgeLoader", "NibBridgeDocument"],
            swiftSettings: strictSettings
        ),
        // Build-time check and composition of a target's IB documents, and `swift package nibbridge-check`.
        .plugin(name: "NibBridgeBuildPlugin", capability: .buildTool(), dependencies: ["nibbridge"]),
        .plugin(
            name: "NibBridgeCheckCommand",
            capability: .command(
                intent: .custom(verb: "nibbridge-check", description: "Check nib bridging in IB documents")),
            dependencies: ["nibbridge"]
        ),
        // The benchmark executable (timings are never asserted in tests). It loads libxml2, its reference, at
        // run time, so that building the package needs nothing beyond Swift.
        .executableTarget(
            name: "nibbridge-bench",
            dependencies: [
                "NibBridgeDocument", "NibBridgeLoader", "NibBridgeComposer", "NibBridgeLayout", "NibBridgeRender",
            ],
            swiftSettings: strictSettings
        ),
        // The libFuzzer target for every stage (reader, compose, load with layout, render); see CONTRIBUTING.md.
        .executableTarget(
            name: "NibBridgeFuzz",
            dependencies: [
                "NibBridgeDocument", "NibBridgeLoader", "NibBridgeComposer", "NibBridgeLayout", "NibBridgeRender",
            ],
            swiftSettings: strictSettings
        ),
        // What the test targets share: where the corpus is.
        .target(name: "NibBridgeTestSupport", path: "Tests/NibBridgeTestSupport", swiftSettings: strictSettings),
        .testTarget(
            name: "NibBridgeDocumentTests",
            dependencies: ["NibBridgeTestSupport", "NibBridgeDocument"],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "NibBridgeLoaderTests",
            dependencies: ["NibBridgeTestSupport", "NibBridgeLoader", "NibBridge", "NibBridgeDocument"],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "NibBridgeComposerTests",
            dependencies: ["NibBridgeTestSupport", "NibBridgeComposer", "NibBridgeLoader", "NibBridgeDocument"],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "NibBridgeLayoutTests",
            dependencies: [
                "NibBridgeTestSupport", "NibBridgeLayout", "NibBridgeLoader", "NibBridgeDocument", "Cassowary",
            ],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "NibBridgeRenderTests",
            dependencies: [
                "NibBridgeTestSupport", "NibBridgeRender", "NibBridgeLayout", "NibBridgeLoader", "NibBridgeDocument",
            ],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"], swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)
