/* Tangled from doc/varying-check.nw; edit there, not here. */
#include "smooth-pair.h"
#include "smooth-peak.h"
#include <stdio.h>

int main(void)
{
    static const double A[2] = { 1.0, 0.8 }, B[2] = { 0.6, 0.3 };
    printf("# alpha, then per rule (average product min max): ratio; then per rule:"
           " g*/mu_s\n");
    for (int i = 0; i <= 400; i++) {
        const double alpha = i / 400.0;
        double ratio[4], peak[4];
        for (int r = 0; r < 4; r++) {
            const double mu_s = smooth_mu_blend_pair(smooth_mu_edge(A[0], B[0], alpha),
                                                     B[0], r);
            const double mu_k = smooth_mu_blend_pair(smooth_mu_edge(A[1], B[1], alpha),
                                                     B[1], r);
            ratio[r] = mu_k / mu_s;
            peak[r] = smooth_mu_f1_peak(mu_s, mu_k, NULL) / mu_s;
        }
        printf("%.4f %.9g %.9g %.9g %.9g %.9g %.9g %.9g %.9g\n", alpha, ratio[0],
               ratio[1], ratio[2], ratio[3], peak[0], peak[1], peak[2], peak[3]);
    }
    return 0;
}
