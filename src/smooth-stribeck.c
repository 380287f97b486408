/* Tangled from doc/stribeck.nw and doc/fast-paths.nw; edit there, not here. */
#include "smooth-stribeck.h"
#include "smooth-friction.h"
#include "sf-round.h"
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
static double quiet_exp(double x)
{
    const int saved = errno;
    const double r = exp(x);
    errno = saved;
    return r;
}
static double quiet_expm1(double x)
{
    const int saved = errno;
    const double r = expm1(x);
    errno = saved;
    return r;
}
static double quiet_ldexp(double x, int n)
{
    const int saved = errno;
    const double r = ldexp(x, n);
    errno = saved;
    return r;
}
typedef struct {
    double y, mu_s, mu_k, v_s, eps_v;
    int speed, size;          /* the speeds were divided by 2^speed, the mu by 2^size */
} stribeck_args;
static stribeck_args to_scale(double y, double mu_s, double mu_k, double v_s,
                              double eps_v)
{
    stribeck_args a = { y, mu_s, mu_k, v_s, eps_v, 0, 0 };
    int e;
    frexp(eps_v, &e);
    const double ys = quiet_ldexp(y, 1 - e), vs = quiet_ldexp(v_s, 1 - e);
    if (quiet_ldexp(ys, e - 1) == y && quiet_ldexp(vs, e - 1) == v_s && vs > 0
        && !isinf(vs)) {
        a.y = ys;
        a.v_s = vs;
        a.eps_v = quiet_ldexp(eps_v, 1 - e);
        a.speed = e - 1;
    }
    frexp(mu_s, &e);
    const double ks = quiet_ldexp(mu_k, 1 - e);
    if (mu_s > 0 && quiet_ldexp(ks, e - 1) == mu_k) {
        a.mu_s = quiet_ldexp(mu_s, 1 - e);
        a.mu_k = ks;
        a.size = e - 1;
    }
    return a;
}
static double from_scale(const stribeck_args *a, sf_dd v, int speed_power, int k)
{
    return quiet_ldexp(v.hi + v.lo, a->size + speed_power * a->speed + k);
}
static sf_dd pair(double a)
{
    const sf_dd r = { a, 0.0 };
    return r;
}
static sf_dd quotient(double a, double b)                                   /* a/b */
{
    const double q = a / b;
    const sf_dd r = { q, isfinite(q) && q != 0 ? fma(-q, b, a) / b : 0.0 };
    return r;
}
static sf_dd add(sf_dd a, sf_dd b)
{
    const sf_dd s = sf_two_sum(a.hi, b.hi);
    return isfinite(s.hi) ? sf_fast_two_sum(s.hi, s.lo + a.lo + b.lo) : pair(s.hi);
}
static sf_dd sub(sf_dd a, sf_dd b)
{
    const sf_dd minus_b = { -b.hi, -b.lo };
    return add(a, minus_b);
}
static sf_dd divide(sf_dd a, double b)                                      /* a/b */
{
    const double q = a.hi / b;
    if (!isfinite(q) || q == 0)
        return pair(q);
    const sf_dd p = sf_two_prod(q, b, 1);                 /* q b can round past the top */
    if (!isfinite(p.hi))
        return pair(q);
    return sf_fast_two_sum(q, ((a.hi - p.hi) - p.lo + a.lo) / b);
}
static sf_dd mul(sf_dd a, sf_dd b)
{
    const double p = a.hi * b.hi;
    return isfinite(p) && p != 0 ? sf_mul(a, b, 1) : pair(p);
}
static sf_dd scale(sf_dd a, double b)
{
    const double p = a.hi * b;
    return isfinite(p) && p != 0 ? sf_mul_d(a, b, 1) : pair(p);
}
static void decay(double y, double v_s, sf_dd *e, sf_dd *one_minus_e)
{
    const sf_dd x = quotient(y, v_s);
    if (isinf(x.hi)) {
        *e = pair(0.0);
        *one_minus_e = pair(1.0);
        return;
    }
    const double eq = quiet_exp(-x.hi);
    *e = sf_fast_two_sum(eq, -eq * x.lo);
    *one_minus_e = sf_fast_two_sum(-quiet_expm1(-x.hi), eq * x.lo);
}
static sf_dd reduced_decay(double y, double v_s, int *exponent)  /* result 2^exponent */
{
    const sf_dd x = quotient(y, v_s);
    const sf_dd ln2 = { 0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56 };
    *exponent = 0;
    if (!(x.hi < 0x1p14))
        return pair(0.0);
    const double m = nearbyint(x.hi / ln2.hi);
    const sf_dd rest = sub(x, scale(ln2, m));                    /* |rest| < 0.35 */
    *exponent = -(int)m;
    const double e = quiet_exp(-rest.hi);
    return sf_fast_two_sum(e, -e * rest.lo);
}
static sf_dd coefficient(double y, double mu_s, double mu_k, double v_s, int *k)
{
    sf_dd e, one_minus_e;
    if (mu_k == 0)
        return scale(reduced_decay(y, v_s, k), mu_s);
    *k = 0;
    decay(y, v_s, &e, &one_minus_e);
    return add(scale(e, mu_s), scale(one_minus_e, mu_k));
}
static sf_dd slope_of_mu(double y, double mu_s, double mu_k, double v_s, int *k)
{
    const sf_dd d = sf_two_sum(mu_s, -mu_k), e = reduced_decay(y, v_s, k);
    int ev;
    const double mv = frexp(v_s, &ev);                      /* v_s = mv 2^ev, exactly */
    if (d.hi == 0 || e.hi == 0) {
        *k = 0;
        return pair(0.0);
    }
    *k -= ev;
    return mul(divide(d, mv), e);
}
static sf_dd shifted(sf_dd v, int k)
{
    const sf_dd r = { quiet_ldexp(v.hi, k), quiet_ldexp(v.lo, k) };
    return r;
}
#define STRIBECK_OPEN(a)                                                         \
    double r;                                                                    \
    if (outside_stribeck_domain(y, mu_s, mu_k, v_s, eps_v, &r))                  \
        return r;                                                                \
    const stribeck_args a = to_scale(y, mu_s, mu_k, v_s, eps_v)
double smooth_mu_stribeck(double y, double mu_s, double mu_k, double v_s, double eps_v)
{
    STRIBECK_OPEN(a);
    int k;
    const sf_dd mu = coefficient(a.y, a.mu_s, a.mu_k, a.v_s, &k);
    return from_scale(&a, mu, 0, k);
}
double smooth_mu_stribeck_derivative(double y, double mu_s, double mu_k, double v_s,
                                     double eps_v)
{
    STRIBECK_OPEN(a);
    int k;
    const sf_dd s = slope_of_mu(a.y, a.mu_s, a.mu_k, a.v_s, &k);
    return -from_scale(&a, s, -1, k);
}
double smooth_mu_stribeck_f1(double y, double mu_s, double mu_k, double v_s, double eps_v)
{
    STRIBECK_OPEN(a);
    int k;
    const sf_dd mu = coefficient(a.y, a.mu_s, a.mu_k, a.v_s, &k);
    const sf_dd t = quotient(a.y, a.eps_v);
    return from_scale(&a, a.y < a.eps_v ? mul(mu, mul(t, sub(pair(2.0), t))) : mu, 0, k);
}
double smooth_mu_stribeck_f1_over_x(double y, double mu_s, double mu_k, double v_s,
                                    double eps_v)
{
    STRIBECK_OPEN(a);
    int k;
    if (isinf(y))
        return 0.0;
    const sf_dd mu = coefficient(a.y, a.mu_s, a.mu_k, a.v_s, &k);
    const sf_dd t = quotient(a.y, a.eps_v);
    const sf_dd v = a.y < a.eps_v ? divide(mul(mu, sub(pair(2.0), t)), a.eps_v)
                                  : divide(mu, a.y);
    return from_scale(&a, v, -1, k);
}
double smooth_mu_stribeck_f2(double y, double mu_s, double mu_k, double v_s, double eps_v)
{
    STRIBECK_OPEN(a);
    if (a.y >= a.eps_v)
        return smooth_mu_stribeck_derivative(y, mu_s, mu_k, v_s, eps_v);
    int k, ks;
    const sf_dd mu = coefficient(a.y, a.mu_s, a.mu_k, a.v_s, &k);
    const sf_dd t = quotient(a.y, a.eps_v);
    const sf_dd raw_slope = slope_of_mu(a.y, a.mu_s, a.mu_k, a.v_s, &ks);
    const sf_dd slope = shifted(raw_slope, ks - k);
    const sf_dd f1 = mul(t, sub(pair(2.0), t));
    const sf_dd f2 = divide(scale(sub(pair(1.0), t), 2.0), a.eps_v);
    return from_scale(&a, sub(mul(mu, f2), mul(slope, f1)), -1, k);
}
double smooth_mu_stribeck_f2_x_minus_mu_f1_over_x3(double y, double mu_s, double mu_k,
                                                   double v_s, double eps_v)
{
    STRIBECK_OPEN(a);
    if (y == 0) {
        if (mu_s == 0)
            return 0.0;
        errno = ERANGE;                                         /* pole error */
        return -HUGE_VAL;
    }
    if (isinf(y))
        return -0.0;
    int k, ks;
    const sf_dd mu = coefficient(a.y, a.mu_s, a.mu_k, a.v_s, &k);
    const sf_dd raw_slope = slope_of_mu(a.y, a.mu_s, a.mu_k, a.v_s, &ks);
    const sf_dd slope = shifted(raw_slope, ks - k);
    const sf_dd v = a.y < a.eps_v
        ? divide(divide(add(mul(slope, sub(pair(2.0), quotient(a.y, a.eps_v))),
                            divide(mu, a.eps_v)), a.eps_v), a.y)
        : divide(divide(add(slope, divide(mu, a.y)), a.y), a.y);
    return -from_scale(&a, v, -3, k);
}
static sf_dd gamma_bracket(double x, sf_dd t, double *log_slope)
{
    sf_dd power = divide(pair(2.0), 6.0), sum = pair(0.0);      /* 2 x^j/(j + 3)! */
    double weighted = 0.0;                                      /* x S'(x) */
    for (int j = 0; j < 100; j++) {
        const sf_dd term = mul(power, sub(pair(j + 3.0), t));
        sum = add(sum, term);
        weighted += j * term.hi;
        if (term.hi <= 0x1p-110 * sum.hi)
            break;
        power = divide(scale(power, x), j + 4.0);
    }
    *log_slope = weighted > 0 ? weighted / sum.hi / x - 1.0 : -1.0;
    return sum;
}
static sf_dd decay_integral_below(double y, double v_s, double eps_v)
{
    const sf_dd t = quotient(y, eps_v), x = quotient(y, v_s);
    if (x.hi <= 3) {
        double log_slope;
        const sf_dd s = gamma_bracket(x.hi, t, &log_slope);
        const sf_dd j = mul(scale(scale(t, y), quiet_exp(-x.hi)), s);
        return sf_fast_two_sum(j.hi, j.lo + j.hi * log_slope * x.lo);
    }
    const double eq = quiet_exp(-x.hi);
    const sf_dd e = sf_fast_two_sum(eq, -eq * x.lo), inv_c = quotient(v_s, eps_v);
    sf_dd p2 = pair(1.0), p3 = pair(1.0);              /* P(2, x), P(3, x): 1 if e = 0 */
    if (e.hi > 0) {
        p2 = sub(pair(1.0), mul(e, add(pair(1.0), x)));
        p3 = sub(p2, mul(e, divide(mul(x, x), 2.0)));
    }
    return mul(scale(inv_c, 2 * v_s), sub(p2, mul(p3, inv_c)));
}
static sf_dd decay_integral(double y, double v_s, double eps_v)           /* J(y) */
{
    if (y <= eps_v)
        return decay_integral_below(y, v_s, eps_v);
    const sf_dd c = quotient(eps_v, v_s);
    const double ec = quiet_exp(-c.hi);
    const sf_dd w = isinf(y) ? pair(y) : divide(sf_two_sum(y, -eps_v), v_s);
    sf_dd one_minus = sf_fast_two_sum(1.0, -quiet_exp(-w.hi));       /* w large */
    if (w.hi < 40)
        one_minus = sf_fast_two_sum(-quiet_expm1(-w.hi), quiet_exp(-w.hi) * w.lo);
    const sf_dd tail = mul(scale(sf_fast_two_sum(ec, -ec * c.lo), v_s), one_minus);
    return add(decay_integral_below(eps_v, v_s, eps_v), tail);
}
double smooth_mu_stribeck_f0(double y, double mu_s, double mu_k, double v_s, double eps_v)
{
    STRIBECK_OPEN(a);
    if (isinf(y) && mu_k > 0)
        return HUGE_VAL;
    const sf_dd d = sf_two_sum(a.mu_s, -a.mu_k), t = quotient(a.y, a.eps_v);
    const sf_dd j = d.hi == 0 ? pair(0.0) : decay_integral(a.y, a.v_s, a.eps_v);
    sf_dd f0 = pair(a.y);
    if (a.y < a.eps_v)
        f0 = add(divide(pair(a.eps_v), 3.0),
                 mul(scale(t, a.y), sub(pair(1.0), divide(t, 3.0))));
    if (isinf(y))                                           /* mu_k = 0: F = D J(inf) */
        return from_scale(&a, mul(d, j), 1, 0);
    return from_scale(&a, add(scale(f0, a.mu_k), mul(d, j)), 1, 0);
}
typedef struct { double mu_k, d, c; } stribeck_peak_problem;
static double peak_slope(const stribeck_peak_problem *p, double t)           /* g'(t) */
{
    const double e = quiet_exp(-p->c * t);
    return (2 - 2 * t) * (p->mu_k + p->d * e) - p->c * p->d * e * (t * (2 - t));
}
static double peak_slope_h1(const stribeck_peak_problem *p, double t)  /* e^{-ct} h' */
{
    const double e = quiet_exp(-p->c * t), s = p->c * (1 - t);
    return p->mu_k * (2 * s - 2) - p->d * e * (2 + 2 * s);
}
static double peak_slope_h2(const stribeck_peak_problem *p, double t) /* e^{-ct} h''/c */
{
    const double e = quiet_exp(-p->c * t);
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
    const double e = quiet_exp(-p->c * t);
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
static double highest_hump(const stribeck_peak_problem *p, double *at)
{
    double cut[4], best = -1.0;
    const int n = monotone_pieces(p, cut);
    *at = 1.0;
    for (int i = 0; i < n; i++)
        if (peak_slope(p, cut[i]) > 0 && !(peak_slope(p, cut[i + 1]) > 0)) {
            const double t = bisect_sign(peak_slope, p, cut[i], cut[i + 1]);
            if (hump_height(p, t) > best) {
                best = hump_height(p, t);
                *at = t;
            }
        }
    return best >= 0 ? best : hump_height(p, 1.0);
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
    if (p.d > 0 && !isinf(p.c))
        best = highest_hump(&p, &at);
    if (y_over_eps)
        *y_over_eps = at;
    return best;
}
