// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets for every parser that takes outside input (docs/hardening.md). A package
// of its own, so that `swift build` of the app never builds them. `make fuzz`
// (scripts/fuzz.sh) builds them into `.build-fuzz` with the address sanitizer and coverage
// for libFuzzer in every module, and runs each on its seed corpus in `Tests/Fuzz/<name>/`.
//
// Not `-sanitize=fuzzer`: SwiftPM passes -Xswiftc flags to the build tools too (the resource
// and mock generators), whose `main` would then clash with libFuzzer's. The targets link
// libFuzzer without its `main` instead (`FUZZER_NO_MAIN`, the archive's path, which
// scripts/fuzz.sh finds in the toolchain) and start it from `FuzzDriver.runFuzzer`.
let app = "example-tui"
let libFuzzer = Context.environment["FUZZER_NO_MAIN"].map { [LinkerSetting.unsafeFlags(["-Xlinker", $0])] } ?? []
let linkerSettings = libFuzzer + [.linkedLibrary("stdc++")]

let package = Package(
    name: "example-tui-fuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: app, path: "../..")],
    targets: [
        // Hands each target to libFuzzer.
        .target(name: "FuzzDriver", linkerSettings: linkerSettings),
        .executableTarget(name: "fuzz-apns", dependencies: ["FuzzDriver", .product(name: "Push", package: app)]),
        // The push channel's Server-Sent Events parser, the stream cut anywhere.
        .executableTarget(name: "fuzz-sse", dependencies: ["FuzzDriver", .product(name: "Push", package: app)]),
        .executableTarget(
            name: "fuzz-deeplink", dependencies: ["FuzzDriver", .product(name: "ExampleApp", package: app)]),
        .executableTarget(name: "fuzz-env", dependencies: ["FuzzDriver", .product(name: "ExampleApp", package: app)]),
        // The resource generator is a build tool, not a library: its parsers are compiled
        // into these two targets from the same files (symbolic links into Tools/).
        .executableTarget(name: "fuzz-strings", dependencies: ["FuzzDriver"]),
        .executableTarget(name: "fuzz-resource-json", dependencies: ["FuzzDriver"]),
        .executableTarget(
            name: "fuzz-mock-json", dependencies: ["FuzzDriver", .product(name: "Network", package: app)]),
        .executableTarget(
            name: "fuzz-instance-message", dependencies: ["FuzzDriver", .product(name: "DeepLinks", package: app)]),
        // `replay`'s reader of asciicast files, and `record`'s UTF-8 carry.
        .executableTarget(
            name: "fuzz-asciicast", dependencies: ["FuzzDriver", .product(name: "TUIPseudoTerminal", package: app)]),
        // Edit scripts on the text area's line buffer and editor, against a plain model.
        .executableTarget(
            name: "fuzz-text-area", dependencies: ["FuzzDriver", .product(name: "TUICore", package: app)]),
        // The command palette's matcher and search over any Unicode query and titles.
        .executableTarget(
            name: "fuzz-palette", dependencies: ["FuzzDriver", .product(name: "AppSupport", package: app)]),
        // Any bytes as Markdown: parsed by cmark-gfm, laid out, drawn.
        .executableTarget(
            name: "fuzz-markdown",
            dependencies: [
                "FuzzDriver", .product(name: "TUIKit", package: app), .product(name: "TUIMarkdown", package: app),
            ]),
        // keymap.toml: TOMLKit (toml++) and the line finder.
        .executableTarget(
            name: "fuzz-keymap", dependencies: ["FuzzDriver", .product(name: "TUIKeymap", package: app)]),
        // `console --open`'s reader of bug reports (SQLite files from elsewhere).
        .executableTarget(
            name: "fuzz-log-archive", dependencies: ["FuzzDriver", .product(name: "Logs", package: app)]),
        .executableTarget(
            name: "fuzz-terminal-input",
            dependencies: [
                "FuzzDriver", .product(name: "TUICore", package: app), .product(name: "TUITerminal", package: app),
            ]),
    ]
)
