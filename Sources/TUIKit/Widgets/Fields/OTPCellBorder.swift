/// The box around one OTP cell; each state has its own line so it reads without color.
struct OTPCellBorder {
    let topLeft: String
    let topRight: String
    let bottomLeft: String
    let bottomRight: String
    let horizontal: String
    let vertical: String

    init(_ glyphs: String) {
        let parts = glyphs.map(String.init)
        topLeft = parts[0]
        horizontal = parts[1]
        topRight = parts[2]
        vertical = parts[3]
        bottomLeft = parts[4]
        bottomRight = parts[5]
    }

    static func border(status: OTPField.Status, isActive: Bool, unicode: Bool) -> OTPCellBorder {
        switch (status, isActive, unicode) {
        case (.error, _, true): OTPCellBorder("╔═╗║╚╝")
        case (.error, _, false): OTPCellBorder("#=#H##")
        case (.disabled, _, true): OTPCellBorder("┌┄┐┆└┘")
        case (.disabled, _, false): OTPCellBorder(".-.:''")
        case (.normal, true, true): OTPCellBorder("┏━┓┃┗┛")
        case (.normal, true, false): OTPCellBorder("#=#|##")
        case (.normal, false, true): OTPCellBorder("┌─┐│└┘")
        case (.normal, false, false): OTPCellBorder("+-+|++")
        }
    }
}
