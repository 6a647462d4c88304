import FuzzDriver

runFuzzer { fuzzDeepLink($0, $1) }
