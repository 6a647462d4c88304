import FuzzDriver

runFuzzer { fuzzLogArchive($0, $1) }
