#!/bin/sh
# Tangled from doc/build.nw; edit there, not here.
# usage: book-transcript.sh BUILD_DIR PROGRAM...   (writes LaTeX on standard output)
build=$1
shift
fresh=1
for p in "$@"; do [ "$build/steps/$(basename "$p").out" -nt "$p" ] || fresh=0; done
if [ "$fresh" -eq 1 ]; then
    out=$(for p in "$@"; do cat "$build/steps/$(basename "$p").out"; done)
    out=$(printf '%s\n' "$out"; printf '%s\n' "$out" | awk '/^ok   / { p++ }
        /^FAIL / { f++ } END { printf "%d passed, %d failed\n", p, f }')
    rc=0
else
    out=$(CHECK_LOG=$build/doc/transcript.log \
          sh tools/run-checks.sh --verbose "$build" "$@")
    rc=$?
fi
printf '%s\n' '\begin{footnotesize}' '\begin{verbatim}' '$ make verify'
printf '%s\n' "$out" | awk '
    function flush() { if (more) printf "     ... and %d more\n", more; more = 0 }
    /^== / { print; next }
    /^ok   / { if (shown++ < 2) print; else more++; next }
    /^FAIL / { print; next }
    / passed, [0-9]+ failed$/ { flush(); print; shown = 0 }' |
    awk '{ while (length($0) > 92) { print substr($0, 1, 92); $0 = "    " substr($0, 93) }
           print }'                     # a long line goes on, indented: nothing is cut
printf '%s\n' '[the rounding tests and the oracle'"'"'s self-test follow]'
printf '%s\n' '\end{verbatim}'
printf '%s\n' '\end{footnotesize}'
exit $rc
