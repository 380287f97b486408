#!/bin/sh
# Tangled from doc/rounding.nw, doc/fast-paths.nw, doc/laws-exact.nw and
# doc/laws-fast.nw;
# edit there, not here.
# usage: check-rounding.sh BUILD_DIR [scalars|laws]   (default: both)
build=$1 part=${2:-both}
case $part in
    scalars|laws|both) ;;
    *) echo "FAIL check-rounding.sh: no part $part"; exit 2 ;;
esac
judge() {   # LIBRARY LABEL INPUTS MIN_CASES (INPUTS: the oracle's options that draw them)
    out=$build/check-rounding
    # the families that promise correct rounding
    rounded=friction,coefficients,direction
    # shellcheck disable=SC2086
    "$build/oracle" --impl "$1" --strict 1 --range full $3 --errors 0 \
        --family $rounded 2>/dev/null > "$out.cubic"
    mollifier=smooth_friction_f0,smooth_friction_f1,smooth_friction_f2
    mollifier=$mollifier,smooth_friction_f1_over_x,smooth_friction_f2_x_minus_f1_over_x3
    # shellcheck disable=SC2086
    "$build/oracle" --impl "$1" --map oracle/maps/quadratic.map --variant quadratic \
        --strict 1 --range full $3 --errors 0 --family friction --skip $mollifier \
        2>/dev/null > "$out.quadratic"
    awk -v label="$2" -v inputs="$3" -v min="$4" '
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
                       "(strict oracle, full range, %s)\n",
                       ok ? "ok  " : "FAIL", f, label, cases[f] - failed[f], cases[f],
                       inputs
                if (!ok) bad = 1
            }
            exit bad
        }' "$out.cubic" "$out.quadratic"
}
if [ "$part" != laws ]; then
    judge "$build/libsmoothfriction.so" "library" "--level 2 --draws 1000000" 1000000 \
        || status=1
    judge "$build/dekker/libsmoothfriction.so" "Dekker's product" "--level 1" 1 \
        || status=1
    "$build/check-peak" --many || status=1
fi
[ "$part" = scalars ] && exit ${status:-0}
"$build/test-rounding" --potential 1000000 || status=1
"$build/test-rounding-dekker" --potential 100000 || status=1
"$build/test-rounding" --laws 80000 1 || status=1
"$build/test-rounding-dekker" --laws 8000 2 || status=1
# Every function of the family, the potential and the peak (value and position) included.
names=smooth_mu_stribeck,smooth_mu_stribeck_derivative,smooth_mu_stribeck_f1
names=$names,smooth_mu_stribeck_f2,smooth_mu_stribeck_f1_over_x
names=$names,smooth_mu_stribeck_f2_x_minus_mu_f1_over_x3,smooth_mu_stribeck_f0
names=$names,smooth_mu_stribeck_f1_peak,smooth_mu_stribeck_f1_peak_at
for lib in library dekker/library; do
    so=$build/$(dirname $lib)/libsmoothfriction.so
    "$build/oracle" --impl "$so" --strict 1 --range full --level 1 --errors 0 \
        --family stribeck > "$build/check-rounding.stribeck" 2>/dev/null
    awk -v lib="$lib" -v names="$names" 'BEGIN { n = split(names, f, ",")
                                                  for (i in f) want[f[i]] }
        /^function/ { t = 1; next } t && NF == 0 { t = 0 }
        t && ($1 in want) { printf "%s %s (%s): correctly rounded in %d of %d " \
            "cases (strict oracle, full range, level 1)\n", $3 == 0 ? "ok  " : "FAIL", \
            $1, lib, $2 - $3, $2; bad += $3 != 0; seen++ }
        END { if (seen != n) print "FAIL the oracle judged " seen " of the " n
              exit bad || seen != n }' "$build/check-rounding.stribeck" || status=1
done
"$build/test-rounding" --stribeck-many 520000 1 > "$build/check-rounding.many1" & many=$!
"$build/test-rounding-dekker" --stribeck-many 520000 2 > "$build/check-rounding.many2" \
    || status=1
wait $many || status=1
cat "$build/check-rounding.many1" "$build/check-rounding.many2"
"$build/test-rounding" --stribeck-peak 1000000 || status=1
for run in "library:1 2 3 4 5 6 7 8" "dekker/library:1"; do
    lib=${run%%:*} seeds=${run#*:}
    : > "$build/check-rounding.aniso"
    for seed in $seeds; do
        "$build/oracle" --impl "$build/$(dirname $lib)/libsmoothfriction.so" --strict 1 \
            --range full --level 1 --seed $seed --errors 0 --family aniso \
            >> "$build/check-rounding.aniso" 2>/dev/null
    done
    awk -v lib="$lib" -v seeds="$seeds" '
        /^function/ { t = 1; next } t && NF == 0 { t = 0 }
        t && $1 ~ /^smooth_/ { if (!($1 in n)) name[++k] = $1; n[$1] += $2; w[$1] += $3 }
        END { for (i = 1; i <= k; i++) { f = name[i]
                  printf "%s %s (%s): correctly rounded in %d of %d cases" \
                      " (strict oracle, full range, level 1, seeds %s)\n", \
                      w[f] ? "FAIL" : "ok  ", f, lib, n[f] - w[f], n[f], seeds
                  bad += w[f] != 0 }
              if (k != 11) print "FAIL the oracle judged " k " of the 11 outputs"
              exit bad || k != 11 }' "$build/check-rounding.aniso" || status=1
done
exit ${status:-0}
