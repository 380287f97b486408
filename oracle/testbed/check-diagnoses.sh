#!/bin/sh
# Tangled from doc/testbed.nw; edit there, not here.
# usage: check-diagnoses.sh BUILD_DIR   (a step of make check)
# Builds the corpus of defect ports, runs the oracle on each and counts, over the
# functions that fail, how often the report names the known cause (right), another cause
# (wrong: a failed check) or calls the failures unexplained.
build=$1
dir=$build/testbed/corpus
oracle=$build/oracle
mkdir -p "$dir"
: > "$dir/rows.txt"
ports=0
while IFS='|' read -r name src flags causes; do
    [ -n "$name" ] || continue
    ports=$((ports + 1))
    case $src in c) file=oracle/testbed/corpus.c ;; *) file=oracle/testbed/plain.c ;; esac
    # shellcheck disable=SC2086
    if ! ${CC:-cc} -std=c11 -O2 -shared -fPIC $flags "$file" -o "$dir/$name.so" -lm \
            2> "$dir/$name.log"; then
        echo "FAIL cannot build the corpus port $name: $(cat "$dir/$name.log")"
        continue
    fi
    "$oracle" --impl "$dir/$name.so" --family friction > "$dir/$name.out" 2>&1
    awk -v port="$name" -v causes="$causes" '/^smooth_/ && $3 > 0 {
        text = $0; sub(/^[^ ]+ +[^ ]+ +[^ ]+ +[^ ]+ +[^ ]+ +[^ ]+ +/, "", text)
        n = split(causes, cause, ";"); kind = "W"
        for (i = 1; i <= n; i++)
            if (cause[i] != "-" && index(text, cause[i]) > 0) kind = "R"
        none = index(text, "unexplained") == 1 || index(text, "zero where") == 1
        if (kind == "W" && none)
            kind = "U"
        print kind, port, $1, text }' "$dir/$name.out" >> "$dir/rows.txt"
done << 'CORPUS'
c0|c|-DCLAMP=0|IPC's C0 clamping
c2|c|-DCLAMP=2|IPC's C2 clamping
f1-t|c|-DF1_T=3|wrong coefficient
f1-t2|c|-DF1_T2=1.5|wrong coefficient
f1-t-1e-12|c|-DF1_T=2.000000000002|wrong coefficient
f0-t3-dropped|c|-DF0_T3=1/3|dropped term
f0-t2-dropped|c|-DF0_T2=0|dropped term
f0-t3-1e-7|c|-DF0_T3=0.3333333|wrong coefficient
f0-constant-dropped|c|-DF0_C=1/3|wrong integration constant;dropped term
f0-constant-and-shape|c|-DF0_C=0.25 -DF0_T2=1.1|-
f2-factor|c|-DF2_C=4|off by a constant factor
f2-coefficient|c|-DF2_C=3|wrong coefficient
f1-sign|c|-DF1_T=-2 -DF1_T2=-1|sign flipped
mu-t2|c|-DMU_T2=2|wrong coefficient
mu-t3|c|-DMU_T3=2.5|wrong coefficient
mu-f0-constant|c|-DMU_F0_K=16|wrong integration constant
guard-1e-10|c|-DGUARD=1e-10|small-speed guard;y = 0 is a pole
guard-1e-6|c|-DGUARD=1e-6|small-speed guard;y = 0 is a pole
guard-f1|c|-DGUARD=1e-8 -DGUARDED=0x2|small-speed guard
guard-mu|c|-DGUARD=1e-12 -DGUARDED=0x100|small-speed guard
cancel|c|-DCANCEL=1|cancellation: within
float-f1|c|-DFLOATS=0x2|error of float size
float-mu|c|-DFLOATS=0x20|error of float size
float-hessian|c|-DFLOATS=0x10|error of float size
float-mollifier|c|-DFLOATS=0x1f|error of float size
plain-f0-constant|p|-DDEFECT_F0_CONSTANT|wrong integration constant
plain-mu-f0-constant|p|-DDEFECT_MU_F0_CONSTANT|wrong integration constant
plain-branch|p|-DDEFECT_BRANCH|wrong branch
plain-chain|p|-DDEFECT_CHAIN|missing term
plain-swap|p|-DDEFECT_SWAP|swapped mu_s/mu_k
plain-mu-f0-product|p|-DDEFECT_MU_F0_PRODUCT|matches mu f0
plain-eps-power|p|-DDEFECT_EPS_POWER|off by a power of eps_v
plain-sliding-mu-s|p|-DDEFECT_SLIDING_MU_S|swapped mu_s/mu_k
plain-float|p|-DREAL=float -DARG=double|error of float size
plain-quadratic|p|-DQUADRATIC|wrong blend
CORPUS
right=$(grep -c '^R ' "$dir/rows.txt")
wrong=$(grep -c '^W ' "$dir/rows.txt")
unexplained=$(grep -c '^U ' "$dir/rows.txt")
total=$((right + wrong + unexplained))
awk '$1 == "W" { port = $2; fn = $3; $1 = $2 = $3 = ""; sub(/^ +/, "")
                 print "FAIL the oracle calls " fn " of corpus port " port ": " $0 }' \
    "$dir/rows.txt"
summary="$right right, $wrong wrong, $unexplained unexplained of $total"
if [ "$wrong" -eq 0 ] && [ "$total" -gt 0 ]; then ok=ok; else ok=FAIL; fi
printf '%-4s diagnosis precision: %s (failing functions of %d defect ports)\n' "$ok" \
    "$summary" "$ports"
{
    printf 'On the %d defect ports of the corpus, %d functions fail: the report\n' \
        "$ports" "$total"
    printf 'names the known cause of %d, another cause of %d, and calls %d' \
        "$right" "$wrong" "$unexplained"
    printf ' unexplained.\n'
    printf '%s\n' '\begin{footnotesize}' '\begin{verbatim}'
    printf '%-24s %6s %6s %12s\n' port right wrong unexplained
    awk '{ n[$2, $1]++; if (!($2 in seen)) { seen[$2] = 1; order[++k] = $2 } }
         END { for (i = 1; i <= k; i++)
                   printf "%-24s %6d %6d %12d\n", order[i], n[order[i], "R"],
                          n[order[i], "W"], n[order[i], "U"] }' "$dir/rows.txt"
    printf '%s\n' '\end{verbatim}' '\end{footnotesize}'
} > "$dir/precision.tex"
[ "$wrong" -eq 0 ] && [ "$total" -gt 0 ]
