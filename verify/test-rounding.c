/* Tangled from doc/fast-paths.nw, doc/rounding.nw, doc/laws-fast.nw, doc/laws-exact.nw
   and doc/mollifier-check.nw;
   edit there, not here. */
#include "check.h"
#include "mollifier-exact.h"
#include "blend-exact.h"
#include "mpv.h"
#include "random.h"
#include "smooth-friction.h"
#include "smooth-mu.h"
#include "smooth-peak.h"
#include "smooth-aniso.h"
#include "smooth-pair.h"
#include "sf-mu-forms.h"
#include "smooth-stribeck.h"
#include <errno.h>
#include <fenv.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern unsigned long smooth_friction_slow_path_calls;

typedef double (*fn2)(double, double);
typedef double (*fn4)(double, double, double, double);
typedef struct { const char *name; fn2 f2; fn4 f4; const qfun *exact; } rounded_function;

enum { NROUNDED = MOL_NFUN + BLEND_N * BL_NFUN };
static rounded_function fun[NROUNDED] = {
    { "smooth_friction_f0", smooth_friction_f0, 0, 0 },
    { "smooth_friction_f1", smooth_friction_f1, 0, 0 },
    { "smooth_friction_f2", smooth_friction_f2, 0, 0 },
    { "smooth_friction_f1_over_x", smooth_friction_f1_over_x, 0, 0 },
    { "smooth_friction_f2_x_minus_f1_over_x3", smooth_friction_f2_x_minus_f1_over_x3,
      0, 0 },
    { "smooth_mu", 0, smooth_mu, 0 },
    { "smooth_mu_derivative", 0, smooth_mu_derivative, 0 },
    { "smooth_mu_f0", 0, smooth_mu_f0, 0 },
    { "smooth_mu_f1", 0, smooth_mu_f1, 0 },
    { "smooth_mu_f2", 0, smooth_mu_f2, 0 },
    { "smooth_mu_f1_over_x", 0, smooth_mu_f1_over_x, 0 },
    { "smooth_mu_f2_x_minus_mu_f1_over_x3", 0, smooth_mu_f2_x_minus_mu_f1_over_x3, 0 },
    { "smooth_mu_quadratic", 0, smooth_mu_quadratic, 0 },
    { "smooth_mu_quadratic_derivative", 0, smooth_mu_quadratic_derivative, 0 },
    { "smooth_mu_quadratic_f0", 0, smooth_mu_quadratic_f0, 0 },
    { "smooth_mu_quadratic_f1", 0, smooth_mu_quadratic_f1, 0 },
    { "smooth_mu_quadratic_f2", 0, smooth_mu_quadratic_f2, 0 },
    { "smooth_mu_quadratic_f1_over_x", 0, smooth_mu_quadratic_f1_over_x, 0 },
    { "smooth_mu_quadratic_f2_x_minus_mu_f1_over_x3", 0,
      smooth_mu_quadratic_f2_x_minus_mu_f1_over_x3, 0 },
};
static double call(const rounded_function *f, double y, double mu_s, double mu_k,
                   double eps)
{
    return f->f2 ? f->f2(y, eps) : f->f4(y, mu_s, mu_k, eps);
}

static double exact_value(const rounded_function *f, double y, double mu_s, double mu_k,
                          double eps, int *midpoint)
{
    mpq_t q, yq, eq, mu[2], m;
    mpq_inits(q, yq, eq, mu[0], mu[1], m, NULL);
    mpq_set_d(yq, y);
    mpq_set_d(eq, eps);
    mpq_set_d(mu[0], f->f2 ? 1.0 : mu_s);             /* the mollifier has no mu */
    mpq_set_d(mu[1], f->f2 ? 1.0 : mu_k);
    qfun_eval(q, f->exact, yq, eq, (const mpq_t *)mu);
    const double r = mpv_round_q(q);
    *midpoint = 0;
    if (isfinite(r)) {
        mpq_set_d(m, r);
        const double side = mpq_cmp(q, m) > 0 ? nextafter(r, INFINITY)
                                              : nextafter(r, -INFINITY);
        if (isfinite(side)) {
            mpq_set_d(eq, side);
            mpq_add(m, m, eq);
            mpq_div_2exp(m, m, 1);
            *midpoint = mpq_equal(q, m);
        }
    }
    mpq_clears(q, yq, eq, mu[0], mu[1], m, NULL);
    return r;
}

/* Correctly rounded at this input?  Optionally also: did it take the exact path? */
static int rounds_right(const rounded_function *f, double y, double mu_s, double mu_k,
                        double eps, int *took_exact_path, int *midpoint)
{
    int mid;
    const unsigned long before = smooth_friction_slow_path_calls;
    const double got = call(f, y, mu_s, mu_k, eps);
    if (took_exact_path)
        *took_exact_path = smooth_friction_slow_path_calls != before;
    const double want = exact_value(f, y, mu_s, mu_k, eps, &mid);
    if (midpoint)
        *midpoint = mid;
    if (got == want && signbit(got) == signbit(want))
        return 1;
    printf("  %s(y=%a, mu_s=%a, mu_k=%a, eps_v=%a) = %a, correctly rounded %a\n", f->name,
           y, mu_s, mu_k, eps, got, want);
    return 0;
}
static double uniform01(uint64_t *state)            /* in [0, 1), 53 random bits */
{
    return random_unit(random_splitmix64(state));
}

static double random_integer_mu(uint64_t *s)  /* 0, or an integer of 1 to 53 bits */
{
    if (uniform01(s) < 0.2)
        return 0.0;
    const uint64_t r = random_splitmix64(s);
    const int bits = 1 + (int)((r >> 8) % 53);
    return ldexp((double)(random_splitmix64(s) >> (64 - bits)), -(int)((r >> 16) % 8));
}

static void check_midpoints(check_tally *tally)
{
    static const double odd[] = { 1, 3, 5, 7, 9, 15, 21, 45 };
    uint64_t seed = 20261123;
    for (int i = 0; i < NROUNDED; i++) {
        int found = 0, right = 1, exact_path = 1;
        for (long tries = 0; tries < 40000 && found < 8; tries++) {
            const double eps = ldexp(odd[random_splitmix64(&seed) % 8],
                                     (int)(random_splitmix64(&seed) % 9) - 4);
            double y = eps * (double)(1 + random_splitmix64(&seed) % 3) / 4;
            if (random_splitmix64(&seed) % 2) {  /* t = j 2^-p, j odd of up to 30 bits */
                const int bits = 1 + (int)(random_splitmix64(&seed) % 30);
                const uint64_t j = (random_splitmix64(&seed) >> (64 - bits)) | 1;
                y = ldexp(eps * (double)j,
                          -(bits + (int)(random_splitmix64(&seed) % 31)));
            }
            double mu_s = random_integer_mu(&seed), mu_k = random_integer_mu(&seed);
            if (i < MOL_NFUN)
                mu_s = mu_k = 1.0;
            int mid, took;
            const int ok = rounds_right(&fun[i], y, mu_s, mu_k, eps, &took, &mid);
            if (!mid)
                continue;
            found++;
            right &= ok;
            exact_path &= took;
        }
        const int none_possible = i == MOL_F2X_MINUS_F1_OVER_X3;
        check(tally, right && exact_path && (found > 0 || none_possible),
              "%s: %d exact midpoints found, each rounded to even by the exact path",
              fun[i].name, found);
    }
}
static void check_hard_cases(check_tally *tally)
{
    const struct { int fn; double y, eps; } hard[] = {
        { 2, 0x1.aa2e670bdceafp+1008, 0x1.fff9573037494p+1022 },
        { 1, 3 * 0x1p-1074, 4.0 },
        { 0, 0x1.a8c768c912302p-40, 0x1.a8c768c912302p-39 },
    };
    for (size_t i = 0; i < sizeof hard / sizeof hard[0]; i++)
        check(tally,
              rounds_right(&fun[hard[i].fn], hard[i].y, 1.0, 1.0, hard[i].eps, 0, 0),
              "%s(%a, %a) is correctly rounded (a reported hard case)",
              fun[hard[i].fn].name, hard[i].y, hard[i].eps);
}

static void check_exact_path_everywhere(check_tally *tally)
{
    const double eps[2] = { 0x1.5eb851eb851ecp-1000, 0x1.5eb851eb851ecp+300 };
    for (int i = 0; i < NROUNDED; i++) {
        int right = 1, exact_path = 1;
        for (int j = 0; j < 2; j++)
            for (double t = 0.0625; t < 2; t += 0.1875) {
                int took;
                right &= rounds_right(&fun[i], t * eps[j], 0.5, 0.3, eps[j], &took, 0);
                exact_path &= took || t >= 1;   /* sliding pieces may be one operation */
            }
        check(tally, right && exact_path, "%s takes the exact path outside the fast "
              "range (eps_v = 1.37 2^-1000, 1.37 2^300) and rounds correctly there",
              fun[i].name);
    }
}
static void check_tiny_coefficients(check_tally *tally)
{
    const double tiny[] = { 0.0, 0x1p-1074, 0x1.8p-1070, 0x1.5p-1000, 0x1.3p-600,
                            0x1p-129 };
    const double eps[] = { 0.75, 0x1.8p-128, 0x1.fp127 };
    const int ntiny = (int)(sizeof tiny / sizeof tiny[0]);
    for (int i = MOL_NFUN; i < NROUNDED; i++) {
        int right = 1, cases = 0;
        for (int a = 0; a < ntiny; a++)
            for (int pair = 0; pair < 4; pair++)
                for (int j = 0; j < 3; j++)
                    for (double t = 0.03125; t < 1.9; t += 0.1875) {
                        const double mu_s = pair == 1 ? 0.5 : tiny[a];
                        const double mu_k = pair == 0 ? 0.3 : pair == 2 ? tiny[a]
                                          : pair == 3 ? tiny[(a + 1) % ntiny] : tiny[a];
                        right &= rounds_right(&fun[i], t * eps[j], mu_s, mu_k, eps[j],
                                              0, 0);
                        cases++;
                    }
        check(tally, right, "%s is correctly rounded at %d inputs with mu_s or mu_k "
              "in [0, 2^-129]", fun[i].name, cases);
    }
}
static void check_peaked_exact_path(check_tally *tally)
{
    typedef double (*peaked_fn)(double, double, double, double);
    static const peaked_fn fn[5] = { smooth_mu_peaked_f0, smooth_mu_peaked_f1,
        smooth_mu_peaked_f2, smooth_mu_peaked_f1_over_x,
        smooth_mu_peaked_f2_x_minus_mu_f1_over_x3 };
    const double eps = 0x1.5eb851eb851ecp-1000;
    int all = 1;
    for (int k = 0; k < 5; k++)
        for (double t = 0.125; t < 1; t += 0.25) {
            const unsigned long before = smooth_friction_slow_path_calls;
            (void)fn[k](t * eps, 1.0, 0.1, eps);
            all &= smooth_friction_slow_path_calls == before + 1;
        }
    check(tally, all, "the five peak-preserving functions take their exact path at "
          "eps_v = 1.37 2^-1000 (the rise and both falling pieces)");
}
static void check_peak_midpoints(check_tally *tally)
{
    int right = 1, exact_path = 1, n = 0;
    mpq_t q;
    mpq_init(q);
    for (int i = 0; i < 8; i++, n += 2) {
        const double lambda = 0x1.6p48 + 2.0 * i * 982451653.0 + 1.0;      /* odd */
        const double s = 0x1.9p26 + 2.0 * i * 104729.0 + 1.0;              /* odd */
        unsigned long before = smooth_friction_slow_path_calls;
        double t;
        const double g1 = smooth_mu_f1_peak(13 * lambda, 5 * lambda, &t);
        exact_path &= smooth_friction_slow_path_calls > before && t == 0.5;
        mpq_set_d(q, 27 * lambda);
        mpq_div_2exp(q, q, 2);
        right &= g1 == mpv_round_q(q);
        before = smooth_friction_slow_path_calls;
        const double g2 = smooth_mu_quadratic_f1_peak(s - 0x1p25, s - 0x1p26, NULL);
        exact_path &= smooth_friction_slow_path_calls > before;
        mpq_set_d(q, s);
        mpq_mul(q, q, q);
        mpq_div_2exp(q, q, 28);
        right &= g2 == mpv_round_q(q);
    }
    mpq_clear(q);
    check(tally, right && exact_path, "the static peak at %d exact midpoints "
          "(cubic 27 lambda/4, quadratic S^2/2^28) is rounded to even by the exact path",
          n);
}
/* The first (m, n) from (m0, n0) upwards giving a triple with the conditions of `want` */
typedef int (*triple_test)(uint64_t a, uint64_t b, uint64_t c);
static int find_triple(uint64_t m0, uint64_t n0, triple_test want, uint64_t t[3])
{
    for (uint64_t m = m0; m < m0 + 4000; m++)
        for (uint64_t n = n0 + ((m + n0 + 1) & 1); n < n0 + 4000; n += 2) {
            t[0] = m * m - n * n;
            t[1] = 2 * m * n;
            t[2] = m * m + n * n;
            if (want(t[0], t[1], t[2]))
                return 1;
        }
    return 0;
}
static int speed_triple(uint64_t a, uint64_t b, uint64_t c)
{
    const uint64_t two53 = UINT64_C(1) << 53;
    return a < two53 && b < two53 && c > two53 && c < 2 * two53;
}
static int aniso_triple(uint64_t a, uint64_t b, uint64_t c)
{
    const uint64_t two53 = UINT64_C(1) << 53;
    return a % 3 == 0 && b % 8 == 0 && c % 5 == 0 && a / 3 < two53 && b / 4 < 2 * two53
           && c / 5 > two53 && c / 5 < 2 * two53;
}
/* 1 when f() equals c 2^e rounded to even and took the exact path */
static int midpoint_call(double got, unsigned long before, uint64_t c, int e)
{
    mpq_t q;
    mpq_init(q);
    mpq_set_ui(q, (unsigned long)c, 1);
    if (e >= 0)
        mpq_mul_2exp(q, q, (mp_bitcnt_t)e);
    else
        mpq_div_2exp(q, q, (mp_bitcnt_t)-e);
    const double want = mpv_round_q(q);
    mpq_clear(q);
    return got == want && smooth_friction_slow_path_calls > before;
}
static void check_speed_routes(check_tally *tally)
{
    unsigned long before = smooth_friction_slow_path_calls;
    int right = 1;
    for (int e = -90; e <= 90; e++)
        right &= smooth_ellipse_speed(ldexp(3, e), ldexp(-4, e), 0.75, 0.75)
                 == ldexp(5, e);
    right &= smooth_ellipse_speed(3, 4, 0, 0) == 5;
    const int alone = right && smooth_friction_slow_path_calls == before;
    before = smooth_friction_slow_path_calls;
    right &= smooth_ellipse_speed(ldexp(3, -250), ldexp(4, -250), 1, 1) == ldexp(5, -250);
    check(tally, alone && right && smooth_friction_slow_path_calls == before + 1,
          "smooth_ellipse_speed(3 2^e, -4 2^e, 3/4, 3/4) = 5 2^e for |e| <= 90 and "
          "(3, 4, 0, 0) = 5 without the exact path; at e = -250 it takes the exact path");
}
static void check_aniso_midpoints(check_tally *tally)
{
    static const int scale[3] = { -40, 0, 37 };
    int right = 1, n = 0;
    uint64_t s[3], a[3];
    const int found = find_triple(UINT64_C(96083000), UINT64_C(39700000), speed_triple, s)
                      && find_triple(UINT64_C(204430000), UINT64_C(132200000),
                                     aniso_triple, a);
    for (int k = 0; found && k < 3; k++, n += 2) {
        const int e = scale[k];
        unsigned long before = smooth_friction_slow_path_calls;
        const double z = smooth_ellipse_speed(ldexp((double)s[0], e),
                                              ldexp((double)s[1], e), 0.75, 0.75);
        right &= midpoint_call(z, before, s[2], e);
        before = smooth_friction_slow_path_calls;
        const double mu = smooth_aniso_mu(ldexp(3, -e), ldexp(4, -e), 1, 1,
                                          ldexp((double)(a[0] / 3), e),
                                          ldexp((double)(a[1] / 4), e));
        right &= midpoint_call(mu, before, a[2] / 5, e);
    }
    check(tally, found && right, "smooth_ellipse_speed and smooth_aniso_mu at %d exact "
          "midpoints (Pythagorean triples, three scales) take the exact path and round "
          "to even", n);
    check_speed_routes(tally);
}
extern unsigned long smooth_friction_root_sum_rational, smooth_friction_root_sum_retries;
extern long smooth_friction_root_sum_first;
extern int smooth_friction_laws_exact_only;

/* Both laws' entries: lag[1..5] and ell[0..5] (out[0] the potential) */
static void both_laws(const double u[2], const double a[2], const double ms[2],
                      const double mk[2], double eps, double lag[6], double ell[6])
{
    lag[0] = 0;
    smooth_aniso_lagged(u, a, ms, mk, eps, lag + 1, lag + 3);
    ell[0] = smooth_ellipse_potential(u, ms, mk, eps);
    smooth_ellipse_gradient(u, ms, mk, eps, ell + 1, ell + 3);
}
/* Chapter 2's functions for a law at u = (y, 0): coefficients (cs, ck) along u, (ds, dk)
   across it */
static void axis_entries(double y, double cs, double ck, double ds, double dk, double eps,
                         double e[6])
{
    e[0] = smooth_mu_f0(y, cs, ck, eps);
    e[1] = smooth_mu_f1(y, cs, ck, eps);
    e[2] = e[4] = 0;
    e[3] = y == 0 ? smooth_mu_f1_over_x(0, cs, ck, eps) : smooth_mu_f2(y, cs, ck, eps);
    e[5] = smooth_mu_f1_over_x(y, ds, dk, eps);
}
static int axis_cases(double eps, long *entries)
{
    const double ms[2] = { 1, 0.5 }, mk[2] = { 0.5, 0.25 }, a[2] = { 0.75, 2 };
    const double ys[6] = { 0, eps / 3, nextafter(eps, 0), eps, nextafter(eps, 1e300),
                           3 * eps };
    int differ = 0;
    for (int i = 0; i < 6; i++) {
        const double u[2] = { ys[i], 0 };
        double lag[6], ell[6], e[6];
        both_laws(u, a, ms, mk, eps, lag, ell);
        axis_entries(ys[i], ms[0], mk[0], 0.25, 0.125, eps, e);
        differ += memcmp(e, ell, sizeof e) != 0;
        *entries += 6;
        if (ys[i] == 0) {         /* the lagged law at rest: g = H01 = 0, H00 = H11 */
            *entries += 3;        /* irrational (the mean square is 5/8) */
            continue;
        }
        axis_entries(ys[i], ms[0], mk[0], ms[0], mk[0], eps, e);
        differ += memcmp(e + 1, lag + 1, 5 * sizeof e[0]) != 0;
        *entries += 5;
    }
    return differ;
}
static int other_rational_cases(double eps, long *entries)
{
    const double s = 0x1p-12, u[2] = { 3 * s, 4 * s }, ms[2] = { 0.75, 0.75 },
                 mk[2] = { 0.5, 0.5 }, a[2] = { 1, 3 }, zero[2] = { 0, 0 };
    double lag[6], ell[6];
    both_laws(u, a, ms, mk, eps, lag, ell);
    int differ = ell[0] != smooth_mu_f0(5 * s, 0.75, 0.5, eps)
                 || memcmp(lag + 1, ell + 1, 5 * sizeof lag[0]) != 0;
    const double ms7[2] = { 1, 7 }, one[2] = { 1, 1 },
                 m1 = smooth_mu_f1_over_x(0, 5, 1, eps);
    smooth_aniso_lagged(zero, a, ms7, one, eps, lag + 1, lag + 3);
    differ += lag[1] != 0 || lag[2] != 0 || lag[3] != m1 || lag[4] != 0 || lag[5] != m1;
    const double m = 94906267, none[2] = { 0, 0 }, axes[2] = { 1, m }, x[2] = { 1, 0 };
    smooth_ellipse_gradient(x, none, axes, 0x1p-40, ell + 1, ell + 3);
    differ += ell[5] != m * m;           /* the product of doubles rounds ties to even */
    *entries += 11 + 5 + 5;
    return differ;
}
static int ziv_cases(long n, uint64_t *state)
{
    int differ = 0;
    for (long i = 0; i < n; i++) {
        const double eps = ldexp(1 + uniform01(state), -10),
                     y = eps * ldexp(1 + uniform01(state), (int)(i % 4) - 2),
                     th = 1.5 * uniform01(state) + 0.01,
                     u[2] = { y * cos(th), -y * sin(th) },
                     ms[2] = { 0.5 + uniform01(state), 0.5 + uniform01(state) },
                     mk[2] = { 0.5 * ms[0], 0.25 * ms[1] }, a[2] = { 1, 0.5 };
        double lag[2][6], ell[2][6];
        smooth_friction_root_sum_first = 2;
        both_laws(u, a, ms, mk, eps, lag[0], ell[0]);
        smooth_friction_root_sum_first = 128;
        both_laws(u, a, ms, mk, eps, lag[1], ell[1]);
        differ += memcmp(lag[0], lag[1], sizeof lag[0]) != 0
                  || memcmp(ell[0], ell[1], sizeof ell[0]) != 0;
    }
    return differ;
}
static void check_laws_exact_path(check_tally *tally)
{
    uint64_t state = 0x5DEECE66Dull;
    long entries = 0;
    smooth_friction_laws_exact_only = 1;
    const unsigned long r0 = smooth_friction_root_sum_rational,
                        z0 = smooth_friction_root_sum_retries;
    const int differ = axis_cases(0x1p-10, &entries) + axis_cases(0.1, &entries)
                       + other_rational_cases(0x1p-10, &entries);
    const unsigned long rational = smooth_friction_root_sum_rational - r0,
                        retries = smooth_friction_root_sum_retries - z0;
    check(tally, differ == 0 && rational == (unsigned long)entries && retries == 0,
          "the anisotropic laws' exact path: %ld entries on the axes (junction and"
          " its neighbours included), at rest, at a Pythagorean u and at a midpoint are"
          " rational (%lu counted), equal chapter 2's functions and round to even"
          " (%d differ)",
          entries, rational, differ);
    const unsigned long z1 = smooth_friction_root_sum_retries;
    const int ziv = ziv_cases(200, &state);
    smooth_friction_laws_exact_only = 0;
    check(tally, ziv == 0 && smooth_friction_root_sum_retries > z1, "the Ziv loop from 2"
          " bits gives the bits it gives from 128 on 200 contacts (%d differ; %lu rounds"
          " after the first)", ziv, smooth_friction_root_sum_retries - z1);
}
/* mu0 + b1 (mu1 - mu0) + b2 (mu2 - mu0), a = (mu0, mu1, mu2, b1, b2), rounded */
static double pair_exact(const double a[5], int *midpoint)
{
    mpq_t q, m, eq;
    mpq_inits(q, m, eq, NULL);
    mpq_set_d(q, a[0]);
    for (int j = 1; j <= 2; j++) {
        mpq_set_d(m, a[j]);
        mpq_set_d(eq, a[0]);
        mpq_sub(m, m, eq);
        mpq_set_d(eq, a[2 + j]);
        mpq_mul(m, m, eq);
        mpq_add(q, q, m);
    }
    const double r = mpv_round_q(q);
    *midpoint = 0;
    if (isfinite(r)) {
        mpq_set_d(m, r);
        const double side = mpq_cmp(q, m) > 0 ? nextafter(r, INFINITY)
                                              : nextafter(r, -INFINITY);
        if (isfinite(side)) {
            mpq_set_d(eq, side);
            mpq_add(m, m, eq);
            mpq_div_2exp(m, m, 1);
            *midpoint = mpq_equal(q, m);
        }
    }
    mpq_clears(q, m, eq, NULL);
    return r;
}
static int pair_rounds_right(const double a[5], int edge, int *took_exact_path,
                             int *midpoint)
{
    const unsigned long before = smooth_friction_slow_path_calls;
    const double got = edge ? smooth_mu_edge(a[0], a[1], a[3])
                            : smooth_mu_face(a[0], a[1], a[2], a[3], a[4]);
    *took_exact_path = smooth_friction_slow_path_calls != before;
    const double want = pair_exact(a, midpoint);
    if (got == want && signbit(got) == signbit(want))
        return 1;
    printf("  smooth_mu_%s(%a, %a, %a, %a, %a) = %a, correctly rounded %a\n",
           edge ? "edge" : "face", a[0], a[1], a[2], a[3], a[4], got, want);
    return 0;
}
static void pair_midpoints(check_tally *tally)
{
    static const int e[] = { -190, -60, 0, 1, 60, 190 };
    int right = 1, exact_path = 1, mids = 0, n = 0;
    for (size_t i = 0; i < sizeof e / sizeof e[0]; i++)
        for (int k = 2; k < 6; k++)
            for (int shape = 0; shape < 4; shape++)
                for (int side = -1; side <= 1; side++) {
                    const double mu0 = ldexp(1 + k * 0x1p-52, e[i]);
                    double a[5] = { mu0, 0, mu0, 0, 0 };
                    if (shape % 2 == 0) {
                        a[1] = ldexp(2 * k - 3, e[i] - 54);                           /* j = 2k - 3 */
                        a[3] = 2;
                    } else {
                        a[1] = mu0 + ldexp(k % 2 ? 3 : 1, e[i] - 50);                 /* m = 1 or 3 */
                        a[3] = 0.125;
                    }
                    if (shape >= 2) {
                        a[2] = mu0 + ldexp(k + 1, e[i] - 50);                         /* n = k + 1 */
                        a[4] = shape == 2 ? -0.5 : 0.5;                           /* the value's sign */
                    }
                    if (side != 0)
                        a[shape % 2 ? 3 : 1] = nextafter(a[shape % 2 ? 3 : 1], side * INFINITY);
                    int took, mid;
                    right &= pair_rounds_right(a, shape < 2, &took, &mid);
                    exact_path &= took;
                    mids += mid;
                    n++;
                }
    check(tally, right && exact_path && 3 * mids == n,
          "smooth_mu_edge, smooth_mu_face: %d exact midpoints (differences exact and "
          "not) rounded to even, and %d neighbours within 2^-103 of one rounded "
          "correctly, all by the exact path", mids, n - mids);
}
static void pair_fast_range(check_tally *tally)
{
    const double ends[] = { 0x1p-256, nextafter(0x1p-256, 0), nextafter(0x1p256, 0),
                            0x1p256, 0.0, -0.0 };
    int right = 1, n = 0, took, mid;
    for (int slot = 0; slot < 5; slot++)
        for (size_t i = 0; i < sizeof ends / sizeof ends[0]; i++)
            for (int sign = 1; sign >= (slot < 3 ? 1 : -1); sign -= 2) {
                double a[5] = { 0.5, 0.3, 0.4, 0.25, 0.5 };
                a[slot] = sign * ends[i];
                right &= pair_rounds_right(a, 0, &took, &mid);
                a[2] = a[0], a[4] = 0;
                right &= slot == 2 || slot == 4 || pair_rounds_right(a, 1, &took, &mid);
                n += 1 + (slot != 2 && slot != 4);
            }
    const double zero_edge[5] = { 1, 0.5, 1, 2, 0 };
    const double zero_face[5] = { 1, 0.5, 1.5, 1, -1 };
    int zero_exact = pair_rounds_right(zero_edge, 1, &took, &mid) && took;
    zero_exact &= pair_rounds_right(zero_face, 0, &took, &mid) && took;
    check(tally, right && zero_exact,
          "smooth_mu_edge, smooth_mu_face: correctly rounded at %d inputs with an "
          "argument at an end of the fast range, outside it, or zero; an exact zero "
          "is +0, by the exact path", n);
}
static void check_pair_interpolations(check_tally *tally)
{
    pair_midpoints(tally);
    pair_fast_range(tally);
}
enum { NMODES = 3, ERRNO_MARK = -4242 };
static const int other_mode[NMODES] = { FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO };

typedef struct { double value; int err, mode_kept; } mode_call;

static mode_call call_in_mode(const rounded_function *f, int mode, double y, double mu_s,
                              double mu_k, double eps)
{
    mode_call r;
    fesetround(mode);
    errno = ERRNO_MARK;
    r.value = call(f, y, mu_s, mu_k, eps);
    r.err = errno;
    r.mode_kept = fegetround() == mode;
    fesetround(FE_TONEAREST);
    return r;
}
static double peak_part(double (*peak)(double, double, double *), double s, double k,
                        int argmax)
{
    double t;
    const double g = peak(s, k, argmax ? &t : NULL);
    return argmax ? t : g;
}
static double peak_cubic(double y, double s, double k, double e)
{
    return (void)y, (void)e, peak_part(smooth_mu_f1_peak, s, k, 0);
}
static double argmax_cubic(double y, double s, double k, double e)
{
    return (void)y, (void)e, peak_part(smooth_mu_f1_peak, s, k, 1);
}
static double peak_quadratic(double y, double s, double k, double e)
{
    return (void)y, (void)e, peak_part(smooth_mu_quadratic_f1_peak, s, k, 0);
}
static double argmax_quadratic(double y, double s, double k, double e)
{
    return (void)y, (void)e, peak_part(smooth_mu_quadratic_f1_peak, s, k, 1);
}

#define RULE_WRAPPER(fn, rule) \
    static double fn(double y, double s, double k, double e) \
    { return (void)y, (void)e, smooth_mu_blend_pair(s, k, rule); }
RULE_WRAPPER(rule_average, SMOOTH_MU_AVERAGE)
RULE_WRAPPER(rule_product, SMOOTH_MU_PRODUCT)
RULE_WRAPPER(rule_min, SMOOTH_MU_MIN)
RULE_WRAPPER(rule_max, SMOOTH_MU_MAX)
static double edge_weight_y(double y, double s, double k, double e)
{
    return (void)e, smooth_mu_edge(s, k, y);
}
static double face_weights_y_e(double y, double s, double k, double e)
{
    return smooth_mu_face(s, k, k, y, e);
}
static double aniso_u_y_e(double y, double s, double k, double e)
{
    return smooth_aniso_mu(y, e, s, k, k, s);
}
static double speed_u_y_e(double y, double s, double k, double e)
{
    return smooth_ellipse_speed(y, e, s, k);
}
#define STRIBECK_WRAPPER(fn, f) \
    static double fn(double y, double s, double k, double e) { return f(y, s, k, s, e); }
STRIBECK_WRAPPER(stribeck_mu, smooth_mu_stribeck)
STRIBECK_WRAPPER(stribeck_slope, smooth_mu_stribeck_derivative)
STRIBECK_WRAPPER(stribeck_f0, smooth_mu_stribeck_f0)
STRIBECK_WRAPPER(stribeck_f1, smooth_mu_stribeck_f1)
STRIBECK_WRAPPER(stribeck_f2, smooth_mu_stribeck_f2)
STRIBECK_WRAPPER(stribeck_f1_over_x, smooth_mu_stribeck_f1_over_x)
STRIBECK_WRAPPER(stribeck_hessian, smooth_mu_stribeck_f2_x_minus_mu_f1_over_x3)
static double stribeck_peak(double y, double s, double k, double e)
{
    return smooth_mu_stribeck_f1_peak(s, k, y, e, NULL);
}
static double stribeck_argmax(double y, double s, double k, double e)
{
    double t;
    smooth_mu_stribeck_f1_peak(s, k, y, e, &t);
    return t;
}
static double law_entry(int law, int k, double y, double s, double m, double e)
{
    const double u[2] = { y, e }, a[2] = { 1, 2 }, ms[2] = { s, m }, mk[2] = { m, s };
    double g[5];
    if (law == 1)
        return smooth_ellipse_potential(u, ms, mk, e);
    if (law == 0)
        smooth_aniso_lagged(u, a, ms, mk, e, g, g + 2);
    else
        smooth_ellipse_gradient(u, ms, mk, e, g, g + 2);
    return g[k];
}
#define LAW_WRAPPER(fn, law, k) \
    static double fn(double y, double s, double m, double e) \
    { return law_entry(law, k, y, s, m, e); }
LAW_WRAPPER(lagged_g0, 0, 0)
LAW_WRAPPER(lagged_h01, 0, 3)
LAW_WRAPPER(ellipse_phi, 1, 0)
LAW_WRAPPER(ellipse_h00, 2, 2)
enum { NOTHERS = 30 };
static const rounded_function others[NOTHERS] = {
    { "smooth_mu_peaked_f0", 0, smooth_mu_peaked_f0, 0 },
    { "smooth_mu_peaked_f1", 0, smooth_mu_peaked_f1, 0 },
    { "smooth_mu_peaked_f2", 0, smooth_mu_peaked_f2, 0 },
    { "smooth_mu_peaked_f1_over_x", 0, smooth_mu_peaked_f1_over_x, 0 },
    { "smooth_mu_peaked_f2_x_minus_mu_f1_over_x3", 0,
      smooth_mu_peaked_f2_x_minus_mu_f1_over_x3, 0 },
    { "smooth_mu_f1_peak (value)", 0, peak_cubic, 0 },
    { "smooth_mu_f1_peak (argmax)", 0, argmax_cubic, 0 },
    { "smooth_mu_quadratic_f1_peak (value)", 0, peak_quadratic, 0 },
    { "smooth_mu_quadratic_f1_peak (argmax)", 0, argmax_quadratic, 0 },
    { "smooth_mu_blend_pair (average)", 0, rule_average, 0 },
    { "smooth_mu_blend_pair (product)", 0, rule_product, 0 },
    { "smooth_mu_blend_pair (min)", 0, rule_min, 0 },
    { "smooth_mu_blend_pair (max)", 0, rule_max, 0 },
    { "smooth_mu_edge (weight y)", 0, edge_weight_y, 0 },
    { "smooth_mu_face (weights y, eps_v)", 0, face_weights_y_e, 0 },
    { "smooth_aniso_mu (u = (y, eps_v))", 0, aniso_u_y_e, 0 },
    { "smooth_ellipse_speed (u = (y, eps_v))", 0, speed_u_y_e, 0 },
    { "smooth_mu_stribeck (v_s = mu_s)", 0, stribeck_mu, 0 },
    { "smooth_mu_stribeck_derivative (v_s = mu_s)", 0, stribeck_slope, 0 },
    { "smooth_mu_stribeck_f0 (v_s = mu_s)", 0, stribeck_f0, 0 },
    { "smooth_mu_stribeck_f1 (v_s = mu_s)", 0, stribeck_f1, 0 },
    { "smooth_mu_stribeck_f2 (v_s = mu_s)", 0, stribeck_f2, 0 },
    { "smooth_mu_stribeck_f1_over_x (v_s = mu_s)", 0, stribeck_f1_over_x, 0 },
    { "smooth_mu_stribeck_f2_x_minus_mu_f1_over_x3 (v_s = mu_s)", 0, stribeck_hessian, 0 },
    { "smooth_mu_stribeck_f1_peak (value, v_s = y)", 0, stribeck_peak, 0 },
    { "smooth_mu_stribeck_f1_peak (argmax, v_s = y)", 0, stribeck_argmax, 0 },
    { "smooth_aniso_lagged (g0, u = (y, eps_v))", 0, lagged_g0, 0 },
    { "smooth_aniso_lagged (H01, u = (y, eps_v))", 0, lagged_h01, 0 },
    { "smooth_ellipse_potential (u = (y, eps_v))", 0, ellipse_phi, 0 },
    { "smooth_ellipse_gradient (H00, u = (y, eps_v))", 0, ellipse_h00, 0 },
};
typedef struct { double y, eps, mu_s, mu_k; } mode_input;

static int mode_inputs(mode_input *in, int max)
{
    static const double eps[] = { 0x1.8p-1060, 0x1.4p-1000, 0x1.999999999999ap-4, 1,
                                  0x1.8p+500, 0x1p+1000 };
    static const double t[] = { 0, 0x1p-60, 0.1, 1.0 / 3, 0.25, 0.5, 0.75, 1, 1.5, 2,
                                0x1p+20 };
    static const double mu[][2] = { { 0.5, 0.3 }, { 0.6, 0.5 }, { 1, 0 }, { 0.3, 0.3 },
                                    { 0x1p-1000, 0x1p-1001 }, { 0, 0x1p-1074 },
                                    { 0.3, 0.5 } };
    static const mode_input edge[] = {
        { -1, 1, 0.5, 0.3 }, { -0.0, 1, 0.5, 0.3 }, { NAN, 1, 0.5, 0.3 },
        { INFINITY, 1, 0.5, 0.3 }, { -INFINITY, 1, 0.5, 0.3 }, { 0x1p-1074, 1, 0.5, 0.3 },
        { DBL_MAX, 1, 0.5, 0.3 },
        { 0x1p-1074, 0x1p-1074, 0.5, 0.3 }, { DBL_MAX, DBL_MAX, 0.5, 0.3 },
        { 0.5, 0, 0.5, 0.3 }, { 0.5, -0.0, 0.5, 0.3 }, { 0.5, -1, 0.5, 0.3 },
        { 0.5, INFINITY, 0.5, 0.3 }, { 0.5, NAN, 0.5, 0.3 }, { 0.5, 1, -1, 0.3 },
        { 0.5, 1, INFINITY, 0.3 }, { 0.5, 1, NAN, 0.3 }, { 0.5, 1, 0.5, -1 },
        { 0.5, 1, 0.5, INFINITY }, { 0.5, 1, 0.5, NAN }, { 0x1p+400, 1, 0.5, 0.3 },
    };
    uint64_t state = 11;
    int n = 0;
    for (size_t e = 0; e < sizeof eps / sizeof eps[0]; e++)
        for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
            for (size_t m = 0; m < sizeof mu / sizeof mu[0]; m++)
                for (int side = -1; side <= 1; side++) {
                    const double y = t[i] * eps[e];
                    if (side != 0 && (t[i] < 0.25 || t[i] > 1))
                        continue;                 /* neighbours of the breakpoints only */
                    in[n++] = (mode_input){ side ? nextafter(y, side * INFINITY) : y,
                                            eps[e], mu[m][0], mu[m][1] };
                }
    for (size_t k = 0; k < sizeof edge / sizeof edge[0]; k++)
        in[n++] = edge[k];
    for (const int last = n + (int)check_cases(max - n); n < last;) {
        const double e = ldexp(1 + uniform01(&state), (int)(uniform01(&state) * 80) - 40);
        const double far_below = ldexp(uniform01(&state), -(int)(uniform01(&state) * 60));
        const double y = (n % 4 == 0 ? far_below : 2.2 * uniform01(&state)) * e;
        const double s = uniform01(&state);
        in[n++] = (mode_input){ y, e, s, s * uniform01(&state) };
    }
    return n;
}
typedef struct {
    long calls, mode_changed, errno_differs, domain_differs, far, correct, faithful,
         unfaithful, beyond, exact_path;
} mode_tally;

static int within_one_step(double got, double nearest)
{
    if (isnan(nearest) || isnan(got))
        return isnan(nearest) && isnan(got);
    return got == nearest || got == nextafter(nearest, INFINITY)
           || got == nextafter(nearest, -INFINITY);
}

static void judge_modes(const rounded_function *f, const mode_input *in, mode_tally *t)
{
    const unsigned long before = smooth_friction_slow_path_calls;
    const mode_call near = call_in_mode(f, FE_TONEAREST, in->y, in->mu_s, in->mu_k,
                                        in->eps);
    t->exact_path += smooth_friction_slow_path_calls != before;
    const int finite = isfinite(in->y) && isfinite(in->eps) && isfinite(in->mu_s)
                       && isfinite(in->mu_k) && isfinite(near.value) && in->y >= 0
                       && in->eps > 0 && in->mu_s >= 0 && in->mu_k >= 0;
    const int exact = f->exact && finite && (in->y > 0 || !strstr(f->name, "over_x"));
    double down = 0, up = 0, nearest = 0;
    if (exact) {
        mpq_t q, yq, eq, mu[2], v;
        mpq_inits(q, yq, eq, mu[0], mu[1], v, NULL);
        mpq_set_d(yq, in->y);
        mpq_set_d(eq, in->eps);
        mpq_set_d(mu[0], f->f2 ? 1.0 : in->mu_s);
        mpq_set_d(mu[1], f->f2 ? 1.0 : in->mu_k);
        qfun_eval(q, f->exact, yq, eq, (const mpq_t *)mu);
        down = up = nearest = mpv_round_q(q);
        if (isfinite(down)) {
            mpq_set_d(v, down);
            if (mpq_cmp(q, v) < 0)
                down = nextafter(down, -INFINITY);
            else if (mpq_cmp(q, v) > 0)
                up = nextafter(up, INFINITY);
        }
        mpq_clears(q, yq, eq, mu[0], mu[1], v, NULL);
    }
    for (int m = 0; m < NMODES; m++) {
        const mode_call r = call_in_mode(f, other_mode[m], in->y, in->mu_s, in->mu_k,
                                         in->eps);
        const double want = other_mode[m] == FE_UPWARD ? up
                          : other_mode[m] == FE_DOWNWARD ? down
                          : fabs(down) < fabs(up) ? down : up;
        t->calls++;
        t->mode_changed += !r.mode_kept || !near.mode_kept;
        t->errno_differs += r.err != near.err;
        t->domain_differs += isnan(r.value) != isnan(near.value)
                             || (isinf(near.value) && near.err != ERRNO_MARK
                                 && r.value != near.value);
        t->far += !within_one_step(r.value, near.value);
        if (exact) {
            t->correct += r.value == want;
            t->faithful += r.value != want && (r.value == down || r.value == up);
            t->unfaithful += r.value != down && r.value != up;
            t->beyond += !within_one_step(r.value, nearest);
        }
    }
}
static void check_rounding_modes(check_tally *tally)
{
    enum { MAX_INPUTS = 24000 };
    static mode_input in[MAX_INPUTS];
    const int n = mode_inputs(in, MAX_INPUTS);
    for (int i = 0; i < NROUNDED + NOTHERS; i++) {
        const rounded_function *f = i < NROUNDED ? &fun[i] : &others[i - NROUNDED];
        mode_tally t = { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 };
        for (int k = 0; k < n; k++)
            judge_modes(f, &in[k], &t);
        check(tally, t.mode_changed + t.errno_differs + t.domain_differs + t.far == 0,
              "%s, %ld calls in the directed modes: mode and errno left alone, "
              "the domain's answers unchanged, within one step of the nearest result "
              "(%ld, %ld, %ld, %ld failures; %ld of %d inputs by the exact path)",
              f->name, t.calls, t.mode_changed, t.errno_differs, t.domain_differs,
              t.far, t.exact_path, n);
        if (f->exact)
            check(tally, t.beyond == 0, "%s in the directed modes, against the exact "
                  "value: within one step of it rounded to nearest; %ld correctly "
                  "rounded for the mode, %ld only faithful, %ld neither", f->name,
                  t.correct, t.faithful, t.unfaithful);
    }
}
#include "sf-exp.h"
#include "smooth-stribeck.h"
#include <gmp.h>
#include <mpfr.h>
#include <stdlib.h>

static sf_dd exp_table_entry(int j)                      /* 2^(-j/256) as a pair */
{
    mpfr_t a, b;
    mpfr_inits2(400, a, b, (mpfr_ptr)0);
    mpfr_set_si(a, -j, MPFR_RNDN);
    mpfr_div_2ui(a, a, 8, MPFR_RNDN);
    mpfr_exp2(a, a, MPFR_RNDN);
    sf_dd e;
    e.hi = mpfr_get_d(a, MPFR_RNDN);
    mpfr_sub_d(b, a, e.hi, MPFR_RNDN);
    e.lo = mpfr_get_d(b, MPFR_RNDN);
    mpfr_clears(a, b, (mpfr_ptr)0);
    return e;
}
static int print_exp_table(void)
{
    for (int j = 0; j < 256; j += 2) {
        const sf_dd a = exp_table_entry(j), b = exp_table_entry(j + 1);
        printf("    { %a, %a }, { %a, %a },\n", a.hi, a.lo, b.hi, b.lo);
    }
    return 0;
}
static void check_exp_constants(check_tally *tally)
{
    int same = 0;
    for (int j = 0; j < 256; j++) {
        const sf_dd e = exp_table_entry(j);
        same += sf_bits(e.hi) == sf_bits(sf_exp_table[j].hi)
                && sf_bits(e.lo) == sf_bits(sf_exp_table[j].lo);
    }
    check(tally, same == 256,
          "sf_exp_table: %d of 256 entries are 2^(-j/256) as the pair "
          "of nearest doubles (MPFR, 400 bits)", same);
    mpfr_t a, b;
    mpfr_inits2(400, a, b, (mpfr_ptr)0);
    mpfr_const_log2(a, MPFR_RNDN);
    mpfr_div_2ui(a, a, 8, MPFR_RNDN);
    mpfr_set_d(b, SF_EXP_LN2_1, MPFR_RNDN);
    const int narrow = mpfr_min_prec(b) <= 35;
    mpfr_set_d(b, SF_EXP_LN2_2, MPFR_RNDN);
    const int narrow2 = mpfr_min_prec(b) <= 35;
    mpfr_add_d(b, b, SF_EXP_LN2_1, MPFR_RNDN);
    mpfr_add_d(b, b, SF_EXP_LN2_3, MPFR_RNDN);
    mpfr_sub(b, b, a, MPFR_RNDN);
    mpfr_abs(b, b, MPFR_RNDN);
    check(tally, narrow && narrow2 && mpfr_cmp_ui_2exp(b, 1, -130) < 0,
          "ln 2/256 = C1 + C2 + C3 within 2^-130 (error 2^%.1f), C1 and C2 of <= 35 bits",
          mpfr_zero_p(b) ? -999.0 : log2(mpfr_get_d(b, MPFR_RNDN)));
    mpfr_ui_div(a, 1, a, MPFR_RNDN);
    check(tally, mpfr_get_d(a, MPFR_RNDN) == SF_EXP_INV,
          "256/ln 2 is its nearest double");
    mpfr_set_d(b, SF_EXP_LN2_2, MPFR_RNDN);
    mpfr_add_d(b, b, SF_EXP_LN2_3, MPFR_RNDN);
    check(tally, mpfr_get_d(b, MPFR_RNDN) == SF_EXP_LN2_23, "C23 is C2 + C3 rounded");
    mpfr_clears(a, b, (mpfr_ptr)0);
}
static double exp_argument(uint64_t *s, int kind)
{
    const double u = random_unit(random_xorshift64s(s));
    if (kind == 0)
        return 650 * u;
    if (kind == 1)
        return 5 * u;
    if (kind == 2)
        return ldexp(u, -(int)(random_xorshift64s(s) % 60));
    const double k = (double)(random_xorshift64s(s) % 240000);
    return fmin(650.0, k * (0x1.62e42fefa39efp-1 / 256) + (u - 0.5) * 1e-12);
}
static void check_exp_error(check_tally *tally)
{
    uint64_t s = 0x5DEECE66Dull;
    double worst[2][2] = { { 0, 0 }, { 0, 0 } };                 /* [quick][hw] */
    mpfr_t a, b;
    mpfr_inits2(300, a, b, (mpfr_ptr)0);
    for (int i = 0; i < 200000; i++) {
        const double xh = exp_argument(&s, i % 4);
        const double xl = xh * (random_unit(random_xorshift64s(&s)) - 0.5) * 0x1p-52;
        const int hw = i & 1;
        mpfr_set_d(a, xh, MPFR_RNDN);
        mpfr_add_d(a, a, xl, MPFR_RNDN);                        /* exact at 300 bits */
        mpfr_neg(a, a, MPFR_RNDN);
        mpfr_exp(a, a, MPFR_RNDN);
        for (int quick = 0; quick < 2; quick++) {
            const sf_dd e = quick ? sf_exp_minus_quick(xh, xl, hw)
                                  : sf_exp_minus(xh, xl, hw);
            mpfr_set_d(b, e.hi, MPFR_RNDN);
            mpfr_add_d(b, b, e.lo, MPFR_RNDN);
            mpfr_sub(b, b, a, MPFR_RNDN);
            mpfr_div(b, b, a, MPFR_RNDN);
            worst[quick][hw] = fmax(worst[quick][hw], fabs(mpfr_get_d(b, MPFR_RNDN)));
        }
    }
    mpfr_clears(a, b, (mpfr_ptr)0);
    check(tally, worst[0][0] < 0x1p-79 && worst[0][1] < 0x1p-79,
          "sf_exp_minus: e^-x within "
          "2^-79 at 2e5 points (worst 2^%.2f with FMA, 2^%.2f with Dekker's product)",
          log2(worst[0][1]), log2(worst[0][0]));
    check(tally, worst[1][0] < 0x1p-59 && worst[1][1] < 0x1p-59, "sf_exp_minus_quick: "
          "within 2^-59 (worst 2^%.2f with FMA, 2^%.2f with Dekker's product)",
          log2(worst[1][1]), log2(worst[1][0]));
}
static void stribeck_defined(mpq_t v, int k, mpq_t a[5], const mpq_t e)
{
    mpq_t mu, slope, t, f1, f2;                          /* a: y mu_s mu_k v_s eps_v */
    mpq_inits(mu, slope, t, f1, f2, (mpq_ptr)0);
    mpq_sub(slope, a[1], a[2]);
    mpq_mul(slope, slope, e);
    mpq_add(mu, a[2], slope);                                  /* mu_k + D e */
    mpq_div(slope, slope, a[3]);
    mpq_neg(slope, slope);                                     /* -D e/v_s */
    mpq_div(t, a[0], a[4]);
    mpq_set_ui(f1, 1, 1);
    mpq_set_ui(f2, 0, 1);
    if (mpq_cmp(a[0], a[4]) < 0) {
        mpq_set_ui(f2, 2, 1);
        mpq_sub(f1, f2, t);
        mpq_mul(f1, f1, t);                                            /* t (2 - t) */
        mpq_set_ui(f2, 1, 1);
        mpq_sub(f2, f2, t);
        mpq_div(f2, f2, a[4]);
        mpq_add(f2, f2, f2);                                           /* 2 (1 - t)/eps_v */
    }
    if (k == 0) {
        mpq_set(v, mu);
    } else if (k == 1) {
        mpq_set(v, slope);
    } else if (k == 2) {
        mpq_mul(v, mu, f1);
    } else if (k == 4 && mpq_sgn(a[0]) == 0) {
        mpq_div(v, mu, a[4]);
        mpq_add(v, v, v);
    } else if (k == 4) {
        mpq_mul(v, mu, f1);
        mpq_div(v, v, a[0]);
    } else {
        mpq_mul(v, mu, f2);
        mpq_mul(t, slope, f1);
        mpq_add(v, v, t);                                     /* (mu f1)' */
        if (k == 5) {
            mpq_mul(v, v, a[0]);
            mpq_mul(t, mu, f1);
            mpq_sub(v, v, t);
            mpq_div(v, v, a[0]);
            mpq_div(v, v, a[0]);
            mpq_div(v, v, a[0]);
        }
    }
    mpq_clears(mu, slope, t, f1, f2, (mpq_ptr)0);
}
static double stribeck_truth(int k, const double in[5])
{
    mpq_t a[5], x, lo, hi, v;
    mpfr_t e;
    for (int i = 0; i < 5; i++) {
        mpq_init(a[i]);
        mpq_set_d(a[i], in[i]);
    }
    mpq_inits(x, lo, hi, v, (mpq_ptr)0);
    mpq_div(x, a[0], a[3]);
    mpfr_init2(e, 64);
    double r = NAN;
    for (mpfr_prec_t prec = 128; prec <= 65536 && isnan(r); prec *= 2) {
        if (mpq_cmp_ui(x, 1ul << 14, 1) >= 0) {                  /* 0 < e^-x < 2^-x <= 2^-2^14 */
            mpq_set_ui(lo, 0, 1);
            mpq_set_ui(hi, 1, 1);
            mpq_div_2exp(hi, hi, 1ul << 14);
        } else {
            mpfr_set_prec(e, prec);
            mpfr_set_q(e, x, MPFR_RNDU);
            mpfr_neg(e, e, MPFR_RNDN);
            mpfr_exp(e, e, MPFR_RNDD);
            mpfr_get_q(lo, e);
            mpfr_set_q(e, x, MPFR_RNDD);
            mpfr_neg(e, e, MPFR_RNDN);
            mpfr_exp(e, e, MPFR_RNDU);
            mpfr_get_q(hi, e);
        }
        stribeck_defined(v, k, a, hi);
        const double at_hi = mpv_round_q(v);
        const int zero = mpq_sgn(v) == 0;
        stribeck_defined(v, k, a, lo);
        if (mpq_sgn(lo) == 0 || sf_bits(mpv_round_q(v)) == sf_bits(at_hi))
            r = at_hi;
        if (zero && mpq_sgn(v) == 0)                  /* exactly 0: -0 for the slopes */
            r = k == 1 || k == 5 || (k == 3 && in[0] >= in[4]) ? -0.0 : 0.0;
    }
    mpfr_clear(e);
    mpq_clears(x, lo, hi, v, (mpq_ptr)0);
    for (int i = 0; i < 5; i++)
        mpq_clear(a[i]);
    return r;
}
static const double stribeck_hard[][5] = {                /* y mu_s mu_k v_s eps_v */
    { 0x1p-53, 1, 1, 1, 1 },                        /* midpoints: mu f1, mu f1/y */
    { 0x1p-54, 1, 1, 1, 1 },                        /* (mu f1)' */
    { 0, 0x1.0000000000001p0, 0x1p-53, 1, 1 },     /* mu' at rest */
    { 0x1p-53, 0x1p-53, 0x1p-53, 0x1p-30, 0x1p-1 },/* exact: D = 0 */
    { 0x1p-54, 2, 1, 0x1p-1074, 1 },                /* beside a midpoint, x = 2^1020 */
    { 50, 0x1p-1000, 0, 1, 1e3 },                   /* subnormal results */
    { 740, 1, 0, 1, 1e3 },
    { 1, 0x1p-1074, 0, 1, 0.5 },
    { 700, 1, 0, 1, 1 },                            /* beyond the kernel's range */
    { 1, 1, 0.5, 0x1p-300, 1 },                     /* huge and tiny ratios */
    { 0x1p-300, 1, 0.5, 1, 1 },
    { 1, 1, 0x1p-200, 1, 0x1p200 },
    { 0x1p300, 1, 0.25, 0x1p290, 0x1p310 },
    { 0x1p-1074, 1, 0.5, 0x1p-1074, 0x1p-1073 },
    { 0x1p-400, 0x1p1000, 0x1p999, 1, 1 },          /* overflow */
    { 1e-3, 0x1p1000, 0x1p999, 0x1p-60, 0x1p-1000 },
};
static int stribeck_midpoint(int k, const double in[5])    /* a rational value, halfway */
{
    if (!(in[0] == 0 || in[1] == in[2]) || (k == 5 && in[0] == 0))
        return 0;
    mpq_t a[5], one, v, m;
    for (int i = 0; i < 5; i++) {
        mpq_init(a[i]);
        mpq_set_d(a[i], in[i]);
    }
    mpq_inits(one, v, m, (mpq_ptr)0);
    mpq_set_ui(one, 1, 1);
    stribeck_defined(v, k, a, one);                     /* e^-x = 1, or unused */
    mpq_set_d(m, mpv_round_q_in(v, &mpv_binary64, MPFR_RNDD));
    mpq_set_d(one, mpv_round_q_in(v, &mpv_binary64, MPFR_RNDU));
    mpq_add(m, m, one);
    mpq_div_2exp(m, m, 1);
    const int mid = mpq_cmp(m, v) == 0 && mpq_cmp(one, v) != 0;
    mpq_clears(one, v, m, (mpq_ptr)0);
    for (int i = 0; i < 5; i++)
        mpq_clear(a[i]);
    return mid;
}
static void stribeck_mpfr(double v[6], const double in[5], mpfr_prec_t prec)
{
    mpfr_t a[5], e, mu, sl, t, f1, f2, w;
    for (int i = 0; i < 5; i++)
        mpfr_init2(a[i], 53), mpfr_set_d(a[i], in[i], MPFR_RNDN);
    mpfr_inits2(prec, e, mu, sl, t, f1, f2, w, (mpfr_ptr)0);
    mpfr_div(t, a[0], a[3], MPFR_RNDN);
    mpfr_neg(t, t, MPFR_RNDN);
    mpfr_exp(e, t, MPFR_RNDN);
    mpfr_sub(w, a[1], a[2], MPFR_RNDN);
    mpfr_mul(e, e, w, MPFR_RNDN);                                    /* D e^-x */
    mpfr_add(mu, a[2], e, MPFR_RNDN);
    mpfr_div(sl, e, a[3], MPFR_RNDN);
    mpfr_neg(sl, sl, MPFR_RNDN);
    mpfr_set_ui(f1, 1, MPFR_RNDN);
    mpfr_set_ui(f2, 0, MPFR_RNDN);
    if (in[0] < in[4]) {
        mpfr_div(t, a[0], a[4], MPFR_RNDN);
        mpfr_ui_sub(f1, 2, t, MPFR_RNDN);
        mpfr_mul(f1, f1, t, MPFR_RNDN);                                  /* t (2 - t) */
        mpfr_sub(f2, a[4], a[0], MPFR_RNDN);
        mpfr_div(f2, f2, a[4], MPFR_RNDN);
        mpfr_div(f2, f2, a[4], MPFR_RNDN);
        mpfr_mul_2ui(f2, f2, 1, MPFR_RNDN);                      /* 2 (eps - y)/eps^2 */
    }
    v[0] = mpfr_get_d(mu, MPFR_RNDN);
    v[1] = mpfr_get_d(sl, MPFR_RNDN);
    mpfr_mul(t, f1, sl, MPFR_RNDN);                                       /* mu' f1 */
    mpfr_mul(f1, f1, mu, MPFR_RNDN);                                     /* mu f1 */
    v[2] = mpfr_get_d(f1, MPFR_RNDN);
    mpfr_mul(f2, f2, mu, MPFR_RNDN);
    mpfr_add(f2, f2, t, MPFR_RNDN);                                      /* (mu f1)' */
    v[3] = mpfr_get_d(f2, MPFR_RNDN);
    if (in[0] == 0) {
        mpfr_div(w, mu, a[4], MPFR_RNDN);
        mpfr_mul_2ui(w, w, 1, MPFR_RNDN);
    } else {
        mpfr_div(w, f1, a[0], MPFR_RNDN);
    }
    v[4] = mpfr_get_d(w, MPFR_RNDN);
    const int below = in[0] < in[4], j = below ? 4 : 0;
    mpfr_neg(f2, sl, MPFR_RNDN);                                         /* -mu' */
    if (below) {
        mpfr_div(t, a[0], a[4], MPFR_RNDN);
        mpfr_ui_sub(t, 2, t, MPFR_RNDN);
        mpfr_mul(f2, f2, t, MPFR_RNDN);
    }
    mpfr_div(w, mu, a[j], MPFR_RNDN);
    mpfr_add(f2, f2, w, MPFR_RNDN);
    mpfr_div(f2, f2, a[j], MPFR_RNDN);
    mpfr_div(f2, f2, a[0], MPFR_RNDN);
    mpfr_neg(f2, f2, MPFR_RNDN);
    v[5] = mpfr_get_d(f2, MPFR_RNDN);
    if (mpfr_zero_p(e) && in[0] > 0)                   /* e^-x fell out of MPFR's range */
        for (int i = 0; i < 6; i++)
            v[i] = NAN;
    mpfr_clears(e, mu, sl, t, f1, f2, w, (mpfr_ptr)0);
    for (int i = 0; i < 5; i++)
        mpfr_clear(a[i]);
}
static void stribeck_draw(double in[5], uint64_t *s, int family)
{
    double u[5];
    for (int i = 0; i < 5; i++)
        u[i] = random_unit(random_xorshift64s(s));
    const double span = family == 1 ? 200 : family == 3 ? 1000 : 20;
    in[4] = exp2(span * (u[4] - 0.5));                                     /* eps_v */
    in[0] = in[4] * exp2(family == 0 ? u[0] - 0.9 : span * (u[0] - 0.6));
    in[3] = (family == 1 ? in[0] : in[4]) * exp2((family == 3 ? 20 : 24) * (u[3] - 0.5));
    in[1] = family % 2 ? exp2(span * (u[1] - 0.5)) : u[1] + 0x1p-20;
    in[2] = in[1] * (family == 1 ? exp2(-60 * u[2]) : u[2]);
    if (family == 3 && u[2] < 0.3)
        in[1] = ldexp(u[1], -1060), in[2] = in[1] * u[0];            /* subnormal mu */
    if (family == 2) {
        const int k = (int)(random_xorshift64s(s) % 9) - 4;
        in[0] = u[0] < 0.1 ? 0 : nextafter(in[4], k < 0 ? 0 : INFINITY);
        for (int i = 1; i < abs(k); i++)
            in[0] = in[0] == 0 ? 0 : nextafter(in[0], k < 0 ? 0 : INFINITY);
        if (u[3] < 0.25)
            in[2] = in[1];
    }
}
typedef double (*stribeck_function)(double, double, double, double, double);
static const stribeck_function stribeck_fn[6] = {
    smooth_mu_stribeck, smooth_mu_stribeck_derivative, smooth_mu_stribeck_f1,
    smooth_mu_stribeck_f2, smooth_mu_stribeck_f1_over_x,
    smooth_mu_stribeck_f2_x_minus_mu_f1_over_x3
};
static const char *const stribeck_name[6] = {
    "smooth_mu_stribeck", "smooth_mu_stribeck_derivative", "smooth_mu_stribeck_f1",
    "smooth_mu_stribeck_f2", "smooth_mu_stribeck_f1_over_x",
    "smooth_mu_stribeck_f2_x_minus_mu_f1_over_x3"
};
static void check_stribeck_function(check_tally *tally, int k)
{
    const int n = (int)(sizeof stribeck_hard / sizeof *stribeck_hard);
    int cases = 0, wrong = 0, exact = 0, mids = 0, mids_exact = 0;
    for (int i = 0; i < n; i++) {
        const double *a = stribeck_hard[i];
        if (k == 5 && a[0] == 0)
            continue;
        const double want = stribeck_truth(k, a);
        const unsigned long before = smooth_friction_slow_path_calls;
        const double got = stribeck_fn[k](a[0], a[1], a[2], a[3], a[4]);
        const int took = smooth_friction_slow_path_calls != before, mid =
            stribeck_midpoint(k, a);
        cases++;
        exact += took;
        mids += mid;
        mids_exact += mid && took;
        if (sf_bits(got) != sf_bits(want)) {
            wrong++;
            printf("  %s(%a, %a, %a, %a, %a) = %a, correctly rounded %a\n",
                   stribeck_name[k], a[0], a[1], a[2], a[3], a[4], got, want);
        }
    }
    check(tally, wrong == 0 && exact > 0 && mids_exact == mids, "%s: correctly rounded "
          "at %d of %d hard inputs; exact path taken %d times, at %d of %d midpoints",
          stribeck_name[k], cases - wrong, cases, exact, mids_exact, mids);
}
static void check_stribeck_rounding(check_tally *tally)
{
    check_exp_constants(tally);
    check_exp_error(tally);
    for (int k = 0; k < 6; k++)
        check_stribeck_function(tally, k);
}
static int stribeck_many(long n, uint64_t seed)
{
    long cases[6] = { 0 }, wrong[6] = { 0 }, slow = 0;
    uint64_t s = seed * 0x9E3779B97F4A7C15ull + 1;
    mpfr_set_emin(mpfr_get_emin_min());                      /* room for e^-x and y^-3 */
    mpfr_set_emax(mpfr_get_emax_max());
    for (long i = 0; i < n; i++) {
        double in[5], lo[6], hi[6];
        static const int family[8] = { 0, 0, 0, 1, 1, 1, 2, 3 };
        stribeck_draw(in, &s, family[i % 8]);
        const int rational = in[0] == 0 || in[1] == in[2];
        stribeck_mpfr(lo, in, 160);
        stribeck_mpfr(hi, in, 224);
        for (int k = 0; k < 6; k++) {
            if (k == 5 && in[0] == 0)
                continue;
            const int agree = !rational && hi[k] != 0 && !isnan(hi[k])
                              && sf_bits(lo[k]) == sf_bits(hi[k]);
            slow += !agree;
            const double want = agree ? hi[k] : stribeck_truth(k, in);
            const double got = stribeck_fn[k](in[0], in[1], in[2], in[3], in[4]);
            cases[k]++;
            if (sf_bits(got) != sf_bits(want) && wrong[k]++ < 3)
                printf("  %s(%a, %a, %a, %a, %a) = %a, correctly rounded %a\n",
                       stribeck_name[k], in[0], in[1], in[2], in[3], in[4], got, want);
        }
    }
    int failed = 0;
    for (int k = 0; k < 6; k++) {
        printf("%s %s: correctly rounded in %ld of %ld cases (test-rounding --stribeck-many, "
               "seed %llu)\n", wrong[k] ? "FAIL" : "ok  ", stribeck_name[k],
               cases[k] - wrong[k],
               cases[k], (unsigned long long)seed);
        failed |= wrong[k] != 0;
    }
    printf("     %ld truths from the exact enclosure, "
           "the rest from MPFR at 160 and 224 bits\n",
           slow);
    return failed;
}
#include "sf-potential.h"
static void truth_terms(mpq_t r[3], mpq_t x[2], double y, double ms, double mk, double v,
                        double e)
{
    mpq_t t, c, d, k, a;
    mpq_inits(t, c, d, k, a, (mpq_ptr)0);
    mpq_set_d(c, e);
    mpq_set_d(a, v);
    mpq_div(c, c, a);                                               /* c = eps/v_s */
    mpq_set_d(d, ms);
    mpq_set_d(a, mk);
    mpq_sub(d, d, a);                                               /* D */
    mpq_mul(k, c, c);
    mpq_mul(k, k, c);
    mpq_set_d(a, e);
    mpq_div(k, a, k);                                               /* eps/c^3 */
    mpq_set_ui(a, 1, 1);
    mpq_sub(a, c, a);
    mpq_mul(r[0], a, k);
    mpq_add(r[0], r[0], r[0]);
    mpq_mul(r[0], r[0], d);                                           /* 2 D eps (c-1)/c^3 */
    mpq_set_ui(r[2], 0, 1);
    mpq_set_ui(x[1], 0, 1);
    if (y < e) {
        mpq_set_d(t, y);
        mpq_set_d(a, e);
        mpq_div(t, t, a);
        mpq_mul(x[0], c, t);
        mpq_t p, b;
        mpq_inits(p, b, (mpq_ptr)0);
        mpq_set_ui(b, 2, 1);
        mpq_sub(b, b, t);
        mpq_mul(p, b, t);
        mpq_mul(p, p, c);
        mpq_mul(p, p, c);                                                 /* (2t - t^2) c^2 */
        mpq_set_ui(b, 1, 1);
        mpq_sub(b, b, t);
        mpq_mul(b, b, c);
        mpq_add(p, p, b);
        mpq_add(p, p, b);
        mpq_set_ui(b, 2, 1);
        mpq_sub(p, p, b);
        mpq_mul(r[1], p, k);
        mpq_mul(r[1], r[1], d);
        mpq_neg(r[1], r[1]);
        mpq_set_ui(b, 3, 1);
        mpq_sub(b, b, t);
        mpq_mul(b, b, t);
        mpq_mul(b, b, t);
        mpz_add(mpq_numref(b), mpq_numref(b), mpq_denref(b));             /* 1 + 3t^2 - t^3 */
        mpq_set_d(p, mk);
        mpq_mul(b, b, p);
        mpq_set_d(p, e);
        mpq_mul(b, b, p);
        mpz_mul_ui(mpq_denref(b), mpq_denref(b), 3);
        mpq_canonicalize(b);                                              /* mu_k f0 */
        mpq_add(r[0], r[0], b);
        mpq_clears(p, b, (mpq_ptr)0);
    } else {
        mpq_set(x[0], c);
        mpq_mul(a, c, c);
        mpq_set_ui(t, 2, 1);
        mpq_sub(a, a, t);
        mpq_mul(a, a, k);                                             /* eps (c^2 - 2)/c^3 */
        mpq_set_d(r[1], v);
        mpq_sub(r[1], r[1], a);
        mpq_mul(r[1], r[1], d);
        if (!isinf(y)) {
            mpq_set_d(a, y);
            mpq_set_d(t, mk);
            mpq_mul(a, a, t);
            mpq_add(r[0], r[0], a);
            mpq_set_d(r[2], v);
            mpq_mul(r[2], r[2], d);
            mpq_neg(r[2], r[2]);
            mpq_set_d(a, y);
            mpq_set_d(t, v);
            mpq_div(x[1], a, t);
        }
    }
    mpq_clears(t, c, d, k, a, (mpq_ptr)0);
}
static double truth_round_q(const mpq_t q)
{
    mpfr_t a;
    mpfr_init2(a, 4000);
    mpfr_set_q(a, q, MPFR_RNDN);
    const double r = mpfr_get_d(a, MPFR_RNDN);
    mpfr_clear(a);
    return r;
}
static void truth_bound(mpfr_t s, mpq_t r[3], mpq_t x[2], int up)
{
    const mpfr_rnd_t dir = up ? MPFR_RNDU : MPFR_RNDD;
    mpfr_t e;
    mpfr_init2(e, mpfr_get_prec(s));
    mpfr_set_q(s, r[0], dir);
    for (int i = 0; i < 2; i++) {
        const int grow = (mpq_sgn(r[i + 1]) > 0) == up;   /* want e^-x large: x small */
        mpfr_set_q(e, x[i], grow ? MPFR_RNDD : MPFR_RNDU);
        mpfr_neg(e, e, MPFR_RNDN);
        mpfr_exp(e, e, grow ? MPFR_RNDU : MPFR_RNDD);
        mpfr_mul_q(e, e, r[i + 1], dir);
        mpfr_add(s, s, e, dir);
    }
    mpfr_clear(e);
}
static double potential_truth(double y, double ms, double mk, double v, double e)
{
    mpq_t r[3], x[2];
    mpq_inits(r[0], r[1], r[2], x[0], x[1], (mpq_ptr)0);
    truth_terms(r, x, y, ms, mk, v, e);
    double result;
    if (mpq_sgn(r[1]) == 0 && mpq_sgn(r[2]) == 0) {
        result = truth_round_q(r[0]);
    } else if (mpq_sgn(x[0]) == 0 && mpq_sgn(r[2]) == 0) {
        mpq_add(r[0], r[0], r[1]);
        result = truth_round_q(r[0]);
    } else {
        for (mpfr_prec_t p = 200;; p *= 2) {
            mpfr_t lo, hi;
            mpfr_inits2(p, lo, hi, (mpfr_ptr)0);
            truth_bound(lo, r, x, 0);
            truth_bound(hi, r, x, 1);
            const double a = mpfr_get_d(lo, MPFR_RNDN), b = mpfr_get_d(hi, MPFR_RNDN);
            mpfr_clears(lo, hi, (mpfr_ptr)0);
            if (sf_bits(a) == sf_bits(b)) {
                result = a;
                break;
            }
        }
    }
    mpq_clears(r[0], r[1], r[2], x[0], x[1], (mpq_ptr)0);
    return result;
}
static void check_potential_table(check_tally *tally)
{
    int bad = 0;
    mpq_t q, cq;
    mpq_inits(q, cq, (mpq_ptr)0);
    for (int f = 0; f < 4; f++)
        for (int j = 0; j < 17; j++) {
            mpz_fac_ui(mpq_denref(q), (unsigned long)(j + 1 + 2 * (f != SF_POTENTIAL_E)
                                                       - (f == SF_POTENTIAL_A)));
            mpz_set_ui(mpq_numref(q), f == SF_POTENTIAL_E ? 720
                                       : f == SF_POTENTIAL_A ? 720 * (j + 1)
                                       : f == SF_POTENTIAL_B ? 2520 * (j + 1) * (j + 2)
                                       : 2520 * (j + 1) * (j + 4));
            mpq_canonicalize(q);
            if (j % 2)
                mpq_neg(q, q);
            const double c = j < 5 ? sf_potential_head[f][j]
                                   : sf_potential_tail[f][j - 5];
            mpq_set_d(cq, c);
            bad += j < 5 ? !mpq_equal(q, cq) : truth_round_q(q) != c;
        }
    mpq_clears(q, cq, (mpq_ptr)0);
    check(tally, bad == 0, "the potential's series: 20 integer and 48 rounded "
          "coefficients equal their rational values (%d differ)", bad);
}
static void potential_draw(uint64_t *s, int kind, double a[5])
{
    double u[6];
    for (int i = 0; i < 6; i++)
        u[i] = random_unit(random_xorshift64s(s));
    a[4] = kind == 1 ? ldexp(1 + u[0], (int)(120 * u[1]) - 60) : 1e-3;      /* eps */
    a[3] = kind == 1 ? a[4] * exp2(40 * u[2] - 20) : 1e-2;                  /* v_s */
    a[0] = kind == 1 ? a[4] * exp2(40 * u[3] - 20) : 2 * a[4] * u[3];        /* y */
    if (kind == 2)                                                  /* x near 1/4 */
        a[3] = a[0] * 4 * (1 + 0.02 * (u[2] - 0.5));
    if (kind == 3) {                                          /* w or c near 1/4 */
        a[0] = a[4] * (1 + u[3]);
        a[3] = (u[5] < 0.5 ? a[0] - a[4] : a[4]) * 4 * (1 + 0.02 * (u[2] - 0.5));
    }
    a[1] = ldexp(1 + u[4], (int)(40 * u[0]) - 20);                          /* mu_s */
    a[2] = u[5] < 0.3 ? 0.0 : u[5] < 0.4 ? a[1] * exp2(-100 * u[4]) : a[1] * u[1];
}
static double pair_error(const mpfr_t lo, mpfr_t got, sf_dd v)
{
    mpfr_set_d(got, v.hi, MPFR_RNDN);
    mpfr_add_d(got, got, v.lo, MPFR_RNDN);
    mpfr_sub(got, got, lo, MPFR_RNDN);
    return fabs(mpfr_get_d(got, MPFR_RNDN) / mpfr_get_d(lo, MPFR_RNDN));
}
static double bound_ratio(double e, const double a[5], long branch[2])
{
    const double beta = sf_potential_bound(a[0], a[3], a[4]);
    branch[beta == 0x1p-67]++;
    return e / beta;
}
static void check_potential_pairs(check_tally *tally)
{
    uint64_t s = 0x2545F4914F6CDD1Dull;
    double worst[6] = { 0, 0, 0, 0, 0, 0 }, ratio[2] = { 0, 0 }, a[5];
    long n = 0, first[2] = { 0, 0 }, branch[2] = { 0, 0 };
    mpq_t r[3], x[2];
    mpfr_t lo, got;
    mpq_inits(r[0], r[1], r[2], x[0], x[1], (mpq_ptr)0);
    mpfr_inits2(300, lo, got, (mpfr_ptr)0);
    for (int i = 0; i < 20000; i++) {
        potential_draw(&s, i % 4, a);
        if (!sf_potential_fast_range(a[0], a[1], a[2], a[3], a[4]) || !++n)
            continue;
        truth_terms(r, x, a[0], a[1], a[2], a[3], a[4]);
        truth_bound(lo, r, x, 0);
        for (int hw = 0; hw < 2; hw++) {
            const double e = pair_error(lo, got, sf_potential_pair(a[0], a[1], a[2], a[3],
                                                                   a[4], hw));
            worst[hw] = fmax(worst[hw], e);
            ratio[hw] = fmax(ratio[hw], bound_ratio(e, a, branch));
            const int k = a[0] >= a[4];                  /* below or beyond eps_v */
            if (sf_potential_first_applies(a[0], a[3], a[4]) && ++first[k])
                worst[2 + 2 * k + hw] = fmax(worst[2 + 2 * k + hw], pair_error(lo, got,
                    sf_potential_first(a[0], a[1], a[2], a[3], a[4], hw)));
        }
    }
    mpq_clears(r[0], r[1], r[2], x[0], x[1], (mpq_ptr)0);
    mpfr_clears(lo, got, (mpfr_ptr)0);
    check(tally, worst[0] < 0x1p-67 && worst[1] < 0x1p-67, "the potential in pairs: "
          "within 2^-67 at %ld points (worst 2^%.2f with FMA, 2^%.2f with Dekker's "
          "product)", n, log2(worst[1]), log2(worst[0]));
    check(tally, ratio[0] < 1 && ratio[1] < 1 && branch[0] > 0 && branch[1] > 0, "the "
          "potential in pairs: within the bound beta of its series' arguments (worst "
          "error/beta %.3f with FMA, %.3f with Dekker's product; beta shrinking at %ld, "
          "2^-67 at %ld)", ratio[1], ratio[0], branch[0] / 2, branch[1] / 2);
    check(tally, worst[2] < 0x1p-60 && worst[3] < 0x1p-60, "its first try below eps_v: "
          "within 2^-60 at %ld points (worst 2^%.2f with FMA, 2^%.2f with Dekker's "
          "product)", first[0] / 2, log2(worst[3]), log2(worst[2]));
    check(tally, worst[4] < 0x1p-62 && worst[5] < 0x1p-62 && first[1] > 0, "its first try "
          "beyond eps_v: within 2^-62 at %ld points (worst 2^%.2f with FMA, 2^%.2f with "
          "Dekker's product)", first[1] / 2, log2(worst[5]), log2(worst[4]));
}
static int potential_agrees(const double a[5], int *exact)
{
    const unsigned long before = smooth_friction_slow_path_calls;
    const double got = smooth_mu_stribeck_f0(a[0], a[1], a[2], a[3], a[4]);
    *exact = smooth_friction_slow_path_calls != before;
    return sf_bits(got) == sf_bits(potential_truth(a[0], a[1], a[2], a[3], a[4]));
}
static void check_potential_ties(check_tally *tally)
{
    const double m = 1 + 0x1p-52, k = ldexp(2244318751181271.0, -53),
                 s = ldexp(2244318751181395.0, -53);
    const double tie[][5] = {                              /* y, mu_s, mu_k, v_s, eps */
        { 0, m, m, 1, 4.5 }, { 0, 2, m, 0.3, 4.5 }, { 6, m, m, 0.1, 4.5 },
        { 0, 0x1p-1060, 0x1p-1060, 1, 0x1.2p-12 }, { 4, s, k, 4, 5 },
        { 0x1p-598, s, k, 0x1p-598, 0x1.4p-598 },
    };
    int ok = 0, exact = 0, e;
    for (int i = 0; i < 6; i++) {
        ok += potential_agrees(tie[i], &e);
        exact += e;
    }
    check(tally, ok == 6 && exact == 6, "the potential's exact ties (y = 0, mu_s = "
          "mu_k, a subnormal midpoint, R1 = 0 at x = 1, c = 5/4): %d of 6 rounded to "
          "even, %d by the exact path", ok, exact);
}
extern unsigned long smooth_friction_potential_retries[2];
static void check_potential_search(check_tally *tally)
{
    uint64_t s = 0x9FB21C651E98DF25ull;
    long hard = 0, compared = 0, wrong = 0;
    const unsigned long below = smooth_friction_potential_retries[0],
                        beyond = smooth_friction_potential_retries[1];
    double a[5];
    for (long i = 0; i < 200000; i++) {
        potential_draw(&s, (int)(i % 2), a);
        const unsigned long before = smooth_friction_slow_path_calls;
        const double got = smooth_mu_stribeck_f0(a[0], a[1], a[2], a[3], a[4]);
        const int slow = smooth_friction_slow_path_calls != before;
        if (!slow && i % 100 != 0)
            continue;
        hard += slow;
        compared++;
        wrong += sf_bits(got) != sf_bits(potential_truth(a[0], a[1], a[2], a[3], a[4]));
    }
    const unsigned long r0 = smooth_friction_potential_retries[0] - below,
                        r1 = smooth_friction_potential_retries[1] - beyond;
    check(tally, wrong == 0 && hard > 0 && r0 > 0 && r1 > 0, "the potential at 2e5 "
          "random arguments: %lu and %lu first tries declined (below and beyond eps_v), "
          "%ld hard cases (the exact path), %ld results compared with MPFR, %ld differ",
          r0, r1, hard, compared, wrong);
}
static void check_potential_edges(check_tally *tally)
{
    const double p[][4] = {                                   /* mu_s, mu_k, v_s, eps */
        { 0.5, 0.3, 1e-2, 1e-3 }, { 1, 0, 1e-5, 1e-3 }, { 0.7, 0.69, 3.0, 0.25 },
        { 2, 1, 0x1p-30, 0x1p-20 },
    };
    const double e[][5] = {                                /* y, mu_s, mu_k, v_s, eps */
        { 0x1p-1030, 0.75, 0.5, 0x1p-1029, 0x1p-1028 }, { 3.0, 0x1p-1040, 0, 1, 2 },
        { 0.3, 1, 0x1p-1074, 0.2, 0.5 }, { INFINITY, 0.9, 0, 0.01, 0.001 },
        { 2, 1, 0.5, 0x1p-150, 1 }, { 65536.5, 1, 0, 1, 0.5 },
        { 0x1.fp1023, 1, 0.9, 1, 1 },
    };
    int ok = 0, n = 0, x;
    for (int i = 0; i < 4; i++)
        for (int j = -1; j <= 1; j++) {
            const double y = j == 0 ? p[i][3] : nextafter(p[i][3], j < 0 ? 0 : 1e300);
            const double a[5] = { y, p[i][0], p[i][1], p[i][2], p[i][3] };
            ok += potential_agrees(a, &x);
            n++;
        }
    for (int i = 0; i < 7; i++, n++)
        ok += potential_agrees(e[i], &x);
    check(tally, ok == n, "the potential at the neighbours of eps_v, subnormal results, "
          "an infinite y, far decays and an overflow: %d of %d correctly rounded", ok, n);
}
static int check_potential_many(check_tally *tally, long n)
{
    uint64_t s = 0xD6E8FEB86659FD93ull;
    long wrong = 0;
    double a[5];
    for (long i = 0; i < n; i++) {
        potential_draw(&s, (int)(i % 2), a);
        if (i % 20 == 19)
            for (int j = 0; j < 5; j++)
                a[j] = ldexp(1 + random_unit(random_xorshift64s(&s)),
                             (int)(random_xorshift64s(&s) % 2000) - 1000);
        if (a[2] > a[1])
            a[2] = a[2] * 0x1p-1000 > a[1]
                   ? 0 : a[1] * random_unit(random_xorshift64s(&s));
        const double got = smooth_mu_stribeck_f0(a[0], a[1], a[2], a[3], a[4]);
        wrong += sf_bits(got) != sf_bits(potential_truth(a[0], a[1], a[2], a[3], a[4]));
    }
    check(tally, wrong == 0, "smooth_mu_stribeck_f0 at %ld random arguments (the "
          "benchmark's, wide, the whole range): %ld differ from MPFR", n, wrong);
    return check_finish(tally, "test-rounding --potential");
}
static void check_potential_rounding(check_tally *tally)
{
    check_potential_table(tally);
    check_potential_pairs(tally);
    check_potential_ties(tally);
    check_potential_search(tally);
    check_potential_edges(tally);
}
extern unsigned long smooth_friction_peak_cap_calls;
static int peak_truth(double *r, double mu_s, double v_s, double eps_v)  /* mu_k = 0 */
{
    mpfr_t c, t, u, g;
    mpfr_inits2(400, c, t, u, g, (mpfr_ptr)0);
    mpfr_set_d(c, eps_v, MPFR_RNDN);
    mpfr_div_d(c, c, v_s, MPFR_RNDN);                                      /* c */
    mpfr_sqr(t, c, MPFR_RNDN);
    mpfr_add_ui(t, t, 1, MPFR_RNDN);
    mpfr_sqrt(t, t, MPFR_RNDN);
    mpfr_add(t, t, c, MPFR_RNDN);
    mpfr_add_ui(t, t, 1, MPFR_RNDN);
    mpfr_ui_div(t, 2, t, MPFR_RNDN);                                      /* t0 */
    mpfr_mul(u, c, t, MPFR_RNDN);
    mpfr_neg(u, u, MPFR_RNDN);
    mpfr_exp(g, u, MPFR_RNDN);
    mpfr_ui_sub(u, 2, t, MPFR_RNDN);
    mpfr_mul(u, u, t, MPFR_RNDN);
    mpfr_mul(g, g, u, MPFR_RNDN);
    mpfr_mul_d(g, g, mu_s, MPFR_RNDN);                   /* D e^{-c t0} t0 (2 - t0) */
    mpfr_mul_d(u, g, 1 - 0x1p-300, MPFR_RNDN);
    *r = mpfr_get_d(u, MPFR_RNDN);
    mpfr_mul_d(u, g, 1 + 0x1p-300, MPFR_RNDN);
    const int decided = *r == mpfr_get_d(u, MPFR_RNDN);
    mpfr_clears(c, t, u, g, (mpfr_ptr)0);
    return decided;
}
static int peak_call_right(double mu_s, double v_s, double eps_v, int *exact_path)
{
    double want;
    const unsigned long before = smooth_friction_slow_path_calls;
    const double got = smooth_mu_stribeck_f1_peak(mu_s, 0.0, v_s, eps_v, NULL);
    *exact_path = smooth_friction_slow_path_calls == before + 1;
    if (peak_truth(&want, mu_s, v_s, eps_v) && memcmp(&got, &want, sizeof got) == 0)
        return 1;
    printf("     peak(%a, 0, %a, %a) = %a, not %a\n", mu_s, v_s, eps_v, got, want);
    return 0;
}
static void check_stribeck_peak(check_tally *tally)
{
    uint64_t seed = 0x5EEDF00DCAFEull;
    int right = 1, beyond_right = 1, exact = 1, n = 0, nb = 0, e;
    for (int i = 0; i < 2000; i++, n++) {
        const double mu_s = exp2(-20 + 40 * random_unit(random_xorshift64s(&seed)));
        const double c = exp2(-60 + 120 * random_unit(random_xorshift64s(&seed)));
        right &= peak_call_right(mu_s, 1.0 / c, 1.0, &e);
    }
    for (int i = 0; i < 20; i++, nb += 3) {
        const double u = random_unit(random_xorshift64s(&seed)), w = 1 + u;
        beyond_right &= peak_call_right(exp2(-1074 + 60 * u), 1.0, w, &e), exact &= e;
        beyond_right &= peak_call_right(w, exp2(-61 - 939 * u), 1.0, &e), exact &= e;
        beyond_right &= peak_call_right(w, exp2(901 + 99 * u), 1.0, &e), exact &= e;
    }
    check(tally, right, "smooth_mu_stribeck_f1_peak, mu_k = 0: correctly rounded in %d "
          "random problems (c from 2^-60 to 2^60)", n);
    check(tally, beyond_right && exact, "smooth_mu_stribeck_f1_peak, mu_k = 0: correctly "
          "rounded by the exact path in %d problems beyond the fast range (subnormal "
          "peaks, c up to 2^1000 and down to 2^-1000)", nb);
}
static void check_stribeck_peak_cap(check_tally *tally)
{
    check(tally, smooth_friction_peak_cap_calls == 0, "the Stribeck peak's Ziv loop "
          "never reached its cap (%d bits) in this program's calls", 2048);
}
#include <time.h>
typedef struct { double c, lw; int careful; mpfr_t cx, lwx; } sp_shape; /* ln(mu_k/D) */
typedef double (*sp_fn)(const sp_shape *s, double t, double *size);
static double sp_careful(const sp_shape *s, int k, double t, double *size);
static double sp_ratio(const sp_shape *s, double t)      /* w = mu_k e^{ct}/D, <= e^600 */
{
    return exp(fmin(s->c * t + s->lw, 600));
}
static double sp_h2(const sp_shape *s, double t, double *size)        /* falls strictly */
{
    if (s->careful)
        return sp_careful(s, 2, t, size);
    const double w = sp_ratio(s, t), u = 2 * s->c * (1 - t);
    *size = w * (u + 4) + 2;
    return w * (u - 4) + 2;
}
static double sp_h1(const sp_shape *s, double t, double *size)        /* the sign of h' */
{
    if (s->careful)
        return sp_careful(s, 1, t, size);
    const double w = sp_ratio(s, t), u = 2 * s->c * (1 - t);
    *size = (w + 1) * (u + 2);
    return w * (u - 2) - (u + 2);
}
static double sp_slope(const sp_shape *s, double t, double *size)     /* the sign of g' */
{
    if (s->careful)
        return sp_careful(s, 0, t, size);
    const double a = (2 - 2 * t) * (1 + sp_ratio(s, t)), b = s->c * t * (2 - t);
    *size = a + b;
    return a - b;
}
static int sp_sign(sp_fn f, const sp_shape *s, double t, int *unsure)
{
    double size;
    const double v = f(s, t, &size);
    *unsure |= !(fabs(v) > (s->careful ? 0x1p-80 : 0x1p-40) * size);
    return (v > 0) - (v < 0);
}
static double sp_bisect(sp_fn f, const sp_shape *s, double a, double b)
{
    double size;
    const int rising = f(s, a, &size) < 0;
    while (b - a > 0x1p-46 * b) {
        const double m = a == 0 ? b * 0x1p-8 : b > 16 * a ? sqrt(a * b) : 0.5 * (a + b);
        if (!(m > a && m < b))
            break;
        *((f(s, m, &size) < 0) == rising ? &a : &b) = m;
    }
    return 0.5 * (a + b);
}
static int sp_humps(const sp_shape *s, double hump[2][3], int *unsure)
{
    double cut[4], size;
    int n = 0, humps = 0, before = 1;                           /* g'(0) = 2 mu_s > 0 */
    cut[n++] = 0;
    const double m = sp_h2(s, 0, &size) <= 0 ? 0
                     : sp_h2(s, 1, &size) >= 0 ? 1 : sp_bisect(sp_h2, s, 0, 1);
    const int at0 = sp_sign(sp_h1, s, 0, unsure), atm = sp_sign(sp_h1, s, m, unsure);
    if (at0 < 0 && atm > 0)
        cut[n++] = sp_bisect(sp_h1, s, 0, m);
    if (atm > 0 && m < 1)
        cut[n++] = sp_bisect(sp_h1, s, m, 1);
    cut[n++] = 1;
    for (int i = 1; i < n; i++) {
        const int after = i == n - 1 ? -1 : sp_sign(sp_slope, s, cut[i], unsure);
        if (before > 0 && after < 0)
            hump[humps][0] = cut[i - 1], hump[humps][2] = cut[i],
            hump[humps++][1] = sp_bisect(sp_slope, s, cut[i - 1], cut[i]);
        before = after;
    }
    return humps;
}
static double sp_careful(const sp_shape *s, int k, double t, double *size)
{                           /* g' (k = 0), h1 or h2 in MPFR, divided by its size */
    mpfr_t w, u, v, z, x;
    mpfr_inits2(128, w, u, v, z, x, (mpfr_ptr)0);
    mpfr_set_d(x, t, MPFR_RNDN);
    mpfr_mul(w, s->cx, x, MPFR_RNDN), mpfr_add(w, w, s->lwx, MPFR_RNDN);
    mpfr_exp(w, w, MPFR_RNDN);                                                   /* w */
    mpfr_ui_sub(u, 1, x, MPFR_RNDN), mpfr_mul(u, u, s->cx, MPFR_RNDN);
    mpfr_mul_2ui(u, u, 1, MPFR_RNDN);                                  /* u = 2c(1 - t) */
    if (k == 0) {
        mpfr_ui_sub(v, 1, x, MPFR_RNDN), mpfr_mul_2ui(v, v, 1, MPFR_RNDN);
        mpfr_add_ui(z, w, 1, MPFR_RNDN), mpfr_mul(v, v, z, MPFR_RNDN);  /* (2-2t)(1+w) */
        mpfr_ui_sub(z, 2, x, MPFR_RNDN), mpfr_mul(z, z, x, MPFR_RNDN);
        mpfr_mul(z, z, s->cx, MPFR_RNDN);                                   /* c t(2-t) */
        mpfr_sub(u, v, z, MPFR_RNDN), mpfr_add(z, v, z, MPFR_RNDN), mpfr_swap(u, v);
    } else {
        const unsigned m = k == 2 ? 4 : 2;
        mpfr_add_ui(z, u, m, MPFR_RNDN), mpfr_sub_ui(v, u, m, MPFR_RNDN);
        mpfr_mul(v, v, w, MPFR_RNDN), mpfr_mul(z, z, w, MPFR_RNDN);      /* w(u -+ m) */
        mpfr_add_ui(u, u, k == 2 ? 0 : 2, MPFR_RNDN);         /* h2: + 2, h1: - (u + 2) */
        k == 2 ? mpfr_add_ui(v, v, 2, MPFR_RNDN) : mpfr_sub(v, v, u, MPFR_RNDN);
        k == 2 ? mpfr_add_ui(z, z, 2, MPFR_RNDN) : mpfr_add(z, z, u, MPFR_RNDN);
    }
    mpfr_div(v, v, z, MPFR_RNDN);
    const double r = mpfr_get_d(v, MPFR_RNDN);
    mpfr_clears(w, u, v, z, x, (mpfr_ptr)0);
    return *size = 1, r;
}
static int sp_find_humps(const double in[4], double hump[2][3], int *unsure)
{                                                     /* in: mu_s mu_k v_s eps_v */
    const double ratio = in[1] / in[0];
    sp_shape s = { .c = in[3] / in[2], .lw = log(ratio) - log1p(-ratio) };
    int n = sp_humps(&s, hump, unsure);
    if (*unsure) {
        s.careful = 1, *unsure = 0;
        mpfr_inits2(128, s.cx, s.lwx, (mpfr_ptr)0);
        mpfr_set_d(s.lwx, in[0], MPFR_RNDN), mpfr_sub_d(s.lwx, s.lwx, in[1], MPFR_RNDN);
        mpfr_log(s.lwx, s.lwx, MPFR_RNDN), mpfr_neg(s.lwx, s.lwx, MPFR_RNDN);
        mpfr_set_d(s.cx, in[1], MPFR_RNDN), mpfr_log(s.cx, s.cx, MPFR_RNDN);
        mpfr_add(s.lwx, s.lwx, s.cx, MPFR_RNDN);                        /* ln(mu_k/D) */
        mpfr_set_d(s.cx, in[3], MPFR_RNDN), mpfr_div_d(s.cx, s.cx, in[2], MPFR_RNDN);
        n = sp_humps(&s, hump, unsure);
        mpfr_clears(s.cx, s.lwx, (mpfr_ptr)0);
    }
    return n;
}
typedef struct { mpfr_t c_lo, c_hi, d_lo, d_hi, mu_s, mu_k; mpfr_prec_t prec; } sp_exact;
typedef struct { mpfr_t e, f, mu, a, b, u, v; } sp_parts;    /* bounds, then scratch */
static void sp_exact_set(sp_exact *x, const double in[4], mpfr_prec_t prec)
{
    mpfr_inits2(prec, x->c_lo, x->c_hi, x->d_lo, x->d_hi, (mpfr_ptr)0);
    mpfr_inits2(53, x->mu_s, x->mu_k, (mpfr_ptr)0);
    x->prec = prec;
    mpfr_set_d(x->mu_s, in[0], MPFR_RNDN), mpfr_set_d(x->mu_k, in[1], MPFR_RNDN);
    mpfr_set_d(x->c_lo, in[3], MPFR_RNDN), mpfr_div_d(x->c_lo, x->c_lo, in[2], MPFR_RNDD);
    mpfr_set_d(x->c_hi, in[3], MPFR_RNDN), mpfr_div_d(x->c_hi, x->c_hi, in[2], MPFR_RNDU);
    mpfr_sub(x->d_lo, x->mu_s, x->mu_k, MPFR_RNDD);
    mpfr_sub(x->d_hi, x->mu_s, x->mu_k, MPFR_RNDU);
}
static void sp_exact_clear(sp_exact *x)
{
    mpfr_clears(x->c_lo, x->c_hi, x->d_lo, x->d_hi, x->mu_s, x->mu_k, (mpfr_ptr)0);
}
static void sp_parts_init(sp_parts *p, mpfr_prec_t prec)
{
    mpfr_inits2(prec, p->e, p->f, p->mu, p->a, p->b, p->u, p->v, (mpfr_ptr)0);
}
static void sp_parts_clear(sp_parts *p)
{
    mpfr_clears(p->e, p->f, p->mu, p->a, p->b, p->u, p->v, (mpfr_ptr)0);
}
static void sp_parts_at(sp_parts *p, const sp_exact *x, const mpfr_t t, int up)
{
    const mpfr_rnd_t dir = up ? MPFR_RNDU : MPFR_RNDD, back = up ? MPFR_RNDD : MPFR_RNDU;
    mpfr_mul(p->e, up ? x->c_lo : x->c_hi, t, back);
    mpfr_neg(p->e, p->e, dir);
    mpfr_exp(p->e, p->e, dir);                                           /* e^{-ct} */
    if (mpfr_cmp_ui(t, 1) >= 0)
        mpfr_set_ui(p->f, 1, dir);                               /* f1 = 1 beyond eps_v */
    else
        mpfr_ui_sub(p->f, 2, t, dir), mpfr_mul(p->f, p->f, t, dir);       /* t (2 - t) */
    mpfr_mul(p->mu, up ? x->d_hi : x->d_lo, p->e, dir);
    mpfr_add(p->mu, p->mu, x->mu_k, dir);                             /* mu_k + D e */
}
static void sp_force(mpfr_t g, sp_parts *p, const sp_exact *x, const mpfr_t t, int up)
{
    sp_parts_at(p, x, t, up);
    mpfr_mul(g, p->mu, p->f, up ? MPFR_RNDU : MPFR_RNDD);
}
static int sp_slope_sure(sp_parts *p, const sp_exact *x, const mpfr_t t, int negative)
{
    const mpfr_rnd_t a_dir = negative ? MPFR_RNDU : MPFR_RNDD,
                     b_dir = negative ? MPFR_RNDD : MPFR_RNDU;
    mpfr_ptr a = p->a, b = p->b;
    sp_parts_at(p, x, t, negative);                                 /* a = (2 - 2t) mu */
    mpfr_ui_sub(a, 1, t, a_dir), mpfr_mul_2ui(a, a, 1, MPFR_RNDN);
    mpfr_mul(a, a, p->mu, a_dir);
    sp_parts_at(p, x, t, !negative);                                     /* b = c D e f */
    mpfr_mul(b, negative ? x->c_lo : x->c_hi, negative ? x->d_lo : x->d_hi, b_dir);
    mpfr_mul(b, b, p->e, b_dir), mpfr_mul(b, b, p->f, b_dir);
    return negative ? mpfr_less_p(a, b) : mpfr_greater_p(a, b);
}
static void sp_newton(mpfr_t t, sp_parts *p, const sp_exact *x)
{
    mpfr_ptr cde = p->a, s = p->b, u = p->u, v = p->v;
    sp_parts_at(p, x, t, 0);                                    /* e, f, mu = mu_k + De */
    mpfr_mul(cde, x->c_lo, x->d_lo, MPFR_RNDN), mpfr_mul(cde, cde, p->e, MPFR_RNDN);
    mpfr_ui_sub(s, 1, t, MPFR_RNDN), mpfr_mul_2ui(s, s, 1, MPFR_RNDN);     /* 2 - 2t */
    mpfr_mul(u, s, p->mu, MPFR_RNDN), mpfr_mul(v, cde, p->f, MPFR_RNDN);
    mpfr_sub(u, u, v, MPFR_RNDN);                                              /* g' */
    mpfr_mul(v, v, x->c_lo, MPFR_RNDN);                                  /* c^2 D e f */
    mpfr_mul(s, s, cde, MPFR_RNDN), mpfr_mul_2ui(s, s, 1, MPFR_RNDN);
    mpfr_sub(v, v, s, MPFR_RNDN);
    mpfr_mul_2ui(s, p->mu, 1, MPFR_RNDN), mpfr_sub(v, v, s, MPFR_RNDN);       /* g'' */
    mpfr_div(u, u, v, MPFR_RNDN), mpfr_sub(t, t, u, MPFR_RNDN);
    if (mpfr_cmp_ui(t, 1) > 0)
        mpfr_set_ui(t, 1, MPFR_RNDN);
}
static int sp_hump(mpfr_t lo, mpfr_t hi, mpfr_t t, sp_parts *p, const sp_exact *x)
{
    mpfr_t a, b, m;
    mpfr_inits2(x->prec, a, b, (mpfr_ptr)0), mpfr_init2(m, 24);
    for (long bits = 40; bits < (long)x->prec && mpfr_sgn(t) > 0; bits *= 2)
        sp_newton(t, p, x);
    mpfr_mul_2si(m, t, -(long)x->prec + 24, MPFR_RNDN);
    mpfr_sub(a, t, m, MPFR_RNDD), mpfr_add(b, t, m, MPFR_RNDU);
    if (mpfr_cmp_ui(b, 1) > 0)
        mpfr_set_ui(b, 1, MPFR_RNDN);                       /* g'(1) = -c D e^{-c} < 0 */
    const int sure = mpfr_sgn(a) > 0 && sp_slope_sure(p, x, a, 0)
                     && (mpfr_cmp_ui(b, 1) == 0 || sp_slope_sure(p, x, b, 1));
    mpfr_mul(m, x->c_lo, a, MPFR_RNDD), mpfr_neg(m, m, MPFR_RNDU);
    mpfr_exp(m, m, MPFR_RNDU), mpfr_mul(m, m, x->d_hi, MPFR_RNDU);        /* D e^{-ca} */
    mpfr_add_ui(p->u, x->c_hi, 2, MPFR_RNDU), mpfr_sqr(p->u, p->u, MPFR_RNDU);
    mpfr_sub_ui(p->u, p->u, 2, MPFR_RNDU), mpfr_mul(m, m, p->u, MPFR_RNDU);
    mpfr_add(m, m, x->mu_k, MPFR_RNDU), mpfr_add(m, m, x->mu_k, MPFR_RNDU);        /* M */
    mpfr_sub(b, b, a, MPFR_RNDU), mpfr_sqr(b, b, MPFR_RNDU), mpfr_mul(m, m, b, MPFR_RNDU);
    mpfr_div_2ui(m, m, 1, MPFR_RNDU);
    sp_force(lo, p, x, t, 0);
    sp_force(hi, p, x, t, 1), mpfr_add(hi, hi, m, MPFR_RNDU);
    mpfr_clears(a, b, m, (mpfr_ptr)0);
    return sure;
}
static int sp_piece_below(sp_parts *p, const sp_exact *x, double a, double b,
                          const mpfr_t lo, long *budget)
{
    mpfr_t t, h;
    mpfr_inits2(x->prec, t, h, (mpfr_ptr)0);
    mpfr_set_d(t, a, MPFR_RNDN), sp_parts_at(p, x, t, 1);
    mpfr_set(h, p->mu, MPFR_RNDU);
    mpfr_set_d(t, b, MPFR_RNDN), sp_parts_at(p, x, t, 1);
    mpfr_mul(h, h, p->f, MPFR_RNDU);                                /* g <= mu(a) f(b) */
    const int below = mpfr_less_p(h, lo);
    mpfr_clears(t, h, (mpfr_ptr)0);
    if (below || --*budget < 0 || !(b - a > 0x1p-40 * b))
        return below;
    const double m = 0.5 * (a + b);
    return sp_piece_below(p, x, a, m, lo, budget)
           && sp_piece_below(p, x, m, b, lo, budget);
}
static int sp_enclose(mpfr_t lo, mpfr_t hi, mpfr_t *t, double (*hump)[3], int n,
                      const double in[4], mpfr_prec_t prec)
{
    sp_exact x;
    sp_parts p;
    mpfr_t l, h;
    int held[2], sure = n > 0;
    long budget = 4000;
    sp_exact_set(&x, in, prec), sp_parts_init(&p, prec);
    mpfr_inits2(prec, l, h, (mpfr_ptr)0);
    mpfr_set_prec(lo, prec), mpfr_set_prec(hi, prec);
    mpfr_set_zero(lo, 1), mpfr_set_zero(hi, 1);
    for (int k = 0; k < n; k++) {
        mpfr_prec_round(t[k], prec, MPFR_RNDN);
        held[k] = sp_hump(l, h, t[k], &p, &x) && mpfr_cmp_d(t[k], hump[k][0]) > 0
                  && mpfr_cmp_d(t[k], hump[k][2]) <= 0;                 /* in its piece */
        if (held[k])
            mpfr_max(lo, lo, l, MPFR_RNDN), mpfr_max(hi, hi, h, MPFR_RNDN);
    }
    for (int k = 0; k < n; k++)
        sure &= held[k] || sp_piece_below(&p, &x, hump[k][0], hump[k][2], lo, &budget);
    sp_exact_clear(&x), sp_parts_clear(&p), mpfr_clears(l, h, (mpfr_ptr)0);
    return sure;
}
enum { SP_LAST_PREC = 2048 };
static int sp_truth(double *r, mpfr_t lo, mpfr_t hi, const double in[4])
{
    double hump[2][3];
    int unsure = 0, sure = 0;
    if (in[1] == in[0]) {
        mpfr_set_prec(lo, 53), mpfr_set_prec(hi, 53);
        mpfr_set_d(lo, in[0], MPFR_RNDN), mpfr_set_d(hi, in[0], MPFR_RNDN);
        return *r = in[0], 1;
    }
    const int n = sp_find_humps(in, hump, &unsure);
    mpfr_t t[2];
    for (int k = 0; k < n; k++)
        mpfr_init2(t[k], 64), mpfr_set_d(t[k], hump[k][1], MPFR_RNDN);
    for (mpfr_prec_t prec = 128; !unsure && !sure && prec <= SP_LAST_PREC; prec *= 2) {
        sure = sp_enclose(lo, hi, t, hump, n, in, prec);
        *r = mpfr_get_d(lo, MPFR_RNDN);
        sure &= sf_bits(*r) == sf_bits(mpfr_get_d(hi, MPFR_RNDN));
    }
    for (int k = 0; k < n; k++)
        mpfr_clear(t[k]);
    return sure && !unsure;
}
static double sp_unit(uint64_t *s) { return random_unit(random_xorshift64s(s)); }
static void sp_draw_wide(double in[4], uint64_t *s)
{
    const double u = sp_unit(s), c = exp2(-70 + 110 * sp_unit(s));
    in[0] = ldexp(1 + sp_unit(s), (int)(1902 * sp_unit(s)) - 880);
    in[1] = u < 0.05 ? 0 : u < 0.08 ? in[0]
            : in[0] * (u < 0.5 ? sp_unit(s) : exp2(-60 * sp_unit(s)));
    in[3] = exp2(-100 + 200 * sp_unit(s));
    in[2] = in[3] / c;
}
static double sp_cubic(double c, double s) { return ((c * s + 3) * s - c) * s + 1; }
static double sp_cubic_root(double c, double a, double b)         /* C(a), C(b) differ */
{
    const int rising = sp_cubic(c, a) < 0;
    for (int i = 0; i < 60; i++) {
        const double m = 0.5 * (a + b);
        *((sp_cubic(c, m) < 0) == rising ? &a : &b) = m;
    }
    return 0.5 * (a + b);
}
static double sp_level(double c, double t)                  /* P(t) = ln(c/q - 1) - ct */
{
    return log(c * t * (2 - t) / (2 * (1 - t)) - 1) - c * t;
}
static void sp_draw_band(double in[4], uint64_t *s)
{
    const double c = 4 * exp2(12 * sp_unit(s));
    const double sm = (sqrt(36 + 12 * c * c) - 6) / (6 * c);
    const double t0 = 2 / (c + 1 + sqrt(c * c + 1)), v = sp_unit(s);
    double lambda = 40 * sp_unit(s) - 20;
    if (sp_cubic(c, sm) < 0) {
        const double p1 = 1 - sp_cubic_root(c, sm, 1), p2 = 1 - sp_cubic_root(c, 0, sm);
        if (p1 > t0) {
            const double low = sp_level(c, p2), high = sp_level(c, p1);
            const double edge = v < 2.0 / 3 ? low : high;
            const double nudge = ldexp(sp_unit(s) - 0.5, -(int)(48 * sp_unit(s)));
            lambda = v < 1.0 / 3 ? low + (high - low) * sp_unit(s)
                                 : edge + nudge * fmax(1, fabs(edge));
        }
    }
    in[0] = 1 + sp_unit(s);
    in[1] = in[0] / (1 + exp(-lambda));
    in[3] = exp2(-20 + 40 * sp_unit(s));
    in[2] = in[3] / c;
}
static void sp_draw_extreme(double in[4], uint64_t *s, long k)
{
    const double u = sp_unit(s), w = 1 + sp_unit(s);
    sp_draw_wide(in, s);
    const double ratio = in[1] / in[0];
    const int mostly_exact = k % 16 == 2 || k % 16 == 3 || k % 16 == 6;
    switch (mostly_exact && k % 32 >= 16 ? 15 : k % 16) {
    case 0:
        if (k % 64 == 0)
            in[0] = ldexp(w, -1023 - (int)(52 * u)), in[1] = u < 0.5 ? 0 : in[0] * u;
        else if (k % 64 == 16)
            in[0] = w, in[1] = ldexp(w, -201 - (int)(800 * u));
        break;
    case 1: in[0] = ldexp(w, 1022), in[2] = in[3] / exp2(-70 + 60 * u); break;
    case 2: in[1] = 0, in[2] = in[3] / exp2(50 + 10 * u); break;
    case 3: in[0] = ldexp(w, -1022 + (int)(60 * u)); break;
    case 4: in[1] = nextafter(in[0], 0); break;
    case 5: in[1] = ldexp(in[0] * w / 2, -199 + (int)(20 * u)); break;
    case 6: in[2] = in[3] / exp2(40 + 20 * u); break;
    default: break;
    }
    if (k % 16 == 1 || k % 16 == 3)
        in[1] = in[0] * ratio;                          /* mu_s moved: keep mu_k/mu_s */
}
static int sp_edges(double (*in)[4])
{
    static const double e[8][4] = {
        { 0x1p-1022, 0, 1, 1 }, { 0x1p-1022, 0x1p-1023, 1, 3 }, { 1.5, 0x1.8p-200, 1, 2 },
        { 1.25, 0, 1, 0x1p60 }, { 1.25, 0.5, 0x1p450, 0x1p-450 },
        { 1.75, 0.25, 0x1p-500, 0x1p-498 }, { 1.75, 0.25, 0x1p500, 0x1p498 },
        { 0x1p1023, 0x1p1021, 1, 5 } };
    int n = 0;
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 4; j++)
            for (int d = -1; d <= 1; d++) {
                double *a = in[n++];
                memcpy(a, e[i], sizeof e[i]);
                if (d != 0)
                    a[j] = nextafter(a[j], d < 0 ? 0 : INFINITY);
                if (a[1] > a[0])
                    a[1] = a[0];
            }
    return n;
}
typedef struct { uint64_t hi, lo; } sp_fixed;
static uint64_t sp_word(mpfr_t x)                      /* x in [0, 1): its next 64 bits */
{
    uint64_t w = 0;
    for (int i = 0; i < 2; i++) {
        mpfr_mul_2ui(x, x, 32, MPFR_RNDN);
        const unsigned long d = mpfr_get_ui(x, MPFR_RNDZ);
        mpfr_sub_ui(x, x, d, MPFR_RNDN);
        w = w << 32 | d;
    }
    return w;
}
static sp_fixed sp_frac(const mpfr_t g, double m)                /* frac(m g), 128 bits */
{
    mpfr_t x;
    mpfr_init2(x, 320);
    mpfr_mul_d(x, g, m, MPFR_RNDN), mpfr_frac(x, x, MPFR_RNDN);
    const uint64_t hi = sp_word(x);
    const sp_fixed f = { hi, sp_word(x) };
    mpfr_clear(x);
    return f;
}
static int sp_hard_batch(double (*out)[4], int max, uint64_t *s)
{
    const int k = sp_unit(s) < 0.3 ? 0 : 1 + (int)(60 * sp_unit(s));   /* r = 0 or 2^-k */
    double in[4] = { 1, k ? ldexp(1, -k) : 0, 0, exp2(-100 + 200 * sp_unit(s)) }, r;
    in[2] = in[3] / exp2(-70 + 100 * sp_unit(s));
    mpfr_t lo, hi;
    mpfr_inits2(128, lo, hi, (mpfr_ptr)0);
    int n = 0;
    if (sp_truth(&r, lo, hi, in)) {
        mpfr_mul_2si(lo, lo, 1 - mpfr_get_exp(lo), MPFR_RNDN);          /* G in [1, 2) */
        const double room = floor(0x1p53 / mpfr_get_d(lo, MPFR_RNDU)) - 0x1p52 - 0x1p16;
        const double m0 = 0x1p52 + floor(room * sp_unit(s));
        const sp_fixed f = sp_frac(lo, 1);
        sp_fixed a = sp_frac(lo, m0);
        const int scale = (int)(1850 * sp_unit(s)) - 850;
        for (long j = 0; room > 0 && j < 1 << 16 && n < max; j++) {
            const uint64_t d = a.hi >> 63 ? a.hi - (1ull << 63) : (1ull << 63) - a.hi;
            if (d < 1ull << 53) {                               /* within 2^-11 of 1/2 */
                out[n][0] = ldexp(m0 + j, scale - 52);
                out[n][1] = k > 0 ? ldexp(out[n][0], -k) : 0;
                out[n][2] = in[2], out[n][3] = in[3], n++;
            }
            a.lo += f.lo, a.hi += f.hi + (a.lo < f.lo);
        }
    }
    mpfr_clears(lo, hi, (mpfr_ptr)0);
    return n;
}
static int sp_argmax_right(const double in[4], double at, double g, const mpfr_t hi)
{
    if (!(at >= 0))
        return 0;
    sp_exact x;
    sp_parts p;
    mpfr_t t, u;
    sp_exact_set(&x, in, 128), sp_parts_init(&p, 128);
    mpfr_inits2(128, t, u, (mpfr_ptr)0);
    mpfr_set_d(t, at, MPFR_RNDN);
    sp_force(u, &p, &x, t, 0);
    mpfr_sub(u, hi, u, MPFR_RNDU);                          /* g* - g(at), from above */
    const int ok = mpfr_cmp_d(u, nextafter(g, INFINITY) - g) <= 0;
    sp_exact_clear(&x), sp_parts_clear(&p), mpfr_clears(t, u, (mpfr_ptr)0);
    return ok;
}
typedef struct { long cases, wrong, undecided, far, exact, hard; } sp_tally;
static void sp_compare(sp_tally *k, const double in[4], mpfr_t lo, mpfr_t hi)
{
    double want, at;
    const unsigned long before = smooth_friction_slow_path_calls;
    const double got = smooth_mu_stribeck_f1_peak(in[0], in[1], in[2], in[3], &at);
    k->exact += smooth_friction_slow_path_calls != before;
    k->cases++;
    if (!sp_truth(&want, lo, hi, in)) {
        if (k->undecided++ < 3)
            printf("     peak(%a, %a, %a, %a): undecided\n", in[0], in[1], in[2], in[3]);
        return;
    }
    if (sf_bits(got) != sf_bits(want) && k->wrong++ < 3)
        printf("     peak(%a, %a, %a, %a) = %a, correctly rounded %a\n", in[0], in[1],
               in[2], in[3], got, want);
    if (!sp_argmax_right(in, at, got, hi) && k->far++ < 3)
        printf("     peak(%a, %a, %a, %a): the force at %a is not within an ulp\n",
               in[0], in[1], in[2], in[3], at);
}
static int check_stribeck_peak_many(check_tally *tally, long n)
{
    uint64_t s = 0x9EA4C0FFEE5EEDull;
    sp_tally k = { 0, 0, 0, 0, 0, 0 };
    double edge[96][4], hard[64][4];
    int hards = 0, next = 0;
    const int edges = sp_edges(edge);
    mpfr_t lo, hi;
    mpfr_set_emin(mpfr_get_emin_min()), mpfr_set_emax(mpfr_get_emax_max());
    mpfr_inits2(128, lo, hi, (mpfr_ptr)0);
    const clock_t start = clock();
    for (int i = 0; i < edges; i++)
        sp_compare(&k, edge[i], lo, hi);
    for (long i = 0; i < n; i++) {
        double in[4];
        const int slot = (int)(i % 64);
        if (slot < 40 && !(slot == 39 && i % 128 < 64))
            sp_draw_wide(in, &s);
        else if (slot < 40)
            sp_draw_band(in, &s);
        else if (slot < 61) {
            while (next == hards)
                hards = sp_hard_batch(hard, 64, &s), next = 0;
            memcpy(in, hard[next++], sizeof in), k.hard++;
        } else
            sp_draw_extreme(in, &s, i / 64 * 3 + slot - 61);
        sp_compare(&k, in, lo, hi);
    }
    mpfr_clears(lo, hi, (mpfr_ptr)0);
    const double seconds = (double)(clock() - start) / CLOCKS_PER_SEC;
    check(tally, k.wrong == 0 && k.undecided == 0, "smooth_mu_stribeck_f1_peak: correctly "
          "rounded in %ld of %ld inputs (%ld within 2^-11 ulp of a midpoint; %ld undecided), "
          "%.1f s", k.cases - k.wrong - k.undecided, k.cases, k.hard, k.undecided, seconds);
    check(tally, k.far == 0, "smooth_mu_stribeck_f1_peak: the force at the returned argmax "
          "is within an ulp of g* (%ld inputs, %ld not)", k.cases, k.far);
    check(tally, k.exact > 0, "smooth_mu_stribeck_f1_peak: %ld of these took the exact path",
          k.exact);
    return check_finish(tally, "test-rounding --stribeck-peak");
}

unsigned sf_laws_fast(int law, const double u[2], const double a[2], const double mu_s[2],
                      const double mu_k[2], double eps, unsigned want, double out[6]);
static int LAW_PREC = 1200;       /* raised for a second opinion */

/* r := row fn of the cubic blend at the speed y, for the coefficients ms, mk */
static void law_row(mpfr_t r, int fn, const mpfr_t y, const mpfr_t ms, const mpfr_t mk,
                    double eps)
{
    mpfr_t t, c, e;
    mpfr_inits2(LAW_PREC, t, c, e, (mpfr_ptr)0);
    mpfr_set_d(e, eps, MPFR_RNDN);
    mpfr_div(t, y, e, MPFR_RNDN);
    const mu_piece_form *p = &mu_form[CUBIC][fn][mpfr_cmp_ui(t, 1) < 0 ? 0 : 1];
    mpfr_set_ui(r, 0, MPFR_RNDN);
    for (int k = p->degree; k >= 0; k--) {
        mpfr_mul(r, r, t, MPFR_RNDN);
        mpfr_mul_d(c, ms, p->mono[0][k], MPFR_RNDN);
        mpfr_add(r, r, c, MPFR_RNDN);
        mpfr_mul_d(c, mk, p->mono[1][k], MPFR_RNDN);
        mpfr_add(r, r, c, MPFR_RNDN);
    }
    mpfr_pow_si(c, t, p->low, MPFR_RNDN);
    mpfr_mul(r, r, c, MPFR_RNDN);
    mpfr_pow_si(c, e, p->eps_power, MPFR_RNDN);
    mpfr_mul(r, r, c, MPFR_RNDN);
    mpfr_div_d(r, r, p->den, MPFR_RNDN);
    mpfr_clears(t, c, e, (mpfr_ptr)0);
}
/* r := sqrt(((m0 x0)^2 + (m1 x1)^2) / (x0^2 + x1^2)), x_i = a_i u_i */
static void law_coefficient(mpfr_t r, const double u[2], const double a[2],
                            const double m[2])
{
    mpfr_t x[2], n, d, c;
    mpfr_inits2(LAW_PREC, x[0], x[1], n, d, c, (mpfr_ptr)0);
    mpfr_set_ui(n, 0, MPFR_RNDN);
    mpfr_set_ui(d, 0, MPFR_RNDN);
    const int none = (a[0] == 0 || u[0] == 0) && (a[1] == 0 || u[1] == 0);
    for (int i = 0; i < 2; i++) {
        mpfr_set_d(x[i], none ? 1.0 : a[i], MPFR_RNDN);
        mpfr_mul_d(x[i], x[i], none ? 1.0 : u[i], MPFR_RNDN);
        mpfr_sqr(c, x[i], MPFR_RNDN);
        mpfr_add(d, d, c, MPFR_RNDN);
        mpfr_mul_d(c, c, m[i], MPFR_RNDN);
        mpfr_mul_d(c, c, m[i], MPFR_RNDN);
        mpfr_add(n, n, c, MPFR_RNDN);
    }
    mpfr_div(r, n, d, MPFR_RNDN);
    mpfr_sqrt(r, r, MPFR_RNDN);
    mpfr_clears(x[0], x[1], n, d, c, (mpfr_ptr)0);
}
static void law_split(mpfr_t out[6], double S[6], const double u[2], const double m[2],
                      double mbar, const mpfr_t ms, const mpfr_t mk, double eps)
{
    mpfr_t v[2], z, f0, f1, f2, c;
    mpfr_inits2(LAW_PREC, v[0], v[1], z, f0, f1, f2, c, (mpfr_ptr)0);
    for (int i = 0; i < 2; i++) {
        mpfr_set_d(v[i], m[i], MPFR_RNDN);
        mpfr_mul_d(v[i], v[i], u[i], MPFR_RNDN);
    }
    mpfr_hypot(z, v[0], v[1], MPFR_RNDN);
    mpfr_div_d(z, z, mbar, MPFR_RNDN);
    law_row(f0, MU_F0, z, ms, mk, eps);
    law_row(f1, MU_F1_OVER_X, z, ms, mk, eps);
    if (mpfr_zero_p(z))
        mpfr_set_ui(f2, 0, MPFR_RNDN);
    else
        law_row(f2, MU_F2X_MINUS_MU_F1_OVER_X3, z, ms, mk, eps);
    mpfr_mul_d(c, f0, mbar, MPFR_RNDN);
    mpfr_add(out[0], out[0], c, MPFR_RNDN);
    for (int i = 0; i < 2; i++) {
        mpfr_mul(c, f1, v[i], MPFR_RNDN);
        mpfr_mul_d(c, c, m[i], MPFR_RNDN);
        mpfr_div_d(c, c, mbar, MPFR_RNDN);
        mpfr_add(out[1 + i], out[1 + i], c, MPFR_RNDN);
        mpfr_sqr(c, v[i], MPFR_RNDN);                             /* the diagonal */
        mpfr_div_d(c, c, mbar, MPFR_RNDN);
        mpfr_div_d(c, c, mbar, MPFR_RNDN);
        mpfr_mul(c, c, f2, MPFR_RNDN);
        mpfr_add(c, c, f1, MPFR_RNDN);
        mpfr_mul_d(c, c, m[i], MPFR_RNDN);
        mpfr_mul_d(c, c, m[i], MPFR_RNDN);
        mpfr_div_d(c, c, mbar, MPFR_RNDN);
        mpfr_add(out[3 + 2 * i], out[3 + 2 * i], c, MPFR_RNDN);
    }
    mpfr_mul(c, v[0], v[1], MPFR_RNDN);                           /* the off-diagonal */
    mpfr_mul(c, c, f2, MPFR_RNDN);
    mpfr_mul_d(c, c, m[0], MPFR_RNDN);
    mpfr_mul_d(c, c, m[1], MPFR_RNDN);
    for (int k = 0; k < 3; k++)
        mpfr_div_d(c, c, mbar, MPFR_RNDN);
    mpfr_add(out[4], out[4], c, MPFR_RNDN);
    const double zd = mpfr_get_d(z, MPFR_RNDN), a1 = fabs(mpfr_get_d(f1, MPFR_RNDN)),
                 a2 = fabs(mpfr_get_d(f2, MPFR_RNDN)) * zd * zd;
    for (int i = 0; i < 2; i++)                    /* the sizes of the diagonal's terms */
        S[3 + 2 * i] += (a1 + a2) * m[i] * m[i] / mbar;
    mpfr_clears(v[0], v[1], z, f0, f1, f2, c, (mpfr_ptr)0);
}
static void law_truth(int law, const double x[9], double r[6], double S[6])
{
    mpfr_t out[6], ms, mk;
    const double one[2] = { 1, 1 };
    mpfr_inits2(LAW_PREC, ms, mk, (mpfr_ptr)0);
    for (int k = 0; k < 6; k++) {
        mpfr_init2(out[k], LAW_PREC);
        mpfr_set_ui(out[k], 0, MPFR_RNDN);
        S[k] = 0;
    }
    if (law == 0) {
        law_coefficient(ms, x, x + 2, x + 4);
        law_coefficient(mk, x, x + 2, x + 6);
        law_split(out, S, x, one, 1.0, ms, mk, x[8]);
    } else
        for (int j = 0; j < 2; j++) {
            const double *m = x + 4 + 2 * j, mbar = m[0] > m[1] ? m[0] : m[1];
            mpfr_set_ui(ms, j == 0, MPFR_RNDN);
            mpfr_set_ui(mk, j == 1, MPFR_RNDN);
            if (mbar > 0)
                law_split(out, S, x, m, mbar, ms, mk, x[8]);
        }
    for (int k = 0; k < 6; k++) {
        r[k] = mpfr_get_d(out[k], MPFR_RNDN);
        mpfr_clear(out[k]);
    }
    mpfr_clears(ms, mk, (mpfr_ptr)0);
}
enum { LAW_KINDS = 14 };
static const char *const law_kind[LAW_KINDS] = {
    "random", "random, wide speeds", "near |u| = eps", "|u| = eps on an axis",
    "on an axis", "nearly on an axis", "equal semi-axes", "large ratios of semi-axes",
    "u near 0",
    "near z = eps of a part", "z = eps of a part on an axis", "mu_k > mu_s",
    "magnitudes from 2^-100 to 2^100", "the benchmark's mix"
};
static double law_unit(uint64_t *st) { return random_unit(random_xorshift64s(st)); }
static double law_axis(uint64_t *st)
{
    return law_unit(st) < 1.0 / 16 ? 0.0 : 0.05 + 1.95 * law_unit(st);
}
static double law_wide(uint64_t *st)            /* within [2^-100, 2^100) */
{
    return ldexp(1 + law_unit(st), -100 + (int)(199 * law_unit(st)));
}
static void law_case(int kind, uint64_t *st, double x[9])
{
    const double eps = ldexp(1 + law_unit(st), -12 + (int)(15 * law_unit(st)));
    x[8] = eps;
    for (int i = 0; i < 2; i++)
        x[2 + i] = law_unit(st) < 1.0 / 16 ? 0.0 : 0.1 * exp2(6.6 * law_unit(st));
    for (int i = 4; i < 8; i++)
        x[i] = law_axis(st);
    if (kind == 6) {
        x[3] = x[2];
        x[5] = x[4];
        x[7] = x[6];
    } else if (kind == 7) {
        x[5] = x[4] * exp2(-1 - 40 * law_unit(st));
        x[6] = x[7] * exp2(-1 - 40 * law_unit(st));
    } else if (kind == 11) {
        for (int i = 0; i < 2; i++)
            if (x[4 + i] > x[6 + i]) {
                const double t = x[4 + i];
                x[4 + i] = x[6 + i];
                x[6 + i] = t;
            }
    } else if (kind == 12) {
        for (int i = 2; i < 9; i++)
            x[i] = x[i] == 0 ? 0 : law_wide(st);
    } else if (kind == 13) {
        const double b[8] = { 1, 1, 0.5, 0.4, 0.3, 0.2 };
        for (int i = 2; i < 8; i++)
            x[i] = b[i - 2];
    }
    double y = eps * exp2(16 * law_unit(st) - 12), th = 6.283185307179586 * law_unit(st);
    const double sgn = law_unit(st) < 0.5 ? -1 : 1,
                 near = 1 + sgn * exp2(-1 - 60 * law_unit(st));
    const int ax = law_unit(st) < 0.5;
    if (kind == 1) y = eps * exp2(60 * law_unit(st) - 40);
    if (kind == 2) y = eps * near;
    if (kind == 8) y = eps * exp2(-20 - 60 * law_unit(st));
    if (kind == 13) y = 1e-3 * 2 * law_unit(st), x[8] = 1e-3;
    x[0] = y * cos(th);
    x[1] = y * sin(th);
    if (kind == 3 || kind == 4) {
        x[ax] = kind == 3 ? sgn * eps : sgn * y;
        x[1 - ax] = 0;
    } else if (kind == 5)
        x[1 - ax] = x[ax] * exp2(-10 - 80 * law_unit(st));
    else if (kind == 9 || kind == 10) {
        const double *m = x + (law_unit(st) < 0.5 ? 4 : 6), mbar = fmax(m[0], m[1]);
        if (kind == 10 && m[ax] > 0) {
            x[ax] = sgn * eps * mbar / m[ax] * (m[ax] == mbar ? 1 : near);
            x[1 - ax] = 0;
        } else if (hypot(m[0] * x[0], m[1] * x[1]) > 0) {
            const double z = hypot(m[0] * x[0], m[1] * x[1]) / mbar;
            x[0] *= eps / z * near;
            x[1] *= eps / z * near;
        }
    } else if (kind == 12)
        for (int i = 0; i < 2; i++)
            x[i] = (law_unit(st) < 0.5 ? -1 : 1) * law_wide(st);
}
static void law_public(int law, const double x[9], double out[6])
{
    if (law == 0)
        smooth_aniso_lagged(x, x + 2, x + 4, x + 6, x[8], out + 1, out + 3);
    else {
        out[0] = smooth_ellipse_potential(x, x + 4, x + 6, x[8]);
        smooth_ellipse_gradient(x, x + 4, x + 6, x[8], out + 1, out + 3);
    }
}
static int law_public_ok(int law, const double x[9], int k, int decided, double fast,
                         double got, const double truth[6], const double S[6],
                         long counts[2])
{
    if (decided)
        return memcmp(&got, &fast, sizeof got) == 0;
    double fine[6], T[6];
    if (got == 0 && ldexp(fabs(truth[k]), 1180) <= S[k])    /* an exact zero, as above */
        return counts[0]++, 1;
    LAW_PREC = 2000;
    law_truth(law, x, fine, T);
    LAW_PREC = 1200;
    if (fine[k] != truth[k])
        return counts[1]++, 1;
    counts[0]++;
    return got == truth[k];
}
static int law_bits(unsigned m) { int n = 0; for (; m; m &= m - 1) n++; return n; }

static long law_compare(int kind, long n, uint64_t *st, long asked[2], long decided[2],
                        long *pub_wrong, long counts[2])
{
    long wrong = 0;
    for (long i = 0; i < n; i++) {
        double x[9];
        law_case(kind, st, x);
        for (int law = 0; law < 2; law++) {
            double out[6], truth[6], S[6];
            const unsigned want = law == 0 ? 0x3Eu : 0x3Fu;
            const unsigned done = sf_laws_fast(law, x, x + 2, x + 4, x + 6, x[8], want,
                                               out);
            asked[law] += law_bits(want);
            decided[law] += law_bits(done);
            law_truth(law, x, truth, S);
            double pub[6];
            law_public(law, x, pub);
            for (int k = 0; k < 6; k++)
                if ((want >> k & 1)
                    && !law_public_ok(law, x, k, done >> k & 1, out[k], pub[k], truth, S, counts)
                    && (*pub_wrong)++ < 5)
                    printf("  public %s law, entry %d: %a, truth %a at u = (%a, %a), "
                           "a = (%a, %a), mu_s = (%a, %a), mu_k = (%a, %a), eps = %a\n",
                           law ? "elliptical" : "lagged", k, pub[k], truth[k], x[0], x[1], x[2],
                           x[3], x[4], x[5], x[6], x[7], x[8]);
            for (int k = 0; k < 6; k++)
                if ((done >> k & 1) && out[k] != truth[k]
                    && !(out[k] == 0 && ldexp(fabs(truth[k]), 1180) <= S[k])
                    && wrong++ < 5)
                    printf("  %s law, entry %d: %a, truth %a at u = (%a, %a), "
                           "a = (%a, %a), mu_s = (%a, %a), mu_k = (%a, %a), eps = %a\n",
                           law ? "elliptical" : "lagged", k, out[k], truth[k], x[0], x[1],
                           x[2], x[3], x[4], x[5], x[6], x[7], x[8]);
        }
    }
    return wrong;
}
static int check_laws_many(long n, uint64_t seed)
{
    check_tally tally = { 0, 0 };
    uint64_t st = seed * 0x9E3779B97F4A7C15ull + 1;
    long wrong = 0, total = 0, asked[LAW_KINDS][2] = { { 0 } },
         decided[LAW_KINDS][2] = { { 0 } }, pub_wrong = 0, counts[2] = { 0, 0 }, all = 0;
    printf("the laws' fast path, %ld cases of each kind: entries decided\n"
           "%-32s %10s %10s\n", n, "kind", "lagged", "elliptical");
    for (int kind = 0; kind < LAW_KINDS; kind++) {
        wrong += law_compare(kind, n, &st, asked[kind], decided[kind], &pub_wrong,
                             counts);
        total += decided[kind][0] + decided[kind][1];
        all += asked[kind][0] + asked[kind][1];
        printf("%-32s %9.4f%% %9.4f%%\n", law_kind[kind],
               100.0 * (double)decided[kind][0] / (double)asked[kind][0],
               100.0 * (double)decided[kind][1] / (double)asked[kind][1]);
    }
    const long *b = decided[LAW_KINDS - 1], *ab = asked[LAW_KINDS - 1];
    check(&tally, wrong == 0, "the laws' fast path: each of the %ld entries it decided "
          "in %ld cases is the exact value rounded (MPFR, %d bits); %ld differ", total,
          n * LAW_KINDS, LAW_PREC, wrong);
    check(&tally, pub_wrong == 0 && counts[0] > 0, "the public laws: each of the %ld "
          "entries is the fast path's where it decided, else (%ld entries, %ld more "
          "skipped as too near a midpoint for MPFR) the exact value rounded; %ld differ",
          all, counts[0], counts[1], pub_wrong);
    check(&tally, (double)(b[0] + b[1]) > 0.999 * (double)(ab[0] + ab[1]),
          "the laws' fast path decides more than 99.9%% of the entries on the "
          "benchmark's mix (%ld of %ld)", b[0] + b[1], ab[0] + ab[1]);
    return check_finish(&tally, "test-rounding --laws");
}
int main(int argc, char **argv)
{
    check_tally tally = { 0, 0 };
    if (argc > 1 && strcmp(argv[1], "--print-exp-table") == 0)
        return print_exp_table();
    if (argc > 2 && strcmp(argv[1], "--potential") == 0)
        return check_potential_many(&tally, atol(argv[2]));
    if (argc > 3 && strcmp(argv[1], "--stribeck-many") == 0)
        return stribeck_many(atol(argv[2]), strtoull(argv[3], NULL, 10));
    if (argc > 2 && strcmp(argv[1], "--stribeck-peak") == 0)
        return check_stribeck_peak_many(&tally, atol(argv[2]));
    if (argc > 2 && strcmp(argv[1], "--laws") == 0)
        return check_laws_many(atol(argv[2]), argc > 3 ? strtoull(argv[3], NULL, 10) : 1);
    qfun mol[MOL_NFUN], bl[BLEND_N][BL_NFUN];
    mollifier_derive(mol);
    for (int b = 0; b < BLEND_N; b++)
        blend_derive(bl[b], b);
    for (int i = 0; i < MOL_NFUN; i++)
        fun[i].exact = &mol[i];
    for (int b = 0; b < BLEND_N; b++)
        for (int k = 0; k < BL_NFUN; k++)
            fun[MOL_NFUN + b * BL_NFUN + k].exact = &bl[b][k];
    check_hard_cases(&tally);
    check_exact_path_everywhere(&tally);
    check_tiny_coefficients(&tally);
    check_peaked_exact_path(&tally);
    check_peak_midpoints(&tally);
    check_aniso_midpoints(&tally);
    check_laws_exact_path(&tally);
    check_pair_interpolations(&tally);
    check_midpoints(&tally);
    check_rounding_modes(&tally);
    check_stribeck_rounding(&tally);
    check_potential_rounding(&tally);
    check_stribeck_peak(&tally);
    check_stribeck_peak_cap(&tally);
    for (int i = 0; i < MOL_NFUN; i++) qfun_clear(&mol[i]);
    for (int b = 0; b < BLEND_N; b++)
        for (int k = 0; k < BL_NFUN; k++)
            qfun_clear(&bl[b][k]);
    return check_finish(&tally, "test-rounding");
}
