import FuzzDriver

runFuzzer { fuzzSSE($0, $1) }
