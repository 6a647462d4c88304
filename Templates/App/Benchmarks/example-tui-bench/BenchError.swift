/// Why a measurement could not be made (the showcase's bench keeps it beside its offscreen
/// terminal, which this bench has not).
struct BenchError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
