import FuzzDriver

runFuzzer { fuzzAPNS($0, $1) }
