# Tangled from doc/blend-check.nw and doc/mollifier-check.nw; edit there, not here.
set xlabel "y / 10^{-3}"
set grid lc rgb "#dddddd"
set key top left
set arrow 1 from 1, graph 0 to 1, graph 1 nohead dt 2 lc rgb "#666666"
set xrange [0:2]
set arrow 2 from 0.5, graph 0 to 0.5, graph 1 nohead dt 3 lc rgb "#999999"
cubic = "#1b6ca8"; quadratic = "#d95f02"
do for [kind in "png pdf"] {
    if (kind eq "png") {
        set terminal pngcairo size 800,500 font "Helvetica,14"; dir = png
    } else {
        set terminal pdfcairo size 5in,3.125in font "Helvetica,10"; dir = pdf
    }
    set key top right
    set output dir."/blend-mu.".kind
    set ylabel "{/Symbol m}(y)"
    set title "Blend {/Symbol m}, {/Symbol m}_s = 1, {/Symbol m}_k = 0.1, " . \
              "{/Symbol e}_v = 10^{-3}"
    plot data using ($1*1e3):2 with lines lc rgb cubic lw 2 title "cubic", \
         data using ($1*1e3):3 with lines lc rgb quadratic lw 2 title "quadratic"
    set output dir."/blend-mu-f1.".kind
    set ylabel "{/Symbol m}(y) f_1(y)"
    set title "Blended force {/Symbol m} f_1"
    plot data using ($1*1e3):4 with lines lc rgb cubic lw 2 title "cubic", \
         data using ($1*1e3):5 with lines lc rgb quadratic lw 2 title "quadratic"
    set key top left
    set output dir."/blend-mu-f0.".kind
    set ylabel "{/Symbol \362} {/Symbol m} f_1 dy"
    set title "Blended potential {/Symbol \362} {/Symbol m} f_1 dy"
    plot data using ($1*1e3):6 with lines lc rgb cubic lw 2 title "cubic", \
         data using ($1*1e3):7 with lines lc rgb quadratic lw 2 title "quadratic", \
         data using ($1*1e3):(0.1*$1) with lines lc rgb "#999999" dt 3 \
             title "{/Symbol m}_k y"
    unset output
}
