import Observation

@MainActor
@Observable
final class AvatarsDemoViewModel {
    struct Person: Equatable {
        let firstName: String
        let lastName: String
        var badgeCount: Int

        var name: String { [firstName, lastName].filter { !$0.isEmpty }.joined(separator: " ") }
    }

    /// Names in both scripts and edge cases: one name only, none, a lower-case name.
    private(set) var people = [
        Person(firstName: "Anna", lastName: "Karenina", badgeCount: 3),
        Person(firstName: "Лев", lastName: "Толстой", badgeCount: 42),
        Person(firstName: "grace", lastName: "hopper", badgeCount: 120),
        Person(firstName: "Prince", lastName: "", badgeCount: 0),
        Person(firstName: "", lastName: "", badgeCount: 7),
    ]
    /// The person whose badge + - 0 change.
    private(set) var selectedIndex = 0
    /// What a click on an avatar adds to its badge, as + does.
    static let step = 10

    var selectedStatus: String {
        let person = people[selectedIndex]
        return R.string.components.avatarsCount(person.name.isEmpty ? "—" : person.name, person.badgeCount)
    }

    /// ← → choose a person, wrapping around.
    func moveSelection(by offset: Int) {
        selectedIndex = (selectedIndex + offset + people.count) % people.count
    }

    /// The chosen person's badge goes up or down (never below zero, where it hides).
    func changeSelectedBadge(by amount: Int) {
        people[selectedIndex].badgeCount = max(0, people[selectedIndex].badgeCount + amount)
    }

    func clearSelectedBadge() {
        people[selectedIndex].badgeCount = 0
    }

    /// A click on an avatar chooses that person and adds `step`, as a new message would.
    func onAvatarTapped(at index: Int) {
        guard people.indices.contains(index) else { return }
        selectedIndex = index
        changeSelectedBadge(by: Self.step)
    }
}
