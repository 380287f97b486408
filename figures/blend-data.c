/* Tangled from doc/blend-check.nw; edit there, not here. */
#include "smooth-mu.h"
#include <stdio.h>

int main(void)
{
    const double eps_v = 1e-3, mu_s = 1.0, mu_k = 0.1;
    printf("# y  mu: cubic quadratic  mu f1: cubic quadratic  int mu f1: cubic quadratic"
           "  (eps_v = %g, mu_s = %g, mu_k = %g)\n", eps_v, mu_s, mu_k);
    for (int i = 0; i <= 400; i++) {
        const double y = 2 * eps_v * i / 400;
        printf("%.17g %.17g %.17g %.17g %.17g %.17g %.17g\n", y,
               smooth_mu(y, mu_s, mu_k, eps_v), smooth_mu_quadratic(y, mu_s, mu_k, eps_v),
               smooth_mu_f1(y, mu_s, mu_k, eps_v),
               smooth_mu_quadratic_f1(y, mu_s, mu_k, eps_v),
               smooth_mu_f0(y, mu_s, mu_k, eps_v),
               smooth_mu_quadratic_f0(y, mu_s, mu_k, eps_v));
    }
    return 0;
}
