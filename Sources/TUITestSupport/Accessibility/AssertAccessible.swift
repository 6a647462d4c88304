import TUIKit
import XCTest

/// The accessibility audit over one frame: the cursor on the focused element, each cell's
/// contrast and the states without colour (`AccessibilityCheck`). Fails with each problem,
/// naming `screen`; returns what it checked.
///
/// ```swift
/// assertAccessible(pilot.frame, palette: AccessibilityPalette(theme: .dark, colors: .app))
/// ```
@MainActor
@discardableResult
public func assertAccessible(
    _ frame: Canvas,
    palette: AccessibilityPalette,
    checks: Set<AccessibilityCheck> = Set(AccessibilityCheck.allCases),
    screen: String = "the screen",
    file: StaticString = #filePath,
    line: UInt = #line
) -> AccessibilityReport {
    var report = AccessibilityReport()
    report.screens = 1
    report.frames = 1
    let problems = auditProblems(of: frame, palette: palette, checks: checks, report: &report)
    report.failures = problems.map { "\(screen): \($0)" }
    failIfAny(report, file: file, line: line)
    return report
}

/// The accessibility audit over every screen of an app (its routes, or routes with keys
/// pressed), each drawn by `render` on every terminal of `languages` × `themes` × `sizes`:
/// in colour for the focus and contrast, and without colour, in Unicode and in ASCII, for
/// the states (`StateCueCheck`). Fails with each problem, naming the screen, the language,
/// theme and size, and what is wrong; prints and returns what it checked.
///
/// ```swift
/// try await assertAccessible(AppRoute.all, named: \.url, palette: { AccessibilityPalette(theme: $0) }) {
///     try await FrameRenderer.render(FrameRenderer.Request(route: $0, terminal: $1))
/// }
/// ```
///
/// - Parameters:
///   - tolerating: problems the app knows and accepts (a chip's fill read as a selection),
///     by screen name and problem text; counted in the report, not failed.
///   - alsoCheck: the app's own checks of each colour frame (the glyphs its font has).
@MainActor
@discardableResult
public func assertAccessible<Screen>(
    _ screens: [Screen],
    named name: (Screen) -> String = { "\($0)" },
    languages: [Language] = [.en],
    themes: [Theme] = Theme.allCases,
    sizes: [Size] = [Size(width: 80, height: 24)],
    checks: Set<AccessibilityCheck> = Set(AccessibilityCheck.allCases),
    palette: (Theme) -> AccessibilityPalette,
    tolerating: (_ screen: String, _ problem: String) -> Bool = { _, _ in false },
    alsoCheck: (_ screen: String, _ frame: Canvas) -> [String] = { _, _ in [] },
    file: StaticString = #filePath,
    line: UInt = #line,
    render: @MainActor (Screen, AuditTerminal) async throws -> Canvas
) async throws -> AccessibilityReport {
    var report = AccessibilityReport()
    report.screens = screens.count
    let inColour = checks.subtracting([.stateCues])
    for screen in screens {
        let screenName = name(screen)
        for language in languages {
            for theme in themes {
                let themePalette = palette(theme)
                for size in sizes {
                    var terminals: [(AuditTerminal, Set<AccessibilityCheck>)] = []
                    if !inColour.isEmpty {
                        terminals.append((AuditTerminal(language: language, theme: theme, size: size), inColour))
                    }
                    if checks.contains(.stateCues) {
                        for unicode in [true, false] {
                            let terminal = AuditTerminal(
                                language: language, theme: theme, size: size, colorDepth: .none, unicode: unicode)
                            terminals.append((terminal, [.stateCues]))
                        }
                    }
                    for (terminal, checks) in terminals {
                        let frame = try await render(screen, terminal)
                        report.frames += 1
                        var problems = auditProblems(of: frame, palette: themePalette, checks: checks, report: &report)
                        if terminal.colorDepth != .none { problems += alsoCheck(screenName, frame) }
                        if checks.contains(.stateCues), let last = report.stateLines.popLast() {
                            report.stateLines.append("  \(screenName) [\(terminal.name)]: \(last)")
                        }
                        for problem in problems {
                            let message = "\(screenName) [\(terminal.name)]: \(problem)"
                            if tolerating(screenName, problem) {
                                report.tolerated.append(message)
                            } else {
                                report.failures.append(message)
                            }
                        }
                    }
                }
            }
        }
    }
    print(report.summary)
    failIfAny(report, file: file, line: line)
    return report
}

/// The problems of one frame; a state check adds its summary to `report.stateLines`.
@MainActor
private func auditProblems(
    of frame: Canvas, palette: AccessibilityPalette, checks: Set<AccessibilityCheck>,
    report: inout AccessibilityReport
) -> [String] {
    var problems: [String] = []
    if checks.contains(.focus), let problem = AccessibilityAudit.focusProblem(in: frame, palette: palette) {
        problems.append(problem)
    }
    if checks.contains(.contrast) {
        problems += AccessibilityAudit.contrastProblems(in: frame, palette: palette, report: &report)
    }
    if checks.contains(.stateCues) {
        let result = StateCueCheck.check(frame, palette: palette.stateCues)
        report.selections += result.selections
        report.disabled += result.disabled
        report.errorRuns += result.errorRuns
        report.stateLines.append(result.summary)
        problems += result.problems
    }
    return problems
}

private func failIfAny(_ report: AccessibilityReport, file: StaticString, line: UInt) {
    var seen: Set<String> = []
    let failures = report.failures.filter { seen.insert($0).inserted }
    guard !failures.isEmpty else { return }
    XCTFail(
        "\(failures.count) accessibility problems:\n" + failures.joined(separator: "\n"), file: file, line: line)
}
