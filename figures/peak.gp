# Tangled from doc/peak-check.nw and doc/mollifier-check.nw; edit there, not here.
set xlabel "y / 10^{-3}"
set grid lc rgb "#dddddd"
set key top left
set arrow 1 from 1, graph 0 to 1, graph 1 nohead dt 2 lc rgb "#666666"
set xrange [0:2]
unset arrow 1
set xrange [0:1]
set yrange [0:1.1]
set key bottom right
set xlabel "r = {/Symbol m}_k / {/Symbol m}_s"
set ylabel "g^* / {/Symbol m}_s"
set arrow 2 from 0.75, graph 0 to 0.75, graph 1 nohead dt 3 lc rgb "#1b6ca8"
set arrow 3 from 2.0/3, graph 0 to 2.0/3, graph 1 nohead dt 3 lc rgb "#d95f02"
do for [kind in "png pdf"] {
    if (kind eq "png") {
        set terminal pngcairo size 800,500 font "Helvetica,14"; dir = png
    } else {
        set terminal pdfcairo size 5in,3.125in font "Helvetica,10"; dir = pdf
    }
    set output dir."/peak.".kind
    set title "Static peak of the blended friction force"
    plot data using 1:2 with lines lc rgb "#1b6ca8" lw 2 title "cubic", \
         data using 1:4 with lines lc rgb "#d95f02" lw 2 title "quadratic", \
         data using 1:6 with lines lc rgb "#1b9e77" lw 2 title "peak-preserving", \
         data using 1:1 with lines lc rgb "#999999" dt 2 title "{/Symbol m}_k"
    unset output
}
