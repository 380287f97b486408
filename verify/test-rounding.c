/* Tangled from doc/fast-paths.nw, doc/rounding.nw and doc/mollifier-check.nw;
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
enum { NOTHERS = 26 };
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
    for (int f = 0; f < 3; f++)
        for (int j = 0; j < 17; j++) {
            mpz_fac_ui(mpq_denref(q), (unsigned long)(j + 1 + (f != SF_POTENTIAL_E)
                                                       + (f == SF_POTENTIAL_B)));
            mpz_set_ui(mpq_numref(q), f == SF_POTENTIAL_E ? 720
                                       : f == SF_POTENTIAL_A ? 720 * (j + 1)
                                       : 2520 * (j + 1) * (j + 2));
            mpq_canonicalize(q);
            if (j % 2)
                mpq_neg(q, q);
            const double c = j < 5 ? sf_potential_head[f][j]
                                   : sf_potential_tail[f][j - 5];
            mpq_set_d(cq, c);
            bad += j < 5 ? !mpq_equal(q, cq) : truth_round_q(q) != c;
        }
    mpq_clears(q, cq, (mpq_ptr)0);
    check(tally, bad == 0, "the potential's series: 15 integer and 36 rounded "
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
static void check_potential_pairs(check_tally *tally)
{
    uint64_t s = 0x2545F4914F6CDD1Dull;
    double worst[2] = { 0, 0 }, a[5];
    long n = 0;
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
            const sf_dd v = sf_potential_pair(a[0], a[1], a[2], a[3], a[4], hw);
            mpfr_set_d(got, v.hi, MPFR_RNDN);
            mpfr_add_d(got, got, v.lo, MPFR_RNDN);
            mpfr_sub(got, got, lo, MPFR_RNDN);
            worst[hw] = fmax(worst[hw], fabs(mpfr_get_d(got, MPFR_RNDN)
                                             / mpfr_get_d(lo, MPFR_RNDN)));
        }
    }
    mpq_clears(r[0], r[1], r[2], x[0], x[1], (mpq_ptr)0);
    mpfr_clears(lo, got, (mpfr_ptr)0);
    check(tally, worst[0] < 0x1p-67 && worst[1] < 0x1p-67, "the potential in pairs: "
          "within 2^-67 at %ld points (worst 2^%.2f with FMA, 2^%.2f with Dekker's "
          "product)", n, log2(worst[1]), log2(worst[0]));
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
static void check_potential_search(check_tally *tally)
{
    uint64_t s = 0x9FB21C651E98DF25ull;
    long hard = 0, compared = 0, wrong = 0;
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
    check(tally, wrong == 0 && hard > 0, "the potential at 2e5 random arguments: %ld "
          "hard cases (the exact path), %ld results compared with MPFR, %ld differ",
          hard, compared, wrong);
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

int main(int argc, char **argv)
{
    check_tally tally = { 0, 0 };
    if (argc > 1 && strcmp(argv[1], "--print-exp-table") == 0)
        return print_exp_table();
    if (argc > 2 && strcmp(argv[1], "--potential") == 0)
        return check_potential_many(&tally, atol(argv[2]));
    if (argc > 3 && strcmp(argv[1], "--stribeck-many") == 0)
        return stribeck_many(atol(argv[2]), strtoull(argv[3], NULL, 10));
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
    check_pair_interpolations(&tally);
    check_midpoints(&tally);
    check_rounding_modes(&tally);
    check_stribeck_rounding(&tally);
    check_potential_rounding(&tally);
    check_stribeck_peak(&tally);
    check_stribeck_peak_cap(&tally);
    for (int i = 0; i < MOL_NFUN; i++)
        qfun_clear(&mol[i]);
    for (int b = 0; b < BLEND_N; b++)
        for (int k = 0; k < BL_NFUN; k++)
            qfun_clear(&bl[b][k]);
    return check_finish(&tally, "test-rounding");
}
