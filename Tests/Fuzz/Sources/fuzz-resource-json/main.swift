import FuzzDriver

runFuzzer { fuzzResourceJSON($0, $1) }
