#!/bin/sh
# Tangled from doc/build.nw; edit there, not here.
# usage: check-cplusplus.sh BUILD_DIR   (environment: MAKE, CXX)
build=$1
cxx=${CXX:-c++}
for tool in "$cxx" pkg-config; do
    if ! command -v "$tool" > /dev/null; then
        echo "FAIL $tool is not installed, so the C++ test cannot run" \
             "(make deps installs it)"
        exit 1
    fi
done
status=0
stage=$(cd "$build" && pwd)/stage
prefix=/usr/local
inc=$stage$prefix/include
lib=$stage$prefix/lib
rm -rf "$stage"
if out=$(${MAKE:-make} -s install B="$build" DESTDIR="$stage" PREFIX=$prefix 2>&1); then
    echo "ok   make install DESTDIR=$build/stage PREFIX=$prefix"
else
    echo "FAIL make install DESTDIR=$build/stage PREFIX=$prefix failed:"
    printf '%s\n' "$out" | tail -n 20
    exit 1
fi
want=$(${MAKE:-make} -s print-public-hdr | sed 's|.*/||' | sort)
got=$(ls "$inc" | sort)
if [ -n "$want" ] && [ "$got" = "$want" ]; then
    echo "ok   the installed include directory holds exactly PUBLIC_HDR:" $want
else
    echo "FAIL the installed include directory holds:" $got "; PUBLIC_HDR:" $want
    status=1
fi
names_headers() {          # names_headers WHAT TEXT
    named=$(printf '%s\n' "$2" | grep -o '[a-z-]*\.h\>' | sort -u)
    missing=; extra=
    for h in $want; do
        printf '%s\n' "$named" | grep -qxF "$h" || missing="$missing $h"
    done
    for h in $named; do
        printf '%s\n' "$want" | grep -qxF "$h" || extra="$extra $h"
    done
    if [ -z "$missing$extra" ]; then
        echo "ok   $1 names every header of PUBLIC_HDR and no other"
    else
        echo "FAIL $1 does not name${missing:- -} and names${extra:- -} too"
        status=1
    fi
}
names_headers "README.md's install paragraph" \
    "$(sed -n '/^`make install` installs/,/^$/p' README.md)"
names_headers "doc/build.nw's item for make install" \
    "$(awk '/^\\item\[\\texttt\{make install\}\]/ { p = 1; print; next }
            p && /^\\(item|end)/ { exit }
            p' doc/build.nw)"
built() {                  # built OUTPUT ARGUMENT...
    out=$1; shift
    msg=$("$cxx" "$@" -o "$out" 2>&1)
    rc=$?
    if [ "$rc" -eq 0 ] && [ -z "$msg" ]; then
        return 0
    fi
    echo "FAIL $cxx" "$@" "-o $out: status $rc, and it said:"
    printf '%s\n' "$msg" | head -n 20
    status=1
    return 1
}
ran() {                    # ran HOW PROGRAM [show]
    out=$(LD_LIBRARY_PATH="$lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" "$2" 2>&1)
    rc=$?
    [ "$3" = show ] && printf '%s\n' "$out"
    n=$(printf '%s\n' "$out" | grep -c '^ok   ')
    if [ "$rc" -eq 0 ] && ! printf '%s\n' "$out" | grep -q '^FAIL '; then
        echo "ok   the C++ test $1 passes its $n claims"
    else
        echo "FAIL the C++ test $1 exited with status $rc:"
        [ "$3" = show ] || printf '%s\n' "$out" | grep -v '^ok   ' | head -n 20
        status=1
    fi
}
flags="-std=c++11 -Wall -Wextra -pedantic"
prog=$build/test-cplusplus
if built "$prog-shared" $flags -I"$inc" verify/test-cplusplus.cc \
       -L"$lib" -lsmoothfriction -lgmp -lm; then
    ran "linked against the staged libsmoothfriction.so" "$prog-shared" show
fi
if built "$prog-static" $flags -I"$inc" verify/test-cplusplus.cc \
       "$lib/libsmoothfriction.a" -lgmp -lm; then
    ran "linked against the staged libsmoothfriction.a" "$prog-static"
fi
pc() {                     # pkg-config, reading the staged smoothfriction.pc only
    PKG_CONFIG_LIBDIR="$lib/pkgconfig" PKG_CONFIG_SYSROOT_DIR="$stage" pkg-config "$@"
}
pc_flags=$(pc --cflags --libs smoothfriction)
if built "$prog-pc" $flags verify/test-cplusplus.cc $pc_flags; then
    ran "built with pkg-config --cflags --libs smoothfriction" "$prog-pc"
    v=$(pc --modversion smoothfriction)
    h=$(LD_LIBRARY_PATH="$lib" "$prog-pc" --version)
    if [ -n "$v" ] && [ "$v" = "$h" ]; then
        echo "ok   pkg-config's version of smoothfriction is smoothfriction.h's, $h"
    else
        echo "FAIL pkg-config says version '$v', smoothfriction.h says '$h'"
        status=1
    fi
fi
${MAKE:-make} -s uninstall B="$build" DESTDIR="$stage" PREFIX=$prefix > /dev/null 2>&1
left=$(find "$stage" ! -type d)
if [ -z "$left" ]; then
    echo "ok   make uninstall removes every file make install put there"
else
    echo "FAIL make uninstall leaves" $left
    status=1
fi
exit $status
