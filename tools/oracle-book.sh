#!/bin/sh
# Tangled from doc/testbed.nw; edit there, not here.
# usage: oracle-book.sh BUILD_DIR GEN_DIR: the oracle's reports for the oracle's chapter
build=$1 gen=$2 tb=$1/testbed
wrap() { awk '{ while (length($0) > 98) { print substr($0, 1, 98)
                                        $0 = "    " substr($0, 99) }
                print }'; }            # a line longer than 98 columns goes on, indented
verbatim() { printf '%s\n' '\begin{footnotesize}' '\begin{verbatim}'; wrap; \
             printf '%s\n' '\end{verbatim}' '\end{footnotesize}'; }
table() { sed -n '1,/^smooth_mu_f2_x_minus_mu_f1_over_x3 /p' "$1" | grep -v '^  \|^$'
          tail -n 2 "$1"; }
mkdir -p "$tb" && flock "$tb/lock" true
fresh=1
for f in "$build/oracle" "$build/libsmoothfriction.so" oracle/testbed/check-oracle.sh \
         oracle/testbed/* oracle/maps/*.map oracle/vectors/*.csv; do
    [ "$tb/checks.txt" -nt "$f" ] || fresh=0
done
[ "$fresh" -eq 1 ] || sh oracle/testbed/check-oracle.sh "$build" > /dev/null 2>&1
cp "$tb/checks.txt" "$gen/oracle-checks.txt"
table "$tb/own.out" | verbatim > "$gen/oracle-own.tex"
grep -E '^(function |smooth_mu_stribeck)' "$tb/own.out" \
    | verbatim > "$gen/oracle-stribeck.tex"
table "$tb/cpp.out" | verbatim > "$gen/oracle-cpp.tex"
table "$tb/python.out" | verbatim > "$gen/oracle-python.tex"
{ table "$tb/chain.out"; sed -n '/^failures/,/^$/p' "$tb/chain.out" | head -n 5; } \
    | verbatim > "$gen/oracle-chain.tex"
grep -E '^(ok|FAIL) ' "$gen/oracle-checks.txt" | sed 's/^\(....\) the oracle /\1/' \
    | verbatim > "$gen/oracle-checks.tex"
claims=$(grep -cE '^(ok|FAIL) ' "$gen/oracle-checks.txt")
oks=$(grep -c '^ok ' "$gen/oracle-checks.txt")
printf '%s claims, %s \\texttt{ok}' "$claims" "$oks" > "$gen/oracle-checks-count.tex"
for port in plain plain-quadratic plain-float horner horner-quadratic horner-fma \
            legacy cpp python; do
    awk -v port="$port" '/^smooth_/ && $3 == "0" { print $5, port, $1 }' "$tb/$port.out"
done | sort -g | tail -n 1 | {
    read -r worst port fn
    printf 'Over the legitimate ports of the test bed the largest scaled error of any\n'
    printf 'case is %s (port \\texttt{%s}, function \\texttt{%s}), against a\n' "$worst" \
        "$port" "$(echo "$fn" | sed 's/_/\\_/g')"
    printf 'default threshold of 32.\n'
} > "$gen/oracle-gap.tex"
for out in "$tb"/*.out; do
    grep -q '^verdict: NOT' "$out" || continue
    awk -v port="$(basename "$out" .out)" '/^smooth_/ && $3 > 0 {
        ulp = $4 == "inf" ? 1e308 : $4 + 0; sc = $5 == "inf" ? 1e308 : $5 + 0
        if (ulp > 4 && sc > 32) print sc, port, $1 }' "$out"
done | sort -g | head -n 1 | {
    read -r sc port fn
    mild=$(awk -v x="$sc" 'BEGIN { split(sprintf("%.2e", x), a, "e")
                                  printf "$%s\\cdot10^{%d}$", a[1], a[2] + 0 }')
    printf 'The defective ports of the test bed miss by far more: the mildest failing'
    printf ' function of\n'
    printf 'any of them has a largest scaled error of %s (port \\texttt{%s}, function\n' \
        "$mild" "$port"
    printf '\\texttt{%s}).\n' "$(echo "$fn" | sed 's/_/\\_/g')"
} >> "$gen/oracle-gap.tex"
awk '/^speed: / { n = $2 }
     END { printf "\\newcommand{\\OracleLevelOneCases}{%d}\n", n }' \
    "$tb/own.out" > "$gen/oracle-numbers.tex"
fresh=1
for f in "$build/oracle" oracle/testbed/corpus.c oracle/testbed/plain.c \
         oracle/testbed/check-diagnoses.sh; do
    [ "$tb/corpus/precision.tex" -nt "$f" ] || fresh=0
done
[ "$fresh" -eq 1 ] || sh oracle/testbed/check-diagnoses.sh "$build" > /dev/null 2>&1
cp "$tb/corpus/precision.tex" "$gen/oracle-precision.tex"
