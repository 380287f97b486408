/* Tangled from doc/fast-paths.nw and doc/stribeck.nw; edit there, not here. */
#include "smooth-stribeck.h"
#include "smooth-friction.h"
#include "sf-round.h"
#include "sf-exp.h"
#include "sf-potential.h"
#include "sf-exact.h"
#include <errno.h>
#include <float.h>
#include <gmp.h>
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
#define STRIBECK_LOW UINT64_C(0x39B0000000000000)                           /* 2^-100 */
#define STRIBECK_HIGH UINT64_C(0x4630000000000000)                           /* 2^100 */
SF_INLINE int stribeck_moderate(double a)                    /* 2^-100 <= a <= 2^100 */
{
    return sf_bits(a) - STRIBECK_LOW <= STRIBECK_HIGH - STRIBECK_LOW;
}
SF_INLINE int stribeck_fast_range(double y, double mu_s, double mu_k, double v_s,
                                  double eps_v)
{
    return (stribeck_moderate(y) | (sf_bits(y) == 0)) & stribeck_moderate(mu_s)
           & (stribeck_moderate(mu_k) | (sf_bits(mu_k) == 0)) & (mu_k <= mu_s)
           & stribeck_moderate(v_s) & stribeck_moderate(eps_v);
}
typedef struct { sf_dd e, d; double beyond, x; } stribeck_decay;  /* e^-x, D, e bound, x */
SF_INLINE sf_dd stribeck_quotient(double a, double b, int hw)            /* a/b, a pair */
{
    const double q = a / b;
    double rest = 0.0;                                            /* a - q b, exactly */
    if (hw) {
        rest = SF_FMA(-q, b, a);
    } else {
        const sf_dd p = sf_two_prod(q, b, 0);
        rest = (a - p.hi) - p.lo;
    }
    const sf_dd r = { q, rest / b };
    return r;
}
SF_INLINE stribeck_decay stribeck_decay_at(double y, double mu_s, double mu_k, double v_s,
                                           int hw)
{
    const sf_dd x = stribeck_quotient(y, v_s, hw);
    stribeck_decay s = { { 0.0, 0.0 }, sf_two_sum(mu_s, -mu_k), 0x1p-865, x.hi };
    if (x.hi <= 600) {
        s.e = sf_exp_minus(x.hi, x.lo, hw);
        s.beyond = 0.0;
    }
    return s;
}
SF_INLINE sf_dd stribeck_add(sf_dd a, sf_dd b)
{
    const sf_dd s = sf_two_sum(a.hi, b.hi);
    return sf_fast_two_sum(s.hi, s.lo + (a.lo + b.lo));
}
SF_INLINE int stribeck_round(sf_dd r0, double a0, sf_dd r1, double a1,
                             const stribeck_decay *s, int hw, double *result)
{
    if (r0.hi == 0 && r1.hi != 0 && s->x >= 1100) {         /* |R1| e^-x < 2^-1166 */
        *result = r1.hi < 0 ? -0.0 : 0.0;
        return 1;
    }
    const sf_dd v = stribeck_add(r0, sf_mul(r1, s->e, hw));
    const double err = 0x1p-77 * (a0 + a1 * s->e.hi) + a1 * s->beyond;
    return sf_rounds_to_one(v, err, 0x1p-900, result);
}
SF_INLINE int stribeck_quick(double y, double mu_k, sf_dd d, double v_s, int hw,
                             double *result)                            /* mu_k + d e^-x */
{
    const sf_dd x = stribeck_quotient(y, v_s, hw);
    if (!(x.hi <= 600))
        return 0;
    const sf_dd e = sf_exp_minus_quick(x.hi, x.lo, hw);
    const sf_dd p = sf_two_prod(d.hi, e.hi, hw), w = sf_two_sum(mu_k, p.hi);
    const double lo = p.lo + sf_mul_add(d.hi, e.lo, d.lo * e.hi, hw);
    const sf_dd v = sf_fast_two_sum(w.hi, w.lo + lo);
    return sf_rounds_to_one(v, 0x1p-58 * fabs(mu_k + p.hi), 0x1p-900, result);
}
enum { STRIBECK_MU, STRIBECK_SLOPE, STRIBECK_F1, STRIBECK_F2, STRIBECK_F1_OVER_X,
       STRIBECK_HESSIAN };
static void stribeck_factors(int kind, mpq_t f, mpq_t g, mpq_t q[5])
{
    mpq_t t, a;                                       /* t = y/eps, a: scratch */
    mpq_inits(t, a, (mpq_ptr)0);
    mpq_div(t, q[0], q[4]);
    const int below = mpq_cmp(q[0], q[4]) < 0;
    mpq_set_ui(f, 1, 1);
    mpq_set_ui(g, 1, 1);
    if (kind == STRIBECK_SLOPE || (kind == STRIBECK_F2 && !below)) {
        mpq_set_ui(f, 0, 1);                                          /* -D/v_s */
        mpq_inv(g, q[3]);
        mpq_neg(g, g);
    } else if (kind == STRIBECK_F1 && below) {
        mpq_set_ui(a, 2, 1);
        mpq_sub(a, a, t);
        mpq_mul(f, t, a);
        mpq_set(g, f);
    } else if (kind == STRIBECK_F1_OVER_X) {
        if (below) {
            mpq_set_ui(a, 2, 1);
            mpq_sub(a, a, t);
            mpq_div(f, a, q[4]);
        } else {
            mpq_inv(f, q[0]);
        }
        mpq_set(g, f);
    } else if (kind == STRIBECK_F2) {
        mpq_set_ui(a, 1, 1);
        mpq_sub(a, a, t);
        mpq_div(f, a, q[4]);
        mpq_add(f, f, f);                                                        /* A */
        mpq_set_ui(a, 2, 1);
        mpq_sub(a, a, t);
        mpq_mul(a, a, t);
        mpq_div(a, a, q[3]);                                                     /* F/v_s */
        mpq_sub(g, f, a);
    } else if (kind == STRIBECK_HESSIAN) {
        const int j = below ? 4 : 0;                    /* eps_v below, y beyond */
        mpq_mul(f, q[j], q[0]);
        mpq_inv(f, f);
        mpq_neg(f, f);                                              /* -1/(eps y) or -1/y^2 */
        mpq_inv(g, q[3]);
        if (below) {
            mpq_set_ui(a, 2, 1);
            mpq_sub(a, a, t);
            mpq_mul(g, g, a);
        }
        mpq_inv(a, q[j]);
        mpq_add(g, g, a);
        mpq_mul(g, g, f);
        mpq_div(f, f, q[j]);
    }
    mpq_clears(t, a, (mpq_ptr)0);
}
static void enclose_decay(mpz_t lo, mpz_t hi, long *e, const mpq_t x, long p)
{
    mpz_t z, t_lo, t_hi;
    mpz_inits(z, t_lo, t_hi, NULL);
    mpz_fdiv_q(z, mpq_numref(x), mpq_denref(x));
    const long s = (long)mpz_sizeinbase(z, 2) + 1, w = p + s + 16;
    mpz_mul_2exp(z, mpq_numref(x), (mp_bitcnt_t)(w - s));
    mpz_fdiv_q(z, z, mpq_denref(x));                        /* z 2^w, rounded down */
    mpz_set_ui(lo, 1);
    mpz_mul_2exp(lo, lo, (mp_bitcnt_t)w);
    mpz_set(hi, lo);
    mpz_set(t_lo, lo);
    mpz_set(t_hi, lo);
    for (unsigned long k = 1; mpz_cmp_ui(t_hi, 1) > 0; k++) {
        mpz_mul(t_lo, t_lo, z);
        mpz_fdiv_q_2exp(t_lo, t_lo, (mp_bitcnt_t)w);
        mpz_fdiv_q_ui(t_lo, t_lo, k);
        mpz_add_ui(z, z, 1);
        mpz_mul(t_hi, t_hi, z);
        mpz_sub_ui(z, z, 1);
        mpz_cdiv_q_2exp(t_hi, t_hi, (mp_bitcnt_t)w);
        mpz_cdiv_q_ui(t_hi, t_hi, k);
        if (k % 2) {
            mpz_sub(lo, lo, t_hi);
            mpz_sub(hi, hi, t_lo);
        } else {
            mpz_add(lo, lo, t_lo);
            mpz_add(hi, hi, t_hi);
        }
    }
    mpz_sub_ui(lo, lo, 1);                                         /* the tail: one unit */
    mpz_add_ui(hi, hi, 1);
    *e = -w;
    for (long i = 0; i < s; i++) {
        mpz_mul(lo, lo, lo);
        mpz_mul(hi, hi, hi);
        *e *= 2;
        const long cut = (long)mpz_sizeinbase(hi, 2) - w;
        if (cut > 0) {
            mpz_fdiv_q_2exp(lo, lo, (mp_bitcnt_t)cut);
            mpz_cdiv_q_2exp(hi, hi, (mp_bitcnt_t)cut);
            *e += cut;
        }
    }
    mpz_clears(z, t_lo, t_hi, NULL);
}
static void decay_ends(mpq_t a[2], const mpq_t x, long prec)
{
    if (mpq_cmp_ui(x, 65536, 1) >= 0) {
        mpq_set_ui(a[0], 0, 1);
        mpq_set_ui(a[1], 1, 1);
        mpq_div_2exp(a[1], a[1], 65536);
        return;
    }
    mpz_t lo, hi;
    long e;
    mpz_inits(lo, hi, NULL);
    enclose_decay(lo, hi, &e, x, prec);
    mpq_set_z(a[0], lo);
    mpq_set_z(a[1], hi);
    for (int i = 0; i < 2; i++) {
        if (e >= 0)
            mpq_mul_2exp(a[i], a[i], (mp_bitcnt_t)e);
        else
            mpq_div_2exp(a[i], a[i], (mp_bitcnt_t)-e);
    }
    mpz_clears(lo, hi, NULL);
}
static void second_decay_ends(mpq_t s[2], const mpq_t r1, mpq_srcptr r2, mpq_srcptr x2,
                              long prec)
{
    mpq_set(s[0], r1);
    mpq_set(s[1], r1);
    if (r2 == NULL)
        return;
    mpq_t b[2];
    mpq_inits(b[0], b[1], (mpq_ptr)0);
    decay_ends(b, x2, prec);
    for (int i = 0; i < 2; i++) {
        mpq_mul(b[i], b[i], r2);
        mpq_add(s[i], s[i], b[i]);
    }
    mpq_clears(b[0], b[1], (mpq_ptr)0);
}
static int round_far_decay(double *result, const mpq_t r0, const mpq_t r1, const mpq_t x)
{
    mpz_t a;
    mpz_init(a);
    mpz_abs(a, mpq_numref(r1));
    const long b = (long)mpz_sizeinbase(a, 2) - (long)mpz_sizeinbase(mpq_denref(r1), 2) + 1;
    const long far = 1076 + (long)mpz_sizeinbase(mpq_denref(r0), 2) + (b > 0 ? b : 0);
    const int is_far = mpq_cmp_ui(x, (unsigned long)far, 1) >= 0;
    if (is_far) {
        mpq_t v;
        mpq_init(v);
        mpq_div_2exp(v, r1, (mp_bitcnt_t)far);
        mpq_add(v, v, r0);
        *result = sf_round_rational(v);
        mpq_clear(v);
    }
    mpz_clear(a);
    return is_far;
}
static double round_decaying(const mpq_t r0, const mpq_t r1, const mpq_t x, mpq_srcptr r2,
                             mpq_srcptr x2)
{
    mpq_t v, w;
    mpq_inits(v, w, (mpq_ptr)0);
    double result = 0.0;
    if (mpq_sgn(r1) == 0 || mpq_sgn(x) == 0) {
        mpq_add(v, r0, r1);                                 /* e^-x = 1, or no decay */
        result = sf_round_rational(v);
    } else if (!round_far_decay(&result, r0, r1, x)) {
        for (long prec = 128;; prec *= 2) {
            mpq_t a[2], s[2];
            mpq_inits(a[0], a[1], s[0], s[1], (mpq_ptr)0);
            decay_ends(a, x, prec);
            second_decay_ends(s, r1, r2, x2, prec);
            double ends[2];
            for (int i = 0; i < 2; i++) {                 /* the least and the largest of a s */
                for (int j = 0; j < 4; j++) {
                    mpq_mul(w, a[j / 2], s[j % 2]);
                    if (j == 0 || (mpq_cmp(w, v) < 0) == (i == 0))
                        mpq_set(v, w);
                }
                mpq_add(v, v, r0);
                ends[i] = sf_round_rational(v);
            }
            mpq_clears(a[0], a[1], s[0], s[1], (mpq_ptr)0);
            if (sf_bits(ends[0]) == sf_bits(ends[1])) {
                result = ends[0];
                break;
            }
        }
    }
    mpq_clears(v, w, (mpq_ptr)0);
    return result;
}
static double stribeck_exact(int kind, double y, double mu_s, double mu_k, double v_s,
                             double eps_v)
{
    SF_COUNT_EXACT_CALL();
    const double a[5] = { y, mu_s, mu_k, v_s, eps_v };
    mpq_t q[5], f, g, r0, r1, x;
    for (int i = 0; i < 5; i++) {
        mpq_init(q[i]);
        mpq_set_d(q[i], a[i]);
    }
    mpq_inits(f, g, r0, r1, x, (mpq_ptr)0);
    stribeck_factors(kind, f, g, q);
    mpq_mul(r0, q[2], f);
    mpq_sub(r1, q[1], q[2]);
    mpq_mul(r1, r1, g);
    mpq_div(x, q[0], q[3]);
    double result = round_decaying(r0, r1, x, NULL, NULL);
    if (result == 0 && (kind == STRIBECK_SLOPE || kind == STRIBECK_HESSIAN
                        || (kind == STRIBECK_F2 && y >= eps_v)))
        result = -0.0;
    mpq_clears(f, g, r0, r1, x, (mpq_ptr)0);
    for (int i = 0; i < 5; i++)
        mpq_clear(q[i]);
    return result;
}
static double stribeck_slow(int kind, double y, double mu_s, double mu_k, double v_s,
                            double eps_v)
{
    double r;
    if (outside_stribeck_domain(y, mu_s, mu_k, v_s, eps_v, &r))
        return r;
    if (kind == STRIBECK_HESSIAN && y == 0) {
        if (mu_s == 0)
            return 0.0;
        errno = ERANGE;                                         /* pole error */
        return -HUGE_VAL;
    }
    if (isinf(y))
        return kind == STRIBECK_MU || kind == STRIBECK_F1 ? mu_k
               : kind == STRIBECK_F1_OVER_X ? 0.0 : -0.0;
    return stribeck_exact(kind, y, mu_s, mu_k, v_s, eps_v);
}
#define STRIBECK_PARAMS (double y, double mu_s, double mu_k, double v_s, double eps_v)
SF_INLINE double smooth_mu_stribeck_body(double y, double mu_s, double mu_k,
                                         double v_s, double eps_v, int hw)
{
    double r;
    if (stribeck_fast_range(y, mu_s, mu_k, v_s, eps_v)) {
        if (stribeck_quick(y, mu_k, sf_two_sum(mu_s, -mu_k), v_s, hw, &r))
            return r;
        const stribeck_decay s = stribeck_decay_at(y, mu_s, mu_k, v_s, hw);
        const sf_dd r0 = { mu_k, 0.0 };
        if (stribeck_round(r0, mu_k, s.d, s.d.hi, &s, hw, &r))
            return r;
    }
    return stribeck_slow(STRIBECK_MU, y, mu_s, mu_k, v_s, eps_v);
}
SF_PUBLIC(smooth_mu_stribeck, STRIBECK_PARAMS, y, mu_s, mu_k, v_s, eps_v)
SF_INLINE int stribeck_slope(double y, double mu_s, double mu_k, double v_s, int hw,
                             double *result)
{
    const sf_dd d = sf_two_sum(mu_s, -mu_k), g = sf_mul(d, sf_recip(v_s, hw), hw);
    const sf_dd r1 = { -g.hi, -g.lo }, zero = { 0.0, 0.0 };
    if (stribeck_quick(y, 0.0, r1, v_s, hw, result))
        return 1;
    const stribeck_decay s = stribeck_decay_at(y, mu_s, mu_k, v_s, hw);
    return stribeck_round(zero, 0.0, r1, g.hi, &s, hw, result);
}
SF_INLINE double smooth_mu_stribeck_derivative_body(double y, double mu_s, double mu_k,
                                                    double v_s, double eps_v, int hw)
{
    double r;
    if (stribeck_fast_range(y, mu_s, mu_k, v_s, eps_v)
        && stribeck_slope(y, mu_s, mu_k, v_s, hw, &r))
        return r;
    return stribeck_slow(STRIBECK_SLOPE, y, mu_s, mu_k, v_s, eps_v);
}
SF_PUBLIC(smooth_mu_stribeck_derivative, STRIBECK_PARAMS, y, mu_s, mu_k, v_s, eps_v)
SF_INLINE double smooth_mu_stribeck_f1_body(double y, double mu_s, double mu_k,
                                            double v_s, double eps_v, int hw)
{
    double r;
    if (stribeck_fast_range(y, mu_s, mu_k, v_s, eps_v)) {
        const stribeck_decay s = stribeck_decay_at(y, mu_s, mu_k, v_s, hw);
        sf_dd f = { 1.0, 0.0 };
        if (y < eps_v) {
            const sf_dd re = sf_recip(eps_v, hw);
            const sf_dd w = sf_mul(sf_two_sum(2 * eps_v, -y), re, hw);       /* 2 - t */
            f = sf_mul(sf_mul_d(re, y, hw), w, hw);
        }
        if (stribeck_round(sf_mul_d(f, mu_k, hw), mu_k * f.hi, sf_mul(s.d, f, hw),
                           s.d.hi * f.hi, &s, hw, &r))
            return r;
    }
    return stribeck_slow(STRIBECK_F1, y, mu_s, mu_k, v_s, eps_v);
}
SF_PUBLIC(smooth_mu_stribeck_f1, STRIBECK_PARAMS, y, mu_s, mu_k, v_s, eps_v)
SF_INLINE double smooth_mu_stribeck_f1_over_x_body(double y, double mu_s, double mu_k,
                                                   double v_s, double eps_v, int hw)
{
    double r;
    if (stribeck_fast_range(y, mu_s, mu_k, v_s, eps_v)) {
        const stribeck_decay s = stribeck_decay_at(y, mu_s, mu_k, v_s, hw);
        sf_dd g;                                      /* no 1/y at rest: no flag raised */
        if (y < eps_v) {
            const sf_dd re = sf_recip(eps_v, hw);
            g = sf_mul(sf_mul(sf_two_sum(2 * eps_v, -y), re, hw), re, hw);
        } else {
            g = sf_recip(y, hw);
        }
        if (stribeck_round(sf_mul_d(g, mu_k, hw), mu_k * g.hi, sf_mul(s.d, g, hw),
                           s.d.hi * g.hi, &s, hw, &r))
            return r;
    }
    return stribeck_slow(STRIBECK_F1_OVER_X, y, mu_s, mu_k, v_s, eps_v);
}
SF_PUBLIC(smooth_mu_stribeck_f1_over_x, STRIBECK_PARAMS, y, mu_s, mu_k, v_s, eps_v)
SF_INLINE double smooth_mu_stribeck_f2_body(double y, double mu_s, double mu_k,
                                            double v_s, double eps_v, int hw)
{
    double r;
    if (stribeck_fast_range(y, mu_s, mu_k, v_s, eps_v)) {
        if (!(y < eps_v)) {
            if (stribeck_slope(y, mu_s, mu_k, v_s, hw, &r))
                return r;
        } else {
            const stribeck_decay s = stribeck_decay_at(y, mu_s, mu_k, v_s, hw);
            const sf_dd re = sf_recip(eps_v, hw);
            const sf_dd a = sf_mul_d(sf_mul(sf_mul(sf_two_sum(eps_v, -y), re, hw), re, hw), 2.0, hw);
            const sf_dd w = sf_mul(sf_two_sum(2 * eps_v, -y), re, hw);
            const sf_dd p = sf_mul(sf_mul(sf_mul_d(re, y, hw), w, hw), sf_recip(v_s, hw), hw);
            const sf_dd g = stribeck_add(a, (sf_dd){ -p.hi, -p.lo });
            if (stribeck_round(sf_mul_d(a, mu_k, hw), mu_k * a.hi, sf_mul(s.d, g, hw),
                               s.d.hi * (a.hi + p.hi), &s, hw, &r))
                return r;
        }
    }
    return stribeck_slow(STRIBECK_F2, y, mu_s, mu_k, v_s, eps_v);
}
SF_PUBLIC(smooth_mu_stribeck_f2, STRIBECK_PARAMS, y, mu_s, mu_k, v_s, eps_v)
SF_INLINE double
smooth_mu_stribeck_f2_x_minus_mu_f1_over_x3_body(double y, double mu_s, double mu_k, double v_s,
                                                 double eps_v, int hw)
{
    double r;
    if (stribeck_fast_range(y, mu_s, mu_k, v_s, eps_v) && y > 0) {
        const stribeck_decay s = stribeck_decay_at(y, mu_s, mu_k, v_s, hw);
        const sf_dd ry = sf_recip(y, hw), rv = sf_recip(v_s, hw);
        sf_dd c = ry, u = rv;                                     /* u/v_s */
        if (y < eps_v) {
            c = sf_recip(eps_v, hw);
            u = sf_mul(sf_mul(sf_two_sum(2 * eps_v, -y), c, hw), rv, hw);
        }
        const sf_dd cy = sf_mul(c, ry, hw), f = sf_mul(c, cy, hw);
        const sf_dd g = sf_mul(stribeck_add(u, c), cy, hw);
        const sf_dd m = sf_mul_d(f, mu_k, hw), r1 = sf_mul(s.d, g, hw);
        if (stribeck_round((sf_dd){ -m.hi, -m.lo }, m.hi, (sf_dd){ -r1.hi, -r1.lo },
                           r1.hi, &s, hw, &r))
            return r;
    }
    return stribeck_slow(STRIBECK_HESSIAN, y, mu_s, mu_k, v_s, eps_v);
}
SF_PUBLIC(smooth_mu_stribeck_f2_x_minus_mu_f1_over_x3, STRIBECK_PARAMS, y, mu_s, mu_k,
          v_s, eps_v)
static void potential_terms(mpq_t r[3], mpq_t x, mpq_t w, mpq_t q[5], int beyond);
static double potential_exact(double y, double mu_s, double mu_k, double v_s,
                              double eps_v)
{
    SF_COUNT_EXACT_CALL();
    const double a[5] = { isinf(y) ? 0.0 : y, mu_s, mu_k, v_s, eps_v };
    mpq_t q[5], r[3], x, w;
    for (int i = 0; i < 5; i++) {
        mpq_init(q[i]);
        mpq_set_d(q[i], a[i]);
    }
    mpq_inits(r[0], r[1], r[2], x, w, (mpq_ptr)0);
    const int beyond = y >= eps_v;
    potential_terms(r, x, w, q, beyond);
    const double result = round_decaying(r[0], r[1], x, beyond && !isinf(y) ? r[2] : NULL,
                                         beyond && !isinf(y) ? w : NULL);
    mpq_clears(r[0], r[1], r[2], x, w, (mpq_ptr)0);
    for (int i = 0; i < 5; i++)
        mpq_clear(q[i]);
    return result;
}
static void potential_terms(mpq_t r[3], mpq_t x, mpq_t w, mpq_t q[5], int beyond)
{
    mpq_t c, d, k, a;                                  /* c, D, D eps/c^3, scratch */
    mpq_inits(c, d, k, a, (mpq_ptr)0);
    mpq_div(c, q[4], q[3]);
    mpq_sub(d, q[1], q[2]);
    mpq_mul(k, c, c);
    mpq_mul(k, k, c);
    mpq_div(k, q[4], k);
    mpq_mul(k, k, d);
    mpq_set_ui(a, 1, 1);
    mpq_sub(a, c, a);
    mpq_mul(r[0], k, a);
    mpq_add(r[0], r[0], r[0]);                                 /* 2 D eps (c - 1)/c^3 */
    if (!beyond) {
        mpq_div(x, q[0], q[3]);
        mpq_div(w, q[0], q[4]);                                            /* t, for now */
        mpq_set_ui(a, 3, 1);
        mpq_sub(a, a, w);
        mpq_mul(a, a, w);
        mpq_mul(a, a, w);
        mpq_set_ui(r[1], 1, 1);
        mpq_add(a, a, r[1]);                                          /* 1 + 3t^2 - t^3 */
        mpq_mul(a, a, q[4]);
        mpq_mul(a, a, q[2]);
        mpq_set_ui(r[1], 3, 1);
        mpq_div(a, a, r[1]);                                          /* mu_k f0(y) */
        mpq_add(r[0], r[0], a);
        mpq_add(a, x, x);                                             /* 2x */
        mpq_mul(r[1], a, c);
        mpq_sub(r[1], r[1], a);
        mpq_add(r[1], r[1], c);
        mpq_add(r[1], r[1], c);
        mpq_mul(a, x, x);
        mpq_sub(r[1], r[1], a);
        mpq_set_ui(a, 2, 1);
        mpq_sub(r[1], r[1], a);                                   /* 2xc - x^2 + 2c - 2x - 2 */
        mpq_mul(r[1], r[1], k);
        mpq_neg(r[1], r[1]);
    } else {
        mpq_mul(a, q[2], q[0]);
        mpq_add(r[0], r[0], a);                                                  /* + mu_k y */
        mpq_add(r[1], k, k);                                                     /* 2 D eps/c^3 */
        mpq_mul(r[2], d, q[3]);
        mpq_neg(r[2], r[2]);                                                     /* -D v_s */
        mpq_set(x, c);
        mpq_sub(w, q[0], q[4]);
        mpq_div(w, w, q[3]);
    }
    mpq_clears(c, d, k, a, (mpq_ptr)0);
}
static double potential_slow(double y, double mu_s, double mu_k, double v_s, double eps_v)
{
    double r;
    if (outside_stribeck_domain(y, mu_s, mu_k, v_s, eps_v, &r))
        return r;
    if (isinf(y) && mu_k > 0)
        return HUGE_VAL;
    return potential_exact(y, mu_s, mu_k, v_s, eps_v);
}
SF_INLINE double smooth_mu_stribeck_f0_body(double y, double mu_s, double mu_k, double v_s,
                                            double eps_v, int hw)
{
    double r;
    if (sf_potential_fast_range(y, mu_s, mu_k, v_s, eps_v)
        && sf_potential_fast(y, mu_s, mu_k, v_s, eps_v, hw, &r))
        return r;
    return potential_slow(y, mu_s, mu_k, v_s, eps_v);
}
SF_PUBLIC(smooth_mu_stribeck_f0, STRIBECK_PARAMS, y, mu_s, mu_k, v_s, eps_v)
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
