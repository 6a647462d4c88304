import Foundation
import NIOCore

/// A front end's channel handler (SSH's, the web's) as its served session sees it: the
/// session's output and end reach it on its channel's event loop, and a drained input backlog
/// turns its channel's reading back on.
protocol ServedSessionFrontEnd: AnyObject {
    /// The handler's context while it is in a pipeline.
    var context: ChannelHandlerContext? { get }
    func sessionOutput(_ bytes: [UInt8])
    func sessionEnded(_ ending: ServedSession.Ending)
}

extension SessionSupervisor {
    /// Starts `launch` for `frontEnd`, whose channel runs on `eventLoop`. A `throwawayFolder`
    /// (an anonymous user's data) is removed when the session ends or cannot start.
    func start(
        _ launch: SessionLaunch, for frontEnd: any ServedSessionFrontEnd, on eventLoop: any EventLoop,
        throwawayFolder: String?
    ) throws(SessionError) -> ServedSession {
        let removeFolder: @Sendable () -> Void = {
            if let throwawayFolder { try? FileManager.default.removeItem(atPath: throwawayFolder) }
        }
        let bound = NIOLoopBound(frontEnd, eventLoop: eventLoop)
        let handlers = ServedSession.Handlers(
            output: { bytes in eventLoop.execute { bound.value.sessionOutput(bytes) } },
            inputDrained: {
                eventLoop.execute {
                    guard let channel = bound.value.context?.channel else { return }
                    channel.setOption(ChannelOptions.autoRead, value: true).whenSuccess { channel.read() }
                }
            },
            ended: { ending in
                eventLoop.execute { bound.value.sessionEnded(ending) }
                removeFolder()
            })
        do {
            return try start(launch, handlers: handlers)
        } catch {
            removeFolder()
            throw error
        }
    }
}
