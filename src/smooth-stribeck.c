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
#include <stdlib.h>
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
#define STRIBECK_SPAN (UINT64_C(1) << 59)                /* 2^-100 <= a < 2^28 */
SF_INLINE int stribeck_moderate(double a)                    /* 2^-100 <= a <= 2^100 */
{
    return sf_bits(a) - STRIBECK_LOW <= STRIBECK_HIGH - STRIBECK_LOW;
}
SF_INLINE int stribeck_fast_range(double y, double mu_s, double mu_k, double v_s,
                                  double eps_v)
{
    const uint64_t s = sf_bits(mu_s), k = sf_bits(mu_k);
    const uint64_t w = (sf_bits(y) - STRIBECK_LOW) | (s - STRIBECK_LOW)
                       | (k - STRIBECK_LOW) | (sf_bits(v_s) - STRIBECK_LOW)
                       | (sf_bits(eps_v) - STRIBECK_LOW) | (s - k);
    if (w < STRIBECK_SPAN)                               /* the common case, at once */
        return 1;
    return (stribeck_moderate(y) | (sf_bits(y) == 0)) & stribeck_moderate(mu_s)
           & (stribeck_moderate(mu_k) | (k == 0)) & (mu_k <= mu_s)
           & stribeck_moderate(v_s) & stribeck_moderate(eps_v);
}
typedef struct { sf_dd x, d, rv; } stribeck_decay;             /* y/v_s, D, 1/v_s */
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
    const sf_dd rv = sf_recip(v_s, hw), p = sf_two_prod(y, rv.hi, hw);
    const sf_dd x = { p.hi, sf_mul_add(y, rv.lo, p.lo, hw) };       /* not normalized */
    const stribeck_decay s = { x, sf_two_sum(mu_s, -mu_k), rv };
    return s;
}
SF_INLINE int stribeck_try(sf_dd x, sf_dd r0, double a0, sf_dd r1, double a1, int hw,
                           double *result)                         /* r0 + r1 e^-x */
{
    const sf_dd e = sf_exp_minus_quick(x.hi, x.lo, hw);
    const sf_dd p = sf_two_prod(r1.hi, e.hi, hw);
    const int none = SF_CONSTANT(a0) && a0 == 0;              /* R0 = 0: no sum to form */
    const double l0 = SF_CONSTANT(r0.lo) && r0.lo == 0 ? p.lo : r0.lo + p.lo;
    const double lo = l0 + sf_mul_add(r1.hi, e.lo, r1.lo * e.hi, hw);
    const sf_dd w = none ? (sf_dd){ p.hi, 0.0 } : sf_two_sum(r0.hi, p.hi);
    const sf_dd v = { w.hi, none ? lo : w.lo + lo };                   /* unnormalized */
    return sf_rounds_to_one(v, 0x1p-58 * (a0 + a1 * e.hi), 0x1p-900, result);
}
SF_INLINE double stribeck_power(int k)                /* 2^-k for k >= 0, 0 beyond 1074 */
{
    const uint64_t b = k <= 1022 ? (uint64_t)(1023 - k) << 52
                       : k <= 1074 ? UINT64_C(1) << (1074 - k) : 0;
    double p;
    memcpy(&p, &b, sizeof p);
    return p;
}
SF_INLINE int stribeck_round_product(sf_dd r1, double a1, sf_dd x, int hw, double *result)
{
    if (x.hi >= 1100) {                                  /* |R1| e^-x < 2^-1166 */
        *result = r1.hi < 0 ? -0.0 : 0.0;
        return 1;
    }
    const int half = x.hi > 600;                        /* e^-x = (e^-x/2)^2 */
    int m;
    sf_dd e = sf_exp_minus_reduced(half ? 0.5 * x.hi : x.hi, half ? 0.5 * x.lo : x.lo, hw,
                                   &m);
    if (half) {
        e = sf_mul(e, e, hw);
        m *= 2;
    }
    const sf_dd p = sf_mul(r1, e, hw);                          /* R1 e^-x 2^m */
    const double a = fabs(p.hi), err = 0x1p-77 * (a1 * e.hi);
    if (!(a >= 0x1p-500 && a <= 0x1p400))
        return 0;
    const int j = (int)(sf_bits(a) >> 52) - 1023, k1 = m < 500 ? m : 500;   /* 2^j <= a */
    const double wide = j - m >= -1021 ? err : err + 0x1p-51 * a;
    const double s1 = stribeck_power(k1), s2 = stribeck_power(m - k1);
    const double lo = (p.hi + (p.lo - wide)) * s1 * s2;
    const double hi = (p.hi + (p.lo + wide)) * s1 * s2;
    if (lo != hi)
        return 0;
    *result = lo;
    return 1;
}
SF_INLINE sf_dd stribeck_add(sf_dd a, sf_dd b)
{
    const sf_dd s = sf_two_sum(a.hi, b.hi);
    return sf_fast_two_sum(s.hi, s.lo + (a.lo + b.lo));
}
SF_INLINE int stribeck_round(sf_dd r0, double a0, sf_dd r1, double a1,
                             const stribeck_decay *s, int hw, double *result)
{
    const double x = s->x.hi;
    if (x <= 600 && stribeck_try(s->x, r0, a0, r1, a1, hw, result))
        return 1;
    if (r0.hi == 0 && r1.hi != 0)                   /* R1 e^-x: it may underflow */
        return stribeck_round_product(r1, a1, s->x, hw, result);
    sf_dd e = { 0.0, 0.0 };
    double beyond = 0x1p-865;                                       /* e^-x < 2^-865 */
    if (x <= 600) {
        e = sf_exp_minus(s->x.hi, s->x.lo, hw);
        beyond = 0.0;
    }
    const sf_dd v = stribeck_add(r0, sf_mul(r1, e, hw));
    const double err = 0x1p-77 * (a0 + a1 * e.hi) + a1 * beyond;
    return sf_rounds_to_one(v, err, 0x1p-900, result);
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
    const long b = (long)mpz_sizeinbase(a, 2)
                   - (long)mpz_sizeinbase(mpq_denref(r1), 2) + 1;
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
    const stribeck_decay s = stribeck_decay_at(y, mu_s, mu_k, v_s, hw);
    const sf_dd g = sf_mul(s.d, s.rv, hw);                               /* D/v_s */
    const sf_dd r1 = { -g.hi, -g.lo }, zero = { 0.0, 0.0 };
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
            const sf_dd p = sf_mul(sf_mul(sf_mul_d(re, y, hw), w, hw), s.rv, hw);
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
smooth_mu_stribeck_f2_x_minus_mu_f1_over_x3_body(double y, double mu_s, double mu_k,
                                                 double v_s,
                                                 double eps_v, int hw)
{
    double r;
    if (stribeck_fast_range(y, mu_s, mu_k, v_s, eps_v) && y > 0) {
        const stribeck_decay s = stribeck_decay_at(y, mu_s, mu_k, v_s, hw);
        const sf_dd ry = sf_recip(y, hw), rv = s.rv;
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
#ifdef SF_COUNT_SLOW_PATH
unsigned long smooth_friction_potential_retries[2];
#endif
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
SF_INLINE double smooth_mu_stribeck_f0_body(double y, double mu_s, double mu_k,
                                            double v_s,
                                            double eps_v, int hw)
{
    double r;
    if (sf_potential_fast_range(y, mu_s, mu_k, v_s, eps_v)
        && sf_potential_fast(y, mu_s, mu_k, v_s, eps_v, hw, &r))
        return r;
    return potential_slow(y, mu_s, mu_k, v_s, eps_v);
}
SF_PUBLIC(smooth_mu_stribeck_f0, STRIBECK_PARAMS, y, mu_s, mu_k, v_s, eps_v)
typedef struct { double mu_k; sf_dd d, c; int hw; } peak_problem;     /* mu_s in [1, 2) */
typedef struct { double a, b, at; sf_dd g; double err; } peak_hump; /* g* - g(a) <= err */
SF_INLINE double peak_slope(const peak_problem *p, double t, double *curvature)
{
    const double c = p->c.hi, de = p->d.hi * quiet_exp(-c * t);
    const double mu = p->mu_k + de, s = 1 - t, f = t * (2 - t);
    *curvature = -2 * mu + de * (c * c * f - 4 * c * s);
    return 2 * s * mu - c * de * f;
}
SF_INLINE double peak_newton(const peak_problem *p, double lo, double hi, double t)
{
    for (int i = 0; i < 200; i++) {
        double curvature;
        const double slope = peak_slope(p, t, &curvature);
        if (slope == 0)
            return t;
        *(slope > 0 ? &lo : &hi) = t;
        const double next = t - slope / curvature;
        if (next >= lo && next <= hi && fabs(next - t) <= 0x1p-42 * t)
            return next;
        t = next > lo && next < hi ? next : lo + 0.5 * (hi - lo);
    }
    return t;
}
typedef struct { sf_dd g, slope; double g_err, slope_err, e; } peak_point;
SF_INLINE peak_point peak_at(const peak_problem *p, double t)
{
    const int hw = p->hw;
    const sf_dd ct = sf_two_prod(p->c.hi, t, hw);
    const sf_dd x = sf_fast_two_sum(ct.hi, ct.lo + p->c.lo * t);
    sf_dd e = { 0.0, 0.0 };
    double beyond = 0x1p-865;                                  /* e^-x < 2^-865 */
    if (x.hi <= 600) {
        e = sf_exp_minus(x.hi, x.lo, hw);
        beyond = 0.0;
    }
    const sf_dd s = sf_two_sum(1.0, -t), f = sf_mul_d(sf_two_sum(2.0, -t), t, hw);
    const sf_dd de = sf_mul(p->d, e, hw), mu = stribeck_add((sf_dd){ p->mu_k, 0.0 }, de);
    const sf_dd t1 = sf_mul(mu, s, hw), t2 = sf_mul(sf_mul(p->c, de, hw), f, hw);
    peak_point q;
    q.g = sf_mul(mu, f, hw);
    q.slope = stribeck_add((sf_dd){ 2 * t1.hi, 2 * t1.lo }, (sf_dd){ -t2.hi, -t2.lo });
    q.g_err = 0x1p-77 * q.g.hi + 2 * beyond * p->d.hi;
    q.slope_err = 0x1p-77 * (2 * t1.hi + t2.hi) + 2 * beyond * p->d.hi * (2 + p->c.hi);
    q.e = e.hi + beyond;
    return q;
}
SF_INLINE double peak_clip(double t) { return t < 1.0 ? t : 1.0; }    /* NaN: 1 */
SF_INLINE int peak_certain(sf_dd v, double err, int sign)
{
    return sign * v.hi > 0 && fabs(v.hi) * (1 - 0x1p-50) > err;
}
SF_INLINE int peak_bracket(const peak_problem *p, double t, peak_hump *h)
{
    double curvature;
    peak_slope(p, t, &curvature);
    const peak_point q = peak_at(p, t);
    const double t1 = peak_clip(t - (q.slope.hi + q.slope.lo) / curvature), c = p->c.hi;
    for (double w = 0x1p-49; w <= 0x1p-41 && t1 > 0; w *= 0x1p8) {
        const double a = t1 - w * t1, b = peak_clip(t1 + w * t1);
        const peak_point qa = peak_at(p, a);
        if (!peak_certain(qa.slope, qa.slope_err, 1))
            continue;
        if (b < 1) {
            const peak_point qb = peak_at(p, b);
            if (!peak_certain(qb.slope, qb.slope_err, -1))
                continue;
        }
        const double m = 2 * p->mu_k + p->d.hi * qa.e * (2 + 4 * c + c * c);
        *h = (peak_hump){ a, b, t1, qa.g, qa.g_err + 0.5 * m * (b - a) * (b - a) };
        h->err *= 1 + 0x1p-40;
        return 1;
    }
    return 0;
}
SF_INLINE double peak_cubic(double c, double s) { return ((c * s + 3) * s - c) * s + 1; }
SF_INLINE double peak_cubic_err(double c, double s)        /* s >= 0: 2^-48 sum |terms| */
{
    return 0x1p-48 * (((c * s + 3) * s + c) * s + 1);
}
SF_INLINE int peak_root_of_cubic(double c, double s, int falling, double *ta, double *tb)
{
    for (int i = 0; i < 100; i++) {
        const double next = s - peak_cubic(c, s) / ((3 * c * s + 6) * s - c);
        const int done = fabs(next - s) <= 0x1p-45 * s;
        s = next;
        if (done)
            break;
    }
    const double lo = s * (1 - 0x1p-40), hi = s * (1 + 0x1p-40);
    const double before = peak_cubic(c, lo), after = peak_cubic(c, hi);
    const double e_lo = peak_cubic_err(c, lo), e_hi = peak_cubic_err(c, hi);
    *ta = (1 - hi) * (1 - 0x1p-50);
    *tb = (1 - lo) * (1 + 0x1p-50);
    return falling ? before > e_lo && after < -e_hi : before < -e_lo && after > e_hi;
}
SF_INLINE int peak_cuts(double c, double cut[4])
{
    const double sm = (sqrt(9 + 3 * c * c) - 3) / (3 * c);
    const double cm = peak_cubic(c, sm), slope = (3 * c * sm + 6) * sm - c;
    if (c <= 4 || cm - fabs(slope) * (1 + 0x1p-40) - 0x1p-45 * (c + 2) > 0)
        return 0;
    if (!(cm < -peak_cubic_err(c, sm)))
        return -1;
    const int b = peak_root_of_cubic(c, 1.0, 0, &cut[0], &cut[1]);   /* p1 = 1 - s_b */
    const int a = peak_root_of_cubic(c, 0.0, 1, &cut[2], &cut[3]);   /* p2 = 1 - s_a */
    return a && b ? 2 : -1;
}
SF_INLINE double peak_w(const peak_problem *p, double t, int upper)   /* bound on w(t) */
{
    const double x = p->c.hi * t;
    double e = upper ? 0x1p-865 : 0.0;
    if (x <= 600)
        e = sf_exp_minus(x, 0.0, p->hw).hi * (upper ? 1 + 0x1p-41 : 1 - 0x1p-41);
    return p->d.hi * e / (p->mu_k + p->d.hi * e);
}
SF_INLINE int peak_sign_between(const peak_problem *p, double a, double b)
{
    const double qa = 2 * (1 - a) / (a * (2 - a)), qb = 2 * (1 - b) / (b * (2 - b));
    const double c = p->c.hi, pad = 1 + 0x1p-45;
    if (!(a > 0))
        return 0;                                       /* the bounds need 0 < a */
    if (qb > c * peak_w(p, a, 1) * pad * pad)
        return 1;
    if (qa * pad * pad < c * peak_w(p, b, 0))
        return -1;
    return 0;
}
SF_INLINE int peak_humps(const peak_problem *p, peak_hump h[2])
{
    const double c = p->c.hi, t0 = 2 / ((c + 1) + sqrt(c * c + 1));
    double cut[4];
    if (p->mu_k == 0)
        return peak_bracket(p, t0, &h[0]);
    const int cuts = peak_cuts(c, cut);
    if (cuts == 0) {
        const double start = p->mu_k < p->d.hi * quiet_exp(-c * t0) ? t0 : 1.0;
        return peak_bracket(p, peak_newton(p, t0, 1.0, start), &h[0]);
    }
    const int s1 = cuts < 0 ? 0 : peak_sign_between(p, cut[0], cut[1]);
    const int s2 = cuts < 0 ? 0 : peak_sign_between(p, cut[2], cut[3]);
    if (s1 > 0)                                              /* only the second hump */
        return peak_bracket(p, peak_newton(p, cut[2], 1.0, 1.0), &h[0]);
    if (s2 < 0)                                               /* only the first hump */
        return peak_bracket(p, peak_newton(p, t0, cut[1], t0), &h[0]);
    if (s1 < 0 && s2 > 0 && peak_bracket(p, peak_newton(p, t0, cut[1], t0), &h[0])
        && peak_bracket(p, peak_newton(p, cut[2], 1.0, 1.0), &h[1]) && h[0].b < h[1].a)
        return 2;
    return 0;
}
SF_INLINE int peak_round_hump(const peak_hump *h, double up, double *r)
{
    const sf_dd v = { h->g.hi * up, h->g.lo * up };
    return sf_rounds_to_one(v, h->err * up + 0x1p-1074, 0x1p-960, r);
}
SF_INLINE int peak_round_humps(const peak_hump *h, int n, double up, double *r,
                               double *at)
{
    const int k = n == 2 && h[1].g.hi > h[0].g.hi;
    if (!peak_round_hump(&h[k], up, r))
        return 0;
    if (n == 2 && (h[1 - k].g.hi + h[1 - k].err) * (1 + 0x1p-50)
                      >= (h[k].g.hi - h[k].err) * (1 - 0x1p-50)) {
        double other;
        if (!peak_round_hump(&h[1 - k], up, &other) || other != *r)
            return 0;
    }
    *at = h[k].at;
    return 1;
}
enum { PEAK_FIRST_PREC = 128, PEAK_LAST_PREC = 2048 };
typedef struct { mpq_t mu_k, d, c; long prec; } peak_rational;
typedef struct { mpq_t t, el, eh; } peak_knot;                /* el <= e^-ct <= eh */
typedef struct { peak_knot a, b; } peak_span;
typedef struct { peak_span *s; size_t n, cap; } peak_spans;

static void peak_knot_init(peak_knot *k) { mpq_inits(k->t, k->el, k->eh, (mpq_ptr)0); }
static void peak_knot_clear(peak_knot *k) { mpq_clears(k->t, k->el, k->eh, (mpq_ptr)0); }
static void peak_knot_set(peak_knot *k, const peak_rational *P, const mpq_t t)
{
    const long far = P->prec + 2200;
    mpq_set(k->t, t);
    mpq_mul(k->eh, P->c, t);                                         /* x = c t */
    if (mpq_sgn(k->eh) == 0) {
        mpq_set_ui(k->el, 1, 1);
        mpq_set_ui(k->eh, 1, 1);
    } else if (mpq_cmp_ui(k->eh, (unsigned long)far, 1) > 0) {
        mpq_set_ui(k->el, 0, 1);
        mpq_set_ui(k->eh, 1, 1);
        mpq_div_2exp(k->eh, k->eh, (mp_bitcnt_t)far);
    } else {
        mpz_t lo, hi;
        long e;
        mpz_inits(lo, hi, NULL);
        enclose_decay(lo, hi, &e, k->eh, P->prec);
        if (mpz_sgn(lo) < 0)
            mpz_set_ui(lo, 0);
        mpq_set_z(k->el, lo);
        mpq_set_z(k->eh, hi);
        if (e >= 0) {
            mpq_mul_2exp(k->el, k->el, (mp_bitcnt_t)e);
            mpq_mul_2exp(k->eh, k->eh, (mp_bitcnt_t)e);
        } else {
            mpq_div_2exp(k->el, k->el, (mp_bitcnt_t)-e);
            mpq_div_2exp(k->eh, k->eh, (mp_bitcnt_t)-e);
        }
        mpz_clears(lo, hi, NULL);
    }
}
static void peak_f(mpq_t f, const mpq_t t)                            /* t(2 - t) */
{
    mpq_set_ui(f, 2, 1);
    mpq_sub(f, f, t);
    mpq_mul(f, f, t);
}
static void peak_force(mpq_t g, const peak_rational *P, const mpq_t e, const mpq_t tf)
{
    mpq_t f;
    mpq_init(f);
    peak_f(f, tf);
    mpq_mul(g, P->d, e);
    mpq_add(g, g, P->mu_k);
    mpq_mul(g, g, f);
    mpq_clear(f);
}
static void peak_slope_bound(mpq_t r, const peak_rational *P, const mpq_t t,
                             const mpq_t e_mu, const mpq_t e_c, const mpq_t tf)
{
    mpq_t u;
    mpq_init(u);
    mpq_mul(r, P->d, e_mu);
    mpq_add(r, r, P->mu_k);
    mpq_set_ui(u, 1, 1);
    mpq_sub(u, u, t);
    mpq_mul_2exp(u, u, 1);
    mpq_mul(r, r, u);                                        /* (2 - 2t)(mu_k + D e_mu) */
    peak_f(u, tf);
    mpq_mul(u, u, e_c);
    mpq_mul(u, u, P->d);
    mpq_mul(u, u, P->c);
    mpq_sub(r, r, u);                                                /* - c D e_c f(tf) */
    mpq_clear(u);
}
static void peak_knot_copy(peak_knot *to, const peak_knot *from)
{
    mpq_set(to->t, from->t);
    mpq_set(to->el, from->el);
    mpq_set(to->eh, from->eh);
}
static void peak_push(peak_spans *s, const peak_knot *a, const peak_knot *b)
{
    if (s->n == s->cap) {
        const size_t cap = s->cap ? 2 * s->cap : 16;
        peak_span *n = realloc(s->s, cap * sizeof *n);
        if (n == NULL)
            abort();                                                 /* out of memory */
        for (size_t i = s->cap; i < cap; i++) {
            peak_knot_init(&n[i].a);
            peak_knot_init(&n[i].b);
        }
        s->s = n;
        s->cap = cap;
    }
    peak_knot_copy(&s->s[s->n].a, a);
    peak_knot_copy(&s->s[s->n].b, b);
    s->n++;
}
static void peak_spans_clear(peak_spans *s)
{
    for (size_t i = 0; i < s->cap; i++) {
        peak_knot_clear(&s->s[i].a);
        peak_knot_clear(&s->s[i].b);
    }
    free(s->s);
}
typedef struct { mpq_t lo, hi, at, w; int give_up; } peak_bounds;  /* lo <= g* <= hi */
static void peak_raise(peak_bounds *B, const peak_rational *P, const peak_knot *k,
                       int settle)
{
    peak_force(B->w, P, k->el, k->t);
    if (mpq_cmp(B->w, B->lo) > 0) {
        mpq_set(B->lo, B->w);
        mpq_set(B->at, k->t);
    }
    peak_force(B->w, P, k->eh, k->t);
    if (settle && mpq_cmp(B->w, B->hi) > 0)
        mpq_set(B->hi, B->w);
}
static void peak_span_step(peak_bounds *B, const peak_rational *P, const peak_span *I,
                           peak_spans *next, peak_knot *m)
{
    mpq_t lo, hi, u;
    mpq_inits(lo, hi, u, (mpq_ptr)0);
    peak_slope_bound(lo, P, I->b.t, I->b.el, I->a.eh, I->b.t);
    peak_slope_bound(hi, P, I->a.t, I->a.eh, I->b.el, I->a.t);
    if (mpq_sgn(lo) >= 0 || mpq_sgn(hi) <= 0) {
        peak_raise(B, P, mpq_sgn(lo) >= 0 ? &I->b : &I->a, 1);
    } else {
        mpq_add(u, I->a.t, I->b.t);
        mpq_div_2exp(u, u, 1);
        peak_knot_set(m, P, u);
        peak_raise(B, P, m, 0);
        mpq_neg(lo, lo);
        if (mpq_cmp(lo, hi) > 0)
            mpq_set(hi, lo);                                             /* max |g'| on [a, b] */
        mpq_sub(u, I->b.t, I->a.t);
        mpq_div_2exp(u, u, 1);
        mpq_mul(hi, hi, u);
        peak_force(u, P, m->eh, m->t);
        mpq_add(hi, hi, u);                                        /* g(m) + (b - a)/2 max|g'| */
        peak_force(u, P, I->a.eh, I->b.t);                                      /* mu(a) f(b) */
        if (mpq_cmp(hi, u) < 0)
            mpq_set(u, hi);
        mpq_div_2exp(lo, B->lo, (mp_bitcnt_t)(P->prec - 8));
        mpq_add(lo, lo, B->lo);                                             /* L (1 + 2^(8-p)) */
        if (mpq_cmp(u, B->lo) < 0)
            ;                                                                        /* dropped */
        else if (B->give_up || mpq_cmp(u, lo) <= 0) {
            if (mpq_cmp(u, B->hi) > 0)
                mpq_set(B->hi, u);
        } else {
            peak_push(next, &I->a, m);
            peak_push(next, m, &I->b);
        }
    }
    mpq_clears(lo, hi, u, (mpq_ptr)0);
}
static long peak_levels(const peak_rational *P) { return 4 * P->prec + 4400; }
static void peak_enclose(peak_bounds *B, const peak_rational *P)
{
    peak_spans now = { NULL, 0, 0 }, next = { NULL, 0, 0 }, swap;
    peak_knot a, b;
    peak_knot_init(&a);
    peak_knot_init(&b);
    mpq_set_ui(B->lo, 0, 1);
    mpq_set_ui(B->hi, 0, 1);
    mpq_set_ui(B->at, 1, 1);
    B->give_up = 0;
    peak_knot_set(&a, P, B->lo);
    peak_knot_set(&b, P, B->at);
    peak_push(&now, &a, &b);
    peak_raise(B, P, &b, 0);
    if (mpq_cmp_ui(P->c, 1, 1) > 0) {
        mpq_inv(B->w, P->c);
        peak_knot_set(&b, P, B->w);
        peak_raise(B, P, &b, 0);
    }
    for (long level = 0; now.n > 0; level++) {
        B->give_up = level > peak_levels(P) || now.n > 4096;
        next.n = 0;
        for (size_t i = 0; i < now.n; i++)
            peak_span_step(B, P, &now.s[i], &next, &a);
        swap = now, now = next, next = swap;
    }
    if (mpq_cmp(B->hi, B->lo) < 0)
        mpq_set(B->hi, B->lo);
    peak_spans_clear(&now);
    peak_spans_clear(&next);
    peak_knot_clear(&a);
    peak_knot_clear(&b);
}
#ifdef SF_COUNT_SLOW_PATH
unsigned long smooth_friction_peak_cap_calls;          /* the Ziv loop reached its cap */
#endif
static double peak_exact(double mu_s, double mu_k, double v_s, double eps_v, double *at)
{
    peak_rational P;
    peak_bounds B;
    double r = 0.0;
    mpq_inits(P.mu_k, P.d, P.c, B.lo, B.hi, B.at, B.w, (mpq_ptr)0);
    mpq_set_d(P.mu_k, mu_k);
    mpq_set_d(P.d, mu_s);
    mpq_sub(P.d, P.d, P.mu_k);
    mpq_set_d(P.c, eps_v);
    mpq_set_d(B.w, v_s);
    mpq_div(P.c, P.c, B.w);
    for (P.prec = PEAK_FIRST_PREC;; P.prec *= 2) {
        peak_enclose(&B, &P);
        r = sf_round_rational(B.lo);
        if (sf_bits(r) == sf_bits(sf_round_rational(B.hi)))
            break;
        if (P.prec >= PEAK_LAST_PREC) {
            mpq_add(B.w, B.lo, B.hi);
            mpq_div_2exp(B.w, B.w, 1);
            r = sf_round_rational(B.w);
            #ifdef SF_COUNT_SLOW_PATH
            smooth_friction_peak_cap_calls++;
            #endif
            break;
        }
    }
    *at = sf_round_rational(B.at);
    mpq_clears(P.mu_k, P.d, P.c, B.lo, B.hi, B.at, B.w, (mpq_ptr)0);
    return r;
}
static int peak_fast_range(double mu_s, double mu_k, double v_s, double eps_v)
{
    const double c = eps_v / v_s;
    return mu_s >= 0x1p-1022 && mu_s < 0x1p1023 && mu_k < mu_s
           && (mu_k == 0 || mu_k >= 0x1p-200 * mu_s) && v_s >= 0x1p-500
           && v_s <= 0x1p500 && eps_v >= 0x1p-500 && eps_v <= 0x1p500
           && c >= 0x1p-900 && c <= 0x1p60;
}
static double peak_slow(double mu_s, double mu_k, double v_s, double eps_v,
                        double *y_over_eps)
{
    double r, at = 1.0;
    if (outside_stribeck_domain(0.0, mu_s, mu_k, v_s, eps_v, &r))
        at = r;
    else if (mu_k == mu_s)
        r = mu_k;
    else {
        SF_COUNT_EXACT_CALL();
        r = peak_exact(mu_s, mu_k, v_s, eps_v, &at);
    }
    if (y_over_eps)
        *y_over_eps = at;
    return r;
}
SF_INLINE double smooth_mu_stribeck_f1_peak_body(double mu_s, double mu_k, double v_s,
                                                 double eps_v, double *y_over_eps, int hw)
{
    if (peak_fast_range(mu_s, mu_k, v_s, eps_v)) {
        const int k = (int)(sf_bits(mu_s) >> 52) - 1023;
        const uint64_t down_bits = (uint64_t)(1023 - k) << 52;
        const uint64_t up_bits = (uint64_t)(1023 + k) << 52;
        double down, up, r, at;
        memcpy(&down, &down_bits, sizeof down);
        memcpy(&up, &up_bits, sizeof up);
        const peak_problem p = { mu_k * down, sf_two_sum(mu_s * down, -mu_k * down),
                                 stribeck_quotient(eps_v, v_s, hw), hw };
        peak_hump h[2];
        const int n = peak_humps(&p, h);
        if (n > 0 && peak_round_humps(h, n, up, &r, &at)) {
            if (y_over_eps)
                *y_over_eps = at;
            return r;
        }
    }
    return peak_slow(mu_s, mu_k, v_s, eps_v, y_over_eps);
}
SF_PUBLIC(smooth_mu_stribeck_f1_peak, (double mu_s, double mu_k, double v_s, double eps_v,
                                       double *y_over_eps), mu_s, mu_k, v_s, eps_v,
          y_over_eps)
