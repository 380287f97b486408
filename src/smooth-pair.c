/* Tangled from doc/varying.nw and doc/fast-paths.nw; edit there, not here. */
#include "smooth-pair.h"
#include "sf-round.h"
#include "sf-exact.h"
#include <errno.h>
#include <float.h>
#include <math.h>

static int outside_pair_domain(const double *mu, int nmu, const double *w, int nw,
                               double *r)
{
    int nan = 0, bad = 0;
    double sum = 0;
    for (int i = 0; i < nmu; i++)
        nan |= isnan(mu[i]), bad |= !(mu[i] >= 0 && mu[i] <= DBL_MAX), sum += mu[i];
    for (int i = 0; i < nw; i++)
        nan |= isnan(w[i]), bad |= !(fabs(w[i]) <= DBL_MAX), sum += w[i];
    if (nan)
        *r = sum;
    else if (bad) {
        errno = EDOM;
        *r = NAN;
    }
    return nan || bad;
}
SF_INLINE double blend_pair(double mu_a, double mu_b, smooth_mu_rule rule)
{
    const uint64_t inf = UINT64_C(0x7FF0000000000000);
    if (!((sf_bits(mu_a) < inf) & (sf_bits(mu_b) < inf))) {      /* -0, < 0, inf, NaN */
        if (isnan(mu_a) || isnan(mu_b))
            return mu_a + mu_b;
        if (!(mu_a >= 0 && mu_b >= 0 && mu_a <= DBL_MAX && mu_b <= DBL_MAX))
            return errno = EDOM, NAN;
        mu_a += 0.0, mu_b += 0.0;
    }
    switch (rule) {
    case SMOOTH_MU_AVERAGE: {
        const double s = mu_a + mu_b;
        return s <= DBL_MAX ? s / 2 : mu_a / 2 + mu_b / 2;
    }
    case SMOOTH_MU_PRODUCT: return mu_a * mu_b;
    case SMOOTH_MU_MIN: return mu_a < mu_b ? mu_a : mu_b;
    case SMOOTH_MU_MAX: return mu_a > mu_b ? mu_a : mu_b;
    }
    errno = EDOM;
    return NAN;
}
double smooth_mu_blend_pair(double mu_a, double mu_b, smooth_mu_rule rule)
{
    return blend_pair(mu_a, mu_b, rule);
}
double smooth_mu_blend_average(double mu_a, double mu_b)
{
    return blend_pair(mu_a, mu_b, SMOOTH_MU_AVERAGE);
}
double smooth_mu_blend_product(double mu_a, double mu_b)
{
    return blend_pair(mu_a, mu_b, SMOOTH_MU_PRODUCT);
}
double smooth_mu_blend_min(double mu_a, double mu_b)
{
    return blend_pair(mu_a, mu_b, SMOOTH_MU_MIN);
}
double smooth_mu_blend_max(double mu_a, double mu_b)
{
    return blend_pair(mu_a, mu_b, SMOOTH_MU_MAX);
}
static int moderate_or_zero(double x)
{
    return x == 0 || (fabs(x) >= 0x1p-300 && fabs(x) <= 0x1p300);
}
SF_INLINE int affine_fast(double mu0, const double mu[2], const double w[2], double *r,
                          int hw)
{
    if (!moderate_or_zero(mu0))
        return 0;
    sf_dd p[2];
    double small = 0;
    for (int j = 0; j < 2; j++) {
        if (!moderate_or_zero(mu[j]) || !moderate_or_zero(w[j]))
            return 0;
        const sf_dd d = sf_two_sum(mu[j], -mu0);
        p[j] = sf_two_prod(w[j], d.hi, hw);
        small += p[j].lo + w[j] * d.lo;
    }
    const sf_dd a = sf_two_sum(mu0, p[0].hi), b = sf_two_sum(a.hi, p[1].hi);
    const sf_dd v = sf_two_sum(b.hi, (a.lo + b.lo) + small);
    const double S = fabs(mu0) + fabs(p[0].hi) + fabs(p[1].hi);
    return sf_rounds_to_one(v, 0x1p-101 * S + 0x1p-52 * fabs(v.lo), 0x1p-900, r);
}
static double affine_exact(double mu0, const double mu[2], const double w[2])
{
    mpq_t v, d, q;
    mpq_inits(v, d, q, (mpq_ptr)0);
    mpq_set_d(v, mu0);
    for (int j = 0; j < 2; j++) {
        mpq_set_d(d, mu[j]);
        mpq_set_d(q, mu0);
        mpq_sub(d, d, q);
        mpq_set_d(q, w[j]);
        mpq_mul(d, d, q);
        mpq_add(v, v, d);
    }
    const double r = sf_round_rational(v);
    mpq_clears(v, d, q, (mpq_ptr)0);
    return r;
}
#define PAIR_BITS_LOW UINT64_C(0x2FF0000000000000)               /* 2^-256 */
SF_INLINE uint64_t outside_weights(double w)    /* 0: w = +-0, |w| in [2^-256, 2^256) */
{
    const uint64_t twice = sf_bits(w) << 1;
    return twice == 0 ? 0 : (twice - 2 * PAIR_BITS_LOW) >> 62;
}
/* 1: every mu in [2^-256, 2^256), every weight in the range of the version hw */
SF_INLINE int pair_in_lean_range(double mu0, double mu1, double mu2, double b1, double b2,
                                 int hw)
{
    const uint64_t c = (sf_bits(mu0) - PAIR_BITS_LOW) | (sf_bits(mu1) - PAIR_BITS_LOW)
                       | (sf_bits(mu2) - PAIR_BITS_LOW);
    if (hw)                                          /* |b| < 2: bit 62 of b clear */
        return ((c >> 61) | (((sf_bits(b1) | sf_bits(b2)) << 1) >> 63)) == 0;
    return ((c >> 61) | outside_weights(b1) | outside_weights(b2)) == 0;
}
SF_INLINE sf_dd pair_two_diff(double a, double b)      /* a - b = hi + lo exactly */
{
    const double s = a - b, bb = s - a;
    const sf_dd r = { s, (a - (s - bb)) - (b + bb) };
    return r;
}
SF_INLINE double affine(double mu0, double mu1, double mu2, double b1, double b2, int hw)
{
    const double mu[3] = { mu0, mu1, mu2 }, w[2] = { b1, b2 };
    double r;
    if (outside_pair_domain(mu, 3, w, 2, &r))
        return r;
    if (affine_fast(mu0 + 0.0, mu + 1, w, &r, hw))
        return r;
    SF_COUNT_EXACT_CALL();
    return affine_exact(mu0, mu + 1, w);
}
#if defined(__GNUC__) && defined(__x86_64__) && !defined(__FMA__) \
    && !defined(SF_FORCE_DEKKER)
#define PAIR_FMA __attribute__((target("fma")))
#else
#define PAIR_FMA
#endif
#if defined(__GNUC__)
#define PAIR_OUT_OF_LINE static __attribute__((noinline))
#else
#define PAIR_OUT_OF_LINE static
#endif
PAIR_OUT_OF_LINE PAIR_FMA double affine_fma(double mu0, double mu1, double mu2, double b1,
                                            double b2)
{
    return affine(mu0, mu1, mu2, b1, b2, 1);
}
PAIR_OUT_OF_LINE double affine_plain(double mu0, double mu1, double mu2, double b1,
                                     double b2)
{
    return affine(mu0, mu1, mu2, b1, b2, 0);
}
SF_INLINE double affine_out_of_line(double mu0, double mu1, double mu2, double b1,
                                    double b2, int hw)
{
    return hw ? affine_fma(mu0, mu1, mu2, b1, b2) : affine_plain(mu0, mu1, mu2, b1, b2);
}
SF_INLINE double smooth_mu_edge_body(double mu0, double mu1, double alpha, int hw)
{
    if (pair_in_lean_range(mu0, mu1, mu1, alpha, 0, hw)) {
        const sf_dd d = pair_two_diff(mu1, mu0), p = sf_two_prod(alpha, d.hi, hw);
        const sf_dd s = sf_two_sum(mu0, p.hi);
        const double l = s.lo + sf_mul_add(alpha, d.lo, p.lo, hw);
        const double E = 0x1p-102 * (mu0 + fabs(p.hi));
        if (s.hi + (l - E) == s.hi + (l + E))                  /* the rounding test */
            return s.hi + l;
    }
    return affine_out_of_line(mu0, mu1, mu0, alpha, 0, hw);
}
SF_INLINE double smooth_mu_face_body(double mu0, double mu1, double mu2, double b1,
                                     double b2, int hw)
{
    if (pair_in_lean_range(mu0, mu1, mu2, b1, b2, hw)) {
        const sf_dd d1 = pair_two_diff(mu1, mu0), d2 = pair_two_diff(mu2, mu0);
        const sf_dd p1 = sf_two_prod(b1, d1.hi, hw), p2 = sf_two_prod(b2, d2.hi, hw);
        const sf_dd a = sf_two_sum(mu0, p1.hi), h = sf_two_sum(a.hi, p2.hi);
        const double t = sf_mul_add(b1, d1.lo, p1.lo, hw)
                         + sf_mul_add(b2, d2.lo, p2.lo, hw);
        const double l = (a.lo + h.lo) + t;
        const double E = 0x1p-101 * (mu0 + fabs(p1.hi) + fabs(p2.hi));
        if (h.hi + (l - E) == h.hi + (l + E))                  /* the rounding test */
            return h.hi + l;
    }
    return affine_out_of_line(mu0, mu1, mu2, b1, b2, hw);
}
/* Defines smooth_mu_edge and smooth_mu_face (SF_PUBLIC: src/sf-round.h). */
SF_PUBLIC(smooth_mu_edge, (double mu0, double mu1, double alpha), mu0, mu1, alpha)
SF_PUBLIC(smooth_mu_face, (double mu0, double mu1, double mu2, double b1, double b2),
          mu0, mu1, mu2, b1, b2)
