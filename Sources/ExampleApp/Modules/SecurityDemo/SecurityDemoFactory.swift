import Storage
import TUIKit

enum SecurityDemoFactory {
    /// The sealed note's record lives in a keychain store of its own under the app's data
    /// folder (`directories`, a temporary home in tests).
    static let storeName = "SecurityDemo"

    /// scrypt at N = 2^14 (16 MiB): quick enough for a demo on a busy machine. A real app
    /// keeps `PinKeyDerivation.standard` (128 MiB), which the box's own tests cover.
    static let keyDerivation = PinKeyDerivation.scrypt(rounds: 1 << 14, blockSize: 8, parallelism: 1)

    /// A secret note sealed under a PIN, with wrong attempts limited.
    @MainActor
    static func createSecurityDemoController(dependencies: AppDependencies) -> ScreenController {
        let directories = dependencies.directories
        let store: any SecureStore
        let description: String
        do {
            let config = KeychainConfig(name: storeName, directories: directories)
            let folder = try directories.data().appendingPathComponent(storeName)
            let keychain = try KeychainStorageService(config: config, transformer: TransformerFactory.forData())
            store = KeychainSecureStore(keychain: keychain, instance: "demo")
            description = directories.displayPath(folder)
        } catch {
            // An unusable data folder still leaves a working demo, for this run only.
            store = InMemorySecureStore()
            description = R.string.securityDemo.inMemory(String(describing: error))
        }
        let box = PinCryptoBox(secureStore: store, appName: dependencies.identity.name, keyDerivation: keyDerivation)
        let viewModel = SecurityDemoViewModel(box: box, clock: dependencies.clock, storeDescription: description)
        return HostingController(
            rootView: SecurityDemoView(viewModel: viewModel),
            navigationBarItem: { .title(R.string.securityDemo.demoTitle()) })
    }
}
