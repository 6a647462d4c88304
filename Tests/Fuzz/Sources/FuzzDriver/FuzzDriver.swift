#if canImport(Glibc)
    import Glibc
#endif

/// What libFuzzer calls with each input; the return value must be 0.
public typealias FuzzTarget = @convention(c) (UnsafePointer<UInt8>, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
private func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ target: FuzzTarget
) -> CInt

/// Runs libFuzzer on `target` with the process's arguments (`-max_total_time=60 corpus/`…).
///
/// SwiftPM gives every executable a `main` of its own, which would hide libFuzzer's, so the
/// targets link libFuzzer without one and call its driver from their `main.swift`.
public func runFuzzer(_ target: FuzzTarget) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(llvmFuzzerRunDriver(&argc, &argv, target))
}
