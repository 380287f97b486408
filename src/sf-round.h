/* Tangled from doc/rounding.nw; edit there, not here. */
#ifndef SF_ROUND_H
#define SF_ROUND_H
/* Internal to the library: the fast path of correct rounding (doc/rounding.nw). */
#include <math.h>
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#endif

#if defined(__GNUC__)
#define SF_INLINE static inline __attribute__((always_inline))
#else
#define SF_INLINE static inline
#endif

#if defined(SF_FORCE_DEKKER)                          /* for the tests: never FMA */
#define SF_FMA(a, b, c) fma(a, b, c)
#define SF_PUBLIC(name, params, ...) \
    double name params { const int hw = 0; return name##_body(__VA_ARGS__, hw); }
#elif defined(__FMA__) || defined(__aarch64__) || defined(__ARM_FEATURE_FMA)
#define SF_FMA(a, b, c) __builtin_fma(a, b, c)
#define SF_PUBLIC(name, params, ...) \
    double name params { const int hw = 1; return name##_body(__VA_ARGS__, hw); }
#elif defined(__GNUC__) && defined(__x86_64__)
#define SF_FMA(a, b, c) __builtin_fma(a, b, c)
#define SF_PUBLIC(name, params, ...) \
    __attribute__((target("fma"))) static double name##_fma params \
    { const int hw = 1; return name##_body(__VA_ARGS__, hw); } \
    static double name##_plain params { const int hw = 0; return name##_body(__VA_ARGS__, hw); } \
    double name params { return __builtin_cpu_supports("fma") ? name##_fma(__VA_ARGS__) \
                                                               : name##_plain(__VA_ARGS__); }
#else
#define SF_FMA(a, b, c) fma(a, b, c)
#define SF_PUBLIC(name, params, ...) \
    double name params { const int hw = 0; return name##_body(__VA_ARGS__, hw); }
#endif
typedef struct { double hi, lo; } sf_dd;

SF_INLINE sf_dd sf_two_sum(double a, double b)
{
    const double s = a + b, bb = s - a;
    const sf_dd r = { s, (a - (s - bb)) + (b - bb) };
    return r;
}

SF_INLINE sf_dd sf_fast_two_sum(double a, double b)
{
    const double s = a + b;
    const sf_dd r = { s, b - (s - a) };
    return r;
}

SF_INLINE sf_dd sf_two_prod(double a, double b, int hw)
{
    const double p = a * b;
    if (hw) {
        const sf_dd r = { p, SF_FMA(a, b, -p) };
        return r;
    }
    const double split = 134217729.0;                 /* 2^27 + 1 */
    const double ca = split * a, cb = split * b;
    const double ah = ca - (ca - a), al = a - ah, bh = cb - (cb - b), bl = b - bh;
    const sf_dd r = { p, ((ah * bh - p) + ah * bl + al * bh) + al * bl };
    return r;
}

SF_INLINE double sf_mul_add(double a, double b, double c, int hw)   /* ab + c, one or two roundings */
{
    return hw ? SF_FMA(a, b, c) : a * b + c;
}
SF_INLINE sf_dd sf_mul_d(sf_dd x, double y, int hw)
{
    const sf_dd c = sf_two_prod(x.hi, y, hw);
    return sf_fast_two_sum(c.hi, sf_mul_add(x.lo, y, c.lo, hw));
}

SF_INLINE sf_dd sf_mul(sf_dd x, sf_dd y, int hw)
{
    const sf_dd c = sf_two_prod(x.hi, y.hi, hw);
    const double t = sf_mul_add(x.hi, y.lo, x.lo * y.lo, hw);
    return sf_fast_two_sum(c.hi, c.lo + sf_mul_add(x.lo, y.hi, t, hw));
}

SF_INLINE sf_dd sf_div_d(sf_dd x, double y, int hw)
{
    const double th = x.hi / y;
    const sf_dd p = sf_two_prod(th, y, hw);
    const double delta = ((x.hi - p.hi) - p.lo) + x.lo;
    return sf_fast_two_sum(th, delta / y);
}

SF_INLINE sf_dd sf_div(sf_dd x, sf_dd y, int hw)
{
    const double th = x.hi / y.hi;
    const sf_dd r = sf_mul_d(y, th, hw);
    const double delta = (x.hi - r.hi) + (x.lo - r.lo);
    return sf_fast_two_sum(th, delta / y.hi);
}
typedef struct { double r, e, a; } sf_horner;      /* P(t) = r + e, error <= 2^-98 a */

SF_INLINE sf_horner sf_comp_horner(const double *c, int n, double th, double tl, int hw)
{
    double r = c[n], e = 0.0, d = 0.0, a = fabs(c[n]);
    for (int k = n - 1; k >= 0; k--) {
        d = sf_mul_add(d, th, r, hw);
        const sf_dd p = sf_two_prod(r, th, hw);
        const sf_dd s = sf_two_sum(p.hi, c[k]);
        r = s.hi;
        e = sf_mul_add(e, th, p.lo + s.lo, hw);
        a = sf_mul_add(a, th, fabs(c[k]), hw);
    }
    const sf_horner h = { r, e + tl * d, a };
    return h;
}
SF_INLINE int sf_rounds_to_one(sf_dd v, double err, double *result)
{
    if (v.hi == 0 && err == 0) {
        *result = 0.0;
        return 1;
    }
    if (!(fabs(v.hi) >= 0x1p-960) || v.hi + (v.lo - err) != v.hi + (v.lo + err))
        return 0;
    *result = v.hi + v.lo;
    return 1;
}
SF_INLINE int sf_mu_in_range(double mu) { return mu == 0 || (mu >= 0x1p-128 && mu <= 0x1p128); }

SF_INLINE int sf_fast_piece(int m, int l, int n, double den, const double (*coef)[8],
                            double y, double mu_s, double mu_k, double eps, int hw, double *result)
{
    if (!(eps >= 0x1p-128 && eps <= 0x1p128) || !sf_mu_in_range(mu_s) || !sf_mu_in_range(mu_k))
        return 0;
    const double th = y / eps;
    if (!(th >= 0x1p-64 || (th == 0 && l >= 0)))   /* y = 0: only the constant term */
        return 0;
    const sf_dd q = sf_two_prod(th, eps, hw);
    const double tl = ((y - q.hi) - q.lo) / eps;     /* the remainder is exact */
    double sc[8] = { 0 }, bc[8] = { 0 };
    int has_b = 0;
    for (int k = 0; k <= n; k++) {
        sc[k] = coef[0][k] + coef[1][k];
        bc[k] = coef[1][k];
        has_b |= bc[k] != 0;
    }
    const sf_horner S = sf_comp_horner(sc, n, th, tl, hw);
    const sf_dd delta = sf_two_sum(mu_k, -mu_s);
    sf_dd v;
    double err;
    if (has_b && delta.hi != 0) {
        const sf_horner B = sf_comp_horner(bc, n, th, tl, hw);
        const sf_dd p1 = sf_two_prod(mu_s, S.r, hw), p2 = sf_two_prod(delta.hi, B.r, hw);
        const sf_dd h = sf_two_sum(p1.hi, p2.hi);
        const double tail = h.lo + (p1.lo + p2.lo)
                            + (mu_s * S.e + (delta.hi * B.e + delta.lo * B.r));
        v = sf_two_sum(h.hi, tail);
        err = 0x1p-96 * (mu_s * S.a + fabs(delta.hi) * B.a);
    } else {
        const sf_dd p1 = sf_two_prod(mu_s, S.r, hw);
        v = sf_two_sum(p1.hi, p1.lo + mu_s * S.e);
        err = 0x1p-96 * (mu_s * S.a);
    }
    double up = 1.0, down = den;                        /* t^l eps^m = y^l eps^(m - l) */
    sf_dd below = { den, 0.0 };
    if (l > 0) {
        v = sf_mul_d(v, y, hw);
        up *= y;
    } else if (l < 0) {
        below = sf_mul_d(below, y, hw);
        down *= y;
    }
    for (int i = 0; i < m - l; i++) {
        v = sf_mul_d(v, eps, hw);
        up *= eps;
    }
    for (int i = 0; i > m - l; i--) {
        below = sf_mul_d(below, eps, hw);
        down *= eps;
    }
    if ((den != 1) + (l < 0) + (m - l < 0 ? l - m : 0) == 1)   /* one factor: an exact double */
        v = sf_div_d(v, down, hw);
    else if (down != 1)
        v = sf_div(v, below, hw);
    err = err * (up / down) * (1 + 0x1p-40) + 0x1p-98 * fabs(v.hi);
    return sf_rounds_to_one(v, err, result);
}
SF_INLINE int sf_in_wide_range(double x) { return x >= 0x1p-250 && x <= 0x1p250; }

SF_INLINE int sf_fast_minus_over_product(double c, double x1, double x2, double x3, int hw,
                                         double *result)
{
    if (!sf_in_wide_range(x1) || !sf_in_wide_range(x2) || !sf_in_wide_range(x3)
        || !sf_mu_in_range(c))
        return 0;
    const sf_dd p = sf_mul_d(sf_two_prod(x1, x2, hw), x3, hw);
    const sf_dd one = { c, 0.0 }, q = sf_div(one, p, hw);
    const sf_dd v = { -q.hi, -q.lo };
    return sf_rounds_to_one(v, 0x1p-98 * fabs(q.hi), result);
}
#endif
