# Tangled from doc/hybrid-check.nw and doc/mollifier-check.nw; edit there, not here.
set xlabel "y / 10^{-3}"
set grid lc rgb "#dddddd"
set key top left
set arrow 1 from 1, graph 0 to 1, graph 1 nohead dt 2 lc rgb "#666666"
set xrange [0:2]
unset arrow 1
cubic = "#1b6ca8"; quadratic = "#d95f02"; other = "#1b9e77"
do for [kind in "png pdf"] {
    if (kind eq "png") {
        set terminal pngcairo size 800,500 font "Helvetica,14"; dir = png
    } else {
        set terminal pdfcairo size 5in,3.125in font "Helvetica,10"; dir = pdf
    }
    set xrange [0:20]; set yrange [-0.8:1.1]; set xlabel "t"; set ylabel "v(t)"
    set key top center horizontal maxrows 2
    set output dir."/hybrid-v.".kind
    set title "Block driven by 2 sin t, p = 1: exact, hybrid, mollifier"
    plot data index 0 using 1:2 with lines lc rgb "black" lw 3 title "exact", \
         data index 0 using 1:3 every 10 with points pt 6 lc rgb "black" \
             title "hybrid (rk8pd)", \
         data index 0 using 1:4 with lines lc rgb cubic lw 2 dt 2 \
             title "{/Symbol e}_v = 10^{-1}", \
         data index 0 using 1:5 with lines lc rgb cubic lw 2 title "{/Symbol e}_v = 10^{-2}"
    set output dir."/hybrid-v-peak.".kind
    set title "The same block with breakaway 1.5 F_0, {/Symbol e}_v = 10^{-2}"
    plot data index 1 using 1:2 with lines lc rgb "black" lw 3 title "exact", \
         data index 1 using 1:3 every 10 with points pt 6 lc rgb "black" \
             title "hybrid (rk8pd)", \
         data index 1 using 1:4 with lines lc rgb cubic lw 2 title "cubic", \
         data index 1 using 1:5 with lines lc rgb quadratic lw 2 dt 2 title "quadratic", \
         data index 1 using 1:6 with lines lc rgb other lw 2 title "peak-preserving"
    set logscale xy; set format xy "10^{%T}"; set xrange [1e-4:1e-1]; set autoscale y
    unset key; set key vertical maxrows -1
    set xlabel "{/Symbol e}_v"; set key bottom right
    set output dir."/hybrid-error.".kind
    set ylabel "max |v - v_{exact}|"; set title "Velocity error of the smoothed block"
    plot data index 2 using 1:2 with linespoints pt 7 lc rgb cubic dt 2 lw 2 \
             title "mollifier, p = 1", \
         data index 2 using 1:3 with linespoints pt 7 lc rgb cubic lw 2 \
             title "cubic, p = 1.5", \
         data index 2 using 1:4 with linespoints pt 5 lc rgb quadratic lw 2 \
             title "quadratic, p = 1.5", \
         data index 2 using 1:5 with linespoints pt 9 lc rgb other lw 2 \
             title "peak-preserving, p = 1.5", \
         data index 2 using 1:1 with lines lc rgb "#999999" dt 3 title "{/Symbol e}_v"
    set output dir."/hybrid-cost.".kind
    set ylabel "right-hand sides"
    set title "Cost of the mollified block to t = 20, tolerance 10^{-8}"
    set key top right
    plot data index 2 using 1:6 with linespoints pt 4 lc rgb cubic lw 2 title "rkf45", \
         data index 2 using 1:7 with linespoints pt 6 lc rgb cubic lw 2 dt 2 title "rk8pd", \
         data index 2 using 1:8 with linespoints pt 8 lc rgb cubic lw 2 dt 3 title "bsimp", \
         data index 2 using 1:9 with linespoints pt 7 lc rgb cubic lw 2 dt 4 title "msbdf"
    unset logscale; set format xy "%g"
    set xrange [0:3]; set logscale y; set format y "10^{%T}"; set yrange [1e-5:1]
    set xlabel "t"; set ylabel "v(t)"; set key bottom right
    set output dir."/hybrid-push.".kind
    set title "Constant push, {/Symbol m}_s = 2, {/Symbol m}_k = 1, " . \
              "{/Symbol e}_v = 10^{-3} (hybrid: v = 0)"
    plot data index 3 using 1:2 with lines lc rgb cubic lw 2 dt 2 title "cubic, 0.9 g^*", \
         data index 3 using 1:3 with lines lc rgb cubic lw 2 \
             title "cubic, (g^* + {/Symbol m}_s)/2", \
         data index 3 using 1:4 with lines lc rgb quadratic lw 2 dt 2 \
             title "quadratic, 0.9 g^*", \
         data index 3 using 1:5 with lines lc rgb quadratic lw 2 \
             title "quadratic, (g^* + {/Symbol m}_s)/2"
    unset logscale; set format y "%g"; set autoscale y
    unset output
}
