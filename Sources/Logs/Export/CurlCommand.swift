/// A stored request as a `curl` command to run it again from a shell: method, URL, headers
/// and body, each quoted for a POSIX shell. What the redactor hides stays hidden: the
/// stored record was redacted when it was written, and the command redacts it again, so
/// even a record made by hand never puts a token in the clipboard (`<redacted>` stands in).
public enum CurlCommand {
    /// Headers curl computes itself from the body it sends.
    private static let computedHeaders: Set<String> = ["content-length", "host"]

    /// `curl -X POST 'https://…' -H 'Name: value' --data-raw '…'`, one option a line.
    public static func command(for task: NetworkTaskRecord, redactor: Redactor = Redactor()) -> String {
        var parts = ["curl"]
        if task.method.uppercased() != "GET" || task.requestBody != nil {
            parts.append("-X " + quoted(task.method))
        }
        parts.append(quoted(redactor.url(task.url)))
        let headers = redactor.headers(task.requestHeaders)
        for name in headers.keys.sorted() where !computedHeaders.contains(name.lowercased()) {
            parts.append("-H " + quoted("\(name): \(headers[name] ?? "")"))
        }
        if let body = task.requestBody {
            parts.append("--data-raw " + quoted(redactor.body(body)))
        }
        return parts.joined(separator: " \\\n  ")
    }

    /// `text` in single quotes, where a shell takes every character as it is; a single
    /// quote inside ends the quotes, adds an escaped one and opens them again.
    static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: #"'\''"#) + "'"
    }
}
