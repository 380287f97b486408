# Tangled from doc/varying-check.nw and doc/mollifier-check.nw; edit there, not here.
set xlabel "y / 10^{-3}"
set grid lc rgb "#dddddd"
set key top left
set arrow 1 from 1, graph 0 to 1, graph 1 nohead dt 2 lc rgb "#666666"
set xrange [0:2]
unset arrow 1
set xrange [0:90]
set xtics 15
set xlabel "direction of the push (degrees)"
do for [kind in "png pdf"] {
    if (kind eq "png") { set terminal pngcairo size 800,500 font "Helvetica,14"; \
                         dir = png } \
    else { set terminal pdfcairo size 5in,3.125in font "Helvetica,10"; dir = pdf }
    set output dir."/aniso-direction.".kind
    set title "Direction of motion, push 0.6 {/Symbol l}"
    set yrange [0:90]
    set ytics 15
    set ylabel "direction of motion (degrees)"
    set key bottom right
    plot x with lines dt 3 lc rgb "#888888" notitle, \
         data using 1:2 with lines lw 2 lc rgb "#1b6ca8" title "variational", \
         data using 1:3 with lines lw 2 dt 2 lc rgb "#d95f02" title "lagged (IPC Toolkit)"
    unset output
    set output dir."/aniso-breakaway.".kind
    set title "Speed after 1 s, push 0.3 {/Symbol l}"
    set logscale y 10
    set yrange [1e-5:10]
    set ytics auto
    set format y "10^{%T}"
    set ylabel "speed (m/s)"
    set key top left
    set arrow 2 from graph 0, first 1e-3 to graph 1, first 1e-3 nohead dt 3 lc rgb "#888888"
    plot data using 1:4 with lines lw 2 lc rgb "#1b6ca8" title "variational", \
         data using 1:5 with lines lw 2 dt 2 lc rgb "#d95f02" title "lagged (IPC Toolkit)"
    unset arrow 2
    unset logscale y
    set format y "%g"
    unset output
}
