import FuzzDriver

runFuzzer { fuzzInstanceMessage($0, $1) }
