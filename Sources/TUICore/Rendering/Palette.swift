/// The xterm palette, for downgrading RGB to 256 or 16 colors.
enum Palette {
    /// xterm's default values of the 16 ANSI colors.
    static let ansi: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

    static func rgb(ofIndex index: Int) -> (Int, Int, Int) {
        switch index {
        case 0..<16:
            return ansi[index]
        case 16..<232:
            let value = index - 16
            return (cubeLevels[value / 36], cubeLevels[value / 6 % 6], cubeLevels[value % 6])
        default:
            let level = 8 + (index - 232) * 10
            return (level, level, level)
        }
    }

    static func nearest256(red: Int, green: Int, blue: Int) -> Int {
        func cubeIndex(_ value: Int) -> Int {
            value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40
        }
        let cube = (cubeIndex(red), cubeIndex(green), cubeIndex(blue))
        let cubeColor = (cubeLevels[cube.0], cubeLevels[cube.1], cubeLevels[cube.2])
        let average = (red + green + blue) / 3
        let grayIndex = average > 238 ? 23 : max(0, (average - 3) / 10)
        let grayLevel = 8 + grayIndex * 10
        let cubeDistance = distance((red, green, blue), cubeColor)
        let grayDistance = distance((red, green, blue), (grayLevel, grayLevel, grayLevel))
        if grayDistance < cubeDistance { return 232 + grayIndex }
        return 16 + cube.0 * 36 + cube.1 * 6 + cube.2
    }

    /// The nearest of the first `count` ANSI colors (8 or 16).
    static func nearest(red: Int, green: Int, blue: Int, among count: Int) -> Int {
        var best = 0
        var bestDistance = Int.max
        for (index, color) in ansi.prefix(count).enumerated() {
            let value = distance((red, green, blue), color)
            if value < bestDistance {
                best = index
                bestDistance = value
            }
        }
        return best
    }

    /// Squared distance weighted for how the eye sees (a cheap "redmean").
    private static func distance(_ lhs: (Int, Int, Int), _ rhs: (Int, Int, Int)) -> Int {
        let meanRed = (lhs.0 + rhs.0) / 2
        let red = lhs.0 - rhs.0
        let green = lhs.1 - rhs.1
        let blue = lhs.2 - rhs.2
        // Swift's `>>` binds tighter than `*`: each product is shifted as a whole.
        let weightedRed = ((512 + meanRed) * red * red) >> 8
        let weightedBlue = ((767 - meanRed) * blue * blue) >> 8
        return weightedRed + 4 * green * green + weightedBlue
    }
}
