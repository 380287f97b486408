/* Tangled from doc/peak-check.nw; edit there, not here. */
#include "check.h"
#include "mollifier-exact.h"
#include "mpv.h"
#include "qpoly.h"
#include "random.h"
#include "smooth-friction.h"
#include "smooth-mu.h"
#include "smooth-peak.h"
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

enum { CUBIC, QUADRATIC, PEAKED, NBLEND };
static const char *const blend_name[NBLEND] = { "cubic", "quadratic", "peak-preserving" };

static void qpoly_from3(qpoly *p, const mpq_t c0, const mpq_t c1, const mpq_t c2)
{
    qpoly_clear(p);
    qpoly_init(p);
    qpoly_set_coef(p, 0, c0);
    qpoly_set_coef(p, 1, c1);
    qpoly_set_coef(p, 2, c2);
}
static void blend_force(qfun *g, int blend, const mpq_t r)
{
    mpq_t a, b, c, one, rm1, tau, s;
    qpoly f1, m;
    mpq_inits(a, b, c, one, rm1, tau, s, (mpq_ptr)0);
    qpoly_init(&f1);
    qpoly_init(&m);
    mpq_set_ui(one, 1, 1);
    mpq_sub(rm1, r, one);                                  /* r - 1 */
    qpoly_set_coef_si(&f1, 1, 2, 1);
    qpoly_set_coef_si(&f1, 2, -1, 1);                      /* F1 = 2t - t^2 */
    if (blend == CUBIC) {
        qfun_init(g, 2, 1, 0);
        mpq_set_ui(g->brk[0], 1, 1);
        mpq_set_si(b, 3, 1);
        mpq_mul(b, b, rm1);
        mpq_mul_2exp(c, rm1, 1);
        mpq_neg(c, c);
        qpoly_set_coef(&m, 0, one);
        qpoly_set_coef(&m, 2, b);
        qpoly_set_coef(&m, 3, c);                                    /* 1 + (r-1)(3t^2 - 2t^3) */
        qpoly_mul(&g->p[0][0], &m, &f1);
    } else if (blend == QUADRATIC) {
        qfun_init(g, 3, 1, 0);
        mpq_set_ui(g->brk[0], 1, 2);
        mpq_set_ui(g->brk[1], 1, 1);
        mpq_set_ui(a, 0, 1);
        mpq_mul_2exp(c, rm1, 1);
        qpoly_from3(&m, one, a, c);                                  /* 1 + 2(r-1)t^2 */
        qpoly_mul(&g->p[0][0], &m, &f1);
        mpq_sub(a, r, c);                                            /* r - 2(r-1)(1-t)^2 */
        mpq_mul_2exp(b, c, 1);
        mpq_neg(c, c);
        qpoly_from3(&m, a, b, c);
        qpoly_mul(&g->p[1][0], &m, &f1);
    } else if (mpq_cmp(r, one) >= 0) {                     /* mu_k f1 when mu_k >= mu_s */
        qfun_init(g, 2, 1, 0);
        mpq_set_ui(g->brk[0], 1, 1);
        qpoly_scale(&g->p[0][0], &f1, r);
    } else {
        qfun_init(g, 4, 1, 0);
        mpq_add(tau, one, r);
        mpq_div_2exp(tau, tau, 1);                             /* tau = (1 + r)/2 */
        mpq_set(g->brk[0], tau);
        mpq_add(g->brk[1], tau, one);
        mpq_div_2exp(g->brk[1], g->brk[1], 1);
        mpq_set_ui(g->brk[2], 1, 1);
        mpq_set_ui(a, 0, 1);
        mpq_inv(b, tau);
        mpq_mul_2exp(b, b, 1);                                 /* 2/tau */
        mpq_mul(c, tau, tau);
        mpq_inv(c, c);
        mpq_neg(c, c);                                         /* -1/tau^2 */
        qpoly_from3(&g->p[0][0], a, b, c);
        mpq_sub(s, one, tau);
        mpq_mul(s, s, s);
        mpq_div(s, rm1, s);
        mpq_mul_2exp(s, s, 1);                                 /* 2(r-1)/(1-tau)^2 */
        mpq_mul(a, s, tau);
        mpq_mul(a, a, tau);
        mpq_add(a, a, one);
        mpq_mul(b, s, tau);
        mpq_mul_2exp(b, b, 1);
        mpq_neg(b, b);
        qpoly_from3(&g->p[1][0], a, b, s);                     /* 1 + 2(r-1)(t-tau)^2/(1-tau)^2 */
        mpq_neg(s, s);
        mpq_add(a, r, s);
        mpq_mul_2exp(b, s, 1);
        mpq_neg(b, b);
        qpoly_from3(&g->p[2][0], a, b, s);                     /* r + 2(1-r)(1-t)^2/(1-tau)^2 */
    }
    qpoly_set_coef(&g->p[g->npieces - 1][0], 0, r);        /* mu_k beyond eps_v */
    qpoly_clear(&f1);
    qpoly_clear(&m);
    mpq_clears(a, b, c, one, rm1, tau, s, (mpq_ptr)0);
}
static void mpfr_qpoly_eval(mpfr_t r, const qpoly *p, const mpfr_t t)
{
    mpq_t c;
    mpfr_t x;
    mpq_init(c);
    mpfr_init2(x, mpfr_get_prec(r));
    mpfr_set_ui(r, 0, MPFR_RNDN);
    for (int k = qpoly_highest(p); k >= 0; k--) { /* Horner; these pieces have no poles */
        qpoly_get_coef(c, p, k);
        mpfr_mul(r, r, t, MPFR_RNDN);
        mpfr_set_q(x, c, MPFR_RNDN);
        mpfr_add(r, r, x, MPFR_RNDN);
    }
    mpfr_clear(x);
    mpq_clear(c);
}
static void deflate_at(qpoly *p, const mpq_t a)  /* divide out (t - a) while p(a) = 0 */
{
    mpq_t v, c, b;
    mpq_inits(v, c, b, (mpq_ptr)0);
    while (!qpoly_is_zero(p) && qpoly_lowest(p) >= 0 && qpoly_eval(v, p, a) == 0
           && mpq_sgn(v) == 0) {
        qpoly q;
        qpoly_init(&q);
        mpq_set_ui(b, 0, 1);
        for (int k = qpoly_highest(p); k >= 1; k--) {        /* synthetic division */
            qpoly_get_coef(c, p, k);
            mpq_mul(b, b, a);
            mpq_add(b, b, c);
            qpoly_set_coef(&q, k - 1, b);
        }
        qpoly_set(p, &q);
        qpoly_clear(&q);
    }
    mpq_clears(v, c, b, (mpq_ptr)0);
}
static void keep_if_larger(mpfr_t gstar, mpfr_t tstar, const mpfr_t v, const mpfr_t t)
{
    if (mpfr_cmp(v, gstar) > 0) {
        mpfr_set(gstar, v, MPFR_RNDN);
        mpfr_set(tstar, t, MPFR_RNDN);
    }
}
enum { STURM_MAX = 16 };
typedef struct { int n; qpoly p[STURM_MAX]; } sturm_chain;

static void sturm_init(sturm_chain *s, const qpoly *f)
{
    qpoly q;
    mpq_t minus_one;
    qpoly_init(&q);
    mpq_init(minus_one);
    mpq_set_si(minus_one, -1, 1);
    for (int k = 0; k < STURM_MAX; k++)
        qpoly_init(&s->p[k]);
    qpoly_set(&s->p[0], f);
    qpoly_deriv(&s->p[1], f);
    s->n = qpoly_is_zero(&s->p[1]) ? 1 : 2;
    while (s->n >= 2 && s->n < STURM_MAX) {
        qpoly_divrem(&q, &s->p[s->n], &s->p[s->n - 2], &s->p[s->n - 1]);
        if (qpoly_is_zero(&s->p[s->n]))
            break;
        qpoly_scale(&s->p[s->n], &s->p[s->n], minus_one);
        s->n++;
    }
    qpoly_clear(&q);
    mpq_clear(minus_one);
}

static void sturm_clear(sturm_chain *s)
{
    for (int k = 0; k < STURM_MAX; k++)
        qpoly_clear(&s->p[k]);
}

static int sign_changes(const sturm_chain *s, const mpq_t x)
{
    int changes = 0, last = 0;
    mpq_t v;
    mpq_init(v);
    for (int k = 0; k < s->n; k++) {
        qpoly_eval(v, &s->p[k], x);
        if (mpq_sgn(v) != 0) {
            changes += last != 0 && mpq_sgn(v) != last;
            last = mpq_sgn(v);
        }
    }
    mpq_clear(v);
    return changes;
}
static void square_free_part(qpoly *r, const qpoly *f)
{
    sturm_chain s;
    qpoly rem;
    sturm_init(&s, f);
    qpoly_init(&rem);
    if (s.n >= 2 && qpoly_highest(&s.p[s.n - 1]) > 0)
        qpoly_divrem(r, &rem, f, &s.p[s.n - 1]);
    else
        qpoly_set(r, f);
    qpoly_clear(&rem);
    sturm_clear(&s);
}
static void polish(mpfr_t t, const sturm_chain *s, const mpq_t a, const mpq_t b);

static void isolate(const sturm_chain *s, const mpq_t a, const mpq_t b, int va, int vb,
                    const qpoly *G, mpfr_t gstar, mpfr_t tstar)
{
    mpq_t m, v;
    if (va - vb <= 0)
        return;
    if (va - vb == 1) {
        mpfr_t t, g;
        mpfr_inits2(256, t, g, (mpfr_ptr)0);
        polish(t, s, a, b);
        mpfr_qpoly_eval(g, G, t);
        keep_if_larger(gstar, tstar, g, t);
        mpfr_clears(t, g, (mpfr_ptr)0);
        return;
    }
    mpq_inits(m, v, (mpq_ptr)0);
    mpq_add(m, a, b);
    mpq_div_2exp(m, m, 1);
    while (qpoly_eval(v, &s->p[0], m), mpq_sgn(v) == 0) {
        mpq_add(m, m, a);
        mpq_div_2exp(m, m, 1);
    }
    {
        const int vm = sign_changes(s, m);
        isolate(s, a, m, va, vm, G, gstar, tstar);
        isolate(s, m, b, vm, vb, G, gstar, tstar);
    }
    mpq_clears(m, v, (mpq_ptr)0);
}
static int sign_at(const qpoly *f, const mpq_t x)
{
    mpq_t v;
    int sg;
    mpq_init(v);
    qpoly_eval(v, f, x);
    sg = mpq_sgn(v);
    mpq_clear(v);
    return sg;
}

static int certify(const sturm_chain *s, const mpfr_t t, const mpq_t a, const mpq_t b)
{
    mpfr_t x;
    mpq_t lo, hi;
    int ok;
    mpfr_init2(x, 256);
    mpq_inits(lo, hi, (mpq_ptr)0);
    mpfr_sub_d(x, t, 0x1p-200, MPFR_RNDN);
    mpfr_get_q(lo, x);
    mpfr_add_d(x, t, 0x1p-200, MPFR_RNDN);
    mpfr_get_q(hi, x);
    ok = mpq_cmp(lo, a) > 0 && mpq_cmp(hi, b) < 0
         && sign_at(&s->p[0], lo) * sign_at(&s->p[0], hi) <= 0;
    mpq_clears(lo, hi, (mpq_ptr)0);
    mpfr_clear(x);
    return ok;
}
static void polish(mpfr_t t, const sturm_chain *s, const mpq_t a, const mpq_t b)
{
    mpfr_t d, dd;
    mpq_t lo, hi, m;
    mpfr_inits2(256, d, dd, (mpfr_ptr)0);
    mpq_inits(lo, hi, m, (mpq_ptr)0);
    mpq_add(m, a, b);
    mpq_div_2exp(m, m, 1);
    mpfr_set_q(t, m, MPFR_RNDN);
    for (int it = 0; it < 60; it++) {                       /* simple root: quadratic */
        mpfr_qpoly_eval(d, &s->p[0], t);
        mpfr_qpoly_eval(dd, &s->p[1], t);
        if (mpfr_zero_p(d) || mpfr_zero_p(dd))
            break;
        mpfr_div(d, d, dd, MPFR_RNDN);
        mpfr_sub(t, t, d, MPFR_RNDN);
        if (mpfr_get_exp(d) < -240)
            break;
    }
    if (!certify(s, t, a, b)) {                             /* bisection on the sign */
        const int sa = sign_at(&s->p[0], a);
        mpq_set(lo, a);
        mpq_set(hi, b);
        for (int it = 0; it < 2000; it++) {
            mpq_sub(m, hi, lo);
            if (mpq_sgn(m) == 0 || mpz_sizeinbase(mpq_denref(m), 2)
                                   > mpz_sizeinbase(mpq_numref(m), 2) + 201)
                break;
            mpq_add(m, lo, hi);
            mpq_div_2exp(m, m, 1);
            if (sign_at(&s->p[0], m) == sa)
                mpq_set(lo, m);
            else
                mpq_set(hi, m);
        }
        mpq_add(m, lo, hi);
        mpq_div_2exp(m, m, 1);
        mpfr_set_q(t, m, MPFR_RNDN);
    }
    mpq_clears(lo, hi, m, (mpq_ptr)0);
    mpfr_clears(d, dd, (mpfr_ptr)0);
}
static int find_peak(mpfr_t gstar, mpfr_t tstar, const qfun *g)
{
    int certified = 1;
    mpfr_t t, v;
    mpfr_inits2(256, t, v, (mpfr_ptr)0);
    mpfr_set_ui(gstar, 0, MPFR_RNDN);                        /* G(0) = 0 */
    mpfr_set_ui(tstar, 0, MPFR_RNDN);
    for (int i = 0; i < g->npieces && (i == 0 || mpq_cmp_ui(g->brk[i - 1], 1, 1) < 0);
         i++) {
        qpoly dg, f;
        mpq_t lo, hi;
        qpoly_init(&dg);
        qpoly_init(&f);
        mpq_inits(lo, hi, (mpq_ptr)0);
        if (i > 0)
            mpq_set(lo, g->brk[i - 1]);
        mpq_set_ui(hi, 1, 1);
        if (i < g->npieces - 1)
            mpq_set(hi, g->brk[i]);
        qpoly_deriv(&dg, &g->p[i][0]);
        deflate_at(&dg, lo);
        deflate_at(&dg, hi);
        if (i < g->npieces - 1) {
            mpfr_set_q(t, g->brk[i], MPFR_RNDN);
            mpfr_qpoly_eval(v, &g->p[i][0], t);
            keep_if_larger(gstar, tstar, v, t);
        }
        if (!qpoly_is_zero(&dg) && qpoly_lowest(&dg) < 0) {
            certified = 0;
            fprintf(stderr, "find_peak: G' of piece %d has negative powers\n", i);
        } else if (!qpoly_is_zero(&dg) && qpoly_highest(&dg) > 0) {
            sturm_chain s;
            square_free_part(&f, &dg);
            sturm_init(&s, &f);
            isolate(&s, lo, hi, sign_changes(&s, lo), sign_changes(&s, hi), &g->p[i][0], gstar,
                    tstar);
            sturm_clear(&s);
        }
        qpoly_clear(&dg);
        qpoly_clear(&f);
        mpq_clears(lo, hi, (mpq_ptr)0);
    }
    mpfr_clears(t, v, (mpfr_ptr)0);
    return certified;
}
typedef double (*peak_fn)(double mu_s, double mu_k, double *y_over_eps);

static int peak_wrong[2], position_wrong[2];                /* not the nearest double */
static int many;                                             /* --many: the long run */

static void peak_error(int blend, double mu_s, double mu_k, double *ulp, double *terr,
                       int *certified)
{
    static const peak_fn fn[2] = { smooth_mu_f1_peak, smooth_mu_quadratic_f1_peak };
    mpq_t r, q;
    mpfr_t gstar, tstar;
    qfun g;
    double t;
    const double got = fn[blend](mu_s, mu_k, &t);
    mpq_inits(r, q, (mpq_ptr)0);
    mpfr_inits2(256, gstar, tstar, (mpfr_ptr)0);
    mpq_set_d(r, mu_k);
    mpq_set_d(q, mu_s);
    mpq_div(r, r, q);
    blend_force(&g, blend, r);
    *certified &= find_peak(gstar, tstar, &g);
    mpfr_mul_d(gstar, gstar, mu_s, MPFR_RNDN);               /* exact: 256 bits hold it */
    mpfr_get_q(q, gstar);
    *ulp = mpv_ulp_error(got, q);
    *terr = fabs(t - mpfr_get_d(tstar, MPFR_RNDN));
    if (got != mpfr_get_d(gstar, MPFR_RNDN) && peak_wrong[blend]++ < 3)
        printf("  smooth_%sf1_peak(%a, %a) = %a, nearest %a\n",
               blend ? "mu_quadratic_" : "mu_", mu_s, mu_k, got,
               mpfr_get_d(gstar, MPFR_RNDN));
    if (fabs(mu_k / mu_s - (blend ? 2.0 / 3.0 : 0.75)) > 0.01
        && t != mpfr_get_d(tstar, MPFR_RNDN) && position_wrong[blend]++ < 3)
        printf("  argmax of smooth_%sf1_peak(%a, %a) = %a, nearest %a\n",
               blend ? "mu_quadratic_" : "mu_", mu_s, mu_k, t, mpfr_get_d(tstar, MPFR_RNDN));
    qfun_clear(&g);
    mpq_clears(r, q, (mpq_ptr)0);
    mpfr_clears(gstar, tstar, (mpfr_ptr)0);
}
/* Next to r = 2/3 the quadratic argmax has a closed form; is the library's the nearest
   double? */
static int quadratic_position_wrong(double mu_k)
{
    mpfr_t x, y;
    mpfr_inits2(256, x, y, (mpfr_ptr)0);
    double t;
    (void)smooth_mu_quadratic_f1_peak(1.0, mu_k, &t);
    mpfr_set_d(x, mu_k, MPFR_RNDN);                          /* r, exact */
    mpfr_mul_ui(y, x, 3, MPFR_RNDN);
    mpfr_ui_sub(y, 2, y, MPFR_RNDN);                         /* 2 - 3r */
    mpfr_ui_sub(x, 1, x, MPFR_RNDN);
    mpfr_mul_ui(x, x, 4, MPFR_RNDN);                         /* 4 (1 - r) */
    mpfr_div(y, y, x, MPFR_RNDN);
    mpfr_sqrt(y, y, MPFR_RNDN);
    mpfr_ui_sub(y, 1, y, MPFR_RNDN);
    const int wrong = t != mpfr_get_d(y, MPFR_RNDN);
    mpfr_clears(x, y, (mpfr_ptr)0);
    return wrong;
}

static void check_peak_api(check_tally *tally)
{
    int closed_form_wrong = 0;
    static const double thresholds[2] = { 0.75, 2.0 / 3.0 };
    for (int b = 0; b < 2; b++) {
        double worst = 0, worst_t = 0, u, te;
        int certified = 1, n = 0;
        uint64_t state = 7;
        for (int i = 1; i <= 10; i++)                        /* IPC Toolkit's grid */
            for (int k = 0; k <= 10; k++, n++) {
                peak_error(b, i / 10.0, k / 10.0, &u, &te, &certified);
                worst = fmax(worst, u);
                if (fabs(k / (double)i - thresholds[b]) > 0.01)
                    worst_t = fmax(worst_t, te);
            }
        for (int k = -64; k <= 64; k++, n++) {               /* next to the threshold */
            double mk = thresholds[b];
            for (int j = 0; j < (k < 0 ? -k : k); j++)
                mk = nextafter(mk, k < 0 ? 0.0 : 1.0);
            peak_error(b, 1.0, mk, &u, &te, &certified);
            worst = fmax(worst, u);
            if (b == 1 && k < 0)
                closed_form_wrong += quadratic_position_wrong(mk);
        }
        for (int k = 0; k < (many ? 20000 : 400); k++, n++) {   /* random pairs, many binades */
            random_mmix(&state);
            const double ms = ldexp(1.0 + (double)(state >> 12) * 0x1p-52,
                                    (int)(state % 200) - 100);
            random_mmix(&state);
            const double mk = ms * (double)(state >> 11) * 0x1p-53;
            peak_error(b, ms, mk, &u, &te, &certified);
            worst = fmax(worst, u);
        }
        printf("  %s blend: C peak vs certified maximum at %d (mu_s, mu_k): max %.3f ulp, "
               "argmax within %.1e away from the threshold\n", blend_name[b], n, worst, worst_t);
        check(tally, certified, "%s blend: every piece's G' is an ordinary polynomial, so a "
              "Sturm sequence counts its critical points exactly", blend_name[b]);
        check(tally, worst <= 0.5 && peak_wrong[b] == 0, "%s blend: smooth_%sf1_peak is the "
              "double nearest to the certified peak at all %d inputs", blend_name[b],
              b ? "mu_quadratic_" : "mu_", n);
        check(tally, position_wrong[b] == 0, "%s blend: the reported argmax is the double "
              "nearest to the certified one at the inputs with r more than 0.01 from the "
              "threshold", blend_name[b]);
        if (b == 1)
            check(tally, closed_form_wrong == 0, "quadratic blend: next to r = 2/3 the argmax "
                  "is the double nearest to 1 - sqrt((2 - 3r)/(4(1 - r))) (MPFR, 256 bits), "
                  "at 64 inputs");
    }
}
static void check_peak_multiples(check_tally *tally)
{
    static const peak_fn fn[2] = { smooth_mu_f1_peak, smooth_mu_quadratic_f1_peak };
    static const double thresholds[2] = { 0.75, 2.0 / 3.0 };
    uint64_t state = 29;
    for (int b = 0; b < 2; b++) {
        long n = 0, wrong = 0, wrong_t = 0;
        int certified = 1;
        mpq_t r;
        mpfr_t gstar, tstar, g;
        mpq_init(r);
        mpfr_inits2(256, gstar, tstar, (mpfr_ptr)0);
        mpfr_init2(g, 320);
        for (int i = 0; n < 1000000; i++) {
            random_mmix(&state);
            const uint64_t a = i % 16 ? state >> 44 : (state >> 44) & ~(uint64_t)1023;
            const double ratio = (double)a * 0x1p-20;               /* a / 2^20 */
            if (fabs(ratio - thresholds[b]) <= 0.01)
                continue;
            qfun gq;
            mpq_set_d(r, ratio);
            blend_force(&gq, b, r);
            certified &= find_peak(gstar, tstar, &gq);
            qfun_clear(&gq);
            const double want_t = mpfr_get_d(tstar, MPFR_RNDN);
            for (int j = 0; j < (i % 16 ? 1000 : 1035); j++, n++) {
                random_mmix(&state);
                double m = ldexp((double)((state >> 34) | 1), (int)(state % 1991) - 1030);
                if (j >= 1000)                          /* subnormal peaks: m = 2^-1030 .. 2^-1064 */
                    m = ldexp(1.0, 1000 - 1030 - j);
                double t;
                const double got = fn[b](m, m * ratio, &t);
                mpfr_mul_d(g, gstar, m, MPFR_RNDN);               /* exact: 256 + 30 bits */
                if (got != mpfr_get_d(g, MPFR_RNDN) && wrong++ < 3)
                    printf("  smooth_%sf1_peak(%a, %a) = %a, nearest %a\n",
                           b ? "mu_quadratic_" : "mu_", m, m * ratio, got, mpfr_get_d(g, MPFR_RNDN));
                wrong_t += t != want_t;
            }
        }
        check(tally, certified && wrong == 0 && wrong_t == 0,
              "%s blend: smooth_%sf1_peak and its argmax are the doubles nearest to the "
              "certified ones at %ld inputs (1000 multiples of each ratio)",
              blend_name[b], b ? "mu_quadratic_" : "mu_", n);
        mpq_clear(r);
        mpfr_clears(gstar, tstar, g, (mpfr_ptr)0);
    }
}
/* exists t < 1 with G(t) > r, exactly */
static int peak_above_r(int blend, const mpq_t r)
{
    qfun g;
    mpfr_t gstar, tstar;
    mpq_t t, v, one;
    int above;
    mpfr_inits2(256, gstar, tstar, (mpfr_ptr)0);
    mpq_inits(t, v, one, (mpq_ptr)0);
    mpq_set_ui(one, 1, 1);
    blend_force(&g, blend, r);
    find_peak(gstar, tstar, &g);
    mpfr_get_q(t, tstar);
    qfun_eval(v, &g, t, one, NULL);
    above = mpq_cmp(t, one) < 0 && mpq_cmp(v, r) > 0;
    for (int k = 0; !above && k <= 4096 + 200; k++) {   /* or on a grid, and at 1 - 2^-j */
        if (k <= 4096)
            mpq_set_ui(t, (unsigned long)k, 4096);
        else {
            mpq_set_ui(t, 1, 1);
            mpq_div_2exp(t, t, (mp_bitcnt_t)(k - 4096));
            mpq_sub(t, one, t);
        }
        mpq_canonicalize(t);
        qfun_eval(v, &g, t, one, NULL);
        above = mpq_cmp(t, one) < 0 && mpq_cmp(v, r) > 0;
    }
    qfun_clear(&g);
    mpfr_clears(gstar, tstar, (mpfr_ptr)0);
    mpq_clears(t, v, one, (mpq_ptr)0);
    return above;
}

static void check_thresholds(check_tally *tally)
{
    static const unsigned long num[2] = { 3, 2 }, den[2] = { 4, 3 };
    mpq_t r, d;
    mpq_inits(r, d, (mpq_ptr)0);
    for (int b = 0; b < 2; b++) {
        int below = 1, at_or_above = 1;
        for (int k = 4; k <= 60; k += 8) {
            mpq_set_ui(d, 1, 1);
            mpq_div_2exp(d, d, (mp_bitcnt_t)k);
            mpq_set_ui(r, num[b], den[b]);
            mpq_sub(r, r, d);                                /* mpq_sub canonicalizes */
            below &= peak_above_r(b, r);
            mpq_set_ui(r, num[b], den[b]);
            mpq_add(r, r, d);
            at_or_above &= !peak_above_r(b, r);
        }
        mpq_set_ui(r, num[b], den[b]);
        at_or_above &= !peak_above_r(b, r);
        check(tally, below, "%s blend: for r = %lu/%lu - 2^-k (k = 4..60) a static peak "
              "above mu_k exists", blend_name[b], num[b], den[b]);
        check(tally, at_or_above, "%s blend: for r = %lu/%lu and above, the peak is mu_k "
              "at eps_v (mu_s has no effect)", blend_name[b], num[b], den[b]);
    }
    {
        double worst = 0;
        mpfr_t gstar, tstar, closed, x;
        mpfr_inits2(256, gstar, tstar, closed, x, (mpfr_ptr)0);
        for (int k = 0; k < 64; k++) {   /* r = 1/2 + k/384 in [1/2, 2/3) */
            qfun g;
            mpq_set_ui(r, 192 + (unsigned long)k, 384);
            mpq_canonicalize(r);
            blend_force(&g, QUADRATIC, r);
            find_peak(gstar, tstar, &g);
            mpfr_set_q(x, r, MPFR_RNDN);
            mpfr_ui_sub(closed, 2, x, MPFR_RNDN);
            mpfr_sqr(closed, closed, MPFR_RNDN);
            mpfr_ui_sub(x, 1, x, MPFR_RNDN);
            mpfr_mul_ui(x, x, 8, MPFR_RNDN);
            mpfr_div(closed, closed, x, MPFR_RNDN);             /* (2 - r)^2 / (8 (1 - r)) */
            mpfr_sub(x, closed, gstar, MPFR_RNDN);
            worst = fmax(worst, fabs(mpfr_get_d(x, MPFR_RNDN)));
            qfun_clear(&g);
        }
        check(tally, worst < 0x1p-200, "quadratic blend: g*/mu_s = (2-r)^2/(8(1-r)) on "
              "[1/2, 2/3), max gap %.1e at 64 values of r", worst);
        mpfr_clears(gstar, tstar, closed, x, (mpfr_ptr)0);
    }
    mpq_clears(r, d, (mpq_ptr)0);
}
static void write_peak_numbers(const char *texdir, int b, double g)
{
    FILE *out = check_open_tex(texdir, b == 0 ? "peak-numbers.tex"
                                        : "peak-numbers-quadratic.tex");
    if (out == NULL)
        return;
    if (b == 0)
        fprintf(out, "\\newcommand{\\peakCubicZero}{%.2f}\n"
                     "\\newcommand{\\rescaleCubicZero}{%.1f}\n", g, 1 / g);
    else
        fprintf(out, "\\newcommand{\\peakQuadraticZero}{%.2f}\n", g);
    fclose(out);
}

static void tabulate_peaks(check_tally *tally, const char *texdir)
{
    FILE *tex = check_open_tex(texdir, "peak-table.tex");
    mpfr_t gstar[NBLEND], tstar[NBLEND], t, v, one;
    int scan_ok = 1;
    mpq_t r;
    mpq_init(r);
    mpfr_inits2(256, t, v, one, (mpfr_ptr)0);
    mpfr_set_ui(one, 1, MPFR_RNDN);
    printf("  static peak g*/mu_s and its location y*/eps_v:\n      r   ");
    for (int b = 0; b < NBLEND; b++)
        printf("  %-15s y*/eps_v ", blend_name[b]);
    printf("\n");
    if (tex)
        fprintf(tex, "\\begin{tabular}{c cc cc cc}\\toprule & \\multicolumn{2}{c}{cubic} & "
                "\\multicolumn{2}{c}{quadratic} & \\multicolumn{2}{c}{peak-preserving}\\\\ "
                "$r=\\mu_k/\\mu_s$ & $g^*/\\mu_s$ & $t^*$ & $g^*/\\mu_s$ & $t^*$ "
                "& $g^*/\\mu_s$ & $t^*$\\\\\\midrule\n");
    for (int k = 0; k <= 10; k++) {
        mpq_set_ui(r, (unsigned long)k, 10);
        mpq_canonicalize(r);
        printf("    %.1f ", k / 10.0);
        if (tex)
            fprintf(tex, "%.1f", k / 10.0);
        for (int b = 0; b < NBLEND; b++) {
            qfun g;
            mpfr_inits2(256, gstar[b], tstar[b], (mpfr_ptr)0);
            blend_force(&g, b, r);
            find_peak(gstar[b], tstar[b], &g);
            {
                mpfr_t best;
                mpfr_init2(best, 256);
                mpfr_set_ui(best, 0, MPFR_RNDN);
                for (int i = 0; i <= 20000; i++) {
                    mpfr_set_ui(t, (unsigned long)i, MPFR_RNDN);
                    mpfr_div_ui(t, t, 20000, MPFR_RNDN);
                    mpv_qfun_eval(v, &g, t, one, NULL);
                    if (mpfr_cmp(v, best) > 0)
                        mpfr_set(best, v, MPFR_RNDN);
                }
                mpfr_sub(v, gstar[b], best, MPFR_RNDN);
                scan_ok &= mpfr_cmp_d(v, -0x1p-200) >= 0 && mpfr_cmp_d(v, 1e-8) <= 0;
                mpfr_clear(best);
            }
            printf("  %.12f %.6f", mpfr_get_d(gstar[b], MPFR_RNDN),
                   mpfr_get_d(tstar[b], MPFR_RNDN));
            if (tex)
                fprintf(tex, " & %.6f & %.4f", mpfr_get_d(gstar[b], MPFR_RNDN),
                        mpfr_get_d(tstar[b], MPFR_RNDN));
            if (k == 0 && texdir && b < 2)
                write_peak_numbers(texdir, b, mpfr_get_d(gstar[b], MPFR_RNDN));
            qfun_clear(&g);
            mpfr_clears(gstar[b], tstar[b], (mpfr_ptr)0);
        }
        printf("\n");
        if (tex)
            fprintf(tex, "\\\\\n");
    }
    if (tex) {
        fprintf(tex, "\\bottomrule\\end{tabular}\n");
        fclose(tex);
    }
    check(tally, scan_ok, "for r = 0, 0.1, ..., 1 and every blend, a 20001-point scan "
          "stays below the certified peak and comes within 1e-8 of it");
    mpfr_clears(t, v, one, (mpfr_ptr)0);
    mpq_clear(r);
}
static double absolute_error(double got, const mpq_t exact)
{
    mpq_t d;
    double e;
    mpq_init(d);
    mpq_set_d(d, got);
    mpq_sub(d, d, exact);
    e = fabs(mpq_get_d(d));
    mpq_clear(d);
    return e;
}

static void peaked_potential(qfun *pot, const qfun *g)
{
    mpq_t a, b;
    mpq_inits(a, b, (mpq_ptr)0);
    qfun_init(pot, g->npieces, 1, 1);
    for (int i = 0; i + 1 < g->npieces; i++)
        mpq_set(pot->brk[i], g->brk[i]);
    qpoly_integ(&pot->p[g->npieces - 1][0], &g->p[g->npieces - 1][0]);   /* r t: mu_k y */
    for (int i = g->npieces - 2; i >= 0; i--) {
        qpoly_integ(&pot->p[i][0], &g->p[i][0]);
        qpoly_eval(a, &pot->p[i + 1][0], g->brk[i]);    /* continuity at the right end */
        qpoly_eval(b, &pot->p[i][0], g->brk[i]);
        mpq_sub(a, a, b);
        qpoly_set_coef(&pot->p[i][0], 0, a);
    }
    mpq_clears(a, b, (mpq_ptr)0);
}

static void check_peaked_potential(check_tally *tally, const char *texdir)
{
    int agree = 1;
    mpq_t r, y, one, exact;
    mpq_inits(r, y, one, exact, (mpq_ptr)0);
    mpq_set_ui(one, 1, 1);
    for (int k = 0; k < 16; k++) {
        qfun g, pot;
        mpq_set_ui(r, (unsigned long)k, 16);
        mpq_canonicalize(r);
        blend_force(&g, PEAKED, r);
        peaked_potential(&pot, &g);
        for (int i = 0; i < 80; i++) {   /* the C closed forms, at dyadic y */
            mpq_set_ui(y, (unsigned long)i, 64);
            mpq_canonicalize(y);
            qfun_eval(exact, &pot, y, one, NULL);
            agree &= absolute_error(smooth_mu_peaked_f0(mpq_get_d(y), 1.0, k / 16.0, 1.0),
                                    exact) <= 0x1p-50;
        }
        qfun_clear(&g);
        qfun_clear(&pot);
    }
    check(tally, agree, "peak-preserving blend: the derived potential equals the closed "
          "forms in C (to 2^-50 mu_s eps_v, r = k/16, 80 points each)");
    if (texdir) {
        FILE *tex = check_open_tex(texdir, "peaked-formulas.tex");
        qfun g, pot;
        mpq_set_ui(r, 1, 10);
        blend_force(&g, PEAKED, r);
        peaked_potential(&pot, &g);
        if (tex) {
            fprintf(tex, "\\[\\int g\\,dy\\Big/\\mu_s=\\begin{cases}");
            for (int i = 0; i < pot.npieces; i++) {
                qpoly_print_latex_scaled(tex, &pot.p[i][0], 1, "t", "\\epsilon_v");
                fprintf(tex, i == 0 ? ", & t<\\frac{11}{20},\\\\"
                        : i == 1 ? ", & t<\\frac{31}{40},\\\\"
                        : i == 2 ? ", & t<1,\\\\" : ", & t\\ge1.");
            }
            fprintf(tex, "\\end{cases}\\quad(r=0.1)\\]\n");
            fclose(tex);
        }
        qfun_clear(&g);
        qfun_clear(&pot);
    }
    mpq_clears(r, y, one, exact, (mpq_ptr)0);
}
typedef double (*blend_fn)(double y, double mu_s, double mu_k, double eps_v);
typedef double (*mollifier_fn)(double y, double eps_v);

static const char *const peaked_name[5] = { "smooth_mu_peaked_f0", "smooth_mu_peaked_f1",
    "smooth_mu_peaked_f2", "smooth_mu_peaked_f1_over_x",
    "smooth_mu_peaked_f2_x_minus_mu_f1_over_x3" };
static const blend_fn peaked_fn[5] = { smooth_mu_peaked_f0, smooth_mu_peaked_f1,
    smooth_mu_peaked_f2, smooth_mu_peaked_f1_over_x,
    smooth_mu_peaked_f2_x_minus_mu_f1_over_x3 };

static void measure_peaked(check_tally *tally, const char *texdir)
{
    static const double fixed_pairs[][2] = { { 1, 0.1 }, { 1, 0 }, { 1, 0.5 },
                                             { 0.8, 0.6 }, { 2.5, 0.3 }, { 1, 0.9999 },
                                             { 3e-3, 1e-3 }, { 0.7, 0.2 } };
    static const double eps_list[] = { 1e-8, 1e-3, 1.0, 1e3, 0x1.5eb851eb851ecp-1000,
                                       0x1.5eb851eb851ecp+300 };
    double worst[5] = { 0, 0, 0, 0, 0 };
    long n = 0, wrong[5] = { 0, 0, 0, 0, 0 };
    mpq_t r, q, qy, qe, exact;
    mpq_inits(r, q, qy, qe, exact, (mpq_ptr)0);
    const size_t npairs = sizeof fixed_pairs / sizeof *fixed_pairs + (many ? 60 : 0);
    uint64_t state = 11;
    for (size_t p = 0; p < npairs; p++) {
        qfun f[5];
        double pair[2];                                      /* mu_s, mu_k */
        if (p < sizeof fixed_pairs / sizeof *fixed_pairs) {
            pair[0] = fixed_pairs[p][0];
            pair[1] = fixed_pairs[p][1];
        } else {                                             /* random: mu_s over 120 binades */
            random_mmix(&state);
            pair[0] = ldexp(1.0 + (double)(state >> 12) * 0x1p-52, (int)(state % 120) - 60);
            random_mmix(&state);
            pair[1] = pair[0] * (double)(state >> 11) * 0x1p-53;
        }
        {
            qfun g, dg;
            mpq_set_d(r, pair[1]);
            mpq_set_d(q, pair[0]);
            mpq_div(r, r, q);
            blend_force(&g, PEAKED, r);
            qfun_deriv(&dg, &g);
            peaked_potential(&f[0], &g);
            qfun_init(&f[1], g.npieces, 1, 0);
            qfun_init(&f[2], g.npieces, 1, -1);
            qfun_init(&f[3], g.npieces, 1, -1);
            qfun_init(&f[4], g.npieces, 1, -3);
            for (int i = 0; i < g.npieces; i++) {
                qpoly h;
                qpoly_init(&h);
                if (i + 1 < g.npieces)
                    for (int k = 1; k < 5; k++)
                        mpq_set(f[k].brk[i], g.brk[i]);
                qpoly_set(&f[1].p[i][0], &g.p[i][0]);
                qpoly_set(&f[2].p[i][0], &dg.p[i][0]);
                qpoly_shift(&f[3].p[i][0], &g.p[i][0], -1);          /* g / y */
                qpoly_shift(&h, &dg.p[i][0], 1);
                qpoly_sub(&h, &h, &g.p[i][0]);
                qpoly_shift(&f[4].p[i][0], &h, -3);                  /* (g' y - g) / y^3 */
                qpoly_clear(&h);
            }
            qfun_clear(&g);
            qfun_clear(&dg);
        }
        for (size_t e = 0; e < sizeof eps_list / sizeof *eps_list; e++)
            for (int i = 0; i < 3000; i += (int)check_sample()) {
                const double eps = eps_list[e];
                double y = 1.5 * eps * i / 2000;
                if (i >= 2000) {                             /* the neighbours of the breakpoints */
                    const double b = (i % 3 == 0 ? 0.5 * (1 + pair[1] / pair[0])
                                      : i % 3 == 1 ? 0.25 * (3 + pair[1] / pair[0]) : 1.0) * eps;
                    y = b;
                    for (int j = 0; j < (i - 2000) / 6; j++)
                        y = nextafter(y, (i & 1) ? 0.0 : INFINITY);
                }
                if (y == 0)
                    continue;
                mpq_set_d(qy, y);
                mpq_set_d(qe, eps);
                for (int k = 0; k < 5; k++) {
                    const double got = peaked_fn[k](y, pair[0], pair[1], eps);
                    qfun_eval(exact, &f[k], qy, qe, NULL);
                    mpq_set_d(q, pair[0]);
                    mpq_mul(exact, exact, q);
                    const double want = mpv_round_q(exact);
                    if (!(got == want && signbit(got) == signbit(want))) {
                        if (wrong[k]++ < 3)
                            printf("  %s(%a, %a, %a, %a) = %a, correctly rounded %a\n", peaked_name[k],
                                   y, pair[0], pair[1], eps, got, want);
                    }
                    worst[k] = fmax(worst[k], mpv_ulp_error(got, exact));
                }
                n++;
            }
        for (int k = 0; k < 5; k++)
            qfun_clear(&f[k]);
    }
    printf("  peak-preserving blend in C, %ld inputs: largest errors f0 %.3f, f1 %.3f, "
           "f2 %.3f, f1/y %.3f, hessian term %.3f ulp\n", n, worst[0], worst[1], worst[2],
           worst[3], worst[4]);
    for (int k = 0; k < 5; k++)
        check(tally, wrong[k] == 0 && worst[k] <= 0.5,
              "%s is correctly rounded at all %ld inputs", peaked_name[k], n);
    if (texdir) {
        FILE *tex = check_open_tex(texdir, "peaked-accuracy.tex");
        if (tex) {
            fprintf(tex, "\\begin{tabular}{lrr}\\toprule "
                         "function & inputs & max error (ulp)\\\\\\midrule\n");
            for (int k = 0; k < 5; k++)
                fprintf(tex, "\\texttt{\\detokenize{%s}} & %ld & %.3f\\\\\n", peaked_name[k],
                        n, worst[k]);
            fprintf(tex, "\\bottomrule\\end{tabular}\n");
            fclose(tex);
        }
    }
    mpq_clears(r, q, qy, qe, exact, (mpq_ptr)0);
}

static void check_peaked_blend(check_tally *tally, const char *texdir)
{
    int c1 = 1, top = 1;
    mpq_t r, v, w;
    mpfr_t gstar, tstar;
    mpq_inits(r, v, w, (mpq_ptr)0);
    mpfr_inits2(256, gstar, tstar, (mpfr_ptr)0);
    for (int k = 0; k < 16; k++) {
        qfun g, dg;
        mpq_set_ui(r, (unsigned long)k, 16);
        mpq_canonicalize(r);
        blend_force(&g, PEAKED, r);
        qfun_deriv(&dg, &g);
        for (int i = 0; i + 1 < g.npieces; i++) {            /* C^1 at every breakpoint */
            const qfun *f[2] = { &g, &dg };
            for (int j = 0; j < 2; j++) {
                qpoly_eval(v, &f[j]->p[i][0], g.brk[i]);
                qpoly_eval(w, &f[j]->p[i + 1][0], g.brk[i]);
                c1 &= mpq_equal(v, w);
            }
        }
        qpoly_eval(v, &g.p[0][0], g.brk[0]);
        qpoly_eval(w, &dg.p[1][0], g.brk[0]);
        top &= mpq_cmp_ui(v, 1, 1) == 0 && mpq_sgn(w) == 0;
        find_peak(gstar, tstar, &g);
        mpfr_sub_ui(gstar, gstar, 1, MPFR_RNDN);
        top &= mpfr_cmpabs(gstar, tstar) <= 0 && fabs(mpfr_get_d(gstar, MPFR_RNDN)) < 0x1p-200;
        qfun_clear(&g);
        qfun_clear(&dg);
    }
    check(tally, c1, "peak-preserving blend: force and slope are continuous at all three "
          "breakpoints (exactly, r = k/16)");
    check(tally, top, "peak-preserving blend: the force is exactly mu_s with zero slope "
          "at (1+r)/2 eps_v, and that is its certified maximum");
    check_peaked_potential(tally, texdir);
    measure_peaked(tally, texdir);
    mpq_clears(r, v, w, (mpq_ptr)0);
    mpfr_clears(gstar, tstar, (mpfr_ptr)0);
}
static void check_peak_domain(check_tally *tally)
{
    const peak_fn fn[2] = { smooth_mu_f1_peak, smooth_mu_quadratic_f1_peak };
    const blend_fn pf[5] = { smooth_mu_peaked_f0, smooth_mu_peaked_f1,
        smooth_mu_peaked_f2, smooth_mu_peaked_f1_over_x,
        smooth_mu_peaked_f2_x_minus_mu_f1_over_x3 };
    const mollifier_fn mf[5] = { smooth_friction_f0, smooth_friction_f1,
        smooth_friction_f2, smooth_friction_f1_over_x,
        smooth_friction_f2_x_minus_f1_over_x3 };
    for (int b = 0; b < 2; b++) {
        double t = 0, g;
        errno = 0;
        g = fn[b](NAN, 0.5, &t);
        check(tally, isnan(g) && isnan(t) && errno == 0, "%s peak: NaN gives NaN quietly",
              blend_name[b]);
        g = fn[b](-1.0, 0.5, &t);
        check(tally, isnan(g) && isnan(t) && errno == EDOM, "%s peak: mu_s < 0 is a domain error",
              blend_name[b]);
        errno = 0;
        g = fn[b](1.0, INFINITY, &t);
        check(tally, isnan(g) && errno == EDOM, "%s peak: mu_k = inf is a domain error",
              blend_name[b]);
        errno = 0;
        check(tally, fn[b](0.0, 0.0, &t) == 0 && t == 1 && fn[b](0.0, 0.3, NULL) == 0.3
                     && errno == 0,
              "%s peak: mu_s = 0 gives the plateau mu_k at eps_v; "
              "a null location pointer is allowed", blend_name[b]);
        check(tally, fn[b](DBL_MAX, 0.0, &t) > 0.4 * DBL_MAX && fn[b](0x1p-1074, 0.0, &t) >= 0,
              "%s peak: no overflow at mu_s = DBL_MAX, no failure at the smallest subnormal",
              blend_name[b]);
    }
    {
        int same = 1, close = 1, bad = 1;
        const double r = 1 - 0x1p-20;
        qfun mol[MOL_NFUN];
        mpq_t qy, qe, exact, mu;
        mpq_inits(qy, qe, exact, mu, (mpq_ptr)0);
        mollifier_derive(mol);
        mpq_set_d(qe, 1e-3);
        mpq_set_d(mu, 0.7);
        for (int k = 0; k < 5; k++) {
            for (int i = 1; i <= 300; i++) {
                const double y = 1.5e-3 * i / 300;
                mpq_set_d(qy, y);
                qfun_eval(exact, &mol[k], qy, qe, NULL);
                mpq_mul(exact, exact, mu);                      /* 0.7 f, rounded once */
                same &= pf[k](y, 0.4, 0.7, 1e-3) == mpv_round_q(exact)
                        && pf[k](y, 0.7, 0.7, 1e-3) == mpv_round_q(exact);
                if (k == 1)
                    close &= fabs(pf[k](y, 1.0, r, 1e-3) - r * mf[k](y, 1e-3)) < 0x1p-18;
            }
            errno = 0;
            bad &= isnan(pf[k](NAN, 1, 0.5, 1)) && errno == 0;
            bad &= isnan(pf[k](-1.0, 1, 0.5, 1)) && errno == EDOM;
            errno = 0;
            bad &= isnan(pf[k](0.5, -1, 0.5, 1)) && errno == EDOM;
            errno = 0;
            bad &= isnan(pf[k](0.5, 1, 0.5, 0.0)) && errno == EDOM;
        }
        for (int k = 0; k < MOL_NFUN; k++)
            qfun_clear(&mol[k]);
        mpq_clears(qy, qe, exact, mu, (mpq_ptr)0);
        check(tally, same, "peak-preserving blend: equals mu_k times the chapter-1 "
              "functions, rounded once, when mu_k >= mu_s");
        check(tally, close, "peak-preserving blend: at r = 1 - 2^-20 the force is within "
              "2^-18 mu_s of mu_k f1");
        check(tally, bad, "peak-preserving blend: NaN propagates; y < 0, mu < 0, eps_v <= 0 "
              "are domain errors");
        errno = 0;
        check(tally, pf[4](0.0, 1.0, 0.5, 1.0) == -HUGE_VAL && errno == ERANGE,
              "peak-preserving blend: the Hessian term's pole at y = 0 is a pole error");
        errno = 0;
        check(tally, pf[0](INFINITY, 1, 0.5, 1e-3) == INFINITY
              && pf[1](INFINITY, 1, 0.5, 1e-3) == 0.5
              && pf[2](INFINITY, 1, 0.5, 1e-3) == 0 && pf[3](INFINITY, 1, 0.5, 1e-3) == 0
              && pf[4](INFINITY, 1, 0.5, 1e-3) == 0 && errno == 0,
              "peak-preserving blend at y = inf: the sliding limits inf, mu_k, 0, 0, -0 "
              "(mu_k < mu_s)");
    }
}
static void check_scaled_fix(check_tally *tally)
{
    typedef double (*force_fn)(double y, double mu_s, double mu_k, double eps_v);
    const peak_fn fn[2] = { smooth_mu_f1_peak, smooth_mu_quadratic_f1_peak };
    const force_fn force[2] = { smooth_mu_f1, smooth_mu_quadratic_f1 };
    for (int b = 0; b < 2; b++) {
        int reaches = 1, unity = 1;
        for (int k = 0; k <= 10; k++) {
            const double mu_s = 0.9, mu_k = 0.09 * k, eps = 1e-3;
            double t;
            const double g = fn[b](mu_s, mu_k, &t);
            const double top = force[b](t * eps, mu_s, mu_k, eps) * (mu_s / g);
            reaches &= fabs(top - mu_s) <= 4 * 0x1p-53 * mu_s;
            unity &= fn[b](mu_k + 0.01, mu_k + 0.01, NULL) == mu_k + 0.01;
        }
        printf("  %s blend scaled by mu_s/g*: kinetic level at r = 0.1 becomes "
               "%.4f mu_k\n", blend_name[b], 1.0 / fn[b](1.0, 0.1, NULL));
        check(tally, reaches, "%s blend scaled by mu_s/g*: the force reaches mu_s "
              "(within 4 u) at the reported argmax, r = 0, 0.1, ..., 1", blend_name[b]);
        check(tally, unity, "%s blend: g* = mu_s exactly when mu_s = mu_k, so the "
              "scaling factor is 1", blend_name[b]);
    }
}

int main(int argc, char **argv)
{
    check_tally tally = { 0, 0 };
    const char *texdir = argc == 3 && strcmp(argv[1], "--tex") == 0 ? argv[2] : NULL;
    many = argc == 2 && strcmp(argv[1], "--many") == 0;
    if (argc != 1 && !texdir && !many) {
        fprintf(stderr, "usage: %s [--tex DIR | --many]\n", argv[0]);
        return 2;
    }
    if (many) {                         /* make check: correct rounding, at length */
        printf("== Chapter 3: the static peak, correctly rounded, the long run ==\n");
        check_peak_api(&tally);
        check_peak_multiples(&tally);
        measure_peaked(&tally, NULL);
        return check_finish(&tally, "check-peak --many");
    }
    printf("== Chapter 3: the static peak ==\n");
    check_peak_api(&tally);
    check_thresholds(&tally);
    tabulate_peaks(&tally, texdir);
    check_peaked_blend(&tally, texdir);
    check_peak_domain(&tally);
    check_scaled_fix(&tally);
    return check_finish(&tally, "check-peak");
}
