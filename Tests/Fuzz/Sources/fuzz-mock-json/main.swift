import FuzzDriver

runFuzzer { fuzzMockJSON($0, $1) }
