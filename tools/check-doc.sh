#!/bin/sh
# Tangled from doc/build.nw; edit there, not here.
# usage: check-doc.sh BUILD_DIR   (environment: MAKE)
build=$1
for tool in noweave pdflatex makeindex gnuplot; do
    if ! command -v "$tool" > /dev/null; then
        echo "FAIL $tool is not installed, so the book cannot be built" \
             "(make deps installs it)"
        exit 1
    fi
done
rm -f doc/book.pdf "$build/doc/book.log"
quick=1
[ "${CHECK_LONG:-0}" = 1 ] && quick=0
out=$(BENCH_QUICK=$quick ${MAKE:-make} -s doc 2>&1)
rc=$?
printf '%s\n' "$out" | grep -E '^(ok   |FAIL |     |book: )'
if [ "$rc" -eq 0 ] && [ -s doc/book.pdf ]; then
    echo "ok   make doc builds doc/book.pdf from doc/*.nw"
else
    echo "FAIL make doc exited with status $rc:"
    printf '%s\n' "$out" | grep -vE '^(ok   |FAIL |     |book: )' | tail -n 20
    exit 1
fi
