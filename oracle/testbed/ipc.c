/* Tangled from doc/testbed.nw; edit there, not here. */
#define smooth_mu_f2_x_minus_mu_f1_over_x3 plain_mu_hessian
#define smooth_mu_stribeck_f2_x_minus_mu_f1_over_x3 plain_stribeck_hessian
#include "plain.c"
#undef smooth_mu_f2_x_minus_mu_f1_over_x3
#undef smooth_mu_stribeck_f2_x_minus_mu_f1_over_x3

arg smooth_mu_f2_x_minus_mu_f1_over_x3(ARGS(y, s, k, e))
{
    const real t = y / e, d = k - s;
    if (s == k || y >= e)
        return k * hessian(y, e);                /* mu_k times the mollifier's */
#ifndef QUADRATIC
    return ((12 - 21 * t + 8 * t * t) * d / e - s / y) / (e * e);
#else
    if (y < e / 2)
        return ((8 - 6 * t) * d / e - s / y) / (e * e);
    return ((6 * t - 16) * d / e + (9 * k - 10 * s) / y) / (e * e);
#endif
}

arg smooth_mu_stribeck_f2_x_minus_mu_f1_over_x3(SARGS)
{
    return stribeck_slope(y, s, k, SPEED(v)) / y * f1_over_x(y, e)
           + stribeck_mu(y, s, k, SPEED(v)) * hessian(y, e);
}
