import Foundation

/// Turns objects into bytes and back for the stores that keep bytes (the template's
/// `Transformer`).
public struct Transformer<Value>: Sendable {
    private let encode: @Sendable (Value) throws -> Data
    private let decode: @Sendable (Data) throws -> Value

    public init(
        toData: @escaping @Sendable (Value) throws -> Data,
        fromData: @escaping @Sendable (Data) throws -> Value
    ) {
        encode = toData
        decode = fromData
    }

    /// The object's bytes; throws `StorageError.encodingFailed`.
    public func toData(_ value: Value) throws(StorageError) -> Data {
        do {
            return try encode(value)
        } catch let error as StorageError {
            throw error
        } catch {
            throw .encodingFailed(String(describing: error))
        }
    }

    /// The object in `data`; throws `StorageError.decodingFailed`.
    public func fromData(_ data: Data) throws(StorageError) -> Value {
        do {
            return try decode(data)
        } catch let error as StorageError {
            throw error
        } catch {
            throw .decodingFailed(String(describing: error))
        }
    }
}

/// Ready-made transformers (the template's `TransformerFactory`).
public enum TransformerFactory {
    /// JSON for a `Codable` type, with sorted keys so equal objects give equal bytes.
    public static func forCodable<T: Codable & Sendable>(ofType type: T.Type) -> Transformer<T> {
        Transformer(
            toData: { value in
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                return try encoder.encode(value)
            },
            fromData: { data in try JSONDecoder().decode(T.self, from: data) }
        )
    }

    /// Bytes stored as they are.
    public static func forData() -> Transformer<Data> {
        Transformer(toData: { $0 }, fromData: { $0 })
    }

    /// A string stored as UTF-8.
    public static func forString() -> Transformer<String> {
        Transformer(
            toData: { Data($0.utf8) },
            fromData: { data in
                guard let string = String(data: data, encoding: .utf8) else {
                    throw StorageError.decodingFailed("not UTF-8")
                }
                return string
            }
        )
    }
}

/// The keychain's transformers are the same ones; the template names them separately.
public typealias KeychainTransformerFactory = TransformerFactory
