import FuzzDriver

runFuzzer { fuzzEnv($0, $1) }
