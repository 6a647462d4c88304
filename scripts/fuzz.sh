#!/usr/bin/env bash
# `make fuzz`: builds the libFuzzer targets of Tests/Fuzz (with the address sanitizer, so
# leaks and memory errors count too) into .build-fuzz, then runs each for FUZZ_SECONDS on
# its seed corpus in Tests/Fuzz/<name>/. Fails when any target crashes, hangs (an input that
# takes over FUZZ_TIMEOUT seconds) or leaks (but for the dependencies' leaks listed, with
# why, in Tests/Fuzz/lsan-suppressions.txt); the input is kept in .build-fuzz/artifacts.
#   FUZZ_SECONDS=60   time per target
#   FUZZ_TARGETS="…"  which targets (default: all)
#   FUZZ_TIMEOUT=10   seconds one input may take before it counts as a hang
set -uo pipefail
cd "$(dirname "$0")/.."

seconds=${FUZZ_SECONDS:-60}
timeout=${FUZZ_TIMEOUT:-10}
# Every target of Tests/Fuzz (Sources/fuzz-<name>): an app made by `make new-app` keeps fewer.
all_targets=$(find Tests/Fuzz/Sources -mindepth 1 -maxdepth 1 -type d -name 'fuzz-*' -printf '%f\n' | sed 's/^fuzz-//' | sort)
targets=${FUZZ_TARGETS:-$all_targets}
scratch="$PWD/.build-fuzz"
# libFuzzer without its main (see Tests/Fuzz/Package.swift), from the toolchain's clang runtime.
swiftc_path=$(command -v swiftc)
FUZZER_NO_MAIN=$(ls "$(dirname "$(readlink -f "$swiftc_path")")"/../lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a 2>/dev/null | head -1)
[ -n "$FUZZER_NO_MAIN" ] || { echo "fuzz: no libclang_rt.fuzzer_no_main in the Swift toolchain" >&2; exit 1; }
export FUZZER_NO_MAIN
# What -sanitize=fuzzer instruments, for libFuzzer to see which inputs reach new code.
coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table
build=(swift build --package-path Tests/Fuzz --scratch-path "$scratch" --sanitize=address
    -Xswiftc "-sanitize-coverage=$coverage")

# gold warns about every ASan helper symbol it cannot export; those lines say nothing. The
# build tools are instrumented too, and a leak in one is no finding here.
ASAN_OPTIONS=detect_leaks=0 "${build[@]}" 2>&1 | { grep -v "Cannot export local symbol" || true; }
[ "${PIPESTATUS[0]}" -eq 0 ] || { echo "fuzz: the build failed" >&2; exit 1; }
bin=$("${build[@]}" --show-bin-path)

failed=()
summary=()
for target in $targets; do
    seeds="Tests/Fuzz/$target"
    [ -d "$seeds" ] || { echo "fuzz: no seed corpus $seeds" >&2; exit 2; }
    # New inputs go to the scratch corpus, so the committed seeds only change by hand.
    corpus="$scratch/corpus/$target"
    artifacts="$scratch/artifacts/$target"
    log="$scratch/logs/$target.log"
    mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
    echo "fuzz: $target for ${seconds}s"
    LSAN_OPTIONS="suppressions=$PWD/Tests/Fuzz/lsan-suppressions.txt:print_suppressions=0" \
        "$bin/fuzz-$target" -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=2048 \
        -detect_leaks=1 -print_final_stats=1 -artifact_prefix="$artifacts/" "$corpus" "$seeds" </dev/null >"$log" 2>&1
    status=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
    added=$(sed -n 's/^stat::new_units_added: *//p' "$log")
    coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
    if [ "$status" -ne 0 ]; then
        failed+=("$target")
        summary+=("$(printf '%-18s FAILED (exit %s); see %s' "$target" "$status" "$log")")
        grep -E "ERROR|Test unit written|SUMMARY|Fatal error|Timeout|leak" "$log" | head -20 >&2
    else
        summary+=("$(printf '%-18s %10s runs %8s exec/s  %5s new units  %s' "$target" "$runs" "$rate" "$added" "$coverage")")
    fi
done

echo
echo "fuzz: ${seconds}s per target"
printf '  %s\n' "${summary[@]}"
if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzz: findings in ${failed[*]}: the inputs are in $scratch/artifacts/<target>/" >&2
    exit 1
fi
