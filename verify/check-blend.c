/* Tangled from doc/blend-check.nw and doc/mollifier-check.nw; edit there, not here. */
#include "blend-exact.h"
#include "check.h"
#include "mollifier-exact.h"
#include "mpv.h"
#include "random.h"
#include "smooth-friction.h"
#include "smooth-mu.h"
#include "sf-mu-forms.h"
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef double (*blend_fn)(double y, double mu_s, double mu_k, double eps_v);
static const blend_fn library_fn[BLEND_N][BL_NFUN] = {
    { smooth_mu, smooth_mu_derivative, smooth_mu_f0, smooth_mu_f1, smooth_mu_f2,
      smooth_mu_f1_over_x, smooth_mu_f2_x_minus_mu_f1_over_x3 },
    { smooth_mu_quadratic, smooth_mu_quadratic_derivative, smooth_mu_quadratic_f0,
      smooth_mu_quadratic_f1, smooth_mu_quadratic_f2, smooth_mu_quadratic_f1_over_x,
      smooth_mu_quadratic_f2_x_minus_mu_f1_over_x3 },
};

static double uniform01(uint64_t *state)            /* in [0, 1), 53 random bits */
{
    return random_unit(random_splitmix64(state));
}
/* a documented term: (s mu_s + k mu_k) y^ypow eps^epow */
typedef struct { long s, k; int ypow, epow; } doc_potential_term;

static const doc_potential_term documented_cubic_potential[] = { /* all over 30 eps_v^5 */
    { -7, 17, 0, 6 }, { 30, 0, 2, 4 }, { -10, 0, 3, 3 }, { -45, 45, 4, 2 },
    { 42, -42, 5, 1 }, { -10, 10, 6, 0 },
};

static void check_cubic_potential(check_tally *tally, const qfun *F)
{
    qpoly want[2];
    int homogeneous = 1;
    qpoly_init(&want[0]);
    qpoly_init(&want[1]);
    for (size_t i = 0;
         i < sizeof documented_cubic_potential / sizeof *documented_cubic_potential;
         i++) {
        const doc_potential_term *s = &documented_cubic_potential[i];
        homogeneous &= s->ypow + s->epow - 5 == F->eps_power;
        qpoly_set_coef_si(&want[0], s->ypow, s->s, 30);
        qpoly_set_coef_si(&want[1], s->ypow, s->k, 30);
    }
    check(tally, homogeneous && qpoly_equal(&want[0], &F->p[0][BL_MU_S])
                 && qpoly_equal(&want[1], &F->p[0][BL_MU_K]),
          "cubic blend: derived potential on 0 <= y < eps_v equals IPC Toolkit's "
          "documented degree-6 polynomial, "
          "constant eps_v^6 (17 mu_k - 7 mu_s)/(30 eps_v^5)");
    qpoly_clear(&want[0]);
    qpoly_clear(&want[1]);
}
static void check_published_blends(check_tally *tally, qfun f[BLEND_N][BL_NFUN])
{
    qpoly one, t, u, w[2];
    qpoly_init(&one); qpoly_init(&t); qpoly_init(&u);
    qpoly_init(&w[0]); qpoly_init(&w[1]);
    qpoly_set_coef_si(&one, 0, 1, 1);
    qpoly_set_coef_si(&t, 1, 1, 1);
    /* cubic: mu_s + (mu_k - mu_s)(3t^2 - 2t^3), i.e. mu_s (1 - h) + mu_k h */
    qpoly_set_coef_si(&u, 2, 3, 1);
    qpoly_set_coef_si(&u, 3, -2, 1);
    qpoly_sub(&w[0], &one, &u);
    check(tally, qpoly_equal(&w[0], &f[BLEND_CUBIC][BL_MU].p[0][BL_MU_S])
                 && qpoly_equal(&u, &f[BLEND_CUBIC][BL_MU].p[0][BL_MU_K]),
          "cubic blend: the four requirements give mu_s + (mu_k - mu_s)(3t^2 - 2t^3)");
    /* quadratic, first piece: mu_s + 2(mu_k - mu_s) t^2 */
    qpoly_mul(&u, &t, &t);
    qpoly_add(&u, &u, &u);
    qpoly_sub(&w[0], &one, &u);
    check(tally, qpoly_equal(&w[0], &f[BLEND_QUADRATIC][BL_MU].p[0][BL_MU_S])
                 && qpoly_equal(&u, &f[BLEND_QUADRATIC][BL_MU].p[0][BL_MU_K]),
          "quadratic blend: the six requirements give mu_s + 2(mu_k - mu_s) t^2 "
          "on [0, eps_v/2)");
    /* quadratic, second piece: mu_k - 2(mu_k - mu_s)(1 - t)^2 */
    qpoly_sub(&u, &one, &t);
    qpoly_mul(&u, &u, &u);
    qpoly_add(&w[0], &u, &u);
    qpoly_sub(&w[1], &one, &w[0]);
    check(tally, qpoly_equal(&w[0], &f[BLEND_QUADRATIC][BL_MU].p[1][BL_MU_S])
                 && qpoly_equal(&w[1], &f[BLEND_QUADRATIC][BL_MU].p[1][BL_MU_K]),
          "quadratic blend: ... and mu_k - 2(mu_k - mu_s)(1 - t)^2 on [eps_v/2, eps_v)");
    qpoly_clear(&one); qpoly_clear(&t); qpoly_clear(&u);
    qpoly_clear(&w[0]); qpoly_clear(&w[1]);
}
static void check_quadratic_constants(check_tally *tally, const qfun *F)
{
    /* mu_s, mu_k, den */
    static const long want[2][3] = { { -11, 27, 48 }, { -4, 9, 15 } };
    for (int i = 0; i < 2; i++) {
        mpq_t s, k, ws, wk;
        mpq_inits(s, k, ws, wk, (mpq_ptr)0);
        qpoly_get_coef(s, &F->p[i][BL_MU_S], 0);
        qpoly_get_coef(k, &F->p[i][BL_MU_K], 0);
        mpq_set_si(ws, want[i][0], (unsigned long)want[i][2]);
        mpq_set_si(wk, want[i][1], (unsigned long)want[i][2]);
        mpq_canonicalize(ws);
        mpq_canonicalize(wk);
        check(tally, F->eps_power == 1 && mpq_equal(s, ws) && mpq_equal(k, wk),
              "quadratic blend: potential constant on piece %d is "
              "eps_v (%ld mu_k - %ld mu_s)/%ld",
              i, want[i][1], -want[i][0], want[i][2]);
        mpq_clears(s, k, ws, wk, (mpq_ptr)0);
    }
}
static void show_negative_potential(check_tally *tally, qfun f[BLEND_N][BL_NFUN],
                                    const char *texdir)
{
    FILE *tex = check_open_tex(texdir, "blend-rest.tex");
    mpq_t mu[2], y, eps, v;
    mpq_inits(mu[0], mu[1], y, eps, v, (mpq_ptr)0);
    mpq_set_ui(mu[BL_MU_S], 1, 1);
    mpq_set_ui(mu[BL_MU_K], 1, 10);
    mpq_set_ui(eps, 1, 1);
    for (int b = 0; b < BLEND_N; b++) {
        qfun_eval(v, &f[b][BL_MU_F0], y, eps, (const mpq_t *)mu);
        gmp_printf("  %s blend, mu_s = 1, mu_k = 1/10: potential at y = 0 is %Qd eps_v\n",
                   blend_name[b], v);
        check(tally, mpq_sgn(v) < 0,
              "%s blend: the potential at rest is negative for mu_s = 1, "
              "mu_k = 1/10 (only its differences matter)", blend_name[b]);
        if (tex) {
            mpq_abs(v, v);                           /* printed with its minus sign */
            gmp_fprintf(tex, "%s-\\tfrac{%Zd}{%Zd}\\,\\epsilon_v\\ \\text{(%s)}",
                        b ? ",\\qquad " : "\\[", mpq_numref(v), mpq_denref(v),
                        blend_name[b]);
        }
    }
    if (tex) {
        fputs("\\]\n", tex);
        fclose(tex);
    }
    mpq_clears(mu[0], mu[1], y, eps, v, (mpq_ptr)0);
}
static void check_product_rule(check_tally *tally, qfun f[BLEND_N][BL_NFUN],
                               const qfun *f0)
{
    for (int b = 0; b < BLEND_N; b++)
        for (int i = 0; i + 1 < f[b][BL_MU].npieces; i++) {
            qpoly lhs, rhs, tmp;
            int ok = 1;
            qpoly_init(&lhs); qpoly_init(&rhs); qpoly_init(&tmp);
            for (int j = 0; j < 2; j++) {
                /* mu f0 */
                qpoly_mul(&lhs, &f[b][BL_MU].p[i][j], &f0->p[0][0]);
                qpoly_deriv(&lhs, &lhs);
                /* (mu f0)' - mu f1 */
                qpoly_sub(&lhs, &lhs, &f[b][BL_MU_F1].p[i][j]);
                qpoly_mul(&rhs, &f[b][BL_MU_DERIV].p[i][j], &f0->p[0][0]);
                ok &= qpoly_equal(&lhs, &rhs) && !qpoly_is_zero(&rhs);
                /* mu_s = mu_k: sum */
                qpoly_add(&tmp, &tmp, &rhs);
            }
            check(tally, ok && qpoly_is_zero(&tmp),
                  "%s blend, piece %d: (mu f0)' - mu f1 = mu' f0, "
                  "nonzero unless mu_s = mu_k", blend_name[b], i);
            qpoly_clear(&lhs); qpoly_clear(&rhs); qpoly_clear(&tmp);
        }
}
static int piece_form(mu_piece_form *out, const qfun *f, int piece)
{
    const qpoly *p = f->p[piece];
    int lo = 0, hi = 0, any = 0, ok = 1;
    mpz_t d, c, bin, v;
    mpq_t q;
    memset(out, 0, sizeof *out);
    mpz_inits(d, c, bin, v, (mpz_ptr)0);
    mpq_init(q);
    mpz_set_ui(d, 1);
    for (int j = 0; j < 2; j++) {
        if (qpoly_is_zero(&p[j]))
            continue;
        lo = any && lo < qpoly_lowest(&p[j]) ? lo : qpoly_lowest(&p[j]);
        hi = any && hi > qpoly_highest(&p[j]) ? hi : qpoly_highest(&p[j]);
        any = 1;
        for (int k = qpoly_lowest(&p[j]); k <= qpoly_highest(&p[j]); k++) {
            qpoly_get_coef(q, &p[j], k);
            mpz_lcm(d, d, mpq_denref(q));
        }
    }
    out->eps_power = f->eps_power;
    out->low = lo;
    out->degree = hi - lo;
    out->den = mpz_get_d(d);
    ok = out->degree < 8 && mpz_sizeinbase(d, 2) < 53;
    for (int j = 0; ok && j < 2; j++)
        for (int i = 0; i <= out->degree; i++) {
            qpoly_get_coef(q, &p[j], lo + i);
            mpz_divexact(c, d, mpq_denref(q));
            mpz_mul(c, c, mpq_numref(q));
            ok &= mpz_sizeinbase(c, 2) < 53;
            out->mono[j][i] = mpz_get_d(c);
        }
    for (int j = 0; ok && j < 2; j++)
        for (int k = 0; k <= out->degree; k++) {
            mpz_set_ui(v, 0);
            for (int i = 0; i <= k; i++) {
                mpz_bin_uiui(bin, (unsigned long)(out->degree - i), (unsigned long)(k - i));
                mpz_set_d(c, out->mono[j][i]);
                mpz_addmul(v, c, bin);
            }
            ok &= mpz_sizeinbase(v, 2) < 53;
            out->bern[j][k] = mpz_get_d(v);
        }
    mpz_clears(d, c, bin, v, (mpz_ptr)0);
    mpq_clear(q);
    return ok ? 0 : -1;
}
static void print_row(const char *lead, const double *a, const char *tail)
{
    printf("%s{ ", lead);
    for (int i = 0; i < 8; i++)
        printf("%.0f%s", a[i], i < 7 ? ", " : " }");
    printf("%s\n", tail);
}

static int print_form_table(qfun f[BLEND_N][BL_NFUN])
{
    printf("<<the generated coefficient table>>=\n");
    for (int b = 0; b < BLEND_N; b++) {
        printf("    {   /* %s blend */\n", blend_name[b]);
        for (int k = 0; k < BL_NFUN; k++)
            printf("        <<entries of the %s [[%s]]>>\n",
                   blend_name[b], blend_c_name[b][k]);
        printf("    },\n");
    }
    printf("@\n");
    for (int b = 0; b < BLEND_N; b++)
        for (int k = 0; k < BL_NFUN; k++) {
            printf("\nThe entries of the %s blend's [[%s]], one per piece.\n\n",
                   blend_name[b], blend_c_name[b][k]);
            printf("<<entries of the %s [[%s]]>>=\n", blend_name[b],
                   blend_c_name[b][k]);
            printf("{   /* %s */\n", blend_c_name[b][k]);
            for (int i = 0; i < MU_MAX_PIECES; i++) {
                mu_piece_form m;
                if (i >= f[b][k].npieces || piece_form(&m, &f[b][k], i) != 0)
                    memset(&m, 0, sizeof m);
                printf("    { %d, %d, %d, %.0f,\n", m.eps_power, m.low, m.degree, m.den);
                print_row("      { ", m.bern[0], ",");
                print_row("        ", m.bern[1], " },");
                print_row("      { ", m.mono[0], ",");
                print_row("        ", m.mono[1], " } },");
            }
            printf("},\n@\n");
        }
    return 0;
}
static int same_form(const mu_piece_form *a, const mu_piece_form *b)
{
    int same = a->eps_power == b->eps_power && a->low == b->low && a->degree == b->degree
               && a->den == b->den;
    for (int j = 0; j < 2; j++)
        for (int k = 0; k < 8; k++)
            same &= a->bern[j][k] == b->bern[j][k] && a->mono[j][k] == b->mono[j][k];
    return same;
}

static void check_form_table(check_tally *tally, qfun f[BLEND_N][BL_NFUN])
{
    for (int b = 0; b < BLEND_N; b++) {
        int same = mu_npieces[b] == f[b][BL_MU].npieces;
        for (int i = 0; same && i + 1 < mu_npieces[b]; i++) {
            mpq_t brk;
            mpq_init(brk);
            mpq_set_ui(brk, 1, 1);
            mpq_div_2exp(brk, brk, (mp_bitcnt_t)mu_brk_shift[b][i]);
            same = mpq_equal(brk, f[b][BL_MU].brk[i]);
            mpq_clear(brk);
        }
        for (int k = 0; k < BL_NFUN; k++)
            for (int i = 0; same && i < mu_npieces[b]; i++) {
                mu_piece_form m;
                same = piece_form(&m, &f[b][k], i) == 0
                       && same_form(&m, &mu_form[b][k][i]);
            }
        check(tally, same, "%s blend: the library's coefficient table is exactly "
              "the derived one (pieces, breakpoints, all %d functions)", blend_name[b],
              BL_NFUN);
        int shape = 1;
        for (int k = 0; k < BL_NFUN; k++) {
            const mu_piece_form *p = &mu_form[b][k][mu_npieces[b] - 1];
            const double c = p->mono[1][0];
            shape &= p->degree == 0 && p->den == 1 && p->mono[0][0] == 0
                     && (c == 0 || ((c == 1 || c == -1) && p->eps_power == p->low
                                    && (p->low == 0 || p->low == 1 || p->low == -1
                                        || p->low == -3)));
        }
        check(tally, shape, "%s blend: every sliding piece is c mu_k y^l with c in {0, 1, -1} "
              "and l in {0, 1, -1, -3}, the shapes the library evaluates in one operation "
              "or by its own fast path", blend_name[b]);
    }
}
static int same_family(const qfun *a, const qfun *b)
{
    int same = a->eps_power == b->eps_power && a->npieces == b->npieces;
    for (int i = 0; same && i < a->npieces; i++) {
        same = i + 1 == a->npieces || mpq_equal(a->brk[i], b->brk[i]);
        for (int j = 0; j < 2; j++)
            same &= qpoly_equal(&a->p[i][j], &b->p[i][j]);
    }
    return same;
}

static void check_identities_exactly(check_tally *tally, qfun f[BLEND_N][BL_NFUN],
                                     const qfun *mol)
{
    for (int b = 0; b < BLEND_N; b++) {
        qfun d;
        qpoly x, y;
        mpq_t v, w, zero;
        int ok_rule = 1, ok_quot = 1;
        qfun_deriv(&d, &f[b][BL_MU_F0]);
        check(tally, same_family(&d, &f[b][BL_MU_F1]),
              "%s blend, exactly: (int mu f1)' = mu f1 on every piece", blend_name[b]);
        qfun_clear(&d);
        mpq_inits(v, w, zero, (mpq_ptr)0);
        qpoly_init(&x);
        qpoly_init(&y);
        const int last = f[b][BL_MU].npieces - 2;               /* the last sticking piece */
        for (int j = 0; j < 2; j++) {
            qpoly_eval(v, &f[b][BL_MU_DERIV].p[0][j], zero);
            qpoly_eval(w, &f[b][BL_MU_DERIV].p[last][j], f[b][BL_MU].brk[last]);
            ok_rule &= mpq_sgn(v) == 0 && mpq_sgn(w) == 0;
        }
        check(tally, ok_rule, "%s blend, exactly: mu'(0) = 0 and mu'(eps_v-) = 0", blend_name[b]);
        ok_rule = 1;
        for (int i = 0; i < f[b][BL_MU].npieces; i++) {
            const int m = i + 1 < f[b][BL_MU].npieces ? 0 : 1;    /* the mollifier's piece */
            for (int j = 0; j < 2; j++) {
                qpoly_mul(&x, &f[b][BL_MU_DERIV].p[i][j], &mol[MOL_F1].p[m][0]);
                qpoly_mul(&y, &f[b][BL_MU].p[i][j], &mol[MOL_F2].p[m][0]);
                qpoly_add(&x, &x, &y);
                ok_rule &= qpoly_equal(&x, &f[b][BL_MU_F2].p[i][j]);
                qpoly_shift(&x, &f[b][BL_MU_F1_OVER_X].p[i][j], 1);
                ok_quot &= qpoly_equal(&x, &f[b][BL_MU_F1].p[i][j]);
                qpoly_shift(&x, &f[b][BL_MU_F2X_MINUS_MU_F1_OVER_X3].p[i][j], 3);
                qpoly_shift(&y, &f[b][BL_MU_F2].p[i][j], 1);
                qpoly_sub(&y, &y, &f[b][BL_MU_F1].p[i][j]);
                ok_quot &= qpoly_equal(&x, &y);
            }
        }
        check(tally, ok_rule, "%s blend, exactly: (mu f1)' = mu' f1 + mu f2 "
              "on every piece", blend_name[b]);
        check(tally, ok_quot, "%s blend, exactly: (mu f1/y) y = mu f1 and "
              "(((mu f1)' y - mu f1)/y^3) y^3 = (mu f1)' y - mu f1", blend_name[b]);
        mpq_clears(v, w, zero, (mpq_ptr)0);
        qpoly_clear(&x);
        qpoly_clear(&y);
    }
}
static void note_gap(double *worst, const mpfr_t a, const mpfr_t b, const mpfr_t size)
{
    mpfr_t g;
    mpfr_init2(g, 64);
    mpfr_sub(g, a, b, MPFR_RNDN);
    mpfr_abs(g, g, MPFR_RNDN);
    mpfr_div(g, g, size, MPFR_RNDN);
    if (mpfr_get_d(g, MPFR_RNDU) > *worst)
        *worst = mpfr_get_d(g, MPFR_RNDU);
    mpfr_clear(g);
}

static void check_identities_mpfr(check_tally *tally, qfun f[BLEND_N][BL_NFUN])
{
    static const double eps_list[] = { 1e-8, 1e-3, 1.0, 1e3 };
    static const double t_list[] = { 1e-6, 0.125, 0.3, 0.5, 0.75, 0.999999, 1.0, 1.000001,
                                      1.5, 4.0, 1e6 };
    static const double mu_list[][2] = { { 1, 0.1 }, { 0.3, 0.9 }, { 0.5, 0.5 }, { 0, 1 },
                                         { 1, 0 } };
    static const int pairs[3][2] = { { BL_MU_F0, BL_MU_F1 }, { BL_MU, BL_MU_DERIV },
                                     { BL_MU_F1, BL_MU_F2 } };
    mpfr_t y, eps, mu[2], d, v, w, size;
    mpfr_inits2(256, y, eps, mu[0], mu[1], d, v, w, size, (mpfr_ptr)0);
    for (int b = 0; b < BLEND_N; b++) {
        double worst[5] = { 0, 0, 0, 0, 0 };
        int npoints = 0;
        for (size_t ie = 0; ie < sizeof eps_list / sizeof *eps_list; ie++)
            for (size_t it = 0; it < sizeof t_list / sizeof *t_list; it++)
                for (size_t im = 0; im < sizeof mu_list / sizeof *mu_list; im++) {
                    const int at_break = t_list[it] == 1.0
                                         || (b == BLEND_QUADRATIC && t_list[it] == 0.5);
                    mpfr_set_d(eps, eps_list[ie], MPFR_RNDN);
                    mpfr_mul_d(y, eps, t_list[it], MPFR_RNDN);
                    mpfr_set_d(mu[0], mu_list[im][0], MPFR_RNDN);
                    mpfr_set_d(mu[1], mu_list[im][1], MPFR_RNDN);
                    for (int s = 0; s < (at_break ? 2 : 1); s++) {
                        const int side = at_break ? 2 * s - 1 : 0;   /* left, right; or central */
                        for (int k = 0; k < 3; k++) {
                            const qfun *to = &f[b][pairs[k][1]];
                            mpv_qfun_difference(d, &f[b][pairs[k][0]], y, eps, (const mpfr_t *)mu, side);
                            mpv_qfun_eval(v, to, y, eps, (const mpfr_t *)mu);
                            mpfr_pow_si(size, eps, to->eps_power, MPFR_RNDN);
                            mpfr_mul_d(size, size, mu_list[im][0] + mu_list[im][1], MPFR_RNDN);
                            note_gap(&worst[k], d, v, size);
                        }
                    }
                    mpv_qfun_eval(v, &f[b][BL_MU_F1_OVER_X], y, eps, (const mpfr_t *)mu);
                    mpfr_mul(v, v, y, MPFR_RNDN);
                    mpv_qfun_eval(w, &f[b][BL_MU_F1], y, eps, (const mpfr_t *)mu);
                    mpfr_set_d(size, mu_list[im][0] + mu_list[im][1], MPFR_RNDN);
                    note_gap(&worst[3], v, w, size);
                    mpv_qfun_eval(v, &f[b][BL_MU_F2X_MINUS_MU_F1_OVER_X3], y, eps, (const mpfr_t *)mu);
                    mpfr_pow_ui(w, y, 3, MPFR_RNDN);
                    mpfr_mul(v, v, w, MPFR_RNDN);
                    mpv_qfun_eval(w, &f[b][BL_MU_F2], y, eps, (const mpfr_t *)mu);
                    mpfr_mul(w, w, y, MPFR_RNDN);
                    mpv_qfun_eval(d, &f[b][BL_MU_F1], y, eps, (const mpfr_t *)mu);
                    mpfr_sub(w, w, d, MPFR_RNDN);
                    note_gap(&worst[4], v, w, size);
                    npoints++;
                }
        printf("  %s blend, 256-bit MPFR at %d points (one-sided at breakpoints); max gap:\n"
               "    (int mu f1)'-mu f1 %.1e  mu'-mu' %.1e  (mu f1)'-(mu f1)' %.1e"
               "  quotients %.1e %.1e\n",
               blend_name[b], npoints, worst[0], worst[1], worst[2], worst[3], worst[4]);
        check(tally, worst[0] < 0x1p-120 && worst[1] < 0x1p-120 && worst[2] < 0x1p-120,
              "%s blend, 256-bit differences: (int mu f1)' = mu f1, (mu)' = mu', (mu f1)' = "
              "smooth_mu%s_f2, to within 2^-120", blend_name[b], b ? "_quadratic" : "");
        check(tally, worst[3] < 0x1p-240 && worst[4] < 0x1p-240,
              "%s blend, 256-bit: both quotients multiplied back agree to within 2^-240",
              blend_name[b]);
    }
    mpfr_clears(y, eps, mu[0], mu[1], d, v, w, size, (mpfr_ptr)0);
}
static void check_continuity_classes(check_tally *tally, qfun f[BLEND_N][BL_NFUN],
                                     const char *texdir)
{
    static const int predicted[BL_NFUN] = { 1, 0, 2, 1, 0, 1, 0 };
    static const struct { int blend, brk; const char *where, *tex; } column[3] = {
        { BLEND_CUBIC, 0, "cubic at eps_v", "cubic, $\\epsilon_v$" },
        { BLEND_QUADRATIC, 0, "quadratic at eps_v/2", "quadratic, $\\epsilon_v/2$" },
        { BLEND_QUADRATIC, 1, "quadratic at eps_v", "quadratic, $\\epsilon_v$" },
    };
    FILE *tex = check_open_tex(texdir, "blend-continuity.tex");
    printf("  continuity classes (exact):\n    %-12s %22s %22s %22s\n", "function",
           column[0].where, column[1].where, column[2].where);
    if (tex)
        fprintf(tex, "\\begin{tabular}{lccc}\\toprule "
                     "function & %s & %s & %s\\\\\\midrule\n",
                column[0].tex, column[1].tex, column[2].tex);
    int cls[BL_NFUN][3];
    for (int k = 0; k < BL_NFUN; k++) {
        printf("    %-12s", blend_c_name[BLEND_CUBIC][k] + strlen("smooth_"));
        if (tex)
            fprintf(tex, "$%s$", blend_tex_name[k]);
        for (int c = 0; c < 3; c++) {
            cls[k][c] = qfun_continuity_class(&f[column[c].blend][k], column[c].brk);
            printf(" %19sC^%d", "", cls[k][c]);
            if (tex)
                fprintf(tex, " & $C^{%d}$", cls[k][c]);
        }
        printf("\n");
        if (tex)
            fprintf(tex, "\\\\\n");
    }
    for (int k = 0; k < BL_NFUN; k++)
        for (int c = 0; c < 3; c++)
            check(tally, cls[k][c] == predicted[k],
                  "%s is exactly C^%d at the breakpoint (%s): "
                  "the jump in derivative %d is a nonzero form in mu_s, mu_k",
                  blend_c_name[column[c].blend][k], predicted[k], column[c].where,
                  predicted[k] + 1);
    if (tex) {
        fprintf(tex, "\\bottomrule\\end{tabular}\n");
        fclose(tex);
    }
}
static void check_equal_coefficients(check_tally *tally, qfun f[BLEND_N][BL_NFUN],
                                     const qfun *mol)
{
    typedef double (*mollifier_fn)(double y, double eps_v);
    static const mollifier_fn chapter1[MOL_NFUN] = {
        smooth_friction_f0, smooth_friction_f1, smooth_friction_f2,
        smooth_friction_f1_over_x, smooth_friction_f2_x_minus_f1_over_x3 };
    static const double mus[] = { 1.0, 0x1p-3, 0x1p5, 0x1p-600, 0.1, 0.7 };
    uint64_t state = 777;
    for (int b = 0; b < BLEND_N; b++) {
        int exact = 1;
        long n = 0, same_mu = 0, zero_slope = 0, scaled = 0, nscaled = 0;
        for (int k = 0; k < BL_NFUN; k++)
            for (int i = 0; i < f[b][k].npieces; i++) {
                qpoly sum;
                qpoly_init(&sum);
                qpoly_add(&sum, &f[b][k].p[i][BL_MU_S], &f[b][k].p[i][BL_MU_K]);
                if (blend_counterpart[k] < 0)
                    exact &= k == BL_MU ? qpoly_lowest(&sum) == 0 && qpoly_highest(&sum) == 0
                                          && mpz_cmp_ui(mpq_numref(sum.c[0]), 1) == 0
                                          && mpz_cmp_ui(mpq_denref(sum.c[0]), 1) == 0
                                        : qpoly_is_zero(&sum);
                else
                {
                    const qfun *c = &mol[blend_counterpart[k]];
                    exact &= f[b][k].eps_power == c->eps_power
                             && qpoly_equal(&sum, &c->p[i + 1 < f[b][k].npieces ? 0 : 1][0]);
                }
                qpoly_clear(&sum);
            }
        check(tally, exact, "%s blend, exactly: with mu_s = mu_k every function is mu_k "
              "times its chapter-1 counterpart (mu = mu_k, mu' = 0)", blend_name[b]);
        for (int i = 0; i < 4000; i++) {
            const double eps_v = pow(10.0, -8 + 11 * uniform01(&state));
            const double y = 1.5 * eps_v * uniform01(&state);
            const double m = mus[i % (sizeof mus / sizeof *mus)];
            n++;
            same_mu += library_fn[b][BL_MU](y, m, m, eps_v) == m;
            zero_slope += library_fn[b][BL_MU_DERIV](y, m, m, eps_v) == 0;
            if (m != 0.1 && m != 0.7)
                for (int k = BL_MU_F0; k < BL_NFUN; k++) {
                    nscaled++;
                    scaled += library_fn[b][k](y, m, m, eps_v)
                              == m * chapter1[blend_counterpart[k]](y, eps_v);
                }
        }
        check(tally, same_mu == n && zero_slope == n, "%s blend, library: mu = mu_k and "
              "mu' = 0 exactly when mu_s = mu_k (%ld inputs)", blend_name[b], n);
        check(tally, scaled == nscaled, "%s blend, library: with mu_s = mu_k = 2^k the "
              "five functions equal 2^k times chapter 1's, bit for bit (%ld of %ld)",
              blend_name[b], scaled, nscaled);
    }
}
typedef struct {
    double max_ulp, worst[4], max_not_nearest;
    long n, ties, not_nearest;
} blend_accuracy;

static int is_tie(double got, double nearest, const mpq_t exact)  /* both equally close */
{
    mpq_t a, b;
    mpq_inits(a, b, (mpq_ptr)0);
    mpq_set_d(a, got);
    mpq_sub(a, a, exact);
    mpq_abs(a, a);
    mpq_set_d(b, nearest);
    mpq_sub(b, b, exact);
    mpq_abs(b, b);
    const int tie = mpq_equal(a, b);
    mpq_clears(a, b, (mpq_ptr)0);
    return tie;
}

static void measure_blend_point(blend_accuracy acc[BLEND_N][BL_NFUN],
                                qfun f[BLEND_N][BL_NFUN], double y, double mu_s,
                                double mu_k, double eps_v)
{
    mpq_t qy, qe, mu[2], exact;
    if (!(y >= 0) || isinf(y) || !(eps_v > 0) || !(mu_s >= 0) || !(mu_k >= 0))
        return;
    mpq_inits(qy, qe, mu[0], mu[1], exact, (mpq_ptr)0);
    mpq_set_d(qy, y);
    mpq_set_d(qe, eps_v);
    mpq_set_d(mu[BL_MU_S], mu_s);
    mpq_set_d(mu[BL_MU_K], mu_k);
    for (int b = 0; b < BLEND_N; b++)
        for (int k = 0; k < BL_NFUN; k++) {
            if (qfun_eval(exact, &f[b][k], qy, qe, (const mpq_t *)mu) != 0)
                continue;                          /* the pole: tested with the domain */
            const double got = library_fn[b][k](y, mu_s, mu_k, eps_v);
            const double err = mpv_ulp_error(got, exact);
            blend_accuracy *a = &acc[b][k];
            a->n++;
            if (got != mpv_round_q(exact)) {
                if (is_tie(got, mpv_round_q(exact), exact))
                    a->ties++;
                else {
                    a->not_nearest++;
                    a->max_not_nearest = err > a->max_not_nearest ? err : a->max_not_nearest;
                }
            }
            if (err > a->max_ulp) {
                const double w[4] = { y, mu_s, mu_k, eps_v };
                a->max_ulp = err;
                memcpy(a->worst, w, sizeof w);
            }
        }
    mpq_clears(qy, qe, mu[0], mu[1], exact, (mpq_ptr)0);
}
static void sample_practical(blend_accuracy acc[BLEND_N][BL_NFUN],
                             qfun f[BLEND_N][BL_NFUN])
{
    static const double eps_list[] = { 1e-8, 1e-5, 1e-3, 1.0, 1e3 };
    static const double special[][2] = { { 1e-300, 1 }, { 1, 1e-300 }, { 0x1p-1074, 0.5 },
        { 0.5, 0x1p-1074 }, { 1e300, 1e-300 }, { 1e-300, 1e300 }, { 0.3, 0.3 + 0x1p-50 },
        { 7, 17 }, { 17, 7 }, { 1e-20, 1e-20 } };
    const int nspecial = sizeof special / sizeof *special;
    uint64_t state = 2024;
    for (int ip = 0; ip < 121 + nspecial; ip++) {
        const double mu_s = ip < 121 ? (ip / 11) / 10.0 : special[ip - 121][0];
        const double mu_k = ip < 121 ? (ip % 11) / 10.0 : special[ip - 121][1];
        const int m = ip < 121 ? 1 : 8;          /* more samples for the special pairs */
        for (size_t ie = 0; ie < sizeof eps_list / sizeof *eps_list; ie++) {
            const double e = eps_list[ie];
            double up = e, down = e, hu = e / 2, hd = e / 2;
            for (long i = 0, n = check_cases(12 * m); i < n; i++)
                measure_blend_point(acc, f, 1.2 * e * uniform01(&state), mu_s, mu_k, e);
            for (int i = 0; i < 8 * m; i++)
                measure_blend_point(acc, f, e * pow(10.0, -20.0 + 2.5 * i / m + uniform01(&state)),
                                    mu_s, mu_k, e);
            for (int i = 0; i < 4 * m; i++) {
                measure_blend_point(acc, f, down = nextafter(down, 0), mu_s, mu_k, e);
                measure_blend_point(acc, f, up = nextafter(up, INFINITY), mu_s, mu_k, e);
                measure_blend_point(acc, f, hd = nextafter(hd, 0), mu_s, mu_k, e);
                measure_blend_point(acc, f, hu = nextafter(hu, INFINITY), mu_s, mu_k, e);
            }
            measure_blend_point(acc, f, 0.0, mu_s, mu_k, e);
            measure_blend_point(acc, f, e, mu_s, mu_k, e);
            measure_blend_point(acc, f, e / 2, mu_s, mu_k, e);
        }
    }
}
static void sample_near_zeros(blend_accuracy acc[BLEND_N][BL_NFUN],
                              qfun f[BLEND_N][BL_NFUN], int *nzeros)
{
    static const int fns[] = { BL_MU_F0, BL_MU_F2, BL_MU_F2X_MINUS_MU_F1_OVER_X3 };
    static const double pairs[][2] = { { 1, 0.1 }, { 0.9, 0.3 }, { 1, 0.41 }, { 1, 0.6 },
                                       { 0, 1 }, { 0.1, 1 }, { 0.2, 0.5 } };
    static const double eps_list[] = { 1e-3, 1.0, 1e3 };
    mpfr_t lo, hi, mid, v, e, mu[2];
    mpfr_inits2(256, lo, hi, mid, v, e, mu[0], mu[1], (mpfr_ptr)0);
    *nzeros = 0;
    for (int b = 0; b < BLEND_N; b++)
        for (size_t k = 0; k < sizeof fns / sizeof *fns; k++)
            for (size_t ip = 0; ip < sizeof pairs / sizeof *pairs; ip++)
                for (size_t ie = 0; ie < sizeof eps_list / sizeof *eps_list; ie++) {
                    const qfun *g = &f[b][fns[k]];
                    mpfr_set_d(e, eps_list[ie], MPFR_RNDN);
                    mpfr_set_d(mu[0], pairs[ip][0], MPFR_RNDN);
                    mpfr_set_d(mu[1], pairs[ip][1], MPFR_RNDN);
                    for (int i = 0; i < 64 * (g->npieces - 1); i++) {
                        int slo, shi;
                        mpfr_mul_d(lo, e, (i + 0.5) / (64.0 * (g->npieces - 1)), MPFR_RNDN);
                        mpfr_mul_d(hi, e, (i + 1.5) / (64.0 * (g->npieces - 1)), MPFR_RNDN);
                        mpv_qfun_eval(v, g, lo, e, (const mpfr_t *)mu);
                        slo = mpfr_sgn(v);
                        mpv_qfun_eval(v, g, hi, e, (const mpfr_t *)mu);
                        shi = mpfr_sgn(v);
                        if (slo == 0 || shi == 0 || slo == shi || mpfr_cmp(hi, e) >= 0)
                            continue;
                        for (int it = 0; it < 200; it++) {
                            mpfr_add(mid, lo, hi, MPFR_RNDN);
                            mpfr_div_2ui(mid, mid, 1, MPFR_RNDN);
                            mpv_qfun_eval(v, g, mid, e, (const mpfr_t *)mu);
                            if (mpfr_sgn(v) == slo)
                                mpfr_set(lo, mid, MPFR_RNDN);
                            else
                                mpfr_set(hi, mid, MPFR_RNDN);
                        }
                        ++*nzeros;
                        double below = mpfr_get_d(lo, MPFR_RNDN), above = below;
                        measure_blend_point(acc, f, below, pairs[ip][0], pairs[ip][1], eps_list[ie]);
                        for (int j = 0; j < 40; j++) {
                            measure_blend_point(acc, f, below = nextafter(below, 0), pairs[ip][0], pairs[ip][1],
                                                eps_list[ie]);
                            measure_blend_point(acc, f, above = nextafter(above, INFINITY), pairs[ip][0],
                                                pairs[ip][1], eps_list[ie]);
                        }
                    }
                }
    mpfr_clears(lo, hi, mid, v, e, mu[0], mu[1], (mpfr_ptr)0);
}
/* any positive double, subnormals too */
static double random_exponent_double(uint64_t *state)
{
    return ldexp(1 + uniform01(state), -1074 + (int)(uniform01(state) * 2098));
}

static void sample_extreme(blend_accuracy acc[BLEND_N][BL_NFUN], qfun f[BLEND_N][BL_NFUN])
{
    uint64_t state = 31337;
    for (long i = 0, n = check_cases(12000); i < n; i++) {
        const double eps_v = random_exponent_double(&state);
        const double t = ldexp(1 + uniform01(&state),
                               -60 + (int)(uniform01(&state) * 62));
        const int kind = (int)(uniform01(&state) * 8);
        double mu_s = random_exponent_double(&state),
               mu_k = random_exponent_double(&state);
        if (kind == 0)
            mu_s = 0;
        else if (kind == 1)
            mu_k = 0;
        else if (kind == 2)
            mu_k = mu_s;
        else if (kind == 3)                          /* comparable sizes: cancellation */
            mu_k = mu_s * (0.25 + uniform01(&state));
        measure_blend_point(acc, f, t * eps_v, mu_s, mu_k, eps_v);
        if (i % 4 == 0)
            measure_blend_point(acc, f, random_exponent_double(&state), mu_s, mu_k,
                                eps_v);
    }
}
static void check_blend_accuracy(check_tally *tally, qfun f[BLEND_N][BL_NFUN],
                                 const char *texdir)
{
    static blend_accuracy acc[3][BLEND_N][BL_NFUN];
    static const char *const part[3] = { "practical", "near zeros", "extreme" };
    FILE *tex = check_open_tex(texdir, "blend-accuracy.tex");
    int nzeros;
    double near_tie = 0;                  /* the largest error of a not-nearest result */
    memset(acc, 0, sizeof acc);
    sample_practical(acc[0], f);
    sample_near_zeros(acc[1], f, &nzeros);
    sample_extreme(acc[2], f);
    printf("  accuracy of the C library against the exact value (ulps); %d zeros located:\n",
           nzeros);
    printf("    %-45s %7s %9s %7s %10s %7s %9s %5s %6s\n", "function", "cases", part[0],
           "cases", part[1], "cases", part[2], "ties", "not RN");
    if (tex)
        fprintf(tex, "\\begin{tabular}{llrrrrrrrr}\\toprule blend & function & cases & "
                     "practical & cases & near zeros & cases & extreme & ties & "
                     "not nearest\\\\\\midrule\n");
    for (int b = 0; b < BLEND_N; b++)
        for (int k = 0; k < BL_NFUN; k++) {
            double worst = 0;
            long n = 0, ties = 0, not_nearest = 0;
            printf("    %-45s", blend_c_name[b][k]);
            if (tex)
                fprintf(tex, "%s & $%s$", k == 0 ? blend_name[b] : "", blend_tex_name[k]);
            for (int p = 0; p < 3; p++) {
                printf(" %7ld %*.3f", acc[p][b][k].n, p == 1 ? 10 : 9, acc[p][b][k].max_ulp);
                if (tex)
                    fprintf(tex, " & %ld & %.3f", acc[p][b][k].n, acc[p][b][k].max_ulp);
                worst = acc[p][b][k].max_ulp > worst ? acc[p][b][k].max_ulp : worst;
                n += acc[p][b][k].n;
                ties += acc[p][b][k].ties;
                near_tie = fmax(near_tie, acc[p][b][k].max_not_nearest);
                not_nearest += acc[p][b][k].not_nearest;
            }
            printf(" %5ld %6ld\n", ties, not_nearest);
            if (tex)
                fprintf(tex, " & %ld & %ld\\\\\n", ties, not_nearest);
            check(tally, worst <= 0.5 && ties == 0 && not_nearest == 0, "%s is correctly "
                  "rounded (ties to even) at all %ld sampled inputs", blend_c_name[b][k], n);
        }
    if (near_tie > 0)
        printf("  largest error of a result that is not the nearest double: %.3g ulp\n",
               near_tie);
    check(tally, near_tie == 0, "no result differs from the nearest double");
    if (tex) {
        fprintf(tex, "\\bottomrule\\end{tabular}\n");
        fclose(tex);
    }
}
static void write_blend_formulas(check_tally *tally, qfun f[BLEND_N][BL_NFUN],
                                 const char *texdir)
{
    FILE *out = check_open_tex(texdir, "blend-formulas.tex");
    if (out) {
        for (int b = 0; b < BLEND_N; b++) {
            fprintf(out, "\\paragraph{The %s blend.}\n\\begin{align*}\n", blend_name[b]);
            for (int k = 0; k < BL_NFUN; k++)
                for (int i = 0; i < f[b][k].npieces; i++) {
                    fprintf(out, i == 0 ? "%s &= " : "&\\phantom{=}\\ ",
                            blend_tex_name[k]);
                    blend_print_piece_latex(out, &f[b][k], i);
                    fprintf(out, " && %s\\\\\n",
                            i + 1 == f[b][k].npieces ? "t\\ge1"
                            : b == BLEND_CUBIC ? "t<1"
                            : i == 0 ? "t<\\tfrac12" : "\\tfrac12\\le t<1");
                }
            fprintf(out, "\\end{align*}\n");
        }
        fclose(out);
    }
    check(tally, out != NULL, "wrote %s/blend-formulas.tex", texdir);
}

int main(int argc, char **argv)
{
    const char *texdir = NULL;
    int print_forms = 0;
    check_tally tally = { 0, 0 };
    qfun f[BLEND_N][BL_NFUN], mol[MOL_NFUN];
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--tex") == 0 && i + 1 < argc)
            texdir = argv[++i];
        else if (strcmp(argv[i], "--print-forms") == 0)
            print_forms = 1;
        else {
            fprintf(stderr, "usage: %s [--tex DIR] [--print-forms]\n", argv[0]);
            return 2;
        }
    }
    if (print_forms) {                               /* the table alone, for the library */
        for (int b = 0; b < BLEND_N; b++)
            if (blend_derive(f[b], b) != 0)
                return 1;
        return print_form_table(f);
    }
    printf("== Chapter 2: the static-to-kinetic blend ==\n");
    for (int b = 0; b < BLEND_N; b++)
        if (!check(&tally, blend_derive(f[b], b) == 0,
                   "%s blend: the requirements determine mu uniquely", blend_name[b]))
            return check_finish(&tally, "check-blend");
    mollifier_derive(mol);
    check_published_blends(&tally, f);
    check_cubic_potential(&tally, &f[BLEND_CUBIC][BL_MU_F0]);
    check_quadratic_constants(&tally, &f[BLEND_QUADRATIC][BL_MU_F0]);
    show_negative_potential(&tally, f, texdir);
    check_product_rule(&tally, f, &mol[MOL_F0]);
    check_form_table(&tally, f);
    check_identities_exactly(&tally, f, mol);
    check_identities_mpfr(&tally, f);
    check_continuity_classes(&tally, f, texdir);
    check_equal_coefficients(&tally, f, mol);
    check_blend_accuracy(&tally, f, texdir);
    if (texdir)
        write_blend_formulas(&tally, f, texdir);
    for (int b = 0; b < BLEND_N; b++)
        for (int k = 0; k < BL_NFUN; k++)
            qfun_clear(&f[b][k]);
    for (int k = 0; k < MOL_NFUN; k++)
        qfun_clear(&mol[k]);
    return check_finish(&tally, "check-blend");
}
