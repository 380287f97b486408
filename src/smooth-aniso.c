/* Tangled from doc/laws-exact.nw, doc/laws-fast.nw, doc/fast-paths.nw and
   doc/varying.nw;
   edit there, not here. */
#include <errno.h>
#include <float.h>
#include <math.h>

#include "sf-exact.h"
#include "sf-round.h"
#include "smooth-aniso.h"
#include "smooth-mu.h"
#include "smooth-roll.h"

/* A term of a sum of squares: the product of up to three doubles (unused factors
   are 1). */
typedef struct { double f[3]; } term3;

/* n := sum_i (t_i)^2 exactly, as a rational */
static void sum_of_squares(mpq_t n, const term3 t[2])
{
    mpq_t p, f;
    mpq_inits(p, f, (mpq_ptr)0);
    mpq_set_ui(n, 0, 1);
    for (int i = 0; i < 2; i++) {
        mpq_set_ui(p, 1, 1);
        for (int k = 0; k < 3; k++) {
            mpq_set_d(f, t[i].f[k]);
            mpq_mul(p, p, f);
        }
        mpq_mul(p, p, p);
        mpq_add(n, n, p);
    }
    mpq_clears(p, f, (mpq_ptr)0);
}
static double sqrt_rational(const mpq_t q)
{
    const long e = (long)mpz_sizeinbase(mpq_numref(q), 2)
                   - (long)mpz_sizeinbase(mpq_denref(q), 2);
    const long k = 64 - (e - 1) / 2;            /* sqrt(q) 2^k >= 2^62 */
    mpz_t num, t, r;
    mpq_t v;
    mpz_inits(num, t, r, (mpz_ptr)0);
    mpq_init(v);
    mpz_set(num, mpq_numref(q));
    mpz_set(t, mpq_denref(q));
    if (k >= 0)
        mpz_mul_2exp(num, num, (mp_bitcnt_t)(2 * k));
    else
        mpz_mul_2exp(t, t, (mp_bitcnt_t)(-2 * k));
    mpz_tdiv_qr(t, r, num, t);                  /* t = floor(q 4^k) */
    const int inexact_division = mpz_sgn(r) != 0;
    mpz_sqrtrem(num, r, t);                     /* num = floor(sqrt(t)) */
    mpz_mul_2exp(num, num, 1);
    if (inexact_division || mpz_sgn(r) != 0)
        mpz_add_ui(num, num, 1);
    mpq_set_z(v, num);
    if (k + 1 >= 0)
        mpq_div_2exp(v, v, (mp_bitcnt_t)(k + 1));
    else
        mpq_mul_2exp(v, v, (mp_bitcnt_t)(-(k + 1)));
    const double res = sf_round_rational(v);
    mpq_clear(v);
    mpz_clears(num, t, r, (mpz_ptr)0);
    return res;
}
/* sqrt(sum p_i^2 / sum q_i^2) exactly rounded; the denominator is not zero */
static double root_of_ratio_exact(const term3 p[2], const term3 q[2])
{
    mpq_t n, d;
    double r = 0;
    SF_COUNT_EXACT_CALL();
    mpq_inits(n, d, (mpq_ptr)0);
    sum_of_squares(n, p);
    sum_of_squares(d, q);
    if (mpq_sgn(n) != 0) {
        mpq_div(n, n, d);
        r = sqrt_rational(n);
    }
    mpq_clears(n, d, (mpq_ptr)0);
    return r;
}
static int moderate(double x)
{
    return x == 0 || (fabs(x) >= 0x1p-150 && fabs(x) <= 0x1p150);
}

/* The sum of squares in pairs, within about 10 u^2 relatively */
SF_INLINE sf_dd sum_of_squares_fast(const term3 t[2], int hw)
{
    sf_dd s = { 0, 0 };
    for (int i = 0; i < 2; i++) {
        const sf_dd p = sf_mul_d(sf_two_prod(t[i].f[0], t[i].f[1], hw), t[i].f[2], hw);
        const sf_dd sq = sf_mul(p, p, hw);
        const sf_dd h = sf_two_sum(s.hi, sq.hi);
        s = sf_fast_two_sum(h.hi, h.lo + s.lo + sq.lo);
    }
    return s;
}
SF_INLINE int root_of_ratio_fast(const term3 p[2], const term3 q[2], double *r, int hw)
{
    for (int i = 0; i < 2; i++)
        for (int k = 0; k < 3; k++)
            if (!moderate(p[i].f[k]) || !moderate(q[i].f[k]))
                return 0;
    const sf_dd n = sum_of_squares_fast(p, hw), d = sum_of_squares_fast(q, hw);
    if (n.hi == 0 || d.hi == 0)
        return 0;
    const sf_dd x = sf_div(n, d, hw);
    const double s = sqrt(x.hi);
    const sf_dd ss = sf_two_prod(s, s, hw);
    const double c = ((x.hi - ss.hi) - ss.lo + x.lo) / (2 * s);
    const sf_dd v = sf_fast_two_sum(s, c);
    return sf_rounds_to_one(v, 0x1p-98 * fabs(v.hi), 0x1p-1000, r);
}

SF_INLINE double root_of_ratio(const term3 p[2], const term3 q[2], int hw)
{
    double r;
    if (root_of_ratio_fast(p, q, &r, hw))
        return r;
    return root_of_ratio_exact(p, q);
}
#define SF_BITS_2_M100 UINT64_C(0x39B0000000000000)   /* 2^-100 */
#define SF_BITS_2_100 UINT64_C(0x4630000000000000)    /* 2^100 */

/* 1 when the bits b are those of +0 or of a double in [2^-100, 2^100] */
SF_INLINE int sf_bits_moderate(uint64_t b)
{
    return (b == 0) | (b - SF_BITS_2_M100 <= SF_BITS_2_100 - SF_BITS_2_M100);
}
SF_INLINE uint64_t sf_magnitude_bits(double x)
{
    return sf_bits(x) & ~(UINT64_C(1) << 63);
}
/* mu x for an exact pair x: within 3.01 u^2 |hi|, |lo| <= 2.01 u |hi| */
SF_INLINE sf_dd sf_times_pair(double mu, sf_dd x, int hw)
{
    const sf_dd p = sf_two_prod(mu, x.hi, hw);
    const sf_dd r = { p.hi, sf_mul_add(mu, x.lo, p.lo, hw) };
    return r;
}
/* p^2 for a pair p (unnormalized); error as on the page */
SF_INLINE sf_dd sf_square_of_pair(sf_dd p, int hw)
{
    const sf_dd s = sf_two_prod(p.hi, p.hi, hw);
    const sf_dd r = { s.hi, sf_mul_add(p.hi + p.hi, p.lo, s.lo, hw) };
    return r;
}
/* a + b for two squares as pairs, normalized */
SF_INLINE sf_dd sf_sum_of_squares_pairs(sf_dd a, sf_dd b)
{
    const sf_dd t = sf_two_sum(a.hi, b.hi);
    return sf_fast_two_sum(t.hi, (t.lo + a.lo) + b.lo);
}
/* sqrt(n/d) as the pair (s, c) for normalized pairs n, d > 0 from the terms above, nq and
   dq the first sums of their high parts; within 2^-99 s */
SF_INLINE sf_dd sf_root_pair(sf_dd n, double nq, sf_dd d, double dq, int hw)
{
    const double s = sqrt(nq / dq), h = 0.5 / n.hi, hs = h * s;
    const sf_dd w = sf_two_prod(s, s, hw), v = sf_two_prod(w.hi, d.hi, hw);
    const double m = sf_mul_add(w.hi, d.lo, w.lo * d.hi, hw);
    const double e = (n.hi - v.hi) + ((n.lo - v.lo) - m);   /* n - s^2 d */
    const double g = e * hs;                                 /* s kappa */
    const sf_dd x = { s, sf_mul_add(g, e * (1.5 * h), g, hw) };
    return x;
}
/* the same, rounded: 0 when undecided */
SF_INLINE int sf_root_of_pairs(sf_dd n, double nq, sf_dd d, double dq, int hw, double *r)
{
    const sf_dd x = sf_root_pair(n, nq, d, dq, hw);
    return sf_rounds_to_one(x, 0x1p-99 * x.hi, 0x1p-1000, r);
}
/* the coefficient as a pair (s, c) within 2^-99 s of it; (0, 0) when it is zero */
SF_INLINE sf_dd aniso_mu_pair(double u0, double u1, double a0, double a1, double mu0,
                              double mu1, int hw)
{
    sf_dd x0 = sf_two_prod(a0, u0, hw), x1 = sf_two_prod(a1, u1, hw);
    if (x0.hi == 0 && x1.hi == 0)
        x0.hi = x1.hi = 1;                          /* no direction: the mean square */
    const sf_dd p0 = sf_square_of_pair(sf_times_pair(mu0, x0, hw), hw),
                p1 = sf_square_of_pair(sf_times_pair(mu1, x1, hw), hw),
                q0 = sf_square_of_pair(x0, hw), q1 = sf_square_of_pair(x1, hw);
    const sf_dd n = sf_sum_of_squares_pairs(p0, p1), d = sf_sum_of_squares_pairs(q0, q1);
    if (n.hi == 0)
        return (sf_dd){ 0.0, 0.0 };
    return sf_root_pair(n, p0.hi + p1.hi, d, q0.hi + q1.hi, hw);
}
#if defined(__GNUC__)
#define ANISO_CAREFUL static __attribute__((noinline))
#else
#define ANISO_CAREFUL static
#endif
/* 1 when every argument is 0 or of magnitude in [2^-100, 2^100], a and mu not negative */
ANISO_CAREFUL int aniso_mu_full_range(double u0, double u1, double a0, double a1,
                                      double mu0, double mu1)
{
    return sf_bits_moderate(sf_magnitude_bits(u0))
           & sf_bits_moderate(sf_magnitude_bits(u1)) & sf_bits_moderate(sf_bits(a0))
           & sf_bits_moderate(sf_bits(a1)) & sf_bits_moderate(sf_bits(mu0))
           & sf_bits_moderate(sf_bits(mu1));
}
/* smooth_aniso_mu in the range: 1 and *r when decided */
SF_INLINE int aniso_mu_fast(double u0, double u1, double a0, double a1, double mu0,
                            double mu1, int hw, double *r)
{
    const uint64_t low = SF_BITS_2_M100;
    const uint64_t m0 = sf_magnitude_bits(u0), m1 = sf_magnitude_bits(u1);
    const uint64_t usual = (m0 - low) | (m1 - low) | (sf_bits(a0) - low)
                           | (sf_bits(a1) - low) | (sf_bits(mu0) - low)
                           | (sf_bits(mu1) - low);
    /* not all in [2^-100, 2^28): the full test */
    if ((usual >> 59) != 0
        && !aniso_mu_full_range(u0, u1, a0, a1, mu0, mu1))
        return 0;
    const sf_dd x = aniso_mu_pair(u0, u1, a0, a1, mu0, mu1, hw);
    const double E = 0x1p-99 * x.hi;
    if (x.hi == 0 || x.hi + (x.lo - E) == x.hi + (x.lo + E)) {    /* the rounding test */
        *r = x.hi + x.lo;
        return 1;
    }
    return 0;
}
/* smooth_ellipse_speed in the range: 1 and *r when decided */
SF_INLINE int ellipse_speed_fast(double u0, double u1, double m0, double m1, int hw,
                                 double *r)
{
    if (!(sf_bits_moderate(sf_magnitude_bits(u0))
          & sf_bits_moderate(sf_magnitude_bits(u1)) & sf_bits_moderate(sf_bits(m0))
          & sf_bits_moderate(sf_bits(m1))))
        return 0;
    double m = m0 > m1 ? m0 : m1;
    if (m == 0)
        m = m0 = m1 = 1;
    const sf_dd p0 = sf_square_of_pair(sf_two_prod(m0, u0, hw), hw),
                p1 = sf_square_of_pair(sf_two_prod(m1, u1, hw), hw);
    const sf_dd n = sf_sum_of_squares_pairs(p0, p1), d = sf_two_prod(m, m, hw);
    if (n.hi == 0) {
        *r = 0.0;
        return 1;
    }
    return sf_root_of_pairs(n, p0.hi + p1.hi, d, d.hi, hw, r);
}
/* smooth_ellipse_speed with the fused multiply-add: 1 and *r when decided */
SF_INLINE int ellipse_speed_lean(double u0, double u1, double m0, double m1, double *r)
{
    double m = m0 > m1 ? m0 : m1;
    if (m == 0)
        m = m0 = m1 = 1;                                       /* the plain norm */
    const double a = m0 * u0, b = m1 * u1, fa = fabs(a), fb = fabs(b);
    const double lo = fa < fb ? fa : fb, hi = fa > fb ? fa : fb;
    if (!((m0 >= 0) & (m1 >= 0) & (m >= 0x1p-100) & (m <= 0x1p100) & (hi >= 0x1p-200)
          & (fa + fb <= 0x1p201)))
        return 0;
    const double H = hi * hi, n = SF_FMA(lo, lo, H);                 /* H <= n <= 2H */
    const double q = 0.5 / n, z = sqrt(n) * (1.0 / m);           /* beside each other */
    const double al = SF_FMA(m0, u0, -a), bl = SF_FMA(m1, u1, -b);
    const double s1 = SF_FMA(lo, lo, H - n) + SF_FMA(hi, hi, -H);     /* phi + H' */
    const double p = SF_FMA(a, al, b * bl);                          /* a al + b bl */
    const double w = z * m, wl = SF_FMA(z, m, -w);                   /* w + wl = z m */
    const double e = SF_FMA(-2 * w, wl, (s1 + 2 * p) - SF_FMA(w, w, -n));   /* rho */
    const double c = e * (z * q), E = 0x1p-98 * z;
    if (z + (c - E) != z + (c + E))
        return 0;
    *r = z + c;
    return 1;
}
SF_INLINE int ellipse_speed_first(double u0, double u1, double m0, double m1, int hw,
                                  double *r)
{
    return hw ? ellipse_speed_lean(u0, u1, m0, m1, r)
              : ellipse_speed_fast(u0, u1, m0, m1, 0, r);
}
static int bad_coefficient(double x) { return !(x >= 0) || isinf(x); }

/* NaN for a NaN argument (quietly) or outside the domain (EDOM); 0 inside it */
static int outside_aniso_domain(const double *v, int nv, const double *c, int nc,
                                double *r)
{
    int nan = 0, bad = 0;
    for (int i = 0; i < nv; i++) {
        nan |= isnan(v[i]);
        bad |= isinf(v[i]);
    }
    for (int i = 0; i < nc; i++) {
        nan |= isnan(c[i]);
        bad |= !isnan(c[i]) && bad_coefficient(c[i]);
    }
    if (nan)
        *r = NAN;
    else if (bad) {
        errno = EDOM;
        *r = NAN;
    }
    return nan || bad;
}
SF_INLINE double aniso_mu_careful_body(double u0, double u1, double a0, double a1,
                                       double mu0, double mu1, int hw)
{
    const double v[2] = { u0, u1 }, c[4] = { a0, a1, mu0, mu1 };
    double r;
    if (outside_aniso_domain(v, 2, c, 4, &r))
        return r;
    if ((a0 == 0 || u0 == 0) && (a1 == 0 || u1 == 0)) {
        /* no direction: the mean square */
        const term3 p[2] = { { { mu0, 1, 1 } }, { { mu1, 1, 1 } } };
        const term3 q[2] = { { { 1, 1, 1 } }, { { 1, 1, 1 } } };
        return root_of_ratio(p, q, hw);
    }
    const term3 p[2] = { { { mu0, a0, u0 } }, { { mu1, a1, u1 } } };
    const term3 q[2] = { { { a0, u0, 1 } }, { { a1, u1, 1 } } };
    return root_of_ratio(p, q, hw);
}
SF_INLINE double ellipse_speed_careful_body(double u0, double u1, double m0, double m1,
                                            int hw)
{
    const double v[2] = { u0, u1 }, c[2] = { m0, m1 };
    double r;
    if (outside_aniso_domain(v, 2, c, 2, &r))
        return r;
    const double m = m0 > m1 ? m0 : m1;
    if (m == 0)
        m0 = m1 = 1;
    if (u0 == 0 && u1 == 0)
        return 0.0;
    const term3 p[2] = { { { m0, u0, 1 } }, { { m1, u1, 1 } } };
    const term3 q[2] = { { { m == 0 ? 1 : m, 1, 1 } }, { { 0, 1, 1 } } };
    return root_of_ratio(p, q, hw);
}
#if defined(__GNUC__) && defined(__x86_64__) && !defined(__FMA__) \
    && !defined(SF_FORCE_DEKKER)
#define ANISO_FMA __attribute__((target("fma")))
#else
#define ANISO_FMA
#endif
ANISO_CAREFUL ANISO_FMA double aniso_mu_careful_fma(double u0, double u1, double a0,
                                                    double a1, double mu0, double mu1)
{
    return aniso_mu_careful_body(u0, u1, a0, a1, mu0, mu1, 1);
}
ANISO_CAREFUL double aniso_mu_careful_plain(double u0, double u1, double a0, double a1,
                                            double mu0, double mu1)
{
    return aniso_mu_careful_body(u0, u1, a0, a1, mu0, mu1, 0);
}
ANISO_CAREFUL ANISO_FMA double ellipse_speed_careful_fma(double u0, double u1, double m0,
                                                         double m1)
{
    return ellipse_speed_careful_body(u0, u1, m0, m1, 1);
}
ANISO_CAREFUL double ellipse_speed_careful_plain(double u0, double u1, double m0,
                                                  double m1)
{
    return ellipse_speed_careful_body(u0, u1, m0, m1, 0);
}
SF_INLINE double aniso_mu_careful(double u0, double u1, double a0, double a1, double mu0,
                                  double mu1, int hw)
{
    return hw ? aniso_mu_careful_fma(u0, u1, a0, a1, mu0, mu1)
              : aniso_mu_careful_plain(u0, u1, a0, a1, mu0, mu1);
}
SF_INLINE double ellipse_speed_careful(double u0, double u1, double m0, double m1, int hw)
{
    return hw ? ellipse_speed_careful_fma(u0, u1, m0, m1)
              : ellipse_speed_careful_plain(u0, u1, m0, m1);
}
SF_INLINE double smooth_aniso_mu_body(double u0, double u1, double a0, double a1,
                                      double mu0, double mu1, int hw)
{
    double r;
    if (aniso_mu_fast(u0, u1, a0, a1, mu0, mu1, hw, &r))
        return r;
    return aniso_mu_careful(u0, u1, a0, a1, mu0, mu1, hw);
}
SF_INLINE double smooth_ellipse_speed_body(double u0, double u1, double m0, double m1,
                                           int hw)
{
    double r;
    if (ellipse_speed_first(u0, u1, m0, m1, hw, &r))
        return r;
    return ellipse_speed_careful(u0, u1, m0, m1, hw);
}
/* Defines smooth_aniso_mu and smooth_ellipse_speed (SF_PUBLIC: src/sf-round.h). */
SF_PUBLIC(smooth_aniso_mu,
          (double u0, double u1, double a0, double a1, double mu0, double mu1),
          u0, u1, a0, a1, mu0, mu1)
SF_PUBLIC(smooth_ellipse_speed, (double u0, double u1, double m0, double m1),
          u0, u1, m0, m1)
enum { ROOTS_MAX = 4 };
typedef struct {
    mpq_t rho, r[ROOTS_MAX], q[ROOTS_MAX];        /* rho + sum r_i sqrt(q_i) */
    int n;
} root_sum;

static void root_sum_init(root_sum *s)
{
    mpq_init(s->rho);
    for (int i = 0; i < ROOTS_MAX; i++)
        mpq_inits(s->r[i], s->q[i], (mpq_ptr)0);
    s->n = 0;
}
static void root_sum_clear(root_sum *s)
{
    mpq_clear(s->rho);
    for (int i = 0; i < ROOTS_MAX; i++)
        mpq_clears(s->r[i], s->q[i], (mpq_ptr)0);
}
/* 1 and root := sqrt(q) when q >= 0 is the square of a rational, else 0 */
static int rational_root(mpq_t root, const mpq_t q)
{
    if (!mpz_perfect_square_p(mpq_numref(q)) || !mpz_perfect_square_p(mpq_denref(q)))
        return 0;
    mpz_sqrt(mpq_numref(root), mpq_numref(q));    /* coprime, as q's parts are */
    mpz_sqrt(mpq_denref(root), mpq_denref(q));
    return 1;
}
static void root_sum_add(root_sum *s, const mpq_t r, const mpq_t q)
{
    mpq_t w, root;
    if (mpq_sgn(r) == 0 || mpq_sgn(q) == 0)
        return;
    mpq_inits(w, root, (mpq_ptr)0);
    if (rational_root(root, q)) {
        mpq_mul(root, root, r);
        mpq_add(s->rho, s->rho, root);
    } else {
        int i = 0;
        while (i < s->n && (mpq_div(w, q, s->q[i]), !rational_root(root, w)))
            i++;                                  /* q = root^2 q_i when i < n */
        if (i == s->n) {
            mpq_set(s->q[s->n++], q);             /* n < ROOTS_MAX: four radicands */
            mpq_set_ui(root, 1, 1);
        }
        mpq_mul(root, root, r);
        mpq_add(s->r[i], s->r[i], root);
    }
    mpq_clears(w, root, (mpq_ptr)0);
}
/* a := s 2^-k <= sqrt(q) < b := (s + 1) 2^-k, s = floor(sqrt(floor(q 4^k))), q > 0 */
static void enclose_root(mpq_t a, mpq_t b, const mpq_t q, long p)
{
    const long e = (long)mpz_sizeinbase(mpq_numref(q), 2)
                   - (long)mpz_sizeinbase(mpq_denref(q), 2);
    const long k = p - (e - (e < 0)) / 2;         /* p - floor(e/2) */
    mpz_t n, d;
    mpz_inits(n, d, (mpz_ptr)0);
    mpz_set(n, mpq_numref(q));
    mpz_set(d, mpq_denref(q));
    if (k >= 0)
        mpz_mul_2exp(n, n, (mp_bitcnt_t)(2 * k));
    else
        mpz_mul_2exp(d, d, (mp_bitcnt_t)(-2 * k));
    mpz_fdiv_q(n, n, d);
    mpz_sqrt(n, n);
    mpq_set_z(a, n);
    mpz_add_ui(n, n, 1);
    mpq_set_z(b, n);
    if (k >= 0) {
        mpq_div_2exp(a, a, (mp_bitcnt_t)k);
        mpq_div_2exp(b, b, (mp_bitcnt_t)k);
    } else {
        mpq_mul_2exp(a, a, (mp_bitcnt_t)-k);
        mpq_mul_2exp(b, b, (mp_bitcnt_t)-k);
    }
    mpz_clears(n, d, (mpz_ptr)0);
}
static void root_sum_enclose(mpq_t lo, mpq_t hi, const root_sum *s, long p)
{
    mpq_t a, b;
    mpq_inits(a, b, (mpq_ptr)0);
    mpq_set(lo, s->rho);
    mpq_set(hi, s->rho);
    for (int i = 0; i < s->n; i++) {
        if (mpq_sgn(s->r[i]) == 0)
            continue;
        enclose_root(a, b, s->q[i], p);
        mpq_mul(a, a, s->r[i]);
        mpq_mul(b, b, s->r[i]);
        if (mpq_sgn(s->r[i]) < 0)
            mpq_swap(a, b);
        mpq_add(lo, lo, a);
        mpq_add(hi, hi, b);
    }
    mpq_clears(a, b, (mpq_ptr)0);
}
#ifdef SF_COUNT_SLOW_PATH
unsigned long smooth_friction_root_sum_rational, smooth_friction_root_sum_retries;
long smooth_friction_root_sum_first = 128;            /* the test may lower it */
#define ROOT_SUM_FIRST smooth_friction_root_sum_first
#define COUNT_ROOT_SUM(counter) (smooth_friction_root_sum_##counter++)
#else
#define ROOT_SUM_FIRST 128
#define COUNT_ROOT_SUM(counter) ((void)0)
#endif
static double root_sum_round(const root_sum *s)
{
    int rational = 1;
    for (int i = 0; i < s->n; i++)
        rational &= mpq_sgn(s->r[i]) == 0;
    if (rational) {
        COUNT_ROOT_SUM(rational);
        return sf_round_rational(s->rho);
    }
    mpq_t lo, hi;
    double x;
    mpq_inits(lo, hi, (mpq_ptr)0);
    for (long p = ROOT_SUM_FIRST;; p *= 2) {
        root_sum_enclose(lo, hi, s, p);
        x = sf_round_rational(lo);
        if (sf_bits(x) == sf_bits(sf_round_rational(hi)))
            break;                                /* at the latest once 2^-p < delta */
        COUNT_ROOT_SUM(retries);
    }
    mpq_clears(lo, hi, (mpq_ptr)0);
    return x;
}
#include "sf-mu-forms.h"

/* The piece of the cubic blend at t = sqrt(T) */
static const mu_piece_form *piece_at_square(int fn, const mpq_t T)
{
    mpq_t b;
    int i = 0;
    mpq_init(b);
    while (i < mu_npieces[CUBIC] - 1) {
        mpq_set_ui(b, 1, 1);
        mpq_div_2exp(b, b, (mp_bitcnt_t)(2 * mu_brk_shift[CUBIC][i]));
        if (mpq_cmp(T, b) < 0)
            break;
        i++;
    }
    mpq_clear(b);
    return &mu_form[CUBIC][fn][i];
}
static void power_of(mpq_t r, const mpq_t x, int k)    /* r := x^k, x != 0 if k < 0 */
{
    const unsigned long a = (unsigned long)(k < 0 ? -k : k);
    mpz_pow_ui(mpq_numref(r), mpq_numref(x), a);
    mpz_pow_ui(mpq_denref(r), mpq_denref(x), a);
    if (k < 0)
        mpq_inv(r, r);
}
static void scale_by_integer(mpq_t x, double c)        /* x := c x, c an integer */
{
    mpq_t t;
    mpq_init(t);
    mpq_set_d(t, c);
    mpq_mul(x, x, t);
    mpq_clear(t);
}
/* ab[0] + ab[1] sqrt(T) := coefficient j's polynomial of piece p at t = sqrt(T) */
static void even_and_odd(mpq_t ab[2], const mu_piece_form *p, int j, const mpq_t T)
{
    mpq_t x;
    mpq_init(x);
    mpq_set_ui(ab[0], 0, 1);
    mpq_set_ui(ab[1], 0, 1);
    for (int k = 0; k < 8; k++) {
        const int power = p->low + k, odd = power & 1;
        if (p->mono[j][k] == 0 || (mpq_sgn(T) == 0 && power != 0))
            continue;
        power_of(x, T, (power - odd) / 2);
        scale_by_integer(x, p->mono[j][k]);
        mpq_add(ab[odd], ab[odd], x);
    }
    mpq_clear(x);
}
static void add_blend(root_sum *s, int fn, const mpq_t F, const mpq_t Q[2], const mpq_t T,
                      const mpq_t eps)
{
    const mu_piece_form *p = piece_at_square(fn, T);
    mpq_t ab[2], c, x;
    mpq_inits(ab[0], ab[1], c, x, (mpq_ptr)0);
    power_of(c, eps, p->eps_power);
    mpq_mul(c, c, F);
    mpq_set_d(x, p->den);
    mpq_div(c, c, x);                             /* F eps^e / den */
    for (int j = 0; j < 2; j++) {
        even_and_odd(ab, p, j, T);
        mpq_mul(ab[0], ab[0], c);
        mpq_mul(ab[1], ab[1], c);
        root_sum_add(s, ab[0], Q[j]);
        mpq_mul(x, Q[j], T);
        root_sum_add(s, ab[1], x);
    }
    mpq_clears(ab[0], ab[1], c, x, (mpq_ptr)0);
}
enum { LAW_AXES = 5 };                /* the most components a law has (chapter 8's) */
typedef struct {
    mpq_t m[LAW_AXES], v[LAW_AXES], w[LAW_AXES], mbar, V, T, Q[2], eps;
    int n;
} law_part;

static void part_init(law_part *P)
{
    for (int i = 0; i < LAW_AXES; i++)
        mpq_inits(P->m[i], P->v[i], P->w[i], (mpq_ptr)0);
    mpq_inits(P->mbar, P->V, P->T, P->Q[0], P->Q[1], P->eps, (mpq_ptr)0);
}
static void part_clear(law_part *P)
{
    for (int i = 0; i < LAW_AXES; i++)
        mpq_clears(P->m[i], P->v[i], P->w[i], (mpq_ptr)0);
    mpq_clears(P->mbar, P->V, P->T, P->Q[0], P->Q[1], P->eps, (mpq_ptr)0);
}
static int part_setup(law_part *P, const double *u, const double *m, int n, int bar,
                      double eps)
{
    mpq_t x;
    mpq_init(x);
    P->n = n;
    mpq_set_d(P->eps, eps);
    for (int i = 0; i < n; i++) {
        mpq_set_d(P->m[i], m[i]);
        if (i == bar || (bar < 0 && (i == 0 || mpq_cmp(P->m[i], P->mbar) > 0)))
            mpq_set(P->mbar, P->m[i]);
    }
    const int live = mpq_sgn(P->mbar) != 0;
    mpq_set_ui(P->V, 0, 1);
    for (int i = 0; live && i < n; i++) {
        mpq_set_d(x, u[i]);
        mpq_mul(P->v[i], P->m[i], x);
        mpq_mul(P->w[i], P->m[i], P->v[i]);
        mpq_div(P->w[i], P->w[i], P->mbar);
        mpq_mul(x, P->v[i], P->v[i]);
        mpq_add(P->V, P->V, x);
    }
    if (live) {
        mpq_mul(x, P->mbar, P->eps);
        mpq_mul(x, x, x);
        mpq_div(P->T, P->V, x);
    }
    mpq_clear(x);
    return live;
}
/* (i, j): the k-th entry of the upper triangle, row by row */
static void hessian_index(int n, int k, int *i, int *j)
{
    *i = 0;
    while (k >= n - *i) {
        k -= n - *i;
        ++*i;
    }
    *j = *i + k;
}
static void part_add(root_sum *s, const law_part *P, int o)
{
    mpq_t F, G;
    int i = 0, j = 0;
    mpq_inits(F, G, (mpq_ptr)0);
    if (o > P->n)
        hessian_index(P->n, o - 1 - P->n, &i, &j);
    if (o == 0)
        add_blend(s, MU_F0, P->mbar, P->Q, P->T, P->eps);            /* mbar P(z) */
    else if (o <= P->n)
        add_blend(s, MU_F1_OVER_X, P->w[o - 1], P->Q, P->T, P->eps); /* m1 w_i */
    else if (i != j && mpq_sgn(P->V) != 0) {
        mpq_mul(F, P->w[i], P->w[j]);
        mpq_div(F, F, P->mbar);
        add_blend(s, MU_F2X_MINUS_MU_F1_OVER_X3, F, P->Q, P->T, P->eps);
    } else if (i == j) {
        mpq_mul(F, P->m[i], P->m[i]);
        mpq_div(F, F, P->mbar);
        if (mpq_sgn(P->V) == 0)
            add_blend(s, MU_F1_OVER_X, F, P->Q, P->T, P->eps);
        else {
            mpq_div(F, F, P->V);
            mpq_mul(G, P->v[i], P->v[i]);
            mpq_sub(G, P->V, G);                          /* the other components' squares */
            mpq_mul(G, G, F);
            add_blend(s, MU_F1_OVER_X, G, P->Q, P->T, P->eps);
            mpq_mul(G, P->v[i], P->v[i]);
            mpq_mul(G, G, F);
            add_blend(s, MU_F2, G, P->Q, P->T, P->eps);
        }
    }
    mpq_clears(F, G, (mpq_ptr)0);
}
static void round_entries(const law_part *P, const int *live, int nparts, unsigned need,
                          double *out)
{
    const int caller_errno = errno;
    SF_COUNT_EXACT_CALL();
    for (int o = 0; need >> o; o++) {
        if (!(need >> o & 1))
            continue;
        root_sum s;
        root_sum_init(&s);
        for (int j = 0; j < nparts; j++)
            if (live[j])
                part_add(&s, &P[j], o);
        out[o] = root_sum_round(&s);
        root_sum_clear(&s);
    }
    errno = caller_errno;
}
/* Q := the exact square of smooth_aniso_mu(u, a, mu) */
static void direction_square(mpq_t Q, const double u[2], const double a[2],
                             const double mu[2])
{
    mpq_t d;
    mpq_init(d);
    if ((a[0] == 0 || u[0] == 0) && (a[1] == 0 || u[1] == 0)) {
        const term3 p[2] = { { { mu[0], 1, 1 } }, { { mu[1], 1, 1 } } };
        sum_of_squares(Q, p);
        mpq_div_2exp(Q, Q, 1);
    } else {
        const term3 p[2] = { { { mu[0], a[0], u[0] } }, { { mu[1], a[1], u[1] } } };
        const term3 q[2] = { { { a[0], u[0], 1 } }, { { a[1], u[1], 1 } } };
        sum_of_squares(Q, p);
        sum_of_squares(d, q);
        mpq_div(Q, Q, d);
    }
    mpq_clear(d);
}
static void lagged_exact(const double u[2], const double a[2], const double mu_s[2],
                         const double mu_k[2], double eps, unsigned need, double out[6])
{
    static const double circle[2] = { 1, 1 };
    law_part P;
    part_init(&P);
    const int live = part_setup(&P, u, circle, 2, -1, eps);
    direction_square(P.Q[0], u, a, mu_s);
    direction_square(P.Q[1], u, a, mu_k);
    round_entries(&P, &live, 1, need, out);
    part_clear(&P);
}
static void ellipse_exact(const double u[2], const double mu_s[2], const double mu_k[2],
                          double eps, unsigned need, double out[6])
{
    law_part P[2];
    int live[2];
    for (int j = 0; j < 2; j++) {
        part_init(&P[j]);
        live[j] = part_setup(&P[j], u, j ? mu_k : mu_s, 2, -1, eps);
        mpq_set_ui(P[j].Q[j], 1, 1);
        mpq_set_ui(P[j].Q[1 - j], 0, 1);
    }
    round_entries(P, live, 2, need, out);
    for (int j = 0; j < 2; j++)
        part_clear(&P[j]);
}
#ifdef SF_COUNT_SLOW_PATH
int smooth_friction_laws_exact_only;
#define LAW_FAST(call) (smooth_friction_laws_exact_only ? 0u : (call))
#else
#define LAW_FAST(call) (call)
#endif
/* the exact value is within k 2^-100 a (1 + 2^-40) of v, k as counted in the text, and
   its magnitude within a */
typedef struct { sf_dd v; double a; } apair;

SF_INLINE apair ap_exact(double x)
{
    const apair r = { { x, 0.0 }, fabs(x) };
    return r;
}
SF_INLINE apair ap_pair(sf_dd x)                  /* an exact normalized pair */
{
    const apair r = { x, fabs(x.hi) * (1 + 0x1p-52) };
    return r;
}
SF_INLINE apair ap_scale(apair x, double two_k)       /* exact: a power of two */
{
    const apair r = { { x.v.hi * two_k, x.v.lo * two_k }, x.a * fabs(two_k) };
    return r;
}
SF_INLINE apair ap_add(apair x, apair y)
{
    const sf_dd s = sf_two_sum(x.v.hi, y.v.hi);
    const apair r = { sf_two_sum(s.hi, s.lo + (x.v.lo + y.v.lo)), x.a + y.a };
    return r;
}
SF_INLINE apair ap_sub(apair x, apair y) { return ap_add(x, ap_scale(y, -1.0)); }
SF_INLINE apair ap_add_d(double c, apair x) { return ap_add(ap_exact(c), x); }
SF_INLINE apair ap_add_big(double c, apair x)   /* c + x, |x.hi| <= |c|, as above */
{
    const sf_dd s = sf_fast_two_sum(c, x.v.hi);
    const apair r = { sf_fast_two_sum(s.hi, s.lo + x.v.lo), fabs(c) + x.a };
    return r;
}
SF_INLINE apair ap_mul(apair x, apair y, int hw)
{
    const sf_dd c = sf_two_prod(x.v.hi, y.v.hi, hw);
    const double t = sf_mul_add(x.v.lo, y.v.hi, x.v.hi * y.v.lo, hw);   /* no x_l y_l */
    const apair r = { sf_fast_two_sum(c.hi, c.lo + t), x.a * y.a };
    return r;
}
SF_INLINE apair ap_mul_d(apair x, double c, int hw)       /* c an exact double */
{
    const apair r = { sf_mul_d(x.v, c, hw), x.a * fabs(c) };
    return r;
}
/* a product by y; exact: y a double, which the elliptical laws know to be 0, 1 or -1 */
SF_INLINE apair ap_mul_x(apair x, apair y, int exact, int hw)
{
    const double c = y.v.hi;
    return !exact ? ap_mul(x, y, hw) : c == 0 ? ap_exact(0)
           : c == 1 || c == -1 ? ap_scale(x, c) : ap_mul_d(x, c, hw);
}
SF_INLINE apair ap_recip(double x, int hw)            /* 1/x, x an exact double */
{
    const sf_dd q = sf_recip(x, hw);
    const apair r = { sf_fast_two_sum(q.hi, q.lo), fabs(q.hi) };
    return r;
}
SF_INLINE apair ap_inv(apair n, int hw)               /* 1/n, n without cancellation */
{
    const double h = 1.0 / n.v.hi;
    const sf_dd p = sf_two_prod(h, n.v.hi, hw);
    const double r0 = (1.0 - p.hi) - p.lo, r = sf_mul_add(-h, n.v.lo, r0, hw);
    const apair q = { sf_fast_two_sum(h, h * r), fabs(h) };
    return q;
}
/* the largest bits and the least of bits - 1 (+0's wrap to the top: it passes) */
typedef struct { uint64_t most, least; } law_range;

SF_INLINE law_range range_fold(law_range r, uint64_t b)
{
    const uint64_t d = b - 1;
    r.most = b > r.most ? b : r.most;
    r.least = d < r.least ? d : r.least;
    return r;
}
/* 1 when u[i], the coefficients a[i] (a may be null), mu_s[i], mu_k[i] are 0 or of
   magnitude in [2^-100, 2^100], the coefficients not negative, and eps is too */
SF_INLINE int laws_in_range(const double u[2], const double *a, const double mu_s[2],
                            const double mu_k[2], double eps)
{
    law_range r = { sf_bits(eps), sf_bits(eps) - 1 };
    r = range_fold(range_fold(r, sf_magnitude_bits(u[0])), sf_magnitude_bits(u[1]));
    r = range_fold(range_fold(r, sf_bits(mu_s[0])), sf_bits(mu_s[1]));
    r = range_fold(range_fold(r, sf_bits(mu_k[0])), sf_bits(mu_k[1]));
    if (a)
        r = range_fold(range_fold(r, sf_bits(a[0])), sf_bits(a[1]));
    return (r.most <= SF_BITS_2_100) & (r.least >= SF_BITS_2_M100 - 1)
           & (sf_bits(eps) - 1 < SF_BITS_2_100);
}
/* sqrt of n, n normalized, n.v.hi > 0, h within 2.02 u of 1/(2n) */
SF_INLINE apair ap_sqrt(apair n, double h, int hw)
{
    const double s = sqrt(n.v.hi);
    const sf_dd w = sf_two_prod(s, s, hw);
    const double e = (n.v.hi - w.hi) + (n.v.lo - w.lo);     /* n - s^2 */
    const double g = e * (h * s);                             /* s kappa */
    const apair r = { sf_fast_two_sum(s, sf_mul_add(g, e * (1.5 * h), g, hw)), s };
    return r;
}
typedef struct { apair m1, f2, m2, p; } law_scalars;       /* M1, F, Q, W */
enum { LAW_P = 1, LAW_M1 = 2, LAW_M2 = 4 };      /* which of them to compute */

/* the scalars the entries of the set want need */
SF_INLINE unsigned law_needs(unsigned want)
{
    return (want & 1u ? LAW_P : 0) | (want & 0x2Eu ? LAW_M1 : 0)
           | (want & 0x10u ? LAW_M2 : 0);
}
SF_INLINE apair ap_lin(double a, double b, apair t, int hw)   /* a + b t */
{
    return ap_add_d(a, sf_power_of_two(b) ? ap_scale(t, b) : ap_mul_d(t, b, hw));
}
SF_INLINE apair ap_lin_big(double a, double b, apair t, int hw)   /* a + b t, as above */
{
    return ap_add_big(a, sf_power_of_two(b) ? ap_scale(t, b) : ap_mul_d(t, b, hw));
}
SF_INLINE int ap_is_zero(apair c) { return c.a == 0; }       /* then |C| <= 0 */
SF_INLINE apair ap_add_c(apair c, apair x) { return ap_is_zero(c) ? x : ap_add(c, x); }
SF_INLINE void sticking_scalars(apair t, apair ms, apair d, int exact, unsigned need,
                                law_scalars *s, int hw)
{
    const apair t2 = ap_mul(t, t, hw);
    if (need & LAW_M1) {
        const apair dt2 = ap_mul_x(t2, d, exact, hw),
                    a1 = ap_add_c(ms, ap_mul(dt2, ap_lin_big(3, -2, t, hw), hw)),
                    a2 = ap_add_c(ms, ap_mul(dt2, ap_lin_big(9, -5, t, hw), hw));
        s->m1 = ap_mul(ap_lin_big(2, -1, t, hw), a1, hw);
        s->f2 = ap_scale(ap_mul(ap_lin_big(1, -1, t, hw), a2, hw), 2.0);
    }
    if (need & LAW_M2) {
        const apair c = ap_lin(12, 1, ap_mul(t, ap_lin_big(-21, 8, t, hw), hw), hw),
                    q = ap_mul(ap_mul_x(t, d, exact, hw), c, hw);
        s->m2 = ap_is_zero(ms) ? q : ap_sub(q, ms);
    }
    if (need & LAW_P) {
        const apair c = ap_lin_big(45, 1, ap_mul(t, ap_lin_big(-42, 10, t, hw), hw), hw),
                    k = ap_lin_big(17, 1, ap_mul(ap_mul(t2, t2, hw), c, hw), hw),
                    j = ap_lin(1, 1, ap_mul(t2, ap_lin_big(3, -1, t, hw), hw), hw);
        s->p = ap_add_c(ap_mul_d(ap_mul_x(j, ms, exact, hw), 10, hw),
                        ap_mul_x(k, d, exact, hw));
    }
}
enum { LAW_K_T = 4, LAW_K_ENTRY = 40 };    /* the largest counts k of t and of an entry */
SF_INLINE double ap_bound(apair x, double k)
{
    return k * 0x1p-100 * x.a * (1 + 0x1p-39);
}

SF_INLINE int t_piece(apair t)                  /* from t's pair alone */
{
    const double gap = (t.v.hi - 1) + t.v.lo;
    return !(fabs(gap) > 2 * ap_bound(t, LAW_K_T)) ? 0 : gap < 0 ? 1 : 2;
}
/* y is a double when exact */
SF_INLINE int blend_piece(int exact, apair y, apair t, double eps)
{
    return exact ? (y.v.hi < eps ? 1 : 2) : t_piece(t);
}
/* bit k when x rounds to one double, stored in out[k] */
SF_INLINE unsigned round_entry(apair x, int k, double out[6])
{
    return (unsigned)(x.a >= 0x1p-950
                      && sf_rounds_to_one(x.v, ap_bound(x, LAW_K_ENTRY)
                                                   + 0x1p-104 * fabs(x.v.hi),
                                          0x1p-960, &out[k])) << k;
}
/* the entries of the set k as exact zeros */
SF_INLINE unsigned zero_entries(unsigned set, double out[6])
{
    for (int k = 0; set >> k; k++)
        if (set >> k & 1)
            out[k] = 0.0;
    return set;
}
SF_INLINE apair ap_coefficient(sf_dd x)      /* aniso_mu_pair's root: within 2^-99 hi */
{
    const apair r = { sf_fast_two_sum(x.hi, x.lo), x.hi * (1 + 0x1p-52) };
    return r;
}
SF_INLINE int law_coefficient_ok(apair c) { return c.v.hi == 0 || c.v.hi >= 0x1p-200; }
SF_INLINE unsigned lagged_body(const double u[2], const double a[2], const double mu_s[2],
                               const double mu_k[2], double eps, unsigned want,
                               double out[6], int hw)
{
    if (!laws_in_range(u, a, mu_s, mu_k, eps) || (u[0] == 0 && u[1] == 0))
        return 0;
    const sf_dd s0 = sf_two_prod(u[0], u[0], hw), s1 = sf_two_prod(u[1], u[1], hw);
    const apair n = ap_add(ap_pair(s0), ap_pair(s1)), in = ap_inv(n, hw);
    const apair y = u[0] == 0 ? ap_exact(fabs(u[1])) : u[1] == 0 ? ap_exact(fabs(u[0]))
                    : ap_sqrt(n, 0.5 * in.v.hi, hw);
    const apair ie = ap_recip(eps, hw), t = ap_mul(y, ie, hw);
    const int piece = blend_piece(u[0] == 0 || u[1] == 0, y, t, eps);
    if (piece == 0)
        return 0;
    const apair mk = ap_coefficient(aniso_mu_pair(u[0], u[1], a[0], a[1], mu_k[0],
                                                  mu_k[1], hw)),
                ms = piece == 2 ? ap_exact(0)          /* not needed when sliding */
                     : ap_coefficient(aniso_mu_pair(u[0], u[1], a[0], a[1], mu_s[0],
                                                    mu_s[1], hw));
    if (!law_coefficient_ok(mk) || !law_coefficient_ok(ms))
        return 0;
    law_scalars s = { .m1 = { { 0, 0 }, 0 } };         /* those not formed: zero */
    const apair iy = ap_mul(y, in, hw);
    if (piece == 2) {
        s.m1 = ap_mul(iy, mk, hw);
        s.m2 = ap_scale(ap_mul(s.m1, in, hw), -1.0);
        s.f2 = ap_exact(0);
    } else {
        const unsigned need = law_needs(want);
        sticking_scalars(t, ms, ap_sub(mk, ms), 0, need, &s, hw);
        if (need & LAW_M1) {
            s.m1 = ap_mul(s.m1, ie, hw);
            s.f2 = ap_mul(s.f2, ie, hw);
        }
        if (need & LAW_M2)
            s.m2 = ap_mul(ap_mul(s.m2, ap_mul(ie, ie, hw), hw), iy, hw);
    }
    if (mk.v.hi == 0 && (piece == 2 || ms.v.hi == 0))        /* the zero law */
        return zero_entries(want & 0x3Eu, out);
    unsigned done = 0;
    for (int i = 0; i < 2; i++)
        if (want & (2u << i))
            done |= u[i] == 0 ? zero_entries(2u << i, out)
                              : round_entry(ap_mul_d(s.m1, u[i], hw), 1 + i, out);
    if (want & 0x28u) {
        const unsigned flat = piece == 2 ? (u[1] == 0 ? 0x08u : 0) | (u[0] == 0 ? 0x20u : 0)
                                         : 0;
        const apair p0 = ap_pair(s0), p1 = ap_pair(s1);
        done |= zero_entries(want & flat, out);
        if (want & ~flat & 0x08u)
            done |= round_entry(ap_mul(piece == 2 ? ap_mul(s.m1, p1, hw)
                                       : ap_add(ap_mul(s.m1, p1, hw), ap_mul(s.f2, p0, hw)),
                                       in, hw), 3, out);
        if (want & ~flat & 0x20u)
            done |= round_entry(ap_mul(piece == 2 ? ap_mul(s.m1, p0, hw)
                                       : ap_add(ap_mul(s.m1, p0, hw), ap_mul(s.f2, p1, hw)),
                                       in, hw), 5, out);
    }
    if (want & 0x10u) {
        const apair w = ap_pair(sf_two_prod(u[0], u[1], hw));
        done |= u[0] == 0 || u[1] == 0 ? zero_entries(0x10u, out)
                                       : round_entry(ap_mul(s.m2, w, hw), 4, out);
    }
    return done;
}
typedef struct { apair e[6]; unsigned live, set; } law_sums;

SF_INLINE void law_add(law_sums *acc, int k, apair x)       /* e[k] += x */
{
    acc->e[k] = acc->set & (1u << k) ? ap_add(acc->e[k], x) : x;
    acc->set |= 1u << k;
}

/* the entries a part's terms can make nonzero */
SF_INLINE unsigned part_live(const double m[2], sf_dd v0, sf_dd v1, int sliding)
{
    const int a = m[0] != 0, b = m[1] != 0;
    return 1u | (a ? 0x02u : 0) | (b ? 0x04u : 0) | (a && b ? 0x10u : 0)
           | (a && !(sliding && v1.hi == 0) ? 0x08u : 0)
           | (b && !(sliding && v0.hi == 0) ? 0x20u : 0);
}
SF_INLINE void axis_terms(law_sums *acc, int k, unsigned want, int piece, int rest,
                          const law_scalars *s, apair w, apair qk, apair qo, apair in,
                          int hw)
{
    const apair g = piece == 2 ? w : ap_mul(s->m1, w, hw);
    if (want & (2u << k))
        law_add(acc, 1 + k, g);
    if (want & (8u << 2 * k))
        law_add(acc, 3 + 2 * k,
                piece == 2 ? ap_mul(g, ap_mul(qo, in, hw), hw) : rest ? g
                : ap_mul(ap_add(ap_mul(s->m1, qo, hw), ap_mul(s->f2, qk, hw)),
                         ap_mul(w, in, hw), hw));
}
SF_INLINE apair ap_square_times(double m, apair h, int hw)        /* m^2 h */
{
    return m == 0 ? ap_exact(0) : ap_mul(ap_pair(sf_two_prod(m, m, hw)), h, hw);
}
SF_INLINE int ellipse_part_fast(const double u[2], const double m[2], int j, double eps,
                                apair ie, unsigned want, law_sums *acc, int hw)
{
    const double mbar = m[0] > m[1] ? m[0] : m[1];
    if (mbar == 0)
        return 1;
    const sf_dd v0 = sf_two_prod(m[0], u[0], hw), v1 = sf_two_prod(m[1], u[1], hw);
    const apair q0 = ap_mul(ap_pair(v0), ap_pair(v0), hw),
                q1 = ap_mul(ap_pair(v1), ap_pair(v1), hw), n = ap_add(q0, q1);
    const apair me = ap_pair(sf_two_prod(mbar, eps, hw));
    const int i = v0.hi == 0 ? 1 : 0, rest = n.v.hi == 0, all = (want & 0x3Eu) != 0,
              axis = !rest && (v0.hi == 0 || v1.hi == 0) && m[i] == mbar,
              far = n.v.hi > me.v.hi * me.v.hi * (1 + 0x1p-50);      /* sliding */
    if (far && j == 0)
        return 1;
    const apair in = rest || !all ? ap_exact(0) : ap_inv(n, hw),
                r = rest ? ap_exact(0)
                    : ap_sqrt(n, all ? 0.5 * in.v.hi : 0.5 / n.v.hi, hw),
                c = far ? ap_exact(0) : ap_inv(me, hw),
                t = rest || far ? ap_exact(0) : axis ? ap_mul_d(ie, fabs(u[i]), hw)
                                                     : ap_mul(r, c, hw);
    const int piece = rest ? 1 : far ? 2 : axis ? (fabs(u[i]) < eps ? 1 : 2) : t_piece(t);
    if (piece == 1 && !rest && !(t.v.hi >= 0x1p-150))
        return 0;
    if (piece != 1 && (piece == 0 || j == 0))
        return piece != 0;
    law_scalars s = { .m1 = { { 0, 0 }, 0 } };         /* those not formed: zero */
    if (piece == 1)
        sticking_scalars(t, ap_exact(j == 0), ap_exact(j ? 1 : -1), 1,
                         law_needs(want) & (rest ? ~(unsigned)LAW_M2 : ~0u), &s, hw);
    acc->live |= want & 0x3Eu ? part_live(m, v0, v1, piece == 2) : 1u;
    if (want & 1)
        law_add(acc, 0, piece == 2 ? r : ap_mul(ap_mul(s.p, me, hw), ap_recip(30, hw), hw));
    if (all) {
        const apair sg = rest ? ap_exact(0) : ap_mul(r, in, hw), h = piece == 2 ? sg : c,
                    w0 = ap_square_times(m[0], h, hw), w1 = ap_square_times(m[1], h, hw);
        axis_terms(acc, 0, want, piece, rest, &s, w0, q0, q1, in, hw);
        axis_terms(acc, 1, want, piece, rest, &s, w1, q1, q0, in, hw);
        if ((want & 0x10u) && !rest)
            law_add(acc, 4, piece == 2
                            ? ap_scale(ap_mul(ap_mul(ap_pair(sf_two_prod(m[0], m[0], hw)),
                                                     ap_pair(sf_two_prod(m[1], m[1], hw)), hw),
                                              ap_mul(sg, in, hw), hw), -1.0)
                            : ap_mul(ap_mul(s.m2, sg, hw), ap_mul(w0, w1, hw), hw));
    }
    return 1;
}
SF_INLINE apair shared_factor(apair x, apair f, int hw)
{
    return x.a < 0x1p-950 ? ap_exact(0) : ap_mul(x, f, hw);
}
SF_INLINE unsigned round_in(unsigned set, apair x, int k, double out[6])
{
    return set >> k & 1 ? round_entry(x, k, out) : 0;
}
SF_INLINE unsigned ellipse_body(const double u[2], const double mu_s[2],
                                const double mu_k[2], double eps, unsigned want,
                                double out[6], int hw)
{
    law_sums acc = { .live = 0 };                 /* all exact zeros, none set */
    if (!laws_in_range(u, 0, mu_s, mu_k, eps) || (u[0] == 0 && u[1] == 0))
        return 0;
    const apair ie = ap_recip(eps, hw);
    if (!ellipse_part_fast(u, mu_s, 0, eps, ie, want, &acc, hw)
        || !ellipse_part_fast(u, mu_k, 1, eps, ie, want, &acc, hw))
        return 0;
    const unsigned zero = ~acc.live | (u[0] == 0 ? 0x12u : 0) | (u[1] == 0 ? 0x14u : 0),
                   todo = want & ~zero & acc.set;
    unsigned done = zero_entries(want & zero, out);
    if (todo & 0x02u)                                 /* the factors the parts share */
        acc.e[1] = shared_factor(acc.e[1], ap_exact(u[0]), hw);
    if (todo & 0x04u)
        acc.e[2] = shared_factor(acc.e[2], ap_exact(u[1]), hw);
    if (todo & 0x10u)
        acc.e[4] = shared_factor(acc.e[4], ap_pair(sf_two_prod(u[0], u[1], hw)), hw);
    done |= round_in(todo, acc.e[0], 0, out) | round_in(todo, acc.e[1], 1, out)
            | round_in(todo, acc.e[2], 2, out) | round_in(todo, acc.e[3], 3, out)
            | round_in(todo, acc.e[4], 4, out) | round_in(todo, acc.e[5], 5, out);
    return done;
}
#if !defined(SF_FORCE_DEKKER) && !defined(__FMA__) && !defined(__aarch64__) \
    && !defined(__ARM_FEATURE_FMA) && defined(__GNUC__) && defined(__x86_64__)
#define LAWS_FMA_TEST 1
#define LAWS_HW 0
#elif defined(SF_FORCE_DEKKER) || !(defined(__FMA__) || defined(__aarch64__) \
                                     || defined(__ARM_FEATURE_FMA))
#define LAWS_FMA_TEST 0
#define LAWS_HW 0
#else
#define LAWS_FMA_TEST 0
#define LAWS_HW 1
#endif
SF_INLINE unsigned lagged_sets(const double u[2], const double a[2], const double mu_s[2],
                               const double mu_k[2], double eps, unsigned want,
                               double out[6], int hw)
{
    return want == 0x3Eu ? lagged_body(u, a, mu_s, mu_k, eps, 0x3Eu, out, hw)
                         : lagged_body(u, a, mu_s, mu_k, eps, want, out, hw);
}
SF_INLINE unsigned ellipse_sets(const double u[2], const double mu_s[2],
                                const double mu_k[2], double eps, unsigned want,
                                double out[6], int hw)
{
    return want == 1u ? ellipse_body(u, mu_s, mu_k, eps, 1u, out, hw)
           : want == 0x3Eu ? ellipse_body(u, mu_s, mu_k, eps, 0x3Eu, out, hw)
                           : ellipse_body(u, mu_s, mu_k, eps, want, out, hw);
}
#if LAWS_FMA_TEST
__attribute__((target("fma"))) static unsigned
lagged_fma(const double u[2], const double a[2], const double mu_s[2],
           const double mu_k[2], double eps, unsigned want, double out[6])
{ return lagged_sets(u, a, mu_s, mu_k, eps, want, out, 1); }
__attribute__((target("fma"))) static unsigned
ellipse_fma(const double u[2], const double mu_s[2], const double mu_k[2], double eps,
            unsigned want, double out[6])
{ return ellipse_sets(u, mu_s, mu_k, eps, want, out, 1); }
#endif
static unsigned lagged_fast(const double u[2], const double a[2], const double mu_s[2],
                            const double mu_k[2], double eps, unsigned want,
                            double out[6])
{
#if LAWS_FMA_TEST
    if (__builtin_cpu_supports("fma"))
        return lagged_fma(u, a, mu_s, mu_k, eps, want, out);
#endif
    return lagged_sets(u, a, mu_s, mu_k, eps, want, out, LAWS_HW);
}
static unsigned ellipse_fast(const double u[2], const double mu_s[2],
                             const double mu_k[2], double eps, unsigned want,
                             double out[6])
{
#if LAWS_FMA_TEST
    if (__builtin_cpu_supports("fma"))
        return ellipse_fma(u, mu_s, mu_k, eps, want, out);
#endif
    return ellipse_sets(u, mu_s, mu_k, eps, want, out, LAWS_HW);
}
#ifdef SF_COUNT_SLOW_PATH
/* the fast path alone, law 0 lagged (a used), 1 elliptical (a ignored) */
unsigned sf_laws_fast(int law, const double u[2], const double a[2], const double mu_s[2],
                      const double mu_k[2], double eps, unsigned want, double out[6]);
unsigned sf_laws_fast(int law, const double u[2], const double a[2], const double mu_s[2],
                      const double mu_k[2], double eps, unsigned want, double out[6])
{
    return law == 0 ? lagged_fast(u, a, mu_s, mu_k, eps, want, out)
                    : ellipse_fast(u, mu_s, mu_k, eps, want, out);
}
#endif
enum { LAW_POTENTIAL = 1, LAW_DERIVATIVES = 0x3e };      /* out[0]; out[1] ... out[5] */

/* NaN in the entries of want (quietly, or with EDOM outside the domain); 0 inside it.
   c: the coefficients or semi-axes, then eps_v, last */
static int law_outside_domain(const double u[2], const double *c, int nc, unsigned want,
                              double out[6])
{
    double r;
    int outside = outside_aniso_domain(u, 2, c, nc, &r);
    if (!outside && c[nc - 1] == 0) {
        errno = EDOM;
        r = NAN;
        outside = 1;
    }
    for (int o = 0; outside && o < 6; o++)
        if (want >> o & 1)
            out[o] = r;
    return outside;
}
void smooth_aniso_lagged(const double u[2], const double a[2], const double mu_s[2],
                         const double mu_k[2], double eps_v, double g[2], double h[3])
{
    const unsigned want = LAW_DERIVATIVES;
    double out[6];
    const unsigned done = LAW_FAST(lagged_fast(u, a, mu_s, mu_k, eps_v, want, out)),
                   left = want & ~done;
    if (left && !law_outside_domain(u, (const double[7]){ a[0], a[1], mu_s[0], mu_s[1],
                                    mu_k[0], mu_k[1], eps_v }, 7, left, out))
        lagged_exact(u, a, mu_s, mu_k, eps_v, left, out);
    g[0] = out[1];
    g[1] = out[2];
    for (int k = 0; k < 3; k++)
        h[k] = out[3 + k];
}
static void ellipse_law(const double u[2], const double mu_s[2], const double mu_k[2],
                        double eps_v, unsigned want, double out[6])
{
    const unsigned done = LAW_FAST(ellipse_fast(u, mu_s, mu_k, eps_v, want, out)),
                   left = want & ~done;
    if (left && !law_outside_domain(u, (const double[5]){ mu_s[0], mu_s[1], mu_k[0],
                                    mu_k[1], eps_v }, 5, left, out))
        ellipse_exact(u, mu_s, mu_k, eps_v, left, out);
}
void smooth_ellipse_gradient(const double u[2], const double mu_s[2],
                             const double mu_k[2], double eps_v, double g[2], double h[3])
{
    double out[6];
    ellipse_law(u, mu_s, mu_k, eps_v, LAW_DERIVATIVES, out);
    g[0] = out[1];
    g[1] = out[2];
    for (int k = 0; k < 3; k++)
        h[k] = out[3 + k];
}
double smooth_ellipse_potential(const double u[2], const double mu_s[2],
                                const double mu_k[2], double eps_v)
{
    double out[6];
    ellipse_law(u, mu_s, mu_k, eps_v, LAW_POTENTIAL, out);
    return out[0];
}
enum { ROLL_ENTRIES = 21 };                /* out[0], g = out[1..5], h = out[6..20] */

/* NaN in every entry of want (quietly for a NaN argument, else with EDOM) when outside
   the domain, 0 inside it.  c: the coefficients; e: the widths; bad: another fault. */
static int roll_outside_domain(const double w[5], const double c[6], const double *e,
                               int ne, int bad, unsigned want, double out[ROLL_ENTRIES])
{
    double r;
    int outside = outside_aniso_domain(w, 5, c, 6, &r);
    for (int i = 0; i < ne; i++)
        bad |= !(e[i] > 0) || isinf(e[i]);
    if (!outside && bad) {
        errno = EDOM;
        r = NAN;
        outside = 1;
    }
    for (int o = 0; outside && o < ROLL_ENTRIES; o++)
        if (want >> o & 1)
            out[o] = r;
    return outside;
}
static void roll_coupled(const double w[5], const double mu_s[3], const double mu_k[3],
                         double eps_v, unsigned want, double out[ROLL_ENTRIES])
{
    const double c[6] = { mu_s[0], mu_s[1], mu_s[2], mu_k[0], mu_k[1], mu_k[2] };
    const int no_slide = (mu_s[0] == 0 && (mu_s[1] != 0 || mu_s[2] != 0))
                         || (mu_k[0] == 0 && (mu_k[1] != 0 || mu_k[2] != 0));
    if (roll_outside_domain(w, c, &eps_v, 1, no_slide, want, out))
        return;
    law_part P[2];
    int live[2];
    for (int j = 0; j < 2; j++) {
        const double *mu = j ? mu_k : mu_s,
                     m[5] = { mu[0], mu[0], mu[1], mu[2], mu[2] };
        part_init(&P[j]);
        live[j] = part_setup(&P[j], w, m, 5, 0, eps_v);
        mpq_set_ui(P[j].Q[j], 1, 1);
        mpq_set_ui(P[j].Q[1 - j], 0, 1);
    }
    round_entries(P, live, 2, want, out);
    for (int j = 0; j < 2; j++)
        part_clear(&P[j]);
}
static void roll_decoupled(const double w[5], const double mu_s[3], const double mu_k[3],
                           const double eps[3], unsigned want, double out[ROLL_ENTRIES])
{
    static const double axes[3][5] = { { 1, 1, 0, 0, 0 }, { 0, 0, 1, 0, 0 },
                                       { 0, 0, 0, 1, 1 } };
    static const int first[3] = { 0, 2, 3 };
    const double c[6] = { mu_s[0], mu_s[1], mu_s[2], mu_k[0], mu_k[1], mu_k[2] };
    if (roll_outside_domain(w, c, eps, 3, 0, want, out))
        return;
    law_part P[3];
    int live[3];
    for (int j = 0; j < 3; j++) {
        part_init(&P[j]);
        live[j] = part_setup(&P[j], w, axes[j], 5, first[j], eps[j]);
        mpq_set_d(P[j].Q[0], mu_s[j]);
        mpq_mul(P[j].Q[0], P[j].Q[0], P[j].Q[0]);
        mpq_set_d(P[j].Q[1], mu_k[j]);
        mpq_mul(P[j].Q[1], P[j].Q[1], P[j].Q[1]);
    }
    round_entries(P, live, 3, want, out);
    for (int j = 0; j < 3; j++)
        part_clear(&P[j]);
}
static void roll_unpack(const double out[ROLL_ENTRIES], double g[5], double h[15])
{
    for (int i = 0; i < 5; i++)
        g[i] = out[1 + i];
    for (int k = 0; k < 15; k++)
        h[k] = out[6 + k];
}
double smooth_roll_potential(const double w[5], const double mu_s[3],
                             const double mu_k[3], double eps_v)
{
    double out[ROLL_ENTRIES];
    roll_coupled(w, mu_s, mu_k, eps_v, 1, out);
    return out[0];
}
void smooth_roll_gradient(const double w[5], const double mu_s[3], const double mu_k[3],
                          double eps_v, double g[5], double h[15])
{
    double out[ROLL_ENTRIES];
    roll_coupled(w, mu_s, mu_k, eps_v, (1u << ROLL_ENTRIES) - 2, out);
    roll_unpack(out, g, h);
}
double smooth_roll_decoupled_potential(const double w[5], const double mu_s[3],
                                       const double mu_k[3], const double eps[3])
{
    double out[ROLL_ENTRIES];
    roll_decoupled(w, mu_s, mu_k, eps, 1, out);
    return out[0];
}
void smooth_roll_decoupled_gradient(const double w[5], const double mu_s[3],
                                    const double mu_k[3], const double eps[3],
                                    double g[5], double h[15])
{
    double out[ROLL_ENTRIES];
    roll_decoupled(w, mu_s, mu_k, eps, (1u << ROLL_ENTRIES) - 2, out);
    roll_unpack(out, g, h);
}
