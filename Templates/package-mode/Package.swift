// swift-tools-version: 6.0
import PackageDescription

// The app on the template's libraries by version (`make new-app`, package mode): TUIKit, the
// services and the test support come from the template's package at the tag below, and
// `make upgrade-template VERSION=x` moves it (docs/template.md). Only the app is here.
let template = "@TEMPLATE_PACKAGE@"

let package = Package(
    name: "example-tui",
    platforms: [.macOS(.v14)],
    products: [
        // The app's own parsers (deeplinks, `.env` configurations) for the fuzz package in
        // Tests/Fuzz, which `make fuzz` builds apart from this package (docs/hardening.md).
        .library(name: "ExampleApp", targets: ["ExampleApp"]),
        .executable(name: "example-tui", targets: ["example-tui"]),
    ],
    dependencies: [
        // The template's libraries (make upgrade-template VERSION=x rewrites this line).
        .package(url: "@TEMPLATE_URL@", exact: "@TEMPLATE_VERSION@"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "ExampleApp",
            dependencies: [
                .product(name: "AppSupport", package: template), .product(name: "TUIKit", package: template),
                .product(name: "Storage", package: template), .product(name: "Network", package: template),
                .product(name: "Logs", package: template), .product(name: "Dates", package: template),
                .product(name: "EventBus", package: template), .product(name: "Utilities", package: template),
                .product(name: "Analytics", package: template), .product(name: "DeepLinks", package: template),
                .product(name: "Push", package: template), .product(name: "TUIKeymap", package: template),
                // The debug panel's bug report: an asciicast file.
                .product(name: "TUIPseudoTerminal", package: template),
            ],
            plugins: [
                // Resources/ → typed accessors (R.string, R.color, R.image, R.font, configs).
                .plugin(name: "ResourcesPlugin", package: template),
                // Mock/*.json → MockFiles.files, so mocked targets work with no server and no files.
                .plugin(name: "MocksPlugin", package: template),
            ]
        ),
        .executableTarget(
            name: "example-tui",
            dependencies: [
                "ExampleApp", .product(name: "AppSupport", package: template),
                .product(name: "Storage", package: template), .product(name: "Logs", package: template),
                .product(name: "Analytics", package: template), .product(name: "DeepLinks", package: template),
                .product(name: "Push", package: template),
                // `record` and `replay`: the pseudo-terminal and the asciicast files.
                .product(name: "TUIPseudoTerminal", package: template),
                // `serve --ssh`.
                .product(name: "TUIServe", package: template),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `make bench`: the launch figure beside launch-floor, which the template's package builds.
        .executableTarget(
            name: "example-tui-bench", dependencies: [.product(name: "TUIPseudoTerminal", package: template)],
            path: "Benchmarks/example-tui-bench"),
        .testTarget(
            name: "ExampleAppTests",
            dependencies: [
                "ExampleApp", .product(name: "Analytics", package: template),
                .product(name: "AppSupport", package: template), .product(name: "EventBus", package: template),
                .product(name: "Logs", package: template), .product(name: "Network", package: template),
                .product(name: "NetworkTesting", package: template), .product(name: "Push", package: template),
                .product(name: "Storage", package: template), .product(name: "TUISnapshotTesting", package: template),
                .product(name: "TUITestSupport", package: template), .product(name: "Utilities", package: template),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                .product(name: "TUIPseudoTerminal", package: template),
                .product(name: "TUITestSupport", package: template), .product(name: "DeepLinks", package: template),
            ]),
    ]
)
