import Synchronization

@testable import AppSupport

/// A small project's folders as paths ("root/src/main.swift"): the children of a path are
/// the entries listed for it. Some folders can fail or never finish loading, and every
/// load and cancellation is logged.
struct PathTreeSource: TreeNodeSource {
    var folders: [String: [String]]
    var failing: Set<String> = []
    /// Folders whose load waits until it is cancelled.
    var slow: Set<String> = []
    let log = TreeLoadLog()

    /// A new one each time, with a log of its own.
    static var project: PathTreeSource {
        PathTreeSource(folders: [
            "root": ["src", "docs", "empty", "README.md", "Package.swift"],
            "root/src": ["App", "Core", "main.swift"],
            "root/src/App": ["AppDelegate.swift", "Window.swift"],
            "root/src/Core": ["Model.swift"],
            "root/docs": ["guide.md", "api.md"],
            "root/empty": [],
        ])
    }

    func children(of node: String) async throws -> [String] {
        log.loaded(node)
        if slow.contains(node) {
            do {
                try await Task.sleep(for: .seconds(3600))
            } catch {
                log.cancelled(node)
                throw error
            }
        }
        if failing.contains(node) { throw PathTreeError.permissionDenied }
        return folders[node, default: []].map { node + "/" + $0 }
    }

    func isExpandable(_ node: String) -> Bool {
        folders[node] != nil || failing.contains(node) || slow.contains(node)
    }

    func name(of node: String) -> String {
        String(node.split(separator: "/").last ?? "")
    }
}

enum PathTreeError: Error, CustomStringConvertible {
    case permissionDenied

    var description: String { "permission denied" }
}

/// What a source was asked, from any thread.
final class TreeLoadLog: Sendable {
    private let state = Mutex<(loads: [String], cancels: [String])>(([], []))

    func loaded(_ node: String) { state.withLock { $0.loads.append(node) } }
    func cancelled(_ node: String) { state.withLock { $0.cancels.append(node) } }
    var loads: [String] { state.withLock { $0.loads } }
    var cancels: [String] { state.withLock { $0.cancels } }
}

/// A folder of `count` numbered entries under a root: the benchmark's shape, for the tests.
struct WideTreeSource: TreeNodeSource {
    let count: Int

    func children(of node: Int) async throws -> [Int] {
        node == 0 ? Array(1...count) : []
    }

    func isExpandable(_ node: Int) -> Bool { node == 0 }

    func name(of node: Int) -> String { node == 0 ? "wide" : "entry \(node)" }
}

extension TreeModel {
    /// Waits (in real time, briefly) until no load is under way.
    func waitForLoads() async {
        for _ in 0..<2_000 where isLoading {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    /// The names of the rows, indented two spaces a level, for assertions.
    var outline: [String] {
        rows(0..<rowCount).map { row in
            let text: String
            switch row.content {
            case .node: text = row.name
            case .loading: text = "(loading)"
            case .failed(let error): text = "(failed: \(error))"
            }
            return String(repeating: "  ", count: row.depth) + text
        }
    }
}
