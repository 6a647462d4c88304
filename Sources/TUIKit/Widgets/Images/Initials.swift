/// The initials an avatar shows for a person (the iOS utilities'
/// `drawInitials(firstname:lastname:)`): the first letter of the first name and of the last
/// name, upper-cased. With one name only its first letter shows; with none, nothing (the
/// avatar then shows a placeholder).
public enum Initials {
    public static func of(firstName: String, lastName: String) -> String {
        [firstName, lastName]
            .compactMap { name in name.first(where: { $0.isLetter || $0.isNumber }) }
            .map { $0.uppercased() }
            .joined()
    }
}
