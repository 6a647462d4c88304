import FuzzDriver

runFuzzer { fuzzKeymap($0, $1) }
