/* Tangled from doc/testbed.nw; edit there, not here. */
#include <math.h>

#ifdef USE_FMA
#define MA(a, b, c) fma(a, b, c)
#else
#define MA(a, b, c) ((a) * (b) + (c))
#endif

double smooth_friction_f0(double y, double e)
{
    const double t = y * (1 / e);
    return y >= e ? y : e * MA(t * t, MA(t, -1.0 / 3, 1), 1.0 / 3);
}
double smooth_friction_f1(double y, double e)
{
    const double t = y * (1 / e);
    return y >= e ? 1 : t * (2 - t);
}
double smooth_friction_f2(double y, double e)
{
    const double inv = 1 / e;
    return y >= e ? 0 : 2 * inv * (1 - y * inv);
}
double smooth_friction_f1_over_x(double y, double e)
{
    const double inv = 1 / e;
    return y >= e ? 1 / y : inv * (2 - y * inv);
}
double smooth_friction_f2_x_minus_f1_over_x3(double y, double e)
{
    const double inv = 1 / e;
    return y >= e ? -1 / (y * y * y) : -(inv * inv) / y;
}
#ifndef QUADRATIC
double smooth_mu(double y, double s, double k, double e)
{
    const double t = y * (1 / e);
    return y >= e ? k : MA((k - s) * t * t, MA(-2, t, 3), s);
}
double smooth_mu_derivative(double y, double s, double k, double e)
{
    const double t = y * (1 / e);
    return y >= e ? 0 : 6 * (k - s) * t * (1 - t) * (1 / e);
}
double smooth_mu_f0(double y, double s, double k, double e)
{
    const double t = y * (1 / e), d = k - s;
    if (y >= e)
        return k * y;
    const double p = MA(t, MA(t, MA(t, MA(t, d / 3, -7 * d / 5), 1.5 * d), -s / 3), s);
    return e * MA(t * t, p, (17 * k - 7 * s) / 30);
}
double smooth_mu_f1(double y, double s, double k, double e)
{
    const double t = y * (1 / e), d = k - s;
    return y >= e ? k : t * MA(t, MA(t, MA(t, MA(t, 2 * d, -7 * d), 6 * d), -s), 2 * s);
}
double smooth_mu_f2(double y, double s, double k, double e)
{
    const double inv = 1 / e, t = y * inv, d = k - s;
    if (y >= e)
        return 0;
    return inv * MA(t, MA(t, MA(t, MA(t, 10 * d, -28 * d), 18 * d), -2 * s), 2 * s);
}
double smooth_mu_f1_over_x(double y, double s, double k, double e)
{
    const double inv = 1 / e, t = y * inv, d = k - s;
    if (y >= e)
        return k / y;
    return inv * MA(t, MA(t, MA(t, MA(t, 2 * d, -7 * d), 6 * d), -s), 2 * s);
}
double smooth_mu_f2_x_minus_mu_f1_over_x3(double y, double s, double k, double e)
{
    const double inv = 1 / e, t = y * inv, d = k - s;
    if (y >= e)
        return -k / (y * y * y);
    const double pole = s == 0 ? 0 : -s / t;         /* no pole when mu_s = 0 */
    return inv * inv * inv * (pole + MA(t, MA(t, 8 * d, -21 * d), 12 * d));
}
#else
double smooth_mu(double y, double s, double k, double e)
{
    const double t = y * (1 / e), d = k - s;
    if (y >= e)
        return k;
    return t < 0.5 ? MA(2 * d, t * t, s) : MA(-2 * d, (1 - t) * (1 - t), k);
}
double smooth_mu_derivative(double y, double s, double k, double e)
{
    const double t = y * (1 / e), d = k - s;
    if (y >= e)
        return 0;
    return 4 * d * (t < 0.5 ? t : 1 - t) * (1 / e);
}
double smooth_mu_f0(double y, double s, double k, double e)
{
    const double t = y * (1 / e), d = k - s;
    if (y >= e)
        return k * y;
    if (t < 0.5)
        return e * MA(t * t, MA(t, MA(t, MA(t, -0.4 * d, d), -s / 3), s),
                      (27 * k - 11 * s) / 48);
    return e * MA(t * t, MA(t, MA(t, MA(t, 0.4 * d, -2 * d), (9 * k - 10 * s) / 3),
                            2 * s - k),
                  (9 * k - 4 * s) / 15);
}
double smooth_mu_f1(double y, double s, double k, double e)
{
    const double t = y * (1 / e), d = k - s;
    if (y >= e)
        return k;
    if (t < 0.5)
        return t * MA(t, MA(t, MA(t, -2 * d, 4 * d), -s), 2 * s);
    return t * MA(t, MA(t, MA(t, 2 * d, -8 * d), 9 * k - 10 * s), 2 * (2 * s - k));
}
double smooth_mu_f2(double y, double s, double k, double e)
{
    const double inv = 1 / e, t = y * inv, d = k - s;
    if (y >= e)
        return 0;
    if (t < 0.5)
        return inv * MA(t, MA(t, MA(t, -8 * d, 12 * d), -2 * s), 2 * s);
    return inv * MA(t, MA(t, MA(t, 8 * d, -24 * d), 2 * (9 * k - 10 * s)),
                    2 * (2 * s - k));
}
double smooth_mu_f1_over_x(double y, double s, double k, double e)
{
    const double inv = 1 / e, t = y * inv, d = k - s;
    if (y >= e)
        return k / y;
    if (t < 0.5)
        return inv * MA(t, MA(t, MA(t, -2 * d, 4 * d), -s), 2 * s);
    return inv * MA(t, MA(t, MA(t, 2 * d, -8 * d), 9 * k - 10 * s), 2 * (2 * s - k));
}
double smooth_mu_f2_x_minus_mu_f1_over_x3(double y, double s, double k, double e)
{
    const double inv = 1 / e, t = y * inv, d = k - s;
    if (y >= e)
        return -k / (y * y * y);
    if (t < 0.5)
        return inv * inv * inv * ((s == 0 ? 0 : -s / t) + MA(t, -6 * d, 8 * d));
    return inv * inv * inv * ((9 * k - 10 * s) / t + MA(t, 6 * d, -16 * d));
}
#endif
