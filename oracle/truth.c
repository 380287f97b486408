/* Tangled from doc/oracle-impl.nw, doc/oracle-aniso.nw and doc/oracle-peak.nw;
   edit there, not here. */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "family.h"

const orc_function orc_fn[ORC_NFUN] = {
#define NONE 0, { NULL }
    { "smooth_friction_f0", 0, MOL_F0, NONE }, { "smooth_friction_f1", 0, MOL_F1, NONE },
    { "smooth_friction_f2", 0, MOL_F2, NONE },
    { "smooth_friction_f1_over_x", 0, MOL_F1_OVER_X, NONE },
    { "smooth_friction_f2_x_minus_f1_over_x3", 0, MOL_F2X_MINUS_F1_OVER_X3, NONE },
    { "smooth_mu", 1, BL_MU, NONE }, { "smooth_mu_derivative", 1, BL_MU_DERIV, NONE },
    { "smooth_mu_f0", 1, BL_MU_F0, NONE }, { "smooth_mu_f1", 1, BL_MU_F1, NONE },
    { "smooth_mu_f2", 1, BL_MU_F2, NONE },
    { "smooth_mu_f1_over_x", 1, BL_MU_F1_OVER_X, NONE },
    { "smooth_mu_f2_x_minus_mu_f1_over_x3", 1, BL_MU_F2X_MINUS_MU_F1_OVER_X3, NONE },
#undef NONE
    { "smooth_mu_blend_average", 0, ORC_C_AVERAGE, 2, { "mu_a", "mu_b" } },
    { "smooth_mu_blend_product", 0, ORC_C_PRODUCT, 2, { "mu_a", "mu_b" } },
    { "smooth_mu_blend_min", 0, ORC_C_MIN, 2, { "mu_a", "mu_b" } },
    { "smooth_mu_blend_max", 0, ORC_C_MAX, 2, { "mu_a", "mu_b" } },
    { "smooth_mu_edge", 0, ORC_C_EDGE, 3, { "mu0", "mu1", "alpha" } },
    { "smooth_mu_face", 0, ORC_C_FACE, 5, { "mu0", "mu1", "mu2", "b1", "b2" } },
#define PAIR 2, { "mu_s", "mu_k" }
    { "smooth_mu_has_static_peak", 0, ORC_C_PEAK, PAIR },
    { "smooth_mu_quadratic_has_static_peak", 0, ORC_C_PEAK_QUADRATIC, PAIR },
#undef PAIR
    { "smooth_aniso_mu", 0, ORC_DIR_MU, 6, { "u0", "u1", "a0", "a1", "mu0", "mu1" } },
    { "smooth_ellipse_speed", 0, ORC_DIR_SPEED, 4, { "u0", "u1", "m0", "m1" } },
#define STRIBECK 5, { "y", "mu_s", "mu_k", "v_s", "eps_v" }
{ "smooth_mu_stribeck", 0, ORC_S_MU, STRIBECK },
{ "smooth_mu_stribeck_derivative", 0, ORC_S_MU_DERIV, STRIBECK },
{ "smooth_mu_stribeck_f0", 0, ORC_S_F0, STRIBECK },
{ "smooth_mu_stribeck_f1", 0, ORC_S_F1, STRIBECK },
{ "smooth_mu_stribeck_f2", 0, ORC_S_F2, STRIBECK },
{ "smooth_mu_stribeck_f1_over_x", 0, ORC_S_F1_OVER_X, STRIBECK },
{ "smooth_mu_stribeck_f2_x_minus_mu_f1_over_x3", 0, ORC_S_HESSIAN, STRIBECK },
#undef STRIBECK
#define PEAK 4, { "mu_s", "mu_k", "v_s", "eps_v" }
{ "smooth_mu_stribeck_f1_peak", 0, ORC_S_PEAK, PEAK },
{ "smooth_mu_stribeck_f1_peak_at", 0, ORC_S_PEAK_AT, PEAK },
#undef PEAK
#define LAGGED 9, { "u0", "u1", "a0", "a1", "mu_s0", "mu_s1", "mu_k0", "mu_k1", "eps_v" }
#define ELLIPSE 7, { "u0", "u1", "mu_s0", "mu_s1", "mu_k0", "mu_k1", "eps_v" }
{ "smooth_aniso_lagged_g0", 0, ORC_ANISO_LAGGED_G0, LAGGED },
{ "smooth_aniso_lagged_g1", 0, ORC_ANISO_LAGGED_G1, LAGGED },
{ "smooth_aniso_lagged_h00", 0, ORC_ANISO_LAGGED_H00, LAGGED },
{ "smooth_aniso_lagged_h01", 0, ORC_ANISO_LAGGED_H01, LAGGED },
{ "smooth_aniso_lagged_h11", 0, ORC_ANISO_LAGGED_H11, LAGGED },
{ "smooth_ellipse_potential", 0, ORC_ANISO_POTENTIAL, ELLIPSE },
{ "smooth_ellipse_gradient_g0", 0, ORC_ANISO_GRADIENT_G0, ELLIPSE },
{ "smooth_ellipse_gradient_g1", 0, ORC_ANISO_GRADIENT_G1, ELLIPSE },
{ "smooth_ellipse_gradient_h00", 0, ORC_ANISO_GRADIENT_H00, ELLIPSE },
{ "smooth_ellipse_gradient_h01", 0, ORC_ANISO_GRADIENT_H01, ELLIPSE },
{ "smooth_ellipse_gradient_h11", 0, ORC_ANISO_GRADIENT_H11, ELLIPSE },
#undef LAGGED
#undef ELLIPSE
#define PEAK 2, { "mu_s", "mu_k" }
{ "smooth_mu_f1_peak", 0, ORC_P_PEAK, PEAK },
{ "smooth_mu_f1_peak_at", 0, ORC_P_PEAK_AT, PEAK },
{ "smooth_mu_quadratic_f1_peak", 0, ORC_P_QPEAK, PEAK },
{ "smooth_mu_quadratic_f1_peak_at", 0, ORC_P_QPEAK_AT, PEAK },
#undef PEAK
#define PEAKED 4, { "y", "mu_s", "mu_k", "eps_v" }
{ "smooth_mu_peaked_f0", 0, ORC_P_F0, PEAKED },
{ "smooth_mu_peaked_f1", 0, ORC_P_F1, PEAKED },
{ "smooth_mu_peaked_f2", 0, ORC_P_F2, PEAKED },
{ "smooth_mu_peaked_f1_over_x", 0, ORC_P_F1_OVER_X, PEAKED },
{ "smooth_mu_peaked_f2_x_minus_mu_f1_over_x3", 0, ORC_P_HESSIAN, PEAKED },
#undef PEAKED
};
int orc_family(int fn)
{
    int f = ORC_NFAMILY - 1;
    while (fn < orc_families[f].first)
        f--;
    return f;
}

uint64_t orc_family_mask(int family)
{
    const orc_family_info *f = &orc_families[family];
    return ((UINT64_C(1) << f->count) - 1) << f->first;
}

int orc_named_args(int fn) { return orc_fn[fn].nargs > 0; }

int orc_may_be_negative(int fn, int i)
{
    const int family = orc_family(fn);
    return family == ORC_DIRECTION || family == ORC_ANISO ? i < 2
         : family == ORC_COEFFICIENTS && i >= orc_coefficient_values(fn);
}

int orc_coefficient_values(int fn)
{
    return orc_fn[fn].k == ORC_C_FACE ? 3 : 2;
}
int orc_is_peak(int fn)
{
    if (orc_family(fn) == ORC_PEAK)
        return orc_peak_answer(fn);
    if (orc_family(fn) != ORC_STRIBECK || orc_fn[fn].k < ORC_S_PEAK)
        return 0;
    return orc_fn[fn].k == ORC_S_PEAK ? 1 : 2;
}
int orc_is_predicate(int fn)
{
    return orc_family(fn) == ORC_COEFFICIENTS && orc_fn[fn].k >= ORC_C_PEAK;
}
int orc_find_function(const char *name, size_t len)
{
    for (int i = 0; i < ORC_NFUN; i++)
        if (strlen(orc_fn[i].name) == len && memcmp(orc_fn[i].name, name, len) == 0)
            return i;
    return -1;
}

const qfun *orc_truth(const orc_tables *t, int fn, int variant)   /* one of the twelve */
{
    if (t->power[fn] != 0)
        return &t->shifted[variant][fn];                  /* a map's transform */
    return orc_fn[fn].blend ? &t->blend[variant][orc_fn[fn].k] : &t->mol[orc_fn[fn].k];
}
const char *const orc_law_symbol[ORC_NLAW] = {
    "smooth_aniso_lagged", "smooth_ellipse_potential", "smooth_ellipse_gradient" };

int orc_law(int fn)
{
    const int k = orc_fn[fn].k;
    if (orc_family(fn) != ORC_ANISO)
        return -1;
    return k < ORC_ANISO_POTENTIAL ? ORC_LAW_LAGGED
         : k == ORC_ANISO_POTENTIAL ? ORC_LAW_POTENTIAL : ORC_LAW_GRADIENT;
}

int orc_law_output(int fn)
{
    const int k = orc_fn[fn].k;
    return k < ORC_ANISO_POTENTIAL ? k
         : k == ORC_ANISO_POTENTIAL ? 0 : k - ORC_ANISO_GRADIENT_G0;
}
enum { FIRST_COEF = ORC_NFRICTION, FIRST_DIRECTION = FIRST_COEF + ORC_NCOEF,
       FIRST_STRIBECK = FIRST_DIRECTION + ORC_NDIRECTION,
       FIRST_ANISO = FIRST_STRIBECK + ORC_NSTRIBECK,
       FIRST_PEAK = FIRST_ANISO + ORC_NANISO };
#define OPERATIONS(f) orc_##f##_region, orc_##f##_must_be_nan, orc_##f##_judge, \
    orc_##f##_diagnose, orc_##f##_bracket, orc_##f##_cross_check, \
    orc_##f##_fixed_points, orc_##f##_draw, orc_##f##_self_test, orc_##f##_vectors_header
const orc_family_info orc_families[ORC_NFAMILY] = {
    { "friction", "one of the twelve", "function,y,eps_v,mu_s,mu_k",
      0, ORC_NFRICTION, 0, 1, OPERATIONS(friction) },
    { "coefficients", "a coefficient function", "function,arg1,arg2,arg3,arg4,arg5",
      FIRST_COEF, ORC_NCOEF, 5, 0, OPERATIONS(coefficients) },
    { "direction", "a function of direction", "function,arg1,arg2,arg3,arg4,arg5,arg6",
      FIRST_DIRECTION, ORC_NDIRECTION, 6, 0, OPERATIONS(direction) },
    { "stribeck", "a Stribeck function", "function,arg1,arg2,arg3,arg4,arg5",
      FIRST_STRIBECK, ORC_NSTRIBECK, 5, 0, OPERATIONS(stribeck) },
    { "aniso", "an output of an anisotropic law",
      "function,arg1,arg2,arg3,arg4,arg5,arg6,arg7,arg8,arg9",
      FIRST_ANISO, ORC_NANISO, 9, 0, OPERATIONS(aniso) },
    { "peak", "a peak function", "function,arg1,arg2,arg3,arg4,arg5",
      FIRST_PEAK, ORC_NPEAK, 5, 0, OPERATIONS(peak) },
};
#undef OPERATIONS
/* r := a b, a with one or two parameters, b a mollifier function (one parameter) */
static void qfun_times_mollifier(qfun *r, const qfun *a, const qfun *b)
{
    mpq_t brk[2 * QFUN_MAX_PIECES], start;
    int nb = 0;
    for (int side = 0; side < 2; side++) {
        const qfun *f = side ? b : a;
        for (int i = 0; i + 1 < f->npieces; i++) {
            int at = 0, dup = 0;
            while (at < nb && !(dup = mpq_equal(brk[at], f->brk[i]))
                   && mpq_cmp(brk[at], f->brk[i]) < 0)
                at++;
            if (dup)
                continue;
            mpq_init(brk[nb]);
            for (int k = nb; k > at; k--)
                mpq_swap(brk[k], brk[k - 1]);
            mpq_set(brk[at], f->brk[i]);
            nb++;
        }
    }
    qfun_init(r, nb + 1, a->nparams, a->eps_power + b->eps_power);
    mpq_init(start);
    for (int i = 0; i <= nb; i++) {
        if (i > 0)
            mpq_set(start, brk[i - 1]);
        if (i < nb)
            mpq_set(r->brk[i], brk[i]);
        const int ia = qfun_piece(a, start), ib = qfun_piece(b, start);
        for (int j = 0; j < a->nparams; j++)
            qpoly_mul(&r->p[i][j], &a->p[ia][j], &b->p[ib][0]);
    }
    mpq_clear(start);
    for (int i = 0; i < nb; i++)
        mpq_clear(brk[i]);
}
static void qfun_times_parameter(qfun *r, const qfun *b, int j)      /* r := mu_j b */
{
    qfun_init(r, b->npieces, 2, b->eps_power);
    for (int i = 0; i + 1 < b->npieces; i++)
        mpq_set(r->brk[i], b->brk[i]);
    for (int i = 0; i < b->npieces; i++)
        qpoly_set(&r->p[i][j], &b->p[i][0]);
}

static void qfun_copy(qfun *r, const qfun *a)                           /* r := a */
{
    qfun_init(r, a->npieces, a->nparams, a->eps_power);
    for (int i = 0; i + 1 < a->npieces; i++)
        mpq_set(r->brk[i], a->brk[i]);
    for (int i = 0; i < a->npieces; i++)
        for (int j = 0; j < a->nparams; j++)
            qpoly_set(&r->p[i][j], &a->p[i][j]);
}

static void qfun_parameter(qfun *r, int j)                              /* r := mu_j */
{
    qfun_init(r, 1, 2, 0);
    qpoly_set_coef_si(&r->p[0][j], 0, 1, 1);
}
static void add_candidate(orc_tables *t, int v, int fn, int diag)
{
    t->cand_diag[v][fn][t->ncand[v][fn]++] = (signed char)diag;
}

static void build_candidates(orc_tables *t, int v)
{
    const qfun *mu = &t->blend[v][BL_MU], *dmu = &t->blend[v][BL_MU_DERIV];
    for (int fn = 0; fn < ORC_NFUN; fn++) {
        const int k = orc_fn[fn].k, m = orc_fn[fn].blend ? blend_counterpart[k] : -1;
        qfun *c = t->cand[v][fn];
        t->ncand[v][fn] = 0;
        if (!orc_fn[fn].blend)
            continue;
        qfun_copy(&c[t->ncand[v][fn]], &t->blend[1 - v][k]);
        add_candidate(t, v, fn, ORC_D_OTHER_BLEND);
        for (int j = BL_MU_S; j <= BL_MU_K && (m >= 0 || k == BL_MU); j++) {
            if (m >= 0)
                qfun_times_parameter(&c[t->ncand[v][fn]], &t->mol[m], j);
            else
                qfun_parameter(&c[t->ncand[v][fn]], j);
            add_candidate(t, v, fn, ORC_D_CONSTANT_MU);
        }
        if (k == BL_MU_F2) {
            qfun_times_mollifier(&c[t->ncand[v][fn]], mu, &t->mol[MOL_F2]);
            add_candidate(t, v, fn, ORC_D_NO_DMU_F1);
            qfun_times_mollifier(&c[t->ncand[v][fn]], dmu, &t->mol[MOL_F1]);
            add_candidate(t, v, fn, ORC_D_NO_MU_F2);
        } else if (k == BL_MU_F2X_MINUS_MU_F1_OVER_X3) {
            qfun_times_mollifier(&c[t->ncand[v][fn]], mu, &t->mol[MOL_F2X_MINUS_F1_OVER_X3]);
            add_candidate(t, v, fn, ORC_D_NO_DMU_HESS);
        } else if (k == BL_MU_F0) {
            qfun_times_mollifier(&c[t->ncand[v][fn]], mu, &t->mol[MOL_F0]);
            add_candidate(t, v, fn, ORC_D_MU_F0);
        }
    }
}
/* f := the five mollifier functions of the clamping f1 = 1 - (1 - t)^(order + 1) */
static void derive_clamping(qfun f[MOL_NFUN], int order)
{
    static const int eps_power[MOL_NFUN] = { 1, 0, -1, -1, -3 };
    qpoly one, power, step, tmp;
    mpq_t at1, c;
    qpoly_init(&one), qpoly_init(&power), qpoly_init(&step), qpoly_init(&tmp);
    mpq_inits(at1, c, (mpq_ptr)0);
    qpoly_set_coef_si(&one, 0, 1, 1);
    qpoly_set_coef_si(&step, 0, 1, 1);
    qpoly_set_coef_si(&step, 1, -1, 1);                            /* 1 - t */
    qpoly_set(&power, &one);
    for (int i = 0; i <= order; i++) {
        qpoly_mul(&tmp, &power, &step);
        qpoly_set(&power, &tmp);
    }
    for (int k = 0; k < MOL_NFUN; k++) {
        qfun_init(&f[k], 2, 1, eps_power[k]);
        mpq_set_ui(f[k].brk[0], 1, 1);
    }
    qpoly_sub(&f[MOL_F1].p[0][0], &one, &power);
    qpoly_set(&f[MOL_F1].p[1][0], &one);
    qpoly_integ(&f[MOL_F0].p[0][0], &f[MOL_F1].p[0][0]);
    qpoly_eval(at1, &f[MOL_F0].p[0][0], f[MOL_F0].brk[0]);
    mpq_set_ui(c, 1, 1);
    mpq_sub(c, c, at1);
    qpoly_set_coef(&f[MOL_F0].p[0][0], 0, c);
    qpoly_set_coef_si(&f[MOL_F0].p[1][0], 1, 1, 1);                  /* sliding: t */
    qfun_clear(&f[MOL_F2]);
    qfun_deriv(&f[MOL_F2], &f[MOL_F1]);
    for (int i = 0; i < 2; i++) {
        qpoly_shift(&f[MOL_F1_OVER_X].p[i][0], &f[MOL_F1].p[i][0], -1);
        qpoly_shift(&tmp, &f[MOL_F2].p[i][0], 1);
        qpoly_sub(&tmp, &tmp, &f[MOL_F1].p[i][0]);
        qpoly_shift(&f[MOL_F2X_MINUS_F1_OVER_X3].p[i][0], &tmp, -3);
    }
    mpq_clears(at1, c, (mpq_ptr)0);
    qpoly_clear(&one), qpoly_clear(&power), qpoly_clear(&step), qpoly_clear(&tmp);
}
static void qfun_add_to(qfun *r, qfun *a)          /* r += a, same pieces; a cleared */
{
    for (int i = 0; i < r->npieces; i++)
        for (int j = 0; j < r->nparams; j++)
            qpoly_add(&r->p[i][j], &r->p[i][j], &a->p[i][j]);
    qfun_clear(a);
}

static void add_clampings(orc_tables *t, int v, const qfun *c0, const qfun *c2)
{
    const qfun *mu = &t->blend[v][BL_MU], *dmu = &t->blend[v][BL_MU_DERIV];
    for (int fn = 0; fn < ORC_NFRICTION; fn++)
        for (int o = 0; o < 2; o++) {
            const int k = orc_fn[fn].k, d = o ? ORC_D_C2 : ORC_D_C0;
            const qfun *m = o ? c2 : c0;
            qfun *c = &t->cand[v][fn][t->ncand[v][fn]], extra;
            if (!orc_fn[fn].blend)
                qfun_copy(c, &m[k]);
            else if (k == BL_MU_F1 || k == BL_MU_F1_OVER_X)
                qfun_times_mollifier(c, mu, &m[blend_counterpart[k]]);
            else if (k == BL_MU_F2 || k == BL_MU_F2X_MINUS_MU_F1_OVER_X3) {
                const int hess = k != BL_MU_F2;
                qfun_times_mollifier(c, mu, &m[hess ? MOL_F2X_MINUS_F1_OVER_X3 : MOL_F2]);
                qfun_times_mollifier(&extra, dmu, &m[hess ? MOL_F1_OVER_X : MOL_F1]);
                for (int i = 0; hess && i < extra.npieces; i++)
                    for (int j = 0; j < extra.nparams; j++) {
                        qpoly p;
                        qpoly_init(&p);
                        qpoly_shift(&p, &extra.p[i][j], -1);
                        qpoly_set(&extra.p[i][j], &p);
                        qpoly_clear(&p);
                    }
                extra.eps_power -= hess;
                qfun_add_to(c, &extra);
            }
            else
                continue;
            add_candidate(t, v, fn, d);
        }
}
int orc_tables_init(orc_tables *t)
{
    memset(t, 0, sizeof *t);
    if (mollifier_derive(t->mol) != 0)
        return -1;
    for (int b = 0; b < BLEND_N; b++)
        if (blend_derive(t->blend[b], b) != 0)
            return -1;
    for (int b = 0; b < BLEND_N; b++)
        build_candidates(t, b);
    {
        qfun other[3][MOL_NFUN];
        int same = 1;
        for (int o = 0; o < 3; o++)
            derive_clamping(other[o], o);
        for (int k = 0; k < MOL_NFUN; k++)
            for (int i = 0; i < 2; i++)
                same = same && qpoly_equal(&other[1][k].p[i][0], &t->mol[k].p[i][0])
                       && other[1][k].eps_power == t->mol[k].eps_power;
        for (int b = 0; same && b < BLEND_N; b++)
            add_clampings(t, b, other[0], other[2]);
        for (int o = 0; o < 3; o++)
            for (int k = 0; k < MOL_NFUN; k++)
                qfun_clear(&other[o][k]);
        if (!same)
            return -1;
    }
    return 0;
}

void orc_tables_clear(orc_tables *t)
{
    for (int k = 0; k < MOL_NFUN; k++)
        qfun_clear(&t->mol[k]);
    for (int b = 0; b < BLEND_N; b++) {
        for (int k = 0; k < BL_NFUN; k++)
            qfun_clear(&t->blend[b][k]);
        for (int fn = 0; fn < ORC_NFUN; fn++)
            for (int i = 0; i < t->ncand[b][fn]; i++)
                qfun_clear(&t->cand[b][fn][i]);
    }
}
/* v := piece i of f (i < 0: the piece t lies in) at the inputs, s := its scale S.
   Returns 0, or -1/+1 for a pole of that sign at y = 0 (v, s then 0). */
int exact_piece(mpq_t v, mpq_t s, const qfun *f, int i, const exact_inputs *in)
{
    mpq_t t, term, p;
    int pole = 0;

    mpq_inits(t, term, p, (mpq_ptr)0);
    mpq_div(t, in->y, in->eps);
    if (i < 0)
        i = qfun_piece(f, t);
    if (mpq_sgn(t) == 0) {
        int lowest = 0;
        for (int j = 0; j < f->nparams; j++)
            if (f->p[i][j].n > 0 && f->p[i][j].lo < lowest)
                lowest = f->p[i][j].lo;
        for (int power = lowest; power < 0 && pole == 0; power++) {
            mpq_set_ui(p, 0, 1);
            for (int j = 0; j < f->nparams; j++) {
                qpoly_get_coef(term, &f->p[i][j], power);
                if (f->nparams > 1)
                    mpq_mul(term, term, in->mu[j]);
                mpq_add(p, p, term);
            }
            pole = mpq_sgn(p);
        }
    }
    mpq_set_ui(v, 0, 1);
    mpq_set_ui(s, 0, 1);
    if (pole == 0) {
        mpz_t l, h, g, bk, m, abs_t, dv, ds;
        mpz_inits(l, h, g, bk, m, abs_t, dv, ds, (mpz_ptr)0);
        mpz_abs(abs_t, mpq_numref(t));
        for (int j = 0; j < f->nparams; j++) {
            const qpoly *q = &f->p[i][j];
            if (mpq_sgn(t) == 0) {
                qpoly_get_coef(term, q, 0);
                mpz_set(h, mpq_numref(term));
                mpz_abs(g, h);
                mpz_set(dv, mpq_denref(term));
                mpz_set(ds, dv);
            } else if (q->n == 0) {
                continue;
            } else {
                mpz_set_ui(l, 1);
                for (int k = 0; k < q->n; k++)
                    mpz_lcm(l, l, mpq_denref(q->c[k]));
                mpz_set_ui(h, 0);
                mpz_set_ui(g, 0);
                mpz_set_ui(bk, 1);
                for (int k = q->n - 1; k >= 0; k--) {
                    if (k < q->n - 1)
                        mpz_mul(bk, bk, mpq_denref(t));
                    mpz_divexact(m, l, mpq_denref(q->c[k]));
                    mpz_mul(m, m, mpq_numref(q->c[k]));
                    mpz_mul(m, m, bk);                           /* l c_k beta^(n-1-k) */
                    mpz_mul(h, h, mpq_numref(t));
                    mpz_add(h, h, m);
                    mpz_abs(m, m);
                    mpz_mul(g, g, abs_t);
                    mpz_add(g, g, m);
                }
                const unsigned long e = (unsigned long)abs(q->lo);
                mpz_mul(bk, bk, l);                              /* l beta^(n-1) */
                mpz_pow_ui(m, q->lo >= 0 ? mpq_numref(t) : mpq_denref(t), e);
                mpz_mul(h, h, m);
                mpz_pow_ui(m, q->lo >= 0 ? abs_t : mpq_denref(t), e);
                mpz_mul(g, g, m);
                mpz_pow_ui(m, q->lo >= 0 ? mpq_denref(t) : mpq_numref(t), e);
                mpz_mul(dv, bk, m);
                mpz_pow_ui(m, q->lo >= 0 ? mpq_denref(t) : abs_t, e);
                mpz_mul(ds, bk, m);
            }
            if (f->nparams > 1) {
                mpz_mul(h, h, mpq_numref(in->mu[j]));
                mpz_mul(dv, dv, mpq_denref(in->mu[j]));
                mpz_mul(g, g, mpq_numref(in->mu[j]));
                mpz_abs(g, g);
                mpz_mul(ds, ds, mpq_denref(in->mu[j]));
            }
            mpz_mul(mpq_numref(v), mpq_numref(v), dv);
            mpz_addmul(mpq_numref(v), h, mpq_denref(v));
            mpz_mul(mpq_denref(v), mpq_denref(v), dv);
            mpz_mul(mpq_numref(s), mpq_numref(s), ds);
            mpz_addmul(mpq_numref(s), g, mpq_denref(s));
            mpz_mul(mpq_denref(s), mpq_denref(s), ds);
        }
        const unsigned long em = (unsigned long)abs(f->eps_power);
        mpz_pow_ui(m, f->eps_power >= 0 ? mpq_numref(in->eps) : mpq_denref(in->eps), em);
        mpz_mul(mpq_numref(v), mpq_numref(v), m);
        mpz_mul(mpq_numref(s), mpq_numref(s), m);
        mpz_pow_ui(m, f->eps_power >= 0 ? mpq_denref(in->eps) : mpq_numref(in->eps), em);
        mpz_mul(mpq_denref(v), mpq_denref(v), m);
        mpz_mul(mpq_denref(s), mpq_denref(s), m);
        mpq_canonicalize(v);
        mpq_canonicalize(s);
        mpz_clears(l, h, g, bk, m, abs_t, dv, ds, (mpz_ptr)0);
    }
    mpq_clears(t, term, p, (mpq_ptr)0);
    return pole;
}
static void shift_powers(qfun *g, const qfun *f, int k)
{
    *g = *f;                              /* the same coefficients, read only */
    g->eps_power += k;
    for (int i = 0; i < g->npieces; i++)
        for (int j = 0; j < g->nparams; j++)
            g->p[i][j].lo += k;
}
orc_tables *orc_tables_transformed(const orc_tables *t, const int power[ORC_NFUN])
{
    orc_tables *view = malloc(sizeof *view);
    if (view == NULL)
        return NULL;
    *view = *t;
    for (int fn = 0; fn < ORC_NFRICTION; fn++) {
        view->power[fn] = power[fn];
        for (int v = 0; v < BLEND_N && power[fn] != 0; v++) {
            shift_powers(&view->shifted[v][fn], orc_truth(t, fn, v), power[fn]);
            for (int i = 0; i < view->ncand[v][fn]; i++)
                shift_powers(&view->cand[v][fn][i], &t->cand[v][fn][i], power[fn]);
        }
    }
    return view;
}
int named_region(const orc_case *c, double lo, double hi)
{
    int extreme = 0;
    for (int i = 0; i < orc_fn[c->fn].nargs; i++) {
        const double a = fabs(c->x[i]);
        if (!isfinite(c->x[i]) || (!orc_may_be_negative(c->fn, i) && c->x[i] < 0))
            return ORC_OUTSIDE;
        extreme |= a != 0 && (a < lo || a > hi);
    }
    return extreme ? ORC_EXTREME : ORC_WORKING;
}

int named_must_be_nan(const orc_case *c)
{
    for (int i = 0; i < orc_fn[c->fn].nargs; i++)
        if (isnan(c->x[i]) || (!orc_may_be_negative(c->fn, i) && c->x[i] < 0))
            return 1;
    return 0;
}
int in_range(double x, double lo, double hi)
{
    return x == 0 || (x >= lo && x <= hi);
}

const mpv_format *format_of(const orc_rule *r)
{
    return r->is_float ? &mpv_binary32 : &mpv_binary64;
}

void set_inputs(exact_inputs *in, const orc_case *c)
{
    mpq_inits(in->y, in->eps, in->mu[0], in->mu[1], (mpq_ptr)0);
    mpq_set_d(in->y, c->y);
    mpq_set_d(in->eps, c->eps);
    mpq_set_d(in->mu[BL_MU_S], orc_fn[c->fn].blend ? c->mu_s : 0);
    mpq_set_d(in->mu[BL_MU_K], orc_fn[c->fn].blend ? c->mu_k : 0);
}

void clear_inputs(exact_inputs *in)
{
    mpq_clears(in->y, in->eps, in->mu[0], in->mu[1], (mpq_ptr)0);
}

/* |got - v| / (u s), rounded; 0 when both are 0, HUGE_VAL when only s is */
double scaled_error(double got, const mpq_t v, const mpq_t s, const orc_rule *r)
{
    mpq_t d;
    double e;
    if (!isfinite(got))
        return HUGE_VAL;
    mpq_init(d);
    mpq_set_d(d, got);
    mpq_sub(d, d, v);
    mpq_abs(d, d);
    if (mpq_sgn(s) == 0)
        e = mpq_sgn(d) == 0 ? 0 : HUGE_VAL;
    else {
        mpq_div(d, d, s);
        mpq_mul_2exp(d, d, r->is_float ? 24 : 53);
        e = mpv_round_q(d);
    }
    mpq_clear(d);
    return e;
}
/* |m - v| / |s|, rounded; 0 when both vanish, HUGE_VAL when only s does */
double mpfr_gap(const mpfr_t m, const mpfr_t v, const mpfr_t s)
{
    mpfr_t d;
    double gap;
    mpfr_init2(d, mpfr_get_prec(m));
    mpfr_sub(d, m, v, MPFR_RNDN);
    if (mpfr_zero_p(s))
        gap = mpfr_zero_p(d) ? 0 : HUGE_VAL;
    else {
        mpfr_div(d, d, s, MPFR_RNDN);
        gap = fabs(mpfr_get_d(d, MPFR_RNDN));
    }
    mpfr_clear(d);
    return gap;
}
double scaled_gap(const mpfr_t m, const mpq_t v, const mpq_t s)
{
    mpfr_t w, t;
    double gap;
    mpfr_inits2(mpfr_get_prec(m), w, t, (mpfr_ptr)0);
    mpfr_set_q(w, v, MPFR_RNDN);
    mpfr_set_q(t, s, MPFR_RNDN);
    gap = mpfr_gap(m, w, t);
    mpfr_clears(w, t, (mpfr_ptr)0);
    return gap;
}
static int near(double ratio, double target)
{
    return isfinite(target) && target != 0 && fabs(ratio / target - 1) <= 0x1p-20;
}

static int ratio_diagnosis(double ratio, double eps, double y)
{
    static const double factor[] = { 2, 0.5, 3, 1.0 / 3, 4, 0.25, 6, 1.0 / 6 };
    if (near(ratio, -1))
        return ORC_D_SIGN;
    for (size_t i = 0; i < sizeof factor / sizeof *factor; i++)
        if (near(ratio, factor[i]) || near(ratio, -factor[i]))
            return ORC_D_FACTOR;
    for (int k = -3; k <= 3; k++)
        if (k != 0 && near(ratio, pow(eps, k)) && !near(eps, 1))
            return ORC_D_EPS_POWER;
    for (int k = -3; k <= 3; k++)
        if (k != 0 && near(ratio, pow(y, k)) && !near(y, 1))
            return ORC_D_Y_POWER;
    return ORC_D_WRONG;
}
/* Where w is within 2^-40 sw of the truth v and its own scale sw is 4 times the truth's
   s or more: is got within 2^-40 sw of w, the rounding of a port that evaluates w? */
static int rounds_off(const mpq_t got, const mpq_t w, const mpq_t v, const mpq_t s,
                      const mpq_t sw)
{
    mpq_t d, e;
    int yes;
    mpq_inits(d, e, (mpq_ptr)0);
    mpq_mul_2exp(e, s, 2);
    yes = mpq_cmp(sw, e) >= 0;
    mpq_sub(d, w, v);
    mpq_abs(d, d);
    mpq_mul_2exp(d, d, 40);
    yes = yes && mpq_cmp(d, sw) <= 0;
    mpq_sub(d, got, w);
    mpq_abs(d, d);
    mpq_mul_2exp(d, d, 40);
    yes = yes && mpq_cmp(d, sw) <= 0;
    mpq_clears(d, e, (mpq_ptr)0);
    return yes;
}
static int float_sized(double answer, const mpq_t got, const mpq_t v)
{
    mpq_t d, floor;
    int yes;
    if (answer == 0)
        return 0;                   /* every format's number: the zero diagnosis's case */
    if ((double)(float)answer == answer)
        return 1;
    mpq_inits(d, floor, (mpq_ptr)0);
    mpq_sub(d, got, v);
    mpq_abs(d, d);
    mpq_abs(floor, v);
    mpq_div_2exp(floor, floor, 32);
    yes = mpq_cmp(d, floor) > 0;
    mpq_clears(d, floor, (mpq_ptr)0);
    return yes;
}
static int cancellation_fits(const orc_case *c, const orc_tables *tb, const orc_rule *r,
                             const exact_inputs *in, const mpq_t got, const mpq_t v,
                             const mpq_t s)
{
    const int blend = orc_fn[c->fn].blend, k = orc_fn[c->fn].k;
    mpq_t w, s1, s2, d;
    int yes;
    if (orc_named_args(c->fn) || c->y == 0
        || k != (blend ? BL_MU_F2X_MINUS_MU_F1_OVER_X3 : MOL_F2X_MINUS_F1_OVER_X3))
        return 0;
    mpq_inits(w, s1, s2, d, (mpq_ptr)0);
    exact_piece(w, s2, blend ? &tb->blend[r->variant][BL_MU_F2] : &tb->mol[MOL_F2], -1,
                in);
    exact_piece(w, s1, blend ? &tb->blend[r->variant][BL_MU_F1] : &tb->mol[MOL_F1], -1,
                in);
    mpq_div(s1, s1, in->y);
    mpq_add(s2, s2, s1);
    mpq_div(s2, s2, in->y);
    mpq_div(s2, s2, in->y);
    mpq_div_2exp(s2, s2, r->is_float ? 24 - 6 : 53 - 6);
    mpq_sub(d, got, v);
    mpq_abs(d, d);
    yes = mpq_cmp(d, s2) <= 0;
    mpq_div_2exp(w, s, r->is_float ? 24 - 5 : 53 - 5);                        /* 32 u S */
    yes = yes && mpq_cmp(d, w) > 0;
    mpq_mul_2exp(w, w, 7);                                         /* 64 (64 u S) */
    yes = yes && mpq_cmp(s2, w) >= 0;
    mpq_clears(w, s1, s2, d, (mpq_ptr)0);
    return yes;
}
const char *const orc_diag_text[ORC_NDIAG] = {
    "", "crashed", "no answer within the time limit", "called exit()",
    "changed its caller's floating-point environment (see side effects)",
    "outside the domain: NaN expected",
    "never wrote its output: the oracle's NaN came back (map word out)",
    "y = 0 is a pole: the value is -inf",
    "y = 0: NaN where the limit is finite (0/0 not filled in)",
    "inf or NaN where the value is finite",
    "zero where the value is not (an underflow, or a formula that vanishes there)",
    "not correctly rounded",
    "an exact tie not rounded to even", "error of float size (float intermediates?)",
    "wrong blend: matches the other mu blend",
    "swapped mu_s/mu_k", "constant-mu shortcut: matches mu_s f or mu_k f",
    "missing term: matches mu f2 without mu' f1",
    "missing term: matches mu' f1 without mu f2",
    "missing term: matches mu (f2 y - f1)/y^3 without the mu' term",
    "matches mu f0, which is not the integral of mu f1",
    "wrong branch: matches the formula of another piece",
    "matches the function at y^2 (y passed where y^2 was meant?)",
    "matches the function at sqrt(y) (y^2 passed where y was meant?)",
    "wrong rule: matches another of the four blend rules",
    "weights on the wrong vertices: matches a permutation of the coefficients",
    "clamps the weights to [0, 1]: IPC Toolkit extrapolates",
    "semi-axes swapped: matches the function with mu0, mu1 (or m0, m1) exchanged",
    "ignores a: matches the direction of u itself, as if a = (1, 1)",
    "wrong divisor: matches |(m0 u0, m1 u1)| over the smaller semi-axis, or undivided",
    "wrong fallback: 0, a semi-axis, max or mean where a u = 0 (m = 0), or taken where not",
    "1/v_s for v_s: matches exp(-y v_s) (v_s taken for a decay rate?)",
    "v_s and eps_v exchanged: matches the function with the two speeds swapped",
    "no constant: matches the potential less its value mu_k eps_v/3 at y = 0",
    "cancellation: errs by u times the closed form's terms (use the incomplete-gamma form)",
    "matches the force at y = eps_v, mu_k + (mu_s - mu_k) e^(-eps_v/v_s): the lower bound",
    "no position: NaN, or outside [0, 1] where the force only falls",
    "the position of a lower local maximum (the other hump?)",
    "the other law: matches the lagged law for the gradient, or the gradient for it",
    "mbar = min: matches the ellipse divided by its smaller semi-axis",
    "outside the domain: -1 expected", "neither 1 nor 0 inside the domain",
    "the rounded quotient: matches mu_k/mu_s < threshold in floating point",
    "<= for <: a tie mu_k/mu_s = threshold answered yes",
    "the other threshold: matches the other blend's predicate",
    "mu_s returned as the peak: mu f1 never reaches mu_s when mu_k < mu_s",
    "mu_k at t = 1 where the peak lies inside (the plateau too early: the other threshold?)",
    "the force there is within rounding of the peak, the position is not (a search on"
    " the force, not on its slope?)",
    "matches the plain blend's mu f (smooth_mu_*), not the peak-preserving blend",
    "sign flipped", "off by a constant factor", "off by a power of eps_v",
    "off by a power of y",
    "wrong integration constant: off by the same amount as at y = 0",
    "another mollifier: matches IPC's C0 clamping, f1 = y/eps_v while sticking",
    "another mollifier: matches IPC's C2 clamping, f1 = 1 - (1 - y/eps_v)^3 while sticking",
    "cancellation: within 64 u of the terms of (f2 y - f1)/y^3 (expand the polynomial)",
    "wrong coefficient: one term of a piece differs (the fit is printed below)",
    "dropped term: one term of a piece is zero (the fit is printed below)",
    "small-speed guard: a constant below some speed (the threshold is printed below)",
    "unexplained (see the summary under the table)",
    "not diagnosed (only the first failures of a function are)",
    "breakpoint moved: the port switches pieces off the breakpoint (see below)",
};
/* Is got at least 4 times closer to w than to v, and within 2^-20 max(|w|, s) of w (of
   |w| if |w| <= 2^-20 s, and w is not 0)? */
int explains(const mpq_t got, const mpq_t w, const mpq_t v, const mpq_t s)
{
    mpq_t dw, dv, size;
    int yes;
    mpq_inits(dw, dv, size, (mpq_ptr)0);
    mpq_sub(dw, got, w);
    mpq_abs(dw, dw);
    mpq_sub(dv, got, v);
    mpq_abs(dv, dv);
    mpq_abs(size, w);
    if (mpq_cmp(size, s) < 0)
        mpq_set(size, s);
    mpq_div_2exp(size, size, 20);
    mpq_mul_2exp(dw, dw, 2);
    yes = mpq_cmp(dw, dv) < 0;
    mpq_div_2exp(dw, dw, 2);
    yes = yes && mpq_cmp(dw, size) <= 0;
    mpq_abs(size, w);
    mpq_mul_2exp(size, size, 20);
    if (yes && mpq_cmp(size, s) <= 0) {                          /* |w| <= 2^-20 s */
        mpq_mul_2exp(dw, dw, 20);
        mpq_div_2exp(size, size, 20);
        yes = mpq_sgn(w) != 0 && mpq_cmp(dw, size) <= 0;       /* |got - w| <= 2^-20 |w| */
    }
    mpq_clears(dw, dv, size, (mpq_ptr)0);
    return yes;
}

/* Is the exact value v halfway between got and the expected (nearest-even) answer? */
static int is_tie(const orc_case *c, const mpq_t v)
{
    mpq_t a, b;
    int tie;
    if (!isfinite(c->expected))
        return 0;
    mpq_inits(a, b, (mpq_ptr)0);
    mpq_set_d(a, c->got);
    mpq_sub(a, a, v);
    mpq_abs(a, a);
    mpq_set_d(b, c->expected);
    mpq_sub(b, b, v);
    mpq_abs(b, b);
    tie = mpq_equal(a, b) && c->got != c->expected;
    mpq_clears(a, b, (mpq_ptr)0);
    return tie;
}

/* Does piece i of f (i < 0: by t) at these inputs explain got? */
static int formula_explains(const qfun *f, int i, const exact_inputs *in, const mpq_t got,
                            const mpq_t v, const mpq_t s)
{
    mpq_t w, sw;
    int yes;
    mpq_inits(w, sw, (mpq_ptr)0);
    yes = exact_piece(w, sw, f, i, in) == 0
          && (explains(got, w, v, s) || rounds_off(got, w, v, s, sw));
    mpq_clears(w, sw, (mpq_ptr)0);
    return yes;
}
static int is_sentinel(double x)
{
    const double d = nan("0x5eb"), f = (double)nanf("0x5eb");
    return isnan(x) && (memcmp(&x, &d, sizeof x) == 0 || memcmp(&x, &f, sizeof x) == 0);
}
/* 1, with *m the diagnosis, when the answer needs no comparison with a formula; else 0,
   with *m the zero-answer diagnosis if it applies */
int needs_no_comparison(const orc_case *c, const orc_rule *r, const mpq_t v,
                        uint64_t *m)
{
    *m = 0;
    if (is_sentinel(c->got))
        *m = BIT(ORC_D_UNWRITTEN);
    else if ((!orc_named_args(c->fn) || orc_family(c->fn) == ORC_STRIBECK
              || orc_family(c->fn) == ORC_PEAK) && c->y == 0
        && isnan(c->got) && !orc_is_peak(c->fn))
        *m = BIT(ORC_D_Y0_NAN);
    else if (!isfinite(c->got))
        *m = BIT(ORC_D_NONFINITE);
    else if (r->strict && (c->ulps <= r->ulps || c->scaled <= r->scaled))
        *m = BIT(is_tie(c, v) ? ORC_D_TIE : ORC_D_NOT_NEAREST);
    else {
        if (c->got == 0 && mpq_sgn(v) != 0)
            *m = BIT(ORC_D_ZERO);
        return 0;
    }
    return 1;
}
uint64_t error_shape(const orc_case *c, const orc_rule *r, const mpq_t got,
                     const mpq_t v, const mpq_t s)
{
    uint64_t m = 0;
    if (!r->is_float) {
        orc_rule as_float = *r;
        as_float.is_float = 1;
        if (scaled_error(c->got, v, s, &as_float) <= r->scaled && float_sized(c->got, got, v))
            m |= BIT(ORC_D_FLOAT);
    }
    if (mpq_sgn(v) != 0) {
        mpq_t q;
        mpq_init(q);
        mpq_div(q, got, v);
        const double ratio = mpv_round_q(q);
        mpq_clear(q);
        const int family = orc_family(c->fn);
        const int peak = orc_is_peak(c->fn);
        const double eps = family == ORC_FRICTION ? c->eps
                         : family == ORC_STRIBECK ? c->x[peak ? 3 : 4] : 1;
        const double y = family == ORC_FRICTION || (family == ORC_STRIBECK && !peak)
                         ? c->y : 1;
        const int d = ratio_diagnosis(ratio, eps, y);
        if (d != ORC_D_WRONG)
            m |= BIT(d);
    }
    return m;
}
uint64_t diagnose(const orc_case *c, const orc_tables *tb, const orc_rule *r,
                  const exact_inputs *in, const mpq_t v, const mpq_t s, int piece)
{
    const qfun *f = orc_truth(tb, c->fn, r->variant);
    const int v_ = r->variant, blend = orc_fn[c->fn].blend;
    uint64_t m = 0;
    mpq_t got;
    exact_inputs alt;

    if (needs_no_comparison(c, r, v, &m))
        return m;
    mpq_init(got);
    mpq_set_d(got, c->got);
    set_inputs(&alt, c);
    for (int i = 0; i < tb->ncand[v_][c->fn]; i++)
        if (formula_explains(&tb->cand[v_][c->fn][i], -1, in, got, v, s))
            m |= BIT(tb->cand_diag[v_][c->fn][i]);
    if (blend && c->mu_s != c->mu_k) {
        mpq_swap(alt.mu[0], alt.mu[1]);
        if (formula_explains(f, -1, &alt, got, v, s))
            m |= BIT(ORC_D_SWAPPED);
        mpq_swap(alt.mu[0], alt.mu[1]);
    }
    for (int i = 0; i < f->npieces; i++)
        if (i != piece && formula_explains(f, i, in, got, v, s))
            m |= BIT(ORC_D_BRANCH);
    if (c->y != 0 && c->y != 1) {
        mpq_mul(alt.y, in->y, in->y);
        if (formula_explains(f, -1, &alt, got, v, s)
            || formula_explains(f, piece, &alt, got, v, s))
            m |= BIT(ORC_D_AT_Y2);
        mpq_set_d(alt.y, sqrt(c->y));
        if (formula_explains(f, -1, &alt, got, v, s)
            || formula_explains(f, piece, &alt, got, v, s))
            m |= BIT(ORC_D_AT_SQRT_Y);
        mpq_set(alt.y, in->y);
    }
    m |= error_shape(c, r, got, v, s);
    if (cancellation_fits(c, tb, r, in, got, v, s))
        m = (m | BIT(ORC_D_CANCELLATION))
            & ~((double)(float)c->got == c->got ? 0 : BIT(ORC_D_FLOAT));
    clear_inputs(&alt);
    mpq_clear(got);
    return m;
}
int counted(int region, const orc_rule *r)
{
    return region == ORC_WORKING || r->strict || (region == ORC_EXTREME && r->full_range);
}
void judge_named(orc_case *c, const orc_rule *r, const mpq_t v, const mpq_t s,
                 double expected)
{
    int ok;
    c->expected = expected;
    c->ulps = mpv_ulp_error_in(c->got, v, format_of(r));
    c->scaled = isinf(c->expected) ? (c->got == c->expected ? 0 : HUGE_VAL)
                                   : scaled_error(c->got, v, s, r);
    ok = r->strict ? c->got == c->expected : c->ulps <= r->ulps || c->scaled <= r->scaled;
    c->verdict = !counted(c->region, r) ? ORC_NOTED : ok ? ORC_PASS : ORC_FAIL;
    c->explained = 0;
    c->diag = ok ? ORC_D_NONE : ORC_D_UNDIAGNOSED;
}
void orc_judge(orc_case *c, const orc_tables *tb, const orc_rule *r)
{
    const orc_family_info *family = &orc_families[orc_family(c->fn)];
    c->region = (signed char)family->region(c, r->is_float);
    c->diag = ORC_D_NONE;
    c->piece = -1;
    c->ulps = c->scaled = c->expected = NAN;
    if (c->status == ORC_MISSING || c->status == ORC_UNCOVERED
        || c->status == ORC_GAVE_UP) {
        c->verdict = ORC_SKIPPED;
        return;
    }
    if (c->status != ORC_DONE) {
        c->verdict = counted(c->region, r) ? ORC_FAIL : ORC_NOTED;
        c->diag = c->status == ORC_CRASHED ? ORC_D_CRASH
                : c->status == ORC_HUNG ? ORC_D_HANG : ORC_D_EXIT;
        return;
    }
    if (c->region == ORC_OUTSIDE) {
        if (r->strict && family->must_be_nan(c)) {
            const int predicate = orc_is_predicate(c->fn);
            const int ok = predicate ? c->got == -1 : isnan(c->got);
            c->expected = predicate ? -1 : NAN;
            c->verdict = ok ? ORC_PASS : ORC_FAIL;
            c->diag = ok ? ORC_D_NONE : predicate ? ORC_D_DOMAIN_ANSWER : ORC_D_DOMAIN;
        } else
            c->verdict = ORC_NOTED;
        return;
    }
    family->judge(c, tb, r);
    if (!r->strict && orc_unreached(c) && c->verdict != ORC_SKIPPED)
        c->verdict = ORC_NOTED;
}
void orc_diagnose(orc_case *c, const orc_tables *tb, const orc_rule *r)
{
    c->explained = orc_families[orc_family(c->fn)].diagnose(c, tb, r);
    c->diag = ORC_D_WRONG;
    for (int d = 0; d < ORC_NDIAG; d++)
        if (c->explained & BIT(d)) {
            c->diag = (signed char)d;
            break;
        }
}
void orc_bracket(const orc_case *c, const orc_tables *tb, const orc_rule *r,
                 double rounded[3])
{
    orc_families[orc_family(c->fn)].bracket(c, tb, r, rounded);
}

double orc_cross_check(const orc_case *c, const orc_tables *tb, int variant)
{
    return orc_families[orc_family(c->fn)].cross_check(c, tb, variant);
}

enum { NEARLY_ALL_IN_10 = 9 };

static int hypothesis(const orc_case *c)      /* a failure whose diagnosis is a guess */
{
    const int d = c->diag;
    return d > ORC_D_NONFINITE && d != ORC_D_NOT_NEAREST && d != ORC_D_TIE
           && d != ORC_D_NOT_POSITION && d != ORC_D_DOMAIN_ANSWER
           && d != ORC_D_NOT_ANSWER && d != ORC_D_UNDIAGNOSED;
}

static int group_of(const orc_case *c)        /* a function's counted or noted failures */
{
    return 2 * c->fn + (c->verdict == ORC_NOTED);
}
int orc_is_potential(int fn)
{
    if (orc_family(fn) == ORC_STRIBECK)
        return orc_fn[fn].k == ORC_S_F0;
    if (orc_family(fn) == ORC_PEAK)
        return orc_fn[fn].k == ORC_P_F0;
    return orc_fn[fn].blend ? orc_fn[fn].k == BL_MU_F0
                            : !orc_named_args(fn) && orc_fn[fn].k == MOL_F0;
}

static int same_group(const orc_case *a, const orc_case *b)
{
    if (a->fn != b->fn)
        return a->fn < b->fn ? -1 : 1;
    for (int i = 1; i < 6; i++)
        if (a->x[i] != b->x[i])
            return a->x[i] < b->x[i] ? -1 : 1;
    return 0;
}

static int compare_group(const void *a, const void *b)
{
    return same_group(*(const orc_case *const *)a, *(const orc_case *const *)b);
}
static void diagnose_offsets(orc_case *c, size_t n)
{
    orc_case **zero = malloc((n + 1) * sizeof *zero);
    size_t nz = 0;
    if (zero == NULL)
        return;
    for (size_t i = 0; i < n; i++)
        if (orc_is_potential(c[i].fn) && c[i].y == 0 && hypothesis(&c[i]))
            zero[nz++] = &c[i];
    qsort(zero, nz, sizeof *zero, compare_group);
    for (size_t i = 0; i < n && nz > 0; i++) {
        orc_case *key = &c[i], **z;
        if (!orc_is_potential(key->fn) || key->piece != 0 || key->y == 0
            || !hypothesis(key))
            continue;
        z = bsearch(&key, zero, nz, sizeof *zero, compare_group);
        if (z == NULL)
            continue;
        const double d0 = (*z)->got - (*z)->expected, d = key->got - key->expected;
        if (isfinite(d0) && fabs(d - d0) <= 0x1p-20 * fabs(d0)) {
            key->explained |= BIT(ORC_D_OFFSET);
            (*z)->explained |= BIT(ORC_D_OFFSET);
        }
    }
    free(zero);
}
int orc_is_quotient(int fn)
{
    if (orc_family(fn) == ORC_STRIBECK)
        return orc_fn[fn].k == ORC_S_HESSIAN;
    if (orc_family(fn) != ORC_FRICTION)
        return 0;
    return orc_fn[fn].k == (orc_fn[fn].blend ? BL_MU_F2X_MINUS_MU_F1_OVER_X3
                                             : MOL_F2X_MINUS_F1_OVER_X3);
}

int orc_unreached(const orc_case *c)
{
    return orc_is_quotient(c->fn) && c->y == 0 && c->region != ORC_OUTSIDE;
}
static int breakpoints_of(int fn, const orc_tables *tb, int variant, double *b)
{
    if (orc_family(fn) == ORC_STRIBECK && !orc_is_peak(fn)) {
        b[0] = 1;
        return 1;
    }
    if (orc_family(fn) != ORC_FRICTION)
        return 0;
    const qfun *f = orc_truth(tb, fn, variant);
    for (int i = 0; i + 1 < f->npieces; i++)
        b[i] = mpq_get_d(f->brk[i]);
    return f->npieces - 1;
}

/* The index of the breakpoint nearest the case, its offset (y - b eps)/(b eps) in *rel */
static int nearest_break(const orc_case *c, const double *b, int nb, double *rel)
{
    const double eps = orc_family(c->fn) == ORC_STRIBECK ? c->x[4] : c->eps;
    int best = 0;
    for (int i = 0; i < nb; i++) {
        const double r = (c->y - b[i] * eps) / (b[i] * eps);
        if (i == 0 || fabs(r) < fabs(*rel)) {
            *rel = r;
            best = i;
        }
    }
    return best;
}
void orc_find_shifts(orc_case *c, size_t n, const orc_tables *tb, const orc_rule *r,
                     orc_shift shift[ORC_NFUN])
{
    int at[ORC_NFUN], nb[ORC_NFUN], fits[ORC_NFUN], near[ORC_NFUN];
    double b[ORC_NFUN][QFUN_MAX_PIECES];
    for (int fn = 0; fn < ORC_NFUN; fn++) {
        shift[fn] = (orc_shift){ 0, 0, HUGE_VAL, 0, 0 };
        at[fn] = -1;
        nb[fn] = breakpoints_of(fn, tb, r->variant, b[fn]);
        fits[fn] = nb[fn] > 0;
        near[fn] = 1;
    }
    for (size_t k = 0; k < n; k++) {
        const int fn = c[k].fn;
        double rel;
        if (c[k].verdict != ORC_FAIL || !fits[fn])
            continue;
        const int i = nearest_break(&c[k], b[fn], nb[fn], &rel);
        const int side = rel < 0 ? -1 : 1;
        fits[fn] = c[k].status == ORC_DONE && fabs(rel) <= 0.25
                   && c[k].diag != ORC_D_NOT_NEAREST && c[k].diag != ORC_D_TIE
                   && (at[fn] < 0 || (i == at[fn] && side == shift[fn].side));
        near[fn] &= fabs(rel) <= 0x1p-10 || c[k].diag == ORC_D_UNDIAGNOSED
                    || c[k].diag == ORC_D_WRONG || (c[k].explained & BIT(ORC_D_BRANCH));
        at[fn] = i;
        shift[fn].side = side;
        shift[fn].b = b[fn][i];
        shift[fn].far = fabs(rel) > shift[fn].far ? fabs(rel) : shift[fn].far;
        shift[fn].n++;
    }
    for (size_t k = 0; k < n; k++) {
        const int fn = c[k].fn;
        double rel;
        if (!fits[fn] || shift[fn].n == 0)
            continue;
        const int i = nearest_break(&c[k], b[fn], nb[fn], &rel);
        const int side = rel < 0 ? -1 : 1;
        if (c[k].verdict == ORC_PASS && i == at[fn] && side == shift[fn].side
            && fabs(rel) > shift[fn].far && fabs(rel) < shift[fn].pass)
            shift[fn].pass = fabs(rel);
        if (c[k].verdict == ORC_FAIL) {
            c[k].diag = ORC_D_SHIFTED;
            c[k].explained |= BIT(ORC_D_SHIFTED);
        }
    }
    for (int fn = 0; fn < ORC_NFUN; fn++)
        if (!fits[fn] || !near[fn])
            shift[fn].n = 0;
}
/* The explanation that fits the most guesses of group g, among those that except (if
   not -1) does not fit; a zero answer loses a tie.  *fitted: how many it fits. */
static int most_fitting(const orc_case *c, size_t n, int g, int except, long *fitted)
{
    long k[ORC_NDIAG] = { 0 };
    int best = -1;
    for (size_t i = 0; i < n; i++)
        if (hypothesis(&c[i]) && group_of(&c[i]) == g
            && (except < 0 || !(c[i].explained >> except & 1)))
            for (int d = 0; d < ORC_NDIAG; d++)
                k[d] += c[i].explained >> d & 1;
    for (int d = 0; d < ORC_NDIAG; d++)
        if (k[d] > 0 && (best < 0 || k[d] > k[best]
                         || (k[d] == k[best] && best == ORC_D_ZERO)))
            best = d;
    *fitted = best >= 0 ? k[best] : 0;
    return best;
}
static void choose_explanations(const orc_case *c, size_t n, int g, long total,
                                int named[2])
{
    long first, second = 0;
    named[0] = most_fitting(c, n, g, -1, &first);
    named[1] = -1;
    if (named[0] < 0 || 10 * first >= NEARLY_ALL_IN_10 * total)
        return;
    named[1] = most_fitting(c, n, g, named[0], &second);
    if (10 * (first + second) < NEARLY_ALL_IN_10 * total || 10 * second < total)
        named[0] = named[1] = -1;
}
void orc_resolve_diagnoses(orc_case *c, size_t n)
{
    long total[2 * ORC_NFUN] = { 0 };
    int named[2 * ORC_NFUN][2];
    diagnose_offsets(c, n);
    for (size_t i = 0; i < n; i++)
        total[group_of(&c[i])] += hypothesis(&c[i]);
    for (int g = 0; g < 2 * ORC_NFUN; g++)
        if (total[g] > 0)
            choose_explanations(c, n, g, total[g], named[g]);
    for (size_t i = 0; i < n; i++)
        if (hypothesis(&c[i])) {
            const int *d = named[group_of(&c[i])];
            const uint64_t e = c[i].explained;
            c[i].diag = (signed char)(d[0] >= 0 && (e >> d[0] & 1) ? d[0]
                                      : d[1] >= 0 && (e >> d[1] & 1) ? d[1]
                                      : e >> ORC_D_ZERO & 1 ? ORC_D_ZERO : ORC_D_WRONG);
        }
}
static double guard_measure(const orc_case *c, int in_t)
{
    return in_t ? c->y / c->eps : c->y;
}

static int guard_confirmed(orc_case *c, size_t n, int fn, double g, double hi, int in_t,
                           orc_fit *fit)
{
    long inside = 0, other = 0;
    double next = HUGE_VAL;
    for (size_t i = 0; i < n; i++)
        if (c[i].fn == fn && c[i].status == ORC_DONE && c[i].verdict != ORC_NOTED
            && c[i].verdict != ORC_SKIPPED) {
            const double x = guard_measure(&c[i], in_t);
            if (x <= hi) {
                inside++;
                other += c[i].got != g;
            } else if (x < next)
                next = x;
        }
    if (100 * other > inside || (in_t && next > 0.5))
        return 0;
    for (size_t i = 0; i < n; i++)
        if (c[i].fn == fn && c[i].verdict == ORC_FAIL && hypothesis(&c[i]))
            c[i].diag = c[i].got == g && guard_measure(&c[i], in_t) <= hi ? ORC_D_GUARD
                                                                        : ORC_D_WRONG;
    *fit = (orc_fit){ .diag = ORC_D_GUARD, .value = g, .lo = hi, .hi = next,
                      .in_t = in_t, .nfail = inside - other };
    return 1;
}
static int fit_guard(orc_case *c, size_t n, int fn, orc_fit *fit)
{
    long nf = 0, same = 0;
    double g = 0, hi[2] = { -1, -1 };
    for (size_t i = 0; i < n; i++)
        if (c[i].fn == fn && c[i].verdict == ORC_FAIL && hypothesis(&c[i])) {
            if (nf++ == 0)
                g = c[i].got;
            if (c[i].got == g) {
                same++;
                for (int in_t = 0; in_t < 2; in_t++)
                    if (guard_measure(&c[i], in_t) > hi[in_t])
                        hi[in_t] = guard_measure(&c[i], in_t);
            }
        }
    if (nf < 4 || 10 * same < NEARLY_ALL_IN_10 * nf)
        return 0;
    for (int in_t = 0; in_t < 2; in_t++)
        if (guard_confirmed(c, n, fn, g, hi[in_t], in_t, fit))
            return 1;
    return 0;
}
static int within(const mpq_t got, const mpq_t w, const mpq_t s, int bits)
{                                             /* |got - w| <= 2^-bits max(|w|, s)? */
    mpq_t d, size;
    int yes;
    mpq_inits(d, size, (mpq_ptr)0);
    mpq_sub(d, got, w);
    mpq_abs(d, d);
    mpq_abs(size, w);
    if (mpq_cmp(size, s) < 0)
        mpq_set(size, s);
    mpq_div_2exp(size, size, (mp_bitcnt_t)bits);
    yes = mpq_cmp(d, size) <= 0;
    mpq_clears(d, size, (mpq_ptr)0);
    return yes;
}
enum { FIT_PASSES = 512 };
typedef struct { orc_case *c; exact_inputs in; mpq_t v, s, term; } fit_case;

/* term := eps^p t^k at the case's inputs; -1 if undefined (t = 0, k < 0) */
static int term_at(mpq_t term, const fit_case *x, int k, int p)
{
    if (mpq_sgn(x->in.y) == 0 && k < 0)
        return -1;
    mpq_set_ui(term, 1, 1);
    for (int i = 0; i < abs(k); i++) {
        (k > 0 ? mpq_mul : mpq_div)(term, term, x->in.y);
        (k > 0 ? mpq_div : mpq_mul)(term, term, x->in.eps);
    }
    for (int i = 0; i < abs(p); i++)
        (p > 0 ? mpq_mul : mpq_div)(term, term, x->in.eps);
    return 0;
}
static void mu_weight(mpq_t w, const fit_case *x, int j, int nparams)
{
    if (nparams == 1)
        mpq_set_ui(w, 1, 1);
    else
        mpq_set(w, x->in.mu[j]);
}

static void hypothesis_value(mpq_t w, const fit_case *x, mpq_t *delta, int nparams)
{
    mpq_t a;
    mpq_init(a);
    mpq_set(w, x->v);
    for (int j = 0; j < nparams; j++) {
        mu_weight(a, x, j, nparams);
        mpq_mul(a, a, x->term);
        mpq_mul(a, a, delta[j]);
        mpq_add(w, w, a);
    }
    mpq_clear(a);
}
static double weight(const fit_case *x, int j, int nparams)
{
    return (nparams == 1 ? 1 : mpq_get_d(x->in.mu[j])) * mpq_get_d(x->term)
           / mpq_get_d(x->s);
}

static void choose_pair(const fit_case *f, int nf, int nparams, int *a, int *b)
{
    double best = 0;
    *a = *b = -1;
    for (int i = 0; i < nf; i++) {
        const double m = fabs(weight(&f[i], 0, nparams))
                         + (nparams > 1 ? fabs(weight(&f[i], 1, nparams)) : 0);
        if (mpq_sgn(f[i].term) != 0 && m > best)
            best = m, *a = i;
    }
    best = 0;
    for (int i = 0; nparams > 1 && *a >= 0 && i < nf; i++) {
        const double det = weight(&f[*a], 0, 2) * weight(&f[i], 1, 2)
                           - weight(&f[*a], 1, 2) * weight(&f[i], 0, 2);
        if (fabs(det) > best)
            best = fabs(det), *b = i;
    }
}
static int solve_delta(mpq_t *delta, const fit_case *f, int a, int b, int nparams)
{
    mpq_t A[4], rhs[2];
    const int row[2] = { a, b };
    int ok;
    for (int i = 0; i < nparams; i++) {
        mpq_init(rhs[i]);
        mpq_set_d(rhs[i], f[row[i]].c->got);
        mpq_sub(rhs[i], rhs[i], f[row[i]].v);
        for (int j = 0; j < nparams; j++) {
            mpq_init(A[i * nparams + j]);
            mu_weight(A[i * nparams + j], &f[row[i]], j, nparams);
            mpq_mul(A[i * nparams + j], A[i * nparams + j], f[row[i]].term);
        }
    }
    ok = qlin_solve(delta, A, rhs, nparams) == 0;
    for (int i = 0; i < nparams; i++) {
        mpq_clear(rhs[i]);
        for (int j = 0; j < nparams; j++)
            mpq_clear(A[i * nparams + j]);
    }
    return ok;
}

static void score(const fit_case *f, int nf, const fit_case *p, int np, mpq_t *delta,
                  int nparams, long *fitted, long *contradicted)
{
    mpq_t w, got;
    mpq_inits(w, got, (mpq_ptr)0);
    *fitted = *contradicted = 0;
    for (int i = 0; i < nf + np; i++) {
        const fit_case *x = i < nf ? &f[i] : &p[i - nf];
        hypothesis_value(w, x, delta, nparams);
        mpq_set_d(got, x->c->got);
        if (i < nf) {
            *fitted += explains(got, w, x->v, x->s) && within(got, w, x->s, 40);
            continue;
        }
        *contradicted += !within(got, w, x->s, 20);
    }
    mpq_clears(w, got, (mpq_ptr)0);
}
static int load_case(fit_case *x, orc_case *c, const qfun *f, int piece)
{
    set_inputs(&x->in, c);
    mpq_inits(x->v, x->s, x->term, (mpq_ptr)0);
    x->c = c;
    if (exact_piece(x->v, x->s, f, piece, &x->in) == 0)
        return 1;
    mpq_clears(x->v, x->s, x->term, (mpq_ptr)0);
    clear_inputs(&x->in);
    return 0;
}

static void set_terms(fit_case *x, int n, int k, int p)
{
    for (int i = 0; i < n; i++)
        if (term_at(x[i].term, &x[i], k, p) != 0)
            mpq_set_ui(x[i].term, 0, 1);
}
static int fit_term(orc_case *c, size_t n, int fn, long nf, const orc_tables *tb,
                    const orc_rule *r, orc_fit *fit)
{
    const qfun *f = orc_truth(tb, fn, r->variant);
    const int np = f->nparams;
    long in_piece[QFUN_MAX_PIECES] = { 0 }, fitted, contra, best_fit = 0;
    int piece = 0, nfc = 0, npc = 0, best_k = 0, k_lo = 0, k_hi = -1;
    fit_case *fc = malloc(((size_t)nf + FIT_PASSES) * sizeof *fc), *pc;
    mpq_t delta[2], best[2];
    if (fc == NULL)
        return 0;
    for (size_t i = 0; i < n; i++)
        if (c[i].fn == fn && c[i].verdict == ORC_FAIL && hypothesis(&c[i]) && c[i].piece >= 0)
            in_piece[(int)c[i].piece]++;
    for (int i = 1; i < f->npieces; i++)
        if (in_piece[i] > in_piece[piece])
            piece = i;
    for (size_t i = 0; i < n; i++)
        if (c[i].fn == fn && c[i].piece == piece && c[i].verdict == ORC_FAIL
            && hypothesis(&c[i]))
            nfc += load_case(&fc[nfc], &c[i], f, piece);
    pc = fc + nfc;
    for (size_t i = 0; i < n && npc < FIT_PASSES; i++)
        if (c[i].fn == fn && c[i].piece == piece && c[i].verdict == ORC_PASS)
            npc += load_case(&pc[npc], &c[i], f, piece);
    for (int j = 0; j < np; j++)
        if (f->p[piece][j].n > 0) {
            const int lo = f->p[piece][j].lo, hi = lo + f->p[piece][j].n - 1;
            k_lo = k_hi < k_lo || lo < k_lo ? lo : k_lo;
            k_hi = hi > k_hi ? hi : k_hi;
        }
    mpq_inits(delta[0], delta[1], best[0], best[1], (mpq_ptr)0);
    for (int k = k_lo; k <= k_hi; k++) {
        int a, b;
        set_terms(fc, nfc, k, f->eps_power);
        set_terms(pc, npc, k, f->eps_power);
        choose_pair(fc, nfc, np, &a, &b);
        if (a < 0 || (np > 1 && b < 0) || !solve_delta(delta, fc, a, b, np))
            continue;
        score(fc, nfc, pc, npc, delta, np, &fitted, &contra);
        if (fitted > best_fit && 10 * fitted >= NEARLY_ALL_IN_10 * nf
            && 100 * fitted >= 95 * nfc && 100 * contra <= npc) {
            best_fit = fitted, best_k = k;
            mpq_set(best[0], delta[0]), mpq_set(best[1], delta[1]);
        }
    }
    if (best_fit > 0)
        {
            mpq_t w, got, coef;
            double largest = 0, port_largest = 0;
            mpq_inits(w, got, coef, (mpq_ptr)0);
            set_terms(fc, nfc, best_k, f->eps_power);
            for (int j = 0; j < np; j++) {
                qpoly_get_coef(coef, &f->p[piece][j], best_k);
                fit->truth[j] = mpq_get_d(coef);
                mpq_add(coef, coef, best[j]);
                fit->port[j] = mpq_get_d(coef);
                largest = fmax(largest, fabs(fit->truth[j]));
                port_largest = fmax(port_largest, fabs(fit->port[j]));
            }
            for (size_t i = 0; i < n; i++)
                if (c[i].fn == fn && c[i].verdict == ORC_FAIL && hypothesis(&c[i]))
                    c[i].diag = ORC_D_WRONG;
            const int d = piece == 0 && best_k == 0 && orc_is_potential(fn) ? ORC_D_OFFSET
                        : port_largest <= 0x1p-20 * largest ? ORC_D_DROPPED : ORC_D_COEFFICIENT;
            for (int i = 0; i < nfc; i++) {
                hypothesis_value(w, &fc[i], best, np);
                mpq_set_d(got, fc[i].c->got);
                if (explains(got, w, fc[i].v, fc[i].s) && within(got, w, fc[i].s, 40))
                    fc[i].c->diag = (signed char)d;
            }
            fit->diag = d, fit->piece = piece, fit->power = best_k, fit->nparams = np;
            fit->eps_power = f->eps_power;
            fit->nfail = best_fit, fit->npass = npc;
            mpq_clears(w, got, coef, (mpq_ptr)0);
        }
    for (int i = 0; i < nfc + npc; i++) {
        mpq_clears(fc[i].v, fc[i].s, fc[i].term, (mpq_ptr)0);
        clear_inputs(&fc[i].in);
    }
    free(fc);
    mpq_clears(delta[0], delta[1], best[0], best[1], (mpq_ptr)0);
    return best_fit > 0;
}
void orc_fit_diagnoses(orc_case *c, size_t n, const orc_tables *tb, const orc_rule *r,
                       orc_fit fit[ORC_NFUN])
{
    for (int fn = 0; fn < ORC_NFRICTION; fn++) {
        long nf = 0, wrong = 0;
        orc_fit found = { 0 };
        for (size_t i = 0; i < n; i++)
            if (c[i].fn == fn && c[i].verdict == ORC_FAIL && hypothesis(&c[i])) {
                nf++;
                wrong += c[i].diag == ORC_D_WRONG;
            }
        if (nf > 0 && !fit_guard(c, n, fn, &found)
            && 10 * wrong > (10 - NEARLY_ALL_IN_10) * nf)
            fit_term(c, n, fn, nf, tb, r, &found);
        if (fit[fn].diag == 0)
            fit[fn] = found;
    }
}
void orc_note_unexplained(orc_unexplained *u, const orc_case *c)
{
    const double rel = fabs(c->got - c->expected) / fabs(c->expected);
    const double t = orc_named_args(c->fn) ? NAN : c->y / c->eps;
    if (u->n++ == 0)
        u->rel_lo = u->rel_hi = rel, u->t_lo = u->t_hi = t;
    u->rel_lo = fmin(u->rel_lo, rel), u->rel_hi = fmax(u->rel_hi, rel);
    u->t_lo = fmin(u->t_lo, t), u->t_hi = fmax(u->t_hi, t);
    if (c->piece >= 0)
        u->pieces |= 1u << c->piece;
    if (!orc_named_args(c->fn) && orc_fn[c->fn].blend) {
        u->drop += c->mu_k < c->mu_s;
        u->rise += c->mu_k > c->mu_s;
        u->flat += c->mu_k == c->mu_s;
    }
}
void orc_print_diagnosis_notes(FILE *out, int fn, const orc_fit *fit,
                               const orc_unexplained *u)
{
    if (fit->diag == ORC_D_GUARD)
        fprintf(out, "    fit: answers %a for %s below a threshold between %.3g and %.3g"
                " (%ld failures)\n", fit->value, fit->in_t ? "y/eps_v" : "y", fit->lo,
                fit->hi, fit->nfail);
    else if (fit->diag != 0) {
        fprintf(out, "    fit: the eps_v^%d t^%d term of piece %d: coefficient",
                fit->eps_power, fit->power, fit->piece);
        for (int j = 0; j < fit->nparams; j++)
            fprintf(out, "%s %.9g", j ? " and" : "", fit->truth[j]);
        fputs(" in the truth,", out);
        for (int j = 0; j < fit->nparams; j++)
            fprintf(out, "%s %.9g", j ? " and" : "", fit->port[j]);
        fprintf(out, " in the port%s (fits %ld failures, %ld passing cases agree)\n",
                fit->nparams > 1 ? " (of mu_s and mu_k)" : "", fit->nfail, fit->npass);
    }
    if (u->n == 0)
        return;
    fprintf(out, "    %ld unexplained: relative error %.2g to %.2g", u->n, u->rel_lo,
            u->rel_hi);
    if (u->pieces) {
        fputs("; piece", out);
        for (int i = 0; i < QFUN_MAX_PIECES; i++)
            if (u->pieces >> i & 1)
                fprintf(out, " %d", i);
        fputs(" (0: sticking)", out);
    }
    if (!isnan(u->t_lo))
        fprintf(out, "; y/eps_v %.2g to %.2g", u->t_lo, u->t_hi);
    if (!orc_named_args(fn) && orc_fn[fn].blend)
        fprintf(out, "; mu_k < mu_s %ld, mu_k > mu_s %ld, equal %ld", u->drop, u->rise,
                u->flat);
    fputc('\n', out);
}
