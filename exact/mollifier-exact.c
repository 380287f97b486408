/* Tangled from doc/mollifier.nw; edit there, not here. */
#include "mollifier-exact.h"

const char *const mollifier_c_name[MOL_NFUN] = {
    "smooth_friction_f0", "smooth_friction_f1", "smooth_friction_f2",
    "smooth_friction_f1_over_x", "smooth_friction_f2_x_minus_f1_over_x3"
};
const char *const mollifier_tex_name[MOL_NFUN] = {
    "f_0(y)", "f_1(y)", "f_2(y)", "\\frac{f_1(y)}{y}", "\\frac{f_2(y)\\,y-f_1(y)}{y^3}"
};

static int solve_f1_sticking(qpoly *f1)
{
    /* rows: f1(0) = 0, f1(1) = 1, f1'(1) = 0; columns: coefficients of t^2, t^1, t^0 */
    static const long rows[3][3] = { { 0, 0, 1 }, { 1, 1, 1 }, { 2, 1, 0 } };
    static const long rhs[3] = { 0, 1, 0 };
    mpq_t a[9], b[3], x[3];
    int ok;
    for (int i = 0; i < 3; i++) {
        mpq_inits(b[i], x[i], (mpq_ptr)0);
        mpq_set_si(b[i], rhs[i], 1);
        for (int j = 0; j < 3; j++) {
            mpq_init(a[3 * i + j]);
            mpq_set_si(a[3 * i + j], rows[i][j], 1);
        }
    }
    ok = qlin_solve(x, a, b, 3) == 0;
    for (int k = 0; ok && k < 3; k++)
        qpoly_set_coef(f1, 2 - k, x[k]);
    for (int i = 0; i < 3; i++) {
        mpq_clears(b[i], x[i], (mpq_ptr)0);
        for (int j = 0; j < 3; j++)
            mpq_clear(a[3 * i + j]);
    }
    return ok ? 0 : -1;
}
static void derive_f0(qfun *f0, const qfun *f1)
{
    mpq_t at1, c;
    mpq_inits(at1, c, (mpq_ptr)0);
    qfun_init(f0, 2, 1, 1);
    mpq_set(f0->brk[0], f1->brk[0]);
    qpoly_integ(&f0->p[0][0], &f1->p[0][0]);
    qpoly_set_coef_si(&f0->p[1][0], 1, 1, 1);            /* sliding: f0 = y = eps t */
    qpoly_eval(c, &f0->p[1][0], f0->brk[0]);                /* sliding value at t = 1 */
    qpoly_eval(at1, &f0->p[0][0], f0->brk[0]);              /* sticking value, no constant */
    mpq_sub(c, c, at1);
    qpoly_get_coef(at1, &f0->p[0][0], 0);
    mpq_add(c, c, at1);
    qpoly_set_coef(&f0->p[0][0], 0, c);
    mpq_clears(at1, c, (mpq_ptr)0);
}
static void derive_f1_over_x(qfun *q, const qfun *f1)
{
    qfun_init(q, 2, 1, f1->eps_power - 1);
    mpq_set(q->brk[0], f1->brk[0]);
    for (int i = 0; i < 2; i++)
        qpoly_shift(&q->p[i][0], &f1->p[i][0], -1);
}
static void derive_hessian_term(qfun *h, const qfun *f1, const qfun *f2)
{
    qpoly tmp;
    qpoly_init(&tmp);
    qfun_init(h, 2, 1, -3);
    mpq_set(h->brk[0], f1->brk[0]);
    for (int i = 0; i < 2; i++) {
        qpoly_shift(&tmp, &f2->p[i][0], 1);               /* f2 * y, scaling power 0 */
        qpoly_sub(&tmp, &tmp, &f1->p[i][0]);
        qpoly_shift(&h->p[i][0], &tmp, -3);               /* divide by y^3 */
    }
    qpoly_clear(&tmp);
}

int mollifier_derive(qfun f[MOL_NFUN])
{
    qfun_init(&f[MOL_F1], 2, 1, 0);
    mpq_set_ui(f[MOL_F1].brk[0], 1, 1);
    if (solve_f1_sticking(&f[MOL_F1].p[0][0]) != 0)
        return -1;
    qpoly_set_coef_si(&f[MOL_F1].p[1][0], 0, 1, 1);   /* Coulomb: f1 = 1 while sliding */
    derive_f0(&f[MOL_F0], &f[MOL_F1]);
    qfun_deriv(&f[MOL_F2], &f[MOL_F1]);
    derive_f1_over_x(&f[MOL_F1_OVER_X], &f[MOL_F1]);
    derive_hessian_term(&f[MOL_F2X_MINUS_F1_OVER_X3], &f[MOL_F1], &f[MOL_F2]);
    return 0;
}
