#!/bin/sh
# Tangled from doc/build.nw; edit there, not here.
# usage: book-defs.sh BOOK.NW TANGLED_FILE...: rewrites BOOK.NW's @ %def lines in place
book=$1
shift
awk -v book="$book" '
FNR == 1 { kind = FILENAME ~ /\.(c|h|cc|hh)$/ ? "c" : FILENAME ~ /\.sh$/ ? "sh" :
                  FILENAME ~ /\.py$/ ? "py" : FILENAME == book ? "nw" : ""; inenum = 0 }
BEGIN { split("qpoly qfun surd apair ptally dpoly dgrad dlag dpot fgrad fpot", w, " ")
        for (i in w) distinctive[w[i]] = 1 }
function indexed(name) {
    return (name in scope) && length(name) > 2 && name !~ /^f[0-9]$/ &&
           (name !~ /^[a-z]+$/ || name in distinctive)
}
function keep(name) { if (name ~ /^[A-Za-z_][A-Za-z0-9_]*$/) scope[name] = 1 }
function words(s,    n, a, i) {
    n = split(s, a, /[^A-Za-z0-9_]+/)
    for (i = 1; i <= n; i++) if (a[i] ~ /^[A-Za-z_]/) keep(a[i])
}
function lastword(s,    n, a) {
    n = split(s, a, /[^A-Za-z0-9_]+/)
    while (n > 0 && a[n] == "") n--
    return n > 0 ? a[n] : ""
}
kind == "c" && inenum { x = $0; sub(/\/\*.*/, "", x); sub(/=[^,}]*/, "", x)
                        if (x ~ /}/) { inenum = 0; sub(/}.*/, "", x) }
                        words(x); next }
kind == "c" && /^#[ \t]*define[ \t]/ {
    x = $0; sub(/^#[ \t]*define[ \t]+/, "", x); sub(/[^A-Za-z0-9_].*/, "", x)
    keep(x); next }
kind == "c" && /^(typedef[ \t]+)?enum([^A-Za-z0-9_]|$)/ {
    x = $0; sub(/\/\*.*/, "", x); sub(/^(typedef[ \t]+)?enum[ \t]*/, "", x)
    if (x ~ /^[A-Za-z_]/) { y = x; sub(/[^A-Za-z0-9_].*/, "", y); keep(y) }
    sub(/^[^{]*\{?/, "", x); gsub(/=[^,}]*/, "", x)
    if (x ~ /}/) { t = x; sub(/.*}/, "", t); words(t); sub(/}.*/, "", x) } else inenum = 1
    words(x); next }
kind == "c" && /^}[ \t]*[A-Za-z_]/ {
    x = $0; sub(/^}/, "", x); sub(/;.*/, "", x); words(x); next }
kind == "c" && /^(typedef[ \t]+)?(struct|union)[ \t]+[A-Za-z_]/ {
    x = $0; sub(/^(typedef[ \t]+)?(struct|union)[ \t]+/, "", x)
    sub(/[^A-Za-z0-9_].*/, "", x); keep(x) }
kind == "c" && /^typedef[ \t]/ && /\(\*[ \t]*[A-Za-z_]/ {
    x = $0; sub(/^[^(]*\(\*[ \t]*/, "", x); sub(/[^A-Za-z0-9_].*/, "", x); keep(x); next }
kind == "c" && /^typedef[ \t]/ && /;/ {
    x = $0; if (x ~ /}/) sub(/.*}/, "", x)
    sub(/;.*/, "", x); sub(/\[.*/, "", x); keep(lastword(x)); next }
kind == "c" && /^[A-Za-z_]/ &&
              !/^(return|else|if|for|while|do|case|default)([^A-Za-z0-9_]|$)/ {
    x = $0; sub(/\/\*.*/, "", x); sub(/\/\/.*/, "", x)
    if (x ~ /\(/) { sub(/\(.*/, "", x); keep(lastword(x)); next }      # a function
    sub(/[=;{].*/, "", x); n = split(x, part, ",")                       # variables
    for (i = 1; i <= n; i++) { p = part[i]; sub(/\[.*/, "", p); keep(lastword(p)) }
    next }
kind == "sh" && /^[A-Za-z_][A-Za-z0-9_]*[ \t]*\(\)/ {
    x = $0; sub(/[ \t]*\(.*/, "", x); keep(x); next }
kind == "sh" && /^[A-Za-z_][A-Za-z0-9_]*=/ { x = $0; sub(/=.*/, "", x); keep(x); next }
kind == "py" && /^(def|class)[ \t]/ {
    x = $0; sub(/^(def|class)[ \t]+/, "", x); sub(/[^A-Za-z0-9_].*/, "", x)
    keep(x); next }
kind == "py" && /^[A-Za-z_][A-Za-z0-9_]*[ \t]*=/ {
    x = $0; sub(/[ \t]*=.*/, "", x); keep(x); next }
kind == "nw" && /^@ %def / { n = split($0, a, /[ \t]+/); out = ""
                             for (i = 3; i <= n; i++)
                                 if (indexed(a[i])) out = out " " a[i]
                                 else dropped++
                             if (out != "") print "@ %def" out; else print "@"
                             next }
kind == "nw" { print }
END { if (dropped) printf "book: %d names left out of the identifier index\n", dropped \
                       > "/dev/stderr" }
' "$@" "$book" > "$book.tmp" && mv "$book.tmp" "$book"
