import FuzzDriver

runFuzzer { fuzzStrings($0, $1) }
