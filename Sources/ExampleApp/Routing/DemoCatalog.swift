import TUIKit

/// The Examples list's sections, in list order: the UI kit, the data layer, the widgets
/// terminal tools are made of (table, tree, editor, markdown, charts), the platform, and
/// the modules added with `make module` (the app's own screens).
extension CatalogSection {
    static let interface = CatalogSection(id: "interface") { R.string.examples.sectionInterface() }
    static let data = CatalogSection(id: "data") { R.string.examples.sectionData() }
    static let widgets = CatalogSection(id: "widgets") { R.string.examples.sectionWidgets() }
    static let platform = CatalogSection(id: "platform") { R.string.examples.sectionPlatform() }
    static let modules = CatalogSection(id: "modules") { R.string.examples.sectionModules() }
}

/// The demos that exist, in list order, grouped by section. Later features add their entries here.
enum DemoCatalog {
    static let demos: [CatalogEntry] = [
        CatalogEntry(
            id: "navigation",
            icon: R.image.ic24.navigation,
            title: { R.string.examples.navigationTitle() },
            subtitle: { R.string.examples.navigationSubtitle() },
            makeController: { NavigationDemoFactory.createNavigationDemoController(dependencies: $0, depth: 1) },
            section: .interface
        ),
        CatalogEntry(
            id: "resources",
            icon: R.image.ic24.palette,
            title: { R.string.examples.resourcesTitle() },
            subtitle: { R.string.examples.resourcesSubtitle() },
            makeController: { _ in ResourcesDemoFactory.createResourcesDemoController() },
            section: .interface
        ),
        CatalogEntry(
            id: "toasts",
            icon: R.image.toast.demo,
            title: { R.string.toastsDemo.demoTitle() },
            subtitle: { R.string.toastsDemo.demoSubtitle() },
            makeController: { _ in ToastsDemoFactory.createToastsDemoController() },
            section: .interface
        ),
        CatalogEntry(
            id: "bottom-sheet",
            icon: R.image.ic24.bottomSheet,
            title: { R.string.sheetsDemo.bottomSheetTitle() },
            subtitle: { R.string.sheetsDemo.bottomSheetSubtitle() },
            makeController: { BottomSheetDemoFactory.createBottomSheetDemoController(dependencies: $0) },
            section: .interface
        ),
        CatalogEntry(
            id: "multiple-bottom-sheets",
            icon: R.image.ic24.multipleSheets,
            title: { R.string.sheetsDemo.multipleSheetsTitle() },
            subtitle: { R.string.sheetsDemo.multipleSheetsSubtitle() },
            makeController: { _ in MultipleBottomSheetsDemoFactory.createMultipleBottomSheetsDemoController() },
            section: .interface
        ),
        CatalogEntry(
            id: "floating-sheet",
            icon: R.image.ic24.floatingSheet,
            title: { R.string.sheetsDemo.floatingSheetTitle() },
            subtitle: { R.string.sheetsDemo.floatingSheetSubtitle() },
            makeController: { _ in FloatingSheetDemoFactory.createFloatingSheetDemoController() },
            section: .interface
        ),
        CatalogEntry(
            id: "alerts",
            icon: R.image.ic24.alert,
            title: { R.string.alertsDemo.title() },
            subtitle: { R.string.alertsDemo.subtitle() },
            makeController: { _ in AlertsDemoFactory.createAlertsDemoController() },
            section: .interface
        ),
        CatalogEntry(
            id: "palette",
            icon: R.image.ic24.commandPalette,
            title: { R.string.paletteDemo.title() },
            subtitle: { R.string.paletteDemo.subtitle() },
            makeController: { _ in PaletteDemoFactory.createPaletteDemoController() },
            section: .interface
        ),
        CatalogEntry(
            id: "skeleton",
            icon: R.image.ic24.skeleton,
            title: { R.string.statesDemo.skeletonTitle() },
            subtitle: { R.string.statesDemo.skeletonSubtitle() },
            makeController: { SkeletonDemoFactory.createSkeletonDemoController(dependencies: $0) },
            section: .interface
        ),
        CatalogEntry(
            id: "error-state",
            icon: R.image.ic24.errorState,
            title: { R.string.statesDemo.errorStateTitle() },
            subtitle: { R.string.statesDemo.errorStateSubtitle() },
            makeController: { ErrorStateDemoFactory.createErrorStateDemoController(dependencies: $0) },
            section: .interface
        ),
        CatalogEntry(
            id: "keys",
            icon: R.image.ic24.settings,
            title: { R.string.common.keysTitle() },
            subtitle: { R.string.common.keysDemoSubtitle() },
            makeController: { KeyHelpFactory.createKeyHelpController(chain: nil, settings: $0.settings) },
            section: .interface
        ),
        CatalogEntry(
            id: "network",
            icon: R.image.ic24.network,
            title: { R.string.networkDemo.title() },
            subtitle: { R.string.networkDemo.subtitle() },
            makeController: { NetworkDemoFactory.createNetworkDemoController(dependencies: $0) },
            section: .data
        ),
        CatalogEntry(
            id: "cache",
            icon: R.image.ic24.cache,
            title: { R.string.cacheDemo.title() },
            subtitle: { R.string.cacheDemo.subtitle() },
            makeController: { CacheDemoFactory.createCacheDemoController(dependencies: $0) },
            section: .data
        ),
        CatalogEntry(
            id: "local-storage",
            icon: R.image.ic24.localStorage,
            title: { R.string.localStorageDemo.demoTitle() },
            subtitle: { R.string.localStorageDemo.demoSubtitle() },
            makeController: { LocalStorageDemoFactory.createLocalStorageDemoController(dependencies: $0) },
            section: .data
        ),
        CatalogEntry(
            id: "security",
            icon: R.image.ic24.security,
            title: { R.string.securityDemo.demoTitle() },
            subtitle: { R.string.securityDemo.demoSubtitle() },
            makeController: { SecurityDemoFactory.createSecurityDemoController(dependencies: $0) },
            section: .data
        ),
        CatalogEntry(
            id: "logs",
            icon: R.image.ic24.logs,
            title: { R.string.logsDemo.demoTitle() },
            subtitle: { R.string.logsDemo.demoSubtitle() },
            makeController: { LogsDemoFactory.createLogsDemoController(dependencies: $0) },
            section: .data
        ),
        // Widgets of terminal tools (section: .widgets) follow here, one entry each.
        CatalogEntry(
            id: "text-area",
            icon: R.image.ic24.textArea,
            title: { R.string.textAreaDemo.title() },
            subtitle: { R.string.textAreaDemo.subtitle() },
            makeController: { TextAreaDemoFactory.createTextAreaDemoController(dependencies: $0) },
            section: .widgets
        ),
        CatalogEntry(
            id: "table",
            icon: R.image.ic24.table,
            title: { R.string.tableDemo.title() },
            subtitle: { R.string.tableDemo.subtitle() },
            makeController: { _ in TableDemoFactory.createTableDemoController() },
            section: .widgets
        ),
        CatalogEntry(
            id: "charts",
            icon: R.image.ic24.charts,
            title: { R.string.chartsDemo.title() },
            subtitle: { R.string.chartsDemo.subtitle() },
            makeController: { ChartsDemoFactory.createChartsDemoController(dependencies: $0) },
            section: .widgets
        ),
        CatalogEntry(
            id: "tree",
            icon: R.image.ic24.tree,
            title: { R.string.treeDemo.title() },
            subtitle: { R.string.treeDemo.subtitle() },
            makeController: { TreeDemoFactory.createTreeDemoController(dependencies: $0) },
            section: .widgets,
            makeLinkedController: { TreeDemoFactory.createTreeDemoController(dependencies: $0, path: $1["path"]) }
        ),
        CatalogEntry(
            id: "markdown",
            icon: R.image.ic24.markdown,
            title: { R.string.markdownDemo.title() },
            subtitle: { R.string.markdownDemo.subtitle() },
            makeController: { MarkdownDemoFactory.createMarkdownDemoController(dependencies: $0) },
            section: .widgets,
            // `?doc=README`, `?doc=docs/table.md` or `?doc=table` opens that page.
            makeLinkedController: {
                MarkdownDemoFactory.createMarkdownDemoController(dependencies: $0, doc: $1["doc"])
            }
        ),
        CatalogEntry(
            id: "analytics",
            icon: R.image.platform.analytics,
            title: { R.string.analyticsDemo.demoTitle() },
            subtitle: { R.string.analyticsDemo.demoSubtitle() },
            makeController: { AnalyticsDemoFactory.createAnalyticsDemoController(dependencies: $0) },
            section: .platform
        ),
        CatalogEntry(
            id: "deeplinks",
            icon: R.image.platform.deeplinks,
            title: { R.string.deepLinksDemo.demoTitle() },
            subtitle: { R.string.deepLinksDemo.demoSubtitle() },
            makeController: { DeepLinksDemoFactory.createDeepLinksDemoController(dependencies: $0) },
            section: .platform
        ),
        CatalogEntry(
            id: "push",
            icon: R.image.platform.push,
            title: { R.string.pushDemo.demoTitle() },
            subtitle: { R.string.pushDemo.demoSubtitle() },
            makeController: { PushDemoFactory.createPushDemoController(dependencies: $0) },
            section: .platform
        ),
        CatalogEntry(
            id: "event-bus",
            icon: R.image.ic24.eventBus,
            title: { R.string.eventBusDemo.demoTitle() },
            subtitle: { R.string.eventBusDemo.demoSubtitle() },
            makeController: { EventBusDemoFactory.createEventBusDemoController(dependencies: $0) },
            section: .platform
        ),
        CatalogEntry(
            id: "dates",
            icon: R.image.ic24.dates,
            title: { R.string.datesDemo.demoTitle() },
            subtitle: { R.string.datesDemo.demoSubtitle() },
            makeController: { DatesDemoFactory.createDatesDemoController(dependencies: $0) },
            section: .platform
        ),
        CatalogEntry(
            id: "screen-reader",
            icon: R.image.ic16.info,
            title: { R.string.screenReaderDemo.demoTitle() },
            subtitle: { R.string.screenReaderDemo.demoSubtitle() },
            makeController: { ScreenReaderDemoFactory.createScreenReaderDemoController(dependencies: $0) },
            section: .platform
        ),
        CatalogEntry(
            id: "utils",
            icon: R.image.ic24.utils,
            title: { R.string.utilsDemo.demoTitle() },
            subtitle: { R.string.utilsDemo.demoSubtitle() },
            makeController: { UtilsDemoFactory.createUtilsDemoController(dependencies: $0) },
            section: .platform
        ),
        // make module: examples, section: .modules
    ]

    /// Route ids, as `AppRoute` accepts them.
    static var ids: [String] { demos.map(\.id) }

    static func demo(id: String) -> CatalogEntry? {
        demos.first { $0.id == id }
    }
}
