#!/bin/sh
# Tangled from doc/rounding.nw; edit there, not here.
# usage: check-rounding.sh BUILD_DIR
build=$1
judge() {   # LIBRARY LABEL LEVEL SEEDS MIN_CASES
    out=$build/check-rounding
    : > "$out.cubic"; : > "$out.quadratic"
    # the families that promise correct rounding
    rounded=friction,coefficients,direction
    for seed in $4; do
        "$build/oracle" --impl "$1" --strict 1 --range full --level $3 --seed $seed \
            --errors 0 --family $rounded 2>/dev/null >> "$out.cubic"
        "$build/oracle" --impl "$1" --map oracle/maps/quadratic.map --variant quadratic \
            --strict 1 --range full --level $3 --seed $seed --errors 0 \
            --family friction 2>/dev/null >> "$out.quadratic"
    done
    awk -v label="$2" -v level="$3" -v seeds="$4" -v min="$5" '
        /^function/ { table = 1; next }
        table && NF == 0 { table = 0 }
        table && $1 ~ /^smooth_/ {
            # the quadratic run reports its blend under the cubic names
            f = $1
            if (FILENAME ~ /quadratic$/ && f ~ /^smooth_mu/)
                sub(/^smooth_mu/, "smooth_mu_quadratic", f)
            cases[f] += $2; failed[f] += $3
            if (!(f in order)) { order[f] = ++n; name[n] = f } }
        END {
            if (n < 19) {
                print "FAIL " label ": the oracle judged " n " functions, not 19"; bad = 1
            }
            for (i = 1; i <= n; i++) {
                f = name[i]
                ok = cases[f] >= min && failed[f] == 0
                printf "%s %s (%s): correctly rounded in %d of %d cases " \
                       "(strict oracle, full range, level %s, seeds %s)\n",
                       ok ? "ok  " : "FAIL", f, label, cases[f] - failed[f], cases[f],
                       level, seeds
                if (!ok) bad = 1
            }
            exit bad
        }' "$out.cubic" "$out.quadratic"
}
judge "$build/libsmoothfriction.so" "library" 2 "1 2" 1000000 || status=1
judge "$build/dekker/libsmoothfriction.so" "Dekker's product" 1 1 1 || status=1
"$build/check-peak" --many || status=1
"$build/test-rounding" --potential 1000000 || status=1
"$build/test-rounding-dekker" --potential 100000 || status=1
exit ${status:-0}
