/* Tangled from doc/blend.nw and doc/blend-check.nw; edit there, not here. */
#include "blend-exact.h"
#include "mollifier-exact.h"
#include "mpv.h"
#include <stdlib.h>

const char *const blend_name[BLEND_N] = { "cubic", "quadratic" };
const char *const blend_c_name[BLEND_N][BL_NFUN] = {
    { "smooth_mu", "smooth_mu_derivative", "smooth_mu_f0", "smooth_mu_f1", "smooth_mu_f2",
      "smooth_mu_f1_over_x", "smooth_mu_f2_x_minus_mu_f1_over_x3" },
    { "smooth_mu_quadratic", "smooth_mu_quadratic_derivative", "smooth_mu_quadratic_f0",
      "smooth_mu_quadratic_f1", "smooth_mu_quadratic_f2", "smooth_mu_quadratic_f1_over_x",
      "smooth_mu_quadratic_f2_x_minus_mu_f1_over_x3" },
};
const char *const blend_tex_name[BL_NFUN] = {
    "\\mu", "\\mu'", "\\int\\mu f_1\\,dy", "\\mu f_1", "(\\mu f_1)'",
    "\\frac{\\mu f_1}{y}", "\\frac{(\\mu f_1)'y-\\mu f_1}{y^3}"
};
const int blend_counterpart[BL_NFUN] = {
    -1, -1, MOL_F0, MOL_F1, MOL_F2, MOL_F1_OVER_X, MOL_F2X_MINUS_F1_OVER_X3
};
typedef struct {
    int piece, order;      /* d^order/dt^order of this sticking piece ...          */
    int glue;              /* ... minus that of the next piece (1), or alone (0)    */
    long num, den;         /* ... at t = num/den ...                                */
    int equals;            /* ... equals mu_s (BL_MU_S), mu_k (BL_MU_K) or zero (-1) */
} mu_requirement;

typedef struct {
    /* sticking pieces, their degree, number of requirements */
    int nsticking, degree, nreq;
    long brk_den[2];              /* breakpoint i is at t = 1/brk_den[i] */
    mu_requirement req[6];
} blend_requirements;

static const blend_requirements blend_spec[BLEND_N] = {
    { 1, 3, 4, { 1 }, {                           /* cubic on [0, 1) */
        { 0, 0, 0, 0, 1, BL_MU_S }, { 0, 1, 0, 0, 1, -1 },
        { 0, 0, 0, 1, 1, BL_MU_K }, { 0, 1, 0, 1, 1, -1 } } },
    { 2, 2, 6, { 2, 1 }, {                        /* quadratics on [0, 1/2), [1/2, 1) */
        { 0, 0, 0, 0, 1, BL_MU_S }, { 0, 1, 0, 0, 1, -1 },
        { 1, 0, 0, 1, 1, BL_MU_K }, { 1, 1, 0, 1, 1, -1 },
        { 0, 0, 1, 1, 2, -1 }, { 0, 1, 1, 1, 2, -1 } } },
};
static void requirement_row(mpq_t *row, int degree, const mu_requirement *r)
{
    mpq_t tau, v;
    mpq_inits(tau, v, (mpq_ptr)0);
    mpq_set_si(tau, r->num, (unsigned long)r->den);
    for (int side = 0; side <= r->glue; side++)
        for (int k = r->order; k <= degree; k++) {
            long falling = 1;
            for (int i = 0; i < r->order; i++)
                falling *= k - i;
            mpz_pow_ui(mpq_numref(v), mpq_numref(tau), (unsigned long)(k - r->order));
            mpz_pow_ui(mpq_denref(v), mpq_denref(tau), (unsigned long)(k - r->order));
            mpq_canonicalize(v);
            mpz_mul_si(mpq_numref(v), mpq_numref(v), side ? -falling : falling);
            mpq_canonicalize(v);
            mpq_add(row[(r->piece + side) * (degree + 1) + k],
                    row[(r->piece + side) * (degree + 1) + k], v);
        }
    mpq_clears(tau, v, (mpq_ptr)0);
}

static int solve_mu(qfun *mu, const blend_requirements *b)
{
    const int n = b->nreq;
    mpq_t *a = malloc((size_t)(n * n + 2 * n) * sizeof *a), *rhs = a + n * n,
          *x = rhs + n;
    int status = a ? 0 : -1;
    qfun_init(mu, b->nsticking + 1, 2, 0);
    for (int i = 0; i < b->nsticking; i++)
        mpq_set_si(mu->brk[i], 1, (unsigned long)b->brk_den[i]);
    for (int j = BL_MU_S; status == 0 && j <= BL_MU_K; j++) {
        for (int i = 0; i < n * n + 2 * n; i++)
            mpq_init(a[i]);
        for (int i = 0; i < n; i++) {
            requirement_row(a + i * n, b->degree, &b->req[i]);
            mpq_set_si(rhs[i], b->req[i].equals == j, 1);
        }
        status = qlin_solve(x, a, rhs, n);
        for (int p = 0; status == 0 && p < b->nsticking; p++)
            for (int k = 0; k <= b->degree; k++)
                qpoly_set_coef(&mu->p[p][j], k, x[p * (b->degree + 1) + k]);
        for (int i = 0; i < n * n + 2 * n; i++)
            mpq_clear(a[i]);
    }
    qpoly_set_coef_si(&mu->p[b->nsticking][BL_MU_K], 0, 1, 1);   /* sliding: mu = mu_k */
    free(a);
    return status;
}
static void multiply_by_f1(qfun *g, const qfun *mu, const qfun *f1)
{
    mpq_t start;                              /* where piece i begins: 0, then brk[i-1] */
    mpq_init(start);
    qfun_init(g, mu->npieces, 2, mu->eps_power + f1->eps_power);
    for (int i = 0; i < mu->npieces; i++) {
        if (i > 0)
            mpq_set(start, mu->brk[i - 1]);
        if (i + 1 < mu->npieces)
            mpq_set(g->brk[i], mu->brk[i]);
        const int m = qfun_piece(f1, start);
        for (int j = 0; j < 2; j++)
            qpoly_mul(&g->p[i][j], &mu->p[i][j], &f1->p[m][0]);
    }
    mpq_clear(start);
}
static void integrate_from_sliding_side(qfun *F, const qfun *g)
{
    mpq_t right, left, c;
    mpq_inits(right, left, c, (mpq_ptr)0);
    qfun_init(F, g->npieces, 2, g->eps_power + 1);
    for (int i = 0; i + 1 < g->npieces; i++)
        mpq_set(F->brk[i], g->brk[i]);
    for (int i = 0; i + 1 < g->npieces; i++)
        for (int j = 0; j < 2; j++)
            qpoly_integ(&F->p[i][j], &g->p[i][j]);
    qpoly_set_coef_si(&F->p[g->npieces - 1][BL_MU_K], 1, 1, 1);      /* sliding: mu_k y */
    for (int i = g->npieces - 2; i >= 0; i--)
        for (int j = 0; j < 2; j++) {   /* continuity at brk[i], parameter by parameter */
            qpoly_eval(right, &F->p[i + 1][j], F->brk[i]);
            qpoly_eval(left, &F->p[i][j], F->brk[i]);
            mpq_sub(c, right, left);
            qpoly_set_coef(&F->p[i][j], 0, c);
        }
    mpq_clears(right, left, c, (mpq_ptr)0);
}
static void divide_by_y(qfun *q, const qfun *g)
{
    qfun_init(q, g->npieces, 2, g->eps_power - 1);
    for (int i = 0; i < g->npieces; i++) {
        if (i + 1 < g->npieces)
            mpq_set(q->brk[i], g->brk[i]);
        for (int j = 0; j < 2; j++)
            qpoly_shift(&q->p[i][j], &g->p[i][j], -1);
    }
}

static void hessian_term(qfun *h, const qfun *g, const qfun *dg)
{
    qpoly tmp;
    qpoly_init(&tmp);
    qfun_init(h, g->npieces, 2, -3);
    for (int i = 0; i < g->npieces; i++) {
        if (i + 1 < g->npieces)
            mpq_set(h->brk[i], g->brk[i]);
        for (int j = 0; j < 2; j++) {
            qpoly_shift(&tmp, &dg->p[i][j], 1);
            qpoly_sub(&tmp, &tmp, &g->p[i][j]);
            qpoly_shift(&h->p[i][j], &tmp, -3);
        }
    }
    qpoly_clear(&tmp);
}

int blend_derive(qfun f[BL_NFUN], int blend)
{
    qfun mol[MOL_NFUN];
    int status = mollifier_derive(mol);
    if (status == 0)
        status = solve_mu(&f[BL_MU], &blend_spec[blend]);
    if (status == 0) {
        qfun_deriv(&f[BL_MU_DERIV], &f[BL_MU]);
        multiply_by_f1(&f[BL_MU_F1], &f[BL_MU], &mol[MOL_F1]);
        integrate_from_sliding_side(&f[BL_MU_F0], &f[BL_MU_F1]);
        qfun_deriv(&f[BL_MU_F2], &f[BL_MU_F1]);
        divide_by_y(&f[BL_MU_F1_OVER_X], &f[BL_MU_F1]);
        hessian_term(&f[BL_MU_F2X_MINUS_MU_F1_OVER_X3], &f[BL_MU_F1], &f[BL_MU_F2]);
    }
    for (int k = 0; k < MOL_NFUN; k++)
        qfun_clear(&mol[k]);
    return status;
}

/* a mu_s + b mu_k, a or b > 0 */
static void print_linear_form(FILE *out, mpz_t a, mpz_t b)
{
    if (mpz_sgn(a) == 0 || mpz_sgn(b) == 0) {              /* the other one is 1 here */
        fputs(mpz_sgn(a) ? "\\mu_s" : "\\mu_k", out);
        return;
    }
    const int kinetic_first = mpz_sgn(b) > 0;              /* lead with a positive term */
    mpz_ptr lead = kinetic_first ? b : a, other = kinetic_first ? a : b;
    if (mpz_cmp_ui(lead, 1) != 0)
        gmp_fprintf(out, "%Zd", lead);
    fputs(kinetic_first ? "\\mu_k" : "\\mu_s", out);
    fputs(mpz_sgn(other) < 0 ? "-" : "+", out);
    mpz_abs(other, other);
    if (mpz_cmp_ui(other, 1) != 0)
        gmp_fprintf(out, "%Zd", other);
    fputs(kinetic_first ? "\\mu_s" : "\\mu_k", out);
}

static void print_term(FILE *out, const mpq_t a, const mpq_t b, int k, int first)
{
    mpz_t d, A, B, g;
    const int two = mpq_sgn(a) != 0 && mpq_sgn(b) != 0;
    mpz_inits(d, A, B, g, (mpz_ptr)0);
    mpz_lcm(d, mpq_denref(a), mpq_denref(b));
    mpz_divexact(A, d, mpq_denref(a));
    mpz_mul(A, A, mpq_numref(a));
    mpz_divexact(B, d, mpq_denref(b));
    mpz_mul(B, B, mpq_numref(b));
    const int negative = mpz_sgn(A) <= 0 && mpz_sgn(B) <= 0;
    if (negative) {
        mpz_neg(A, A);
        mpz_neg(B, B);
    }
    fputs(first ? (negative ? "-" : "") : (negative ? " - " : " + "), out);
    mpz_gcd(g, A, B);
    mpz_divexact(A, A, g);
    mpz_divexact(B, B, g);
    const int fraction = mpz_cmp_ui(d, 1) != 0 || k < 0;
    if (fraction)
        fputs("\\frac{", out);
    if (mpz_cmp_ui(g, 1) != 0)
        gmp_fprintf(out, "%Zd", g);
    /* a sum times something */
    const int parens = two && (mpz_cmp_ui(g, 1) != 0 || k != 0);
    fputs(parens ? "(" : "", out);
    print_linear_form(out, A, B);
    fputs(parens ? ")" : "", out);
    if (k > 0)
        fprintf(out, k == 1 ? "\\,t" : "\\,t^{%d}", k);
    if (fraction) {
        fputs("}{", out);
        if (mpz_cmp_ui(d, 1) != 0 || k >= 0)
            gmp_fprintf(out, "%Zd", d);
        if (k < 0)
            fprintf(out, k == -1 ? "t" : "t^{%d}", -k);
        fputs("}", out);
    }
    mpz_clears(d, A, B, g, (mpz_ptr)0);
}
void blend_print_piece_latex(FILE *out, const qfun *f, int piece)
{
    const qpoly *ps = &f->p[piece][BL_MU_S], *pk = &f->p[piece][BL_MU_K];
    const qpoly *first_nonzero = qpoly_is_zero(ps) ? pk : ps;
    int lo = qpoly_lowest(first_nonzero), hi = qpoly_highest(first_nonzero);
    int first = 1;
    mpq_t a, b;
    mpq_inits(a, b, (mpq_ptr)0);
    if (!qpoly_is_zero(pk)) {
        lo = qpoly_lowest(pk) < lo ? qpoly_lowest(pk) : lo;
        hi = qpoly_highest(pk) > hi ? qpoly_highest(pk) : hi;
    }
    const int scaled = f->eps_power != 0 && !(qpoly_is_zero(ps) && qpoly_is_zero(pk));
    if (scaled)
        fprintf(out, f->eps_power == 1 ? "\\epsilon_v\\Bigl(" : "\\epsilon_v^{%d}\\Bigl(",
                f->eps_power);
    for (int k = lo; k <= hi; k++) {
        qpoly_get_coef(a, ps, k);
        qpoly_get_coef(b, pk, k);
        if (mpq_sgn(a) == 0 && mpq_sgn(b) == 0)
            continue;
        print_term(out, a, b, k, first);
        first = 0;
    }
    if (first)
        fputs("0", out);
    if (scaled)
        fputs("\\Bigr)", out);
    mpq_clears(a, b, (mpq_ptr)0);
}
int qfun_continuity_class(const qfun *f, int b)
{
    int cls = 16;                                /* beyond 16 the pieces would coincide */
    for (int j = 0; j < f->nparams; j++) {
        qpoly l, r;
        mpq_t vl, vr;
        int k = -1;
        qpoly_init(&l);
        qpoly_init(&r);
        mpq_inits(vl, vr, (mpq_ptr)0);
        qpoly_set(&l, &f->p[b][j]);
        qpoly_set(&r, &f->p[b + 1][j]);
        for (;;) {
            qpoly_eval(vl, &l, f->brk[b]);
            qpoly_eval(vr, &r, f->brk[b]);
            if (!mpq_equal(vl, vr) || k >= 15)
                break;
            k++;
            qpoly_deriv(&l, &l);
            qpoly_deriv(&r, &r);
        }
        cls = k < cls ? k : cls;
        qpoly_clear(&l);
        qpoly_clear(&r);
        mpq_clears(vl, vr, (mpq_ptr)0);
    }
    return cls;
}
void mpv_qfun_difference(mpfr_t d, const qfun *f, const mpfr_t y, const mpfr_t eps,
                         const mpfr_t *params, int side)
{
    static const int central[2][2] = { { 1, 1 }, { -1, -1 } };  /* (weight, step) pairs */
    static const int onesided[3][2] = { { -3, 0 }, { 4, 1 }, { -1, 2 } };
    const int (*stencil)[2] = side == 0 ? central : onesided;
    const int n = side == 0 ? 2 : 3;
    mpfr_t h, z, v;
    mpfr_inits2(mpfr_get_prec(d), h, z, v, (mpfr_ptr)0);
    mpfr_mul_2si(h, eps, -80, MPFR_RNDN);
    if (side < 0)
        mpfr_neg(h, h, MPFR_RNDN);
    mpfr_set_zero(d, 1);
    for (int i = 0; i < n; i++) {                    /* sum of weight f(y + step h) */
        mpfr_mul_si(z, h, stencil[i][1], MPFR_RNDN);
        mpfr_add(z, z, y, MPFR_RNDN);
        mpv_qfun_eval(v, f, z, eps, params);
        mpfr_mul_si(v, v, stencil[i][0], MPFR_RNDN);
        mpfr_add(d, d, v, MPFR_RNDN);
    }
    mpfr_div(d, d, h, MPFR_RNDN);                    /* both stencils divide by 2h */
    mpfr_div_2ui(d, d, 1, MPFR_RNDN);
    mpfr_clears(h, z, v, (mpfr_ptr)0);
}
