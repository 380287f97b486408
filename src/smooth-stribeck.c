/* Tangled from doc/stribeck.nw; edit there, not here. */
#include "smooth-stribeck.h"
#include "smooth-friction.h"
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

static int outside_stribeck_domain(double y, double mu_s, double mu_k, double v_s,
                                   double eps_v, double *result)
{
    if (isnan(y) || isnan(mu_s) || isnan(mu_k) || isnan(v_s) || isnan(eps_v)) {
        *result = y + mu_s + mu_k + v_s + eps_v;            /* quiet NaN, no error */
        return 1;
    }
    if (!(y >= 0) || !(v_s > 0 && v_s <= DBL_MAX) || !(eps_v > 0 && eps_v <= DBL_MAX)
        || !(mu_k >= 0 && mu_k <= mu_s && mu_s <= DBL_MAX)) {
        errno = EDOM;
        *result = NAN;
        return 1;
    }
    return 0;
}
static void decay(double y, double v_s, double *e, double *one_minus_e)
{
    const double q = y / v_s;
    if (isinf(q)) {
        *e = 0.0;
        *one_minus_e = 1.0;
        return;
    }
    const double l = fma(-q, v_s, y) / v_s;       /* y/v_s = q + l, |l| <= ulp(q)/2 */
    const double eq = exp(-q);
    *e = eq - eq * l;
    *one_minus_e = -expm1(-q) + eq * l;
}
static double slope_of_mu(double d, double y, double v_s)          /* -mu' */
{
    const double q = y / v_s;
    if (isinf(q) || d == 0)
        return 0.0;
    const double l = fma(-q, v_s, y) / v_s;
    if (q < 700) {
        const double eq = exp(-q);
        return d / v_s * (eq - eq * l);
    }
    const double h = exp(-q / 2);
    return (d / v_s * h) * (h - h * l);
}
static double coefficient(double y, double mu_s, double mu_k, double v_s)
{
    double e, one_minus_e;
    decay(y, v_s, &e, &one_minus_e);
    return mu_s * e + mu_k * one_minus_e;
}
double smooth_mu_stribeck(double y, double mu_s, double mu_k, double v_s, double eps_v)
{
    double r;
    if (outside_stribeck_domain(y, mu_s, mu_k, v_s, eps_v, &r))
        return r;
    return coefficient(y, mu_s, mu_k, v_s);
}
double smooth_mu_stribeck_derivative(double y, double mu_s, double mu_k, double v_s,
                                     double eps_v)
{
    double r;
    if (outside_stribeck_domain(y, mu_s, mu_k, v_s, eps_v, &r))
        return r;
    return -slope_of_mu(mu_s - mu_k, y, v_s);
}
double smooth_mu_stribeck_f1(double y, double mu_s, double mu_k, double v_s, double eps_v)
{
    double r;
    if (outside_stribeck_domain(y, mu_s, mu_k, v_s, eps_v, &r))
        return r;
    return coefficient(y, mu_s, mu_k, v_s) * smooth_friction_f1(y, eps_v);
}
double smooth_mu_stribeck_f1_over_x(double y, double mu_s, double mu_k, double v_s,
                                    double eps_v)
{
    double r;
    if (outside_stribeck_domain(y, mu_s, mu_k, v_s, eps_v, &r))
        return r;
    if (mu_s == 0)
        return 0.0;                                /* a force zero everywhere */
    return coefficient(y, mu_s, mu_k, v_s) * smooth_friction_f1_over_x(y, eps_v);
}
double smooth_mu_stribeck_f2(double y, double mu_s, double mu_k, double v_s, double eps_v)
{
    double r;
    if (outside_stribeck_domain(y, mu_s, mu_k, v_s, eps_v, &r))
        return r;
    if (mu_s == 0)
        return 0.0;                                /* a force zero everywhere */
    const double slope = -slope_of_mu(mu_s - mu_k, y, v_s);
    if (y >= eps_v)
        return slope;
    return slope * smooth_friction_f1(y, eps_v)
           + coefficient(y, mu_s, mu_k, v_s) * smooth_friction_f2(y, eps_v);
}
static double gamma_series(int k, double x)                       /* S_k(x) */
{
    double term = 1.0, sum = 1.0;
    for (int j = 1; j < 100 && term > 0x1p-60 * sum; j++) {
        term *= x / (k + j);
        sum += term;
    }
    return sum;
}
static double decay_integral_below(double y, double v_s, double eps_v)
{
    const double t = y / eps_v, x = y / v_s;
    if (x <= 3)
        return exp(-x) * (y * t) * (gamma_series(2, x) - t / 3 * gamma_series(3, x));
    const double ex = exp(-x), inv_c = v_s / eps_v;
    const double p2 = ex == 0 ? 1 : -expm1(-x) - x * ex;                /* P(2, x) */
    const double p3 = ex == 0 ? 1 : p2 - x * x / 2 * ex;                /* P(3, x) */
    return 2 * v_s * inv_c * (p2 - p3 * inv_c);
}
static double decay_integral(double y, double v_s, double eps_v)           /* J(y) */
{
    if (y <= eps_v)
        return decay_integral_below(y, v_s, eps_v);
    const double tail = v_s * exp(-eps_v / v_s) * -expm1(-(y - eps_v) / v_s);
    return decay_integral_below(eps_v, v_s, eps_v) + tail;
}
double smooth_mu_stribeck_f0(double y, double mu_s, double mu_k, double v_s, double eps_v)
{
    double r;
    if (outside_stribeck_domain(y, mu_s, mu_k, v_s, eps_v, &r))
        return r;
    const double d = mu_s - mu_k;
    const double j = d == 0 ? 0.0 : decay_integral(y, v_s, eps_v);
    return (mu_k == 0 ? 0.0 : mu_k * smooth_friction_f0(y, eps_v)) + d * j;
}
double smooth_mu_stribeck_f2_x_minus_mu_f1_over_x3(double y, double mu_s, double mu_k,
                                                   double v_s, double eps_v)
{
    double r;
    if (outside_stribeck_domain(y, mu_s, mu_k, v_s, eps_v, &r))
        return r;
    if (mu_s == 0)
        return 0.0;                                /* a force zero everywhere */
    if (y == 0) {
        errno = ERANGE;                                         /* pole error */
        return -HUGE_VAL;
    }
    const double slope = -slope_of_mu(mu_s - mu_k, y, v_s);
    const double mu = coefficient(y, mu_s, mu_k, v_s);
    return slope * smooth_friction_f1_over_x(y, eps_v) / y
           + mu * smooth_friction_f2_x_minus_f1_over_x3(y, eps_v);
}
typedef struct { double mu_k, d, c; } stribeck_peak_problem;
static double peak_slope(const stribeck_peak_problem *p, double t)           /* g'(t) */
{
    const double e = exp(-p->c * t);
    return (2 - 2 * t) * (p->mu_k + p->d * e) - p->c * p->d * e * (t * (2 - t));
}
static double peak_slope_h1(const stribeck_peak_problem *p, double t)  /* e^{-ct} h' */
{
    const double e = exp(-p->c * t), s = p->c * (1 - t);
    return p->mu_k * (2 * s - 2) - p->d * e * (2 + 2 * s);
}
static double peak_slope_h2(const stribeck_peak_problem *p, double t) /* e^{-ct} h''/c */
{
    const double e = exp(-p->c * t);
    return p->mu_k * (2 * p->c * (1 - t) - 4) + 2 * p->d * e;
}
static double bisect_sign(double (*f)(const stribeck_peak_problem *, double),
                          const stribeck_peak_problem *p, double a, double b)
{
    const int positive_at_a = f(p, a) > 0;
    uint64_t ia, ib;
    memcpy(&ia, &a, sizeof ia);
    memcpy(&ib, &b, sizeof ib);
    while (ib - ia > 1) {
        const uint64_t im = ia + (ib - ia) / 2;
        double m;
        memcpy(&m, &im, sizeof m);
        if ((f(p, m) > 0) == positive_at_a)
            ia = im;
        else
            ib = im;
    }
    memcpy(&a, &ia, sizeof a);
    return a;
}
static double hump_height(const stribeck_peak_problem *p, double t)
{
    const double e = exp(-p->c * t);
    const double f1 = t < 0.5 ? t * (2 - t) : 1 - (1 - t) * (1 - t);
    return (p->mu_k + p->d * e) * f1;
}
static int monotone_pieces(const stribeck_peak_problem *p, double cut[4])
{
    double second[3] = { 0.0, 1.0, 1.0 };
    int n2 = 1, n = 0;
    if (peak_slope_h2(p, 0) > 0 && !(peak_slope_h2(p, 1) > 0))
        second[n2++] = bisect_sign(peak_slope_h2, p, 0, 1);
    second[n2] = 1.0;
    cut[0] = 0.0;
    for (int i = 0; i < n2; i++) {
        if ((peak_slope_h1(p, second[i]) > 0) != (peak_slope_h1(p, second[i + 1]) > 0))
            cut[++n] = bisect_sign(peak_slope_h1, p, second[i], second[i + 1]);
    }
    cut[++n] = 1.0;
    return n;
}
double smooth_mu_stribeck_f1_peak(double mu_s, double mu_k, double v_s, double eps_v,
                                  double *y_over_eps)
{
    double r, at = 1.0, best = mu_k;
    if (outside_stribeck_domain(0.0, mu_s, mu_k, v_s, eps_v, &r)) {
        if (y_over_eps)
            *y_over_eps = r;
        return r;
    }
    const stribeck_peak_problem p = { mu_k, mu_s - mu_k, eps_v / v_s };
    if (p.d > 0 && !isinf(p.c)) {
        double cut[4];
        const int n = monotone_pieces(&p, cut);
        best = -1.0;
        for (int i = 0; i < n; i++)
            if (peak_slope(&p, cut[i]) > 0 && !(peak_slope(&p, cut[i + 1]) > 0)) {
                const double t = bisect_sign(peak_slope, &p, cut[i], cut[i + 1]);
                if (hump_height(&p, t) > best) {
                    best = hump_height(&p, t);
                    at = t;
                }
            }
        if (best < 0)                   /* no hump found: cannot happen, but be safe */
            best = hump_height(&p, 1.0), at = 1.0;
    }
    if (y_over_eps)
        *y_over_eps = at;
    return best;
}
