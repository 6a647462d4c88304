import FuzzDriver

runFuzzer { fuzzPalette($0, $1) }
