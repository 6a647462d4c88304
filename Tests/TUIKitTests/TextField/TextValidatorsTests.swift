import Synchronization
import TUIKit
import XCTest

final class TextValidatorsTests: XCTestCase {
    func testValidatorsStopAtTheFirstFailureInOrder() {
        let shortFirst = TextValidators {
            $0.minLength(3)
            $0.email()
        }
        let emailFirst = TextValidators {
            $0.email()
            $0.minLength(3)
        }
        XCTAssertEqual(shortFirst.validate("a"), .tooShort(minimum: 3))
        XCTAssertEqual(emailFirst.validate("a"), .invalidEmail)
        XCTAssertNil(shortFirst.validate("a@b.io"))
    }

    func testALaterValidatorIsNotRunAfterAFailure() {
        let counter = CallCounter()
        let validators = TextValidators {
            $0.nonEmpty()
            $0.append(counter)
        }
        _ = validators.validate("")
        XCTAssertEqual(counter.calls.value, 0)
        _ = validators.validate("x")
        XCTAssertEqual(counter.calls.value, 1)
    }

    func testBuiltIns() {
        let nonEmpty = TextValidators { $0.nonEmpty() }
        XCTAssertEqual(nonEmpty.validate("   "), .empty)
        XCTAssertNil(nonEmpty.validate(" a "))

        let length = TextValidators {
            $0.minLength(2)
            $0.maxLength(3)
        }
        XCTAssertEqual(length.validate("漢"), .tooShort(minimum: 2))
        XCTAssertNil(length.validate("👨‍👩‍👧漢"), "graphemes are counted, not scalars")
        XCTAssertEqual(length.validate("abcd"), .tooLong(maximum: 3))

        let regex = TextValidators { $0.regex("[A-Z]{2}[0-9]+") }
        XCTAssertNil(regex.validate("AB12"))
        XCTAssertEqual(regex.validate("AB12x"), .mismatch, "the whole text must match")
        XCTAssertEqual(TextValidators { $0.regex("(") }.validate("x"), .mismatch, "a bad pattern fails")

        let email = TextValidators { $0.email() }
        for good in ["anna@example.com", "a.b+c@mail.example.ru"] { XCTAssertNil(email.validate(good), good) }
        for bad in ["anna", "anna@", "anna@example", "an na@example.com", "a@b.c"] {
            XCTAssertEqual(email.validate(bad), .invalidEmail, bad)
        }

        let phone = TextValidators { $0.phone() }
        for good in ["9161234567", "+7 (916) 123-45-67", "+44 20 7946 0958"] {
            XCTAssertNil(phone.validate(good), good)
        }
        for bad in ["916123456", "+7 (916) 123-45-6x", "1234567890123456"] {
            XCTAssertEqual(phone.validate(bad), .invalidPhone, bad)
        }
    }

    func testACustomMessageReplacesTheDefaultWording() {
        let validators = TextValidators { $0.nonEmpty(message: "Name, please") }
        XCTAssertEqual(validators.validate(""), .custom("Name, please"))
        XCTAssertEqual(validators.validate("")?.message(TextValidationStrings()), "Name, please")
    }

    func testMessagesComeFromTheStringsGiven() {
        let russian = TextValidationStrings(
            empty: "Заполните это поле", tooShort: { "Минимум символов: \($0)" })
        XCTAssertEqual(TextValidationError.empty.message(russian), "Заполните это поле")
        XCTAssertEqual(TextValidationError.tooShort(minimum: 2).message(russian), "Минимум символов: 2")
        XCTAssertEqual(TextValidationError.tooLong(maximum: 5).message(TextValidationStrings()), "At most 5 characters")
    }
}

/// Counts how often it is asked, and always passes.
private struct CallCounter: TextValidator {
    final class Box: Sendable {
        private let count = Mutex(0)
        var value: Int { count.withLock { $0 } }
        func increment() { count.withLock { $0 += 1 } }
    }

    let calls = Box()

    func validate(_ text: String) -> TextValidationError? {
        calls.increment()
        return nil
    }
}
