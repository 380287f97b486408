/* Tangled from doc/static-peak.nw; edit there, not here. */
#include "smooth-peak.h"
#include "smooth-mu.h"
#include "dd-arith.h"
#include "sf-exact.h"
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
enum peaked_piece { RISE, FALL_TOP, FALL_END, SLIDE };

typedef struct { sf_dd v; double err; } bounded;     /* the exact value is within err of v */

#define BOUND_PAD (1 + 0x1p-48)
SF_INLINE double magnitude(sf_dd x) { return fabs(x.hi) + fabs(x.lo); }
SF_INLINE bounded b_exact(double x) { const bounded b = { { x, 0.0 }, 0.0 }; return b; }
SF_INLINE bounded b_pair(sf_dd x) { const bounded b = { x, 0.0 }; return b; }
SF_INLINE bounded b_scale(bounded a, double two_k)      /* exact: a power of two */
{
    const bounded b = { { a.v.hi * two_k, a.v.lo * two_k }, a.err * fabs(two_k) };
    return b;
}

SF_INLINE bounded b_add(bounded a, bounded b)
{
    const sf_dd s = sf_two_sum(a.v.hi, b.v.hi), t = sf_two_sum(a.v.lo, b.v.lo);
    const sf_dd w = sf_fast_two_sum(s.hi, s.lo + t.hi), r = sf_fast_two_sum(w.hi, t.lo + w.lo);
    const bounded c = { r, (a.err + b.err + 0x1p-103 * magnitude(r) + 0x1p-1000) * BOUND_PAD };
    return c;
}

SF_INLINE bounded b_sub(bounded a, bounded b) { return b_add(a, b_scale(b, -1.0)); }

SF_INLINE bounded b_mul(bounded a, bounded b, int hw)
{
    const sf_dd p = sf_mul(a.v, b.v, hw);
    const double e = magnitude(a.v) * b.err + magnitude(b.v) * a.err + a.err * b.err;
    const bounded c = { p, (e + 0x1p-103 * magnitude(p) + 0x1p-1000) * BOUND_PAD };
    return c;
}

SF_INLINE bounded b_div(bounded a, bounded b, int hw)
{
    const sf_dd q = sf_div(a.v, b.v, hw);
    const double below = (fabs(b.v.hi) - fabs(b.v.lo) - b.err) * (1 - 0x1p-48);
    bounded c = { q, HUGE_VAL };
    if (below > 0)
        c.err = ((a.err + magnitude(q) * b.err) / below + 0x1p-101 * magnitude(q) + 0x1p-1000)
                * BOUND_PAD;
    return c;
}
static int peaked_fast(enum peaked_what what, enum peaked_piece piece, double y, double mu_s,
                       double mu_k, double eps_v, int hw, double *result)
{
    const bounded Y = b_exact(y), MS = b_exact(mu_s), MK = b_exact(mu_k), E = b_exact(eps_v);
    const bounded D = b_pair(sf_two_sum(mu_s, -mu_k));
    const bounded L = b_div(b_mul(E, D, hw), b_exact(2.0 * mu_s), hw);
    const bounded T1 = b_sub(E, L), T2 = b_sub(E, b_scale(L, 0.5));
    const bounded V = b_div(b_pair(sf_two_sum(eps_v, -y)), L, hw), W = b_sub(b_exact(1.0), V);
    bounded g, slope;
    if (piece == RISE) {
        const bounded T1T1 = b_mul(T1, T1, hw), rest = b_sub(b_scale(T1, 2.0), Y);
        switch (what) {
        case POTENTIAL: {
            const bounded yy = b_mul(Y, Y, hw);
            const bounded cubic = b_div(b_mul(yy, Y, hw), b_mul(b_exact(3.0), T1T1, hw), hw);
            g = b_add(b_mul(MS, b_add(b_sub(b_div(yy, T1, hw), cubic),
                                      b_div(T1, b_exact(3.0), hw)), hw), b_scale(b_mul(D, T2, hw), -1.0));
            break;
        }
        case FORCE: g = b_div(b_mul(MS, b_mul(Y, rest, hw), hw), T1T1, hw); break;
        case SLOPE: g = b_div(b_scale(b_mul(MS, b_sub(T1, Y), hw), 2.0), T1T1, hw); break;
        case FORCE_OVER_Y: g = b_div(b_mul(MS, rest, hw), T1T1, hw); break;
        default: g = b_scale(b_div(MS, b_mul(T1T1, Y, hw), hw), -1.0);
        }
    } else {
        const bounded u = piece == FALL_TOP ? W : V, uu = b_mul(u, u, hw);
        const bounded two_d_uu = b_scale(b_mul(D, uu, hw), 2.0);
        const bounded force = piece == FALL_TOP ? b_sub(MS, two_d_uu) : b_add(MK, two_d_uu);
        slope = b_scale(b_div(b_mul(D, u, hw), L, hw), -4.0);
        switch (what) {
        case POTENTIAL: {
            const bounded cube = b_div(b_scale(b_mul(L, b_mul(uu, u, hw), hw), 2.0), b_exact(3.0), hw);
            g = piece == FALL_TOP ? b_sub(b_mul(MS, Y, hw), b_mul(D, b_add(T2, cube), hw))
                                  : b_sub(b_mul(MK, Y, hw), b_mul(D, cube, hw));
            break;
        }
        case FORCE: g = force; break;
        case SLOPE: g = slope; break;
        case FORCE_OVER_Y: g = b_div(force, Y, hw); break;
        default: g = b_div(b_sub(b_mul(slope, Y, hw), force), b_mul(b_mul(Y, Y, hw), Y, hw), hw);
        }
    }
    return fabs(g.v.hi) <= 0x1p1000
           && sf_rounds_to_one(g.v, g.err * BOUND_PAD + 0x1p-104 * fabs(g.v.hi), 0x1p-960, result);
}
#ifdef SF_COUNT_SLOW_PATH
extern unsigned long smooth_friction_slow_path_calls;   /* the test's copy only */
#define COUNT_PEAKED_SLOW_PATH() (smooth_friction_slow_path_calls++)
#else
#define COUNT_PEAKED_SLOW_PATH() ((void)0)
#endif

static double peaked_exact(enum peaked_what what, enum peaked_piece piece, double y, double mu_s,
                           double mu_k, double eps_v)
{
    const int caller_errno = errno;
    COUNT_PEAKED_SLOW_PATH();
    mpq_t Y, MS, MK, E, D, L, T1, T2, u, a, b, g;
    mpq_inits(Y, MS, MK, E, D, L, T1, T2, u, a, b, g, (mpq_ptr)0);
    mpq_set_d(Y, y);
    mpq_set_d(MS, mu_s);
    mpq_set_d(MK, mu_k);
    mpq_set_d(E, eps_v);
    mpq_sub(D, MS, MK);
    mpq_mul(L, E, D);
    mpq_div(L, L, MS);
    mpq_div_2exp(L, L, 1);                               /* L = eps D / (2 mu_s) */
    mpq_sub(T1, E, L);
    mpq_div_2exp(T2, L, 1);
    mpq_sub(T2, E, T2);
    if (piece == SLIDE) {                                /* -mu_k / y^3 */
        mpq_mul(a, Y, Y);
        mpq_mul(a, a, Y);
        mpq_div(g, MK, a);
        mpq_neg(g, g);
    } else if (piece == RISE)
        {
            mpq_mul(a, T1, T1);
            switch (what) {
            case POTENTIAL:
                mpq_mul(b, Y, Y);
                mpq_div(g, b, T1);                                /* y^2 / T1 */
                mpq_mul(b, b, Y);
                mpq_div(b, b, a);
                mpq_set_ui(u, 3, 1);
                mpq_div(b, b, u);
                mpq_sub(g, g, b);                                 /* - y^3 / (3 T1^2) */
                mpq_div(b, T1, u);
                mpq_add(g, g, b);                                 /* + T1 / 3 */
                mpq_mul(g, g, MS);
                mpq_mul(b, D, T2);
                mpq_sub(g, g, b);
                break;
            case FORCE: case FORCE_OVER_Y:
                mpq_add(g, T1, T1);
                mpq_sub(g, g, Y);
                if (what == FORCE)
                    mpq_mul(g, g, Y);
                mpq_mul(g, g, MS);
                mpq_div(g, g, a);
                break;
            case SLOPE:
                mpq_sub(g, T1, Y);
                mpq_mul(g, g, MS);
                mpq_add(g, g, g);
                mpq_div(g, g, a);
                break;
            default:
                mpq_mul(a, a, Y);
                mpq_div(g, MS, a);
                mpq_neg(g, g);
            }
        }
    else
        {
            mpq_sub(u, E, Y);
            mpq_div(u, u, L);                                     /* v */
            if (piece == FALL_TOP) {
                mpq_set_ui(a, 1, 1);
                mpq_sub(u, a, u);                                 /* w = 1 - v */
            }
            mpq_mul(a, u, u);
            mpq_mul(a, a, D);
            mpq_add(a, a, a);                                     /* 2 D u^2 */
            if (piece == FALL_TOP)
                mpq_sub(a, MS, a);
            else
                mpq_add(a, MK, a);
            mpq_mul(b, D, u);
            mpq_div(b, b, L);
            mpq_mul_2exp(b, b, 2);
            mpq_neg(b, b);                                        /* -4 D u / L */
            switch (what) {
            case POTENTIAL:
                mpq_mul(g, u, u);
                mpq_mul(g, g, u);
                mpq_mul(g, g, L);
                mpq_mul_2exp(g, g, 1);
                mpq_set_ui(a, 3, 1);
                mpq_div(g, g, a);                                 /* (2/3) L u^3 */
                if (piece == FALL_TOP)
                    mpq_add(g, g, T2);
                mpq_mul(g, g, D);
                mpq_mul(a, piece == FALL_TOP ? MS : MK, Y);
                mpq_sub(g, a, g);
                break;
            case FORCE: mpq_set(g, a); break;
            case SLOPE: mpq_set(g, b); break;
            case FORCE_OVER_Y: mpq_div(g, a, Y); break;
            default:
                mpq_mul(g, b, Y);
                mpq_sub(g, g, a);
                mpq_mul(a, Y, Y);
                mpq_mul(a, a, Y);
                mpq_div(g, g, a);
            }
        }
    const double r = sf_round_rational(g);
    mpq_clears(Y, MS, MK, E, D, L, T1, T2, u, a, b, g, (mpq_ptr)0);
    errno = caller_errno;
    return r;
}
static int moderate(double x) { return x == 0 || (x >= 0x1p-500 && x <= 0x1p500); }

static enum peaked_piece choose_piece(double y, double mu_s, double mu_k, double eps_v)
{
    if (moderate(y) && moderate(mu_s) && moderate(mu_k) && moderate(eps_v))
        return below_fraction_of_width(y, mu_s, mu_k, eps_v, 1) ? RISE
               : below_fraction_of_width(y, mu_s, mu_k, eps_v, 2) ? FALL_TOP : FALL_END;
    mpq_t a, b, c, e;
    mpq_inits(a, b, c, e, (mpq_ptr)0);
    mpq_set_d(a, y);
    mpq_set_d(b, mu_s);
    mpq_set_d(c, mu_k);
    mpq_set_d(e, eps_v);
    mpq_mul(a, a, b);
    mpq_mul_2exp(a, a, 1);                                /* 2 mu_s y */
    mpq_mul(b, b, e);                                     /* eps mu_s */
    mpq_mul(c, c, e);                                     /* eps mu_k */
    mpq_add(e, b, c);                                     /* eps mu_s + eps mu_k */
    enum peaked_piece piece = FALL_END;
    if (mpq_cmp(a, e) < 0) {
        piece = RISE;
    } else {
        mpq_mul_2exp(a, a, 1);                            /* 4 mu_s y */
        mpq_add(e, e, b);
        mpq_add(e, e, b);                                 /* 3 eps mu_s + eps mu_k */
        if (mpq_cmp(a, e) < 0)
            piece = FALL_TOP;
    }
    mpq_clears(a, b, c, e, (mpq_ptr)0);
    return piece;
}

SF_INLINE double peaked(enum peaked_what what, double y, double mu_s, double mu_k, double eps_v,
                        int hw)
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
            switch (what) {                                       /* the cubic blend with mu_s = mu_k */
            case POTENTIAL: return smooth_mu_f0(y, mu_k, mu_k, eps_v);
            case FORCE: return smooth_mu_f1(y, mu_k, mu_k, eps_v);
            case SLOPE: return smooth_mu_f2(y, mu_k, mu_k, eps_v);
            case FORCE_OVER_Y: return smooth_mu_f1_over_x(y, mu_k, mu_k, eps_v);
            default:
                if (mu_k == 0 && y == 0)
                    return 0.0;                                 /* no friction, no pole */
                return smooth_mu_f2_x_minus_mu_f1_over_x3(y, mu_k, mu_k, eps_v);
            }
        }
    if (y >= eps_v)
        {
            const sf_dd minus_mu_k = { -mu_k, 0.0 };
            if (mu_k == 0)
                return 0.0;
            switch (what) {
            case POTENTIAL: return mu_k * y;
            case FORCE: return mu_k;
            case SLOPE: return 0.0;
            case FORCE_OVER_Y: return mu_k / y;
            default:
                if (isinf(y))
                    return -0.0;
                if (sf_mu_in_range(mu_k) && sf_fast_quotient(minus_mu_k, y, y, y, hw, &r))
                    return r;
                return peaked_exact(HESSIAN_TERM, SLIDE, y, mu_s, mu_k, eps_v);
            }
        }
    const enum peaked_piece piece = choose_piece(y, mu_s, mu_k, eps_v);
    if (y == 0 && what == FORCE)
        return y;                                         /* g(+-0) = +-0 */
    if (y == 0 && what == HESSIAN_TERM) {
        errno = ERANGE;                                   /* pole error */
        return -HUGE_VAL;
    }
    if (peaked_fast(what, piece, y, mu_s, mu_k, eps_v, hw, &r))
        return r;
    return peaked_exact(what, piece, y, mu_s, mu_k, eps_v);
}
#define PEAKED_FUNCTION(name, what) \
    SF_INLINE double name##_body(double y, double mu_s, double mu_k, double eps_v, int hw) \
    { return peaked(what, y, mu_s, mu_k, eps_v, hw); } \
    SF_PUBLIC(name, (double y, double mu_s, double mu_k, double eps_v), y, mu_s, mu_k, eps_v)

PEAKED_FUNCTION(smooth_mu_peaked_f0, POTENTIAL)
PEAKED_FUNCTION(smooth_mu_peaked_f1, FORCE)
PEAKED_FUNCTION(smooth_mu_peaked_f2, SLOPE)
PEAKED_FUNCTION(smooth_mu_peaked_f1_over_x, FORCE_OVER_Y)
PEAKED_FUNCTION(smooth_mu_peaked_f2_x_minus_mu_f1_over_x3, HESSIAN_TERM)
