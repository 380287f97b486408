/* Tangled from doc/fast-paths.nw, doc/laws-fast.nw and doc/varying.nw;
   edit there, not here. */
#include <errno.h>
#include <float.h>
#include <math.h>

#include "sf-exact.h"
#include "sf-round.h"
#include "smooth-aniso.h"
#include "smooth-mu.h"

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
/* smooth_aniso_mu in the range: 1 and *r when decided */
SF_INLINE int aniso_mu_fast(double u0, double u1, double a0, double a1, double mu0,
                            double mu1, int hw, double *r)
{
    if (!(sf_bits_moderate(sf_magnitude_bits(u0))
          & sf_bits_moderate(sf_magnitude_bits(u1)) & sf_bits_moderate(sf_bits(a0))
          & sf_bits_moderate(sf_bits(a1)) & sf_bits_moderate(sf_bits(mu0))
          & sf_bits_moderate(sf_bits(mu1))))
        return 0;
    const sf_dd x = aniso_mu_pair(u0, u1, a0, a1, mu0, mu1, hw);
    if (x.hi == 0) {
        *r = 0.0;
        return 1;
    }
    return sf_rounds_to_one(x, 0x1p-99 * x.hi, 0x1p-1000, r);
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
#if defined(__GNUC__)
#define ANISO_CAREFUL static __attribute__((noinline))
#else
#define ANISO_CAREFUL static
#endif
ANISO_CAREFUL double aniso_mu_careful(double u0, double u1, double a0, double a1,
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
ANISO_CAREFUL double ellipse_speed_careful(double u0, double u1, double m0, double m1,
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
    if (ellipse_speed_fast(u0, u1, m0, m1, hw, &r))
        return r;
    return ellipse_speed_careful(u0, u1, m0, m1, hw);
}
/* Defines smooth_aniso_mu and smooth_ellipse_speed (SF_PUBLIC: src/sf-round.h). */
SF_PUBLIC(smooth_aniso_mu,
          (double u0, double u1, double a0, double a1, double mu0, double mu1),
          u0, u1, a0, a1, mu0, mu1)
SF_PUBLIC(smooth_ellipse_speed, (double u0, double u1, double m0, double m1),
          u0, u1, m0, m1)
/* 1 where a law takes the far route: x = u0, u1, then the coefficients or semi-axes, then
   eps_v; all finite, the last n - 2 not negative, eps_v > 0, and one of them nonzero and
   outside [2^-100, 2^100] */
static int far_out(const double *x, int n)
{
    int out = 0;
    for (int i = 0; i < n; i++) {
        if (!isfinite(x[i]) || (i >= 2 && !(x[i] >= 0)))
            return 0;
        out |= x[i] != 0 && (fabs(x[i]) < 0x1p-100 || fabs(x[i]) > 0x1p100);
    }
    return out && x[n - 1] > 0;
}
typedef struct { double r; long x; } wide;             /* r 2^x */

/* f[0] ... f[n-1] 2^x / d^nd, the exponents summed apart */
static wide product(const double *f, int n, long x, double d, int nd)
{
    int e;
    wide w = { 1, x };
    for (int i = 0; i < n; i++) {
        w.r *= frexp(f[i], &e);
        w.x += e;
    }
    const double q = frexp(d, &e);
    for (int i = 0; i < nd; i++) {
        w.r /= q;
        w.x -= e;
    }
    return w;
}
static wide wide_add(wide a, wide b)
{
    if (a.r == 0 || (b.r != 0 && b.x > a.x)) {
        const wide t = a;
        a = b;
        b = t;
    }
    const long d = a.x - b.x;
    int e;
    a.r = frexp(a.r + (b.r == 0 || d > 2000 ? 0 : ldexp(b.r, (int)-d)), &e);
    a.x += e;
    return a;
}
static double wide_value(wide a)
{
    return ldexp(a.r, a.x < -100000 ? -100000 : a.x > 100000 ? 100000 : (int)a.x);
}
#include "sf-mu-forms.h"

/* Row fn of the cubic blend, its powers of t and eps_v raised by lift, at the speed
   z 2^X, exactly, as r 2^x */
static wide cubic_at(int fn, int lift, double z, long X, double mu_s, double mu_k,
                     double eps)
{
    const int k = X > 5000 ? -5000 : X < -5000 ? 5000 : (int)-X;
    int piece = 0;
    while (piece < mu_npieces[CUBIC] - 1
           && !(z < ldexp(eps, k - mu_brk_shift[CUBIC][piece])))
        piece++;
    const mu_piece_form *p = &mu_form[CUBIC][fn][piece];
    wide w;
    w.r = sf_exact_piece_at(p->eps_power + lift, p->low + lift, p->degree, p->den,
                            p->mono, z, X, mu_s, mu_k, eps, &w.x);
    return w;
}
/* |(m0 u0, m1 u1)| 2^-X / mbar, correctly rounded */
static double scaled_speed(const double u[2], const double m[2], double mbar, long X)
{
    const long c = -X > 1023 ? 1023 : -X, rest = -X - c;        /* X <= 1026 */
    const long d1 = rest > 1074 ? -1074 : -rest,
               d2 = -rest - d1 < -1074 ? -1074 : -rest - d1;
    const double s = ldexp(1, (int)c);
    const term3 p[2] = { { { m[0], u[0], s } }, { { m[1], u[1], s } } };
    const term3 q[2] = { { { mbar, ldexp(1, (int)d1), ldexp(1, (int)d2) } },
                         { { 0, 1, 1 } } };
    return root_of_ratio(p, q, 0);
}
/* The unit vector b of M u as r 2^x, and the speed z' 2^X; returns z' (0 at rest) */
static double far_direction(const double u[2], const double m[2], double mbar, wide b[2],
                            long *X)
{
    for (int i = 0; i < 2; i++)
        b[i] = product((const double[]){ m[i], u[i] }, 2, 0, mbar, 1);
    if (b[0].r == 0 && b[1].r == 0)
        return 0;
    *X = b[0].r == 0 ? b[1].x : b[1].r == 0 ? b[0].x : b[0].x > b[1].x ? b[0].x : b[1].x;
    const double z = scaled_speed(u, m, mbar, *X);
    for (int i = 0; i < 2; i++) {
        b[i].r /= z;
        b[i].x -= *X;
    }
    return z;
}
static void law_far(const double u[2], const double m[2], double mu_s, double mu_k,
                    double eps, wide acc[5])
{
    const double mbar = m[0] > m[1] ? m[0] : m[1];
    const wide none = { 0, 0 };
    wide F1 = none, F2 = none, D = none, b[2];
    long X = 0;
    const double z = far_direction(u, m, mbar, b, &X);
    const wide M1 = cubic_at(MU_F1_OVER_X, 0, z, X, mu_s, mu_k, eps);
    if (z != 0) {
        F1 = cubic_at(MU_F1, 0, z, X, mu_s, mu_k, eps);
        F2 = cubic_at(MU_F2, 0, z, X, mu_s, mu_k, eps);
        D = cubic_at(MU_F2X_MINUS_MU_F1_OVER_X3, 2, z, X, mu_s, mu_k, eps);
    }
    for (int i = 0; i < 2; i++) {
        const int j = 1 - i;
        const double gi[3] = { F1.r, m[i], b[i].r },
                     across[5] = { M1.r, m[i], m[i], b[j].r, b[j].r },
                     along[5] = { F2.r, m[i], m[i], b[i].r, b[i].r };
        acc[i] = wide_add(acc[i], product(gi, 3, F1.x + b[i].x, 1, 0));
        wide *hii = &acc[2 + 2 * i];
        *hii = wide_add(*hii, z == 0 ? product(across, 3, M1.x, mbar, 1)
                                     : product(across, 5, M1.x + 2 * b[j].x, mbar, 1));
        *hii = wide_add(*hii, product(along, 5, F2.x + 2 * b[i].x, mbar, 1));
    }
    const double off[5] = { D.r, m[0], m[1], b[0].r, b[1].r };
    acc[3] = wide_add(acc[3], product(off, 5, D.x + b[0].x + b[1].x, mbar, 1));
}
/* g and h of a law of n parts far from the working range */
static void far_law(const double u[2], int n, const double *const m[],
                    const double c[][2], double eps, double g[2], double h[3])
{
    const int caller_errno = errno;
    wide acc[5] = { { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 } };
    for (int j = 0; j < n; j++)
        if (m[j][0] > 0 || m[j][1] > 0)
            law_far(u, m[j], c[j][0], c[j][1], eps, acc);
    g[0] = wide_value(acc[0]);
    g[1] = wide_value(acc[1]);
    for (int k = 0; k < 3; k++)
        h[k] = wide_value(acc[2 + k]);
    errno = caller_errno;
}
static int far_isotropic(const double u[2], double ms, double mk, double eps, double g[2],
                         double h[3])
{
    const double x[5] = { u[0], u[1], ms, mk, eps }, circle[2] = { 1, 1 },
                 *const m[1] = { circle }, c[1][2] = { { ms, mk } };
    if (!far_out(x, 5))
        return 0;
    far_law(u, 1, m, c, eps, g, h);
    return 1;
}
static int far_elliptic(const double u[2], const double mu_s[2], const double mu_k[2],
                        double eps, double g[2], double h[3])
{
    const double x[7] = { u[0], u[1], mu_s[0], mu_s[1], mu_k[0], mu_k[1], eps },
                 *const m[2] = { mu_s, mu_k }, c[2][2] = { { 1, 0 }, { 0, 1 } };
    if (!far_out(x, 7))
        return 0;
    far_law(u, 2, m, c, eps, g, h);
    return 1;
}
static void isotropic_law(double y, const double u[2], double ms, double mk, double eps,
                          double g[2], double h[3])
{
    if (far_isotropic(u, ms, mk, eps, g, h))
        return;
    const double m1 = smooth_mu_f1_over_x(y, ms, mk, eps);
    g[0] = m1 * u[0];
    g[1] = m1 * u[1];
    h[0] = h[2] = m1;
    h[1] = 0;
    if (y != 0) {
        const double m2 = smooth_mu_f2_x_minus_mu_f1_over_x3(y, ms, mk, eps);
        h[0] += m2 * u[0] * u[0];
        h[1] = m2 * u[0] * u[1];
        h[2] += m2 * u[1] * u[1];
    }
}

static void lagged_composed(const double u[2], const double a[2], const double mu_s[2],
                            const double mu_k[2], double eps_v, double g[2], double h[3])
{
    const double ms = smooth_aniso_mu(u[0], u[1], a[0], a[1], mu_s[0], mu_s[1]);
    const double mk = smooth_aniso_mu(u[0], u[1], a[0], a[1], mu_k[0], mu_k[1]);
    isotropic_law(smooth_ellipse_speed(u[0], u[1], 1, 1), u, ms, mk, eps_v, g, h);
}
static void ellipse_part(const double u[2], const double m[2], int j, double eps,
                         double g[2], double h[3], double *phi)
{
    const double mbar = m[0] > m[1] ? m[0] : m[1], cs = j == 0, ck = j == 1;
    const double z = smooth_ellipse_speed(u[0], u[1], m[0], m[1]);
    if (isnan(z)) {
        g[0] = g[1] = h[0] = h[1] = h[2] = NAN;
        return;
    }
    if (mbar == 0)
        return;
    const double w[2] = { m[0] / mbar * m[0] * u[0], m[1] / mbar * m[1] * u[1] };
    const double p1 = smooth_mu_f1_over_x(z, cs, ck, eps);
    if (phi)
        *phi += mbar * smooth_mu_f0(z, cs, ck, eps);
    g[0] += p1 * w[0];
    g[1] += p1 * w[1];
    h[0] += p1 * (m[0] / mbar * m[0]);
    h[2] += p1 * (m[1] / mbar * m[1]);
    if (z != 0) {
        const double p2 = smooth_mu_f2_x_minus_mu_f1_over_x3(z, cs, ck, eps) / mbar;
        h[0] += p2 * w[0] * w[0];
        h[1] += p2 * w[0] * w[1];
        h[2] += p2 * w[1] * w[1];
    }
}
static int circles(const double mu_s[2], const double mu_k[2])
{ return mu_s[0] == mu_s[1] && mu_k[0] == mu_k[1]; }

static void ellipse_composed(const double u[2], const double mu_s[2],
                             const double mu_k[2], double eps_v, double g[2], double h[3])
{
    if (circles(mu_s, mu_k)) {
        isotropic_law(smooth_ellipse_speed(u[0], u[1], 1, 1), u, mu_s[0], mu_k[0], eps_v,
                      g, h);
        return;
    }
    if (far_elliptic(u, mu_s, mu_k, eps_v, g, h))
        return;
    g[0] = g[1] = h[0] = h[1] = h[2] = 0;
    ellipse_part(u, mu_s, 0, eps_v, g, h, NULL);
    ellipse_part(u, mu_k, 1, eps_v, g, h, NULL);
}

static double potential_composed(const double u[2], const double mu_s[2],
                                 const double mu_k[2], double eps_v)
{
    double g[2] = { 0, 0 }, h[3] = { 0, 0, 0 }, phi = 0;
    if (circles(mu_s, mu_k))
        return smooth_mu_f0(smooth_ellipse_speed(u[0], u[1], 1, 1), mu_s[0], mu_k[0],
                            eps_v);
    ellipse_part(u, mu_s, 0, eps_v, g, h, &phi);
    ellipse_part(u, mu_k, 1, eps_v, g, h, &phi);
    return phi;
}
typedef struct { sf_dd v; double err; } bounded;  /* the exact value is within err of v */

#define BOUND_PAD (1 + 0x1p-48)
SF_INLINE double magnitude(sf_dd x)    /* HUGE_VAL once it reached the overflow limit */
{
    return fabs(x.hi) < DBL_MAX ? fabs(x.hi) + fabs(x.lo) : HUGE_VAL;
}
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
    const sf_dd w = sf_fast_two_sum(s.hi, s.lo + t.hi),
                r = sf_fast_two_sum(w.hi, t.lo + w.lo);
    const bounded c = { r, (a.err + b.err + 0x1p-103 * magnitude(r) + 0x1p-1000)
                           * BOUND_PAD };
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
        c.err = ((a.err + magnitude(q) * b.err) / below + 0x1p-101 * magnitude(q)
                 + 0x1p-1000) * BOUND_PAD;
    return c;
}
/* 1 when u[i] and the n coefficients c[i] are 0 or of magnitude in [2^-100, 2^100], the
   coefficients not negative, and eps is in that range */
SF_INLINE int laws_in_range(const double u[2], const double *c, int n, double eps)
{
    int ok = sf_bits_moderate(sf_bits(eps)) & (eps != 0)
             & sf_bits_moderate(sf_magnitude_bits(u[0]))
             & sf_bits_moderate(sf_magnitude_bits(u[1]));
    for (int i = 0; i < n; i++)
        ok &= sf_bits_moderate(sf_bits(c[i]));
    return ok;
}
/* sqrt of a bounded n, n.v normalized, n.v.hi > 0 */
SF_INLINE bounded b_sqrt(bounded n, int hw)
{
    const double s = sqrt(n.v.hi), h = 0.5 / n.v.hi;
    const sf_dd w = sf_two_prod(s, s, hw);
    const double e = (n.v.hi - w.hi) + (n.v.lo - w.lo);     /* n - s^2 */
    const double g = e * (h * s);                             /* s kappa */
    const bounded r = { sf_fast_two_sum(s, sf_mul_add(g, e * (1.5 * h), g, hw)),
                        (n.err / s + 0x1p-100 * s + 0x1p-1000) * BOUND_PAD };
    return r;
}
typedef struct { bounded m1, f2, m2, p; } law_scalars;
enum { LAW_P = 1, LAW_M1 = 2, LAW_M2 = 4 };      /* which of them to compute */

/* the scalars the entries of the set want need */
SF_INLINE unsigned law_needs(unsigned want)
{
    return (want & 1u ? LAW_P : 0) | (want & 0x2Eu ? LAW_M1 : 0)
           | (want & 0x10u ? LAW_M2 : 0);
}

SF_INLINE bounded b_lin(double a, double b, bounded t, int hw)   /* a + b t */
{
    const bounded bt = sf_power_of_two(b) ? b_scale(t, b) : b_mul(b_exact(b), t, hw);
    return b_add(b_exact(a), bt);
}
SF_INLINE void sticking_scalars(bounded y, bounded t, bounded ms, bounded d, double eps,
                                unsigned need, law_scalars *s, int hw)
{
    const bounded e = b_exact(eps), t2 = b_mul(t, t, hw);
    if (need & LAW_M1) {
        const bounded dt2 = b_mul(d, t2, hw),
                      a1 = b_add(ms, b_mul(dt2, b_lin(3, -2, t, hw), hw)),
                      a2 = b_add(ms, b_mul(dt2, b_lin(9, -5, t, hw), hw));
        s->m1 = b_div(b_mul(b_lin(2, -1, t, hw), a1, hw), e, hw);
        s->f2 = b_scale(b_div(b_mul(b_lin(1, -1, t, hw), a2, hw), e, hw), 2.0);
    }
    if (need & LAW_M2) {
        const bounded r = b_lin(12, 1, b_mul(t, b_lin(-21, 8, t, hw), hw), hw),
                      q = b_mul(b_mul(d, t, hw), r, hw);
        s->m2 = b_div(b_div(b_sub(q, ms), b_pair(sf_two_prod(eps, eps, hw)), hw), y, hw);
    }
    if (need & LAW_P) {
        const bounded c = b_lin(45, 1, b_mul(t, b_lin(-42, 10, t, hw), hw), hw),
                      k = b_lin(17, 1, b_mul(b_mul(t2, t2, hw), c, hw), hw),
                      j = b_lin(1, 1, b_mul(t2, b_lin(3, -1, t, hw), hw), hw);
        const bounded w = b_add(b_mul(b_mul(b_exact(10), ms, hw), j, hw),
                                b_mul(d, k, hw));
        s->p = b_div(b_mul(w, e, hw), b_exact(30), hw);
    }
}
SF_INLINE int blend_scalars(bounded y, bounded ms, bounded mk, double eps, unsigned need,
                            law_scalars *s, int hw)
{
    int sticking = y.err == 0 && y.v.lo == 0 && y.v.hi < eps;
    const bounded t = b_div(y, b_exact(eps), hw);
    s->m1 = s->f2 = s->m2 = s->p = b_exact(0);                /* those not needed */
    if (y.err != 0 || y.v.lo != 0) {
        const double gap = (t.v.hi - 1) + t.v.lo;
        if (!(fabs(gap) > 2 * t.err))
            return 0;
        sticking = gap < 0;
    }
    if (sticking) {
        sticking_scalars(y, t, ms, b_sub(mk, ms), eps, need, s, hw);
        return 1;
    }
    s->m1 = b_div(mk, y, hw);
    s->f2 = b_exact(0);
    s->m2 = b_scale(b_div(b_div(s->m1, y, hw), y, hw), -1.0);
    s->p = b_mul(mk, y, hw);
    return 2;
}
/* bit k when the bounded x rounds to one double, stored in out[k] */
SF_INLINE unsigned round_entry(bounded x, int k, double out[6])
{
    return (unsigned)sf_rounds_to_one(x.v, x.err * BOUND_PAD + 0x1p-104 * fabs(x.v.hi),
                                      0x1p-960, &out[k]) << k;
}
/* the entries of the set k as exact zeros */
SF_INLINE unsigned zero_entries(const double u[2], unsigned set, double out[6])
{
    for (int k = 0; k < 6; k++)
        if (set & (1u << k))
            out[k] = k == 1 || k == 2 ? 0.0 * u[k - 1] : k == 4 ? 0.0 * u[0] * u[1] : 0.0;
    return set;
}
SF_INLINE bounded b_coefficient(sf_dd x)     /* aniso_mu_pair's root: within 2^-99 hi */
{
    const bounded b = { sf_fast_two_sum(x.hi, x.lo), 0x1p-99 * x.hi * BOUND_PAD };
    return b;
}
SF_INLINE unsigned lagged_body(const double u[2], const double a[2], const double mu_s[2],
                               const double mu_k[2], double eps, unsigned want,
                               double out[6], int hw)
{
    const double c[6] = { a[0], a[1], mu_s[0], mu_s[1], mu_k[0], mu_k[1] };
    if (!laws_in_range(u, c, 6, eps) || (u[0] == 0 && u[1] == 0))
        return 0;
    const sf_dd s0 = sf_two_prod(u[0], u[0], hw), s1 = sf_two_prod(u[1], u[1], hw);
    const bounded n = b_add(b_pair(s0), b_pair(s1));
    const bounded y = u[0] == 0 ? b_exact(fabs(u[1]))
                      : u[1] == 0 ? b_exact(fabs(u[0])) : b_sqrt(n, hw);
    const bounded ms = b_coefficient(aniso_mu_pair(u[0], u[1], a[0], a[1], mu_s[0],
                                                   mu_s[1], hw)),
                  mk = b_coefficient(aniso_mu_pair(u[0], u[1], a[0], a[1], mu_k[0],
                                                   mu_k[1], hw));
    law_scalars s;
    const int piece = blend_scalars(y, ms, mk, eps, law_needs(want), &s, hw);
    if (piece == 0)
        return 0;
    if (mk.v.hi == 0 && (piece == 2 || ms.v.hi == 0))        /* the zero law */
        return zero_entries(u, want & 0x3Eu, out);
    unsigned done = 0;
    for (int i = 0; i < 2; i++)
        if (want & (2u << i))
            done |= u[i] == 0 ? zero_entries(u, 2u << i, out)
                              : round_entry(b_mul(s.m1, b_exact(u[i]), hw), 1 + i, out);
    if (want & 0x28u) {                     /* sliding on an axis: m1 c1 + 0 c0 = 0 */
        const unsigned flat = piece == 2 ? (u[1] == 0 ? 0x08u : 0) | (u[0] == 0 ? 0x20u : 0)
                                         : 0;
        const bounded c0 = b_div(b_pair(s0), n, hw), c1 = b_div(b_pair(s1), n, hw);
        done |= zero_entries(u, want & flat, out);
        if (want & ~flat & 0x08u)
            done |= round_entry(b_add(b_mul(s.m1, c1, hw), b_mul(s.f2, c0, hw)), 3, out);
        if (want & ~flat & 0x20u)
            done |= round_entry(b_add(b_mul(s.m1, c0, hw), b_mul(s.f2, c1, hw)), 5, out);
    }
    if (want & 0x10u) {
        const bounded w = b_pair(sf_two_prod(u[0], u[1], hw));
        done |= u[0] == 0 || u[1] == 0 ? zero_entries(u, 0x10u, out)
                                       : round_entry(b_mul(s.m2, w, hw), 4, out);
    }
    return done;
}
typedef struct { bounded e[6]; unsigned live; } law_sums;

/* the entries a part's terms can make nonzero */
SF_INLINE unsigned part_live(const double m[2], sf_dd v0, sf_dd v1, int sliding)
{
    const int a = m[0] != 0, b = m[1] != 0;
    return 1u | (a ? 0x02u : 0) | (b ? 0x04u : 0) | (a && b ? 0x10u : 0)
           | (a && !(sliding && v1.hi == 0) ? 0x08u : 0)
           | (b && !(sliding && v0.hi == 0) ? 0x20u : 0);
}
SF_INLINE int ellipse_part_fast(const double u[2], const double m[2], int j, double eps,
                                unsigned want, law_sums *acc, int hw)
{
    const double mbar = m[0] > m[1] ? m[0] : m[1];
    if (mbar == 0)
        return 1;
    const sf_dd v0 = sf_two_prod(m[0], u[0], hw), v1 = sf_two_prod(m[1], u[1], hw);
    const bounded q0 = b_mul(b_pair(v0), b_pair(v0), hw),
                  q1 = b_mul(b_pair(v1), b_pair(v1), hw), n = b_add(q0, q1);
    const int i = v0.hi == 0 ? 1 : 0, rest = n.v.hi == 0;
    const bounded z = rest ? b_exact(0)
                      : (v0.hi == 0 || v1.hi == 0) && m[i] == mbar ? b_exact(fabs(u[i]))
                      : b_div(b_sqrt(n, hw), b_exact(mbar), hw);
    law_scalars s;
    const unsigned need = law_needs(want) & (rest ? ~(unsigned)LAW_M2 : ~0u);
    const int piece = blend_scalars(z, b_exact(j == 0), b_exact(j == 1), eps, need, &s,
                                    hw);
    if (piece != 1 && (piece == 0 || j == 0))
        return piece != 0;
    bounded k[2];
    for (int c = 0; c < 2; c++)
        k[c] = m[c] == mbar ? b_exact(m[c])
                            : b_div(b_pair(sf_two_prod(m[c], m[c], hw)), b_exact(mbar), hw);
    bounded *e = acc->e;
    acc->live |= part_live(m, v0, v1, piece == 2);
    if (want & 1)
        e[0] = b_add(e[0], b_mul(b_exact(mbar), s.p, hw));
    for (int c = 0; c < 2; c++)
        if (want & (2u << c))
            e[1 + c] = b_add(e[1 + c], b_mul(b_mul(s.m1, k[c], hw), b_exact(u[c]), hw));
    if (want & 0x28u) {                     /* at rest m1 = F2: any c0 + c1 = 1 will do */
        const bounded c0 = rest ? b_exact(1) : b_div(q0, n, hw),
                      c1 = rest ? b_exact(0) : b_div(q1, n, hw);
        e[3] = b_add(e[3], b_mul(k[0], b_add(b_mul(s.m1, c1, hw), b_mul(s.f2, c0, hw)), hw));
        e[5] = b_add(e[5], b_mul(k[1], b_add(b_mul(s.m1, c0, hw), b_mul(s.f2, c1, hw)), hw));
    }
    if ((want & 0x10u) && !rest) {
        const bounded w = b_mul(b_mul(k[0], k[1], hw), b_pair(sf_two_prod(u[0], u[1], hw)),
                                hw);
        e[4] = b_add(e[4], b_div(b_mul(s.m2, w, hw), b_exact(mbar), hw));
    }
    return 1;
}
SF_INLINE unsigned ellipse_body(const double u[2], const double mu_s[2],
                                const double mu_k[2], double eps, unsigned want,
                                double out[6], int hw)
{
    const double c[4] = { mu_s[0], mu_s[1], mu_k[0], mu_k[1] };
    law_sums acc;
    if (!laws_in_range(u, c, 4, eps) || (u[0] == 0 && u[1] == 0))
        return 0;
    for (int k = 0; k < 6; k++)
        acc.e[k] = b_exact(0);
    acc.live = 0;
    if (!ellipse_part_fast(u, mu_s, 0, eps, want, &acc, hw)
        || !ellipse_part_fast(u, mu_k, 1, eps, want, &acc, hw))
        return 0;
    const unsigned zero = ~acc.live | (u[0] == 0 ? 0x12u : 0) | (u[1] == 0 ? 0x14u : 0);
    unsigned done = zero_entries(u, want & zero, out);
    for (int k = 0; k < 6; k++)
        if (want & ~zero & (1u << k))
            done |= round_entry(acc.e[k], k, out);
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
#if LAWS_FMA_TEST
__attribute__((target("fma"))) static unsigned
lagged_fma(const double u[2], const double a[2], const double mu_s[2],
           const double mu_k[2], double eps, unsigned want, double out[6])
{ return lagged_body(u, a, mu_s, mu_k, eps, want, out, 1); }
__attribute__((target("fma"))) static unsigned
ellipse_fma(const double u[2], const double mu_s[2], const double mu_k[2], double eps,
            unsigned want, double out[6])
{ return ellipse_body(u, mu_s, mu_k, eps, want, out, 1); }
#endif
static unsigned lagged_fast(const double u[2], const double a[2], const double mu_s[2],
                            const double mu_k[2], double eps, unsigned want,
                            double out[6])
{
#if LAWS_FMA_TEST
    if (__builtin_cpu_supports("fma"))
        return lagged_fma(u, a, mu_s, mu_k, eps, want, out);
#endif
    return lagged_body(u, a, mu_s, mu_k, eps, want, out, LAWS_HW);
}
static unsigned ellipse_fast(const double u[2], const double mu_s[2],
                             const double mu_k[2], double eps, unsigned want,
                             double out[6])
{
#if LAWS_FMA_TEST
    if (__builtin_cpu_supports("fma"))
        return ellipse_fma(u, mu_s, mu_k, eps, want, out);
#endif
    return ellipse_body(u, mu_s, mu_k, eps, want, out, LAWS_HW);
}
static void laws_merge(const double out[6], unsigned done, const double ref[6], double *g,
                       double *h)
{
    for (int k = 1; k < 6; k++) {
        const double v = done & (1u << k) ? out[k] : ref[k];
        if (k < 3)
            g[k - 1] = v;
        else
            h[k - 3] = v;
    }
}
void smooth_aniso_lagged(const double u[2], const double a[2], const double mu_s[2],
                         const double mu_k[2], double eps_v, double g[2], double h[3])
{
    double out[6], ref[6];
    const unsigned done = lagged_fast(u, a, mu_s, mu_k, eps_v, 0x3Eu, out);
    if (done != 0x3Eu)
        lagged_composed(u, a, mu_s, mu_k, eps_v, ref + 1, ref + 3);
    laws_merge(out, done, ref, g, h);
}
void smooth_ellipse_gradient(const double u[2], const double mu_s[2],
                             const double mu_k[2], double eps_v, double g[2], double h[3])
{
    double out[6], ref[6];
    const unsigned done = ellipse_fast(u, mu_s, mu_k, eps_v, 0x3Eu, out);
    if (done != 0x3Eu)
        ellipse_composed(u, mu_s, mu_k, eps_v, ref + 1, ref + 3);
    laws_merge(out, done, ref, g, h);
}
double smooth_ellipse_potential(const double u[2], const double mu_s[2],
                                const double mu_k[2], double eps_v)
{
    double out[6];
    if (ellipse_fast(u, mu_s, mu_k, eps_v, 1u, out))
        return out[0];
    return potential_composed(u, mu_s, mu_k, eps_v);
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
