// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "example-tui",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "TUICore", targets: ["TUICore"]),
        .library(name: "TUIKit", targets: ["TUIKit"]),
        .library(name: "TUISnapshotTesting", targets: ["TUISnapshotTesting"]),
        .library(name: "Storage", targets: ["Storage"]),
        .library(name: "Analytics", targets: ["Analytics"]),
        .library(name: "DeepLinks", targets: ["DeepLinks"]),
        .library(name: "Push", targets: ["Push"]),
        .executable(name: "example-tui", targets: ["example-tui"]),
        .executable(name: "example-tui-bench", targets: ["example-tui-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // ncursesw's wide-character API behind a small shim header.
        // pkg-config is not used: its -D flags are prohibited by SwiftPM and only warn.
        .systemLibrary(name: "CNcurses"),
        .target(name: "TUICore", dependencies: ["CNcurses"]),
        .target(name: "TUIKit", dependencies: ["TUICore"]),
        .target(
            name: "ExampleApp",
            dependencies: ["TUIKit", "Storage", "Analytics", "DeepLinks", "Push"],
            plugins: ["ResourcesPlugin"]
        ),
        .executableTarget(
            name: "example-tui",
            dependencies: [
                "ExampleApp",
                "Storage",
                "DeepLinks",
                "Push",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "example-tui-bench",
            dependencies: ["ExampleApp", "Storage", "TUICore", "TUIKit", "TUIPseudoTerminal"],
            path: "Benchmarks/example-tui-bench"
        ),
        // Runs a program in a pseudo-terminal: end-to-end tests and the launch benchmark.
        .target(name: "TUIPseudoTerminal", dependencies: ["TUICore"]),

        // Resources/ → typed accessors (R.string, R.color, R.image, R.font, configs).
        .executableTarget(name: "ResourceGenerator", path: "Tools/ResourceGenerator"),
        .plugin(
            name: "ResourcesPlugin",
            capability: .buildTool(),
            dependencies: ["ResourceGenerator"],
            path: "Plugins/ResourcesPlugin"
        ),

        .target(
            name: "TUISnapshotTesting",
            dependencies: [
                "TUIKit",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(name: "TUICoreTests", dependencies: ["TUICore"]),
        .testTarget(name: "ResourceGeneratorTests", dependencies: ["ResourceGenerator"]),
        .testTarget(name: "TUIKitTests", dependencies: ["TUIKit", "TUISnapshotTesting"]),
        .testTarget(
            name: "ExampleAppTests",
            dependencies: ["ExampleApp", "Storage", "Push", "TUISnapshotTesting"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "EndToEndTests", dependencies: ["TUIPseudoTerminal", "DeepLinks"]),

        // Caches, secrets and files (the template's Storable services). A service: no UI.
        .target(
            name: "Storage",
            dependencies: [
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ]
        ),
        // A child process for StorageTests that writes a large entry until it is killed.
        .executableTarget(name: "storage-writer", dependencies: ["Storage"], path: "Tests/StorageWriter"),
        .testTarget(name: "StorageTests", dependencies: ["Storage"]),

        // Analytics events through providers (the template's AnalyticsService). A service: no UI.
        .target(name: "Analytics", dependencies: [.product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "AnalyticsTests", dependencies: ["Analytics"]),
        // Deeplinks from the launch URL and the per-user socket of the running instance. A service: no UI.
        .target(name: "DeepLinks", dependencies: [.product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "DeepLinksTests", dependencies: ["DeepLinks"]),
        // Push payloads from .apns files, authorization and the device token. A service: no UI.
        .target(name: "Push", dependencies: ["Storage", .product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "PushTests", dependencies: ["Push", "Storage"]),
    ]
)
