import NIOCore

/// HAProxy's PROXY protocol (versions 1 and 2) on a connection from a load balancer: reads
/// the header the balancer sends first, which names the client's address, then hands the
/// rest of the connection to the SSH handler `install` adds. A connection whose first bytes
/// are no valid header is closed: with `--proxy-protocol` every connection must come through
/// the balancer, or anyone could claim any address.
final class ProxyProtocolHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    /// Called once with the client's address (`host:port`; nil for v2's LOCAL, a health
    /// check, and v1's UNKNOWN); adds the handlers that follow.
    private let install: (ChannelHandlerContext, String?) throws -> Void
    private var buffered: ByteBuffer?

    /// v1's longest line (107 bytes); v2's header is at most 16 + 65535 bytes, but addresses
    /// and a few TLVs need far less.
    static let maximumHeader = 536
    static let v2Signature: [UInt8] = [0x0D, 0x0A, 0x0D, 0x0A, 0x00, 0x0D, 0x0A, 0x51, 0x55, 0x49, 0x54, 0x0A]

    init(install: @escaping (ChannelHandlerContext, String?) throws -> Void) {
        self.install = install
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var incoming = unwrapInboundIn(data)
        if buffered == nil {
            buffered = incoming
        } else {
            buffered!.writeBuffer(&incoming)
        }
        guard var buffer = buffered else { return }
        switch Self.parse(&buffer) {
        case .needMore:
            if buffer.readableBytes > Self.maximumHeader { context.close(promise: nil) }
        case .invalid:
            context.close(promise: nil)
        case .parsed(let address):
            buffered = nil
            do {
                try install(context, address)
            } catch {
                context.close(promise: nil)
                return
            }
            if buffer.readableBytes > 0 { context.fireChannelRead(wrapInboundOut(buffer)) }
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        }
    }

    enum Parsed: Equatable {
        case needMore
        case invalid
        /// The client's address, or nil when the balancer speaks for itself.
        case parsed(String?)
    }

    /// Reads a header off the front of `buffer` (moving its reader past it when parsed).
    static func parse(_ buffer: inout ByteBuffer) -> Parsed {
        let bytes = Array(buffer.readableBytesView.prefix(maximumHeader + 16))
        if bytes.count >= 1, bytes[0] == v2Signature[0] {
            return parseVersion2(bytes, &buffer)
        }
        let prefix = Array("PROXY ".utf8)
        guard bytes.starts(with: prefix.prefix(min(bytes.count, prefix.count))) else { return .invalid }
        guard let newline = bytes.firstIndex(of: 0x0A) else { return bytes.count > 107 ? .invalid : .needMore }
        guard newline <= 106, newline > 0, bytes[newline - 1] == 0x0D else { return .invalid }
        let line = String(decoding: bytes[0..<(newline - 1)], as: UTF8.self)
        let fields = line.split(separator: " ", omittingEmptySubsequences: false)
        buffer.moveReaderIndex(forwardBy: newline + 1)
        if fields.count >= 2, fields[1] == "UNKNOWN" { return .parsed(nil) }
        guard fields.count == 6, fields[1] == "TCP4" || fields[1] == "TCP6",
            let port = Int(fields[4]), (0...65535).contains(port), Int(fields[5]) != nil,
            isAddress(String(fields[2]), v6: fields[1] == "TCP6")
        else { return .invalid }
        return .parsed(fields[1] == "TCP6" ? "[\(fields[2])]:\(port)" : "\(fields[2]):\(port)")
    }

    private static func parseVersion2(_ bytes: [UInt8], _ buffer: inout ByteBuffer) -> Parsed {
        guard bytes.count >= 16 else {
            return bytes.elementsEqual(v2Signature.prefix(bytes.count)) ? .needMore : .invalid
        }
        guard bytes.starts(with: v2Signature), bytes[12] >> 4 == 2 else { return .invalid }
        let length = Int(bytes[14]) << 8 | Int(bytes[15])
        guard 16 + length <= maximumHeader else { return .invalid }
        guard bytes.count >= 16 + length else { return .needMore }
        let command = bytes[12] & 0x0F
        let family = bytes[13]
        let body = Array(bytes[16..<(16 + length)])
        buffer.moveReaderIndex(forwardBy: 16 + length)
        if command == 0 { return .parsed(nil) }  // LOCAL: the balancer's own check
        guard command == 1 else { return .invalid }
        switch family {
        case 0x11 where body.count >= 12:  // TCP over IPv4
            let port = Int(body[8]) << 8 | Int(body[9])
            return .parsed(body[0..<4].map(String.init).joined(separator: ".") + ":\(port)")
        case 0x21 where body.count >= 36:  // TCP over IPv6
            let groups = stride(from: 0, to: 16, by: 2).map {
                String(Int(body[$0]) << 8 | Int(body[$0 + 1]), radix: 16)
            }
            let port = Int(body[32]) << 8 | Int(body[33])
            return .parsed("[\(groups.joined(separator: ":"))]:\(port)")
        case 0x00:
            return .parsed(nil)
        default:
            return .invalid
        }
    }

    private static func isAddress(_ text: String, v6: Bool) -> Bool {
        if v6 {
            return !text.isEmpty && text.count <= 45 && text.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in Int(part).map { (0...255).contains($0) } ?? false }
    }
}
