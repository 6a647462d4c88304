// storage-writer: a child process for StorageTests' kill-during-write test.
//
//     storage-writer <directory> <key> <bytes>
//
// Rewrites the entry `key` of a DiskStorageService<String, Data> in `directory` forever, each
// time with `bytes` bytes of a new generation: the generation as 8 big-endian bytes, then
// every remaining byte equal to `generation % 251`. Prints "ready" once the first write is
// done. The test kills it with SIGKILL mid-write and checks what a reader finds.
import Foundation
import Storage

let arguments = CommandLine.arguments
guard arguments.count == 4, let size = Int(arguments[3]), size >= 8 else {
    FileHandle.standardError.write(Data("usage: storage-writer <directory> <key> <bytes>\n".utf8))
    exit(2)
}
let directory = URL(fileURLWithPath: arguments[1], isDirectory: true)
let key = arguments[2]

do {
    let store = try DiskStorageService<String, Data>(
        config: DiskStorageConfig(
            location: .directory(directory), directories: .temporary(), maxSize: 0, memoryCountLimit: 0),
        transformer: TransformerFactory.forData()
    )
    var generation: UInt64 = 1
    var isReady = false
    while true {
        var blob = withUnsafeBytes(of: generation.bigEndian) { Data($0) }
        blob.append(Data(repeating: UInt8(generation % 251), count: size - 8))
        try store.setObject(blob, forKey: key, expiry: .never)
        if !isReady {
            FileHandle.standardOutput.write(Data("ready\n".utf8))
            isReady = true
        }
        generation += 1
    }
} catch {
    FileHandle.standardError.write(Data("storage-writer: \(error)\n".utf8))
    exit(1)
}
