# Tangled from doc/varying-check.nw and doc/mollifier-check.nw; edit there, not here.
set xlabel "y / 10^{-3}"
set grid lc rgb "#dddddd"
set key top left
set arrow 1 from 1, graph 0 to 1, graph 1 nohead dt 2 lc rgb "#666666"
set xrange [0:2]
unset arrow 1
set xrange [0:1]
set xlabel "position of the closest point on the edge, {/Symbol a}"
set key top right
do for [kind in "png pdf"] {
    if (kind eq "png") { set terminal pngcairo size 800,500 font "Helvetica,14"; \
                         dir = png } \
    else { set terminal pdfcairo size 5in,3.125in font "Helvetica,10"; dir = pdf }
    set output dir."/varying-ratio.".kind
    set title "Ratio {/Symbol m}_k/{/Symbol m}_s of the contact"
    set yrange [0.2:0.9]
    set key top right opaque
    set ylabel "{/Symbol m}_k / {/Symbol m}_s"
    set arrow 2 from graph 0, first 0.75 to graph 1, first 0.75 \
        nohead dt 3 lw 2 lc rgb "#1b6ca8"
    set arrow 3 from graph 0, first 2.0/3 to graph 1, first 2.0/3 \
        nohead dt 3 lw 2 lc rgb "#d95f02"
    plot data using 1:2 with lines lc rgb "#222222" lw 2 title "average", \
         data using 1:3 with lines lc rgb "#7570b3" lw 2 dt 2 title "product", \
         data using 1:4 with lines lc rgb "#e7298a" lw 2 dt 4 title "minimum", \
         data using 1:5 with lines lc rgb "#66a61e" lw 2 dt 5 title "maximum"
    unset output
    set output dir."/varying-peak.".kind
    set title "Static friction delivered by the cubic blend"
    set yrange [0.4:0.85]
    set key top right noopaque
    set ylabel "g^* / {/Symbol m}_s"
    unset arrow 2
    unset arrow 3
    plot data using 1:6 with lines lc rgb "#222222" lw 2 title "average", \
         data using 1:7 with lines lc rgb "#7570b3" lw 2 dt 2 title "product", \
         data using 1:8 with lines lc rgb "#e7298a" lw 2 dt 4 title "minimum", \
         data using 1:9 with lines lc rgb "#66a61e" lw 2 dt 5 title "maximum"
    unset output
}
