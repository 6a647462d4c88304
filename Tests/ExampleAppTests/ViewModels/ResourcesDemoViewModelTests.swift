import XCTest

@testable import ExampleApp

@MainActor
final class ResourcesDemoViewModelTests: XCTestCase {
    func testEveryResourceHasARowUnderItsSection() async {
        let rows = ResourcesDemoViewModel().rows
        var section: String?
        var counts: [String: Int] = [:]
        var names: [String] = []
        for row in rows {
            switch row {
            case .header(let title): section = title
            case .color(let name, _), .icon(let name, _), .textStyle(let name, _):
                counts[section ?? "", default: 0] += 1
                names.append(name)
            case .spacer: break
            }
        }
        XCTAssertEqual(counts[R.string.resourcesDemo.sectionColors()], R.color.all.count)
        XCTAssertEqual(counts[R.string.resourcesDemo.sectionIcons()], R.image.all.count)
        XCTAssertEqual(counts[R.string.resourcesDemo.sectionTextStyles()], R.font.all.count)
        XCTAssertEqual(Set(names).count, names.count, "every row names one resource")
    }

    func testSectionsAreSetApartAndStartAtTheColors() async {
        let rows = ResourcesDemoViewModel().rows
        guard case .header(let first) = rows.first else { return XCTFail("the list opens with a header") }
        XCTAssertEqual(first, R.string.resourcesDemo.sectionColors())
        for (index, row) in rows.enumerated() where index > 0 {
            if case .header = row {
                guard case .spacer = rows[index - 1] else { return XCTFail("a blank row before header \(index)") }
            }
        }
    }

    func testTheScrollStateStartsAtTheTop() async {
        XCTAssertEqual(ResourcesDemoViewModel().scrollState.offset, 0)
    }
}
