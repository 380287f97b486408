#!/bin/sh
# Tangled from doc/build.nw; edit there, not here.
# usage: book-log.sh DOC_BUILD_DIR   (it holds book.log, book.toc, book.tex and gen/)
dir=$1
log=$dir/book.log
status=0
claim() {                 # claim OK? TEXT [DETAILS]
    if [ "$1" -eq 0 ]; then echo "ok   $2"; return; fi
    echo "FAIL $2"
    [ -z "$3" ] || printf '%s\n' "$3" | sed 's/^ */     /'
    status=1
}
if [ ! -s "$log" ]; then
    echo "FAIL there is no LaTeX log $log to read"
    exit 1
fi
wide=$(awk '/^Overfull \\hbox/ { w = $3; gsub(/[(pt]/, "", w); n++
            if (w + 0 > max) max = w + 0
            if (w + 0 > 5) { bad++; print > "/dev/stderr" } }
            END { printf "%d %d %.1f\n", bad, n, max }' "$log" 2> "$dir/overfull.txt")
set -- $wide
text="no line of the book runs more than 5pt into the margin"
claim "$1" "$text ($2 overfull boxes, widest $3pt)" "$(head -n 10 "$dir/overfull.txt")"
warned() {                # warned PATTERN: the matching warnings, at most five
    grep -E "$1" "$log" | head -n 5
}
w=$(warned "(Reference|Citation) .* undefined|There were undefined references")
claim "$([ -z "$w" ]; echo $?)" \
      "every reference, page reference and citation in the book resolves" "$w"
w=$(warned "multiply[ -]defined")
claim "$([ -z "$w" ]; echo $?)" "no label of the book is defined twice" "$w"
w=$(warned "Token not allowed in a PDF string")
claim "$([ -z "$w" ]; echo $?)" "every heading makes a readable PDF bookmark" "$w"
sources="$dir/book.tex $(ls "$dir"/gen/*.tex 2> /dev/null)"
pattern='\\label{\(fig\|tab\):[^}]*}'
labels=$(cat $sources | grep -o "$pattern" | sed 's/.*{\(.*\)}/\1/' | sort -u)
unreferenced=$(for l in $labels; do cat $sources | grep -q "ref{$l}" || echo "$l"; done)
nlabels=$(echo $labels | wc -w)
claim "$([ -z "$unreferenced" ]; echo $?)" \
      "each of the book's $nlabels labelled figures and tables is referenced" \
      "never referenced: $(echo $unreferenced)"
set -- $(awk '
    function ended(n) {
        if (n > 30 && name !~ /^<<the table of /) {
            long++; print "     " n " lines: " name }
    }
    BEGIN { prose = 1 }
    /^<<.*>>=[ \t]*$/ { if (code) ended(NR - start - 1)
                        if (!prose) { bare++; print "     no prose before " $0 }
                        code = 1; start = NR; name = $0; prose = 0; next }
    code && /^@/ { ended(NR - start - 1); code = 0; rest = substr($0, 2)
                   if (rest ~ /[^ \t]/ && rest !~ /^[ \t]*%def/) prose = 1; next }
    !code && /[^ \t]/ { prose = 1 }
    END { printf "%d %d %d\n", long, bare, NR > "/dev/stderr" }' "$dir/book.nw" \
    2>&1 > "$dir/chunks.txt")
text="every chunk of the book has at most 30 lines and prose before it"
claim "$(($1 + $2))" "$text ($1 too long, $2 bare)" "$(head -n 10 "$dir/chunks.txt")"
wide=$(awk '/^<<.*>>=[ \t]*$/ { code = $0 != "<<oracle/maps/quadratic.map>>=" \
                                          && $0 !~ /^<<the table of /; next }
            code && /^@/ { code = 0 }
            code && length($0) > 90 { n++; if (n <= 5) print NR ": " substr($0, 1, 60) }
            END { print n + 0 > "/dev/stderr" }' "$dir/book.nw" 2>"$dir/wide.txt")
n=$(cat "$dir/wide.txt")
text="every line of code in the book has at most 90 characters"
text="$text (the map file and tables excepted)"
claim "$n" "$text ($n longer)" "$wide"
pages=$(sed -n 's/^Output written on .* (\([0-9]*\) pages.*/\1/p' "$log")
awk -v last="$pages" -F'}{' '
    /contentsline {part}/ { n++; sub(/.*hspace {1em}/, "", $2)
                            name[n] = $2; start[n] = $3 }
    /contentsline {chapter}{Bibliography}/ { end = $3 }
    END { printf "book: %d pages; Part I (%s) pages %d-%d, %d pages; ", last, name[1],
                 start[1], start[2] - 1, start[2] - start[1]
          printf "Part II (%s) pages %d-%d\n", name[2], start[2], end - 1
          print start[2] - start[1] > "/dev/stderr" }' \
    "$dir/book.toc" 2> "$dir/part1.txt"
part1=$(cat "$dir/part1.txt")
claim "$(( part1 > 130 ))" "Part I is within its budget of 130 pages ($part1 pages)"
entries=$(grep -c '^\\indexentry' "$dir/book.idx" 2> /dev/null)
same=1
for f in idx toc; do cmp -s "$dir/book.$f" "$dir/book.$f-used" || same=0; done
claim "$(( same == 0 ))" \
      "the subject index ($entries entries) and the contents give the final pages"
exit $status
