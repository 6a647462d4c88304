import FuzzDriver

runFuzzer { fuzzTerminalInput($0, $1) }
