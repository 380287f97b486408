/* Tangled from doc/stribeck-check.nw and doc/varying-check.nw; edit there, not here. */
#include "check.h"
#include "qpoly.h"
#include "random.h"
#include "smooth-stribeck.h"
#include <errno.h>
#include <fenv.h>
#include <float.h>
#include <gmp.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_integration.h>
#include <math.h>
#include <mpfr.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef double (*stribeck_fn)(double, double, double, double, double);
enum { MU, SLOPE, POTENTIAL, FORCE, FORCE_SLOPE, FORCE_OVER_Y, HESSIAN, NFUN };
typedef struct { const char *name, *formula; stribeck_fn f; double bound; } stribeck_fun;
static const stribeck_fun fun[NFUN] = {
    { "smooth_mu_stribeck", "\\mu", smooth_mu_stribeck, 0.5 },
    { "smooth_mu_stribeck_derivative", "\\mu'", smooth_mu_stribeck_derivative, 0.5 },
    { "smooth_mu_stribeck_f0", "\\mu_kf_0+DJ", smooth_mu_stribeck_f0, 0.5 },
    { "smooth_mu_stribeck_f1", "\\mu f_1", smooth_mu_stribeck_f1, 0.5 },
    { "smooth_mu_stribeck_f2", "(\\mu f_1)'", smooth_mu_stribeck_f2, 0.5 },
    { "smooth_mu_stribeck_f1_over_x", "\\mu f_1/y", smooth_mu_stribeck_f1_over_x, 0.5 },
    { "smooth_mu_stribeck_f2_x_minus_mu_f1_over_x3", "((\\mu f_1)'y-\\mu f_1)/y^3",
      smooth_mu_stribeck_f2_x_minus_mu_f1_over_x3, 0.5 },
};
static const double peak_bound = 4;
enum { ERRNO_MARK = -4242 };                  /* errno before a call, to see it move */

typedef struct { double y, mu_s, mu_k, v_s, eps; } stribeck_input;
static double call_stribeck(int i, const stribeck_input *in)
{
    return fun[i].f(in->y, in->mu_s, in->mu_k, in->v_s, in->eps);
}
static void compare_at(const mpq_t c, int *identity, int *printed, int *constant)
{
    qpoly p, dp, ddp, q, dq, lhs, rhs, term;
    mpq_t k, v;
    qpoly_init(&p), qpoly_init(&dp), qpoly_init(&ddp), qpoly_init(&q);
    qpoly_init(&dq), qpoly_init(&lhs), qpoly_init(&rhs), qpoly_init(&term);
    mpq_inits(k, v, (mpq_ptr)0);
    qpoly_set_coef_si(&p, 1, 2, 1), qpoly_set_coef_si(&p, 2, -1, 1);       /* 2s - s^2 */
    qpoly_deriv(&dp, &p), qpoly_deriv(&ddp, &dp);
    mpq_mul(k, c, c), qpoly_scale(&q, &p, k);                           /* c^2 p */
    qpoly_scale(&term, &dp, c), qpoly_add(&q, &q, &term), qpoly_add(&q, &q, &ddp);
    qpoly_deriv(&dq, &q);
    qpoly_scale(&lhs, &q, c), qpoly_sub(&lhs, &lhs, &dq);               /* c Q - Q' */
    mpq_mul(k, k, c), qpoly_scale(&rhs, &p, k);                         /* c^3 p */
    *identity &= qpoly_equal(&lhs, &rhs);
    qpoly_clear(&term), qpoly_init(&term);
    mpq_mul(k, c, c), mpq_neg(k, k), qpoly_set_coef(&term, 2, k);              /* -c^2 */
    mpq_mul(v, c, c), mpq_sub(v, v, c), mpq_add(v, v, v);                      /* 2c^2 - 2c */
    qpoly_set_coef(&term, 1, v);
    mpq_set_si(v, 1, 1), mpq_sub(v, c, v), mpq_add(v, v, v);                   /* 2(c - 1) */
    qpoly_set_coef(&term, 0, v);
    *printed &= qpoly_equal(&q, &term);
    qpoly_get_coef(k, &q, 0);
    *constant &= mpq_equal(k, v) != 0;
    qpoly_clear(&p), qpoly_clear(&dp), qpoly_clear(&ddp), qpoly_clear(&q);
    qpoly_clear(&dq), qpoly_clear(&lhs), qpoly_clear(&rhs), qpoly_clear(&term);
    mpq_clears(k, v, (mpq_ptr)0);
}
static void check_integration_by_parts(check_tally *t)
{
    static const long num[6] = { -2, -1, 1, 1, 7, 3 };
    static const unsigned long den[6] = { 1, 3, 2, 1, 5, 1 };
    int identity = 1, printed = 1, constant = 1;
    mpq_t c;
    mpq_init(c);
    for (int k = 0; k < 6; k++) {
        mpq_set_si(c, num[k], den[k]);
        compare_at(c, &identity, &printed, &constant);
    }
    mpq_clear(c);
    check(t, identity, "integration by parts: c Q - dQ/ds = c^3 (2s - s^2) exactly, for "
          "six values of c (degree <= 3 in c: a proof)");
    check(t, printed,
          "Q = c^2 p + c p' + p'' equals the printed (2s - s^2)c^2 + (2 - 2s)c - 2");
    check(t, constant && identity,
          "the constant of the closed form: Q(0, c) = 2(c - 1), so J(0) = 0");
}
enum { NSCRATCH = 6 };
typedef struct {
    mpfr_t y, eps, v_s, mu_k, d, e, mu, slope, f1, f2, w[NSCRATCH];
} truth_point;

static void truth_init(truth_point *p, mpfr_prec_t prec)
{
    mpfr_inits2(prec, p->y, p->eps, p->v_s, p->mu_k, p->d, p->e, p->mu, p->slope, p->f1,
                p->f2, (mpfr_ptr)0);
    for (int i = 0; i < NSCRATCH; i++)
        mpfr_init2(p->w[i], prec);
}
static void truth_clear(truth_point *p)
{
    mpfr_clears(p->y, p->eps, p->v_s, p->mu_k, p->d, p->e, p->mu, p->slope, p->f1, p->f2,
                (mpfr_ptr)0);
    for (int i = 0; i < NSCRATCH; i++)
        mpfr_clear(p->w[i]);
}
static void truth_set(truth_point *p, const mpfr_t y, const stribeck_input *in)
{
    mpfr_set(p->y, y, MPFR_RNDN);
    mpfr_set_d(p->eps, in->eps, MPFR_RNDN);
    mpfr_set_d(p->v_s, in->v_s, MPFR_RNDN);
    mpfr_set_d(p->mu_k, in->mu_k, MPFR_RNDN);
    mpfr_set_d(p->d, in->mu_s, MPFR_RNDN);
    mpfr_sub(p->d, p->d, p->mu_k, MPFR_RNDN);                           /* D */
    mpfr_div(p->e, p->y, p->v_s, MPFR_RNDN);
    mpfr_neg(p->e, p->e, MPFR_RNDN);
    mpfr_exp(p->e, p->e, MPFR_RNDN);                                    /* e^{-y/v_s} */
    mpfr_fma(p->mu, p->d, p->e, p->mu_k, MPFR_RNDN);
    mpfr_mul(p->slope, p->d, p->e, MPFR_RNDN);
    mpfr_div(p->slope, p->slope, p->v_s, MPFR_RNDN);
    mpfr_neg(p->slope, p->slope, MPFR_RNDN);                            /* mu' */
    if (mpfr_less_p(p->y, p->eps)) {
        mpfr_mul_2ui(p->w[0], p->eps, 1, MPFR_RNDN);
        mpfr_sub(p->w[0], p->w[0], p->y, MPFR_RNDN);                        /* 2 eps - y */
        mpfr_mul(p->f1, p->y, p->w[0], MPFR_RNDN);
        mpfr_sub(p->f2, p->eps, p->y, MPFR_RNDN);
        mpfr_mul_2ui(p->f2, p->f2, 1, MPFR_RNDN);
        mpfr_sqr(p->w[0], p->eps, MPFR_RNDN);
        mpfr_div(p->f1, p->f1, p->w[0], MPFR_RNDN);
        mpfr_div(p->f2, p->f2, p->w[0], MPFR_RNDN);
    } else {
        mpfr_set_ui(p->f1, 1, MPFR_RNDN);
        mpfr_set_ui(p->f2, 0, MPFR_RNDN);
    }
}
static void truth_integral(truth_point *p, mpfr_t j)
{
    mpfr_ptr s = p->w[0], c = p->w[1], tau = p->w[2], q = p->w[3], a = p->w[4];
    mpfr_min(s, p->y, p->eps, MPFR_RNDN);
    mpfr_div(c, p->eps, p->v_s, MPFR_RNDN);
    mpfr_div(tau, s, p->eps, MPFR_RNDN);
    mpfr_ui_sub(q, 2, tau, MPFR_RNDN), mpfr_mul(q, q, tau, MPFR_RNDN);
    mpfr_mul(q, q, c, MPFR_RNDN);                                   /* (2tau - tau^2) c */
    mpfr_ui_sub(a, 1, tau, MPFR_RNDN), mpfr_mul_2ui(a, a, 1, MPFR_RNDN);
    mpfr_add(q, q, a, MPFR_RNDN), mpfr_mul(q, q, c, MPFR_RNDN);
    mpfr_sub_ui(q, q, 2, MPFR_RNDN);                                      /* Q(tau, c) */
    mpfr_div(a, s, p->v_s, MPFR_RNDN), mpfr_neg(a, a, MPFR_RNDN);
    mpfr_exp(a, a, MPFR_RNDN), mpfr_mul(q, q, a, MPFR_RNDN);
    mpfr_sub_ui(j, c, 1, MPFR_RNDN), mpfr_mul_2ui(j, j, 1, MPFR_RNDN);
    mpfr_sub(j, j, q, MPFR_RNDN);
    mpfr_mul(j, j, p->eps, MPFR_RNDN);
    for (int k = 0; k < 3; k++)
        mpfr_div(j, j, c, MPFR_RNDN);
    if (mpfr_greater_p(p->y, p->eps)) {
        mpfr_sub(a, p->y, p->eps, MPFR_RNDN), mpfr_div(a, a, p->v_s, MPFR_RNDN);
        mpfr_neg(a, a, MPFR_RNDN), mpfr_expm1(a, a, MPFR_RNDN), mpfr_neg(a, a, MPFR_RNDN);
        mpfr_neg(q, c, MPFR_RNDN), mpfr_exp(q, q, MPFR_RNDN);
        mpfr_mul(a, a, q, MPFR_RNDN), mpfr_mul(a, a, p->v_s, MPFR_RNDN);
        mpfr_add(j, j, a, MPFR_RNDN);
    }
}
static void truth_potential(truth_point *p, mpfr_t r)
{
    mpfr_ptr f0 = p->w[5];
    truth_integral(p, r);
    mpfr_mul(r, r, p->d, MPFR_RNDN);
    if (mpfr_zero_p(p->mu_k))
        return;
    if (mpfr_less_p(p->y, p->eps)) {
        mpfr_ptr a = p->w[0];
        mpfr_sqr(f0, p->eps, MPFR_RNDN), mpfr_mul(f0, f0, p->eps, MPFR_RNDN);
        mpfr_sqr(a, p->y, MPFR_RNDN), mpfr_mul(a, a, p->eps, MPFR_RNDN);
        mpfr_mul_ui(a, a, 3, MPFR_RNDN), mpfr_add(f0, f0, a, MPFR_RNDN);
        mpfr_sqr(a, p->y, MPFR_RNDN), mpfr_mul(a, a, p->y, MPFR_RNDN);
        mpfr_sub(f0, f0, a, MPFR_RNDN);
        mpfr_sqr(a, p->eps, MPFR_RNDN), mpfr_mul_ui(a, a, 3, MPFR_RNDN);
        mpfr_div(f0, f0, a, MPFR_RNDN);
    } else
        mpfr_set(f0, p->y, MPFR_RNDN);
    mpfr_fma(r, p->mu_k, f0, r, MPFR_RNDN);
}
enum { SCALE = NFUN, NTRUTH };
static void truth_values(truth_point *p, mpfr_t *v)
{
    mpfr_set(v[MU], p->mu, MPFR_RNDN);
    mpfr_set(v[SLOPE], p->slope, MPFR_RNDN);
    truth_potential(p, v[POTENTIAL]);
    mpfr_mul(v[FORCE], p->mu, p->f1, MPFR_RNDN);
    mpfr_mul(p->w[0], p->slope, p->f1, MPFR_RNDN);
    mpfr_mul(p->w[1], p->mu, p->f2, MPFR_RNDN);
    mpfr_add(v[FORCE_SLOPE], p->w[0], p->w[1], MPFR_RNDN);
    mpfr_sub(v[SCALE], p->w[1], p->w[0], MPFR_RNDN);
    if (mpfr_less_p(p->y, p->eps)) {
        mpfr_ptr a = p->w[0], e2 = p->w[1];
        mpfr_mul_2ui(a, p->eps, 1, MPFR_RNDN), mpfr_sub(a, a, p->y, MPFR_RNDN);
        mpfr_sqr(e2, p->eps, MPFR_RNDN);
        mpfr_mul(v[FORCE_OVER_Y], p->mu, a, MPFR_RNDN);
        mpfr_div(v[FORCE_OVER_Y], v[FORCE_OVER_Y], e2, MPFR_RNDN);
        mpfr_mul(a, a, p->slope, MPFR_RNDN), mpfr_sub(a, a, p->mu, MPFR_RNDN);
        mpfr_mul(e2, e2, p->y, MPFR_RNDN);
        mpfr_div(v[HESSIAN], a, e2, MPFR_RNDN);
    } else {
        mpfr_div(v[FORCE_OVER_Y], p->mu, p->y, MPFR_RNDN);
        mpfr_sub(v[HESSIAN], p->slope, v[FORCE_OVER_Y], MPFR_RNDN);
        mpfr_div(v[HESSIAN], v[HESSIAN], p->y, MPFR_RNDN);
        mpfr_div(v[HESSIAN], v[HESSIAN], p->y, MPFR_RNDN);
    }
}
static double log2_one_plus_exp2(double a)                      /* log2(1 + 2^a) */
{
    return a > 0 ? a + log2(1 + exp2(-a)) : log2(1 + exp2(a));
}
static mpfr_prec_t truth_precision(const stribeck_input *in)
{
    const double s = fmin(in->y, in->eps);
    if (!(s > 0))
        return 256;
    const double le = log2(in->eps), lv = log2(in->v_s), lc = le - lv;
    const double lx = log2(s) - lv, x = exp2(lx);
    const double lm = le - 3 * lc + 1 + log2_one_plus_exp2(lc)
                      + (x > 0x1p60 ? lx : log2(x + 2));
    const double lj = log2(4.0 / 3) + le - 2 * lc
                      + (x >= 1 ? log2(0.26) : 2 * lx - 1 - x * 1.4426950408889634);
    return 256 + (mpfr_prec_t)fmax(0, ceil(lm - lj));
}
static void truths_init(mpfr_t *v, mpfr_prec_t prec)
{
    for (int i = 0; i < NTRUTH; i++)
        mpfr_init2(v[i], prec);
}
static void truths_clear(mpfr_t *v)
{
    for (int i = 0; i < NTRUTH; i++)
        mpfr_clear(v[i]);
}
static void truth_at(mpfr_t *v, const stribeck_input *in, mpfr_prec_t prec)
{
    truth_point p;
    mpfr_t y;
    truth_init(&p, prec);
    mpfr_init2(y, 64);
    mpfr_set_d(y, in->y, MPFR_RNDN);
    truth_set(&p, y, in);
    truth_values(&p, v);
    mpfr_clear(y);
    truth_clear(&p);
}
static double ulps_apart(const mpfr_t a, const mpfr_t b, const mpfr_t at)
{
    if (mpfr_nan_p(a) || mpfr_nan_p(b))
        return mpfr_nan_p(a) && mpfr_nan_p(b) ? 0 : HUGE_VAL;
    if (mpfr_inf_p(a) || mpfr_inf_p(b))
        return mpfr_equal_p(a, b) ? 0 : HUGE_VAL;
    mpfr_t d;
    mpfr_init2(d, (mpfr_get_prec(a) > mpfr_get_prec(b) ? mpfr_get_prec(a)
                                                      : mpfr_get_prec(b)) + 64);
    mpfr_sub(d, a, b, MPFR_RNDN);
    long e = mpfr_regular_p(at) ? (long)mpfr_get_exp(at) - 53 : -1074;
    mpfr_mul_2si(d, d, -(e < -1074 ? -1074 : e), MPFR_RNDN);
    const double r = fabs(mpfr_get_d(d, MPFR_RNDN));
    mpfr_clear(d);
    return r;
}
static double ulp_error(double got, const mpfr_t want, const mpfr_t at)
{
    if (isinf(got))
        return got == mpfr_get_d(want, MPFR_RNDN) ? 0 : HUGE_VAL;
    mpfr_t g;
    mpfr_init2(g, 64);
    mpfr_set_d(g, got, MPFR_RNDN);
    const double r = ulps_apart(g, want, at);
    mpfr_clear(g);
    return r;
}
enum { RANDOM, NEIGHBOURS, SPECIAL, UNDERFLOW, WHOLE, NFAMILY };
static const char *const family_name[NFAMILY] = {
    "random, moderate", "neighbours of the switches", "special values", "near underflow",
    "the whole range",
};
static uint64_t rng_state = 20260614;
static double uniform01(void)                       /* in [0, 1), 53 random bits */
{
    return random_unit(random_xorshift64(&rng_state));
}
static double log_uniform(int lo, int hi)      /* 2^e (1 + U), e uniform in [lo, hi) */
{
    return ldexp(1 + uniform01(), lo + (int)(uniform01() * (hi - lo)));
}
static stribeck_input draw_input(int family)
{
    stribeck_input in;
    const int whole = family == WHOLE;
    in.eps = whole ? log_uniform(-1074, 1024) : log_uniform(-30, 30);
    in.v_s = whole ? log_uniform(-1074, 1024) : in.eps / log_uniform(-40, 12);
    in.mu_s = whole ? log_uniform(-1074, 1024) : log_uniform(-10, 10);
    const double r = uniform01();
    in.mu_k = r < 0.15 ? 0 : r < 0.3 ? in.mu_s : in.mu_s * uniform01();
    in.y = in.eps * (uniform01() < 0.3 ? log_uniform(-60, 1) : 2.5 * uniform01());
    if (family == RANDOM && in.y > 690 * in.v_s)
        in.y = in.v_s * 690 * uniform01();
    if (family == UNDERFLOW) {
        in.y = in.v_s * (690 + 850 * uniform01());
        in.mu_k = r < 0.5 ? 0 : in.mu_s * ldexp(uniform01(), -(int)(1000 * uniform01()));
    }
    return in;
}
static const stribeck_input searched[6] = {
    { 0x1.0c132acc2097bp+8, 0x1.d8ead3e4512c5p+1, 0x1.85ab247b5f1dbp+0,
      0x1.35b862d1e2df7p+3, 0x1.1554471c68b9fp+7 },                            /* mu' */
    { 0x1.410d616f4a3ecp-4, 0x1.7b68470adc2c5p-1, 0, 0x1.092aa5e9e3198p-5,
      0x1.d293142000e58p-4 },                                                 /* F */
    { 0x1.265b1e19ccfa4p-7, 0x1.e2b3c848f6e7p-1, 0, 0x1.c5b94c4a0bb1ep-8,
      0x1.68f5363b724dbp-7 },                                                 /* mu f1 */
    { 0x1.af6bd2e0dad07p+4, 0x1.ee4b4ad5575e8p-3, 0, 0x1.3901efecdb1e9p-1,
      0x1.274da3f7b0c4fp+5 },                                           /* (mu f1)' */
    { 0x1.5f9e3b8153fep-4, 0x1.bf8040e45c4dfp+2, 0x1.224066756d9c2p+1,
      0x1.6c0904bff977fp-3, 0x1.481b5a15fb71bp-4 },                     /* mu f1/y */
    { 0x1.c0d24eea913edp-14, 0x1.0621258451e8p-3, 0, 0x1.b56a86a61a496p-17,
      0x1.15494992369b5p-14 },                                          /* Hessian */
};
static int neighbour_inputs(stribeck_input *in)
{
    static const double eps[2] = { 1e-3, 1 }, ratio[3] = { 0, 0.3, 1 };
    const double c[9] = { 0x1p-30, 0.01, 0.4, 1, nextafter(3, 0), 3, nextafter(3, 4), 120,
                          0x1p20 };
    int n = 0;
    for (int e = 0; e < 2; e++)
        for (int k = 0; k < 9; k++)
            for (int r = 0; r < 3; r++) {
                const double v_s = eps[e] / c[k];
                const double at[4] = { eps[e], 3 * v_s, 700 * v_s, 1400 * v_s };
                for (int a = 0; a < 4; a++) {
                    double y = at[a];
                    for (int j = 0; j < 6; j++)
                        y = nextafter(y, 0);
                    for (int j = -6; j <= 6; j++, y = nextafter(y, INFINITY))
                        in[n++] = (stribeck_input){ y, 0.7, 0.7 * ratio[r], v_s, eps[e] };
                }
            }
    return n;
}
static int special_inputs(stribeck_input *in)
{
    static const double c[8] = { 0x1p-1000, 0x1p-60, 0.01, 1, 3, 10, 0x1p60, 0x1p1000 };
    static const double mu[6][2] = { { 1, 0 }, { 1, 1 }, { 0, 0 }, { 0.6, 0.2 },
                                     { 0x1.8p-1060, 0 }, { 0x1p1000, 0x1p999 } };
    static const double eps[3] = { 0.01, 0x1.8p-1070, 0x1p1000 };
    int n = 0;
    for (int e = 0; e < 3; e++) {
        const double y[10] = { 0, 0x1p-1074, 1e-300, 0.3 * eps[e], eps[e], 2 * eps[e],
                               1e10, 0x1p1000, DBL_MAX, INFINITY };
        for (int k = 0; k < 8; k++)
            for (int m = 0; m < 6; m++)
                for (int i = 0; i < 10 && eps[e] / c[k] > 0 && eps[e] / c[k] <= DBL_MAX;
                     i++)
                    in[n++] = (stribeck_input){ y[i], mu[m][0], mu[m][1], eps[e] / c[k],
                                                eps[e] };
    }
    return n;
}
static int in_claimed_range(const stribeck_input *in)
{
    const double ry = in->y / in->eps, rv = in->v_s / in->eps;
    return (in->y == 0 || isinf(in->y) || (ry >= 0x1p-200 && ry <= 0x1p200))
           && rv >= 0x1p-200 && rv <= 0x1p200
           && (in->mu_k == 0 || in->mu_k >= 0x1p-200 * in->mu_s);
}
typedef struct { long cases; double worst; stribeck_input at; } error_row;
static error_row error_rows[NFAMILY][NFUN], outside_rows[NFUN];
static long nan_outside;
static long truths_unstable, inputs_measured, errno_moved;
static stribeck_input errno_example;
static int errno_function, errno_value;

static void measure_input(int family, const stribeck_input *in)
{
    const mpfr_prec_t prec = truth_precision(in);
    mpfr_t a[NTRUTH], b[NTRUTH];
    truths_init(a, prec), truths_init(b, prec + 100);
    truth_at(a, in, prec), truth_at(b, in, prec + 100);
    inputs_measured++;
    for (int i = 0; i < NFUN; i++) {
        if (i == HESSIAN && in->y == 0)
            continue;
        const int at = i == FORCE_SLOPE ? SCALE : i;
        truths_unstable += !(ulps_apart(a[i], b[i], b[at]) <= 0x1p-30);
        errno = ERRNO_MARK;
        const double got = call_stribeck(i, in);
        if (errno != ERRNO_MARK && errno_moved++ == 0)
            errno_example = *in, errno_function = i, errno_value = errno;
        const double err = ulp_error(got, b[i], b[at]);
        const int claimed = in_claimed_range(in);
        error_row *r = claimed ? &error_rows[family][i] : &outside_rows[i];
        nan_outside += !claimed && isnan(got);
        r->cases++;
        if (!(err <= r->worst))
            r->worst = err, r->at = *in;
    }
    truths_clear(a), truths_clear(b);
}
static double worst_of(int i, long *cases)
{
    double worst = 0;
    *cases = 0;
    for (int f = 0; f < NFAMILY; f++) {
        *cases += error_rows[f][i].cases;
        const double w = error_rows[f][i].worst;
        worst = w > worst || isnan(w) ? w : worst;
    }
    return worst;
}
static void claim_accuracy(check_tally *t, int i)
{
    long cases;
    const double worst = worst_of(i, &cases);
    check(t, worst <= fun[i].bound, "%s: within %g ulps%s of MPFR on %ld inputs "
          "(largest %.3g)", fun[i].name, fun[i].bound,
          i == FORCE_SLOPE ? " of |mu' f1| + |mu f2|" : "", cases, worst);
    for (int f = 0; f <= NFAMILY; f++) {
        const error_row *r = f < NFAMILY ? &error_rows[f][i] : &outside_rows[i];
        printf("     %-27s %6ld cases, largest %9.3g ulps at (%a, %a, %a, %a, %a)\n",
               f < NFAMILY ? family_name[f] : "outside the range (shown)", r->cases,
               r->worst, r->at.y, r->at.mu_s, r->at.mu_k, r->at.v_s, r->at.eps);
    }
}
static void measure_accuracy(check_tally *t)
{
    static stribeck_input list[4096];
    const int count[NFAMILY] = { 20000, 0, 0, 3000, 1500 };
    for (int f = 0; f < NFAMILY; f++) {
        const long n = f == NEIGHBOURS ? neighbour_inputs(list)
                       : f == SPECIAL ? special_inputs(list) : check_cases(count[f]);
        for (long k = 0; k < n; k++) {
            const stribeck_input in = f == NEIGHBOURS || f == SPECIAL ? list[k]
                                      : draw_input(f);
            measure_input(f, &in);
        }
    }
    for (int k = 0; k < 6; k++)
        measure_input(RANDOM, &searched[k]);
    for (int i = 0; i < NFUN; i++)
        claim_accuracy(t, i);
    check(t, truths_unstable == 0, "the true values agree at two precisions (100 bits "
          "apart) to 2^-30 ulps on all %ld inputs (%ld disagreements)", inputs_measured,
          truths_unstable);
    check(t, errno_moved == 0, "valid calls leave errno alone (%ld of the calls above "
          "moved it)", errno_moved);
    check(t, nan_outside == 0, "outside the tested range no valid call returns NaN "
          "(%ld did)", nan_outside);
    if (errno_moved)
        printf("     first: %s(%a, %a, %a, %a, %a) set errno = %d\n",
               fun[errno_function].name, errno_example.y, errno_example.mu_s,
               errno_example.mu_k, errno_example.v_s, errno_example.eps, errno_value);
}
static double force_of_s(double s, void *params)
{
    const stribeck_input *in = params;
    return smooth_mu_stribeck_f1(s, in->mu_s, in->mu_k, in->v_s, in->eps);
}
static double ulp_of(double x)
{
    x = fabs(x);
    return x < 0x1p-1021 ? 0x1p-1074 : nextafter(x, INFINITY) - x;
}
static int integrate_force(gsl_integration_workspace *w, stribeck_input *in, double a,
                           double b, double *value, double *error)
{
    gsl_function f = { force_of_s, in };
    double v = 0, e = 0;
    int status = GSL_SUCCESS;
    if (a < b)
        status = gsl_integration_qag(&f, a, b, 0, 1e-13, 1000, GSL_INTEG_GAUSS61, w, &v,
                                     &e);
    *value += v, *error += e;
    return status;
}
static void compare_with_quadrature(check_tally *t)
{
    static const double ratio[3] = { 0, 0.4, 1 }, c[3] = { 0.01, 1, 30 },
                        ty[5] = { 0.05, 0.5, 1, 2, 50 };
    gsl_integration_workspace *w = gsl_integration_workspace_alloc(1000);
    gsl_set_error_handler_off();
    int bad = 0, n = 0;
    double worst = 0;
    for (int r = 0; r < 3; r++)
        for (int k = 0; k < 3; k++)
            for (int j = 0; j < 5; j++, n++) {
                stribeck_input in = { ty[j] * 1e-3, 0.8, 0.8 * ratio[r], 1e-3 / c[k],
                                      1e-3 };
                double q = 0, err = 0;
                int status = integrate_force(w, &in, 0, fmin(in.y, in.eps), &q, &err);
                status |= integrate_force(w, &in, in.eps, in.y, &q, &err);
                const double top = call_stribeck(POTENTIAL, &in);
                const stribeck_input zero = { 0, in.mu_s, in.mu_k, in.v_s, in.eps };
                const double bottom = call_stribeck(POTENTIAL, &zero);
                const double allow = err + fun[POTENTIAL].bound * (ulp_of(top) + ulp_of(bottom))
                                     + fun[FORCE].bound * ulp_of(q);
                const double gap = fabs((top - bottom) - q);
                worst = fmax(worst, gap / allow);
                if (status != GSL_SUCCESS || !(gap <= allow)) {
                    bad++;
                    printf("     quadrature at (%a, %a, %a, %a, %a): %a against %a\n", in.y, in.mu_s,
                           in.mu_k, in.v_s, in.eps, q, top - bottom);
                }
            }
    gsl_integration_workspace_free(w);
    check(t, bad == 0, "potential: F(y) - F(0) equals GSL's quadrature of mu f1 within "
          "its error estimate and the bounds, %d points up to 50 eps_v (largest gap %.3g "
          "of the allowance)", n, worst);
}
static void truth_moved(mpfr_t *v, const stribeck_input *in, mpfr_prec_t prec,
                        const mpfr_t y)
{
    truth_point p;
    truth_init(&p, prec);
    truth_set(&p, y, in);
    truth_values(&p, v);
    truth_clear(&p);
}
static int near_enough(const mpfr_t got, const mpfr_t want, const mpfr_t size)
{
    mpfr_t d;
    mpfr_init2(d, mpfr_get_prec(got));
    mpfr_sub(d, got, want, MPFR_RNDN);
    mpfr_abs(d, d, MPFR_RNDN);
    mpfr_mul_2si(d, d, 100, MPFR_RNDN);
    const int ok = mpfr_lessequal_p(d, size);
    mpfr_clear(d);
    return ok;
}
static void derivative_size(mpfr_t size, mpfr_t *v, int of, int is, const mpfr_t y)
{
    mpfr_div(size, v[of], y, MPFR_RNDN);
    mpfr_abs(size, size, MPFR_RNDN);
    if (mpfr_sgn(v[is]) > 0)
        mpfr_add(size, size, v[is], MPFR_RNDN);
    else
        mpfr_sub(size, size, v[is], MPFR_RNDN);
    if (is == FORCE_SLOPE)
        mpfr_add(size, size, v[SCALE], MPFR_RNDN);
}
static int quotients_agree(mpfr_t *v, const mpfr_t y, mpfr_prec_t prec)
{
    mpfr_t q, a, size;
    mpfr_inits2(prec, q, a, size, (mpfr_ptr)0);
    mpfr_div(q, v[FORCE], y, MPFR_RNDN);
    mpfr_abs(size, q, MPFR_RNDN);
    int ok = near_enough(q, v[FORCE_OVER_Y], size);
    mpfr_mul(q, v[FORCE_SLOPE], y, MPFR_RNDN), mpfr_sub(q, q, v[FORCE], MPFR_RNDN);
    for (int k = 0; k < 3; k++)
        mpfr_div(q, q, y, MPFR_RNDN);                       /* ((mu f1)' y - mu f1)/y^3 */
    mpfr_div(a, v[FORCE_OVER_Y], y, MPFR_RNDN), mpfr_div(a, a, y, MPFR_RNDN);
    mpfr_div(size, v[FORCE_SLOPE], y, MPFR_RNDN), mpfr_div(size, size, y, MPFR_RNDN);
    mpfr_abs(size, size, MPFR_RNDN), mpfr_add(size, size, a, MPFR_RNDN);
    ok &= near_enough(q, v[HESSIAN], size);
    mpfr_clears(q, a, size, (mpfr_ptr)0);
    return ok;
}
static void differentiate(const stribeck_input *in, long *bad)
{
    static const int of[3] = { POTENTIAL, FORCE, MU };
    static const int is[3] = { FORCE, FORCE_SLOPE, SLOPE };
    const mpfr_prec_t prec = truth_precision(in) + 500;
    mpfr_t v[3][NTRUTH], y[3], h, q, size;
    mpfr_inits2(prec, y[0], y[1], y[2], h, q, size, (mpfr_ptr)0);
    mpfr_set_d(y[0], in->y, MPFR_RNDN);
    mpfr_mul_2si(h, y[0], -128, MPFR_RNDN);
    mpfr_add(y[1], y[0], h, MPFR_RNDN), mpfr_sub(y[2], y[0], h, MPFR_RNDN);
    for (int s = 0; s < 3; s++)
        truths_init(v[s], prec), truth_moved(v[s], in, prec, y[s]);
    for (int k = 0; k < 3; k++) {
        mpfr_sub(q, v[1][of[k]], v[2][of[k]], MPFR_RNDN);
        mpfr_div(q, q, h, MPFR_RNDN), mpfr_div_2ui(q, q, 1, MPFR_RNDN);      /* / 2h */
        derivative_size(size, v[0], of[k], is[k], y[0]);
        bad[k] += !near_enough(q, v[0][is[k]], size);
    }
    bad[3] += !quotients_agree(v[0], y[0], prec);
    for (int s = 0; s < 3; s++)
        truths_clear(v[s]);
    mpfr_clears(y[0], y[1], y[2], h, q, size, (mpfr_ptr)0);
}
static void check_derivatives(check_tally *t)
{
    static const double c[4] = { 1e-3, 0.7, 5, 80 }, ratio[3] = { 0, 0.3, 1 },
                        ty[6] = { 0x1p-20, 0.25, 0.999, 1, 1.25, 30 };
    long bad[4] = { 0, 0, 0, 0 }, n = 0;
    for (int k = 0; k < 4; k++)
        for (int r = 0; r < 3; r++)
            for (int j = 0; j < 6; j++, n++) {
                const stribeck_input in = { ty[j] * 0.01, 0.9, 0.9 * ratio[r],
                                            0.01 / c[k], 0.01 };
                differentiate(&in, bad);
            }
    check(t, bad[0] == 0, "in MPFR, dF/dy = mu f1 (%ld points, difference quotients)", n);
    check(t, bad[1] == 0, "in MPFR, d(mu f1)/dy = (mu f1)' (%ld points)", n);
    check(t, bad[2] == 0, "in MPFR, d mu/dy = mu' (%ld points)", n);
    check(t, bad[3] == 0, "in MPFR, the Hessian's coefficients are mu f1/y and "
          "((mu f1)' y - mu f1)/y^3 (%ld points)", n);
}
static void jump_errors(const stribeck_input *a, const stribeck_input *b, double *worst)
{
    const mpfr_prec_t prec = truth_precision(b) + 64;
    mpfr_t ta[NTRUTH], tb[NTRUTH], lib, exact;
    truths_init(ta, prec), truths_init(tb, prec);
    truth_at(ta, a, prec), truth_at(tb, b, prec);
    mpfr_inits2(prec + 2200, lib, exact, (mpfr_ptr)0);
    for (int i = 0; i < NFUN; i++) {
        mpfr_set_d(lib, call_stribeck(i, b), MPFR_RNDN);
        mpfr_sub_d(lib, lib, call_stribeck(i, a), MPFR_RNDN);    /* the library's step */
        mpfr_sub(exact, tb[i], ta[i], MPFR_RNDN);                   /* the true step */
        const int at = i == FORCE_SLOPE ? SCALE : i;
        const double e = ulps_apart(lib, exact, mpfr_cmpabs(ta[at], tb[at]) > 0 ? ta[at]
                                                                                : tb[at]);
        worst[i] = e > worst[i] || isnan(e) ? e : worst[i];
    }
    mpfr_clears(lib, exact, (mpfr_ptr)0);
    truths_clear(ta), truths_clear(tb);
}
static void check_continuity(check_tally *t)
{
    static const double c[3] = { 0.01, 1, 30 }, ratio[3] = { 0, 0.5, 1 };
    double worst[NFUN] = { 0 };
    for (int k = 0; k < 3; k++)
        for (int r = 0; r < 3; r++) {
            stribeck_input a = { 1e-3, 0.9, 0.9 * ratio[r], 1e-3 / c[k], 1e-3 }, b = a;
            for (int j = 1; j <= 4; j++) {
                a.y = nextafter(a.y, 0), b.y = nextafter(b.y, 1);
                jump_errors(&a, &b, worst);
            }
        }
    for (int i = 0; i < NFUN; i++)
        check(t, worst[i] <= 2 * fun[i].bound, "%s is continuous at eps_v: across 1 to 4 "
              "ulps either side, the step is the true step within %g ulps (largest %.3g)",
              fun[i].name, 2 * fun[i].bound, worst[i]);
}
static const stribeck_input valid_input = { 0.5e-3, 0.8, 0.3, 1e-2, 1e-3 };
static const stribeck_input outside_domain[18] = {
    { -1e-3, 0.8, 0.3, 1e-2, 1e-3 }, { -INFINITY, 0.8, 0.3, 1e-2, 1e-3 },
    { -0x1p-1074, 0.8, 0.3, 1e-2, 1e-3 }, { 0.5e-3, 0.8, 0.3, 0, 1e-3 },
    { 0.5e-3, 0.8, 0.3, -0.0, 1e-3 }, { 0.5e-3, 0.8, 0.3, -1, 1e-3 },
    { 0.5e-3, 0.8, 0.3, INFINITY, 1e-3 }, { 0.5e-3, 0.8, 0.3, -INFINITY, 1e-3 },
    { 0.5e-3, 0.8, 0.3, 1e-2, 0 }, { 0.5e-3, 0.8, 0.3, 1e-2, -0.0 },
    { 0.5e-3, 0.8, 0.3, 1e-2, -1 }, { 0.5e-3, 0.8, 0.3, 1e-2, INFINITY },
    { 0.5e-3, 0.3, 0.8, 1e-2, 1e-3 }, { 0.5e-3, 0.8, -0.1, 1e-2, 1e-3 },
    { 0.5e-3, -0.1, -0.3, 1e-2, 1e-3 }, { 0.5e-3, INFINITY, 0.3, 1e-2, 1e-3 },
    { 0.5e-3, INFINITY, INFINITY, 1e-2, 1e-3 }, { 0.5e-3, 0.8, INFINITY, 1e-2, 1e-3 },
};
enum { NOUTSIDE = sizeof outside_domain / sizeof outside_domain[0], FIRST_WITHOUT_Y = 3 };
static stribeck_input with_nan(int k)
{
    stribeck_input in = valid_input;
    double *slot[5] = { &in.y, &in.mu_s, &in.mu_k, &in.v_s, &in.eps };
    *slot[k] = NAN;
    return in;
}
static int answers(int i, const stribeck_input *in, int want_errno)
{
    errno = ERRNO_MARK;
    const double r = call_stribeck(i, in);
    return isnan(r) && errno == want_errno;
}
static int peak_answers(const stribeck_input *in, int want_errno)
{
    double at = 0;
    errno = ERRNO_MARK;
    const double g = smooth_mu_stribeck_f1_peak(in->mu_s, in->mu_k, in->v_s, in->eps,
                                                &at);
    return isnan(g) && isnan(at) && errno == want_errno;
}
static void check_peak_domain(check_tally *t)
{
    int ok = 1;
    for (int k = 1; k < 5; k++) {
        const stribeck_input in = with_nan(k);
        ok &= peak_answers(&in, ERRNO_MARK);
    }
    for (int k = FIRST_WITHOUT_Y; k < NOUTSIDE; k++)
        ok &= peak_answers(&outside_domain[k], EDOM);
    errno = ERRNO_MARK;
    const double g = smooth_mu_stribeck_f1_peak(0.8, 0.3, 1e-2, 1e-3, NULL);
    check(t, ok && g > 0.3 && errno == ERRNO_MARK, "peak: a NaN gives NaN quietly, a "
          "domain error NaN and EDOM, both with *y_over_eps = NaN; a null y_over_eps is "
          "accepted");
}
static void check_bad_input(check_tally *t)
{
    int nan_ok = 1, edom_ok = 1, quiet_ok = 1, zero_ok = 1;
    for (int i = 0; i < NFUN; i++) {
        for (int k = 0; k < 5; k++) {
            const stribeck_input in = with_nan(k);
            nan_ok &= answers(i, &in, ERRNO_MARK);
        }
        for (int k = 0; k < NOUTSIDE; k++)
            edom_ok &= answers(i, &outside_domain[k], EDOM);
        errno = ERRNO_MARK;
        quiet_ok &= !isnan(call_stribeck(i, &valid_input)) && errno == ERRNO_MARK;
        const stribeck_input plus = { 0.0, 0.8, 0.3, 1e-2, 1e-3 },
                             minus = { -0.0, 0.8, 0.3, 1e-2, 1e-3 };
        zero_ok &= i == HESSIAN || call_stribeck(i, &plus) == call_stribeck(i, &minus);
    }
    check(t, nan_ok,
          "a NaN in any of the five arguments: NaN, errno untouched (7 functions)");
    check(t, edom_ok, "y < 0, v_s <= 0 or infinite, eps_v <= 0 or infinite, mu_k > mu_s, "
          "a negative or infinite mu: NaN and EDOM (%d inputs, 7 functions)", NOUTSIDE);
    check(t, quiet_ok && zero_ok,
          "the ordinary call these start from leaves errno alone; y = -0 is y = +0");
    int pole_ok = 1;
    for (int s = 0; s < 2; s++) {
        const double zero = s ? -0.0 : 0.0;
        errno = ERRNO_MARK;
        double r = smooth_mu_stribeck_f2_x_minus_mu_f1_over_x3(zero, 0.8, 0.3, 1e-2, 1e-3);
        pole_ok &= r == -HUGE_VAL && errno == ERANGE;
        errno = ERRNO_MARK;
        r = smooth_mu_stribeck_f2_x_minus_mu_f1_over_x3(zero, 0, 0, 1e-2, 1e-3);
        pole_ok &= r == 0 && errno == ERRNO_MARK;
    }
    check(t, pole_ok, "the Hessian's factor at y = +-0: -HUGE_VAL and ERANGE,"
          " and a quiet 0 when mu_s = 0");
    check_peak_domain(t);
}
enum { PEAK_PREC = 256 };
typedef struct { mpfr_t c, mu_k, d, e, a, b; } peak_problem;
typedef void (*peak_fn)(mpfr_t r, peak_problem *p, const mpfr_t t);

static void decay_at(peak_problem *p, const mpfr_t t)           /* e := e^{-ct} */
{
    mpfr_mul(p->e, p->c, t, MPFR_RNDN), mpfr_neg(p->e, p->e, MPFR_RNDN);
    mpfr_exp(p->e, p->e, MPFR_RNDN);
}
static void peak_g(mpfr_t r, peak_problem *p, const mpfr_t t)  /* (mu_k + De)(2t - t^2) */
{
    decay_at(p, t);
    mpfr_fma(p->a, p->d, p->e, p->mu_k, MPFR_RNDN);
    mpfr_ui_sub(p->b, 2, t, MPFR_RNDN), mpfr_mul(p->b, p->b, t, MPFR_RNDN);
    mpfr_mul(r, p->a, p->b, MPFR_RNDN);
}
static void peak_slope(mpfr_t r, peak_problem *p, const mpfr_t t)
{
    decay_at(p, t);
    mpfr_fma(p->a, p->d, p->e, p->mu_k, MPFR_RNDN);
    mpfr_ui_sub(p->b, 1, t, MPFR_RNDN), mpfr_mul_2ui(p->b, p->b, 1, MPFR_RNDN);
    mpfr_mul(p->a, p->a, p->b, MPFR_RNDN);                      /* (2 - 2t)(mu_k + D e) */
    mpfr_ui_sub(p->b, 2, t, MPFR_RNDN), mpfr_mul(p->b, p->b, t, MPFR_RNDN);
    mpfr_mul(p->b, p->b, p->c, MPFR_RNDN), mpfr_mul(p->b, p->b, p->d, MPFR_RNDN);
    mpfr_mul(p->b, p->b, p->e, MPFR_RNDN);                      /* c D e (2t - t^2) */
    mpfr_sub(r, p->a, p->b, MPFR_RNDN);
}
static void peak_h1(mpfr_t r, peak_problem *p, const mpfr_t t)
{
    decay_at(p, t);
    mpfr_ui_sub(p->b, 1, t, MPFR_RNDN), mpfr_mul(p->b, p->b, p->c, MPFR_RNDN);
    mpfr_mul_2ui(p->b, p->b, 1, MPFR_RNDN);                     /* 2c(1 - t) */
    mpfr_sub_ui(p->a, p->b, 2, MPFR_RNDN), mpfr_mul(p->a, p->a, p->mu_k, MPFR_RNDN);
    mpfr_add_ui(p->b, p->b, 2, MPFR_RNDN), mpfr_mul(p->b, p->b, p->d, MPFR_RNDN);
    mpfr_mul(p->b, p->b, p->e, MPFR_RNDN);
    mpfr_sub(r, p->a, p->b, MPFR_RNDN);
}
static void peak_h2(mpfr_t r, peak_problem *p, const mpfr_t t)
{
    decay_at(p, t);
    mpfr_ui_sub(p->b, 1, t, MPFR_RNDN), mpfr_mul(p->b, p->b, p->c, MPFR_RNDN);
    mpfr_mul_2ui(p->b, p->b, 1, MPFR_RNDN), mpfr_sub_ui(p->b, p->b, 4, MPFR_RNDN);
    mpfr_mul(p->a, p->b, p->mu_k, MPFR_RNDN);
    mpfr_mul(p->b, p->d, p->e, MPFR_RNDN), mpfr_mul_2ui(p->b, p->b, 1, MPFR_RNDN);
    mpfr_add(r, p->a, p->b, MPFR_RNDN);
}
static void problem_init(peak_problem *p)
{
    mpfr_inits2(PEAK_PREC, p->c, p->mu_k, p->d, p->e, p->a, p->b, (mpfr_ptr)0);
}
static void problem_clear(peak_problem *p)
{
    mpfr_clears(p->c, p->mu_k, p->d, p->e, p->a, p->b, (mpfr_ptr)0);
}
static void problem_of(peak_problem *p, double mu_s, double mu_k, double v_s, double eps)
{
    mpfr_set_d(p->c, eps, MPFR_RNDN), mpfr_div_d(p->c, p->c, v_s, MPFR_RNDN);
    mpfr_set_d(p->mu_k, mu_k, MPFR_RNDN);
    mpfr_set_d(p->d, mu_s, MPFR_RNDN), mpfr_sub_d(p->d, p->d, mu_k, MPFR_RNDN);
}
static int bracket_done(const mpfr_t a, const mpfr_t b, mpfr_t w, mpfr_t u)
{
    mpfr_sub(w, b, a, MPFR_RNDN);
    mpfr_ui_sub(u, 1, a, MPFR_RNDN);
    if (mpfr_greater_p(u, b))
        mpfr_set(u, b, MPFR_RNDN);                                  /* min(b, 1 - a) */
    mpfr_mul_2si(u, u, -110, MPFR_RNDN);
    return mpfr_lessequal_p(w, u);
}
static void bisect_mpfr(mpfr_t root, peak_fn f, peak_problem *p, const mpfr_t lo,
                   const mpfr_t hi)
{
    mpfr_t a, b, m, v;
    mpfr_inits2(PEAK_PREC, a, b, m, v, (mpfr_ptr)0);
    mpfr_set(a, lo, MPFR_RNDN), mpfr_set(b, hi, MPFR_RNDN);
    f(v, p, a);
    const int positive_at_a = mpfr_sgn(v) > 0;
    while (!bracket_done(a, b, m, v)) {
        mpfr_add(m, a, b, MPFR_RNDN), mpfr_div_2ui(m, m, 1, MPFR_RNDN);
        if (mpfr_equal_p(m, a) || mpfr_equal_p(m, b))
            break;
        f(v, p, m);
        mpfr_set(mpfr_sgn(v) > 0 ? (positive_at_a ? a : b) : (positive_at_a ? b : a), m,
                 MPFR_RNDN);
    }
    mpfr_add(root, a, b, MPFR_RNDN), mpfr_div_2ui(root, root, 1, MPFR_RNDN);
    mpfr_clears(a, b, m, v, (mpfr_ptr)0);
}
static int positive_at(peak_fn f, peak_problem *p, const mpfr_t t)
{
    mpfr_t v;
    mpfr_init2(v, PEAK_PREC);
    f(v, p, t);
    const int s = mpfr_sgn(v) > 0;
    mpfr_clear(v);
    return s;
}
enum { MAX_HUMPS = 3 };
typedef struct { int n; mpfr_t t[MAX_HUMPS], g[MAX_HUMPS], best_t, best_g; } hump_list;
static void hump_init(hump_list *h)
{
    for (int i = 0; i < MAX_HUMPS; i++)
        mpfr_inits2(PEAK_PREC, h->t[i], h->g[i], (mpfr_ptr)0);
    mpfr_inits2(PEAK_PREC, h->best_t, h->best_g, (mpfr_ptr)0);
}
static void hump_clear(hump_list *h)
{
    for (int i = 0; i < MAX_HUMPS; i++)
        mpfr_clears(h->t[i], h->g[i], (mpfr_ptr)0);
    mpfr_clears(h->best_t, h->best_g, (mpfr_ptr)0);
}
static void collect_humps(hump_list *h, peak_problem *p, mpfr_t *cut, int n)
{
    h->n = 0;
    mpfr_set_ui(h->best_t, 1, MPFR_RNDN), mpfr_set_ui(h->best_g, 0, MPFR_RNDN);
    for (int i = 0; i < n && h->n < MAX_HUMPS; i++)
        if (positive_at(peak_slope, p, cut[i])
            && !positive_at(peak_slope, p, cut[i + 1])) {
            bisect_mpfr(h->t[h->n], peak_slope, p, cut[i], cut[i + 1]);
            peak_g(h->g[h->n], p, h->t[h->n]);
            if (mpfr_greater_p(h->g[h->n], h->best_g))
                mpfr_set(h->best_t, h->t[h->n], MPFR_RNDN),
                    mpfr_set(h->best_g, h->g[h->n], MPFR_RNDN);
            h->n++;
        }
}
static void certify_peak(hump_list *h, peak_problem *p)
{
    mpfr_t cut[5], mid[3];
    int n = 0, m = 1;
    for (int i = 0; i < 5; i++)
        mpfr_init2(cut[i], PEAK_PREC);
    for (int i = 0; i < 3; i++)
        mpfr_init2(mid[i], PEAK_PREC);
    mpfr_set_ui(mid[0], 0, MPFR_RNDN), mpfr_set_ui(mid[1], 1, MPFR_RNDN);
    if (positive_at(peak_h2, p, mid[0]) && !positive_at(peak_h2, p, mid[1]))
        bisect_mpfr(mid[m++], peak_h2, p, mid[0], mid[1]);
    mpfr_set_ui(mid[m], 1, MPFR_RNDN);
    mpfr_set_ui(cut[0], 0, MPFR_RNDN);
    for (int i = 0; i < m; i++)
        if (positive_at(peak_h1, p, mid[i]) != positive_at(peak_h1, p, mid[i + 1]))
            bisect_mpfr(cut[++n], peak_h1, p, mid[i], mid[i + 1]);
    mpfr_set_ui(cut[++n], 1, MPFR_RNDN);
    collect_humps(h, p, cut, n);
    for (int i = 0; i < 5; i++)
        mpfr_clear(cut[i]);
    for (int i = 0; i < 3; i++)
        mpfr_clear(mid[i]);
}
static void scaled_by_ect(mpfr_t r, peak_fn f, peak_problem *p, const mpfr_t t)
{
    f(r, p, t);                              /* e^{ct} f(t), f one of g', e^{-ct} h' */
    mpfr_mul(p->a, p->c, t, MPFR_RNDN), mpfr_exp(p->a, p->a, MPFR_RNDN);
    mpfr_mul(r, r, p->a, MPFR_RNDN);
}
static int derivative_matches(peak_fn f, int scaled, peak_fn df, peak_problem *p,
                              const mpfr_t t, int divide_by_c)
{
    mpfr_t lo, hi, u, v, want;
    mpfr_inits2(PEAK_PREC, lo, hi, u, v, want, (mpfr_ptr)0);
    mpfr_set_ui_2exp(u, 1, -80, MPFR_RNDN);
    mpfr_add(hi, t, u, MPFR_RNDN), mpfr_sub(lo, t, u, MPFR_RNDN);
    if (scaled)
        scaled_by_ect(u, f, p, hi), scaled_by_ect(v, f, p, lo);
    else
        f(u, p, hi), f(v, p, lo);
    mpfr_sub(u, u, v, MPFR_RNDN), mpfr_mul_2si(u, u, 79, MPFR_RNDN);     /* / 2^-79 */
    if (scaled)
        mpfr_mul(v, p->c, t, MPFR_RNDN), mpfr_neg(v, v, MPFR_RNDN),
            mpfr_exp(v, v, MPFR_RNDN), mpfr_mul(u, u, v, MPFR_RNDN);
    if (divide_by_c)
        mpfr_div(u, u, p->c, MPFR_RNDN);
    df(want, p, t);
    mpfr_add(v, p->mu_k, p->d, MPFR_RNDN), mpfr_mul_ui(v, v, 8, MPFR_RNDN);
    mpfr_add_ui(hi, p->c, 1, MPFR_RNDN), mpfr_sqr(hi, hi, MPFR_RNDN);
    mpfr_mul(v, v, hi, MPFR_RNDN), mpfr_mul_2si(v, v, -60, MPFR_RNDN);   /* tolerance */
    mpfr_sub(u, u, want, MPFR_RNDN), mpfr_abs(u, u, MPFR_RNDN);
    const int ok = mpfr_lessequal_p(u, v);
    mpfr_clears(lo, hi, u, v, want, (mpfr_ptr)0);
    return ok;
}
static void check_peak_algebra(check_tally *tally)
{
    static const double c[3] = { 0.3, 3, 30 }, ratio[3] = { 0, 0.2, 1 },
                        t[3] = { 0.1, 0.5, 0.9 };
    peak_problem p;
    mpfr_t u;
    int ok = 1;
    problem_init(&p), mpfr_init2(u, PEAK_PREC);
    for (int i = 0; i < 27; i++) {
        problem_of(&p, 1, ratio[i / 3 % 3], 1 / c[i / 9], 1);
        mpfr_set_d(u, t[i % 3], MPFR_RNDN);
        ok &= derivative_matches(peak_g, 0, peak_slope, &p, u, 0);
        ok &= derivative_matches(peak_slope, 1, peak_h1, &p, u, 0);
        ok &= derivative_matches(peak_h1, 1, peak_h2, &p, u, 1);
    }
    problem_clear(&p), mpfr_clear(u);
    check(tally, ok, "peak: g' = dg/dt, e^{-ct} h' and e^{-ct} h''/c as the proof writes "
          "them, h = e^{ct} g' (difference quotients in MPFR, 27 points)");
}
typedef struct {
    long cases, bounds_bad, three_humps, two_below, two_humps, wrong_bits, undecided;
    int beyond;                                   /* problems beyond the fast range */
    double worst_g, worst_t;
} peak_tally;
static peak_tally ptally;
static double position_error(const hump_list *h, double at, double g)
{
    double best = HUGE_VAL;
    for (int i = 0; i < h->n; i++)
        if (ulp_error(g, h->g[i], h->g[i]) <= 2 * peak_bound) {
            const double t = mpfr_get_d(h->t[i], MPFR_RNDN);
            best = fmin(best, fabs(at - t) / t);
        }
    return h->n == 0 ? (at == 1 ? 0 : HUGE_VAL) : best;
}
static int peak_within_bounds(peak_problem *p, const hump_list *h, double mu_s)
{
    mpfr_t one, low, slope;
    mpfr_inits2(PEAK_PREC, one, low, slope, (mpfr_ptr)0);
    mpfr_set_ui(one, 1, MPFR_RNDN);
    peak_g(low, p, one);                                   /* g(1) = mu_k + D e^{-c} */
    peak_slope(slope, p, one);
    const int ok = mpfr_greaterequal_p(h->best_g, low) && mpfr_sgn(slope) < 0
                   && mpfr_cmp_d(h->best_g, mu_s) < 0;
    mpfr_clears(one, low, slope, (mpfr_ptr)0);
    return ok;
}
static void compare_peak(double mu_s, double mu_k, double v_s, double eps, hump_list *h)
{
    peak_problem p;
    problem_init(&p);
    problem_of(&p, mu_s, mu_k, v_s, eps);
    certify_peak(h, &p);
    double at;
    const double g = smooth_mu_stribeck_f1_peak(mu_s, mu_k, v_s, eps, &at);
    const double err = ulp_error(g, h->best_g, h->best_g);
    ptally.cases++;
    ptally.worst_g = err > ptally.worst_g || isnan(err) ? err : ptally.worst_g;
    ptally.worst_t = fmax(ptally.worst_t, position_error(h, at, g));
    ptally.three_humps += h->n > 2;
    ptally.two_humps += h->n == 2;
    ptally.two_below += h->n == 2 && mpfr_cmp_d(p.c, 4) <= 0;
    {
        mpfr_t m;
        mpfr_init2(m, PEAK_PREC);
        mpfr_mul_d(m, h->best_g, 1 - 0x1p-200, MPFR_RNDD);
        const double below = mpfr_get_d(m, MPFR_RNDN);
        mpfr_mul_d(m, h->best_g, 1 + 0x1p-200, MPFR_RNDU);
        const double above = mpfr_get_d(m, MPFR_RNDN);
        mpfr_clear(m);
        if (below != above)
            ptally.undecided++;
        else if (memcmp(&below, &g, sizeof g) != 0 && ptally.wrong_bits++ < 3)
            printf("     peak at (%a, %a, %a, %a): %a, correctly rounded %a\n", mu_s, mu_k,
                   v_s, eps, g, below);
    }
    if (!ptally.beyond && mu_s > mu_k && !peak_within_bounds(&p, h, mu_s)
        && ptally.bounds_bad++ < 3)
        printf("     bounds at (%a, %a, %a, %a): g* %a\n", mu_s, mu_k, v_s, eps,
               mpfr_get_d(h->best_g, MPFR_RNDN));
    if (err > peak_bound)
        printf("     peak at (%a, %a, %a, %a): %a, error %.3g ulps\n", mu_s, mu_k, v_s,
               eps, g, err);
    problem_clear(&p);
}
static int table_entry(FILE *f, double c, double ratio, hump_list *h)
{
    peak_problem p;
    mpfr_t t, g, top;
    int ok = 1;
    problem_init(&p), mpfr_inits2(PEAK_PREC, t, g, top, (mpfr_ptr)0);
    problem_of(&p, 1, ratio, 1 / c, 1);
    certify_peak(h, &p);
    if (f)
        fprintf(f, " & %.4f (%.4g)%s", mpfr_get_d(h->best_g, MPFR_RNDN),
                mpfr_get_d(h->best_t, MPFR_RNDN), h->n == 2 ? "$^\\dagger$" : "");
    mpfr_mul_2si(top, h->best_g, -200, MPFR_RNDN);
    mpfr_add(top, top, h->best_g, MPFR_RNDN);                    /* g* (1 + 2^-200) */
    for (int i = 0; i <= 2000; i++) {
        mpfr_set_ui(t, i, MPFR_RNDN), mpfr_div_ui(t, t, 2000, MPFR_RNDN);
        peak_g(g, &p, t);
        ok &= mpfr_lessequal_p(g, top);
    }
    problem_clear(&p), mpfr_clears(t, g, top, (mpfr_ptr)0);
    return ok;
}
static void write_peak_table(check_tally *t, const char *texdir)
{
    static const double c[10] = { 0.01, 0.1, 0.5, 1, 2, 5, 10, 20, 50, 100 },
                        ratio[5] = { 0, 0.01, 0.1, 0.5, 0.9 };
    FILE *f = check_open_tex(texdir, "stribeck-peak.tex");
    hump_list h;
    int missed = 0;
    hump_init(&h);
    if (f)
        fputs("\\begin{tabular}{r*{5}{l}}\\toprule $c$ & \\multicolumn{5}{c}"
              "{$\\mu_k/\\mu_s$}\\\\ & 0 & 0.01 & 0.1 & 0.5 & 0.9\\\\\\midrule\n", f);
    for (int k = 0; k < 10; k++) {
        if (f)
            fprintf(f, "%g", c[k]);
        for (int r = 0; r < 5; r++)
            missed += !table_entry(f, c[k], ratio[r], &h);
        if (f)
            fputs("\\\\\n", f);
    }
    if (f)
        fputs("\\bottomrule\\end{tabular}\n", f), fclose(f);
    hump_clear(&h);
    check(t, missed == 0, "certified peak: no sample of g at 2001 points exceeds it (50 "
          "problems of the book's table)");
}
static void check_peaks(check_tally *t, const char *texdir)
{
    static const double ratio[10] = { 0, 1e-4, 0.01, 0.05, 0.1, 0.3, 0.5, 0.75, 0.9, 1 };
    hump_list h;
    hump_init(&h);
    check_peak_algebra(t);
    for (int k = -60; k <= 60; k += (int)check_sample())
        for (int r = 0; r < 10; r++)
            compare_peak(1, ratio[r], 1 / exp2(k / 2.0), 1, &h);
    for (long k = 0, n = check_cases(400); k < n; k++) {
        const double mu_s = log_uniform(-20, 20), eps = log_uniform(-20, 20);
        const double u = uniform01();
        const double mu_k = u < 0.1 ? 0 : u < 0.2 ? mu_s : mu_s * uniform01();
        compare_peak(mu_s, mu_k, eps / log_uniform(-60, 60), eps, &h);
    }
    ptally.beyond = 1;
    for (int k = 0; k < 12; k++) {
        const double u = uniform01(), w = 1 + uniform01();
        compare_peak(exp2(-1074 + 74 * u), 0, 1, exp2(-8 + 16 * uniform01()), &h);
        compare_peak(exp2(-1060 + 60 * u), exp2(-1074 + 14 * u), 1, w, &h);
        compare_peak(w, w * uniform01(), exp2(-61 - 139 * u), 1, &h);
        compare_peak(w, 0, exp2(900 + 100 * u), 1, &h);
        compare_peak(w, w * 0x1p-300, exp2(-300 - 20 * u), 1, &h);
        compare_peak(1, exp2(-12 * u), 1, 4.40367 + 0.00001 * u, &h);
    }
    compare_peak(0x1.01139af414169p-7, 0x1.ee7ddbcafb18ap-12, 0x1.2148712e7a954p-5,
                 0x1.3e7aa49357c19p-3, &h);
    compare_peak(0x1.31e976688c18fp+7, 0x1.5dc6a6f783c75p-1, 0x1.373259407a9d8p+6,
                 0x1.569acc5212708p+8, &h);
    compare_peak(0x1.e0e44f57aeb6ep+926, 0x1.366c6c5b4a4e4p+874, 0x1.8e72b977fd8c1p-123,
                 0x1.1684aa82b9269p-73, &h);
    compare_peak(0x1.b079cb017ce69p-154, 0x1.59f3c8624f6a9p-206, 0x1.cbae6436a47cdp-96,
                 0x1.176b0970dfea5p-44, &h);
    hump_clear(&h);
    check(t, ptally.worst_g <= peak_bound, "smooth_mu_stribeck_f1_peak: g* within %g ulps of "
          "the certified peak, %ld problems (largest %.3g)", peak_bound, ptally.cases,
          ptally.worst_g);
    check(t, ptally.wrong_bits == 0 && ptally.undecided == 0, "smooth_mu_stribeck_f1_peak: g*"
          " correctly rounded, bit for bit, %ld problems (%ld undecided)", ptally.cases,
          ptally.undecided);
    check(t, ptally.worst_t <= 0x1p-20, "smooth_mu_stribeck_f1_peak: the argmax is a "
          "certified hump's within 2^-20 relative (largest %.3g)", ptally.worst_t);
    check(t, ptally.bounds_bad == 0, "certified: mu_k + (mu_s - mu_k) e^{-c} < g* < mu_s "
          "whenever mu_k < mu_s (%ld problems)", ptally.cases);
    check(t, ptally.three_humps == 0 && ptally.two_below == 0, "certified: at most two "
          "humps, and one when c <= 4 (%ld problems have two)", ptally.two_humps);
    write_peak_table(t, texdir);
}
static int left_minus_right(peak_problem *p, hump_list *h, const mpfr_t c)
{                                                  /* sign of g(left) - g(right), or 2 */
    mpfr_set(p->c, c, MPFR_RNDN);
    certify_peak(h, p);
    return h->n == 2 ? mpfr_cmp(h->g[0], h->g[1]) : 2;
}
static int bracket_tight(const mpfr_t lo, const mpfr_t hi)
{
    mpfr_t w, u;
    mpfr_inits2(PEAK_PREC, w, u, (mpfr_ptr)0);
    mpfr_sub(w, hi, lo, MPFR_RNDN), mpfr_mul_2si(u, hi, -80, MPFR_RNDN);
    const int r = mpfr_lessequal_p(w, u);
    mpfr_clears(w, u, (mpfr_ptr)0);
    return r;
}
static int tie_of(double ratio, mpfr_t c_tie, hump_list *h)
{
    peak_problem p;
    mpfr_t lo, hi;
    int found = 0;
    problem_init(&p), mpfr_inits2(PEAK_PREC, lo, hi, (mpfr_ptr)0);
    mpfr_set_d(p.mu_k, ratio, MPFR_RNDN), mpfr_ui_sub(p.d, 1, p.mu_k, MPFR_RNDN);
    mpfr_set_ui(lo, 8, MPFR_RNDN), mpfr_sqrt(lo, lo, MPFR_RNDN);           /* 2 sqrt 2 */
    for (int s = 0; !found && mpfr_cmp_ui(lo, 1 << 14) < 0; s++) {
        mpfr_mul_d(hi, lo, 1.05, MPFR_RNDN);
        found = left_minus_right(&p, h, lo) > 0 && left_minus_right(&p, h, hi) < 0;
        if (!found)
            mpfr_set(lo, hi, MPFR_RNDN);
    }
    while (found && mpfr_cmp(hi, lo) > 0 && !bracket_tight(lo, hi)) {
        mpfr_add(c_tie, lo, hi, MPFR_RNDN), mpfr_div_2ui(c_tie, c_tie, 1, MPFR_RNDN);
        mpfr_set(left_minus_right(&p, h, c_tie) > 0 ? lo : hi, c_tie, MPFR_RNDN);
    }
    problem_clear(&p), mpfr_clears(lo, hi, (mpfr_ptr)0);
    return found;
}
static int library_takes(double c, double ratio, int which, hump_list *h)
{
    peak_problem p;
    double at;
    problem_init(&p);
    problem_of(&p, 1, ratio, 1 / c, 1);
    certify_peak(h, &p);
    smooth_mu_stribeck_f1_peak(1, ratio, 1 / c, 1, &at);
    const double t = mpfr_get_d(h->t[which], MPFR_RNDN);
    problem_clear(&p);
    return h->n == 2 && fabs(at - t) <= 0x1p-20 * t;
}
static void write_tie(FILE *f, const char *sfx, double c, double tl, double tr, double g)
{
    if (f)
        fprintf(f, "\\newcommand{\\StribeckTieC%s}{%.4g}\n"
                "\\newcommand{\\StribeckTieLeft%s}{%.3g}\n"
                "\\newcommand{\\StribeckTieRight%s}{%.4g}\n"
                "\\newcommand{\\StribeckTieHeight%s}{%.4g}\n", sfx, c, sfx, tl, sfx, tr,
                sfx, g);
}
static void find_ties(check_tally *t, const char *texdir)
{
    static const double ratio[2] = { 0.01, 0.1 };
    static const char *const suffix[2] = { "", "Tenth" };
    FILE *f = check_open_tex(texdir, "stribeck-numbers.tex");
    hump_list h;
    mpfr_t c;
    hump_init(&h), mpfr_init2(c, PEAK_PREC);
    for (int r = 0; r < 2; r++) {
        const int found = tie_of(ratio[r], c, &h);
        const double cd = mpfr_get_d(c, MPFR_RNDN);
        const double tl = mpfr_get_d(h.t[0], MPFR_RNDN);
        const double tr = mpfr_get_d(h.t[1], MPFR_RNDN);
        const double g = mpfr_get_d(h.g[0], MPFR_RNDN);
        const int equal = found && h.n == 2 && ulp_error(g, h.g[1], h.g[1]) < 1;
        const int jumps = found && library_takes(cd * (1 - 0x1p-30), ratio[r], 0, &h)
                          && library_takes(cd * (1 + 0x1p-30), ratio[r], 1, &h);
        check(t, equal && jumps, "peak, mu_k/mu_s = %g: the two humps are equally high "
              "(%.6g) at c = %.10g, at t = %.4g and %.4g; the library's argmax jumps "
              "between them across it", ratio[r], g, cd, tl, tr);
        write_tie(f, suffix[r], cd, tl, tr, g);
    }
    if (f)
        fclose(f);
    hump_clear(&h), mpfr_clear(c);
}
static const int directed_modes[3] = { FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO };
typedef struct { double value; int err, kept; } mode_call;
static mode_call call_in_mode(int i, const stribeck_input *in, int mode)
{
    mode_call r;
    fesetround(mode);
    errno = ERRNO_MARK;
    r.value = i < NFUN ? call_stribeck(i, in)
                       : smooth_mu_stribeck_f1_peak(in->mu_s, in->mu_k, in->v_s, in->eps,
                                                    NULL);
    r.err = errno;
    r.kept = fegetround() == mode;
    fesetround(FE_TONEAREST);
    return r;
}
static long mode_broken[NFUN + 1], mode_calls[NFUN + 1], mode_far[NFUN + 1];
static double mode_worst[NFUN + 1];
static int one_step_from(double got, double nearest)
{
    return got == nearest || got == nextafter(nearest, INFINITY)
           || got == nextafter(nearest, -INFINITY) || (isnan(got) && isnan(nearest));
}
static void judge_in_modes(int i, const stribeck_input *in, mpfr_t *truth)
{
    const mode_call near = call_in_mode(i, in, FE_TONEAREST);
    const int bad_input = isnan(in->y) || isnan(in->mu_s) || isnan(in->mu_k)
                          || isnan(in->v_s) || isnan(in->eps);
    for (int m = 0; m < 3; m++) {
        const mode_call r = call_in_mode(i, in, directed_modes[m]);
        const int domain = bad_input || near.err == EDOM || (i == HESSIAN && in->y == 0);
        const int broken = !r.kept || !near.kept
                           || (domain ? r.err != near.err
                                            || isnan(r.value) != isnan(near.value)
                                            || (!isnan(r.value) && r.value != near.value)
                                      : isnan(r.value) && !isnan(near.value));
        mode_calls[i]++;
        if (broken && mode_broken[i]++ < 2)
            printf("     %s in mode %d at (%a, %a, %a, %a, %a): %a (errno %d), "
                   "nearest %a (errno %d)\n", i < NFUN ? fun[i].name : "peak", m, in->y,
                   in->mu_s, in->mu_k, in->v_s, in->eps, r.value, r.err, near.value,
                   near.err);
        if (truth && i < NFUN && !(i == HESSIAN && in->y == 0)) {
            const double e = ulp_error(r.value, truth[i],
                                       truth[i == FORCE_SLOPE ? SCALE : i]);
            mode_worst[i] = e > mode_worst[i] || isnan(e) ? e : mode_worst[i];
            mode_far[i] += !one_step_from(r.value, near.value);
        }
    }
}
static void try_rounding_modes(check_tally *t)
{
    static stribeck_input list[2048];
    const int n = special_inputs(list);
    for (int k = 0; k < 300 + n + NOUTSIDE; k++) {
        const stribeck_input in = k < 300 ? draw_input(RANDOM)
                                  : k < 300 + n ? list[k - 300]
                                  : outside_domain[k - 300 - n];
        mpfr_t v[NTRUTH];
        const mpfr_prec_t prec = truth_precision(&in);
        if (k < 300)
            truths_init(v, prec), truth_at(v, &in, prec);
        for (int i = 0; i <= NFUN; i++)
            judge_in_modes(i, &in, k < 300 ? v : NULL);
        if (k < 300)
            truths_clear(v);
    }
    long broken = 0, calls = 0;
    for (int i = 0; i <= NFUN; i++)
        broken += mode_broken[i], calls += mode_calls[i];
    check(t, broken == 0, "directed rounding modes, %ld calls of the seven functions and "
          "the peak: mode left alone; NaN, EDOM and the pole as in round-to-nearest, no "
          "new NaN", calls);
    long far = 0;
    for (int i = 0; i < NFUN; i++) {
        printf("     %-44s directed modes, moderate inputs: largest error %.3g ulps, "
               "%ld of 900 results beyond one step of round-to-nearest's\n", fun[i].name,
               mode_worst[i], mode_far[i]);
        far += mode_far[i];
    }
    check(t, far == 0, "directed rounding modes: the seven correctly rounded functions "
          "within one step of round-to-nearest's result (%ld beyond)", far);
}
static void tex_error(FILE *f, double e)
{
    if (!(e < HUGE_VAL))
        fputs("$\\infty$", f);
    else if (e < 1e4)
        fprintf(f, "%.2f", e);
    else {
        const int d = (int)floor(log10(e));
        fprintf(f, "$%.1f\\cdot10^{%d}$", e / pow(10, d), d);
    }
}
static void write_accuracy_table(const char *texdir)
{
    FILE *f = check_open_tex(texdir, "stribeck-accuracy.tex");
    if (f == NULL)
        return;
    fputs("\\begin{center}\\small\\begin{tabular}{lrrrr}\\toprule & & \\multicolumn{2}"
          "{c}{largest error (ulps)} &\\\\ function & inputs & moderate & all & bound"
          "\\\\\\midrule\n", f);
    for (int i = 0; i < NFUN; i++) {
        long cases;
        const double all = worst_of(i, &cases);
        const double moderate = fmax(error_rows[RANDOM][i].worst,
                                     error_rows[NEIGHBOURS][i].worst);
        fprintf(f, "$%s$ & %ld & ", fun[i].formula, cases);
        tex_error(f, moderate), fputs(" & ", f), tex_error(f, all);
        fprintf(f, " & %g\\\\\n", fun[i].bound);
    }
    fprintf(f, "peak $g^*$ & %ld & & ", ptally.cases);
    tex_error(f, ptally.worst_g);
    fprintf(f, " & %g\\\\\n\\bottomrule\\end{tabular}\\end{center}\n", peak_bound);
    fclose(f);
}
int main(int argc, char **argv)
{
    const char *texdir = argc == 3 && strcmp(argv[1], "--tex") == 0 ? argv[2] : NULL;
    check_tally tally = { 0, 0 };
    if (argc != 1 && !texdir) {
        fprintf(stderr, "usage: %s [--tex DIR]\n", argv[0]);
        return 2;
    }
    mpfr_set_emin(mpfr_get_emin_min());
    mpfr_set_emax(mpfr_get_emax_max());
    printf("== Chapter 6: friction that depends on speed ==\n");
    check_integration_by_parts(&tally);
    measure_accuracy(&tally);
    compare_with_quadrature(&tally);
    check_derivatives(&tally);
    check_continuity(&tally);
    check_bad_input(&tally);
    check_peaks(&tally, texdir);
    find_ties(&tally, texdir);
    try_rounding_modes(&tally);
    write_accuracy_table(texdir);
    mpfr_free_cache();
    return check_finish(&tally, "check-stribeck");
}
