/// The app's own figures at one moment, as the charts demo samples them: what its window
/// has drawn and how fast it answered the last key (`FrameStatistics`), and how much memory
/// the process holds (`PlatformEnvironment.residentMemory`). Plain values, so a view model
/// reads them without the toolkit and a test hands it fixed ones.
struct AppFigures: Equatable {
    var framesDrawn: Int
    var keysHandled: Int
    /// The last key timed, by its name (`down`, `enter`, `s`), and its time to the frame.
    var lastKey: String?
    var lastKeyToFrame: Duration?
    var residentBytes: Int?
}
