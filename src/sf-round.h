/* Tangled from doc/rounding.nw and doc/exact.nw; edit there, not here. */
#ifndef SF_ROUND_H
#define SF_ROUND_H
/* Internal to the library: the fast path of correct rounding (doc/rounding.nw). */
#include <math.h>
#include <stdint.h>
#include <string.h>
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#endif

#if defined(__GNUC__)
#define SF_INLINE static inline __attribute__((always_inline))
#else
#define SF_INLINE static inline
#endif
#if defined(__GNUC__)
#define SF_CONSTANT(x) __builtin_constant_p(x)
#else
#define SF_CONSTANT(x) 0
#endif
#if defined(__GNUC__) && defined(__x86_64__)
#define SF_STEP_DONE(r, e) __asm__ volatile("" : "+x"(r), "+x"(e))
#elif defined(__GNUC__) && defined(__aarch64__)
#define SF_STEP_DONE(r, e) __asm__ volatile("" : "+w"(r), "+w"(e))
#else
#define SF_STEP_DONE(r, e) ((void)0)
#endif
#if defined(__clang__)
#define SF_UNROLL _Pragma("unroll")
#elif defined(__GNUC__)
#define SF_UNROLL _Pragma("GCC unroll 8")
#else
#define SF_UNROLL
#endif

#if defined(SF_FORCE_DEKKER)                          /* for the tests: never FMA */
#define SF_FMA(a, b, c) fma(a, b, c)
#define SF_PUBLIC(name, params, ...) \
    double name params { const int hw = 0; return name##_body(__VA_ARGS__, hw); }
#elif defined(__FMA__) || defined(__aarch64__) || defined(__ARM_FEATURE_FMA)
#define SF_FMA(a, b, c) __builtin_fma(a, b, c)
#define SF_PUBLIC(name, params, ...) \
    double name params { const int hw = 1; return name##_body(__VA_ARGS__, hw); }
#elif defined(__GNUC__) && defined(__x86_64__) && defined(__ELF__) \
      && !defined(SF_NO_IFUNC)
#define SF_RESOLVER __attribute__((no_sanitize("address", "undefined")))
#define SF_FMA(a, b, c) __builtin_fma(a, b, c)
#define SF_PUBLIC(name, params, ...) \
    __attribute__((target("fma"))) static double name##_fma params \
    { const int hw = 1; return name##_body(__VA_ARGS__, hw); } \
    static double name##_plain params \
    { const int hw = 0; return name##_body(__VA_ARGS__, hw); } \
    SF_RESOLVER static double (*name##_pick(void)) params \
    { __builtin_cpu_init(); \
      return __builtin_cpu_supports("fma") ? name##_fma : name##_plain; } \
    double name params __attribute__((ifunc(#name "_pick")));
#elif defined(__GNUC__) && defined(__x86_64__)
#define SF_FMA(a, b, c) __builtin_fma(a, b, c)
#define SF_PUBLIC(name, params, ...) \
    __attribute__((target("fma"))) static double name##_fma params \
    { const int hw = 1; return name##_body(__VA_ARGS__, hw); } \
    static double name##_plain params \
    { const int hw = 0; return name##_body(__VA_ARGS__, hw); } \
    double name params \
    { return __builtin_cpu_supports("fma") ? name##_fma(__VA_ARGS__) \
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

/* ab + c, one or two roundings */
SF_INLINE double sf_mul_add(double a, double b, double c, int hw)
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

SF_INLINE sf_dd sf_div(sf_dd x, sf_dd y, int hw)
{
    const double th = x.hi / y.hi;
    const sf_dd r = sf_mul_d(y, th, hw);
    const double delta = (x.hi - r.hi) + (x.lo - r.lo);
    return sf_fast_two_sum(th, delta / y.hi);
}

SF_INLINE sf_dd sf_recip(double x, int hw)  /* 1/x within 2.01 u^2; |lo| <= 1.01 u |hi| */
{
    const double h = 1.0 / x;
    double r;                                       /* 1 - h x, exact */
    if (hw) {
        r = SF_FMA(-h, x, 1.0);
    } else {
        const sf_dd p = sf_two_prod(h, x, 0);
        r = (1.0 - p.hi) - p.lo;
    }
    const sf_dd q = { h, h * r };
    return q;
}
SF_INLINE int sf_rounds_to_one(sf_dd v, double err, double least, double *result)
{
    if ((least > 0 && !(fabs(v.hi) >= least))
        || v.hi + (v.lo - err) != v.hi + (v.lo + err))
        return 0;
    *result = v.hi + v.lo;
    return 1;
}
SF_INLINE uint64_t sf_bits(double x)
{
    uint64_t b;
    memcpy(&b, &x, sizeof b);
    return b;
}
#define SF_BITS_2_M128 UINT64_C(0x37F0000000000000)   /* 2^-128 */
#define SF_BITS_2_128 UINT64_C(0x47F0000000000000)    /* 2^128 */

SF_INLINE int sf_fast_range(double mu_s, double mu_k, double eps)
{
    return (sf_bits(eps) - SF_BITS_2_M128 <= SF_BITS_2_128 - SF_BITS_2_M128)
           & (sf_bits(mu_s) <= SF_BITS_2_128) & (sf_bits(mu_k) <= SF_BITS_2_128);
}

SF_INLINE int sf_sticking(double y, double eps) { return sf_bits(y) < sf_bits(eps); }

SF_INLINE int sf_mu_in_range(double mu)
{ return (mu >= 0x1p-128 || mu == 0) && mu <= 0x1p128; }

/* |c| = 2^k, 0 <= k <= 9: a product by c is exact */
SF_INLINE int sf_power_of_two(double c)
{
    const double a = fabs(c);
    return a == 1 || a == 2 || a == 4 || a == 8 || a == 16 || a == 32 || a == 64
           || a == 128 || a == 256 || a == 512;
}
SF_INLINE sf_dd sf_pair_coefficient(double sk, double bk, double mu_s, sf_dd delta,
                                    int hw)
{
    const sf_dd a = sf_two_prod(mu_s, sk, hw), b = sf_two_prod(delta.hi, bk, hw);
    sf_dd c;
    if (bk == 0) {                                  /* exact when s_k is a power of two */
        c.hi = a.hi;
        c.lo = sf_power_of_two(sk) ? 0.0 : a.lo;
    } else if (sk == 0) {
        c.hi = b.hi;
        c.lo = sf_power_of_two(bk) ? delta.lo * bk : sf_mul_add(delta.lo, bk, b.lo, hw);
    } else {
        const sf_dd h = sf_two_sum(a.hi, b.hi);
        c.hi = h.hi;
        c.lo = h.lo + ((a.lo + b.lo) + delta.lo * bk);
    }
    return c;
}
/* eps^m t^l / D sum_k (coef[0][k] mu_s + coef[1][k] mu_k) t^k at t = y/eps,
   l in {-1, 0, 1}.  The caller has checked sf_fast_range and sf_sticking. */
SF_INLINE int sf_fast_piece(int m, int l, int n, double den, const double (*coef)[8],
                            double y, double mu_s, double mu_k, double eps, int hw,
                            double *result)
{
    const double th = y / eps;
    if (!(l >= 0 ? th >= 0x1p-400 || y == 0 : th >= 0x1p-64))
        return 0;
    const sf_dd q = sf_two_prod(th, eps, hw);         /* the remainder y - th eps is exact */
    const double tl = (hw ? SF_FMA(-th, eps, y) : (y - q.hi) - q.lo) * (1.0 / eps);
    const sf_dd delta = sf_two_sum(mu_k, -mu_s);
    double s_abs = 0, b_abs = 0;
    SF_UNROLL
    for (int k = 0; k <= n; k++) {
        s_abs += fabs(coef[0][k] + coef[1][k]);
        b_abs += fabs(coef[1][k]);
    }
    const sf_dd cn = sf_pair_coefficient(coef[0][n] + coef[1][n], coef[1][n], mu_s, delta,
                                         hw);
    double r = cn.hi, e = cn.lo;
    int e_zero = coef[1][n] == 0 && sf_power_of_two(coef[0][n]);
    SF_UNROLL
    for (int k = n - 1; k >= -(l > 0); k--) {             /* k = -1: the factor t of l = 1 */
        const sf_dd p = sf_two_prod(r, th, hw);
        double x = sf_mul_add(r, tl, p.lo, hw);
        const double sk = k < 0 ? 0.0 : coef[0][k] + coef[1][k],
                     bk = k < 0 ? 0.0 : coef[1][k];
        if (sk == 0 && bk == 0) {
            r = p.hi;
        } else {
            const sf_dd c = sf_pair_coefficient(sk, bk, mu_s, delta, hw);
            const sf_dd s = sf_two_sum(p.hi, c.hi);
            r = s.hi;
            x = bk == 0 && sf_power_of_two(sk) ? x + s.lo : (x + s.lo) + c.lo;
        }
        e = e_zero ? x : sf_mul_add(e, th, x, hw);
        e_zero = 0;
        SF_STEP_DONE(r, e);
    }
    const int pe = m + (l < 0);                       /* F = eps^pe / (D y^[l < 0]) */
    const double d1 = den != 1 ? den : pe < 0 ? eps : y, d2 = pe < -1 ? eps : y;
    const int nd = (den != 1) + (pe < 0 ? -pe : 0) + (l < 0);
    sf_dd f = { 1.0, 0.0 };
    if (den != 1 && nd > 1)                           /* no such piece: D stands alone */
        return 0;
    if (nd == 1) {
        f = sf_recip(d1, hw);
    } else if (nd > 1) {                              /* 1 / (eps^2 y): a product, then 1/p */
        sf_dd p = sf_two_prod(d1, d2, hw);
        if (nd == 3)
            p = sf_mul_d(p, y, hw);
        const double h = 1.0 / p.hi;
        double rho;
        if (hw) {
            rho = SF_FMA(-h, p.hi, 1.0);
        } else {
            const sf_dd hp = sf_two_prod(h, p.hi, 0);
            rho = (1.0 - hp.hi) - hp.lo;
        }
        f.hi = h;
        f.lo = h * (rho - h * p.lo);
    }
    if (pe > 0)
        f = nd ? sf_mul_d(sf_fast_two_sum(f.hi, f.lo), eps, hw) : (sf_dd){ eps, 0.0 };
    const int scaled = nd > 0 || pe > 0;
    double hi = r, lo = e;
    if (scaled) {
        const sf_dd p = sf_two_prod(r, f.hi, hw);
        hi = p.hi;
        lo = sf_mul_add(e, f.hi, sf_mul_add(r, f.lo, p.lo, hw), hw);
    }
    const double w = (mu_s * s_abs + fabs(delta.hi) * b_abs) * (l > 0 ? th : 1.0);
    const double err = 0x1p-94 * (w * fabs(f.hi)) + 0x1p-50 * fabs(lo);
    const sf_dd v = { hi, lo };
    if (sf_rounds_to_one(v, err, scaled ? 0x1p-520 : 0x1p-960, result))
        return 1;
    if ((l > 0 && y == 0) || ((s_abs == 0 || mu_s == 0) && (b_abs == 0 || delta.hi == 0))) {
        *result = 0.0;                                /* every term vanishes: exactly zero */
        return 1;
    }
    return 0;
}
/* num / (x1 x2 x3) for a normalized pair num and factors in the wide range below;
   x3 may be the constant 1 (by 1 at run time, the product is exact too) */
SF_INLINE int sf_quotient_in_range(sf_dd num, double x1, double x2, double x3, int hw,
                                   double *result)
{
    sf_dd p = sf_two_prod(x1, x2, hw);
    if (!(SF_CONSTANT(x3) && x3 == 1))
        p = sf_mul_d(p, x3, hw);
    const double h = 1.0 / p.hi;
    double rho;                                       /* 1 - h p, to within 3.2 u^2 */
    if (hw) {
        rho = SF_FMA(-h, p.hi, 1.0);
    } else {
        const sf_dd hp = sf_two_prod(h, p.hi, 0);
        rho = (1.0 - hp.hi) - hp.lo;
    }
    rho -= h * p.lo;
    if (SF_CONSTANT(num.hi) && SF_CONSTANT(num.lo) && num.lo == 0 && fabs(num.hi) == 1) {
        const sf_dd v = { num.hi * h, num.hi * (h * rho) };   /* -1 / p: exact signs */
        return sf_rounds_to_one(v, 0x1p-98 * fabs(h), 0, result);     /* |h| > 2^-751 */
    }
    const sf_dd q = sf_two_prod(num.hi, h, hw);      /* num/p = num h (1 + rho + ...) */
    const sf_dd v = { q.hi, sf_mul_add(q.hi, rho, sf_mul_add(num.lo, h, q.lo, hw), hw) };
    return sf_rounds_to_one(v, 0x1p-98 * fabs(q.hi), 0x1p-960, result);
}
#define SF_BITS_2_M250 UINT64_C(0x3050000000000000)   /* 2^-250 */
#define SF_BITS_2_250 UINT64_C(0x4F90000000000000)    /* 2^250 */
SF_INLINE int sf_in_wide_range(double x)
{ return sf_bits(x) - SF_BITS_2_M250 <= SF_BITS_2_250 - SF_BITS_2_M250; }

SF_INLINE int sf_fast_quotient(sf_dd num, double x1, double x2, double x3, int hw,
                               double *result)
{
    return (sf_in_wide_range(x1) & sf_in_wide_range(x2) & sf_in_wide_range(x3))
           && sf_quotient_in_range(num, x1, x2, x3, hw, result);
}
#endif
