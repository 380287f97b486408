/* Tangled from doc/mollifier-check.nw; edit there, not here. */
#include "smooth-friction.h"
#include <stdio.h>

int main(void)
{
    const double eps_v = 1e-3;
    printf("# y f0 f1 f2 f1_over_x (eps_v = %g)\n", eps_v);
    for (int i = 0; i <= 400; i++) {
        const double y = 2 * eps_v * i / 400;
        printf("%.17g %.17g %.17g %.17g %.17g\n", y, smooth_friction_f0(y, eps_v),
               smooth_friction_f1(y, eps_v), smooth_friction_f2(y, eps_v),
               smooth_friction_f1_over_x(y, eps_v));
    }
    return 0;
}
