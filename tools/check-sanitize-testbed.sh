#!/bin/sh
# Tangled from doc/build.nw; edit there, not here.
# usage: check-sanitize-testbed.sh BUILD_DIR   (environment: MAKE)
build=$1
san=$build/sanitize
flags="-O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all"
flags="$flags -fno-omit-frame-pointer"
targets="$san/libsmoothfriction.so $san/oracle"
for p in $SAN_PROGS; do targets="$targets $san/$p"; done
exec 8> "$build/sanitize.lock"
flock 8
# shellcheck disable=SC2086
if ! ${MAKE:-make} -s B="$san" CFLAGS="$flags" $targets > "$build/sanitize.log" 2>&1; then
    echo "FAIL the build under the sanitizers failed:"
    tail -n 20 "$build/sanitize.log"
    exit 1
fi
exec 8>&-
export ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1
status=0
judge_clean() {   # NAME COMMAND...
    name=$1; shift
    out=$("$@" 2>&1); rc=$?
    reports=$(printf '%s\n' "$out" |
        grep -c 'ERROR: AddressSanitizer\|ERROR: LeakSanitizer\|runtime error:')
    if [ "$rc" -eq 0 ] && [ "$reports" -eq 0 ]; then
        echo "ok   $name is clean under AddressSanitizer and UndefinedBehaviorSanitizer"
    else
        echo "FAIL $name under the sanitizers: exit status $rc, $reports reports"
        printf '%s\n' "$out" | grep -A12 'ERROR: \|runtime error:\|^FAIL ' \
            | head -n 40 | sed 's/^/     /'
        status=1
    fi
}
sample=1
[ "${CHECK_LONG:-0}" = 1 ] && sample=
judge_clean "the oracle's test bed (check-oracle.sh${sample:+, sampled})" \
    env ASAN_OPTIONS="$ASAN_OPTIONS:handle_segv=0:handle_sigfpe=0:handle_sigbus=0" \
    TESTBED_SAMPLE=$sample sh oracle/testbed/check-oracle.sh "$san"
exit $status
