import AppSupport
import ArgumentParser
import DeepLinks
import ExampleApp
import Foundation
import Push

/// `example-tui push FILE.apns`: delivers a push in Apple's simulator format to the running
/// instance, as dropping the file on the iOS simulator does.
struct PushCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "push",
        abstract: "Deliver a push from an .apns file to the running example-tui.",
        discussion: """
            The file is a JSON object with "aps" ("alert" as a string or {title, subtitle, \
            body}, "badge", "sound"), optionally "Simulator Target Bundle", and custom keys \
            such as "deeplink". It is checked first: a malformed file fails with status 2, \
            naming the wrong field, and nothing reaches the app. Samples: Mock/APNSFiles.
            """
    )

    @Argument(help: "The .apns file.", completion: .file(extensions: ["apns"]))
    var file: String

    func run() throws {
        try Self.deliver(file, appName: AppIdentity.app.name)
    }

    /// Checks the file and hands it to the running instance (`push`, `console --push`): a
    /// file that cannot be read or is malformed fails naming the field, and nothing is sent.
    static func deliver(_ file: String, appName: String) throws {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw CommandError("cannot read \(file): \((error as NSError).localizedDescription)")
        }
        let payload: PushPayloadModel
        do {
            payload = try PushPayloadModel(json: data)
        } catch {
            throw CommandError("\(file): \(error.description)")
        }
        if let deeplink = payload.deeplink {
            do {
                _ = try DeepLink(url: deeplink)
            } catch {
                throw CommandError("\(file): '\(PushPayloadModel.deeplinkKey)': \(error.description)")
            }
        }
        do {
            let environment = ProcessInfo.processInfo.environment
            let location = try InstanceSocketLocation.resolve(
                appName: appName, environment: environment, create: false)
            try InstanceSocketClient.send(.push(data), to: location)
        } catch {
            if case .noInstance = error {
                throw CommandError("\(error.description); start one with `example-tui`, then push again")
            }
            throw CommandError(error.description)
        }
    }
}
