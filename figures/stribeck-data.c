/* Tangled from doc/stribeck-check.nw; edit there, not here. */
#include "smooth-mu.h"
#include "smooth-stribeck.h"
#include <math.h>
#include <stdio.h>

static void print_forces(void)
{
    static const double c[4] = { 0.01, 0.1, 1, 10 };
    printf("# y/eps_v, then mu f1/mu_s for c = 0.01 0.1 1 10 and the cubic blend,"
           " mu_k/mu_s = 0.5\n");
    for (int i = 0; i <= 500; i++) {
        const double y = pow(10, -2 + i / 100.0);
        printf("%.6g", y);
        for (int k = 0; k < 4; k++)
            printf(" %.9g", smooth_mu_stribeck_f1(y, 1.0, 0.5, 1 / c[k], 1.0));
        printf(" %.9g\n", smooth_mu_f1(y, 1.0, 0.5, 1.0));
    }
}
static double peak_of(double r, double c, double *at)
{
    return smooth_mu_stribeck_f1_peak(1.0, r, 1 / c, 1.0, at);
}
static double c_at(int i) { return pow(10, -3 + i / 100.0); }

static void print_peaks(double r)
{
    printf("\n\n# mu_k/mu_s = %g: c, g*/mu_s, y*/eps_v, mu_k + D exp(-c)\n", r);
    for (int i = 0; i <= 600; i++) {
        double at;
        const double g = peak_of(r, c_at(i), &at);
        printf("%.6g %.9g %.9g %.9g\n", c_at(i), g, at,
               smooth_mu_stribeck_f1(1.0, 1.0, r, 1 / c_at(i), 1.0));
    }
}
static void print_ties(double r)
{
    for (int i = 1; i <= 600; i++) {
        double lo = c_at(i - 1), hi = c_at(i), a_lo, a_hi;
        peak_of(r, lo, &a_lo);
        peak_of(r, hi, &a_hi);
        if (!(fabs(a_hi - a_lo) > 0.1))
            continue;
        for (int k = 0; k < 60; k++) {
            const double mid = 0.5 * (lo + hi);
            double a;
            peak_of(r, mid, &a);
            if (fabs(a - a_lo) < fabs(a - a_hi)) {
                lo = mid;
                a_lo = a;
            } else {
                hi = mid;
                a_hi = a;
            }
        }
        printf("%.9g %.9g %.9g %.9g %g\n", lo, peak_of(r, lo, NULL), a_lo, a_hi, r);
    }
}

int main(void)
{
    static const double r[5] = { 0, 0.01, 0.1, 0.3, 0.7 };
    print_forces();
    for (int j = 0; j < 5; j++)
        print_peaks(r[j]);
    printf("\n\n# ties: c, g*/mu_s, y*/eps_v just below and just above, mu_k/mu_s\n");
    for (int j = 0; j < 5; j++)
        print_ties(r[j]);
    return 0;
}
