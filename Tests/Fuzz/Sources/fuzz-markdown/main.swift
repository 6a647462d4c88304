import FuzzDriver

runFuzzer { fuzzMarkdown($0, $1) }
