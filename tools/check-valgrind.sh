#!/bin/sh
# Tangled from doc/build.nw; edit there, not here.
# usage: check-valgrind.sh BUILD_DIR
build=$1
oracle=$build/oracle
if ! command -v valgrind > /dev/null; then
    echo "FAIL valgrind is not installed (make deps installs it)"
    exit 1
fi
status=0
under_valgrind() {        # under_valgrind WHAT ORACLE-ARGS...
    what=$1; shift
    out=$(valgrind -q --error-exitcode=99 --leak-check=full \
          --errors-for-leak-kinds=definite,possible --suppressions=tools/valgrind.supp \
          --trace-children=yes "$oracle" "$@" 2>&1)
    rc=$?
    if [ "$rc" -eq 0 ] && ! printf '%s\n' "$out" | grep -q '^==[0-9]*=='; then
        echo "ok   valgrind finds nothing in the oracle's $what"
    else
        echo "FAIL valgrind on the oracle's $what: exit status $rc"
        printf '%s\n' "$out" | grep -A8 '^==[0-9]*==' | head -n 30
        status=1
    fi
}
sample=20 rows=3
[ "${CHECK_LONG:-0}" = 1 ] && sample=1 rows=1
under_valgrind "self-test (cross-checks on 1 input in $sample)" \
    --self-test --sample $sample
under_valgrind "CSV route (oracle/fuzz/csv/values.csv)" \
    --values oracle/fuzz/csv/values.csv
for v in cubic quadratic $("$oracle" --list-families | grep -vx friction); do
    grep -v '^#' "oracle/vectors/$v.csv" \
        | awk -v k="$rows" 'NR % k == 1 || k == 1' \
        > "$build/valgrind-$v.csv"
    under_valgrind "CSV route on oracle/vectors/$v.csv, 1 row in $rows" \
        --values "$build/valgrind-$v.csv" \
        $([ $v = quadratic ] && echo --variant quadratic)
done
# one family whose truth is quick, with functions of both kinds (double and int): the
# children run the same code for every family, and the truth ran above
under_valgrind "check of our own library on the coefficient functions, children traced" \
    --impl "$build/libsmoothfriction.so" --family coefficients
exit $status
