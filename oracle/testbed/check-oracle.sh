#!/bin/sh
# Tangled from doc/testbed.nw and doc/oracle-peak.nw; edit there, not here.
# usage: check-oracle.sh BUILD_DIR   (run by tools/run-checks.sh; environment:
# TESTBED_SAMPLE=1 samples what the native run proves, for the sanitized rerun)
build=$1
tb=$build/testbed
oracle=$build/oracle
mkdir -p "$tb"
exec 9> "$tb/lock"        # held while the script runs: the book waits for it
flock 9
{
say() { if [ "$1" -eq 0 ]; then echo "ok   $2"; else echo "FAIL $2"; fi; }

build_port() {            # build_port NAME SOURCE FLAGS...: build/testbed/NAME.so
    name=$1 src=$2; shift 2
    ${CC:-cc} -std=c11 -O2 -shared -fPIC -Wall -Wextra "$@" "$src" -o "$tb/$name.so" -lm \
        2> "$tb/$name.log" || echo "FAIL cannot build $name: $(cat "$tb/$name.log")"
}

# run NAME ARGS...: report in build/testbed/NAME.out, status in $st
thin=$([ -n "$TESTBED_SAMPLE" ] && echo --sample 10 --draws 400)
run() {
    name=$1; shift
    case $1 in --impl) set -- "$@" $thin ;; esac
    "$oracle" "$@" > "$tb/$name.out" 2> "$tb/$name.err"
    st=$?
}
row_says() {              # row_says NAME FUNCTION TEXT: does the report's row say TEXT?
    grep "^$2 " "$tb/$1.out" | grep -qF -- "$3"
}
family_of() {             # family_of FUNCTION: the oracle's family that judges FUNCTION
    case $1 in
        smooth_mu_blend_*|smooth_mu_edge|smooth_mu_face|*has_static_peak)
            echo coefficients ;;
        smooth_aniso_mu|smooth_ellipse_speed) echo direction ;;
        smooth_mu_stribeck*) echo stribeck ;;
        smooth_mu_*f1_peak*|smooth_mu_peaked_*) echo peak ;;
        smooth_aniso_lagged*|smooth_ellipse_*) echo aniso ;;
        *) echo friction ;;
    esac
}
expect_pass() {           # expect_pass NAME WHAT ORACLE-ARGS...
    name=$1 what=$2; shift 2
    case "$TESTBED_SAMPLE $1 $*" in
        "1 --impl "*" --family "*) ;;
        "1 --impl "*) set -- "$@" --family friction ;;
    esac
    run "$name" "$@"
    tail -n 1 "$tb/$name.out" | grep -q ' 0 failed$'
    say $(( st != 0 || $? != 0 )) \
        "the oracle accepts $what ($(tail -n 1 "$tb/$name.out"))"
}

unsampled() {             # unsampled COMMAND...: in the native run only
    [ -n "$TESTBED_SAMPLE" ] || "$@"
}

expect_defect() {         # expect_defect NAME FUNCTION TEXT ORACLE-ARGS...
    name=$1 fn=$2 text=$3; shift 3
    run "$name" "$@"
    row_says "$name" "$fn" "$text"
    say $(( st != 1 || $? != 0 )) "the oracle fails $name (status $st) on $fn: $text"
}
sampling_thins() {
    run own-friction --impl "$build/libsmoothfriction.so" --family friction
    run own-thinned --impl "$build/libsmoothfriction.so" --family friction --sample 10
    awk 'FNR == NR && /^smooth_/ { full[$1] = $2; next }
         /^smooth_/ { n++; bad += !($2 > 0 && $2 < full[$1])
                      if (!f0) f0 = $2 " of " full[$1] }
         END { print (n == 12 && !bad) ? 0 : 1, f0 }' \
        "$tb/own-friction.out" "$tb/own-thinned.out" > "$tb/thinned.txt"
    read -r bad f0 < "$tb/thinned.txt"
    say "$bad" "oracle --sample 10 judges each of the twelve functions on fewer cases\
 than the full run, and on some (smooth_friction_f0: $f0)"
}
"$oracle" --self-test $([ -n "$TESTBED_SAMPLE" ] && echo --sample 20)
mkdir -p "$tb/vectors"
"$oracle" --vectors "$tb/vectors"
for v in cubic quadratic $("$oracle" --list-families | grep -vx friction); do
    cmp -s "$tb/vectors/$v.csv" "oracle/vectors/$v.csv"
    say $? "oracle/vectors/$v.csv is what make vectors writes today"
done
"$oracle" --impl "$build/libsmoothfriction.so" \
    $([ -n "$TESTBED_SAMPLE" ] && echo --family friction $thin) > "$tb/own.out"
st=$?
cat "$tb/own.out"         # the book quotes this report (tools/oracle-book.sh)
say $st "the oracle accepts our library, cubic blend"
unsampled sampling_thins
# the anisotropic laws are built on the cubic blend only
unsampled expect_pass own-quadratic "our library, quadratic blend, through a map" \
    --impl "$build/libsmoothfriction.so" --map oracle/maps/quadratic.map \
    --variant quadratic --family friction,coefficients,direction,stribeck
# the families whose functions promise correct rounding
expect_pass own-strict "our library as correctly rounded, every range (STRICT=1)" \
    --impl "$build/libsmoothfriction.so" --strict 1 \
    --family friction,coefficients,direction
unsampled expect_pass own-full-aniso \
    "our anisotropic laws over the full range (RANGE=full)" \
    --impl "$build/libsmoothfriction.so" --range full --family aniso
build_port plain oracle/testbed/plain.c
build_port plain-quadratic oracle/testbed/plain.c -DQUADRATIC
build_port plain-float oracle/testbed/plain.c -DREAL=float
build_port horner oracle/testbed/horner.c
build_port horner-quadratic oracle/testbed/horner.c -DQUADRATIC
build_port horner-fma oracle/testbed/horner.c -DUSE_FMA
build_port legacy oracle/testbed/plain.c -DLEGACY
expect_pass plain "the documentation's formulas" --impl "$tb/plain.so"
expect_pass plain-quadratic "the quadratic blend, VARIANT=quadratic" \
    --impl "$tb/plain-quadratic.so" --variant quadratic
expect_pass plain-float "a binary32 port, PRECISION=float" --impl "$tb/plain-float.so" \
    --precision float
unsampled expect_pass horner "Horner in t with a reciprocal" --impl "$tb/horner.so"
unsampled expect_pass horner-quadratic "Horner, quadratic blend" \
    --impl "$tb/horner-quadratic.so" --variant quadratic
unsampled expect_pass horner-fma "Horner with fma" --impl "$tb/horner-fma.so"
expect_pass legacy "IPC's older names through a map" --impl "$tb/legacy.so" \
    --map oracle/maps/legacy.map
row_says legacy smooth_friction_f1 "not provided, not claimed"
say $? "the oracle reports the functions the legacy port lacks and its map does not claim"
printf 'smooth_friction_f1 smooth_friction_f1 y eps_v sticking\n' > "$tb/sticking.map"
expect_pass sticking "a function that covers only the sticking piece" \
    --impl "$tb/horner.so" --map "$tb/sticking.map"
grep "^  smooth_friction_f1 " "$tb/sticking.out" | grep -q "uncovered"
say $? "the oracle counts the cases outside a function's coverage as uncovered"
printf 'smooth_mu_stribeck_f1 smooth_mu_stribeck_f1 y mu_s mu_k v_s eps_v sliding\n' \
    > "$tb/sliding.map"
if [ -z "$TESTBED_SAMPLE" ]; then
    run sliding --impl "$tb/plain.so" --map "$tb/sliding.map" --family stribeck
    grep "^  smooth_mu_stribeck_f1 " "$tb/sliding.out" | grep -q "uncovered"
    say $(( st != 0 || $? != 0 )) \
        "a map can cover a Stribeck function's sliding piece alone"
fi
if command -v "${CXX:-c++}" > /dev/null; then
    ${CXX:-c++} -std=c++17 -O2 -shared -fPIC -Wall -Wextra \
        oracle/testbed/wrap.cc -o "$tb/cpp.so" 2> "$tb/cpp.log" \
        || echo "FAIL cannot build the C++ port: $(cat "$tb/cpp.log")"
    expect_pass cpp "a C++ library through an extern \"C\" wrapper" --impl "$tb/cpp.so"
else
    echo "FAIL no C++ compiler (c++) to build the C++ port"
fi
if command -v "${CXX:-c++}" > /dev/null; then
    for v in ipc ipc-no-write; do
        ${CXX:-c++} -std=c++17 -O2 -shared -fPIC -Wall -Wextra \
            $([ $v = ipc-no-write ] && echo -DDEFECT_NO_WRITE) \
            oracle/testbed/ipc-style.cc -o "$tb/$v.so" 2> "$tb/$v.log" \
            || echo "FAIL cannot build $v: $(cat "$tb/$v.log")"
    done
    expect_pass ipc "IPC's first style: void, y^2 in, double& out, mangled names" \
        --impl "$tb/ipc.so" --map oracle/maps/ipc-original.map --family friction
    sed 's/EddRd/EffRf/' oracle/maps/ipc-original.map > "$tb/ipc-float.map"
    expect_pass ipc-float "the same in binary32, float& out (PRECISION=float)" \
        --impl "$tb/ipc.so" --map "$tb/ipc-float.map" --family friction --precision float
    {
        echo "smooth_friction_f1_over_x _ZN3ipc5f1_SFEddRd y2 eps_v out over y"
        echo "smooth_friction_f1 _ZN3ipc12f1_SF_over_xEddRd y2 eps_v out times y"
        echo "smooth_friction_f2_x_minus_f1_over_x3 _ZN3ipc7f2_termEddRd" \
             "y eps_v out over y2"
    } > "$tb/ipc-callers.map"
    expect_pass ipc-callers "f1 over y, f1/y times y, f2 - f1/y over y2 through a map" \
        --impl "$tb/ipc.so" --map "$tb/ipc-callers.map" --family friction
    sed -n 3p "$tb/ipc-callers.map" | sed 's/ over y2//' > "$tb/ipc-untransformed.map"
    expect_defect ipc-untransformed smooth_friction_f2_x_minus_f1_over_x3 \
        "off by a power of y" --impl "$tb/ipc.so" --map "$tb/ipc-untransformed.map" \
        --family friction
    {
        echo "smooth_friction_f1_over_x _ZN3ipc8f1_div_xEddRd y eps_v out positive"
        echo "smooth_friction_f1 _ZN3ipc5f1_SFEddRd y2 eps_v out sticking positive"
    } > "$tb/ipc-positive.map"
    sed 's/ positive//' "$tb/ipc-positive.map" > "$tb/ipc-not-positive.map"
    run ipc-not-positive --impl "$tb/ipc.so" --map "$tb/ipc-not-positive.map" \
        --family friction
    grep -qF "y = 0: NaN" "$tb/ipc-not-positive.out"
    reported=$?
    run ipc-positive --impl "$tb/ipc.so" --map "$tb/ipc-positive.map" --family friction
    tail -n 1 "$tb/ipc-positive.out" | grep -q ' 0 failed$' \
        && grep "^  smooth_friction_f1_over_x " "$tb/ipc-positive.out" | grep -q "uncovered" \
        && ! grep -qF "y = 0: NaN" "$tb/ipc-positive.out"
    say $(( st != 0 || $? != 0 || reported != 0 )) \
        "f1/y as a quotient, NaN at y = 0, passes mapped positive; unmapped, its NaN shows"
    expect_defect ipc-no-write smooth_friction_f0 "never wrote its output" \
        --impl "$tb/ipc-no-write.so" --map oracle/maps/ipc-original.map --family friction
else
    echo "FAIL no C++ compiler (c++) to build the port in IPC Toolkit's first style"
fi
defect() {                # defect NAME FUNCTION TEXT FLAGS...: FUNCTION's family only
    name=$1 fn=$2 text=$3; shift 3
    family=$(family_of "$fn")
    case "$one_per_family $name" in
        "1 chain"|"1 quotient") ;;
        1*) case " $sampled " in *" $family "*) return ;; esac ;;
    esac
    sampled="$sampled $family"
    build_port "$name" oracle/testbed/plain.c "$@"
    expect_defect "$name" "$fn" "$text" --impl "$tb/$name.so" --family "$family"
}
one_per_family=$TESTBED_SAMPLE sampled=
defect f0-constant smooth_friction_f0 "wrong integration constant" -DDEFECT_F0_CONSTANT
defect mu-f0-constant smooth_mu_f0 "wrong integration constant" -DDEFECT_MU_F0_CONSTANT
defect branch smooth_mu "wrong branch" -DDEFECT_BRANCH
defect float smooth_friction_f1 "error of float size" -DREAL=float -DARG=double
defect chain smooth_mu_f2 "missing term: matches mu f2 without mu' f1" -DDEFECT_CHAIN
row_says chain smooth_mu_f2_x_minus_mu_f1_over_x3 "without the mu' term"
say $? "the oracle names the missing mu' term of the Hessian coefficient"
defect swap smooth_mu_f1 "swapped mu_s/mu_k" -DDEFECT_SWAP
defect mu-f0-product smooth_mu_f0 "matches mu f0" -DDEFECT_MU_F0_PRODUCT
defect eps-power smooth_friction_f2 "off by a power of eps_v" -DDEFECT_EPS_POWER
defect y0-nan smooth_friction_f1_over_x "y = 0: NaN" -DDEFECT_Y0_NAN
defect sliding-mu-s smooth_mu_f1 "swapped mu_s/mu_k" -DDEFECT_SLIDING_MU_S
expect_defect other-blend smooth_mu_f0 "wrong blend" --impl "$tb/plain-quadratic.so" \
    --family friction
grep -q "try VARIANT=quadratic" "$tb/other-blend.out"
say $? "the oracle suggests VARIANT=quadratic for IPC Toolkit >= 1.4's blend"
build_port legacy-x oracle/testbed/plain.c -DLEGACY -DDEFECT_LEGACY_X
expect_defect legacy-x smooth_friction_f0 "at y^2" --impl "$tb/legacy-x.so" \
    --map oracle/maps/legacy.map --family friction
defect average-sum smooth_mu_blend_average "off by a constant factor" -DDEFECT_AVERAGE_SUM
defect rule smooth_mu_blend_max "wrong rule" -DDEFECT_RULE
defect edge-order smooth_mu_edge "weights on the wrong vertices" -DDEFECT_EDGE_ORDER
defect clamp smooth_mu_face "clamps the weights to [0, 1]" -DDEFECT_CLAMP
unsampled expect_defect plain-full smooth_mu_blend_average \
    "inf or NaN where the value is finite" --impl "$tb/plain.so" --range full
defect axes smooth_aniso_mu "semi-axes swapped" -DDEFECT_AXES
defect no-a smooth_aniso_mu "ignores a" -DDEFECT_NO_A
defect fallback smooth_aniso_mu "wrong fallback" -DDEFECT_FALLBACK
defect speed-min smooth_ellipse_speed "wrong divisor" -DDEFECT_SPEED_MIN
if [ -z "$TESTBED_SAMPLE" ]; then
    row_says plain-full smooth_aniso_mu "zero where the value is not" \
        && row_says plain-full smooth_ellipse_speed "inf or NaN where the value is finite"
    say $? "the straightforward port's functions of direction fail in the extreme range"
fi
defect stribeck-closed-form smooth_mu_stribeck_f0 "cancellation" \
    -DDEFECT_STRIBECK_CLOSED_FORM
defect stribeck-rate smooth_mu_stribeck "1/v_s for v_s" -DDEFECT_STRIBECK_RATE
defect stribeck-speeds smooth_mu_stribeck_f2 "v_s and eps_v exchanged" \
    -DDEFECT_STRIBECK_SPEEDS
defect stribeck-constant smooth_mu_stribeck_f0 "no constant" \
    -DDEFECT_STRIBECK_CONSTANT
defect peak-mu-s smooth_mu_stribeck_f1_peak "constant-mu shortcut" \
    -DDEFECT_PEAK_MU_S
if [ -z "$TESTBED_SAMPLE" ]; then
    row_says plain-full smooth_mu_stribeck_derivative "zero where the value is not"
    say $? "the straightforward port's Stribeck functions fail where e^-y/v_s underflows"
fi
defect lagged-gradient smooth_aniso_lagged_g0 "the other law" \
    -DDEFECT_LAGGED_GRADIENT
defect mbar-min smooth_ellipse_gradient_g0 "mbar = min" -DDEFECT_MBAR_MIN
defect quotient smooth_mu_has_static_peak "the rounded quotient" \
    -DDEFECT_QUOTIENT
row_says quotient smooth_mu_quadratic_has_static_peak "the rounded quotient"
say $? "the oracle catches the rounded quotient of the quadratic predicate too"
defect at-most smooth_mu_quadratic_has_static_peak "<= for <" -DDEFECT_AT_MOST
defect other-threshold smooth_mu_has_static_peak "the other threshold" \
    -DDEFECT_OTHER_THRESHOLD
run plain-strict-predicates --impl "$tb/plain.so" --family coefficients --strict 1
row_says plain-strict-predicates smooth_mu_has_static_peak ok \
    && row_says plain-strict-predicates smooth_mu_quadratic_has_static_peak ok
say $? "the straightforward port's predicates are exact in every range (STRICT=1)"
if [ -z "$TESTBED_SAMPLE" ]; then        # the sampled run holds the port to the twelve
    row_says plain-float smooth_mu_quadratic_has_static_peak ok
    say $? "the binary32 port's predicates are exact (PRECISION=float)"
fi
y0_says() {               # y0_says NAME TEXT: does the section on y = 0 say TEXT?
    sed -n '/^y = 0 of the Hessian/,/^$/p' "$tb/$1.out" | grep -qF -- "$2"
}
build_port ipc oracle/testbed/ipc.c
build_port ipc-quadratic oracle/testbed/ipc.c -DQUADRATIC
expect_pass ipc "IPC Toolkit's Hessian coefficient, NaN at y = 0 (not counted)" \
    --impl "$tb/ipc.so"
y0_says ipc "y = 0: NaN where the limit is finite"
say $? "the report shows IPC Toolkit's NaN at y = 0 apart, with its diagnosis"
expect_pass ipc-quadratic "IPC Toolkit >= 1.4's Hessian coefficient, VARIANT=quadratic" \
    --impl "$tb/ipc-quadratic.so" --variant quadratic
for v in cubic quadratic; do
    so=$tb/ipc.so
    [ $v = quadratic ] && so=$tb/ipc-quadratic.so
    run ipc-strict-$v --impl "$so" --variant $v --strict 1 --family friction
    y0_says ipc-strict-$v "counted: STRICT=1" \
        && y0_says ipc-strict-$v "y = 0: NaN where the limit is finite"
    say $(( st != 1 || $? != 0 )) \
        "STRICT=1 fails IPC Toolkit's $v NaN at y = 0 (status $st)"
done
run ipc-as-cubic --impl "$tb/ipc-quadratic.so" --family friction
grep -q "try VARIANT=quadratic" "$tb/ipc-as-cubic.out"
say $(( st != 1 || $? != 0 )) \
    "the oracle suggests VARIANT=quadratic for IPC Toolkit >= 1.4's own formulas"
build_port pole-guard oracle/testbed/plain.c -DDEFECT_POLE_GUARD
expect_pass pole-guard "a Hessian coefficient of 0 at y = 0 (not counted)" \
    --impl "$tb/pole-guard.so" --family friction
y0_says pole-guard "y = 0 is a pole"
say $? "the report names the pole the port hides at y = 0"
brackets() {              # brackets NAME FUNCTION DELTA: do the inputs bracket the shift?
    grep "^  $2: the port switches pieces" "$tb/$1.out" \
        | sed 's/.*failures up to \([^ ]*\) [a-z]* b, passes from \([^ ]*\)$/\1 \2/' \
        | awk -v d="$3" 'NF == 2 && $1 <= 1.01 * d && d <= 1.01 * $2 { ok = 1 }
                         END { exit !ok }'
}
moved() {                 # moved PORT FUNCTION DELTA FAMILY VARIANT FLAGS...
    mport=$1 mfn=$2 mdelta=$3 mfamily=$4 mvariant=$5; shift 5
    [ -f "$tb/$mport.so" ] || build_port "$mport" oracle/testbed/plain.c "$@"
    expect_defect "$mport-$mfamily" "$mfn" "breakpoint moved" --impl "$tb/$mport.so" \
        --family "$mfamily" --variant "$mvariant"
    brackets "$mport-$mfamily" "$mfn" "$mdelta"
    say $? "the oracle brackets the shift $mdelta of $mport's $mfn by its inputs"
}
tiny=9.094947017729282e-13                    # 2^-40
rm -f "$tb"/moved-*.so
moved moved-eps smooth_friction_f1 1e-6 friction cubic -DDEFECT_MOVED_EPS=1e-6
moved moved-eps-tiny smooth_friction_f2 $tiny friction cubic -DDEFECT_MOVED_EPS=0x1p-40
row_says moved-eps-tiny-friction smooth_friction_f1 ok
say $? "a shift of 2^-40 leaves f1 itself correctly rounded: its row is ok"
moved moved-half smooth_mu_derivative 1e-6 friction quadratic -DQUADRATIC \
    -DDEFECT_MOVED_HALF=1e-6
moved moved-half-tiny smooth_mu_derivative $tiny friction quadratic -DQUADRATIC \
    -DDEFECT_MOVED_HALF=0x1p-40
if [ -z "$TESTBED_SAMPLE" ]; then
    moved moved-eps smooth_mu_stribeck_f2 1e-6 stribeck cubic
    moved moved-eps-tiny smooth_mu_stribeck_f2 $tiny stribeck cubic
fi
expect_pass own-strict-peak "our peak family correctly rounded, every range (STRICT=1)" \
    --impl "$build/libsmoothfriction.so" --strict 1 --family peak
expect_pass plain-peak "the peak family's straightforward port" --impl "$tb/plain.so" \
    --family peak
unsampled expect_pass plain-float-peak "the peak family's port in binary32" \
    --impl "$tb/plain-float.so" --precision float --family peak
defect static-peak-mu-s smooth_mu_f1_peak "mu_s returned as the peak" \
    -DDEFECT_STATIC_PEAK_MU_S
defect peak-threshold smooth_mu_f1_peak_at "the plateau too early" -DDEFECT_PEAK_THRESHOLD
if [ -z "$TESTBED_SAMPLE" ]; then        # the sampled run tries one defect per family
    row_says peak-threshold smooth_mu_f1_peak "the plateau too early"
    say $? "the oracle names the other threshold for the cubic peak's value too"
fi
defect peak-golden smooth_mu_quadratic_f1_peak_at "within rounding of the peak" \
    -DDEFECT_PEAK_GOLDEN
defect peaked-break smooth_mu_peaked_f2 "wrong branch" -DDEFECT_PEAKED_BREAK=1e-6
defect peaked-break-2-40 smooth_mu_peaked_f2 "wrong branch" -DDEFECT_PEAKED_BREAK=0x1p-40
printf 'smooth_mu_f1_peak smooth_mu_f1_peak mu_s mu_k\n' > "$tb/peak-pointer.map"
run peak-pointer --impl "$tb/plain.so" --map "$tb/peak-pointer.map" --family peak
grep -qF "peak-pointer.map:1: smooth_mu_f1_peak needs y_over_eps exactly once, last" \
    "$tb/peak-pointer.err"
say $(( st != 2 || $? != 0 )) "a map of a static peak without its pointer is refused"
corpus_defect() {         # corpus_defect NAME FUNCTION TEXT FLAGS...: corpus.c, friction
    name=$1 fn=$2 text=$3; shift 3
    build_port "$name" oracle/testbed/corpus.c "$@"
    expect_defect "$name" "$fn" "$text" --impl "$tb/$name.so" --family friction
}
corpus_defect corpus-c0 smooth_friction_f1 "IPC's C0 clamping" -DCLAMP=0
unsampled corpus_defect corpus-c2 smooth_mu_f2 "IPC's C2 clamping" -DCLAMP=2
unsampled corpus_defect corpus-cancel smooth_friction_f2_x_minus_f1_over_x3 \
    "cancellation: within 64 u" -DCANCEL=1
unsampled corpus_defect corpus-coefficient smooth_friction_f1 "wrong coefficient" \
    -DF1_T=3
unsampled corpus_defect corpus-dropped smooth_friction_f0 "dropped term" -DF0_T3=1/3
unsampled corpus_defect corpus-guard smooth_friction_f1 "small-speed guard" -DGUARD=1e-10
if [ -z "$TESTBED_SAMPLE" ]; then
    grep -q "t^1 term of piece 0: coefficient 2 in the truth, 3 in the port" \
        "$tb/corpus-coefficient.out" \
        && grep -A1 "^smooth_mu_f1 " "$tb/corpus-coefficient.out" \
           | grep -q "unexplained: relative error"
    say $? "the oracle prints the fitted coefficient, and leaves mu f1 unexplained"
    grep -A1 "^smooth_friction_f1 " "$tb/corpus-guard.out" \
        | grep -Eq "below a threshold between 9\.[0-9]+e-11 and 1(\.0[0-9]*)?e-10"
    say $? "the oracle brackets the guard's threshold y = 1e-10"
fi
one_per_family=
defect crash smooth_friction_f1 "crashed" -DDEFECT_CRASH
row_says crash smooth_friction_f0 "ok"
say $? "after a crash the oracle goes on and checks the other functions"
defect abort smooth_mu "crashed" -DDEFECT_ABORT
defect fpe smooth_friction_f2 "crashed" -DDEFECT_FPE
build_port hang oracle/testbed/plain.c -DDEFECT_HANG
expect_defect hang smooth_friction_f0 "no answer within the time limit" \
    --impl "$tb/hang.so" --timeout 0.3 --family friction
printf 'int nothing_here(void) { return 0; }\n' > "$tb/none.c"
build_port none "$tb/none.c"
run none --impl "$tb/none.so"
say $(( st != 2 )) "a library with none of the functions is a usage error (status $st)"
run missing --impl "$tb/no-such-library.so"
say $(( st != 2 )) "a library that cannot be loaded is a usage error (status $st)"
effect_says() {           # effect_says NAME TEXT: does the side-effects section say TEXT?
    sed -n '/^side effects/,/^speed:/p' "$tb/$1.out" | grep -qF -- "$2"
}
# hostile NAME TEXT FLAGS...: f1/y fails, and the effect is named
hostile() {
    port=$1 effect=$2; shift 2
    defect "$port" smooth_friction_f1_over_x "caller's floating-point environment" "$@"
    effect_says "$port" "smooth_friction_f1_over_x $effect"
    say $? "the oracle reports that the $port port $effect, with the input"
}
hostile rounding "left the rounding mode changed" -DHOSTILE_ROUNDING
hostile traps "enabled a floating-point trap" -DHOSTILE_TRAPS
hostile clear-flags "cleared exception flags its caller had raised" -DHOSTILE_CLEAR
row_says clear-flags smooth_friction_f0 "ok"
say $? \
    "after changes to the environment the oracle goes on and checks the other functions"
if [ "$(uname -m)" = x86_64 ]; then
    build_port flush oracle/testbed/plain.c -DHOSTILE_FLUSH
    run flush --impl "$tb/flush.so" --family friction
    effect_says flush "loading the library changed the floating-point environment"
    say $(( st != 1 || $? != 0 )) \
        "a library that turns on flush-to-zero when loaded fails (status $st)"
fi
for h in errno:"wrote errno":ERRNO invalid:"raised the invalid flag":INVALID; do
    name=${h%%:*} rest=${h#*:}; text=${rest%:*}
    build_port "$name" oracle/testbed/plain.c "-DHOSTILE_${rest##*:}"
    expect_pass "$name" "a port that $text (reported, not counted)" \
        --impl "$tb/$name.so" --family friction
    effect_says "$name" "smooth_friction_f1_over_x $text"
    say $? "the oracle reports that $name port $text, with the input"
done
grep -A2 "smooth_friction_f1_over_x wrote errno" "$tb/errno.out" \
    | grep -q "errno = $(printf '%d' 34)"
say $? "the report gives the errno value the port left"
defect exit smooth_friction_f1_over_x "called exit()" -DHOSTILE_EXIT
row_says exit smooth_friction_f1 "ok"
say $? "after an exit() the oracle goes on and checks the other functions"
defect nan smooth_friction_f1_over_x "inf or NaN where the value is finite" -DHOSTILE_NAN
sed -n '/^side effects/,/^speed:/p' "$tb/plain.out" | grep '^  smooth[a-z0-9_]* [a-z]' \
    | grep -v '^  smooth_mu_stribeck[a-z0-9_]* wrote errno' \
    | grep -v '^  smooth_\(aniso_lagged\|ellipse\)[a-z0-9_]* raised' \
    > "$tb/plain-effects.txt"
grep -q '^side effects' "$tb/plain.out" && ! [ -s "$tb/plain-effects.txt" ]
say $? "the oracle finds no side effects in the straightforward port but exp's errno"
build_port load-crash oracle/testbed/plain.c -DHOSTILE_LOAD_CRASH
run load-crash --impl "$tb/load-crash.so"
grep -q "loading .*load-crash.so crashed" "$tb/load-crash.err"
say $(( st != 2 || $? != 0 )) \
    "a library that crashes while loaded is a usage error (status $st)"
python_family() {         # python_family NAME FAMILY WHAT
    "$oracle" --points "$tb/$1-points.csv" --family "$2" 2> /dev/null
    python3 oracle/testbed/values.py "$tb/$1-points.csv" "$tb/$1-values.csv"
    expect_pass "python-$1" "$3 of a Python script through the CSV route" \
        --values "$tb/$1-values.csv"
}
"$oracle" --points "$tb/points.csv" 2> /dev/null
say $? "the oracle writes its inputs as CSV"
if command -v python3 > /dev/null; then
    python3 oracle/testbed/values.py "$tb/points.csv" "$tb/values.csv"
    expect_pass python "a Python script through the CSV route" --values "$tb/values.csv"
    python_family coef coefficients "the coefficient functions"
    python_family dir direction "the functions of direction"
    unsampled python_family str stribeck "the Stribeck functions"
    unsampled python_family law aniso "the anisotropic laws"
else
    echo "FAIL python3 is needed for the CSV route's test"
fi
cat > "$tb/own.csv" <<'CSV'
function,y,eps_v,mu_s,mu_k,value,expected
smooth_friction_f1,0.5,1,,,0.75,123
smooth_mu_f1, 0x1p-11 , 0x1p-10 , 0.5 , 0.25 ,0x1.2p-2,0
CSV
expect_pass own-rows "rows it did not generate, decimal, with an expected column" \
    --values "$tb/own.csv"
grep -q "column 'expected' ignored" "$tb/own-rows.err"
say $? "the oracle says it ignores an expected column"
sed 's/0x1.2p-2/0x1.2000000000001p-2/' "$tb/own.csv" > "$tb/off.csv"
expect_pass off "a value 1 ulp off under the default rule" --values "$tb/off.csv"
expect_defect off-strict smooth_mu_f1 "not correctly rounded" --values "$tb/off.csv" \
    --strict 1
printf 'function,y,eps_v,mu_s,mu_k,value\n%s\n' \
    'smooth_friction_f1,-0x1p-11,0x1p-10,,,0x1.8p-2' > "$tb/negative.csv"
expect_pass negative "any answer for y < 0 by default (reported, not counted)" \
    --values "$tb/negative.csv"
expect_defect negative-strict smooth_friction_f1 "NaN expected" \
    --values "$tb/negative.csv" --strict 1
printf 'function,arg1,arg2,arg3,arg4,arg5,value\n%s\n' \
    'smooth_mu_blend_average,0x1p-1074,0x1p-1073,,,,0x1p-1074' > "$tb/tie.csv"
expect_pass tie "a subnormal tie rounded the wrong way under the default rule" \
    --values "$tb/tie.csv"
expect_defect tie-strict smooth_mu_blend_average "an exact tie not rounded to even" \
    --values "$tb/tie.csv" --strict 1
printf 'function,arg1,arg2,arg3,arg4,arg5,arg6,value\n%s\n' \
    'smooth_ellipse_speed,5404319552844597,7205759403792796,1,1,,,9007199254740994' \
    > "$tb/speed-tie.csv"
expect_pass speed-tie "a tie of the speed rounded the wrong way under the default rule" \
    --values "$tb/speed-tie.csv"
expect_defect speed-tie-strict smooth_ellipse_speed "an exact tie not rounded to even" \
    --values "$tb/speed-tie.csv" --strict 1
A=140737488355329
printf 'function,arg1,arg2,arg3,arg4,arg5,value\n%s\n%s\n' \
    "smooth_mu_stribeck_f0,4,$((25 * A)),$((15 * A)),4,5,$((73 * A + 1))" \
    'smooth_mu_edge,0.5,0.25,0.5,,,0x1.8p-2' > "$tb/stribeck-tie.csv"
expect_pass stribeck-tie "a tie of the Stribeck potential rounded the wrong way" \
    --values "$tb/stribeck-tie.csv"
expect_defect stribeck-tie-strict smooth_mu_stribeck_f0 \
    "an exact tie not rounded to even" --values "$tb/stribeck-tie.csv" --strict 1
# bad_csv NAME LINE TEXT: the oracle must refuse testbed/NAME.csv
bad_csv() {
    run "$1" --values "$tb/$1.csv"
    grep -F "$tb/$1.csv:$2: " "$tb/$1.err" | grep -qF -- "$3" \
        && ! grep -q passed "$tb/$1.out"
    say $(( st != 2 || $? != 0 )) "a CSV with $1 is refused at line $2 (status $st)"
}
head -n 1 "$tb/values.csv" > "$tb/head.csv"
mk() { { cat "$tb/head.csv"; printf '%s\n' "$2"; } > "$tb/$1.csv"; }
mk unknown-function 'smooth_fiction_f1,0x1p-11,0x1p-10,,,0x1p-1'
mk short-value 'smooth_friction_f1,0x1p-11,0x1p-10,,,0.1'
mk overflow 'smooth_friction_f1,0x1p-11,0x1p-10,,,1e99999'
mk long-hex 'smooth_friction_f1,0x1p-11,0x1p-10,,,0x1.80000000000000000001p-1'
mk underflow 'smooth_friction_f1,1e-99999,0x1p-10,,,0'
mk bad-number 'smooth_friction_f1,0x1p-11,0x1p-1z,,,0x1p-1'
mk mu-for-mollifier 'smooth_friction_f1,0x1p-11,0x1p-10,0.5,,0x1p-1'
mk no-mu 'smooth_mu_f1,0x1p-11,0x1p-10,,,0x1p-1'
mk few-fields 'smooth_friction_f1,0x1p-11,0x1p-10,,0x1p-1'
mk quoted '"smooth_friction_f1",0x1p-11,0x1p-10,,,0x1p-1'
mk leading-cr "$(printf 'smooth_mu_f0,0,1,0.5,0.25,\rnan')"
mk coefficient-row 'smooth_mu_edge,0.5,0.25,0.5,,0x1.8p-2'
mk stribeck-row 'smooth_mu_stribeck,0x1p-11,0.5,0.25,0x1p-4,0x1p-1'
printf 'function,arg1,arg2,arg3,arg4,arg5,value\n' > "$tb/coef-head.csv"
mkc() { { cat "$tb/coef-head.csv"; printf '%s\n' "$2"; } > "$tb/$1.csv"; }
mkc friction-row 'smooth_friction_f1,0x1p-11,0x1p-10,,,,0x1p-1'
mkc extra-argument 'smooth_mu_edge,0.5,0.25,0.5,1,,0x1.8p-2'
mkc missing-argument 'smooth_mu_face,0.5,0.25,0.5,0.25,,0x1.8p-2'
mkc bad-coef-value 'smooth_mu_blend_min,-0x0p+0,0x1p-1,,,,0x1p+0z'
mkc aniso-in-five 'smooth_aniso_mu,1,2,1,1,0.5,0x1p-1'
mk direction-row 'smooth_aniso_mu,1,2,1,1,0x1p-1'
printf 'function,arg1,arg2,arg3,arg4,arg5,arg6,value\n' > "$tb/dir-head.csv"
{ cat "$tb/dir-head.csv"; echo 'smooth_ellipse_speed,1,2,1,1,0.5,,0x1p-1'; } \
    > "$tb/extra-speed-argument.csv"
{ cat "$tb/dir-head.csv"; echo 'smooth_aniso_mu,1,2,1,1,0.5,,0x1p-1'; } \
    > "$tb/missing-mu1.csv"
bad_csv unknown-function 2 "unknown function"
bad_csv short-value 2 "fewer than 17 significant digits"
bad_csv overflow 2 "beyond the double range"
bad_csv long-hex 2 "more bits than a double holds"
bad_csv underflow 2 "reads as zero"
bad_csv bad-number 2 "eps_v '0x1p-1z' is not a number"
bad_csv mu-for-mollifier 2 "mu_s must be empty"
bad_csv no-mu 2 "mu_s '' is empty"
bad_csv few-fields 2 "5 fields where the header has 6"
bad_csv quoted 2 "quoted fields"
bad_csv leading-cr 2 "begins with white space"
printf 'function,y,eps_v,mu_s,mu_k\nsmooth_friction_f1,0x1p-11,0x1p-10,,\n' \
    > "$tb/no-value-column.csv"
bad_csv no-value-column 1 "no value column"
printf 'function,y,eps_v,mu_s,mu_k,value\nsmooth_friction_f1,0x1p-11,0x1p-10,,,\n' \
    > "$tb/all-empty.csv"
run all-empty --values "$tb/all-empty.csv"
say $(( st != 2 )) "a CSV without a single value is a usage error (status $st)"
bad_csv coefficient-row 2 "is a coefficient function: its rows belong in a file"
bad_csv stribeck-row 2 "is a Stribeck function: its rows belong in a file"
bad_csv direction-row 2 "is a function of direction: its rows belong in a file"
bad_csv friction-row 2 "is one of the twelve: its rows belong in a file"
bad_csv aniso-in-five 2 "header function,arg1,arg2,arg3,arg4,arg5,arg6,value"
bad_csv extra-argument 2 "arg4 must be empty: smooth_mu_edge takes 3 arguments"
bad_csv extra-speed-argument 2 \
    "arg5 must be empty: smooth_ellipse_speed takes 4 arguments"
bad_csv missing-argument 2 "b2 '' is empty"
bad_csv missing-mu1 2 "mu1 '' is empty"
bad_csv bad-coef-value 2 "value '0x1p+0z' is not a number"
cat > "$tb/predicates.csv" <<'CSV'
function,arg1,arg2,arg3,arg4,arg5,value
smooth_mu_has_static_peak,0x1p+2,0x1.7ffffffffffffp+1,,,,1
smooth_mu_has_static_peak,4,3,,,,0
smooth_mu_quadratic_has_static_peak,3,2,,,,0
smooth_mu_quadratic_has_static_peak,0x1.0000000000001p+0,0x1.8000000000001p-1,,,,0
smooth_mu_has_static_peak,nan,0.5,,,,-1
CSV
expect_pass predicates "a predicate's answers as 1, 0 and -1, outside the domain too" \
    --values "$tb/predicates.csv" --strict 1
sed '$s/-1$/0/' "$tb/predicates.csv" > "$tb/predicates-domain.csv"
expect_defect predicates-domain smooth_mu_has_static_peak "-1 expected" \
    --values "$tb/predicates-domain.csv" --strict 1
printf '%s\n' 'function,arg1,arg2,arg3,arg4,arg5,value' \
    'smooth_mu_has_static_peak,1,0.5,,,,1' 'smooth_mu_has_static_peak,1,0.5,,,,0.5' \
    'smooth_mu_has_static_peak,1,0.5,,,,2' \
    'smooth_mu_quadratic_has_static_peak,1,0.5,,,,yes' > "$tb/bad-answers.csv"
run bad-answers --values "$tb/bad-answers.csv"
n=$(grep -c "answers.csv:[345]: value '[^']*' is not 1, 0 or -1" "$tb/bad-answers.err")
say $(( st != 2 || n != 3 )) \
    "answers 0.5, 2 and yes of a predicate are refused, each at its line (status $st)"
bad_map() {               # bad_map NAME TEXT LINE: the oracle must refuse this map
    printf '# a map with one mistake\n%s\n' "$2" > "$tb/$1.map"
    run "$1" --impl "$tb/plain.so" --map "$tb/$1.map"
    grep -F "$tb/$1.map:2: " "$tb/$1.err" | grep -qF -- "$3"
    say $(( st != 2 || $? != 0 )) "a map with $1 is refused at line 2 (status $st)"
}
bad_map unknown-name 'smooth_mu_f3 f y eps_v mu_s mu_k' \
    "is not one of the oracle's function names"
bad_map coefficient-argument 'smooth_mu_edge f mu0 mu1 y' \
    "'y' is not an argument (mu0 mu1 alpha one)"
bad_map coefficient-twice 'smooth_mu_face f mu0 mu1 mu2 b1 b1' "needs b1 exactly once"
bad_map coefficient-coverage 'smooth_mu_edge f mu0 mu1 alpha sticking' \
    "coverage can only be all"
bad_map direction-argument 'smooth_ellipse_speed f u0 u1 m0 mu1' \
    "'mu1' is not an argument (u0 u1 m0 m1 one)"
bad_map direction-missing 'smooth_aniso_mu f u0 u1 a0 a1 mu0' "needs mu1 exactly once"
bad_map bad-argument 'smooth_mu_f1 f y eps mu_s mu_k' "'eps' is not an argument"
bad_map missing-argument 'smooth_mu_f1 f y eps_v mu_s' \
    "needs mu_s and mu_k exactly once each"
bad_map mu-for-mollifier 'smooth_friction_f1 f y eps_v mu_k' "no mu_s or mu_k"
bad_map stribeck-missing 'smooth_mu_stribeck f y mu_s mu_k eps_v' "needs v_s exactly once"
bad_map peak-pointer 'smooth_mu_stribeck_f1_peak f mu_s mu_k y_over_eps v_s eps_v' \
    "needs y_over_eps exactly once, last"
bad_map peak-position 'smooth_mu_stribeck_f1_peak_at f mu_s mu_k v_s eps_v y_over_eps' \
    "map that function instead"
bad_map predicate-one 'smooth_mu_has_static_peak f mu_s mu_k one' \
    "takes mu_s and mu_k, nothing else"
refused=
refuses() {               # refuses NAME LINE TEXT: bad_map without its line of output
    printf '# a map with one mistake\n%s\n' "$2" > "$tb/$1.map"
    run "$1" --impl "$tb/plain.so" --map "$tb/$1.map"
    grep -F "$tb/$1.map:2: " "$tb/$1.err" | grep -qF -- "$3" && [ "$st" -eq 2 ] \
        || refused="$refused $1"
}
refuses transform-coefficient 'smooth_mu_edge f mu0 mu1 alpha over y' "takes no transform"
refuses transform-stribeck 'smooth_mu_stribeck_f1 f y mu_s mu_k v_s eps_v times y' \
    "takes no transform"
refuses transform-word 'smooth_friction_f1 f y eps_v over y3' \
    "'over' must be followed by y or y2"
refuses two-transforms 'smooth_friction_f1 f y eps_v over y times y' "a second transform"
refuses out-not-last 'smooth_friction_f1 f y out eps_v' "out must come once, last"
refuses out-coefficient 'smooth_mu_edge f mu0 mu1 alpha out' \
    "'out' is not an argument (mu0 mu1 alpha one)"
refuses positive-coefficient 'smooth_mu_edge f mu0 mu1 alpha positive' \
    "cannot be positive only"
refuses argument-after-coverage 'smooth_friction_f1 f y positive eps_v' \
    "arguments come before the transform and coverage"
refuses two-coverages 'smooth_friction_f1 f y eps_v sticking sliding' \
    "a second coverage word"
[ -z "$refused" ]
say $? "maps that misuse out, a transform or positive are refused at their line$refused"
bad_map misspelt-symbol 'smooth_mu_f1 smooth_mu_f1x y mu_s mu_k eps_v' \
    "symbol 'smooth_mu_f1x' not found in"
for opt in "--variant cubics" "--precision half" "--ulps -1" "--level 3" "--seed x" \
           "--family speed" "--frobnicate 1"; do
    run bad-option --impl "$tb/plain.so" $opt
    say $(( st != 2 )) "the oracle refuses $opt (status $st)"
done
run two-actions --impl "$tb/plain.so" --values "$tb/values.csv"
say $(( st != 2 )) "the oracle refuses two ways in at once (status $st)"
run two-families --points "$tb/two.csv" --family friction,stribeck
say $(( st != 2 )) "the oracle refuses to write two families' points at once (status $st)"
${MAKE:-make} -s verify IMLP="$tb/plain.so" > "$tb/make-typo.out" 2>&1
st=$?
grep -q "unknown variable IMLP" "$tb/make-typo.out"
say $(( st != 2 || $? != 0 )) "make verify refuses a misspelt variable, IMLP (status $st)"
${MAKE:-make} -s check IMPL="$tb/plain.so" > "$tb/make-check-impl.out" 2>&1
st=$?
grep -q "would be ignored" "$tb/make-check-impl.out"
say $(( st != 2 || $? != 0 )) \
    "make check refuses IMPL, which only verify uses (status $st)"
printf '%s\n' 'double smooth_friction_f1(double y, double e)' \
    '{ return y >= e ? 1 : 2 * y / e - y * y / (e * e); }' > "$tb/only-f1.c"
build_port only-f1 "$tb/only-f1.c"
run only-f1 --impl "$tb/only-f1.so"
grep -q '^verdict: NOT conforming (exit status 1): incomplete: smooth_friction_f0,.*'\
'smooth_mu_f2_x_minus_mu_f1_over_x3 missing$' "$tb/only-f1.out"
say $(( st != 1 || $? != 0 )) \
    "a library with 1 of the 12 functions is NOT conforming, incomplete (status $st)"
grep -q '^  not provided: the .* families (not claimed, nothing found)$' \
    "$tb/only-f1.out" \
    && ! grep -q '^smooth_mu_blend_average \|not provided, not claimed' "$tb/only-f1.out"
say $? "the families not claimed take one line, and no row per function"
expect_pass only-f1-claimed "a library with one function, claimed with FUNCTIONS" \
    --impl "$tb/only-f1.so" --functions smooth_friction_f1
if [ -f "$tb/values.csv" ]; then
    awk -F, -v OFS=, '$1 == "smooth_mu_f2" || $1 == "smooth_friction_f0" { $NF = "" }
                      { print }' "$tb/values.csv" > "$tb/values-gaps.csv"
    run values-gaps --values "$tb/values-gaps.csv"
    grep -q '^verdict: .*incomplete: smooth_friction_f0, smooth_mu_f2 missing$' \
        "$tb/values-gaps.out"
    say $(( st != 1 || $? != 0 )) \
        "a CSV with two functions' values all empty is incomplete (status $st)"
fi
run bad-functions --impl "$tb/only-f1.so" --functions smooth_friction_f1,smooth_mu_f7
grep -q "'smooth_mu_f7' is not one of the oracle's function names" "$tb/bad-functions.err"
say $(( st != 2 || $? != 0 )) "an unknown name in FUNCTIONS is a usage error (status $st)"
run skip --impl "$tb/plain.so" --family friction --skip smooth_friction_f0,smooth_mu_f2
! grep -q '^smooth_friction_f0 \|^smooth_mu_f2 ' "$tb/skip.out" \
    && grep -q '^smooth_friction_f1 ' "$tb/skip.out" \
    && tail -n 1 "$tb/skip.out" | grep -q ' 0 failed$'
say $(( st != 0 || $? != 0 )) "--skip leaves two functions out of the run (status $st)"
run skip-all --impl "$tb/plain.so" --family direction \
    --skip smooth_aniso_mu,smooth_ellipse_speed
grep -q "leaves no function to check" "$tb/skip-all.err"
say $(( st != 2 || $? != 0 )) "--skip of every function is a usage error (status $st)"
build_port assert oracle/testbed/plain.c -DDEFECT_ASSERT
run assert --impl "$tb/assert.so" --log "$tb/assert-impl.log" --family friction
grep '^smooth_mu ' "$tb/assert.out" \
    | grep -q '; 20 calls stopped, [1-9][0-9]* cases not run$'
say $(( st != 1 || $? != 0 )) \
    "an asserting port's row counts the calls stopped and the cases not run"
grep -q "^    its first message: .*Assertion" "$tb/assert.out" \
    && grep -q "Assertion" "$tb/assert-impl.log" && ! grep -q "Assertion" "$tb/assert.err"
say $? "its messages go to the log, and the first is quoted in the summary"
if command -v python3 > /dev/null; then
    run twins --impl "$tb/assert.so" --report "$tb/twins.json" --junit "$tb/twins.xml"
    python3 - "$tb/twins.json" "$tb/twins.xml" <<'EOF'
import json, sys, xml.dom.minidom
r = json.load(open(sys.argv[1]))
keys = {"name", "claimed", "found", "cases", "failed", "stopped", "not_run", "max_ulp",
        "max_scaled", "worst", "diagnoses", "verdict"}
assert r["verdict"] == "not conforming" and r["exit_status"] == 1
assert all(keys <= set(f) for f in r["functions"])
mu = [f for f in r["functions"] if f["name"] == "smooth_mu"][0]
assert mu["stopped"] == 20 and mu["not_run"] > 0 and mu["diagnoses"]["crashed"] == 20
cases = xml.dom.minidom.parse(sys.argv[2]).getElementsByTagName("testcase")
assert len(cases) == len(r["functions"])
assert any(c.getElementsByTagName("failure") for c in cases)
EOF
    say $? "REPORT= is JSON with every function's fields, JUNIT= well-formed JUnit XML"
fi
run float-as-double --impl "$tb/plain-float.so" --family friction
grep -q 'did you mean PRECISION=float?' "$tb/float-as-double.out"
say $(( st != 1 || $? != 0 )) \
    "a binary32 port run as binary64 gets the PRECISION=float hint"
build_port quadratic-chain oracle/testbed/plain.c -DQUADRATIC -DDEFECT_CHAIN
run quadratic-chain --impl "$tb/quadratic-chain.so" --family friction
grep -q 'try VARIANT=quadratic' "$tb/quadratic-chain.out" \
    && ! grep '^smooth_mu_f2 ' "$tb/quadratic-chain.out" | grep -q 'other mu blend'
say $? "the blend hint is given even when another function fails for another reason"
run help --help
"$oracle" --list-families \
    | while read -r f; do grep -q " $f" "$tb/help.out" || exit 1; done
say $(( st != 0 || $? != 0 )) "--help prints the usage, naming every family (status $st)"
${MAKE:-make} -s help > "$tb/make-help.out" 2>&1
st=$?
grep -q 'REPORT=' "$tb/make-help.out"
say $(( st != 0 || $? != 0 )) "make help lists the targets and variables (status $st)"
} 2>&1 | tee "$tb/checks.part"
mv "$tb/checks.part" "$tb/checks.txt"
! grep -q '^FAIL ' "$tb/checks.txt"
