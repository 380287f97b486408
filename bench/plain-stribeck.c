/* Tangled from doc/bench.nw; edit there, not here. */
#include <math.h>

static double stribeck_curve(double y, double s, double k, double v)
{
    return k + (s - k) * exp(-y / v);
}
static double stribeck_slope(double y, double s, double k, double v)
{
    return -(s - k) / v * exp(-y / v);
}
static double mollifier_f0(double y, double e)
{
    return y >= e ? y : e / 3 + y * y / e - y * y * y / (3 * e * e);
}
static double mollifier_f1(double y, double e)
{
    return y >= e ? 1 : 2 * y / e - y * y / (e * e);
}
static double mollifier_f2(double y, double e)
{
    return y >= e ? 0 : 2 * (e - y) / (e * e);
}
static double closed_form_j(double y, double v, double e)                  /* J(y) */
{
    const double c = e / v, t = (y < e ? y : e) / e;
    const double p = (2 * t - t * t) * c * c + (2 - 2 * t) * c - 2;
    double j = e / (c * c * c) * (2 * (c - 1) - exp(-c * t) * p);
    if (y > e)
        j += v * exp(-c) * (1 - exp(-(y - e) / v));
    return j;
}
#define STRIBECK_ARGS double y, double s, double k, double v, double e
double plain_mu_stribeck(STRIBECK_ARGS)
{
    (void)e;
    return stribeck_curve(y, s, k, v);
}
double plain_mu_stribeck_derivative(STRIBECK_ARGS)
{
    (void)e;
    return stribeck_slope(y, s, k, v);
}
double plain_mu_stribeck_f0(STRIBECK_ARGS)
{
    return k * mollifier_f0(y, e) + (s - k) * closed_form_j(y, v, e);
}
double plain_mu_stribeck_f1(STRIBECK_ARGS)
{
    return stribeck_curve(y, s, k, v) * mollifier_f1(y, e);
}
double plain_mu_stribeck_f1_over_x(STRIBECK_ARGS)
{
    return stribeck_curve(y, s, k, v) * (y >= e ? 1 / y : (2 * e - y) / (e * e));
}
double plain_mu_stribeck_f2(STRIBECK_ARGS)
{
    return stribeck_slope(y, s, k, v) * mollifier_f1(y, e)
           + stribeck_curve(y, s, k, v) * mollifier_f2(y, e);
}
double plain_mu_stribeck_f2_x_minus_mu_f1_over_x3(STRIBECK_ARGS)
{
    const double m = stribeck_curve(y, s, k, v), f = mollifier_f1(y, e);
    const double df = stribeck_slope(y, s, k, v) * f + m * mollifier_f2(y, e);
    return (df * y - m * f) / (y * y * y);
}
static double force_at(double t, double s, double k, double v, double e)
{
    return stribeck_curve(t * e, s, k, v) * mollifier_f1(t * e, e);
}
double plain_mu_stribeck_f1_peak(double s, double k, double v, double e,
                                 double *y_over_eps)
{
    const double r = 0.6180339887498949;                          /* (sqrt 5 - 1)/2 */
    double a = 0, b = 1, x1 = 1 - r, x2 = r;
    double g1 = force_at(x1, s, k, v, e), g2 = force_at(x2, s, k, v, e);
    while (b - a > 1e-9) {
        if (g1 < g2) {                           /* the maximum is right of x1 */
            a = x1;
            x1 = x2;
            g1 = g2;
            x2 = a + r * (b - a);
            g2 = force_at(x2, s, k, v, e);
        } else {                                 /* the maximum is left of x2 */
            b = x2;
            x2 = x1;
            g2 = g1;
            x1 = b - r * (b - a);
            g1 = force_at(x1, s, k, v, e);
        }
    }
    if (y_over_eps)
        *y_over_eps = (a + b) / 2;
    return force_at((a + b) / 2, s, k, v, e);
}
