#!/usr/bin/env bash
# `make sanitize`: builds the tests with the thread sanitizer into .build-tsan and runs them,
# then the same with the address sanitizer into .build-asan. Fails when a
# build or a test fails or when a sanitizer reports anything, in the test process or in a
# program a test starts (storage-writer): every report goes to a file under
# .build-<name>/sanitizer-reports/, and any file there fails the run (docs/hardening.md).
#   SANITIZERS="thread address"   which sanitizers, in this order
#   SANITIZE_FILTER=…             only these tests (swift test --filter), e.g. StorageTests
#   SANITIZE_LEAKS=1              LeakSanitizer too, at the end of the ASan run (not yet a
#                                 gate: see docs/hardening.md for what it still reports)
# The end-to-end tests (EndToEndTests) are left out: see docs/hardening.md, "Sanitizers".
set -uo pipefail
cd "$(dirname "$0")/.."

sanitizers=${SANITIZERS:-thread address}
suppressions="$PWD/Tests/Sanitizers"
failed=()
summary=()

for sanitizer in $sanitizers; do
    case $sanitizer in
    thread) name=tsan ;;
    address) name=asan ;;
    *)
        echo "sanitize: unknown sanitizer $sanitizer (thread or address)" >&2
        exit 2
        ;;
    esac
    scratch="$PWD/.build-$name"
    reports="$scratch/sanitizer-reports"
    build=(swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch")
    echo "sanitize: building the tests with --sanitize=$sanitizer into $scratch"
    start=$(date +%s)
    # The build tools (resource and mock generators) run instrumented too; a leak at their
    # exit is no finding of the tests. gold's "Cannot export local symbol" lines say nothing.
    ASAN_OPTIONS=detect_leaks=0 "${build[@]}" 2>&1 | { grep -v "Cannot export local symbol" || true; }
    if [ "${PIPESTATUS[0]}" -ne 0 ]; then
        echo "sanitize: the $sanitizer build failed" >&2
        exit 1
    fi
    built=$(date +%s)

    rm -rf "$reports"
    mkdir -p "$reports"
    # log_path: each process writes its reports to <log_path>.<pid>, so a report in a child
    # process counts as well as one in the test process.
    common="log_path=$reports/$name:halt_on_error=1:print_suppressions=0"
    export TSAN_OPTIONS="$common:suppressions=$suppressions/tsan.supp:second_deadlock_stack=1"
    export ASAN_OPTIONS="$common:suppressions=$suppressions/asan.supp:detect_leaks=${SANITIZE_LEAKS:-0}:detect_stack_use_after_return=1:strict_string_checks=1"
    export LSAN_OPTIONS="suppressions=$suppressions/lsan.supp:print_suppressions=0"
    test=(swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" --skip EndToEndTests)
    [ -n "${SANITIZE_FILTER:-}" ] && test+=(--filter "$SANITIZE_FILTER")
    echo "sanitize: running the tests under the $sanitizer sanitizer"
    SNAPSHOT_TESTING_RECORD=never "${test[@]}"
    status=$?
    finished=$(date +%s)
    unset TSAN_OPTIONS ASAN_OPTIONS LSAN_OPTIONS

    found=$(find "$reports" -type f | wc -l)
    if [ "$found" -gt 0 ]; then
        # The first lines of each: a leak report of a whole suite runs to megabytes.
        for report in "$reports"/*; do
            echo "---- $report (first 150 lines)" >&2
            head -n 150 "$report" >&2
        done
    fi
    line=$(printf '%-8s build %4ss, tests %4ss, test exit %s, %s report file(s)' \
        "$sanitizer" $((built - start)) $((finished - built)) "$status" "$found")
    summary+=("$line")
    if [ "$status" -ne 0 ] || [ "$found" -gt 0 ]; then
        failed+=("$sanitizer")
    fi
done

echo
echo "sanitize: load average $(cut -d' ' -f1-3 /proc/loadavg)"
printf '  %s\n' "${summary[@]}"
if [ ${#failed[@]} -gt 0 ]; then
    echo "sanitize: failed under ${failed[*]} (reports above, and in .build-*/sanitizer-reports/)" >&2
    exit 1
fi
