import Foundation

/// A finished run of an app's command without a terminal.
public struct CommandResult: Sendable {
    public let status: Int32
    public let standardOutput: String
    public let standardError: String

    /// The output's lines, without the last empty one.
    public var lines: [String] {
        var lines = standardOutput.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

extension AppUnderTest {
    /// Runs the app with `arguments`, stdin from /dev/null and stdout, stderr to pipes.
    /// `home` is a fresh one unless given (a running session's, to reach its socket); a run
    /// longer than `timeout` is terminated.
    public func run(_ arguments: [String], home: TemporaryHome? = nil, timeout: TimeInterval = 20) throws
        -> CommandResult
    {
        let home = try home ?? TemporaryHome()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try path())
        process.arguments = arguments
        process.environment = home.environment
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let watchdog = DispatchWorkItem { [process] in
            if process.isRunning { process.terminate() }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        // Both pipes are read at once so neither can fill up and block the app.
        let errorData = LockedData()
        let errorReader = Thread {
            errorData.set(error.fileHandleForReading.readDataToEndOfFile())
        }
        errorReader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        let errorText = errorData.wait()
        return CommandResult(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorText, as: UTF8.self)
        )
    }
}

/// Data handed from a reader thread.
private final class LockedData: @unchecked Sendable {
    private let condition = NSCondition()
    private var data: Data?

    func set(_ data: Data) {
        condition.lock()
        self.data = data
        condition.signal()
        condition.unlock()
    }

    func wait() -> Data {
        condition.lock()
        defer { condition.unlock() }
        while data == nil { condition.wait() }
        return data ?? Data()
    }
}
