// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "example-tui",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "AppSupport", targets: ["AppSupport"]),
        .library(name: "TUICore", targets: ["TUICore"]),
        .library(name: "TUITerminal", targets: ["TUITerminal"]),
        .library(name: "TUIKit", targets: ["TUIKit"]),
        // Markdown on the toolkit, over cmark-gfm: an app that shows none does not link it.
        .library(name: "TUIMarkdown", targets: ["TUIMarkdown"]),
        // The user's keymap.toml, read with TOMLKit (docs/keymaps.md).
        .library(name: "TUIKeymap", targets: ["TUIKeymap"]),
        .library(name: "TUISnapshotTesting", targets: ["TUISnapshotTesting"]),
        .library(name: "TUIPseudoTerminal", targets: ["TUIPseudoTerminal"]),
        // `serve --ssh`: each session runs the app in its own pseudo-terminal (docs/serving.md).
        .library(name: "TUIServe", targets: ["TUIServe"]),
        // What an app's tests need: snapshot strategies, the screen matrix, the pilot and
        // the end-to-end session in a pseudo-terminal (docs/testing.md).
        .library(name: "TUITestSupport", targets: ["TUITestSupport"]),
        .library(name: "Storage", targets: ["Storage"]),
        .library(name: "Dates", targets: ["Dates"]),
        .library(name: "EventBus", targets: ["EventBus"]),
        .library(name: "Utilities", targets: ["Utilities"]),
        .library(name: "Logs", targets: ["Logs"]),
        .library(name: "Network", targets: ["Network"]),
        .library(name: "Analytics", targets: ["Analytics"]),
        .library(name: "DeepLinks", targets: ["DeepLinks"]),
        .library(name: "Push", targets: ["Push"]),
        // A loopback HTTP server for an app's network tests (Tests/NetworkTests/Server).
        .library(name: "NetworkTesting", targets: ["NetworkTesting"]),
        // What an app made by `make new-app` (package mode) uses of this package besides the
        // libraries: the build plugins that generate `R` and `MockFiles` from its own
        // Resources/ and Mock/, and launch-floor for its `make bench` (docs/template.md).
        .plugin(name: "ResourcesPlugin", targets: ["ResourcesPlugin"]),
        .plugin(name: "MocksPlugin", targets: ["MocksPlugin"]),
        .executable(name: "launch-floor", targets: ["launch-floor"]),
        // The app's own parsers (deeplinks, `.env` configurations) for the fuzz package in
        // Tests/Fuzz, which `make fuzz` builds apart from this package (docs/hardening.md).
        .library(name: "ExampleApp", targets: ["ExampleApp"]),
        .executable(name: "example-tui", targets: ["example-tui"]),
        .executable(name: "example-tui-bench", targets: ["example-tui-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // `serve --ssh`: the SSH protocol, on SwiftNIO's event loops.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssh", from: "0.15.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // `make docs`: the DocC catalogs of TUICore and TUIKit.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The log store: SQLite (WAL, FTS5 trigram search) on the system's libsqlite3.
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        // keymap.toml: TOML 1.0 through toml++ (C++).
        .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
    ],
    targets: [
        // ncursesw's wide-character API behind a small shim header.
        // pkg-config is not used: its -D flags are prohibited by SwiftPM and only warn.
        .systemLibrary(name: "CNcurses"),
        // What a view model needs without any UI: the clock, Perform and onMain, list selection.
        .target(name: "AppSupport"),
        // Cells, layout, text and input decoding: pure, so it builds and tests without curses.
        .target(name: "TUICore", dependencies: ["AppSupport"]),
        // The real terminal: ncurses, the crash-time restore, the run loop and its signals.
        .target(name: "TUITerminal", dependencies: ["TUICore", "CNcurses"]),
        .target(name: "TUIKit", dependencies: ["TUICore", "TUITerminal"]),
        // cmark-gfm (CommonMark with GitHub's tables, strikethrough, task lists, autolinks).
        .systemLibrary(name: "CMarkGFM"),
        .target(name: "TUIMarkdown", dependencies: ["TUIKit", "CMarkGFM"]),
        // Reads keymap.toml into the toolkit's `Keymap`, reporting each mistake with its line.
        .target(
            name: "TUIKeymap", dependencies: ["TUICore", "TUIKit", .product(name: "TOMLKit", package: "TOMLKit")]),
        .testTarget(name: "TUIKeymapTests", dependencies: ["TUIKeymap", "TUIKit", "TUICore"]),
        .target(
            name: "ExampleApp",
            dependencies: [
                "AppSupport", "TUIKit", "Storage", "Network", "Logs", "Dates", "EventBus", "Utilities", "Analytics",
                "DeepLinks", "Push", "TUIMarkdown", "TUIKeymap",
                // The debug panel's bug report: an asciicast file.
                "TUIPseudoTerminal",
            ],
            plugins: ["ResourcesPlugin", "MocksPlugin", "DocsPlugin"]
        ),
        .executableTarget(
            name: "example-tui",
            dependencies: [
                "AppSupport",
                "ExampleApp",
                "Storage",
                "Logs",
                "Analytics",
                "DeepLinks",
                "Push",
                // `record` and `replay`: the pseudo-terminal and the asciicast files.
                "TUIPseudoTerminal",
                // `serve --ssh`.
                "TUIServe",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "example-tui-bench",
            dependencies: [
                "AppSupport", "ExampleApp", "Logs", "Network", "NetworkTesting", "Storage", "TUICore", "TUIKit",
                "TUIMarkdown", "TUIPseudoTerminal", "TUITerminal",
            ],
            path: "Benchmarks/example-tui-bench"
        ),
        // The launch benchmark's floor: Swift on ncursesw alone, no Foundation.
        .executableTarget(name: "launch-floor", dependencies: ["CNcurses"], path: "Benchmarks/launch-floor"),
        // Runs a program in a pseudo-terminal: end-to-end tests and the launch benchmark.
        .target(name: "TUIPseudoTerminal", dependencies: ["TUICore"]),
        // Serves the app over SSH: a session layer (a process on a pty per session, bytes in
        // and out) and the SSH front end on swift-nio-ssh; no UI.
        .target(
            name: "TUIServe",
            dependencies: [
                "TUIPseudoTerminal",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSH", package: "swift-nio-ssh"),
                // serve --web: the page over HTTP, each tab's session over a WebSocket.
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "TUIServeTests",
            dependencies: [
                "TUIServe", "TUIPseudoTerminal", .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"), .product(name: "NIOSSH", package: "swift-nio-ssh"),
            ]),

        // Resources/ → typed accessors (R.string, R.color, R.image, R.font, configs).
        .executableTarget(
            name: "ResourceGenerator", dependencies: ["SwiftSourceText"], path: "Tools/ResourceGenerator"),
        // Swift literals for the generated files of the build tools above and below.
        .target(name: "SwiftSourceText", path: "Tools/SwiftSourceText"),
        .plugin(
            name: "ResourcesPlugin",
            capability: .buildTool(),
            dependencies: ["ResourceGenerator"],
            path: "Plugins/ResourcesPlugin"
        ),

        // README.md and docs/*.md → DocsPages.pages: the markdown demo reads the repository's
        // own pages, embedded at build time, so there is no copy to drift.
        .executableTarget(name: "DocsEmbedder", dependencies: ["SwiftSourceText"], path: "Tools/DocsEmbedder"),
        .plugin(
            name: "DocsPlugin",
            capability: .buildTool(),
            dependencies: ["DocsEmbedder"],
            path: "Plugins/DocsPlugin"
        ),

        // Mock/*.json → MockFiles.files, so mocked targets work with no server and no files.
        .executableTarget(name: "MockGenerator", dependencies: ["SwiftSourceText"], path: "Tools/MockGenerator"),
        .plugin(
            name: "MocksPlugin",
            capability: .buildTool(),
            dependencies: ["MockGenerator"],
            path: "Plugins/MocksPlugin"
        ),

        .target(
            name: "TUISnapshotTesting",
            dependencies: [
                "TUIKit",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .target(
            name: "TUITestSupport",
            dependencies: [
                "TUICore", "TUIKit", "TUIPseudoTerminal", "TUISnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(
            name: "TUICoreTests",
            dependencies: ["TUICore", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "TUITerminalTests", dependencies: ["TUICore", "TUITerminal"]),
        .testTarget(name: "ResourceGeneratorTests", dependencies: ["ResourceGenerator", "SwiftSourceText"]),
        // `make module`'s generator (Templates/) run on a small app tree.
        .testTarget(name: "TemplateTests"),
        .testTarget(
            name: "TUIKitTests", dependencies: ["TUIKit", "TUIMarkdown", "TUISnapshotTesting"],
            exclude: [
                "__Snapshots__", "Tables/__Snapshots__", "TextArea/__Snapshots__", "Trees/__Snapshots__",
                "Markdown/__Snapshots__",
            ]),
        .testTarget(
            name: "ExampleAppTests",
            dependencies: [
                "Analytics", "AppSupport", "EventBus", "ExampleApp", "Logs", "Network", "NetworkTesting", "Push",
                "Storage",
                "TUISnapshotTesting", "TUITestSupport", "Utilities",
            ],
            exclude: ["__Snapshots__", "Recordings"]
        ),
        // The console reader's test runs yasr against ConsoleReader/ssip_recorder.py, which it starts.
        .testTarget(
            name: "EndToEndTests", dependencies: ["TUIPseudoTerminal", "TUITestSupport", "DeepLinks", "Logs"],
            exclude: ["ConsoleReader/ssip_recorder.py"]),

        // The freedesktop Secret Service for the keychain: libsecret loaded with dlopen on first
        // use, so neither its headers nor the library are needed to build, link or launch.
        .target(name: "CSecretService", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // Caches, secrets and files (the template's Storable services). A service: no UI.
        .target(
            name: "Storage",
            dependencies: [
                "CSecretService",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ]
        ),
        // A child process for StorageTests that writes a large entry until it is killed.
        .executableTarget(name: "storage-writer", dependencies: ["Storage"], path: "Tests/StorageWriter"),
        .testTarget(name: "StorageTests", dependencies: ["Storage"]),

        // Dates in the user's language and zone, a typed event bus, and the template's
        // utilities (VPN, root, web cache, distances, money). Services: no UI.
        .target(name: "Dates"),
        .target(name: "EventBus", dependencies: ["AppSupport"]),
        .target(name: "Utilities"),
        .testTarget(name: "DatesTests", dependencies: ["Dates"]),
        .testTarget(name: "EventBusTests", dependencies: ["EventBus"]),
        .testTarget(name: "UtilitiesTests", dependencies: ["Utilities", "TUITestSupport"]),

        // Log (swift-log) and the log store the debug panel reads. A service: no UI.
        .target(
            name: "Logs",
            dependencies: [
                "AppSupport", "CSQLiteSettings", .product(name: "Logging", package: "swift-log"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]),
        // sqlite3_config, a C varargs function Swift cannot call, for the log store.
        .target(name: "CSQLiteSettings", linkerSettings: [.linkedLibrary("sqlite3")]),
        // A child process for LogsTests that writes bursts of messages until it is killed.
        .executableTarget(
            name: "log-writer",
            dependencies: ["Logs", "CSQLiteSettings", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Tests/LogWriter"),
        .testTarget(name: "LogsTests", dependencies: ["Logs", .product(name: "GRDB", package: "GRDB.swift")]),

        // Targets, plugins, mocks and token refresh over URLSession. A service: no UI.
        .target(name: "Network", dependencies: ["AppSupport", "Storage", "CLazyCurl"]),
        // libcurl's functions for FoundationNetworking, loading libcurl at the first request,
        // not at exec, in the release builds that link Foundation statically (the Makefile's
        // RELEASE_FLAGS; docs/performance.md, Launch).
        .target(name: "CLazyCurl"),
        // Runs against Tests/NetworkTests/Server/loopback_server.py, which the tests start.
        .testTarget(name: "NetworkTests", dependencies: ["Network", "NetworkTesting", "Storage"], exclude: ["Server"]),
        // Starts that server for the tests and the refresh-storm benchmark.
        .target(name: "NetworkTesting"),

        // Analytics events through providers (the template's AnalyticsService). A service: no UI.
        .target(name: "Analytics", dependencies: ["AppSupport", .product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "AnalyticsTests", dependencies: ["Analytics"], exclude: ["Collector"]),
        // Deeplinks from the launch URL and the per-user socket of the running instance. A service: no UI.
        .target(name: "DeepLinks", dependencies: ["AppSupport", .product(name: "Logging", package: "swift-log")]),
        .testTarget(
            name: "DeepLinksTests", dependencies: ["DeepLinks", .product(name: "Logging", package: "swift-log")]),
        // Push payloads from .apns files, authorization and the device token. A service: no UI.
        .target(
            name: "Push",
            dependencies: [
                "Storage", "CDBusNotifications", "CEventStream", .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The push channel's HTTP stream through libcurl's easy interface, libcurl loaded with dlopen.
        .target(name: "CEventStream", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // The freedesktop notification service for desktop notifications: libdbus-1 loaded with
        // dlopen on first use, as CSecretService loads libsecret.
        .target(
            name: "CDBusNotifications", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // The channel's tests run against Tests/PushTests/Server/sse_server.py, which they start.
        .testTarget(
            name: "PushTests",
            dependencies: ["Push", "Storage", "TUITestSupport", .product(name: "Logging", package: "swift-log")],
            exclude: ["Server"]),
    ]
)
