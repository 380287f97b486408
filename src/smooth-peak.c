/* Tangled from doc/static-peak.nw; edit there, not here. */
#include "smooth-peak.h"
#include "smooth-friction.h"
#include "dd-arith.h"
#include <errno.h>
#include <float.h>
#include <math.h>

static int outside_peak_domain(double mu_s, double mu_k, double *result, double *y_over_eps)
{
    if (isnan(mu_s) || isnan(mu_k))
        *result = mu_s + mu_k;
    else if (!(mu_s >= 0 && mu_s <= DBL_MAX && mu_k >= 0 && mu_k <= DBL_MAX)) {
        errno = EDOM;
        *result = NAN;
    } else
        return 0;
    if (y_over_eps)
        *y_over_eps = NAN;
    return 1;
}
enum blend { CUBIC, QUADRATIC };

static dd blended_force(enum blend b, double mu_s, double mu_k, double t)
{
    const dd f1 = dd_mul_d(dd_two_sum(2.0, -t), t);
    dd mu;
    if (b == CUBIC) {
        const dd step = dd_mul(dd_two_prod(t, t), dd_two_sum(3.0, -2.0 * t));
        mu = dd_add_d(dd_mul(dd_two_sum(mu_k, -mu_s), step), mu_s);
    } else if (t < 0.5) {
        mu = dd_add_d(dd_mul(dd_two_sum(mu_k, -mu_s), dd_two_prod(2.0 * t, t)), mu_s);
    } else {
        const dd s = dd_two_sum(1.0, -t);
        mu = dd_add_d(dd_mul(dd_two_sum(2.0 * mu_s, -2.0 * mu_k), dd_mul(s, s)), mu_k);
    }
    return dd_mul(mu, f1);
}
static double cubic_peak_location(double c)         /* root of 9t^2 - 5t^3 = c, 1 <= c < 4 */
{
    double t = 2.0 / 3.0;
    for (int i = 0; i < 60; i++) {
        const double h = t * t * (9.0 - 5.0 * t) - c, dh = 3.0 * t * (6.0 - 5.0 * t);
        double next = t - h / dh;
        next = next < 1.0 / 3.0 ? 1.0 / 3.0 : next > 1.0 ? 1.0 : next;
        if (next == t)
            break;
        t = next;
    }
    return t;
}
static double quadratic_peak_location(double a)     /* root of a(4t^3 - 6t^2) - t + 1, a = 1 - r */
{
    double t = 0.4;
    for (int i = 0; i < 60; i++) {
        const double p = a * t * t * (4.0 * t - 6.0) - t + 1.0;
        const double dp = 12.0 * a * t * (t - 1.0) - 1.0;
        double next = t - p / dp;
        next = next < 0.0 ? 0.0 : next > 0.5 ? 0.5 : next;
        if (next == t)
            break;
        t = next;
    }
    return t;
}
double smooth_mu_f1_peak(double mu_s, double mu_k, double *y_over_eps)
{
    double r;
    if (outside_peak_domain(mu_s, mu_k, &r, y_over_eps))
        return r;
    const int e = mu_s == 0 && mu_k == 0 ? 0 : ilogb(mu_s > mu_k ? mu_s : mu_k);   /* ilogb(0) is EDOM */
    const double ms = scalbn(mu_s, -e), mk = scalbn(mu_k, -e);
    double t = 1.0;
    if (y_over_eps)
        *y_over_eps = 1.0;
    if (!(4.0 * mk < 3.0 * ms))                     /* r >= 3/4: the plateau mu_k */
        return mu_k;
    t = cubic_peak_location(ms / (ms - mk));
    if (y_over_eps)
        *y_over_eps = t;
    return dd_scalbn_round(blended_force(CUBIC, ms, mk, t), e);
}
double smooth_mu_quadratic_f1_peak(double mu_s, double mu_k, double *y_over_eps)
{
    double r;
    if (outside_peak_domain(mu_s, mu_k, &r, y_over_eps))
        return r;
    const int e = mu_s == 0 && mu_k == 0 ? 0 : ilogb(mu_s > mu_k ? mu_s : mu_k);   /* ilogb(0) is EDOM */
    const double ms = scalbn(mu_s, -e), mk = scalbn(mu_k, -e);
    double t = 1.0;
    if (y_over_eps)
        *y_over_eps = 1.0;
    if (!(3.0 * mk < 2.0 * ms))                     /* r >= 2/3: the plateau mu_k */
        return mu_k;
    if (2.0 * mk >= ms) {                           /* 1/2 <= r < 2/3: closed form */
        const dd a = dd_two_sum(2.0 * ms, -mk), b = dd_two_sum(ms, -mk);
        const dd g = dd_div(dd_mul(a, a), dd_mul_d(b, 8.0));
        if (y_over_eps)
            *y_over_eps = 1.0 - sqrt((2.0 * ms - 3.0 * mk) / (4.0 * (ms - mk)));
        return dd_scalbn_round(g, e);
    }
    t = quadratic_peak_location((ms - mk) / ms);
    if (y_over_eps)
        *y_over_eps = t;
    return dd_scalbn_round(blended_force(QUADRATIC, ms, mk, t), e);
}
static int expansion_sign(const double *x, int n)     /* exact sign of x[0] + ... + x[n-1] */
{
    double e[16];
    int m = 0;
    for (int i = 0; i < n; i++) {                      /* grow the expansion by x[i] */
        double q = x[i];
        for (int j = 0; j < m; j++) {
            const dd s = dd_two_sum(q, e[j]);
            e[j] = s.lo;
            q = s.hi;
        }
        e[m++] = q;
    }
    for (int j = m - 1; j >= 0; j--)                   /* the largest nonzero component */
        if (e[j] != 0)
            return e[j] > 0 ? 1 : -1;
    return 0;
}

/* Is y < eps_v (1 + r)/2 (which = 1) or y < eps_v (3 + r)/4 (which = 2), r = mu_k/mu_s? */
static int below_fraction_of_width(double y, double mu_s, double mu_k, double eps_v, int which)
{
    const dd a = dd_two_prod(2.0 * which * mu_s, y), b = dd_two_prod(eps_v, mu_s),
             c = dd_two_prod(eps_v, mu_k);
    const double terms[8] = { a.hi, a.lo, -b.hi, -b.lo, -c.hi, -c.lo,
                              which == 2 ? -2.0 * b.hi : 0.0, which == 2 ? -2.0 * b.lo : 0.0 };
    return expansion_sign(terms, 8) < 0;
}
enum peaked_what { POTENTIAL, FORCE, SLOPE, FORCE_OVER_Y, HESSIAN_TERM };

static double peaked(enum peaked_what what, double y, double mu_s, double mu_k, double eps_v)
{
    double r;
    if (isnan(y) || isnan(mu_s) || isnan(mu_k) || isnan(eps_v))
        return y + mu_s + mu_k + eps_v;
    if (y < 0 || !(eps_v > 0 && eps_v <= DBL_MAX) || !(mu_s >= 0 && mu_s <= DBL_MAX)
        || !(mu_k >= 0 && mu_k <= DBL_MAX)) {
        errno = EDOM;
        return NAN;
    }
    if (mu_k >= mu_s)
        {
            switch (what) {
            case POTENTIAL: r = smooth_friction_f0(y, eps_v); break;
            case FORCE: r = smooth_friction_f1(y, eps_v); break;
            case SLOPE: r = smooth_friction_f2(y, eps_v); break;
            case FORCE_OVER_Y: r = smooth_friction_f1_over_x(y, eps_v); break;
            default:
                if (mu_k == 0 && y == 0)
                    return 0.0;                                 /* no friction, no pole */
                r = smooth_friction_f2_x_minus_f1_over_x3(y, eps_v);
            }
            return mu_k * r;
        }
    const double delta = mu_s - mu_k;                          /* exact when mu_k >= mu_s/2 */
    const double len = 0.5 * eps_v * (delta / mu_s);           /* the fall, (1 - tau) eps_v */
    const double t1 = eps_v - len, t2 = eps_v - 0.5 * len;     /* the top, the middle of the fall */
    if (!isinf(y) && below_fraction_of_width(y, mu_s, mu_k, eps_v, 1))   /* y < (1 + r)/2 eps_v */
        {
            switch (what) {
            case POTENTIAL:
                return mu_s * (y * y / t1 - y * y * y / (3.0 * t1 * t1)) + mu_s * t1 / 3.0 - delta * t2;
            case FORCE: return mu_s * (y * (2.0 * t1 - y) / t1 / t1);
            case SLOPE: return 2.0 * mu_s * ((t1 - y) / t1 / t1);
            case FORCE_OVER_Y: return mu_s * ((2.0 * t1 - y) / t1 / t1);
            default:
                if (y == 0) {
                    errno = ERANGE;
                    return -HUGE_VAL;
                }
                return -mu_s / t1 / t1 / y;
            }
        }
    if (!isinf(y) && below_fraction_of_width(y, mu_s, mu_k, eps_v, 2)) { /* y < (3 + r)/4 eps_v */
        const double w = 1.0 - (eps_v - y) / len;             /* exact: (eps_v - y)/len >= 1/2 */
        switch (what) {
        case POTENTIAL: return mu_s * y - delta * (t2 + (2.0 / 3.0) * len * w * w * w);
        case FORCE: return mu_s - 2.0 * delta * w * w;
        case SLOPE: return -4.0 * delta * w / len;
        case FORCE_OVER_Y: return (mu_s - 2.0 * delta * w * w) / y;
        default: return (-4.0 * delta * w / len * y - (mu_s - 2.0 * delta * w * w)) / (y * y * y);
        }
    }
    if (y < eps_v) {
        const double v = (eps_v - y) / len;            /* 1 - w */
        switch (what) {
        case POTENTIAL: return mu_k * y - (2.0 / 3.0) * delta * len * v * v * v;
        case FORCE: return mu_k + 2.0 * delta * v * v;
        case SLOPE: return -4.0 * delta * v / len;
        case FORCE_OVER_Y: return (mu_k + 2.0 * delta * v * v) / y;
        default: return (-4.0 * delta * v / len * y - (mu_k + 2.0 * delta * v * v)) / (y * y * y);
        }
    }
    switch (what) {
    case POTENTIAL: return mu_k * y;
    case FORCE: return mu_k;
    case SLOPE: return 0.0;
    case FORCE_OVER_Y: return mu_k / y;
    default: return isinf(y) ? -0.0 : -mu_k / (y * y * y);
    }
}
double smooth_mu_peaked_f0(double y, double mu_s, double mu_k, double eps_v)
{ return peaked(POTENTIAL, y, mu_s, mu_k, eps_v); }
double smooth_mu_peaked_f1(double y, double mu_s, double mu_k, double eps_v)
{ return peaked(FORCE, y, mu_s, mu_k, eps_v); }
double smooth_mu_peaked_f2(double y, double mu_s, double mu_k, double eps_v)
{ return peaked(SLOPE, y, mu_s, mu_k, eps_v); }
double smooth_mu_peaked_f1_over_x(double y, double mu_s, double mu_k, double eps_v)
{ return peaked(FORCE_OVER_Y, y, mu_s, mu_k, eps_v); }
double smooth_mu_peaked_f2_x_minus_mu_f1_over_x3(double y, double mu_s, double mu_k, double eps_v)
{ return peaked(HESSIAN_TERM, y, mu_s, mu_k, eps_v); }
