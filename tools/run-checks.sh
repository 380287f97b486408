#!/bin/sh
# Tangled from doc/build.nw; edit there, not here.
# usage: run-checks.sh [--verbose] BUILD_DIR PROGRAM...
# Environment: TANGLED, the committed files that doc/ tangles
# (none: skip the drift check).
verbose=0
if [ "$1" = --verbose ]; then verbose=1; shift; fi
build=$1; shift
passed=0; failed=0
log=$build/check.log
: > "$log"
if [ -n "$TANGLED" ]; then
    if ${MAKE:-make} -s check-tangle >> "$log" 2>&1; then
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
for prog in "$@"; do
    start=$(date +%s)
    case $prog in
        *.sh) out=$(sh "$prog" "$build" 2>&1); status=$? ;;
        *) out=$("$prog" 2>&1); status=$? ;;
    esac
    printf '%s\n' "$out" >> "$log"
    ok=$(printf '%s\n' "$out" | grep -c '^ok   ')
    bad=$(printf '%s\n' "$out" | grep -c '^FAIL ')
    if [ "$verbose" -eq 1 ]; then
        printf '%s\n' "$out"
    else
        printf '%s\n' "$out" | grep '^FAIL '
        echo "$(basename "$prog"): $ok passed, $bad failed ($(($(date +%s) - start)) s)"
    fi
    passed=$((passed + ok)); failed=$((failed + bad))
    if [ "$status" -ne 0 ] && [ "$bad" -eq 0 ]; then
        failed=$((failed + 1))
        echo "FAIL $prog exited with status $status without naming a failed claim"
    fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
