/// The stores the Cache demo works with, in tab order.
enum CacheStoreKind: Int, CaseIterable, Sendable {
    case ram
    case disk
    case keychain

    var title: String {
        switch self {
        case .ram: R.string.cacheDemo.ram()
        case .disk: R.string.cacheDemo.disk()
        case .keychain: R.string.cacheDemo.keychain()
        }
    }
}
