# Tangled from doc/mollifier-check.nw; edit there, not here.
set xlabel "y / 10^{-3}"
set grid lc rgb "#dddddd"
set key top left
set arrow 1 from 1, graph 0 to 1, graph 1 nohead dt 2 lc rgb "#666666"
set xrange [0:2]
do for [kind in "png pdf"] {
    if (kind eq "png") {
        set terminal pngcairo size 800,500 font "Helvetica,14"; dir = png
    } else {
        set terminal pdfcairo size 5in,3.125in font "Helvetica,10"; dir = pdf
    }
    set output dir."/f0.".kind
    set ylabel "f_0(y)"
    set title "Integrated mollifier f_0, {/Symbol e}_v = 10^{-3}"
    plot data using ($1*1e3):2 with lines lc rgb "#1b6ca8" lw 2 notitle, \
         data using ($1*1e3):($1) with lines lc rgb "#999999" dt 3 title "y"
    set output dir."/f1.".kind
    set ylabel "f_1(y)"
    set title "Mollifier f_1, {/Symbol e}_v = 10^{-3}"
    plot data using ($1*1e3):3 with lines lc rgb "#1b6ca8" lw 2 notitle
    unset output
}
