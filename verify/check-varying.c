/* Tangled from doc/varying-check.nw; edit there, not here. */
#include "check.h"
#include "mpv.h"
#include "random.h"
#include "smooth-pair.h"
#include "smooth-peak.h"
#include <errno.h>
#include <float.h>
#include <gmp.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static const double special[] = {
    0.0, -0.0, 0x1p-1074, 0x3p-1074, 0x5p-1074, 0x1.ffffffffffffep-1023, 0x1p-1022,
    0x1.0000000000001p-1022, 0.1, 0.3, 0.5, 0.6, 0.8, 1.0, 0x1.0000000000001p0, 3.0,
    0x1p1000, 0x1.ffffffffffffep1022, 0x1p1023, DBL_MAX,
};
enum { NSPECIAL = sizeof special / sizeof special[0] };

static uint64_t rng_state = 20261123;
static double uniform01(void)                       /* in [0, 1), 53 random bits */
{
    return random_unit(random_xorshift64(&rng_state));
}
static double log_uniform(int lo, int hi)      /* 2^e (1 + U), e uniform in [lo, hi) */
{
    return ldexp(1 + uniform01(), lo + (int)(uniform01() * (hi - lo)));
}
typedef struct { const char *name; long cases, wrong; double max_ulp; } acc_row;

static void tally_result(acc_row *row, double got, const mpq_t exact, const double *in,
                         int n)
{
    const double want = mpv_round_q(exact);
    row->cases++;
    if (memcmp(&got, &want, sizeof got) == 0)
        return;
    const double ulp = mpv_ulp_error(got, exact);
    row->max_ulp = ulp > row->max_ulp || isnan(ulp) ? ulp : row->max_ulp;
    if (row->wrong++ < 3) {
        printf("  %s(", row->name);
        for (int i = 0; i < n; i++)
            printf("%s%a", i ? ", " : "", in[i]);
        printf(") = %a, correctly rounded %a\n", got, want);
    }
}
static void rule_exact(mpq_t v, double a, double b, smooth_mu_rule rule)
{
    mpq_t q;
    mpq_init(q);
    mpq_set_d(v, a + 0.0);
    mpq_set_d(q, b + 0.0);
    if (rule == SMOOTH_MU_AVERAGE)
        mpq_add(v, v, q), mpq_div_2exp(v, v, 1);
    else if (rule == SMOOTH_MU_PRODUCT)
        mpq_mul(v, v, q);
    else if ((rule == SMOOTH_MU_MIN) == (mpq_cmp(q, v) < 0))
        mpq_set(v, q);
    mpq_clear(q);
}
static void check_rules(check_tally *t, acc_row *rows)
{
    static const char *name[4] = { "average", "product", "min", "max" };
    mpq_t v;
    mpq_init(v);
    for (int r = 0; r < 4; r++)
        rows[r] = (acc_row){ name[r], 0, 0, 0 };
    for (int k = 0; k < NSPECIAL * NSPECIAL + 20000; k++) {
        const double a = k < NSPECIAL * NSPECIAL ? special[k / NSPECIAL]
                         : log_uniform(-1074, 1024);
        const double b = k < NSPECIAL * NSPECIAL ? special[k % NSPECIAL]
                         : log_uniform(-1074, 1024);
        const double in[2] = { isfinite(a) ? a : DBL_MAX, isfinite(b) ? b : DBL_MAX };
        for (int r = 0; r < 4; r++) {
            rule_exact(v, in[0], in[1], (smooth_mu_rule)r);
            tally_result(&rows[r], smooth_mu_blend_pair(in[0], in[1], (smooth_mu_rule)r),
                         v, in, 2);
        }
    }
    for (int r = 0; r < 4; r++)
        check(t, rows[r].wrong == 0,
              "smooth_mu_blend_pair, %s: correctly rounded on %ld pairs (subnormal ties, "
              "overflowing sums, both zeros)", name[r], rows[r].cases);
    mpq_clear(v);
}
static void affine_exact_value(mpq_t v, const double *in)   /* mu0, mu1, mu2, b1, b2 */
{
    mpq_t d, q;
    mpq_inits(d, q, (mpq_ptr)0);
    mpq_set_d(v, in[0]);
    for (int j = 1; j <= 2; j++) {
        mpq_set_d(d, in[j]);
        mpq_set_d(q, in[0]);
        mpq_sub(d, d, q);
        mpq_set_d(q, in[j + 2]);
        mpq_mul(d, d, q);
        mpq_add(v, v, d);
    }
    mpq_clears(d, q, (mpq_ptr)0);
}
static const double weight[] = { 0, 1, 0.5, 1.0 / 3, 0x1.fffffffffffffp-1,
                                 0x1.0000000000001p0, -0x1p-53, 0x1p-60, 0x1p-1000, 2, -1,
                                 0x1p600, 0x1p-1074, -0x1.8p-1060 };
enum { NWEIGHT = sizeof weight / sizeof weight[0],
       NFIXED = NSPECIAL * NSPECIAL * NWEIGHT };

static void interpolation_input(long k, double *in)
{
    if (k < NFIXED) {
        in[0] = special[k / (NSPECIAL * NWEIGHT)];
        in[1] = special[k / NWEIGHT % NSPECIAL];
        in[2] = in[1], in[3] = weight[k % NWEIGHT], in[4] = weight[(k * 7) % NWEIGHT];
    } else if (k < NFIXED + 2000) {
        in[0] = log_uniform(-1060, 1000), in[1] = nextafter(in[0], INFINITY);
        in[2] = in[0], in[3] = 0.5, in[4] = 0;
    } else if (k < NFIXED + 4000) {
        in[0] = log_uniform(-1074, 1023), in[1] = 0, in[2] = 0;
        in[3] = k % 2 ? 1 : nextafter(1, 0), in[4] = 0;
    } else {
        const int wide = k % 2;
        for (int j = 0; j < 3; j++)
            in[j] = wide ? log_uniform(-1074, 1023) : uniform01();
        if (wide) {
            in[3] = (uniform01() < 0.5 ? -1 : 1) * log_uniform(-40, 40);
            in[4] = (uniform01() < 0.5 ? -1 : 1) * log_uniform(-40, 40);
        } else {
            in[3] = uniform01(), in[4] = (1 - in[3]) * uniform01();
        }
    }
}
static void check_interpolations(check_tally *t, acc_row *rows)
{
    mpq_t v;
    mpq_init(v);
    rows[0] = (acc_row){ "smooth_mu_edge", 0, 0, 0 };
    rows[1] = (acc_row){ "smooth_mu_face", 0, 0, 0 };
    for (long k = 0; k < NFIXED + 4000 + 40000; k++) {
        double in[5];
        interpolation_input(k, in);
        affine_exact_value(v, in);
        tally_result(&rows[1], smooth_mu_face(in[0], in[1], in[2], in[3], in[4]),
                     v, in, 5);
        const double edge[5] = { in[0], in[1], in[0], in[3], 0 };
        affine_exact_value(v, edge);
        tally_result(&rows[0], smooth_mu_edge(in[0], in[1], in[3]), v, edge, 5);
    }
    for (int i = 0; i < 2; i++)
        check(t, rows[i].wrong == 0, "%s: correctly rounded on %ld inputs (exact "
              "midpoints, cancellation to zero, weights outside [0, 1], the whole range)",
              rows[i].name, rows[i].cases);
    mpq_clear(v);
}
typedef struct { double mu[3][2], b1, b2; } tri_side;

static void draw_pair(double *p)              /* p[0] = mu_s, p[1] = mu_k <= mu_s */
{
    p[0] = uniform01() + 0x1p-20;
    p[1] = p[0] * uniform01();
}
static void side_exact(mpq_t v, const tri_side *s, int j)
{
    const double in[5] = { s->mu[0][j], s->mu[1][j], s->mu[2][j], s->b1, s->b2 };
    affine_exact_value(v, in);
}
static int ratio_between(mpq_t *p, mpq_t lo, mpq_t hi)     /* lo <= p[1]/p[0] <= hi */
{
    mpq_t x;
    mpq_init(x);
    mpq_mul(x, lo, p[0]);
    int ok = mpq_cmp(x, p[1]) <= 0;
    mpq_mul(x, hi, p[0]);
    ok &= mpq_cmp(p[1], x) <= 0;
    mpq_clear(x);
    return ok;
}
static int side_ratio_within(mpq_t *a, const tri_side *s)
{
    mpq_t r, d, lo, hi;
    mpq_inits(r, d, lo, hi, (mpq_ptr)0);
    for (int i = 0; i < 3; i++) {
        mpq_set_d(r, s->mu[i][1]);
        mpq_set_d(d, s->mu[i][0]);
        mpq_div(r, r, d);
        if (i == 0 || mpq_cmp(r, hi) > 0)
            mpq_set(hi, r);
        if (i == 0 || mpq_cmp(r, lo) < 0)
            mpq_set(lo, r);
    }
    const int ok = ratio_between(a, lo, hi);
    mpq_clears(r, d, lo, hi, (mpq_ptr)0);
    return ok;
}
static void rule_exact_q(mpq_t v, const mpq_t a, const mpq_t b, smooth_mu_rule rule)
{
    if (rule == SMOOTH_MU_AVERAGE)
        mpq_add(v, a, b), mpq_div_2exp(v, v, 1);
    else if (rule == SMOOTH_MU_PRODUCT)
        mpq_mul(v, a, b);
    else
        mpq_set(v, (rule == SMOOTH_MU_MIN) == (mpq_cmp(b, a) < 0) ? b : a);
}
static void sample_once(long *bad_order, long *bad_side, long *bad_rule,
                        long *bad_library)
{
    tri_side s;
    double vtx[2];
    mpq_t a[2], b[2], c[2];
    for (int i = 0; i < 3; i++)
        draw_pair(s.mu[i]);
    draw_pair(vtx);
    s.b1 = uniform01(), s.b2 = (1 - s.b1) * uniform01();
    for (int j = 0; j < 2; j++) {
        mpq_inits(a[j], b[j], c[j], (mpq_ptr)0);
        side_exact(a[j], &s, j);
        mpq_set_d(b[j], vtx[j]);
    }
    *bad_order += mpq_cmp(a[1], a[0]) > 0;
    *bad_side += !side_ratio_within(a, &s);
    mpq_t ra, rb, lo, hi, zero;
    mpq_inits(ra, rb, lo, hi, zero, (mpq_ptr)0);
    mpq_div(ra, a[1], a[0]);
    mpq_div(rb, b[1], b[0]);
    mpq_set(lo, mpq_cmp(ra, rb) < 0 ? ra : rb);
    mpq_set(hi, mpq_cmp(ra, rb) < 0 ? rb : ra);
    for (int r = 0; r < 4; r++) {
        for (int j = 0; j < 2; j++)
            rule_exact_q(c[j], a[j], b[j], (smooth_mu_rule)r);
        *bad_rule += mpq_cmp(c[1], c[0]) > 0;
        if (r == SMOOTH_MU_PRODUCT)
            *bad_rule += !ratio_between(c, zero, lo);
        else
            *bad_rule += !ratio_between(c, lo, hi);
    }
    mpq_clears(ra, rb, lo, hi, zero, (mpq_ptr)0);
    const double ls = smooth_mu_face(s.mu[0][0], s.mu[1][0], s.mu[2][0], s.b1, s.b2);
    const double lk = smooth_mu_face(s.mu[0][1], s.mu[1][1], s.mu[2][1], s.b1, s.b2);
    *bad_library += lk > ls;
    for (int r = 0; r < 4; r++)
        *bad_library += smooth_mu_blend_pair(lk, vtx[1], (smooth_mu_rule)r)
                        > smooth_mu_blend_pair(ls, vtx[0], (smooth_mu_rule)r);
    for (int j = 0; j < 2; j++)
        mpq_clears(a[j], b[j], c[j], (mpq_ptr)0);
}
static void sample_properties(check_tally *t)
{
    long bad_order = 0, bad_side = 0, bad_rule = 0, bad_library = 0;
    for (int k = 0; k < 5000; k++)
        sample_once(&bad_order, &bad_side, &bad_rule, &bad_library);
    check(t, bad_order == 0,
          "a convex interpolation keeps mu_k <= mu_s (5000 random triangles)");
    check(t, bad_side == 0, "a side's ratio lies between its vertices' ratios (exact)");
    check(t, bad_rule == 0, "average, min, max keep the contact's ratio between the "
          "sides'; product multiplies them; every rule keeps mu_k <= mu_s (exact)");
    check(t, bad_library == 0,
          "the library's rounded side and contact values keep mu_k <= mu_s");
}
static int peak_exact(double mu_s, double mu_k, long k1, long k2)  /* k1 mu_k < k2 mu_s */
{
    mpq_t a, b;
    mpq_inits(a, b, (mpq_ptr)0);
    mpq_set_d(a, mu_k + 0.0);
    mpq_set_d(b, mu_s + 0.0);
    mpz_mul_si(mpq_numref(a), mpq_numref(a), k1);
    mpz_mul_si(mpq_numref(b), mpq_numref(b), k2);
    const int r = mpq_sgn(b) > 0 && mpq_cmp(a, b) < 0;
    mpq_clears(a, b, (mpq_ptr)0);
    return r;
}
enum { NPRED = NSPECIAL * NSPECIAL + 2 * 5 * 4000 + 2 * 2000 };
static void predicate_pair(long k, double *p)
{
    if (k < NSPECIAL * NSPECIAL) {
        p[0] = isfinite(special[k / NSPECIAL]) ? special[k / NSPECIAL] : DBL_MAX;
        p[1] = isfinite(special[k % NSPECIAL]) ? special[k % NSPECIAL] : DBL_MAX;
        return;
    }
    k -= NSPECIAL * NSPECIAL;
    if (k < 2 * 5 * 4000) {
        p[0] = log_uniform(-1070, 1020);
        double m = (k / 5) % 2 ? p[0] * 0.75 : p[0] * (2.0 / 3);
        for (int i = 0; i < k % 5; i++)
            m = nextafter(m, i < 2 ? 0 : INFINITY);
        p[1] = k % 5 >= 3 ? nextafter(nextafter(m, INFINITY), INFINITY) : m;
        return;
    }
    k -= 2 * 5 * 4000;
    const int e = -1074 + (int)((k / 2) * 2095 / 2000);
    p[0] = ldexp(k % 2 ? 4 : 3, e), p[1] = ldexp(k % 2 ? 3 : 2, e);
}
static void check_predicates(check_tally *t)
{
    long cases = 0, wrong[2] = { 0, 0 }, disagree[2] = { 0, 0 };
    for (long k = 0; k < NPRED; k++) {
        double p[2], tc, tq;
        predicate_pair(k, p);
        const int c = smooth_mu_has_static_peak(p[0], p[1]);
        const int q = smooth_mu_quadratic_has_static_peak(p[0], p[1]);
        cases++;
        wrong[0] += c != peak_exact(p[0], p[1], 4, 3);
        wrong[1] += q != peak_exact(p[0], p[1], 3, 2);
        if (p[0] > 0) {
            smooth_mu_f1_peak(p[0], p[1], &tc);
            smooth_mu_quadratic_f1_peak(p[0], p[1], &tq);
            disagree[0] += c != (tc < 1), disagree[1] += q != (tq < 1);
        }
    }
    check(t, wrong[0] + wrong[1] == 0, "smooth_mu_has_static_peak and its quadratic twin "
          "agree with the exact comparison on %ld pairs (threshold neighbours included)",
          cases);
    check(t, disagree[0] + disagree[1] == 0, "they agree with the peak functions: a "
          "static peak exactly when the argmax is below eps_v");
}
static int quiet_nan(double r) { return isnan(r) && errno == 0; }
static int domain_error(double r) { return isnan(r) && errno == EDOM; }
static void check_pair_domain(check_tally *t)
{
    int ok = 1;
    ok &= quiet_nan((errno = 0, smooth_mu_blend_pair(NAN, 1, SMOOTH_MU_AVERAGE)));
    ok &= quiet_nan((errno = 0, smooth_mu_edge(1, 2, NAN)));
    ok &= quiet_nan((errno = 0, smooth_mu_face(1, NAN, 2, 0.5, 0.25)));
    ok &= domain_error((errno = 0, smooth_mu_blend_pair(-1, 1, SMOOTH_MU_MIN)));
    ok &= domain_error((errno = 0, smooth_mu_blend_pair(INFINITY, 1, SMOOTH_MU_MAX)));
    ok &= domain_error((errno = 0, smooth_mu_blend_pair(1, 1, (smooth_mu_rule)7)));
    ok &= domain_error((errno = 0, smooth_mu_edge(1, -0x1p-1074, 0.5)));
    ok &= domain_error((errno = 0, smooth_mu_face(1, 2, 3, INFINITY, 0)));
    check(t, ok, "the rules and interpolations: NaN quietly, bad coefficients, weights "
          "and rules are domain errors");
    errno = 0;
    smooth_mu_edge(0x1p-1074, 0, 0.5), smooth_mu_face(1, 2, 3, 0.25, 0.5);
    smooth_mu_blend_pair(DBL_MAX, DBL_MAX, SMOOTH_MU_AVERAGE);
    ok = errno == 0;
    ok &= (errno = 0, smooth_mu_has_static_peak(NAN, 1)) == -1 && errno == 0;
    ok &= (errno = 0, smooth_mu_quadratic_has_static_peak(1, -1)) == -1 && errno == EDOM;
    check(t, ok, "ordinary calls leave errno alone; the predicates answer -1 for NaN "
          "(quietly) and for a bad coefficient (EDOM)");
}
static const long material[2][2][2] = { { { 1, 1 }, { 4, 5 } }, { { 3, 5 }, { 3, 10 } } };

static void material_coef(mpq_t v, int m, int j)  /* material m, j = 0: mu_s, 1: mu_k */
{
    mpq_set_si(v, material[m][j][0], (unsigned long)material[m][j][1]);
}
static void loss_h(mpq_t h, const mpq_t alpha, int rule, long k1, long k2)
{
    mpq_t a, b, c[2];
    mpq_inits(a, b, c[0], c[1], (mpq_ptr)0);
    for (int j = 0; j < 2; j++) {
        material_coef(a, 1, j);
        material_coef(b, 0, j);
        mpq_sub(a, a, b);
        mpq_mul(a, a, alpha);
        mpq_add(a, a, b);                              /* A + alpha (B - A) */
        material_coef(b, 1, j);
        rule_exact_q(c[j], a, b, (smooth_mu_rule)rule);
    }
    mpq_set_si(a, k1, 1), mpq_mul(h, c[1], a);
    mpq_set_si(a, k2, 1), mpq_mul(b, c[0], a);
    mpq_sub(h, h, b);
    mpq_clears(a, b, c[0], c[1], (mpq_ptr)0);
}
typedef struct { int empty, whole; mpq_t lo, hi; } loss_set;

static int find_loss(loss_set *L, int rule, long k1, long k2)
{
    mpq_t h0, h1, hm, x;
    mpq_inits(h0, h1, hm, x, L->lo, L->hi, (mpq_ptr)0);
    loss_h(h0, x, rule, k1, k2);                       /* x = 0 */
    mpq_set_ui(x, 1, 2), loss_h(hm, x, rule, k1, k2);
    mpq_set_ui(x, 1, 1), loss_h(h1, x, rule, k1, k2);
    mpq_add(x, h0, h1), mpq_div_2exp(x, x, 1);
    const int affine = mpq_equal(x, hm);
    L->empty = mpq_sgn(h0) < 0 && mpq_sgn(h1) < 0;
    L->whole = mpq_sgn(h0) >= 0 && mpq_sgn(h1) >= 0;
    mpq_set_ui(L->hi, 1, 1);                           /* lo = 0, hi = 1 */
    if (!L->empty && !L->whole) {
        mpq_sub(x, h0, h1), mpq_div(x, h0, x);          /* the zero z */
        mpq_set(mpq_sgn(h0) >= 0 ? L->hi : L->lo, x);
    }
    mpq_clears(h0, h1, hm, x, (mpq_ptr)0);
    return affine;
}
static void tex_rational(FILE *f, const mpq_t q)
{
    if (mpz_cmp_ui(mpq_denref(q), 1) == 0)
        gmp_fprintf(f, "%Zd", mpq_numref(q));
    else
        gmp_fprintf(f, "\\frac{%Zd}{%Zd}", mpq_numref(q), mpq_denref(q));
}
static void tex_loss(FILE *f, const loss_set *L)
{
    if (L->empty || L->whole) {
        fputs(L->empty ? "none" : "the whole edge", f);
        return;
    }
    fputs("$", f), tex_rational(f, L->lo), fputs("\\le\\alpha\\le", f);
    tex_rational(f, L->hi), fputs("$", f);
}
static void two_material_example(check_tally *t, const char *texdir)
{
    static const char *name[4] = { "average", "product", "minimum", "maximum" };
    static const long k[2][2] = { { 4, 3 }, { 3, 2 } };
    loss_set L[4][2];
    int affine = 1;
    for (int r = 0; r < 4; r++)
        for (int b = 0; b < 2; b++)
            affine &= find_loss(&L[r][b], r, k[b][0], k[b][1]);
    check(t, affine,
          "two materials: the loss function is affine along the edge for every rule");
    #define FROM_A_END(S) (!(S).empty && !(S).whole && mpq_sgn((S).lo) == 0)
    check(t, L[SMOOTH_MU_AVERAGE][0].empty && FROM_A_END(L[SMOOTH_MU_AVERAGE][1]),
          "two materials, average: the cubic blend keeps its peak on the whole edge, the "
          "quadratic loses it from the A end");
    check(t, FROM_A_END(L[SMOOTH_MU_MAX][0]) && FROM_A_END(L[SMOOTH_MU_MAX][1]),
          "two materials, maximum: both blends lose the peak from the A end");
    check(t, L[SMOOTH_MU_MIN][0].empty && L[SMOOTH_MU_MIN][1].empty
          && L[SMOOTH_MU_PRODUCT][0].empty && L[SMOOTH_MU_PRODUCT][1].empty,
          "two materials, minimum and product: no loss anywhere");
    #undef FROM_A_END
    FILE *f = check_open_tex(texdir, "varying-loss.tex");
    if (f) {
        fputs("\\begin{tabular}{lll}\\toprule rule & cubic blend & quadratic blend"
              "\\\\\\midrule\n", f);
        for (int r = 0; r < 4; r++) {
            fprintf(f, "%s & ", name[r]), tex_loss(f, &L[r][0]);
            fputs(" & ", f), tex_loss(f, &L[r][1]), fputs("\\\\\n", f);
        }
        fputs("\\bottomrule\\end{tabular}\n", f);
        fclose(f);
    }
    if ((f = check_open_tex(texdir, "varying-numbers.tex")) != NULL) {
        mpq_t a, b, sum_s;
        mpq_inits(a, b, sum_s, (mpq_ptr)0);
        material_coef(a, 0, 1), material_coef(b, 1, 1), mpq_add(a, a, b);     /* the mu_k */
        material_coef(sum_s, 0, 0), material_coef(b, 1, 0), mpq_add(sum_s, sum_s, b);
        mpq_div(a, a, sum_s);
        fputs("\\newcommand{\\VaryingAverageRatioAtZero}{$", f), tex_rational(f, a);
        fputs("$}\n", f);
        mpq_clears(a, b, sum_s, (mpq_ptr)0);
        fclose(f);
    }
    for (int r = 0; r < 4; r++)
        for (int b = 0; b < 2; b++)
            mpq_clears(L[r][b].lo, L[r][b].hi, (mpq_ptr)0);
}
int main(int argc, char **argv)
{
    const char *texdir = NULL;
    check_tally tally = { 0, 0 };
    if (argc == 3 && strcmp(argv[1], "--tex") == 0)
        texdir = argv[2];
    else if (argc != 1) {
        fprintf(stderr, "usage: %s [--tex DIR]\n", argv[0]);
        return 2;
    }
    printf("== Chapter 5: friction coefficients that vary ==\n");
    acc_row rows[6];
    check_rules(&tally, rows);
    check_interpolations(&tally, rows + 4);
    sample_properties(&tally);
    check_predicates(&tally);
    check_pair_domain(&tally);
    FILE *acc = check_open_tex(texdir, "varying-accuracy.tex");
    if (acc) {
        fputs("\\begin{center}\\small\\begin{tabular}{lrrr}\\toprule function & inputs & "
              "not correctly rounded & largest error (ulps)\\\\\\midrule\n", acc);
        for (int i = 0; i < 6; i++) {
            fputs(i < 4 ? "rule: " : "\\texttt{", acc);
            for (const char *c = rows[i].name; *c; c++)
                fputs(*c == '_' ? "\\_" : (char[2]){ *c, 0 }, acc);
            fprintf(acc, "%s & %ld & %ld & %.3g\\\\\n", i < 4 ? "" : "}", rows[i].cases,
                    rows[i].wrong, rows[i].max_ulp);
        }
        fputs("\\bottomrule\\end{tabular}\\end{center}\n", acc);
        fclose(acc);
    }
    two_material_example(&tally, texdir);
    return check_finish(&tally, "check-varying");
}
