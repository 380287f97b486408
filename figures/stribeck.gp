# Tangled from doc/stribeck-check.nw and doc/mollifier-check.nw; edit there, not here.
set xlabel "y / 10^{-3}"
set grid lc rgb "#dddddd"
set key top left
set arrow 1 from 1, graph 0 to 1, graph 1 nohead dt 2 lc rgb "#666666"
set xrange [0:2]
set logscale x
set format x "10^{%L}"
array speed_colour[4] = ["#c994c7", "#df65b0", "#ce1256", "#67001f"]
array speed_name[4] = ["0.01", "0.1", "1", "10"]
array ratio_colour[5] = ["#222222", "#7570b3", "#e7298a", "#a6761d", "#66a61e"]
array ratio_name[5] = ["0", "0.01", "0.1", "0.3", "0.7"]
do for [kind in "png pdf"] {
    if (kind eq "png") {
        set terminal pngcairo size 800,500 font "Helvetica,14"; dir = png
    } else {
        set terminal pdfcairo size 5in,3.125in font "Helvetica,10"; dir = pdf
    }
    set output dir."/stribeck-force.".kind
    set arrow 1 from 1, graph 0 to 1, graph 1 nohead dt 2 lc rgb "#666666"
    set title "Stribeck force, {/Symbol m}_k / {/Symbol m}_s = 0.5"
    set xrange [0.01:1000]
    set yrange [0:1.05]
    set xlabel "y / {/Symbol e}_v"
    set ylabel "{/Symbol m}(y) f_1(y) / {/Symbol m}_s"
    set key top right
    plot for [k=1:4] data index 0 using 1:(column(k + 1)) with lines \
             lc rgb speed_colour[k] lw 2 title "c = ".speed_name[k], \
         data index 0 using 1:6 with lines lc rgb "#1b6ca8" lw 2 dt 2 title "cubic blend"
    unset output
    set output dir."/stribeck-peak.".kind
    unset arrow 1
    set title "Static peak of the Stribeck force"
    set xrange [1e-3:1e3]
    set logscale y
    set format y "10^{%L}"
    set yrange [5e-4:1.5]
    set xlabel "c = {/Symbol e}_v / v_s"
    set ylabel "g^* / {/Symbol m}_s"
    set key bottom left
    jump(a, b) = sprintf("%.2g {/Symbol \256} %.2g", a, b)
    plot for [j=1:5] data index j using 1:2 with lines lc rgb ratio_colour[j] lw 2 \
             title "r = ".ratio_name[j], \
         for [j=1:5] data index j using 1:4 with lines lc rgb ratio_colour[j] dt 2 notitle, \
         data index 6 using 1:2 with points pt 6 ps 1.2 lc rgb "#222222" \
             title "two humps tie; y^*/{/Symbol e}_v jumps", \
         data index 6 every ::0::0 using 1:2:(jump($3, $4)) with labels right \
             offset -1,-0.8 notitle, \
         data index 6 every ::1::1 using 1:2:(jump($3, $4)) with labels left \
             offset 0.5,1 notitle
    unset output
    unset logscale y
    set format y
}
