#!/bin/sh
# Tangled from doc/build.nw; edit there, not here.
# usage: tangle.sh OUT_DIR "FILE..." NW...
# Tangles every FILE (a root chunk of the NW files) into OUT_DIR/FILE, with a banner.
out=$1 files=$2; shift 2
rm -rf "$out" && mkdir -p "$out" || exit 1
noroots "$@" | sed -n 's/^<<\(.*\)>>$/\1/p' | grep / | sort > "$out/roots.got"
printf '%s\n' $files | sort > "$out/roots.want"
if ! cmp -s "$out/roots.got" "$out/roots.want"; then
    echo "root chunks in doc/ differ from the Makefile's TANGLED list:"
    diff "$out/roots.want" "$out/roots.got"
    exit 1
fi
banner() {   # banner FILE NW...: the comment that opens FILE
    f=$1; shift
    from=$(notangle -L'@@from %F%N' -R"$f" "$@" |
        awk '/^@@from / { src = $2; next } { n[src]++ }
             END { for (s in n) print n[s], s }' |
        sort -k1,1nr -k2 | awk '{ a[NR] = $2 }
             END { for (i = 1; i <= NR; i++)
                       printf "%s%s", i == 1 ? "" : i == NR ? " and " : ", ", a[i] }')
    text="Tangled from $from; edit there, not here."
    [ ${#text} -le 85 ] || text="Tangled from $from;
edit there, not here."
    lines=$(printf '%s\n' "$text" | fold -s -w 85 | sed 's/ *$//')
    case $f in
        *.c|*.h|*.cc|*.hh)
            printf '%s\n' "$lines" | sed '1s/^/\/* /; 2,$s/^/   /; $s/$/ *\//' ;;
        *.sh) echo "#!/bin/sh"; printf '%s\n' "$lines" | sed 's/^/# /' ;;
        *) printf '%s\n' "$lines" | sed 's/^/# /' ;;
    esac
}
for f in $files; do
    mkdir -p "$out/$(dirname "$f")"
    banner "$f" "$@" > "$out/$f" || exit 1
    notangle -R"$f" "$@" >> "$out/$f" || { echo "notangle failed for $f"; exit 1; }
done
