/* Tangled from doc/mollifier-check.nw and doc/mollifier.nw; edit there, not here. */
#include "check.h"
#include "mollifier-exact.h"
#include "mpv.h"
#include "random.h"
#include "smooth-friction.h"
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef double (*mollifier_fn)(double y, double eps_v);
static const mollifier_fn library_fn[MOL_NFUN] = {
    smooth_friction_f0, smooth_friction_f1, smooth_friction_f2,
    smooth_friction_f1_over_x, smooth_friction_f2_x_minus_f1_over_x3
};

typedef struct { long num, den; int ypow, epow; } doc_term;
typedef struct { int nterms; doc_term term[4]; } doc_piece;

static const doc_piece documented_formula[MOL_NFUN][2] = {
    /* f0:  -y^3/(3 eps^2) + y^2/eps + eps/3   |  y */
    { { 3, { { -1, 3, 3, -2 }, { 1, 1, 2, -1 }, { 1, 3, 0, 1 } } },
      { 1, { { 1, 1, 1, 0 } } } },
    /* f1:  -y^2/eps^2 + 2y/eps                |  1 */
    { { 2, { { -1, 1, 2, -2 }, { 2, 1, 1, -1 } } }, { 1, { { 1, 1, 0, 0 } } } },
    /* f2:  -2y/eps^2 + 2/eps                  |  0 */
    { { 2, { { -2, 1, 1, -2 }, { 2, 1, 0, -1 } } }, { 0, { { 0, 1, 0, 0 } } } },
    /* f1/y: -y/eps^2 + 2/eps                  |  1/y */
    { { 2, { { -1, 1, 1, -2 }, { 2, 1, 0, -1 } } }, { 1, { { 1, 1, -1, 0 } } } },
    /* (f2 y - f1)/y^3: -1/(y eps^2)           |  -1/y^3 */
    { { 1, { { -1, 1, -1, -2 } } }, { 1, { { -1, 1, -3, 0 } } } },
};

static void check_against_documentation(check_tally *tally, const qfun f[MOL_NFUN])
{
    for (int k = 0; k < MOL_NFUN; k++)
        for (int i = 0; i < 2; i++) {
            const doc_piece *s = &documented_formula[k][i];
            int homogeneous = 1;
            qpoly want;
            qpoly_init(&want);
            for (int j = 0; j < s->nterms; j++) {
                homogeneous &= s->term[j].ypow + s->term[j].epow == f[k].eps_power;
                qpoly_set_coef_si(&want, s->term[j].ypow, s->term[j].num,
                                  (unsigned long)s->term[j].den);
            }
            check(tally, homogeneous && qpoly_equal(&want, &f[k].p[i][0]),
                  "derived %s, %s piece, equals IPC Toolkit's documented formula",
                  mollifier_c_name[k], i == 0 ? "sticking" : "sliding");
            qpoly_clear(&want);
        }
}
static void write_formulas_tex(FILE *out, const qfun f[MOL_NFUN])
{
    fprintf(out, "\\begin{align*}\n");
    for (int k = 0; k < MOL_NFUN; k++) {
        fprintf(out, "%s &= \\begin{cases} ", mollifier_tex_name[k]);
        qpoly_print_latex_scaled(out, &f[k].p[0][0], f[k].eps_power, "t", "\\epsilon_v");
        fprintf(out, ", & 0 \\le t < 1,\\\\ ");
        qpoly_print_latex_scaled(out, &f[k].p[1][0], f[k].eps_power, "t", "\\epsilon_v");
        fprintf(out, ", & t \\ge 1. \\end{cases}%s\n", k + 1 < MOL_NFUN ? "\\\\" : "");
    }
    fprintf(out, "\\end{align*}\n");
}
static int same_qfun(const qfun *a, const qfun *b)
{
    int same = a->eps_power == b->eps_power && a->npieces == b->npieces;
    for (int i = 0; same && i < a->npieces; i++)
        same = qpoly_equal(&a->p[i][0], &b->p[i][0])
               && (i + 1 == a->npieces || mpq_equal(a->brk[i], b->brk[i]));
    return same;
}

static void check_derivatives_exactly(check_tally *tally, const qfun f[MOL_NFUN])
{
    qfun d;
    qpoly lhs, rhs;
    qfun_deriv(&d, &f[MOL_F0]);
    check(tally, same_qfun(&d, &f[MOL_F1]), "exactly, on both pieces: f0' = f1");
    qfun_clear(&d);
    qfun_deriv(&d, &f[MOL_F1]);
    check(tally, same_qfun(&d, &f[MOL_F2]), "exactly, on both pieces: f1' = f2");
    qfun_clear(&d);
    qpoly_init(&lhs);
    qpoly_init(&rhs);
    for (int i = 0; i < 2; i++) {
        qpoly_shift(&lhs, &f[MOL_F1_OVER_X].p[i][0], 1);
        check(tally, qpoly_equal(&lhs, &f[MOL_F1].p[i][0]),
              "exactly, %s piece: (f1/y) y = f1", i ? "sliding" : "sticking");
        qpoly_shift(&lhs, &f[MOL_F2X_MINUS_F1_OVER_X3].p[i][0], 3);
        qpoly_shift(&rhs, &f[MOL_F2].p[i][0], 1);
        qpoly_sub(&rhs, &rhs, &f[MOL_F1].p[i][0]);
        check(tally, qpoly_equal(&lhs, &rhs),
              "exactly, %s piece: ((f2 y - f1)/y^3) y^3 = f2 y - f1",
              i ? "sliding" : "sticking");
    }
    qpoly_clear(&lhs);
    qpoly_clear(&rhs);
}
static void difference_derivative(mpfr_t d, const qfun *f, const mpfr_t y,
                                  const mpfr_t eps, int side)
{
    mpfr_t h, z, a;
    mpfr_inits2(mpfr_get_prec(d), h, z, a, (mpfr_ptr)0);
    mpfr_mul_2si(h, eps, -80, MPFR_RNDN);
    if (side == 0) {                    /* (f(y+h) - f(y-h)) / 2h */
        mpfr_add(z, y, h, MPFR_RNDN);
        mpv_qfun_eval(d, f, z, eps, NULL);
        mpfr_sub(z, y, h, MPFR_RNDN);
        mpv_qfun_eval(a, f, z, eps, NULL);
        mpfr_sub(d, d, a, MPFR_RNDN);
    } else {                            /* (-3f(y) + 4f(y+sh) - f(y+2sh)) / 2sh */
        if (side < 0)
            mpfr_neg(h, h, MPFR_RNDN);
        mpv_qfun_eval(d, f, y, eps, NULL);
        mpfr_mul_si(d, d, -3, MPFR_RNDN);
        mpfr_add(z, y, h, MPFR_RNDN);
        mpv_qfun_eval(a, f, z, eps, NULL);
        mpfr_mul_si(a, a, 4, MPFR_RNDN);
        mpfr_add(d, d, a, MPFR_RNDN);
        mpfr_add(z, z, h, MPFR_RNDN);
        mpv_qfun_eval(a, f, z, eps, NULL);
        mpfr_sub(d, d, a, MPFR_RNDN);
    }
    mpfr_div(d, d, h, MPFR_RNDN);
    mpfr_div_2ui(d, d, 1, MPFR_RNDN);
    mpfr_clears(h, z, a, (mpfr_ptr)0);
}
static void note_relative_gap(double *worst, const mpfr_t a, const mpfr_t b)
{
    mpfr_t g, s;
    mpfr_inits2(64, g, s, (mpfr_ptr)0);
    mpfr_sub(g, a, b, MPFR_RNDN);
    mpfr_abs(g, g, MPFR_RNDN);
    mpfr_abs(s, a, MPFR_RNDN);
    if (mpfr_cmpabs(b, s) > 0)
        mpfr_abs(s, b, MPFR_RNDN);
    if (mpfr_cmp_ui(s, 1) < 0)
        mpfr_set_ui(s, 1, MPFR_RNDN);
    mpfr_div(g, g, s, MPFR_RNDN);
    if (mpfr_get_d(g, MPFR_RNDU) > *worst)
        *worst = mpfr_get_d(g, MPFR_RNDU);
    mpfr_clears(g, s, (mpfr_ptr)0);
}
enum { NK = 40, NT = 4 * NK + 1 };

static double t_point(int i)                        /* i in [0, NT) */
{
    const int k = i % NK + 1;
    switch (i / NK) {
    case 0: return ldexp(1.0, -k);
    case 1: return 1.0 - ldexp(1.0, -k);
    case 2: return 1.0 + ldexp(1.0, -k);
    case 3: return ldexp(1.0, k);
    default: return 1.0;
    }
}

/* The first (dir < 0) or last (dir > 0) stencil side to use at t: 0 is central,
   -1/+1 one-sided. */
static int stencil_side(double t, int dir)
{
    if (t == 1.0)
        return dir;                                 /* both one-sided derivatives */
    if (fabs(t - 1.0) <= 0x1p-78)                   /* within 2h of the breakpoint */
        return t < 1.0 ? -1 : 1;
    return 0;
}

static void check_derivatives_mpfr(check_tally *tally, const qfun f[MOL_NFUN])
{
    static const double eps_list[] = { 0x1p-1000, 1e-8, 1e-3, 0.1, 1.0, 1e3, 0x1p1000 };
    const int pairs[2][2] = { { MOL_F0, MOL_F1 }, { MOL_F1, MOL_F2 } };
    mpfr_t y, eps, d, v, w, tol;
    double worst[4] = { 0, 0, 0, 0 };
    int npoints = 0;
    mpfr_inits2(256, y, eps, d, v, w, tol, (mpfr_ptr)0);
    for (size_t ie = 0; ie < sizeof eps_list / sizeof *eps_list; ie++)
        for (int it = 0; it < NT; it++) {
            const double t = t_point(it);
            mpfr_set_d(eps, eps_list[ie], MPFR_RNDN);
            mpfr_mul_d(y, eps, t, MPFR_RNDN);
            for (int side = stencil_side(t, -1); side <= stencil_side(t, 1); side += 2) {
                for (int k = 0; k < 2; k++) {
                    difference_derivative(d, &f[pairs[k][0]], y, eps, side);
                    mpv_qfun_eval(v, &f[pairs[k][1]], y, eps, NULL);
                    note_relative_gap(&worst[k], d, v);
                }
                mpv_qfun_eval(v, &f[MOL_F1_OVER_X], y, eps, NULL);
                mpfr_mul(v, v, y, MPFR_RNDN);
                mpv_qfun_eval(w, &f[MOL_F1], y, eps, NULL);
                note_relative_gap(&worst[2], v, w);
                mpv_qfun_eval(v, &f[MOL_F2X_MINUS_F1_OVER_X3], y, eps, NULL);
                mpfr_mul(v, v, y, MPFR_RNDN);
                mpfr_mul(v, v, y, MPFR_RNDN);
                mpfr_mul(v, v, y, MPFR_RNDN);
                mpv_qfun_eval(w, &f[MOL_F2], y, eps, NULL);
                mpfr_mul(w, w, y, MPFR_RNDN);
                mpv_qfun_eval(tol, &f[MOL_F1], y, eps, NULL);
                mpfr_sub(w, w, tol, MPFR_RNDN);
                note_relative_gap(&worst[3], v, w);
                npoints++;
            }
        }
    printf("  256-bit MPFR, %d points on both pieces, one-sided at eps_v from both sides:\n",
           npoints);
    printf("    max relative gap  f0'-f1: %.1e  f1'-f2: %.1e  (f1/y)y-f1: %.1e  "
           "h y^3-(f2y-f1): %.1e\n", worst[0], worst[1], worst[2], worst[3]);
    check(tally, worst[0] < 0x1p-120 && worst[1] < 0x1p-120,
          "256-bit central differences: f0' = f1 and f1' = f2 to within 2^-120 at %d points",
          npoints);
    check(tally, worst[2] < 0x1p-240 && worst[3] < 0x1p-240,
          "256-bit MPFR: (f1/y) y = f1 and ((f2 y - f1)/y^3) y^3 = f2 y - f1 "
          "to within 2^-240");
    mpfr_clears(y, eps, d, v, w, tol, (mpfr_ptr)0);
}
static int continuity_class(const qfun *f)
{
    qpoly a, b;
    mpq_t va, vb;
    int k = -1, agree = 1;
    qpoly_init(&a);
    qpoly_init(&b);
    mpq_inits(va, vb, (mpq_ptr)0);
    qpoly_set(&a, &f->p[0][0]);
    qpoly_set(&b, &f->p[1][0]);
    while (agree && k < 16) {   /* beyond 16 the pieces would be one polynomial */
        qpoly_eval(va, &a, f->brk[0]);
        qpoly_eval(vb, &b, f->brk[0]);
        agree = mpq_equal(va, vb);
        if (agree) {
            k++;
            qpoly_deriv(&a, &a);
            qpoly_deriv(&b, &b);
        }
    }
    qpoly_clear(&a);
    qpoly_clear(&b);
    mpq_clears(va, vb, (mpq_ptr)0);
    return k;                                       /* -1: discontinuous */
}

static void check_continuity(check_tally *tally, const qfun f[MOL_NFUN],
                             const char *texdir)
{
    static const int predicted[MOL_NFUN] = { 2, 1, 0, 1, 0 };
    FILE *tex = check_open_tex(texdir, "mollifier-continuity.tex");
    printf("  continuity at y = eps_v (exact):\n");
    if (tex)
        fprintf(tex, "\\begin{tabular}{lc}\\toprule "
                     "function & class at $\\epsilon_v$\\\\\\midrule\n");
    for (int k = 0; k < MOL_NFUN; k++) {
        const int c = continuity_class(&f[k]);
        printf("    %-40s C^%d\n", mollifier_c_name[k], c);
        if (tex)
            fprintf(tex, "$%s$ & $C^{%d}$\\\\\n", mollifier_tex_name[k], c);
        check(tally, c == predicted[k],
              "%s is exactly C^%d at eps_v (jump in derivative %d is nonzero)",
              mollifier_c_name[k], predicted[k], predicted[k] + 1);
    }
    if (tex) {
        fprintf(tex, "\\bottomrule\\end{tabular}\n");
        fclose(tex);
    }
}
typedef struct { double max_ulp, worst_y, worst_eps; long n, not_nearest; } accuracy;

static void measure_point(accuracy acc[MOL_NFUN], const qfun f[MOL_NFUN], double y,
                          double eps_v)
{
    mpq_t qy, qe, exact;
    if (!(y >= 0) || !(eps_v > 0) || isinf(y))
        return;
    mpq_inits(qy, qe, exact, (mpq_ptr)0);
    mpq_set_d(qy, y);
    mpq_set_d(qe, eps_v);
    for (int k = 0; k < MOL_NFUN; k++) {
        if (qfun_eval(exact, &f[k], qy, qe, NULL) != 0)
            continue;                           /* the pole: tested with the domain */
        const double got = library_fn[k](y, eps_v), err = mpv_ulp_error(got, exact);
        acc[k].n++;
        acc[k].not_nearest += got != mpv_round_q(exact);
        if (err > acc[k].max_ulp) {
            acc[k].max_ulp = err;
            acc[k].worst_y = y;
            acc[k].worst_eps = eps_v;
        }
    }
    mpq_clears(qy, qe, exact, (mpq_ptr)0);
}
static double uniform01(uint64_t *state)            /* in [0, 1), 53 random bits */
{
    return random_unit(random_splitmix64(state));
}
static void sample_inputs(int extreme, accuracy acc[MOL_NFUN], const qfun f[MOL_NFUN])
{
    uint64_t state = extreme ? 20261122u : 1999u;
    if (!extreme) {
        for (int ie = 0; ie <= 22; ie++) {
            const double eps_v = pow(10.0, -8.0 + 0.5 * ie);
            double below = eps_v, above = eps_v, tiny = 0;
            for (long i = 0, n = check_cases(2000); i < n; i++)   /* on [0, 2 eps_v] */
                measure_point(acc, f, 2 * eps_v * uniform01(&state), eps_v);
            for (int i = 0; i <= 300; i++)    /* log-spaced from 1e-30 eps_v up */
                measure_point(acc, f,
                    eps_v * pow(10.0, -30.0 + 0.1 * i + 0.1 * uniform01(&state)), eps_v);
            for (int i = 0; i < 256; i++) {   /* the neighbours of eps_v and of 0 */
                measure_point(acc, f, below = nextafter(below, 0), eps_v);
                measure_point(acc, f, above = nextafter(above, INFINITY), eps_v);
                measure_point(acc, f, tiny = nextafter(tiny, 1), eps_v);
            }
            measure_point(acc, f, eps_v, eps_v);
        }
    } else {
        for (long i = 0, n = check_cases(50000); i < n; i++) {   /* random exponents */
            const double eps_v = ldexp(1 + uniform01(&state),
                                       -1074 + (int)(uniform01(&state) * 2097));
            const double t = ldexp(1 + uniform01(&state), -60 + (int)(uniform01(&state) * 64));
            measure_point(acc, f, t * eps_v, eps_v);
            measure_point(acc, f,
                          ldexp(1 + uniform01(&state), -1074 + (int)(uniform01(&state) * 2097)),
                          eps_v);
        }
    }
}

static void check_accuracy(check_tally *tally, const qfun f[MOL_NFUN], const char *texdir)
{
    accuracy acc[2][MOL_NFUN];
    FILE *tex = check_open_tex(texdir, "mollifier-accuracy.tex");
    memset(acc, 0, sizeof acc);
    for (int part = 0; part < 2; part++)
        sample_inputs(part, acc[part], f);
    printf("  accuracy of the C library against the exact value (ulps):\n");
    printf("    %-40s %9s %9s %9s %9s %9s   worst input (y, eps_v)\n", "function",
           "cases", "practical", "cases", "extreme", "not RN");
    if (tex)
        fprintf(tex, "\\begin{tabular}{lrrrrr}\\toprule function & cases & practical & "
                     "cases & extreme & not nearest\\\\\\midrule\n");
    for (int k = 0; k < MOL_NFUN; k++) {
        const accuracy *w = acc[1][k].max_ulp > acc[0][k].max_ulp ? &acc[1][k] : &acc[0][k];
        const long not_nearest = acc[0][k].not_nearest + acc[1][k].not_nearest;
        printf("    %-40s %9ld %9.3f %9ld %9.3f %9ld   (%a, %a)\n", mollifier_c_name[k],
               acc[0][k].n, acc[0][k].max_ulp, acc[1][k].n, acc[1][k].max_ulp, not_nearest,
               w->worst_y, w->worst_eps);
        if (tex)
            fprintf(tex, "$%s$ & %ld & %.3f & %ld & %.3f & %ld\\\\\n", mollifier_tex_name[k],
                    acc[0][k].n, acc[0][k].max_ulp, acc[1][k].n, acc[1][k].max_ulp,
                    not_nearest);
        check(tally, acc[0][k].max_ulp <= 0.5 && acc[1][k].max_ulp <= 0.5 && not_nearest == 0,
              "%s is correctly rounded at all %ld sampled inputs", mollifier_c_name[k],
              acc[0][k].n + acc[1][k].n);
    }
    if (tex) {
        fprintf(tex, "\\bottomrule\\end{tabular}\n");
        fclose(tex);
    }
}

int main(int argc, char **argv)
{
    const char *texdir = NULL;
    check_tally tally = { 0, 0 };
    qfun f[MOL_NFUN];
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--tex") == 0 && i + 1 < argc)
            texdir = argv[++i];
        else {
            fprintf(stderr, "usage: %s [--tex DIR]\n", argv[0]);
            return 2;
        }
    }
    printf("== Chapter 1: the friction mollifier ==\n");
    if (!check(&tally, mollifier_derive(f) == 0,
               "the three conditions on f1 determine it uniquely"))
        return check_finish(&tally, "check-mollifier");
    check_against_documentation(&tally, f);
    check_derivatives_exactly(&tally, f);
    check_derivatives_mpfr(&tally, f);
    check_continuity(&tally, f, texdir);
    check_accuracy(&tally, f, texdir);
    if (texdir) {
        FILE *out = check_open_tex(texdir, "mollifier-formulas.tex");
        if (out) {
            write_formulas_tex(out, f);
            fclose(out);
        }
        check(&tally, out != NULL, "wrote %s/mollifier-formulas.tex", texdir);
    }
    for (int k = 0; k < MOL_NFUN; k++)
        qfun_clear(&f[k]);
    return check_finish(&tally, "check-mollifier");
}
