import FuzzDriver

runFuzzer { fuzzAsciicast($0, $1) }
