#!/bin/sh
# Tangled from doc/build.nw; edit there, not here.
# usage: run-checks.sh [--verbose] BUILD_DIR STEP... [--beside STEP...]
# Environment: TANGLED, the committed files that doc/ tangles
# (none: skip the drift check); CHECK_LOG, the log (BUILD_DIR/check.log).
verbose=0
if [ "$1" = --verbose ]; then verbose=1; shift; fi
build=$1; shift
passed=0; failed=0
log=${CHECK_LOG:-$build/check.log}
: > "$log"
if [ -n "$TANGLED" ]; then
    if ${MAKE:-make} -s check-tangle > "$log" 2>&1; then
        for f in $TANGLED; do
            if cmp -s "$build/tangle/$f" "$f"; then
                passed=$((passed + 1))
            else
                failed=$((failed + 1))
                echo "FAIL $f differs from what doc/ tangles" \
                     "(edit doc/, then make tangle)"
            fi
        done
        echo "tangle: the $passed committed tangled files were compared with doc/"
    else
        failed=$((failed + 1))
        echo "FAIL re-tangling doc/ failed:"; cat "$log"
    fi
fi
run_lane() {              # run_lane COUNTS LOG N STEP...: the first N steps
    counts=$1 lane_log=$2 left=$3; shift 3
    lane_passed=0 lane_failed=0
    for prog in "$@"; do
        [ "$left" -gt 0 ] || break
        left=$((left - 1))
        start=$(date +%s)
        case $prog in
            *.sh:*) out=$(sh "${prog%:*}" "$build" "${prog##*:}" 2>&1); status=$? ;;
            *.sh) out=$(sh "$prog" "$build" 2>&1); status=$? ;;
            *) out=$("$prog" 2>&1); status=$? ;;
        esac
        printf '%s\n' "$out" >> "$lane_log"
        case $prog in
            *.sh|*.sh:*) ;;
            *) mkdir -p "$build/steps"; saved=$build/steps/$(basename "$prog").out
               rm -f "$saved"
               [ "$status" -ne 0 ] || [ "${CHECK_SAMPLE:-1}" != 1 ] \
                   || printf '%s\n' "$out" > "$saved" ;;
        esac
        ok=$(printf '%s\n' "$out" | grep -c '^ok   ')
        bad=$(printf '%s\n' "$out" | grep -c '^FAIL ')
        if [ "$verbose" -eq 1 ]; then
            printf '%s\n' "$out"
        else
            printf '%s\n' "$out" | grep '^FAIL '
            took=$(($(date +%s) - start))
            echo "$(basename "$prog"): $ok passed, $bad failed ($took s)"
        fi
        lane_passed=$((lane_passed + ok)); lane_failed=$((lane_failed + bad))
        if [ "$status" -ne 0 ] && [ "$bad" -eq 0 ]; then
            lane_failed=$((lane_failed + 1))
            echo "FAIL $prog exited with status $status without naming a failed claim"
        fi
    done
    echo "$lane_passed $lane_failed" > "$counts"
}
n=0
for a in "$@"; do [ "$a" = --beside ] && break; n=$((n + 1)); done
dir=$(mktemp -d "$build/lanes.XXXXXX") || exit 1
lanes=1
if [ "$n" -lt $# ]; then
    lanes=2
    ( shift $((n + 1)); [ "$verbose" -eq 1 ] || run_lane "$dir/lane-2.counts" \
          "$dir/lane-2.log" $# "$@" ) &
fi
run_lane "$dir/lane-1.counts" "$dir/lane-1.log" "$n" "$@"
wait
if [ "$verbose" -eq 1 ] && [ "$lanes" -eq 2 ]; then
    shift $((n + 1))
    run_lane "$dir/lane-2.counts" "$dir/lane-2.log" $# "$@"
fi
for l in $(seq "$lanes"); do
    cat "$dir/lane-$l.log" >> "$log" 2> /dev/null
    if read -r p f < "$dir/lane-$l.counts"; then
        passed=$((passed + p)); failed=$((failed + f))
    else
        failed=$((failed + 1)); echo "FAIL lane $l of the checks did not finish"
    fi
done
rm -rf "$dir"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
