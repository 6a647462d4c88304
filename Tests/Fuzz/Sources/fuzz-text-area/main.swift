import FuzzDriver

runFuzzer { fuzzTextArea($0, $1) }
