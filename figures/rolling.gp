# Tangled from doc/rolling-check.nw and doc/mollifier-check.nw; edit there, not here.
set xlabel "y / 10^{-3}"
set grid lc rgb "#dddddd"
set key top left
set arrow 1 from 1, graph 0 to 1, graph 1 nohead dt 2 lc rgb "#666666"
set xrange [0:2]
unset arrow 1
set xrange [*:*]
do for [kind in "png pdf"] {
    if (kind eq "png") { set terminal pngcairo size 800,500 font "Helvetica,14"; \
                         dir = png } \
    else { set terminal pdfcairo size 5in,3.125in font "Helvetica,10"; dir = pdf }
    set output dir."/rolling-disc.".kind
    set title "A spinning disc"
    set xlabel "time (s)"
    set ylabel "spin (rad/s)"
    set logscale y 10
    set format y "10^{%T}"
    set yrange [1e-3:30]
    set key bottom left
    set xrange [0:1.6]
    alpha = 0.002 * 9.81 / (0.5 * 0.05 * 0.05)
    plot (x < 20 / alpha ? 20 - alpha * x : 1/0) with lines lw 2 lc rgb "#000000" \
             title "exact", \
         for [e = 0:2] data index e using 1:2 with lines lw 2 dt 2 + e \
             lc rgb word("#1b6ca8 #d95f02 #1a9850", e + 1) \
             title sprintf("{/Symbol e}_v = 4e-%d m/s", e + 3)
    set xrange [*:*]
    unset output
    set output dir."/rolling-ball.".kind
    set title "A ball rolling against rolling resistance"
    set ylabel "slip rate v - R{/Symbol w} (m/s)"
    set yrange [1e-7:1e-2]
    set key top right
    plot data index 3 using 1:4 with lines lw 2 lc rgb "#1b6ca8" title "coupled cone", \
         data index 3 using 1:(5.716e-5 * column(3)) with lines lw 1 dt 3 lc rgb "#000000" \
             title "{/Symbol k}{/Symbol w}, exact", \
         data index 4 using 1:4 with lines lw 2 dt 2 lc rgb "#d95f02" title "decoupled"
    unset output
    set output dir."/rolling-creep.".kind
    set title "Creep under a torque below the rolling threshold"
    set ylabel "{/Symbol w} / {/Symbol w}_c"
    unset logscale y
    set format y "%g"
    set yrange [0:1.2]
    set xrange [0:2]
    set key bottom right
    wc(e, r) = e * 0.5 / 0.001 * (1 - sqrt(1 - r))
    r(e) = 0.25 + 0.325 * e
    plot for [e = 0:2] data index (5 + e) using 1:(column(2) / wc(4e-3 / 10**e, r(e))) \
             with lines lw 2 dt 1 + e lc rgb word("#1b6ca8 #d95f02 #1a9850", e + 1) \
             title sprintf("{/Symbol e}_v = 4e-%d, r = %.3g", e + 3, r(e))
    set xrange [*:*]
    unset output
}
