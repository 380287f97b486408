#!/bin/sh
# Tangled from doc/build.nw; edit there, not here.
# usage: check-fuzz.sh BUILD_DIR [SECONDS_PER_TARGET]   (default 10; environment: CLANG)
build=$1 seconds=${2:-10}
dir=$build/fuzz
clang=${CLANG:-clang}
flags="-g -O1 -std=c11 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all"
flags_shared=$(echo "$flags" | sed 's/=fuzzer,/=fuzzer-no-link,/')
status=0 failed_build=
mkdir -p "$dir"
: > "$dir/build.log"
srcs="$(ls oracle/*.c | grep -v '/\(oracle\|run\|fuzz-readers\)\.c$') $(ls exact/*.c)"
objs=
for src in $srcs; do      # the shared sources once, instrumented for the fuzzer
    obj=$dir/$(basename "$(dirname "$src")")-$(basename "$src" .c).o
    objs="$objs $obj"
    # shellcheck disable=SC2086
    $clang $flags_shared -Isrc -Iexact -Ioracle -c "$src" -o "$obj" \
        >> "$dir/build.log" 2>&1 || { failed_build=shared; break; }
done
n=0
for target in csv map options; do
    n=$((n + 1))
    [ -z "$failed_build" ] || break
    # shellcheck disable=SC2086
    $clang $flags -DFUZZ_TARGET=$n -Isrc -Iexact -Ioracle oracle/fuzz-readers.c $objs \
        -lmpfr -lgmp -lm -o "$dir/fuzz-$target" >> "$dir/build.log" 2>&1 \
        || failed_build=$target
done
if [ -n "$failed_build" ]; then
    echo "FAIL cannot build the fuzzers ($failed_build) with $clang -fsanitize=fuzzer" \
         "(make deps"
    echo "     installs clang and libclang-rt-N-dev):"
    tail -n 5 "$dir/build.log"
    exit 1
fi
for target in csv map options; do
    log=$dir/$target.log
    if "$dir/fuzz-$target" -runs=0 -artifact_prefix="$dir/$target-" "oracle/fuzz/$target" \
         > "$log" 2>&1; then
        inputs=$(ls "oracle/fuzz/$target" | wc -l)
        echo "ok   the $target reader passes its corpus ($inputs inputs) under the sanitizers"
    else
        echo "FAIL the $target reader fails on an input of oracle/fuzz/$target:"
        grep -m 3 'ERROR\|broken promise\|runtime error' "$log"
        status=1
        continue
    fi
    mkdir -p "$dir/corpus-$target"
    cp "oracle/fuzz/$target"/* "$dir/corpus-$target/"
    if "$dir/fuzz-$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
         -dict="oracle/fuzz/$target.dict" -artifact_prefix="$dir/$target-" \
         "$dir/corpus-$target" >> "$log" 2>&1; then
        runs=$(sed -n 's/^Done \([0-9]*\) runs.*/\1/p' "$log" | tail -n 1)
        echo "ok   $seconds s of fuzzing the $target reader ($runs inputs) found nothing"
    else
        found=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | head -n 1)
        echo "FAIL fuzzing the $target reader found a failing input: $found"
        grep -m 3 'ERROR\|broken promise\|runtime error' "$log"
        echo "     (fix it, then add the input to oracle/fuzz/$target/ as a regression input)"
        status=1
    fi
done
exit $status
