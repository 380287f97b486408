/* Tangled from doc/varying-check.nw; edit there, not here. */
#include "blend-exact.h"
#include "check.h"
#include "mpv.h"
#include "random.h"
#include "smooth-aniso.h"
#include "smooth-mu.h"
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

enum { PREC = 512 };
static uint64_t rng_state = 20261124;
static double uniform01(void)                       /* in [0, 1), 53 random bits */
{
    return random_unit(random_xorshift64(&rng_state));
}
static double log_uniform(int lo, int hi)      /* 2^e (1 + U), e uniform in [lo, hi) */
{
    return ldexp(1 + uniform01(), lo + (int)(uniform01() * (hi - lo)));
}
/* x := sum_i (p_i0 p_i1 p_i2)^2 exactly */
static void square_sum(mpq_t x, const double p[2][3])
{
    mpq_t t, f;
    mpq_inits(t, f, (mpq_ptr)0);
    mpq_set_ui(x, 0, 1);
    for (int i = 0; i < 2; i++) {
        mpq_set_ui(t, 1, 1);
        for (int k = 0; k < 3; k++) {
            mpq_set_d(f, p[i][k]);
            mpq_mul(t, t, f);
        }
        mpq_mul(t, t, t);
        mpq_add(x, x, t);
    }
    mpq_clears(t, f, (mpq_ptr)0);
}
/* Is r the double nearest sqrt(x), ties to even?  Decided by squaring the two
   midpoints. */
static int nearest_root(double r, const mpq_t x)
{
    mpq_t lo, hi, t;
    uint64_t bits;
    int ok;
    if (!(r >= 0) || isinf(r))
        return 0;
    mpq_inits(lo, hi, t, (mpq_ptr)0);
    mpq_set_d(lo, r);
    mpq_set_d(t, r == 0 ? 0 : nextafter(r, 0));
    mpq_add(lo, lo, t);
    mpq_div_2exp(lo, lo, 1);
    mpq_set_d(hi, r);
    mpq_set_d(t, nextafter(r, INFINITY));
    mpq_add(hi, hi, t);
    mpq_div_2exp(hi, hi, 1);
    if (r == 0)
        mpq_set_ui(lo, 0, 1);
    mpq_mul(lo, lo, lo);
    mpq_mul(hi, hi, hi);
    memcpy(&bits, &r, sizeof bits);
    ok = mpq_cmp(lo, x) <= 0 && mpq_cmp(x, hi) <= 0
         && ((mpq_cmp(lo, x) != 0 && mpq_cmp(x, hi) != 0) || (bits & 1) == 0);
    mpq_clears(lo, hi, t, (mpq_ptr)0);
    return ok;
}
/* One argument: mostly moderate, sometimes zero, subnormal, tiny or huge. */
static double argument(int sign)
{
    static const double odd[] = { 0.0, 0x1p-1074, 0x1.8p-1060, 0x1p-600, 0x1p-160,
                                  0x1p160, 0x1p600, 0x1.fffffffffffffp1000 };
    const double x = uniform01() < 0.15 ? odd[(int)(uniform01() * 8)]
                     : log_uniform(-8, 3);
    return sign && uniform01() < 0.5 ? -x : x;
}
static void check_scalars(check_tally *tally, long n)
{
    long wrong_mu = 0, wrong_speed = 0, circle = 0, fallback = 0;
    mpq_t num, den;
    mpq_init(num), mpq_init(den);
    for (long i = 0; i < n; i++) {
        const double u0 = argument(1), u1 = argument(1),
                     a0 = argument(0), a1 = argument(0);
        const double m0 = argument(0), m1 = uniform01() < 0.1 ? m0 : argument(0);
        const int nodir = (a0 == 0 || u0 == 0) && (a1 == 0 || u1 == 0);
        const double p[2][3] = { { m0, a0, u0 }, { m1, a1, u1 } };
        const double q[2][3] = { { a0, u0, 1 }, { a1, u1, 1 } };
        const double pf[2][3] = { { m0, 1, 1 }, { m1, 1, 1 } };
        const double qf[2][3] = { { 1, 1, 1 }, { 1, 1, 1 } };
        square_sum(num, nodir ? pf : p);
        square_sum(den, nodir ? qf : q);
        mpq_div(num, num, den);
        const double r = smooth_aniso_mu(u0, u1, a0, a1, m0, m1);
        wrong_mu += !nearest_root(r, num);
        circle += m0 == m1 && r != m0;
        fallback += nodir;
        const double mb = m0 > m1 ? m0 : m1;
        const double ps[2][3] = { { m0, u0, 1 }, { m1, u1, 1 } };
        const double qs[2][3] = { { mb, 1, 1 }, { 0, 1, 1 } };
        square_sum(num, ps);
        square_sum(den, qs);
        if (mpq_sgn(den) != 0) {
            mpq_div(num, num, den);
            wrong_speed += !nearest_root(smooth_ellipse_speed(u0, u1, m0, m1), num);
        }
    }
    mpq_clears(num, den, (mpq_ptr)0);
    check(tally, wrong_mu == 0, "smooth_aniso_mu is correctly rounded on %ld random inputs,"
          " %ld of them without a direction (exact midpoint test; %ld wrong)", n, fallback,
          wrong_mu);
    check(tally, circle == 0,
          "smooth_aniso_mu returns mu0 itself whenever mu0 = mu1 (%ld not)", circle);
    check(tally, wrong_speed == 0, "smooth_ellipse_speed is correctly rounded on the same"
          " inputs (%ld wrong)", wrong_speed);
}
static qfun blend[BL_NFUN];                 /* chapter 2's cubic blend, exactly */
/* r := blend function k at speed y with coefficients (ms, mk), in MPFR; NaN at a pole */
static void blend_mp(mpfr_t r, int k, const mpfr_t y, const mpfr_t ms, const mpfr_t mk,
                     double eps)
{
    mpfr_t e, par[2];
    mpfr_inits2(PREC, e, par[0], par[1], (mpfr_ptr)0);
    mpfr_set_d(e, eps, MPFR_RNDN);
    mpfr_set(par[0], ms, MPFR_RNDN);
    mpfr_set(par[1], mk, MPFR_RNDN);
    if (mpv_qfun_eval(r, &blend[k], y, e, (const mpfr_t *)par) != 0)
        mpfr_set_nan(r);
    mpfr_clears(e, par[0], par[1], (mpfr_ptr)0);
}
/* r := |(m0 u0, m1 u1)| / d in MPFR */
static void ellipse_norm(mpfr_t r, const mpfr_t u0, const mpfr_t u1, double m0, double m1,
                         double d)
{
    mpfr_t t;
    mpfr_init2(t, PREC);
    mpfr_mul_d(r, u0, m0, MPFR_RNDN);
    mpfr_mul_d(t, u1, m1, MPFR_RNDN);
    mpfr_hypot(r, r, t, MPFR_RNDN);
    mpfr_div_d(r, r, d, MPFR_RNDN);
    mpfr_clear(t);
}
/* r := Phi(u) of the variational law, in MPFR */
static void potential_mp(mpfr_t r, const mpfr_t u0, const mpfr_t u1, const double ms[2],
                         const double mk[2], double eps)
{
    mpfr_t z, v, one, zero;
    mpfr_inits2(PREC, z, v, one, zero, (mpfr_ptr)0);
    mpfr_set_ui(one, 1, MPFR_RNDN);
    mpfr_set_zero(zero, 1);
    mpfr_set_zero(r, 1);
    for (int j = 0; j < 2; j++) {
        const double *m = j ? mk : ms, mbar = m[0] > m[1] ? m[0] : m[1];
        ellipse_norm(z, u0, u1, m[0], m[1], mbar);
        blend_mp(v, BL_MU_F0, z, j ? zero : one, j ? one : zero, eps);
        mpfr_mul_d(v, v, mbar, MPFR_RNDN);
        mpfr_add(r, r, v, MPFR_RNDN);
    }
    mpfr_clears(z, v, one, zero, (mpfr_ptr)0);
}
/* The sizes of the terms of the variational gradient and Hessian at u, for the
   tolerance */
static void variational_scale(const double u[2], const double ms[2], const double mk[2],
                              double eps, double sg[2], double sh[3])
{
    memset(sg, 0, 2 * sizeof *sg);
    memset(sh, 0, 3 * sizeof *sh);
    for (int j = 0; j < 2; j++) {
        const double *m = j ? mk : ms, mbar = m[0] > m[1] ? m[0] : m[1];
        const double z = smooth_ellipse_speed(u[0], u[1], m[0], m[1]);
        const double p1 = fabs(smooth_mu_f1_over_x(z, !j, j, eps));
        const double p2 = fabs(smooth_mu_f2_x_minus_mu_f1_over_x3(z, !j, j, eps)) / mbar;
        const double w[2] = { m[0] * m[0] / mbar * fabs(u[0]),
                              m[1] * m[1] / mbar * fabs(u[1]) };
        sg[0] += p1 * w[0];
        sg[1] += p1 * w[1];
        sh[0] += p1 * m[0] * m[0] / mbar + p2 * w[0] * w[0];
        sh[1] += p2 * w[0] * w[1];
        sh[2] += p1 * m[1] * m[1] / mbar + p2 * w[1] * w[1];
    }
}
/* Phi at u + (d0, d1) h, in MPFR */
static void phi_step(mpfr_t r, const double u[2], int d0, int d1, const mpfr_t h,
                     const double ms[2], const double mk[2], double eps)
{
    mpfr_t v0, v1;
    mpfr_inits2(PREC, v0, v1, (mpfr_ptr)0);
    mpfr_mul_si(v0, h, d0, MPFR_RNDN);
    mpfr_add_d(v0, v0, u[0], MPFR_RNDN);
    mpfr_mul_si(v1, h, d1, MPFR_RNDN);
    mpfr_add_d(v1, v1, u[1], MPFR_RNDN);
    potential_mp(r, v0, v1, ms, mk, eps);
    mpfr_clears(v0, v1, (mpfr_ptr)0);
}
/* The central differences of Phi: d[0..1] the gradient (step h1), d[2..4] the Hessian
   (h2) */
static void differences(mpfr_t d[5], const double u[2], const double ms[2],
                        const double mk[2], double eps, double h1, double h2)
{
    static const int stencil[5][4][3] = {   /* d0, d1, weight */
        { { 1, 0, 1 }, { -1, 0, -1 } }, { { 0, 1, 1 }, { 0, -1, -1 } },
        { { 1, 0, 1 }, { 0, 0, -2 }, { -1, 0, 1 } },
        { { 1, 1, 1 }, { 1, -1, -1 }, { -1, 1, -1 }, { -1, -1, 1 } },
        { { 0, 1, 1 }, { 0, 0, -2 }, { 0, -1, 1 } } };
    static const double divisor[5] = { 2, 2, 1, 4, 1 };
    mpfr_t h, s, v;
    mpfr_inits2(PREC, h, s, v, (mpfr_ptr)0);
    for (int k = 0; k < 5; k++) {
        mpfr_set_d(h, k < 2 ? h1 : h2, MPFR_RNDN);
        mpfr_set_zero(s, 1);
        for (int p = 0; p < 4 && stencil[k][p][2] != 0; p++) {
            phi_step(v, u, stencil[k][p][0], stencil[k][p][1], h, ms, mk, eps);
            mpfr_mul_si(v, v, stencil[k][p][2], MPFR_RNDN);
            mpfr_add(s, s, v, MPFR_RNDN);
        }
        mpfr_div_d(s, s, divisor[k], MPFR_RNDN);
        mpfr_div(s, s, h, MPFR_RNDN);
        if (k >= 2)
            mpfr_div(s, s, h, MPFR_RNDN);
        mpfr_set(d[k], s, MPFR_RNDN);
    }
    mpfr_clears(h, s, v, (mpfr_ptr)0);
}
/* A random anisotropic contact: the two ellipses, eps_v, and u off the junctions
   z_j = eps_v */
static void random_contact(double u[2], double ms[2], double mk[2], double *eps)
{
    *eps = log_uniform(-12, 0);
    for (;;) {
        for (int i = 0; i < 2; i++) {
            ms[i] = 0.2 + uniform01();
            mk[i] = ms[i] * uniform01();
        }
        const double th = 0x1.921fb54442d18p2 * uniform01(),
                     y = *eps * log_uniform(-30, 4);
        u[0] = y * cos(th);
        u[1] = y * sin(th);
        const double zs = smooth_ellipse_speed(u[0], u[1], ms[0], ms[1]);
        const double zk = smooth_ellipse_speed(u[0], u[1], mk[0], mk[1]);
        if (fabs(zs - *eps) > 0x1p-30 * *eps && fabs(zk - *eps) > 0x1p-30 * *eps)
            return;
    }
}
/* acc += p1 w, p1 M^2/mbar + p2 w w^T */
static void add_part(mpfr_t acc[5], const mpfr_t p1, const mpfr_t p2, const mpfr_t w0,
                     const mpfr_t w1, const double m[2], double mbar, mpfr_t t)
{
    mpfr_fma(acc[0], p1, w0, acc[0], MPFR_RNDN);
    mpfr_fma(acc[1], p1, w1, acc[1], MPFR_RNDN);
    for (int i = 0; i < 2; i++) {
        mpfr_mul_d(t, p1, m[i], MPFR_RNDN);
        mpfr_mul_d(t, t, m[i], MPFR_RNDN);
        mpfr_div_d(t, t, mbar, MPFR_RNDN);
        mpfr_add(acc[2 + 2 * i], acc[2 + 2 * i], t, MPFR_RNDN);
    }
    mpfr_mul(t, p2, w0, MPFR_RNDN);
    mpfr_fma(acc[2], t, w0, acc[2], MPFR_RNDN);
    mpfr_fma(acc[3], t, w1, acc[3], MPFR_RNDN);
    mpfr_mul(t, p2, w1, MPFR_RNDN);
    mpfr_fma(acc[4], t, w1, acc[4], MPFR_RNDN);
}
/* The gradient and Hessian of the elliptical law in MPFR into acc (g, then H), at the
   exact speeds z_j */
static void variational_mp(mpfr_t acc[5], const double u[2], const double ms[2],
                           const double mk[2], double eps)
{
    mpfr_t z, p1, p2, w0, w1, one, zero, t, u0, u1;
    mpfr_inits2(PREC, z, p1, p2, w0, w1, one, zero, t, u0, u1, (mpfr_ptr)0);
    for (int k = 0; k < 5; k++)
        mpfr_set_zero(acc[k], 1);
    mpfr_set_ui(one, 1, MPFR_RNDN);
    mpfr_set_zero(zero, 1);
    mpfr_set_d(u0, u[0], MPFR_RNDN);
    mpfr_set_d(u1, u[1], MPFR_RNDN);
    for (int j = 0; j < 2; j++) {
        const double *m = j ? mk : ms, mbar = m[0] > m[1] ? m[0] : m[1];
        ellipse_norm(z, u0, u1, m[0], m[1], mbar);
        blend_mp(p1, BL_MU_F1_OVER_X, z, j ? zero : one, j ? one : zero, eps);
        blend_mp(p2, BL_MU_F2X_MINUS_MU_F1_OVER_X3, z, j ? zero : one, j ? one : zero,
                 eps);
        mpfr_div_d(p2, p2, mbar, MPFR_RNDN);
        mpfr_mul_d(w0, u0, m[0], MPFR_RNDN);
        mpfr_mul_d(w0, w0, m[0], MPFR_RNDN);
        mpfr_div_d(w0, w0, mbar, MPFR_RNDN);
        mpfr_mul_d(w1, u1, m[1], MPFR_RNDN);
        mpfr_mul_d(w1, w1, m[1], MPFR_RNDN);
        mpfr_div_d(w1, w1, mbar, MPFR_RNDN);
        add_part(acc, p1, p2, w0, w1, m, mbar, t);
    }
    mpfr_clears(z, p1, p2, w0, w1, one, zero, t, u0, u1, (mpfr_ptr)0);
}
/* The elliptical law's formula against the central differences of Phi, both in MPFR; then
   the library against the formula */
static void check_variational(check_tally *tally, long n)
{
    double worst_formula = 0, worst_lib = 0;
    mpfr_t d[5], f[5];
    for (int k = 0; k < 5; k++)
        mpfr_inits2(PREC, d[k], f[k], (mpfr_ptr)0);
    for (long i = 0; i < n; i++) {
        double u[2], ms[2], mk[2], eps, g[5], sg[2], sh[3];
        random_contact(u, ms, mk, &eps);
        const double y = hypot(u[0], u[1]);
        smooth_ellipse_gradient(u, ms, mk, eps, g, g + 2);
        variational_scale(u, ms, mk, eps, sg, sh);
        differences(d, u, ms, mk, eps, 0x1p-90 * y, 0x1p-60 * y);
        variational_mp(f, u, ms, mk, eps);
        for (int k = 0; k < 5; k++) {
            const double s = k < 2 ? sg[k] : sh[k - 2];
            mpfr_sub(d[k], d[k], f[k], MPFR_RNDN);
            worst_formula = fmax(worst_formula, fabs(mpfr_get_d(d[k], MPFR_RNDN)) / s);
            mpfr_sub_d(f[k], f[k], g[k], MPFR_RNDN);
            worst_lib = fmax(worst_lib,
                             fabs(mpfr_get_d(f[k], MPFR_RNDN)) / (0x1p-53 * s));
        }
    }
    for (int k = 0; k < 5; k++)
        mpfr_clears(d[k], f[k], (mpfr_ptr)0);
    check(tally, worst_formula <= 0x1p-80, "the gradient and Hessian formulas of the"
          " elliptical potential equal the first and second derivatives of Phi, both in"
          " 512-bit MPFR, to %.2g S on %ld random contacts (central differences)",
          worst_formula, n);
    check(tally, worst_lib <= 1, "smooth_ellipse_gradient is within %.3g u S of the"
          " elliptical law's formula evaluated exactly, on the same contacts", worst_lib);
}
/* u on an axis (or at rest, 1 in 10 of those), or (3s, 4s): returns |u|; else -1 */
static double circle_speed(long i, double u[2])
{
    const double y = hypot(u[0], u[1]), sign = i % 4 < 2 ? 1 : -1;
    const int j = (int)(i / 5 % 2);
    if (i % 5 == 0) {
        u[j] = i % 50 == 0 ? 0 : sign * y;
        u[1 - j] = 0;
        return fabs(u[j]);
    }
    if (i % 5 == 1) {
        const double s = ldexp(floor(uniform01() * 0x1p20) + 1, ilogb(y) - 22);
        u[0] = sign * 3 * s;
        u[1] = 4 * s;
        return 5 * s;
    }
    return -1;
}
static void axis_law(const double u[2], double y, double ms, double mk, double eps,
                     double e[5])
{
    const int j = u[1] != 0;
    e[0] = e[1] = e[3] = 0;
    e[j] = u[j] < 0 ? -smooth_mu_f1(y, ms, mk, eps) : smooth_mu_f1(y, ms, mk, eps);
    e[2] = e[4] = smooth_mu_f1_over_x(y, ms, mk, eps);
    if (y != 0)
        e[2 + 2 * j] = smooth_mu_f2(y, ms, mk, eps);
}
static void check_circles(check_tally *tally, long n)
{
    long differ = 0, exact = 0;
    for (long i = 0; i < n; i++) {
        double u[2], ms[2], mk[2], eps, a[2] = { uniform01() * 2, uniform01() * 2 },
               gl[5], gv[5], e[5];
        random_contact(u, ms, mk, &eps);
        ms[1] = ms[0];
        mk[1] = mk[0];
        const double y = circle_speed(i, u);
        smooth_aniso_lagged(u, a, ms, mk, eps, gl, gl + 2);
        smooth_ellipse_gradient(u, ms, mk, eps, gv, gv + 2);
        differ += memcmp(gl, gv, sizeof gl) != 0;
        if (y >= 0) {
            exact++;
            axis_law(u, y, ms[0], mk[0], eps, e);
            differ += (u[0] == 0 || u[1] == 0) && memcmp(e, gv, sizeof e) != 0;
            differ += smooth_ellipse_potential(u, ms, mk, eps)
                      != smooth_mu_f0(y, ms[0], mk[0], eps);
        }
    }
    check(tally, differ == 0, "with circles (equal semi-axes) the two laws agree bit for"
          " bit on %ld contacts, any a; on an axis, at rest and at Pythagorean u (%ld of"
          " them) they are smooth_mu_f1, f2, f1_over_x and f0 at |u| (%ld differ)", n,
          exact, differ);
}
/* r := m1 of the lagged law with the direction not frozen, at u, in MPFR */
static void lagged_m1(mpfr_t r, const mpfr_t u0, const mpfr_t u1, const double a[2],
                      const double ms[2], const double mk[2], double eps)
{
    mpfr_t y, c[2], num, den, t;
    mpfr_inits2(PREC, y, c[0], c[1], num, den, t, (mpfr_ptr)0);
    mpfr_hypot(y, u0, u1, MPFR_RNDN);
    for (int j = 0; j < 2; j++) {
        const double *m = j ? mk : ms;
        mpfr_mul_d(t, u0, a[0], MPFR_RNDN);
        mpfr_mul_d(num, t, m[0], MPFR_RNDN);
        mpfr_mul_d(den, u1, a[1], MPFR_RNDN);
        mpfr_hypot(t, t, den, MPFR_RNDN);                   /* |a u| */
        mpfr_mul_d(den, den, m[1], MPFR_RNDN);
        mpfr_hypot(num, num, den, MPFR_RNDN);               /* |M a u| */
        mpfr_div(c[j], num, t, MPFR_RNDN);
    }
    blend_mp(r, BL_MU_F1_OVER_X, y, c[0], c[1], eps);
    mpfr_clears(y, c[0], c[1], num, den, t, (mpfr_ptr)0);
}
static void lagged_curl(double *curl, double *gap, double y, double th, const double a[2],
                        const double ms[2], const double mk[2], double eps)
{
    mpfr_t u0, u1, h, m, s, v, w;
    mpfr_inits2(PREC, u0, u1, h, m, s, v, w, (mpfr_ptr)0);
    mpfr_set_d(h, 0x1p-90 * y, MPFR_RNDN);
    mpfr_set_zero(s, 1);
    for (int k = 0; k < 4; k++) {              /* d0 (m1 u1) - d1 (m1 u0) */
        const int axis = k / 2, sign = k % 2 ? -1 : 1;
        mpfr_set_d(u0, y * cos(th), MPFR_RNDN);
        mpfr_set_d(u1, y * sin(th), MPFR_RNDN);
        mpfr_mul_si(v, h, sign, MPFR_RNDN);
        mpfr_add(axis ? u1 : u0, axis ? u1 : u0, v, MPFR_RNDN);
        lagged_m1(m, u0, u1, a, ms, mk, eps);
        mpfr_mul(m, m, axis ? u0 : u1, MPFR_RNDN);
        mpfr_mul_si(m, m, axis ? -sign : sign, MPFR_RNDN);
        mpfr_add(s, s, m, MPFR_RNDN);
    }
    mpfr_div(s, s, h, MPFR_RNDN);
    mpfr_div_ui(s, s, 2, MPFR_RNDN);
    mpfr_t r, phi, c;                           /* u = r (cos phi, sin phi), exactly */
    mpfr_inits2(PREC, r, phi, c, (mpfr_ptr)0);
    mpfr_set_d(u0, y * cos(th), MPFR_RNDN);
    mpfr_set_d(u1, y * sin(th), MPFR_RNDN);
    mpfr_hypot(r, u0, u1, MPFR_RNDN);
    mpfr_atan2(phi, u1, u0, MPFR_RNDN);
    mpfr_set_zero(w, 1);
    for (int k = -1; k <= 1; k += 2) {
        mpfr_set_d(v, k * 0x1p-80, MPFR_RNDN);
        mpfr_add(v, v, phi, MPFR_RNDN);
        mpfr_cos(c, v, MPFR_RNDN);
        mpfr_mul(u0, c, r, MPFR_RNDN);
        mpfr_sin(c, v, MPFR_RNDN);
        mpfr_mul(u1, c, r, MPFR_RNDN);
        lagged_m1(m, u0, u1, a, ms, mk, eps);
        mpfr_mul_si(m, m, -k, MPFR_RNDN);
        mpfr_add(w, w, m, MPFR_RNDN);
    }
    mpfr_div_d(w, w, 0x1p-79, MPFR_RNDN);
    mpfr_clears(r, phi, c, (mpfr_ptr)0);
    mpfr_set_d(u0, y * cos(th), MPFR_RNDN);
    mpfr_set_d(u1, y * sin(th), MPFR_RNDN);
    lagged_m1(m, u0, u1, a, ms, mk, eps);
    mpfr_sub(w, s, w, MPFR_RNDN);
    mpfr_div(w, w, m, MPFR_RNDN);
    mpfr_div(s, s, m, MPFR_RNDN);
    *curl = mpfr_get_d(s, MPFR_RNDN);
    *gap = mpfr_get_d(w, MPFR_RNDN);                 /* (curl + d m1/d th) / m1 */
    mpfr_clears(u0, u1, h, m, s, v, w, (mpfr_ptr)0);
}
/* The curl of the lagged law: the identity of the proof, nonzero off the axes of an
   ellipse, zero for a circle */
static void check_lagged(check_tally *tally, long n)
{
    double worst = 0, least = HUGE_VAL, circle = 0, curl, dth;
    const double ms[2] = { 1, 0.5 }, mk[2] = { 0.6, 0.3 }, one[2] = { 1, 1 }, eps = 1e-3;
    const double circle_s[2] = { 0.7, 0.7 }, circle_k[2] = { 0.4, 0.4 };
    for (long i = 0; i < n; i++) {
        const double th = 0.1 + 1.3 * uniform01(), y = eps * log_uniform(-6, 3);
        lagged_curl(&curl, &dth, y, th, one, ms, mk, eps);
        worst = fmax(worst, fabs(dth));
        least = fmin(least, fabs(curl));
        lagged_curl(&curl, &dth, y, th, one, ms, ms, eps);
        lagged_curl(&curl, &dth, y, th, one, circle_s, circle_k, eps);
        circle = fmax(circle, fabs(curl));
    }
    check(tally, worst <= 0x1p-60, "the curl of the lagged law equals -d m1/d theta (the"
          " identity of the proof) to %.2g m1 on %ld directions and speeds, ellipses"
          " (1, 0.5) and (0.6, 0.3), a = (1, 1), 512-bit MPFR", worst, n);
    check(tally, least >= 1e-3, "off the axes that curl is not zero: at least %.3g m1 on"
          " directions 0.1 to 1.4 rad, so no potential has the lagged law as its"
          " gradient", least);
    check(tally, circle <= 0x1p-100,
          "for circles the curl vanishes (at most %.2g m1)", circle);
}
/* Sliding on the example ellipses: the variational gradient is the normal of the kinetic
   ellipse; the lagged one points along u, and with a along the kinetic axes lies
   outside. */
static void check_sliding(check_tally *tally)
{
    const double ms[2] = { 1, 0.5 }, mk[2] = { 0.6, 0.3 }, one[2] = { 1, 1 }, eps = 1e-3;
    double normal = 0, axis = 0, angle = 0, at = 0, inside = HUGE_VAL, outside = 0;
    for (int i = 0; i <= 900; i++) {
        const double th = i * (0x1.921fb54442d18p0 / 900), u[2] = { 10 * eps * cos(th),
                                                                     10 * eps * sin(th) };
        double gv[5], gl[5], ga[5];
        smooth_ellipse_gradient(u, ms, mk, eps, gv, gv + 2);
        smooth_aniso_lagged(u, one, ms, mk, eps, gl, gl + 2);
        smooth_aniso_lagged(u, mk, ms, mk, eps, ga, ga + 2);
        const double n = hypot(mk[0] * u[0], mk[1] * u[1]);
        normal = fmax(normal, fmax(fabs(gv[0] - mk[0] * mk[0] * u[0] / n),
                                   fabs(gv[1] - mk[1] * mk[1] * u[1] / n)) / 0x1p-53);
        const double a = atan2(fabs(gv[0] * gl[1] - gv[1] * gl[0]),
                               gv[0] * gl[0] + gv[1] * gl[1]);
        if (i == 0 || i == 900)
            axis = fmax(axis, a);
        else if (a > angle)
            angle = a, at = th;
        const double e = hypot(ga[0] / mk[0], ga[1] / mk[1]);
        inside = fmin(inside, e);
        outside = fmax(outside, e);
    }
    check(tally, normal <= 4, "sliding (|u| = 10 eps_v), the variational gradient is the"
          " kinetic ellipse's normal M^2 u/|M u| to %.2g u on 901 directions of a quadrant",
          normal);
    check(tally, axis <= 1e-15 && angle > 0, "the two laws agree in direction on the axes and"
          " differ off them, by up to %.1f degrees (at %.1f degrees), ellipses (1, 0.5),"
          " (0.6, 0.3), a = (1, 1)", angle * 57.29577951308232, at * 57.29577951308232);
    check(tally, inside >= 1 - 1e-15 && outside > 1, "with a along the kinetic axes the"
          " lagged force lies on or outside the kinetic ellipse: (F0/mu0)^2 + (F1/mu1)^2 from"
          " %.6f to %.4f", inside * inside, outside * outside);
}
static void direction_mp(mpfr_t c, const double u[2], const double a[2],
                         const double m[2])
{
    mpfr_t x0, x1, d;
    mpfr_inits2(PREC, x0, x1, d, (mpfr_ptr)0);
    mpfr_set_d(x0, a[0], MPFR_RNDN);
    mpfr_mul_d(x0, x0, u[0], MPFR_RNDN);
    mpfr_set_d(x1, a[1], MPFR_RNDN);
    mpfr_mul_d(x1, x1, u[1], MPFR_RNDN);
    if (mpfr_zero_p(x0) && mpfr_zero_p(x1)) {
        mpfr_set_ui(x0, 1, MPFR_RNDN);
        mpfr_set_ui(x1, 1, MPFR_RNDN);
    }
    mpfr_hypot(d, x0, x1, MPFR_RNDN);
    mpfr_mul_d(x0, x0, m[0], MPFR_RNDN);
    mpfr_mul_d(x1, x1, m[1], MPFR_RNDN);
    mpfr_hypot(c, x0, x1, MPFR_RNDN);
    mpfr_div(c, c, d, MPFR_RNDN);
    mpfr_clears(x0, x1, d, (mpfr_ptr)0);
}
/* smooth_aniso_lagged against the lagged law's formula in MPFR */
static void check_lagged_accuracy(check_tally *tally, long n)
{
    double worst = 0;
    mpfr_t y, c[2], m1, m2, t;
    mpfr_inits2(PREC, y, c[0], c[1], m1, m2, t, (mpfr_ptr)0);
    for (long i = 0; i < n; i++) {
        double u[2], ms[2], mk[2], eps, g[5], a[2] = { uniform01() * 2, uniform01() * 2 };
        random_contact(u, ms, mk, &eps);
        smooth_aniso_lagged(u, a, ms, mk, eps, g, g + 2);
        mpfr_set_d(t, u[1], MPFR_RNDN);
        mpfr_set_d(y, u[0], MPFR_RNDN);
        mpfr_hypot(y, y, t, MPFR_RNDN);
        direction_mp(c[0], u, a, ms);
        direction_mp(c[1], u, a, mk);
        blend_mp(m1, BL_MU_F1_OVER_X, y, c[0], c[1], eps);
        blend_mp(m2, BL_MU_F2X_MINUS_MU_F1_OVER_X3, y, c[0], c[1], eps);
        const double M1 = fabs(mpfr_get_d(m1, MPFR_RNDN)),
                     M2 = fabs(mpfr_get_d(m2, MPFR_RNDN));
        const double scale[5] = { M1 * fabs(u[0]), M1 * fabs(u[1]), M1 + M2 * u[0] * u[0],
                                  M2 * fabs(u[0] * u[1]), M1 + M2 * u[1] * u[1] };
        for (int k = 0; k < 5; k++) {
            const int p = k < 2 ? -1 : k - 2;       /* Hessian entry (i, j) = (p/2, (p+1)/2) */
            if (k < 2)
                mpfr_mul_d(t, m1, u[k], MPFR_RNDN);
            else {
                mpfr_mul_d(t, m2, u[p / 2], MPFR_RNDN);
                mpfr_mul_d(t, t, u[(p + 1) / 2], MPFR_RNDN);
                if (p != 1)
                    mpfr_add(t, t, m1, MPFR_RNDN);
            }
            mpfr_sub_d(t, t, g[k], MPFR_RNDN);
            worst = fmax(worst, fabs(mpfr_get_d(t, MPFR_RNDN)) / (0x1p-53 * scale[k]));
        }
    }
    mpfr_clears(y, c[0], c[1], m1, m2, t, (mpfr_ptr)0);
    check(tally, worst <= 1, "smooth_aniso_lagged is within %.3g u S of the lagged law's"
          " formula evaluated exactly, on %ld random contacts", worst, n);
}
/* u along axis j at eps_v or a neighbour, the semi-axes of axis j the larger */
static void on_breakpoint(long i, double u[2], double ms[2], double mk[2], double eps)
{
    const int j = (int)(i / 4 % 2), w = (int)(i / 8 % 3);
    u[j] = w == 1 ? eps : nextafter(eps, w == 0 ? 0 : INFINITY);
    u[!j] = 0;
    ms[j] = ms[0] + ms[1];
    mk[j] = mk[0] + mk[1];
}
/* A random contact anywhere in the doubles: eps_v, two ellipses, a, and u of one of
   four kinds */
static void far_contact(long i, double u[2], double ms[2], double mk[2], double *eps,
                        double a[2])
{
    const int kind = (int)(i % 4), lo = kind == 3 ? -100 : -1074,
              hi = kind == 3 ? 100 : 1023;
    *eps = log_uniform(lo, hi);
    for (int j = 0; j < 2; j++) {
        ms[j] = log_uniform(i % 3 ? -40 : lo, i % 3 ? 40 : hi);
        mk[j] = log_uniform(i % 3 ? -40 : lo, i % 3 ? 40 : hi);
        a[j] = i % 5 == 0 ? 0 : log_uniform(lo, hi);
        const double sign = uniform01() < 0.5 ? -1 : 1;
        if (kind == 1)
            u[j] = sign * *eps * log_uniform(-60, 60);
        else if (kind == 2)
            u[j] = sign * log_uniform(-1074, -1022);
        else
            u[j] = sign * log_uniform(lo, hi);
    }
    if (kind == 0 && i % 8 == 0)
        u[i % 16 == 0] = 0;
    if (kind == 0 && i % 40 == 0)
        u[0] = u[1] = 0;
    if (kind == 1 && !isfinite(u[0] + u[1]))
        u[0] = u[1] = *eps;
    if (kind == 1 && i % 3 == 0)
        on_breakpoint(i, u, ms, mk, *eps);
}
/* |got - x| / max(4 ulp(x), 32 u S), or inf where got is not finite and x is, or where
   the truth is NaN */
static double far_error(double got, const mpfr_t x, const mpfr_t size, mpfr_t t)
{
    const double r = mpfr_get_d(x, MPFR_RNDN);
    if (isnan(r) || mpfr_nan_p(size))
        return INFINITY;                                    /* no truth: a failure */
    if (isinf(r))
        return got == r ? 0 : INFINITY;
    if (!isfinite(got))
        return INFINITY;
    const int e = r == 0 || fabs(r) < 0x1p-1022 ? -1074 : ilogb(r) - 52;
    mpfr_sub_d(t, x, got, MPFR_RNDN);
    mpfr_abs(t, t, MPFR_RNDN);
    mpfr_t allow;
    mpfr_init2(allow, 64);
    mpfr_mul_2si(allow, size, 5 - 53, MPFR_RNDN);            /* 32 u S */
    if (mpfr_cmp_d(allow, ldexp(4, e)) < 0)
        mpfr_set_d(allow, ldexp(4, e), MPFR_RNDN);
    mpfr_div(t, t, allow, MPFR_RNDN);
    mpfr_clear(allow);
    return mpfr_get_d(t, MPFR_RNDU);
}
static void far_add(mpfr_t sum, mpfr_t x, int size)
{
    if (size)
        mpfr_abs(x, x, MPFR_RNDN);
    mpfr_add(sum, sum, x, MPFR_RNDN);
}
/* One part of a law (semi-axes m, pair (cs, ck)) in the far form, into acc and size */
static void far_part_mp(mpfr_t acc[5], mpfr_t size[5], const double u[2],
                        const double m[2], double cs, double ck, double eps)
{
    const double mbar = m[0] > m[1] ? m[0] : m[1];
    const mpfr_prec_t prec = mpfr_get_prec(acc[0]);
    mpfr_t b[2], z, f[4], c[2], x, ci;
    mpfr_inits2(prec, b[0], b[1], z, f[0], f[1], f[2], f[3], c[0], c[1], x, ci,
                (mpfr_ptr)0);
    mpfr_set_d(c[0], cs, MPFR_RNDN);
    mpfr_set_d(c[1], ck, MPFR_RNDN);
    for (int i = 0; i < 2; i++) {
        mpfr_set_d(b[i], u[i], MPFR_RNDN);
        mpfr_mul_d(b[i], b[i], m[i], MPFR_RNDN);
        mpfr_div_d(b[i], b[i], mbar, MPFR_RNDN);                /* m_i u_i / mbar */
    }
    mpfr_hypot(z, b[0], b[1], MPFR_RNDN);
    if (mbar > 0) {
        static const int fn[4] = { BL_MU_F1, BL_MU_F2, BL_MU_F1_OVER_X,
                                   BL_MU_F2X_MINUS_MU_F1_OVER_X3 };
        const int rest = mpfr_zero_p(z);
        if (!rest) {
            mpfr_div(b[0], b[0], z, MPFR_RNDN);
            mpfr_div(b[1], b[1], z, MPFR_RNDN);
        }
        for (int q = rest ? 2 : 0; q < 4 - rest; q++)
            blend_mp(f[q], fn[q], z, c[0], c[1], eps);
        if (!rest) {
            mpfr_sqr(x, z, MPFR_RNDN);
            mpfr_mul(f[3], f[3], x, MPFR_RNDN);                         /* D = z^2 m2 */
        }
        for (int i = 0; i < 2; i++) {
            mpfr_set_d(ci, m[i], MPFR_RNDN);
            mpfr_mul_d(ci, ci, m[i], MPFR_RNDN);
            mpfr_div_d(ci, ci, mbar, MPFR_RNDN);                            /* m_i^2 / mbar */
            mpfr_mul(x, f[2], ci, MPFR_RNDN);
            if (rest) {
                far_add(acc[2 + 2 * i], x, 0);
                far_add(size[2 + 2 * i], x, 1);
                continue;
            }
            far_add(size[2 + 2 * i], x, 1);
            mpfr_mul(x, f[0], b[i], MPFR_RNDN);
            mpfr_mul_d(x, x, m[i], MPFR_RNDN);
            far_add(acc[i], x, 0);
            far_add(size[i], x, 1);
            for (int q = 0; q < 3; q++) {       /* M1 b_j^2, F2 b_i^2, then the size |D| b_i^2 */
                mpfr_sqr(x, b[q == 0 ? 1 - i : i], MPFR_RNDN);
                mpfr_mul(x, x, f[q == 0 ? 2 : q == 1 ? 1 : 3], MPFR_RNDN);
                mpfr_mul(x, x, ci, MPFR_RNDN);
                far_add(q < 2 ? acc[2 + 2 * i] : size[2 + 2 * i], x, q == 2);
            }
        }
        if (!rest) {
            mpfr_mul(x, f[3], b[0], MPFR_RNDN);
            mpfr_mul(x, x, b[1], MPFR_RNDN);
            mpfr_mul_d(x, x, m[0], MPFR_RNDN);
            mpfr_mul_d(x, x, m[1], MPFR_RNDN);
            mpfr_div_d(x, x, mbar, MPFR_RNDN);
            far_add(acc[3], x, 0);
            far_add(size[3], x, 1);
        }
    }
    mpfr_clears(b[0], b[1], z, f[0], f[1], f[2], f[3], c[0], c[1], x, ci, (mpfr_ptr)0);
}
/* Both laws on contacts anywhere in the doubles, against the exact laws */
static void check_far(check_tally *tally, long n)
{
    double worst[2] = { 0, 0 };
    mpfr_t x[5], sz[5], t;
    mpfr_init2(t, PREC);
    for (int k = 0; k < 5; k++)
        mpfr_inits2(PREC, x[k], sz[k], (mpfr_ptr)0);
    for (long i = 0; i < n; i++) {
        double u[2], ms[2], mk[2], eps, a[2], got[5];
        far_contact(i, u, ms, mk, &eps, a);
        for (int law = 0; law < 2; law++) {
            for (int k = 0; k < 5; k++) {
                mpfr_set_zero(x[k], 1);
                mpfr_set_zero(sz[k], 1);
            }
            if (law == 0) {
                const double one[2] = { 1, 1 },
                             cs = smooth_aniso_mu(u[0], u[1], a[0], a[1], ms[0], ms[1]),
                             ck = smooth_aniso_mu(u[0], u[1], a[0], a[1], mk[0], mk[1]);
                smooth_aniso_lagged(u, a, ms, mk, eps, got, got + 2);
                far_part_mp(x, sz, u, one, cs, ck, eps);
            } else {
                smooth_ellipse_gradient(u, ms, mk, eps, got, got + 2);
                far_part_mp(x, sz, u, ms, 1, 0, eps);
                far_part_mp(x, sz, u, mk, 0, 1, eps);
            }
            for (int k = 0; k < 5; k++) {
                const double err = far_error(got[k], x[k], sz[k], t);
                if (err > worst[law])
                    worst[law] = err;
            }
        }
    }
    for (int k = 0; k < 5; k++)
        mpfr_clears(x[k], sz[k], (mpfr_ptr)0);
    mpfr_clear(t);
    check(tally, worst[0] <= 1 && worst[1] <= 1, "on %ld contacts whose arguments"
          " range over all the doubles, subnormals and the junction z = eps_v with its"
          " neighbours included, both laws are within 4 ulps or 32 u S of the exact law,"
          " finite where it is (worst %.3g and %.3g of that allowance, lagged and"
          " variational)", n, worst[0], worst[1]);
}
/* The domain: NaN quietly for NaN, NaN with EDOM for an infinite or negative argument */
static void check_domain(check_tally *tally)
{
    int ok = 1;
    errno = 0;
    ok &= isnan(smooth_aniso_mu(NAN, 1, 1, 1, 1, 1)) && errno == 0;
    ok &= isnan(smooth_ellipse_speed(1, 1, NAN, 1)) && errno == 0;
    ok &= isnan(smooth_aniso_mu(1, 1, 1, -1, 1, 1)) && errno == EDOM;
    errno = 0;
    ok &= isnan(smooth_aniso_mu(INFINITY, 1, 1, 1, 1, 1)) && errno == EDOM;
    errno = 0;
    ok &= isnan(smooth_ellipse_speed(1, 1, 1, -0.5)) && errno == EDOM;
    errno = 0;
    double g[5], u[2] = { 1e-3, 0 }, bad[2] = { 1, NAN }, good[2] = { 1, 0.5 };
    smooth_ellipse_gradient(u, good, bad, 1e-2, g, g + 2);
    for (int k = 0; k < 5; k++)
        ok &= isnan(g[k]);
    smooth_aniso_lagged(u, good, good, good, -1, g, g + 2);
    ok &= isnan(g[0]) && errno == EDOM;
    check(tally, ok, "outside the domain: NaN, quietly for a NaN argument and with EDOM"
          " for an infinite or negative one or a bad eps_v; the laws' outputs all NaN");
}
int main(void)
{
    check_tally tally = { 0, 0 };
    if (blend_derive(blend, BLEND_CUBIC) != 0)
        return 2;
    check_scalars(&tally, check_cases(100000));
    check_variational(&tally, check_cases(2000));
    check_circles(&tally, check_cases(20000));
    check_lagged_accuracy(&tally, check_cases(20000));
    check_far(&tally, check_cases(10000));
    check_lagged(&tally, check_cases(500));
    check_sliding(&tally);
    check_domain(&tally);
    return check_finish(&tally, "check-aniso");
}
