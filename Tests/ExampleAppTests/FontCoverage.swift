import Foundation

/// The code points a font has glyphs for, read from fontconfig's `fc-query` (the
/// `fontconfig` package; the font itself from `fonts-dejavu-core`, both installed by
/// `scripts/bootstrap.sh`).
struct FontCoverage: Sendable {
    let font: String
    private let ranges: [ClosedRange<UInt32>]

    /// DejaVu Sans Mono, Debian's default monospace font (what xterm and most terminal
    /// emulators there show text in).
    static let dejaVuSansMono = Result { try FontCoverage(file: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf") }

    /// DejaVu Sans, from the same package: fontconfig's fallback for what the mono face
    /// lacks. The mono face has no braille; the sans face has all 256 patterns, which the
    /// line chart and the spinner draw.
    static let dejaVuSans = Result { try FontCoverage(file: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf") }

    init(file: String) throws {
        guard FileManager.default.fileExists(atPath: file) else {
            throw FontCoverageError("\(file) is missing: run scripts/bootstrap.sh (fonts-dejavu-core)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["fc-query", "--format", "%{charset}", file]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            throw FontCoverageError("fc-query could not run (\(error)): run scripts/bootstrap.sh (fontconfig)")
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw FontCoverageError("fc-query \(file) failed: run scripts/bootstrap.sh (fontconfig)")
        }
        // "20-7e a0-1c3 1cd ...": hex code points and ranges.
        ranges = try output.split(whereSeparator: \.isWhitespace).map { part in
            let bounds = part.split(separator: "-").map { UInt32($0, radix: 16) }
            guard let lower = bounds.first ?? nil, let upper = bounds.last ?? nil, bounds.count <= 2 else {
                throw FontCoverageError("fc-query printed an unexpected charset entry '\(part)'")
            }
            return lower...upper
        }
        guard !ranges.isEmpty else { throw FontCoverageError("fc-query printed no charset for \(file)") }
        font = file
    }

    func covers(_ scalar: Unicode.Scalar) -> Bool {
        ranges.contains { $0.contains(scalar.value) }
    }

    /// The scalars of `text` the font has no glyph for, ignoring those that take no cell
    /// (joiners, marks that ride on the previous glyph and have their own fallback).
    func missing(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { !$0.isASCII && !covers($0) }
    }
}

struct FontCoverageError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
