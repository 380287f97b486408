/* Tangled from doc/peak-check.nw; edit there, not here. */
#include "smooth-peak.h"
#include <stdio.h>

int main(void)
{
    printf("# r  cubic g*/mu_s  t*  quadratic g*/mu_s  t*  peak-preserving g*/mu_s\n");
    for (int i = 0; i <= 1000; i++) {
        const double r = i / 1000.0;
        double tc, tq;
        const double gc = smooth_mu_f1_peak(1.0, r, &tc),
                     gq = smooth_mu_quadratic_f1_peak(1.0, r, &tq);
        double best = 0;
        for (int k = 0; k <= 2000; k++)       /* the peak-preserving force, scanned */
            if (smooth_mu_peaked_f1(k / 2000.0, 1.0, r, 1.0) > best)
                best = smooth_mu_peaked_f1(k / 2000.0, 1.0, r, 1.0);
        printf("%.4f %.17g %.17g %.17g %.17g %.17g\n", r, gc, tc, gq, tq, best);
    }
    return 0;
}
