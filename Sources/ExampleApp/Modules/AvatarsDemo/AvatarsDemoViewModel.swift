import Observation

@MainActor
@Observable
final class AvatarsDemoViewModel {
    struct Person: Equatable {
        let firstName: String
        let lastName: String
        var badgeCount: Int
    }

    /// Names in both scripts and edge cases: one name only, none, a lower-case name.
    private(set) var people = [
        Person(firstName: "Anna", lastName: "Karenina", badgeCount: 3),
        Person(firstName: "Лев", lastName: "Толстой", badgeCount: 42),
        Person(firstName: "grace", lastName: "hopper", badgeCount: 120),
        Person(firstName: "Prince", lastName: "", badgeCount: 0),
        Person(firstName: "", lastName: "", badgeCount: 7),
    ]

    var firstCountStatus: String { R.string.components.avatarsCount(people[0].badgeCount) }

    /// The first person's badge goes up, down or back to zero (hidden).
    func changeFirstBadge(by amount: Int) {
        people[0].badgeCount = max(0, people[0].badgeCount + amount)
    }

    func clearFirstBadge() {
        people[0].badgeCount = 0
    }
}
