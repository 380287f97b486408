#!/bin/sh
# Tangled from doc/build.nw; edit there, not here.
# usage: book-transcript.sh BUILD_DIR PROGRAM...   (writes LaTeX on standard output)
build=$1
shift
out=$(CHECK_LOG=$build/doc/transcript.log sh tools/run-checks.sh --verbose "$build" "$@")
rc=$?
printf '%s\n' '\begin{footnotesize}' '\begin{verbatim}' '$ make verify'
printf '%s\n' "$out" | awk '
    function flush() { if (more) printf "     ... and %d more\n", more; more = 0 }
    /^== / { print; next }
    /^ok   / { if (shown++ < 2) print; else more++; next }
    /^FAIL / { print; next }
    / passed, [0-9]+ failed$/ { flush(); print; shown = 0 }' | cut -c 1-92
printf '%s\n' '[the rounding tests and the oracle'"'"'s self-test follow]'
printf '%s\n' '\end{verbatim}'
printf '%s\n' '\end{footnotesize}'
exit $rc
