/* Tangled from doc/oracle-stribeck.nw; edit there, not here. */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "family.h"

static int stribeck_region(const orc_case *c, int is_float)
{
    const double *x = c->x, lo = is_float ? 0x1p-20 : 0x1p-100, hi = 1 / lo;
    int extreme = 0;
    for (int i = 0; i < 5; i++) {
        if (!isfinite(x[i]) || signbit(x[i]))
            return ORC_OUTSIDE;
        extreme |= !in_range(x[i], lo, hi);
    }
    if (x[3] == 0 || x[4] == 0 || x[2] > x[1])
        return ORC_OUTSIDE;
    return extreme || x[0] / x[3] > (is_float ? 87 : 708) ? ORC_EXTREME : ORC_WORKING;
}

static int stribeck_must_be_nan(const orc_case *c)
{
    const double *x = c->x;
    for (int i = 0; i < 5; i++)
        if (isnan(x[i]) || x[i] < 0)
            return 1;
    return x[3] == 0 || x[4] == 0 || x[2] > x[1];
}
static int peak_region(const orc_case *c, int is_float)
{
    const double *x = c->x, lo = is_float ? 0x1p-20 : 0x1p-100, hi = 1 / lo;
    int extreme = 0;
    for (int i = 0; i < 4; i++) {
        if (!isfinite(x[i]) || signbit(x[i]))
            return ORC_OUTSIDE;
        extreme |= !in_range(x[i], lo, hi);
    }
    if (x[2] == 0 || x[3] == 0 || x[1] > x[0])
        return ORC_OUTSIDE;
    return extreme || x[3] / x[2] > 0x1p10 ? ORC_EXTREME : ORC_WORKING;
}

static int peak_must_be_nan(const orc_case *c)
{
    const double *x = c->x;
    for (int i = 0; i < 4; i++)
        if (isnan(x[i]) || x[i] < 0)
            return 1;
    return x[2] == 0 || x[3] == 0 || x[1] > x[0];
}
typedef struct { mpq_t y, mu_s, mu_k, v_s, eps, d, x, c, t; } stribeck_inputs;

static void stribeck_quotients(stribeck_inputs *in)            /* D, x, c and t */
{
    mpq_sub(in->d, in->mu_s, in->mu_k);
    mpq_div(in->x, in->y, in->v_s);
    mpq_div(in->c, in->eps, in->v_s);
    mpq_div(in->t, in->y, in->eps);
}

static void stribeck_set(stribeck_inputs *in, const double *a)  /* y mu_s mu_k v_s eps */
{
    mpq_inits(in->y, in->mu_s, in->mu_k, in->v_s, in->eps, in->d, in->x, in->c, in->t,
              (mpq_ptr)0);
    mpq_set_d(in->y, a[0]);
    mpq_set_d(in->mu_s, a[1]);
    mpq_set_d(in->mu_k, a[2]);
    mpq_set_d(in->v_s, a[3]);
    mpq_set_d(in->eps, a[4]);
    stribeck_quotients(in);
}
static void stribeck_clear(stribeck_inputs *in)
{
    mpq_clears(in->y, in->mu_s, in->mu_k, in->v_s, in->eps, in->d, in->x, in->c, in->t,
               (mpq_ptr)0);
}

typedef struct { mpq_t a, b, b2; } stribeck_terms;    /* a + b e^-x + b2 e^-c */
enum { S_RIGHT, S_NO_SLOPE_TERM, S_NO_MU_TERM, S_NO_CONSTANT, S_MU_TIMES_F0 };

static void stribeck_terms_init(stribeck_terms *T)
{
    mpq_inits(T->a, T->b, T->b2, (mpq_ptr)0);
}

static void stribeck_terms_clear(stribeck_terms *T)
{
    mpq_clears(T->a, T->b, T->b2, (mpq_ptr)0);
}
static int stribeck_piece(const orc_tables *tb, const stribeck_inputs *in)
{
    return qfun_piece(&tb->mol[MOL_F1], in->t);
}

/* v := mollifier function k on piece i at the inputs, s := its scale; not at a pole */
static void mollifier_part(mpq_t v, mpq_t s, const orc_tables *tb, int k, int i,
                           const stribeck_inputs *in)
{
    exact_inputs m;
    mpq_inits(m.y, m.eps, m.mu[0], m.mu[1], (mpq_ptr)0);
    mpq_set(m.y, in->y);
    mpq_set(m.eps, in->eps);
    exact_piece(v, s, &tb->mol[k], i, &m);
    mpq_clears(m.y, m.eps, m.mu[0], m.mu[1], (mpq_ptr)0);
}
static void potential_terms(stribeck_terms *T, const orc_tables *tb,
                            const stribeck_inputs *in, int piece, int form);

/* T := function k at the inputs on the given piece, in the right form or a wrong one */
static void stribeck_terms_of(stribeck_terms *T, const orc_tables *tb, int k,
                              const stribeck_inputs *in, int piece, int form)
{
    mpq_t f, g, s;
    mpq_inits(f, g, s, (mpq_ptr)0);
    mpq_set_ui(T->a, 0, 1);
    mpq_set_ui(T->b, 0, 1);
    mpq_set_ui(T->b2, 0, 1);
    if (k == ORC_S_MU) {
        mpq_set(T->a, in->mu_k);
        mpq_set(T->b, in->d);
    } else if (k == ORC_S_MU_DERIV) {
        mpq_div(T->b, in->d, in->v_s);
        mpq_neg(T->b, T->b);
    } else if (k == ORC_S_F1 || k == ORC_S_F1_OVER_X) {
        mollifier_part(f, s, tb, k == ORC_S_F1 ? MOL_F1 : MOL_F1_OVER_X, piece, in);
        mpq_mul(T->a, in->mu_k, f);
        mpq_mul(T->b, in->d, f);
    } else if (k == ORC_S_F0)
        potential_terms(T, tb, in, piece, form);
    else if (!(k == ORC_S_HESSIAN && mpq_sgn(in->y) == 0)) {   /* there mu_s = 0: 0 */
        const int hessian = k == ORC_S_HESSIAN;
        mollifier_part(f, s, tb, hessian ? MOL_F1_OVER_X : MOL_F1, piece, in);
        mollifier_part(g, s, tb, hessian ? MOL_F2X_MINUS_F1_OVER_X3 : MOL_F2, piece, in);
        if (form != S_NO_MU_TERM) {
            mpq_mul(T->a, in->mu_k, g);
            mpq_mul(T->b, in->d, g);
        }
        if (form != S_NO_SLOPE_TERM) {                 /* b -= D f / v_s, and / y once more */
            mpq_mul(f, f, in->d);
            mpq_div(f, f, in->v_s);
            if (hessian)
                mpq_div(f, f, in->y);
            mpq_sub(T->b, T->b, f);
        }
    }
    mpq_clears(f, g, s, (mpq_ptr)0);
}
static void potential_terms(stribeck_terms *T, const orc_tables *tb,
                            const stribeck_inputs *in, int piece, int form)
{
    mpq_t f0, s, q, r;
    mpq_inits(f0, s, q, r, (mpq_ptr)0);
    mollifier_part(f0, s, tb, MOL_F0, piece, in);
    mpq_mul(T->a, in->mu_k, f0);
    if (form == S_MU_TIMES_F0)
        mpq_mul(T->b, in->d, f0);
    else {
        mpq_mul(r, in->c, in->c);
        mpq_mul(r, r, in->c);
        mpq_div(r, in->eps, r);
        mpq_mul(r, r, in->d);                                   /* r := D eps/c^3 */
        mpq_set_ui(q, 1, 1);
        mpq_sub(q, in->c, q);
        mpq_mul(q, q, r);
        mpq_add(T->a, T->a, q);
        mpq_add(T->a, T->a, q);
        if (piece == 0) {                             /* Q = ((2t - t^2) c + 2 - 2t) c - 2 */
            mpq_set_ui(q, 2, 1);
            mpq_sub(q, q, in->t);
            mpq_mul(q, q, in->t);
            mpq_mul(q, q, in->c);
            mpq_set_ui(s, 1, 1);
            mpq_sub(s, s, in->t);
            mpq_add(q, q, s);
            mpq_add(q, q, s);
            mpq_mul(q, q, in->c);
            mpq_set_ui(s, 2, 1);
            mpq_sub(q, q, s);
            mpq_mul(T->b, r, q);
            mpq_neg(T->b, T->b);
        } else {
            mpq_mul(T->b, in->d, in->v_s);
            mpq_neg(T->b, T->b);
            mpq_add(T->b2, r, r);
        }
    }
    if (form == S_NO_CONSTANT) {
        mpq_set_ui(q, 3, 1);
        mpq_div(q, in->eps, q);
        mpq_mul(q, q, in->mu_k);
        mpq_sub(T->a, T->a, q);
    }
    mpq_clears(f0, s, q, r, (mpq_ptr)0);
}
/* lo <= e^-q <= hi for a rational q >= 0, the bounds a relative 2^(1-prec) (1+q) apart */
static void exp_bracket(mpq_t lo, mpq_t hi, const mpq_t q, mpfr_prec_t prec)
{
    mpfr_t a, b;
    if (mpq_sgn(q) == 0 || mpq_cmp_ui(q, 65536, 1) >= 0) {
        const int zero = mpq_sgn(q) == 0;
        mpq_set_ui(lo, (unsigned long)zero, 1);
        mpq_set_ui(hi, 1, 1);
        if (!zero)
            mpq_div_2exp(hi, hi, 90000);             /* e^-65536 < 2^-94548 */
        return;
    }
    mpfr_inits2(prec, a, b, (mpfr_ptr)0);
    mpfr_set_q(a, q, MPFR_RNDU);                          /* a >= q: e^-a <= e^-q */
    mpfr_neg(a, a, MPFR_RNDN);
    mpfr_exp(a, a, MPFR_RNDD);
    mpfr_set_q(b, q, MPFR_RNDD);
    mpfr_neg(b, b, MPFR_RNDN);
    mpfr_exp(b, b, MPFR_RNDU);
    mpfr_get_q(lo, a);
    mpfr_get_q(hi, b);
    mpfr_clears(a, b, (mpfr_ptr)0);
}
static void stribeck_enclose(mpq_t lo, mpq_t hi, const stribeck_terms *T,
                             const stribeck_inputs *in, mpfr_prec_t prec)
{
    mpq_t el, eh, p;
    mpq_inits(el, eh, p, (mpq_ptr)0);
    mpq_set(lo, T->a);
    mpq_set(hi, T->a);
    for (int j = 0; j < 2; j++) {
        const mpq_srcptr coef = j ? T->b2 : T->b;
        const int up = mpq_sgn(coef) > 0;
        if (mpq_sgn(coef) == 0)
            continue;
        exp_bracket(el, eh, j ? in->c : in->x, prec);
        mpq_mul(p, coef, up ? el : eh);
        mpq_add(lo, lo, p);
        mpq_mul(p, coef, up ? eh : el);
        mpq_add(hi, hi, p);
    }
    mpq_clears(el, eh, p, (mpq_ptr)0);
}
/* 1, with v := the value, if it is rational; else 0 */
static int stribeck_exact(mpq_t v, const stribeck_terms *T, const stribeck_inputs *in)
{
    if (mpq_sgn(T->b2) != 0 || (mpq_sgn(T->b) != 0 && mpq_sgn(in->x) != 0))
        return 0;
    mpq_add(v, T->a, T->b);                                /* b = 0, or e^-x = 1 */
    return 1;
}
static double format_step(double r, const mpv_format *f, int dir)  /* the next number */
{
    if (f == &mpv_binary32)
        return nextafterf((float)r, dir > 0 ? INFINITY : -INFINITY);
    return nextafter(r, dir > 0 ? INFINITY : -INFINITY);
}

/* q rounded in direction rnd as the numbers just above (side > 0) or below it round */
static double round_beside(const mpq_t q, const mpv_format *f, mpfr_rnd_t rnd, int side)
{
    const double d = mpv_round_q_in(q, f, MPFR_RNDD), u = mpv_round_q_in(q, f, MPFR_RNDU);
    const int number = d == u;
    if (number && rnd == (side > 0 ? MPFR_RNDU : MPFR_RNDD))
        return format_step(d, f, side);
    if (rnd != MPFR_RNDN)
        return rnd == MPFR_RNDD ? d : u;
    int midpoint = 0;
    if (!number && isfinite(d) && isfinite(u)) {
        mpq_t m, e;
        mpq_inits(m, e, (mpq_ptr)0);
        mpq_set_d(m, d);
        mpq_set_d(e, u);
        mpq_add(m, m, e);
        mpq_div_2exp(m, m, 1);
        midpoint = mpq_equal(m, q);
        mpq_clears(m, e, (mpq_ptr)0);
    }
    return midpoint ? (side > 0 ? u : d) : mpv_round_q_in(q, f, MPFR_RNDN);
}
static double stribeck_round(const stribeck_terms *T, const stribeck_inputs *in,
                             const mpv_format *f, mpfr_rnd_t rnd)
{
    mpq_t lo, hi;
    double r = NAN;
    mpq_inits(lo, hi, (mpq_ptr)0);
    if (stribeck_exact(lo, T, in))
        r = mpv_round_q_in(lo, f, rnd);
    for (mpfr_prec_t prec = 128; isnan(r); prec *= 2) {
        if (prec > 4194304) {                                           /* 2^22 */
            fputs("oracle: a Stribeck function's rounding is not decided\n", stderr);
            abort();
        }
        stribeck_enclose(lo, hi, T, in, prec);
        const double a = round_beside(lo, f, rnd, 1);
        if (a == round_beside(hi, f, rnd, -1))
            r = a;
    }
    mpq_clears(lo, hi, (mpq_ptr)0);
    return r;
}
/* v := the value of T, exact, or the middle of an enclosure within 2^-bits of it */
static void stribeck_value(mpq_t v, const stribeck_terms *T, const stribeck_inputs *in,
                           int bits)
{
    mpq_t lo, hi;
    if (stribeck_exact(v, T, in))
        return;
    mpq_inits(lo, hi, (mpq_ptr)0);
    for (mpfr_prec_t prec = bits + 64;; prec *= 2) {
        stribeck_enclose(lo, hi, T, in, prec);
        mpq_add(v, lo, hi);
        mpq_div_2exp(v, v, 1);
        mpq_sub(hi, hi, lo);                                        /* the width */
        mpq_abs(lo, v);
        mpq_div_2exp(lo, lo, (mp_bitcnt_t)bits);
        if (mpq_cmp(hi, lo) <= 0 || prec > 65536)
            break;
    }
    mpq_clears(lo, hi, (mpq_ptr)0);
}
/* s := the scale of function k at the inputs whose value is v */
static void stribeck_scale(mpq_t s, const orc_tables *tb, int k,
                           const stribeck_inputs *in, int piece, const mpq_t v)
{
    mpq_t e, mu, f, sf, g, sg;
    mpq_inits(e, mu, f, sf, g, sg, (mpq_ptr)0);
    exp_bracket(f, e, in->x, 64);                  /* e := the upper bound of e^-x */
    mpq_set_ui(f, 1, 1);
    mpq_add(f, f, in->x);
    mpq_mul(e, e, f);
    mpq_mul(e, e, in->d);                                  /* e := D e^-x (1 + x) */
    mpq_add(mu, in->mu_k, e);                              /* S_mu */
    mpq_div(e, e, in->v_s);                                /* S_mu' */
    const int hessian = k == ORC_S_HESSIAN;
    if (k == ORC_S_MU)
        mpq_set(s, mu);
    else if (k == ORC_S_MU_DERIV)
        mpq_set(s, e);
    else if (k == ORC_S_F0) {
        mollifier_part(f, sf, tb, MOL_F0, piece, in);
        mpq_mul(f, f, in->mu_k);                                   /* mu_k f0 */
        mpq_sub(s, v, f);                                          /* D J */
        if (mpq_sgn(s) < 0)
            mpq_set_ui(s, 0, 1);
        mpq_mul(sf, sf, in->mu_k);
        mpq_add(s, s, sf);
    } else if (k == ORC_S_F1 || k == ORC_S_F1_OVER_X) {
        mollifier_part(f, sf, tb, k == ORC_S_F1 ? MOL_F1 : MOL_F1_OVER_X, piece, in);
        mpq_mul(s, mu, sf);
    } else if (hessian && mpq_sgn(in->y) == 0)
        mpq_set_ui(s, 0, 1);
    else {
        mollifier_part(f, sf, tb, hessian ? MOL_F1_OVER_X : MOL_F1, piece, in);
        mollifier_part(g, sg, tb, hessian ? MOL_F2X_MINUS_F1_OVER_X3 : MOL_F2, piece, in);
        if (hessian)
            mpq_div(e, e, in->y);
        mpq_mul(s, e, sf);
        mpq_mul(sg, sg, mu);
        mpq_add(s, s, sg);
    }
    mpq_clears(e, mu, f, sf, g, sg, (mpq_ptr)0);
}
/* T := the terms of function k, v := its value (to 2^-128), s := its scale */
static void stribeck_measures(stribeck_terms *T, mpq_t v, mpq_t s, const orc_tables *tb,
                              int k, const stribeck_inputs *in, int piece)
{
    stribeck_terms_of(T, tb, k, in, piece, S_RIGHT);
    stribeck_value(v, T, in, 128);
    stribeck_scale(s, tb, k, in, piece, v);
}
static void judge_stribeck(orc_case *c, const orc_tables *tb, const orc_rule *r)
{
    const int k = orc_fn[c->fn].k;
    stribeck_inputs in;
    stribeck_set(&in, c->x);
    c->piece = (signed char)stribeck_piece(tb, &in);
    if (k == ORC_S_HESSIAN && c->x[0] == 0 && c->x[1] > 0) {
        const int ok = c->got == -HUGE_VAL;
        c->expected = -HUGE_VAL;
        c->ulps = c->scaled = ok ? 0 : HUGE_VAL;
        c->verdict = !counted(c->region, r) ? ORC_NOTED : ok ? ORC_PASS : ORC_FAIL;
        c->explained = ok ? 0 : BIT(ORC_D_POLE);
        c->diag = ok ? ORC_D_NONE : ORC_D_POLE;
    } else {
        stribeck_terms T;
        mpq_t v, s;
        stribeck_terms_init(&T);
        mpq_inits(v, s, (mpq_ptr)0);
        stribeck_measures(&T, v, s, tb, k, &in, c->piece);
        judge_named(c, r, v, s, stribeck_round(&T, &in, format_of(r), MPFR_RNDN));
        mpq_clears(v, s, (mpq_ptr)0);
        stribeck_terms_clear(&T);
    }
    stribeck_clear(&in);
}
static void stribeck_bracket(const orc_case *c, const orc_tables *tb, const orc_rule *r,
                             double rounded[3])
{
    static const mpfr_rnd_t how[3] = { MPFR_RNDN, MPFR_RNDD, MPFR_RNDU };
    const int k = orc_fn[c->fn].k;
    stribeck_inputs in;
    stribeck_terms T;
    stribeck_set(&in, c->x);
    stribeck_terms_init(&T);
    stribeck_terms_of(&T, tb, k, &in, stribeck_piece(tb, &in), S_RIGHT);
    for (int i = 0; i < 3; i++)
        rounded[i] = k == ORC_S_HESSIAN && c->x[0] == 0 && c->x[1] > 0
                     ? -HUGE_VAL : stribeck_round(&T, &in, format_of(r), how[i]);
    stribeck_terms_clear(&T);
    stribeck_clear(&in);
}
/* Does function k at these inputs, on this piece and in this form, explain got? */
static int stribeck_explains(const mpq_t got, const orc_tables *tb, int k,
                             const stribeck_inputs *in, int piece, int form,
                             const mpq_t v, const mpq_t s)
{
    stribeck_terms T;
    mpq_t w;
    stribeck_terms_init(&T);
    mpq_init(w);
    stribeck_terms_of(&T, tb, k, in, piece, form);
    stribeck_value(w, &T, in, 64);
    const int yes = explains(got, w, v, s);
    mpq_clear(w);
    stribeck_terms_clear(&T);
    return yes;
}
static uint64_t stribeck_argument_diagnoses(const orc_case *c, const orc_tables *tb,
                                            const mpq_t got, const mpq_t v, const mpq_t s)
{
    static const signed char diag[5] = { ORC_D_SWAPPED, ORC_D_RATE, ORC_D_SPEEDS,
                                         ORC_D_CONSTANT_MU, ORC_D_CONSTANT_MU };
    uint64_t m = 0;
    for (int w = 0; w < 5; w++) {
        stribeck_inputs alt;
        if ((w == 3 && c->x[1] == 0) || (w == 4 && c->x[2] == 0))
            continue;
        stribeck_set(&alt, c->x);
        if (w == 0)
            mpq_swap(alt.mu_s, alt.mu_k);
        else if (w == 1)
            mpq_inv(alt.v_s, alt.v_s);
        else if (w == 2)
            mpq_swap(alt.v_s, alt.eps);
        else if (w == 3)
            mpq_set(alt.mu_k, alt.mu_s);                            /* mu = mu_s */
        else
            mpq_set(alt.mu_s, alt.mu_k);                            /* mu = mu_k */
        stribeck_quotients(&alt);
        if (stribeck_explains(got, tb, orc_fn[c->fn].k, &alt, stribeck_piece(tb, &alt),
                              S_RIGHT, v, s))
            m |= BIT(diag[w]);
        stribeck_clear(&alt);
    }
    return m;
}
static uint64_t stribeck_form_diagnoses(const orc_case *c, const orc_tables *tb,
                                        const stribeck_inputs *in, const mpq_t got,
                                        const mpq_t v, const mpq_t s)
{
    const int k = orc_fn[c->fn].k, piece = c->piece;
    uint64_t m = 0;
    if (c->x[0] != 0 && stribeck_explains(got, tb, k, in, 1 - piece, S_RIGHT, v, s))
        m |= BIT(ORC_D_BRANCH);
    if ((k == ORC_S_F2 || k == ORC_S_HESSIAN)
        && stribeck_explains(got, tb, k, in, piece, S_NO_SLOPE_TERM, v, s))
        m |= BIT(k == ORC_S_F2 ? ORC_D_NO_DMU_F1 : ORC_D_NO_DMU_HESS);
    if (k == ORC_S_F2 && stribeck_explains(got, tb, k, in, piece, S_NO_MU_TERM, v, s))
        m |= BIT(ORC_D_NO_MU_F2);
    if (k == ORC_S_F0 && stribeck_explains(got, tb, k, in, piece, S_NO_CONSTANT, v, s))
        m |= BIT(ORC_D_NO_CONSTANT);
    if (k == ORC_S_F0 && stribeck_explains(got, tb, k, in, piece, S_MU_TIMES_F0, v, s))
        m |= BIT(ORC_D_MU_F0);
    return m;
}
static int closed_form_explains(const orc_case *c, const orc_tables *tb,
                                const orc_rule *r, const stribeck_inputs *in,
                                const mpq_t v)
{
    mpq_t s, tau, e, q, w;
    mpq_inits(s, tau, e, q, w, (mpq_ptr)0);
    mpq_set_ui(tau, 1, 1);
    if (c->piece == 0)
        mpq_set(tau, in->t);
    mpq_mul(s, in->c, tau);
    exp_bracket(e, w, s, 64);                                          /* e^(-c tau) */
    mpq_set_ui(q, 2, 1);
    mpq_add(q, q, tau);
    mpq_mul(q, q, tau);
    mpq_mul(q, q, in->c);                                              /* (2tau + tau^2) c */
    mpq_add(q, q, tau);
    mpq_add(q, q, tau);
    mpq_set_ui(w, 2, 1);
    mpq_add(q, q, w);
    mpq_mul(q, q, in->c);
    mpq_add(q, q, w);
    mpq_mul(q, q, e);
    mpq_set_ui(w, 1, 1);
    mpq_add(w, w, in->c);
    mpq_add(q, q, w);
    mpq_add(q, q, w);                                                  /* ... + 2 (c + 1) */
    mpq_mul(w, in->c, in->c);
    mpq_mul(w, w, in->c);
    mpq_div(s, in->eps, w);
    mpq_mul(s, s, q);
    if (c->piece != 0) {                                          /* + v_s (e^-c + e^-x) */
        exp_bracket(q, w, in->x, 64);
        mpq_add(q, q, e);
        mpq_mul(q, q, in->v_s);
        mpq_add(s, s, q);
    }
    mpq_mul(s, s, in->d);
    mollifier_part(q, w, tb, MOL_F0, c->piece, in);
    mpq_mul(w, w, in->mu_k);
    mpq_add(s, s, w);
    const int yes = scaled_error(c->got, v, s, r) <= r->scaled;
    mpq_clears(s, tau, e, q, w, (mpq_ptr)0);
    return yes;
}
static uint64_t diagnose_stribeck(const orc_case *c, const orc_tables *tb,
                                  const orc_rule *r)
{
    const int k = orc_fn[c->fn].k;
    stribeck_inputs in;
    stribeck_terms T;
    mpq_t v, s, got;
    uint64_t m = 0;
    stribeck_set(&in, c->x);
    stribeck_terms_init(&T);
    mpq_inits(v, s, got, (mpq_ptr)0);
    stribeck_measures(&T, v, s, tb, k, &in, c->piece);
    if (!needs_no_comparison(c, r, v, &m)) {
        mpq_set_d(got, c->got);
        m |= stribeck_argument_diagnoses(c, tb, got, v, s)
             | stribeck_form_diagnoses(c, tb, &in, got, v, s)
             | error_shape(c, r, got, v, s);
        if (k == ORC_S_F0 && mpq_sgn(in.d) != 0 && closed_form_explains(c, tb, r, &in, v))
            m |= BIT(ORC_D_CLOSED_FORM);
    }
    mpq_clears(v, s, got, (mpq_ptr)0);
    stribeck_terms_clear(&T);
    stribeck_clear(&in);
    return m;
}
static void series_s(mpfr_t r, int k, const mpfr_t x)              /* S_k(x) */
{
    mpfr_t term;
    mpfr_init2(term, mpfr_get_prec(r));
    mpfr_set_ui(term, 1, MPFR_RNDN);
    mpfr_set_ui(r, 1, MPFR_RNDN);
    for (int j = 1; !mpfr_zero_p(term)
                    && mpfr_get_exp(term) > mpfr_get_exp(r) - mpfr_get_prec(r) - 8; j++) {
        mpfr_mul(term, term, x, MPFR_RNDN);
        mpfr_div_ui(term, term, (unsigned long)(k + j), MPFR_RNDN);
        mpfr_add(r, r, term, MPFR_RNDN);
    }
    mpfr_clear(term);
}
static void mpfr_decay_integral_below(mpfr_t j, const mpfr_t y, const mpfr_t v,
                                      const mpfr_t eps)
{
    mpfr_t x, t, e, a, b;
    mpfr_inits2(mpfr_get_prec(j), x, t, e, a, b, (mpfr_ptr)0);
    mpfr_div(x, y, v, MPFR_RNDN);
    mpfr_div(t, y, eps, MPFR_RNDN);
    mpfr_neg(e, x, MPFR_RNDN);
    mpfr_exp(e, e, MPFR_RNDN);
    if (mpfr_cmp_ui(x, 3) <= 0) {
        series_s(a, 2, x);
        series_s(b, 3, x);
        mpfr_mul(b, b, t, MPFR_RNDN);
        mpfr_div_ui(b, b, 3, MPFR_RNDN);
        mpfr_sub(a, a, b, MPFR_RNDN);
        mpfr_mul(a, a, e, MPFR_RNDN);
        mpfr_mul(a, a, y, MPFR_RNDN);
        mpfr_mul(j, a, t, MPFR_RNDN);
    } else {
        mpfr_neg(a, x, MPFR_RNDN);
        mpfr_expm1(a, a, MPFR_RNDN);
        mpfr_neg(a, a, MPFR_RNDN);
        mpfr_fms(a, x, e, a, MPFR_RNDN);
        mpfr_neg(a, a, MPFR_RNDN);                                          /* P(2, x) */
        mpfr_sqr(b, x, MPFR_RNDN);
        mpfr_mul(b, b, e, MPFR_RNDN);
        mpfr_div_ui(b, b, 2, MPFR_RNDN);
        mpfr_sub(b, a, b, MPFR_RNDN);                                       /* P(3, x) */
        mpfr_div(t, v, eps, MPFR_RNDN);                                     /* 1/c */
        mpfr_mul(b, b, t, MPFR_RNDN);
        mpfr_sub(a, a, b, MPFR_RNDN);
        mpfr_mul(a, a, t, MPFR_RNDN);
        mpfr_mul(a, a, v, MPFR_RNDN);
        mpfr_mul_ui(j, a, 2, MPFR_RNDN);
    }
    mpfr_clears(x, t, e, a, b, (mpfr_ptr)0);
}
static void mpfr_decay_integral(mpfr_t j, const mpfr_t y, const mpfr_t v,
                                const mpfr_t eps)
{
    mpfr_t a, b;
    if (mpfr_cmp(y, eps) <= 0) {
        mpfr_decay_integral_below(j, y, v, eps);
        return;
    }
    mpfr_inits2(mpfr_get_prec(j), a, b, (mpfr_ptr)0);
    mpfr_decay_integral_below(j, eps, v, eps);
    mpfr_sub(a, y, eps, MPFR_RNDN);
    mpfr_div(a, a, v, MPFR_RNDN);
    mpfr_neg(a, a, MPFR_RNDN);
    mpfr_expm1(a, a, MPFR_RNDN);                                 /* -(1 - e^-(y-eps)/v) */
    mpfr_div(b, eps, v, MPFR_RNDN);
    mpfr_neg(b, b, MPFR_RNDN);
    mpfr_exp(b, b, MPFR_RNDN);
    mpfr_mul(a, a, b, MPFR_RNDN);
    mpfr_mul(a, a, v, MPFR_RNDN);
    mpfr_sub(j, j, a, MPFR_RNDN);
    mpfr_clears(a, b, (mpfr_ptr)0);
}
/* m := function k at the arguments a[5] in MPFR; -1 where it is not evaluated, else 0 */
static int mpfr_stribeck(mpfr_t m, const orc_tables *tb, int k, mpfr_t *a)
{
    mpfr_t mu, dmu, f, g;
    int status = 0;
    mpfr_inits2(mpfr_get_prec(m), mu, dmu, f, g, (mpfr_ptr)0);
    mpfr_div(dmu, a[0], a[3], MPFR_RNDN);
    mpfr_neg(dmu, dmu, MPFR_RNDN);
    mpfr_exp(dmu, dmu, MPFR_RNDN);                                        /* e^-x */
    mpfr_sub(mu, a[1], a[2], MPFR_RNDN);                                  /* D */
    mpfr_mul(mu, mu, dmu, MPFR_RNDN);
    mpfr_div(dmu, mu, a[3], MPFR_RNDN);
    mpfr_neg(dmu, dmu, MPFR_RNDN);                                        /* mu' */
    mpfr_add(mu, mu, a[2], MPFR_RNDN);                                    /* mu */
    const int hessian = k == ORC_S_HESSIAN;
    if (k == ORC_S_MU || k == ORC_S_MU_DERIV)
        mpfr_set(m, k == ORC_S_MU ? mu : dmu, MPFR_RNDN);
    else if (k == ORC_S_F0) {
        mpfr_decay_integral(f, a[0], a[3], a[4]);
        mpfr_sub(g, a[1], a[2], MPFR_RNDN);
        mpfr_mul(f, f, g, MPFR_RNDN);                                         /* D J */
        status = mpv_qfun_eval(g, &tb->mol[MOL_F0], a[0], a[4], NULL);
        mpfr_fma(m, a[2], g, f, MPFR_RNDN);
    } else if (k == ORC_S_F1 || k == ORC_S_F1_OVER_X) {
        status = mpv_qfun_eval(g, &tb->mol[k == ORC_S_F1 ? MOL_F1 : MOL_F1_OVER_X], a[0],
                               a[4], NULL);
        mpfr_mul(m, mu, g, MPFR_RNDN);
    } else {
        const int kf = hessian ? MOL_F1_OVER_X : MOL_F1;
        const int kg = hessian ? MOL_F2X_MINUS_F1_OVER_X3 : MOL_F2;
        status = mpv_qfun_eval(f, &tb->mol[kf], a[0], a[4], NULL)
                 | mpv_qfun_eval(g, &tb->mol[kg], a[0], a[4], NULL);
        if (hessian)
            mpfr_div(f, f, a[0], MPFR_RNDN);
        mpfr_mul(f, f, dmu, MPFR_RNDN);
        mpfr_fma(m, mu, g, f, MPFR_RNDN);
    }
    mpfr_clears(mu, dmu, f, g, (mpfr_ptr)0);
    return status;
}
static double cross_check_stribeck(const orc_case *c, const orc_tables *tb)
{
    const int k = orc_fn[c->fn].k;
    mpfr_t a[5], m;
    stribeck_inputs in;
    stribeck_terms T;
    mpq_t v, s;
    double rel = -1;
    if ((k == ORC_S_HESSIAN && c->x[0] == 0) || c->x[0] / c->x[3] > 60000)
        return -1;
    mpfr_init2(m, 1024);
    for (int i = 0; i < 5; i++) {
        mpfr_init2(a[i], 1024);
        mpfr_set_d(a[i], c->x[i], MPFR_RNDN);
    }
    stribeck_set(&in, c->x);
    stribeck_terms_init(&T);
    mpq_inits(v, s, (mpq_ptr)0);
    stribeck_terms_of(&T, tb, k, &in, stribeck_piece(tb, &in), S_RIGHT);
    stribeck_value(v, &T, &in, 300);
    stribeck_scale(s, tb, k, &in, stribeck_piece(tb, &in), v);
    if (mpfr_stribeck(m, tb, k, a) == 0)
        rel = scaled_gap(m, v, s);
    mpq_clears(v, s, (mpq_ptr)0);
    stribeck_terms_clear(&T);
    stribeck_clear(&in);
    for (int i = 0; i < 5; i++)
        mpfr_clear(a[i]);
    mpfr_clear(m);
    return rel;
}
typedef struct { mpq_t mu_k, d, c; } peak_inputs;
typedef struct { mpq_t t, el, eh; } peak_point;         /* el <= e^-ct <= eh */

static void peak_set(peak_inputs *p, const double *a)      /* mu_s mu_k v_s eps_v */
{
    mpq_t e;
    mpq_inits(p->mu_k, p->d, p->c, e, (mpq_ptr)0);
    mpq_set_d(p->mu_k, a[1]);
    mpq_set_d(p->d, a[0]);
    mpq_sub(p->d, p->d, p->mu_k);
    mpq_set_d(p->c, a[2]);
    mpq_set_d(e, a[3]);
    mpq_div(p->c, e, p->c);
    mpq_clear(e);
}

static void peak_clear(peak_inputs *p)
{
    mpq_clears(p->mu_k, p->d, p->c, (mpq_ptr)0);
}
static void point_set(peak_point *q, const peak_inputs *p, const mpq_t t,
                      mpfr_prec_t prec)
{
    mpq_t ct;
    mpq_init(ct);
    mpq_set(q->t, t);
    mpq_mul(ct, p->c, t);
    exp_bracket(q->el, q->eh, ct, prec);
    mpq_clear(ct);
}

static void point_init(peak_point *q)
{
    mpq_inits(q->t, q->el, q->eh, (mpq_ptr)0);
}

static void point_clear(peak_point *q)
{
    mpq_clears(q->t, q->el, q->eh, (mpq_ptr)0);
}
static void mollifier_f1_at(mpq_t f, const mpq_t t)                   /* 2t - t^2 */
{
    mpq_set_ui(f, 2, 1);
    mpq_sub(f, f, t);
    mpq_mul(f, f, t);
}

static void force_bound(mpq_t g, const peak_inputs *p, const mpq_t e, const mpq_t tf)
{
    mpq_t f;
    mpq_init(f);
    mpq_mul(g, p->d, e);
    mpq_add(g, g, p->mu_k);
    mollifier_f1_at(f, tf);
    mpq_mul(g, g, f);
    mpq_clear(f);
}
static void slope_part(mpq_t r, const peak_inputs *p, const mpq_t x, const mpq_t e_mu,
                       const mpq_t e_drop, const mpq_t tf)
{
    mpq_t u;
    mpq_init(u);
    mpq_mul(r, p->d, e_mu);
    mpq_add(r, r, p->mu_k);
    mpq_set_ui(u, 1, 1);
    mpq_sub(u, u, x);
    mpq_mul_2exp(u, u, 1);
    mpq_mul(r, r, u);                                       /* (2 - 2x)(mu_k + D e_mu) */
    mollifier_f1_at(u, tf);
    mpq_mul(u, u, e_drop);
    mpq_mul(u, u, p->d);
    mpq_mul(u, u, p->c);
    mpq_sub(r, r, u);                                       /* - c D e_drop f1(tf) */
    mpq_clear(u);
}
typedef struct { peak_point a, b; } peak_piece;
typedef struct { peak_piece *p; size_t n, cap; } peak_pieces;
typedef struct { mpq_t lo, hi, at; } peak_enclosure;   /* lo <= g* <= hi, lo <= g(at) */

static void push_piece(peak_pieces *s, const peak_point *a, const peak_point *b)
{
    if (s->n == s->cap) {
        const size_t cap = s->cap ? 2 * s->cap : 16;
        peak_piece *p = realloc(s->p, cap * sizeof *p);
        if (p == NULL) {
            fputs("oracle: out of memory\n", stderr);
            exit(2);
        }
        for (size_t i = s->cap; i < cap; i++)
            point_init(&p[i].a), point_init(&p[i].b);
        s->p = p;
        s->cap = cap;
    }
    mpq_set(s->p[s->n].a.t, a->t), mpq_set(s->p[s->n].a.el, a->el);
    mpq_set(s->p[s->n].a.eh, a->eh), mpq_set(s->p[s->n].b.t, b->t);
    mpq_set(s->p[s->n].b.el, b->el), mpq_set(s->p[s->n].b.eh, b->eh);
    s->n++;
}
static void raise_lower(peak_enclosure *E, const peak_inputs *p, const peak_point *q)
{
    mpq_t g;
    mpq_init(g);
    force_bound(g, p, q->el, q->t);
    if (mpq_cmp(g, E->lo) > 0)
        mpq_set(E->lo, g), mpq_set(E->at, q->t);
    mpq_clear(g);
}

static void settle_point(peak_enclosure *E, const peak_inputs *p, const peak_point *q)
{
    mpq_t g;
    mpq_init(g);
    raise_lower(E, p, q);
    force_bound(g, p, q->eh, q->t);
    if (mpq_cmp(g, E->hi) > 0)
        mpq_set(E->hi, g);
    mpq_clear(g);
}
static void bound_piece(peak_enclosure *E, const peak_inputs *p, const peak_piece *I,
                        peak_pieces *next, mpfr_prec_t prec)
{
    mpq_t lo, hi, u, w;
    peak_point m;
    mpq_inits(lo, hi, u, w, (mpq_ptr)0);
    slope_part(lo, p, I->b.t, I->b.el, I->a.eh, I->b.t);
    slope_part(hi, p, I->a.t, I->a.eh, I->b.el, I->a.t);
    if (mpq_sgn(lo) >= 0 || mpq_sgn(hi) <= 0)
        settle_point(E, p, mpq_sgn(lo) >= 0 ? &I->b : &I->a);
    else {
        point_init(&m);
        mpq_add(w, I->a.t, I->b.t);
        mpq_div_2exp(w, w, 1);
        point_set(&m, p, w, prec);
        raise_lower(E, p, &m);
        mpq_neg(lo, lo);
        if (mpq_cmp(lo, hi) > 0)
            mpq_set(hi, lo);                                           /* max |g'| on [a, b] */
        mpq_sub(w, I->b.t, I->a.t);
        mpq_div_2exp(w, w, 1);
        mpq_mul(hi, hi, w);
        force_bound(u, p, m.eh, m.t);
        mpq_add(hi, hi, u);                                            /* g(m) + (b - a)/2 |g'| */
        force_bound(u, p, I->a.eh, I->b.t);                            /* mu(a) f1(b) */
        if (mpq_cmp(hi, u) < 0)
            mpq_set(u, hi);
        mpq_div_2exp(w, E->lo, (mp_bitcnt_t)(prec - 24));
        mpq_add(w, w, E->lo);                                          /* L + 2^(24-p) L */
        if (mpq_cmp(u, E->lo) < 0)
            ;                                                          /* g < L here: dropped */
        else if (mpq_cmp(u, w) <= 0) {
            if (mpq_cmp(u, E->hi) > 0)
                mpq_set(E->hi, u);
        } else {
            push_piece(next, &I->a, &m);
            push_piece(next, &m, &I->b);
        }
        point_clear(&m);
    }
    mpq_clears(lo, hi, u, w, (mpq_ptr)0);
}
static void peak_enclose(peak_enclosure *E, const peak_inputs *p, mpfr_prec_t prec)
{
    peak_pieces now = { NULL, 0, 0 }, next = { NULL, 0, 0 }, swap;
    peak_point a, b;
    point_init(&a), point_init(&b);
    mpq_set_ui(E->lo, 0, 1), mpq_set_ui(E->hi, 0, 1), mpq_set_ui(E->at, 1, 1);
    point_set(&a, p, E->lo, prec);
    point_set(&b, p, E->at, prec);
    push_piece(&now, &a, &b);
    raise_lower(E, p, &b);
    if (mpq_cmp_ui(p->c, 1, 1) > 0) {
        mpq_inv(a.t, p->c);
        point_set(&a, p, a.t, prec);
        raise_lower(E, p, &a);
        mpq_set_ui(a.t, 0, 1);
        point_set(&a, p, a.t, prec);
    }
    for (long level = 0; now.n > 0; level++) {
        if (level > 4 * (long)prec + 4096 || now.n > 65536) {
            fputs("oracle: the Stribeck peak's search does not close in\n", stderr);
            abort();
        }
        next.n = 0;
        for (size_t i = 0; i < now.n; i++)
            bound_piece(E, p, &now.p[i], &next, prec);
        swap = now, now = next, next = swap;
    }
    if (mpq_cmp(E->hi, E->lo) < 0)
        mpq_set(E->hi, E->lo);
    for (int k = 0; k < 2; k++) {
        peak_pieces *s = k ? &next : &now;
        for (size_t i = 0; i < s->cap; i++)
            point_clear(&s->p[i].a), point_clear(&s->p[i].b);
        free(s->p);
    }
    point_clear(&a), point_clear(&b);
}
static void enclosure_init(peak_enclosure *E)
{
    mpq_inits(E->lo, E->hi, E->at, (mpq_ptr)0);
}

static void enclosure_clear(peak_enclosure *E)
{
    mpq_clears(E->lo, E->hi, E->at, (mpq_ptr)0);
}

enum { PEAK_PREC = 96 };
static double peak_round(peak_enclosure *E, const peak_inputs *p, const mpv_format *f,
                         mpfr_rnd_t rnd)
{
    double r = NAN;
    for (mpfr_prec_t prec = PEAK_PREC; isnan(r); prec *= 2) {
        if (prec > 8192) {
            gmp_fprintf(stderr, "oracle: the Stribeck peak's rounding is not decided"
                        " (mu_k %Qd, D %Qd, c %Qd)\n", p->mu_k, p->d, p->c);
            abort();
        }
        peak_enclose(E, p, prec);
        if (mpq_equal(E->lo, E->hi))
            r = mpv_round_q_in(E->lo, f, rnd);
        else if (round_beside(E->lo, f, rnd, 1) == round_beside(E->hi, f, rnd, -1))
            r = round_beside(E->lo, f, rnd, 1);
    }
    return r;
}
static double in_ulps(const mpq_t d, const mpq_t v, const mpv_format *f)
{
    long e = f->emin;
    double r;
    mpq_t q;
    if (mpq_sgn(d) == 0)
        return 0;
    if (mpq_sgn(v) != 0) {
        mpfr_t x;
        mpfr_init2(x, 64);
        mpfr_set_q(x, v, MPFR_RNDZ);
        e = mpfr_get_exp(x) > e ? mpfr_get_exp(x) : e;
        mpfr_clear(x);
    }
    e -= f->precision;
    mpq_init(q);
    if (e >= 0)
        mpq_div_2exp(q, d, (mp_bitcnt_t)e);
    else
        mpq_mul_2exp(q, d, (mp_bitcnt_t)-e);
    r = mpv_round_q(q);
    mpq_clear(q);
    return r;
}
static void force_at_position(mpq_t g, const peak_inputs *p, double t)
{
    peak_point q;
    mpq_t h;
    point_init(&q);
    mpq_init(h);
    mpq_set_d(h, t);
    point_set(&q, p, h, 128);
    force_bound(g, p, q.el, q.t);
    force_bound(h, p, q.eh, q.t);
    mpq_add(g, g, h);
    mpq_div_2exp(g, g, 1);
    mpq_clear(h);
    point_clear(&q);
}
static void judge_position(orc_case *c, const orc_rule *r, const peak_inputs *p,
                           const peak_enclosure *E, const mpq_t v)
{
    const int inside = c->got >= 0 && c->got <= 1;
    int ok = 0;
    c->expected = mpv_round_q_in(E->at, format_of(r), MPFR_RNDN);
    c->ulps = c->scaled = HUGE_VAL;
    if (inside) {
        mpq_t d;
        mpq_init(d);
        force_at_position(d, p, c->got);
        mpq_sub(d, v, d);
        if (mpq_sgn(d) < 0)
            mpq_set_ui(d, 0, 1);
        c->ulps = in_ulps(d, v, format_of(r));
        c->scaled = scaled_error(0, d, v, r);            /* d / (u g*) */
        ok = c->ulps <= r->ulps || c->scaled <= r->scaled;
        mpq_clear(d);
    }
    c->verdict = !counted(c->region, r) ? ORC_NOTED : ok ? ORC_PASS : ORC_FAIL;
    c->explained = inside ? 0 : BIT(ORC_D_NOT_POSITION);
    c->diag = ok ? ORC_D_NONE : inside ? ORC_D_UNDIAGNOSED : ORC_D_NOT_POSITION;
}
static void judge_peak(orc_case *c, const orc_rule *r)
{
    peak_inputs p;
    peak_enclosure E;
    mpq_t v;
    peak_set(&p, c->x);
    enclosure_init(&E);
    mpq_init(v);
    mpq_mul(v, p.c, p.c);
    c->piece = (signed char)(mpq_cmp_ui(v, 8, 1) > 0);               /* c > 2 sqrt 2 */
    if (orc_fn[c->fn].k == ORC_S_PEAK) {
        const double rounded = peak_round(&E, &p, format_of(r), MPFR_RNDN);
        mpq_add(v, E.lo, E.hi);
        mpq_div_2exp(v, v, 1);
        judge_named(c, r, v, v, rounded);
    } else {
        peak_enclose(&E, &p, PEAK_PREC);
        mpq_add(v, E.lo, E.hi);
        mpq_div_2exp(v, v, 1);
        judge_position(c, r, &p, &E, v);
    }
    mpq_clear(v);
    enclosure_clear(&E);
    peak_clear(&p);
}
static void peak_bracket(const orc_case *c, const orc_tables *tb, const orc_rule *r,
                         double rounded[3])
{
    static const mpfr_rnd_t how[3] = { MPFR_RNDN, MPFR_RNDD, MPFR_RNDU };
    peak_inputs p;
    peak_enclosure E;
    (void)tb;                                  /* the signature of stribeck_bracket */
    peak_set(&p, c->x);
    enclosure_init(&E);
    for (int i = 0; i < 3; i++) {
        rounded[i] = peak_round(&E, &p, format_of(r), how[i]);
        if (orc_fn[c->fn].k == ORC_S_PEAK_AT)
            rounded[i] = mpv_round_q_in(E.at, format_of(r), how[i]);
    }
    enclosure_clear(&E);
    peak_clear(&p);
}
static int slope_sign_at(const peak_inputs *p, double t)    /* +1, -1, or 0: undecided */
{
    peak_point q;
    mpq_t lo, hi, h;
    int s;
    point_init(&q);
    mpq_inits(lo, hi, h, (mpq_ptr)0);
    mpq_set_d(h, t);
    point_set(&q, p, h, 128);
    slope_part(lo, p, q.t, q.el, q.eh, q.t);
    slope_part(hi, p, q.t, q.eh, q.el, q.t);
    s = mpq_sgn(lo) > 0 ? 1 : mpq_sgn(hi) < 0 ? -1 : 0;
    mpq_clears(lo, hi, h, (mpq_ptr)0);
    point_clear(&q);
    return s;
}
static uint64_t diagnose_peak_value(const orc_case *c, const orc_rule *r,
                                    const peak_inputs *p, const mpq_t v)
{
    uint64_t m = 0;
    mpq_t got, w;
    if (needs_no_comparison(c, r, v, &m))
        return m;
    mpq_inits(got, w, (mpq_ptr)0);
    mpq_set_d(got, c->got);
    for (int i = 0; i < 2; i++) {
        mpq_set_d(w, c->x[i]);                                  /* mu_s, mu_k */
        if (c->x[i] > 0 && explains(got, w, v, v))
            m |= BIT(ORC_D_CONSTANT_MU);
    }
    force_at_position(w, p, 1);
    if (explains(got, w, v, v))
        m |= BIT(ORC_D_PEAK_AT_EPS);
    m |= error_shape(c, r, got, v, v);
    mpq_clears(got, w, (mpq_ptr)0);
    return m;
}
static uint64_t diagnose_peak(const orc_case *c, const orc_rule *r)
{
    peak_inputs p;
    peak_enclosure E;
    mpq_t v;
    uint64_t m = 0;
    const double t = c->got;
    peak_set(&p, c->x);
    enclosure_init(&E);
    mpq_init(v);
    peak_enclose(&E, &p, 128);
    mpq_add(v, E.lo, E.hi);
    mpq_div_2exp(v, v, 1);
    if (orc_fn[c->fn].k == ORC_S_PEAK)
        m = diagnose_peak_value(c, r, &p, v);
    else if (t == 1)
        m = BIT(ORC_D_PEAK_AT_EPS);
    else if (t >= 0 && t < 1 && slope_sign_at(&p, fmax(t - 0x1p-20, 0)) > 0
             && slope_sign_at(&p, fmin(t + 0x1p-20, 1)) < 0)
        m = BIT(ORC_D_LOWER_HUMP);
    mpq_clear(v);
    enclosure_clear(&E);
    peak_clear(&p);
    return m;
}
/* r := g(t), or g'(t) if slope, at r's precision; a = { mu_k, D, c } */
static void mpfr_force(mpfr_t r, mpfr_t *a, const mpfr_t t, int slope)
{
    mpfr_t e, f, u;
    mpfr_inits2(mpfr_get_prec(r), e, f, u, (mpfr_ptr)0);
    mpfr_mul(e, a[2], t, MPFR_RNDN);
    mpfr_neg(e, e, MPFR_RNDN);
    mpfr_exp(e, e, MPFR_RNDN);
    mpfr_mul(e, e, a[1], MPFR_RNDN);                                    /* D e^-ct */
    mpfr_ui_sub(f, 2, t, MPFR_RNDN);
    mpfr_mul(f, f, t, MPFR_RNDN);                                       /* f1 */
    mpfr_add(u, e, a[0], MPFR_RNDN);                                    /* mu */
    if (!slope)
        mpfr_mul(r, u, f, MPFR_RNDN);
    else {
        mpfr_ui_sub(r, 1, t, MPFR_RNDN);
        mpfr_mul_2ui(r, r, 1, MPFR_RNDN);
        mpfr_mul(r, r, u, MPFR_RNDN);                                   /* f1' mu */
        mpfr_mul(f, f, e, MPFR_RNDN);
        mpfr_mul(f, f, a[2], MPFR_RNDN);                                /* -mu' f1 */
        mpfr_sub(r, r, f, MPFR_RNDN);
    }
    mpfr_clears(e, f, u, (mpfr_ptr)0);
}
static int mpfr_peak(mpfr_t m, mpfr_t *a)
{
    mpfr_t t, lo, hi, s, g;
    int done = 1;
    mpfr_inits2(mpfr_get_prec(m), t, lo, hi, s, g, (mpfr_ptr)0);
    mpfr_set_ui(t, 1, MPFR_RNDN);
    mpfr_force(m, a, t, 0);                                             /* g(1) */
    if (mpfr_zero_p(a[0]) && !mpfr_zero_p(a[1])) {
        mpfr_sqr(t, a[2], MPFR_RNDN);
        mpfr_add_ui(t, t, 1, MPFR_RNDN);
        mpfr_sqrt(t, t, MPFR_RNDN);
        mpfr_add(t, t, a[2], MPFR_RNDN);
        mpfr_add_ui(t, t, 1, MPFR_RNDN);
        mpfr_ui_div(t, 2, t, MPFR_RNDN);                 /* 2 / (c + 1 + sqrt(c^2 + 1)) */
        mpfr_force(m, a, t, 0);
    } else if (mpfr_cmp_ui(a[2], 64) <= 0) {
        for (int k = 0; k < 256; k++) {
            mpfr_set_ui(lo, (unsigned long)k, MPFR_RNDN);
            mpfr_div_2ui(lo, lo, 8, MPFR_RNDN);
            mpfr_set_ui(hi, (unsigned long)k + 1, MPFR_RNDN);
            mpfr_div_2ui(hi, hi, 8, MPFR_RNDN);
            mpfr_force(s, a, lo, 1);
            mpfr_force(g, a, hi, 1);
            if (!(mpfr_sgn(s) > 0 && mpfr_sgn(g) <= 0))
                continue;
            for (int i = 0; i < 240; i++) {
                mpfr_add(t, lo, hi, MPFR_RNDN);
                mpfr_div_2ui(t, t, 1, MPFR_RNDN);
                mpfr_force(s, a, t, 1);
                mpfr_set(mpfr_sgn(s) > 0 ? lo : hi, t, MPFR_RNDN);
            }
            mpfr_force(g, a, lo, 0);
            if (mpfr_greater_p(g, m))
                mpfr_set(m, g, MPFR_RNDN);
        }
    } else
        done = 0;
    mpfr_clears(t, lo, hi, s, g, (mpfr_ptr)0);
    return done;
}
static double cross_check_peak(const orc_case *c)
{
    mpfr_t a[3], m;
    peak_inputs p;
    peak_enclosure E;
    double rel = -1;
    mpfr_inits2(512, a[0], a[1], a[2], m, (mpfr_ptr)0);
    mpfr_set_d(a[0], c->x[1], MPFR_RNDN);
    mpfr_set_d(a[1], c->x[0], MPFR_RNDN);
    mpfr_sub(a[1], a[1], a[0], MPFR_RNDN);
    mpfr_set_d(a[2], c->x[3], MPFR_RNDN);
    mpfr_div_d(a[2], a[2], c->x[2], MPFR_RNDN);
    peak_set(&p, c->x);
    enclosure_init(&E);
    if (mpfr_peak(m, a)) {
        peak_enclose(&E, &p, 512);
        mpq_add(E.lo, E.lo, E.hi);
        mpq_div_2exp(E.lo, E.lo, 1);
        rel = scaled_gap(m, E.lo, E.lo);
    }
    enclosure_clear(&E);
    peak_clear(&p);
    mpfr_clears(a[0], a[1], a[2], m, (mpfr_ptr)0);
    return rel;
}
int orc_stribeck_region(const orc_case *c, int is_float)
{
    return orc_is_peak(c->fn) ? peak_region(c, is_float) : stribeck_region(c, is_float);
}

int orc_stribeck_must_be_nan(const orc_case *c)
{
    return orc_is_peak(c->fn) ? peak_must_be_nan(c) : stribeck_must_be_nan(c);
}

void orc_stribeck_judge(orc_case *c, const orc_tables *tb, const orc_rule *r)
{
    if (orc_is_peak(c->fn))
        judge_peak(c, r);
    else
        judge_stribeck(c, tb, r);
}
uint64_t orc_stribeck_diagnose(const orc_case *c, const orc_tables *tb, const orc_rule *r)
{
    return orc_is_peak(c->fn) ? diagnose_peak(c, r) : diagnose_stribeck(c, tb, r);
}

void orc_stribeck_bracket(const orc_case *c, const orc_tables *tb, const orc_rule *r,
                          double rounded[3])
{
    (orc_is_peak(c->fn) ? peak_bracket : stribeck_bracket)(c, tb, r, rounded);
}

double orc_stribeck_cross_check(const orc_case *c, const orc_tables *tb, int variant)
{
    (void)variant;
    return orc_is_peak(c->fn) ? cross_check_peak(c) : cross_check_stribeck(c, tb);
}
enum { STRIBECK0 = ORC_NFRICTION + ORC_NCOEF + ORC_NDIRECTION };

static void push_peak(orc_cases *cs, const orc_point_spec *p, int set, double mu_s,
                      double mu_k, double v_s, double eps);
static void peak_points(orc_cases *cs, const orc_point_spec *p);

static void push_stribeck(orc_cases *cs, const orc_point_spec *p, int set, int k,
                          double y, double mu_s, double mu_k, double v_s, double eps)
{
    for (int fn = STRIBECK0; fn < STRIBECK0 + ORC_NSTRIBECK; fn++)
        if ((k < 0 && !orc_is_peak(fn)) || orc_fn[fn].k == k) {
            double x[6] = { y, mu_s, mu_k, v_s, eps, 0 };
            push_named(cs, p, fn, set, x);
        }
}

static const double stribeck_pairs[][2] = {
    { 1, 0.1 }, { 0.5, 0.3 }, { 0.5, 0.5 }, { 0.7, 0 }, { 1, 0.75 }, { 0.9, 0.6 },
    { 0, 0 },
};
enum { N_STRIBECK_PAIRS = sizeof stribeck_pairs / sizeof stribeck_pairs[0] };
static void stribeck_grid(orc_cases *cs, const orc_point_spec *p)
{
    static const double v_s[3] = { 1e-4, 1e-2, 1 };
    for (int e = -8; e <= -1; e++)
        for (int i = 0; i < 3; i++)
            for (int m = 0; m < N_STRIBECK_PAIRS; m++) {
                const double eps = pow(10, e), *mu = stribeck_pairs[m];
                push_stribeck(cs, p, ORC_SET_ZERO_Y, -1, 0, mu[0], mu[1], v_s[i], eps);
                for (int yy = -8; yy <= -1; yy++)
                    push_stribeck(cs, p, ORC_SET_GRID, -1, pow(10, yy), mu[0], mu[1],
                                  v_s[i], eps);
            }
}
static void stribeck_around(orc_cases *cs, const orc_point_spec *p, double b,
                            const double *mu, double v_s, double eps)
{
    const double at = in_format(b, p->is_float);
    for (size_t i = 0; i < sizeof break_steps / sizeof *break_steps; i++)
        for (int sign = -1; sign <= (break_steps[i] ? 1 : -1); sign += 2)
            push_stribeck(cs, p, ORC_SET_BREAK, -1,
                          walk(at, sign * break_steps[i], p->is_float), mu[0], mu[1], v_s,
                          eps);
}
static void stribeck_breakpoints(orc_cases *cs, const orc_point_spec *p)
{
    static const double eps[3] = { 1e-3, 0x1.fffffffffffffp-1, 0x1.8p-30 };
    static const double c[3] = { 0.1, 2, 20 }, q[3] = { 700, 708.4, 745.2 };
    static const int pairs[3] = { 0, 2, 3 };                /* a drop, equal, mu_k = 0 */
    for (int m = 0; m < 3; m++) {
        const double *mu = stribeck_pairs[pairs[m]];
        for (int e = 0; e < 3; e++)
            for (int i = 0; i < 3; i++)
                stribeck_around(cs, p, eps[e], mu, eps[e] / c[i], eps[e]);
        stribeck_around(cs, p, 3e-3, mu, 1e-3, 4e-3);
        stribeck_around(cs, p, 0.75, mu, 0.25, 1);
        for (int i = 0; i < 3; i++) {
            stribeck_around(cs, p, q[i] * 1e-3, mu, 1e-3, 1e-4);
            stribeck_around(cs, p, q[i] * 0x1p-40, mu, 0x1p-40, 0x1p-50);
        }
    }
}
static void stribeck_ladders(orc_cases *cs, const orc_point_spec *p)
{
    static const double eps[3] = { 1e-3, 0x1.fffffffffffffp-1, 0x1.8p-30 };
    static const int pairs[2] = { 0, 3 };                   /* a drop, mu_k = 0 */
    uint64_t state = p->seed ^ UINT64_C(0x2545f4914f6cdd1d);
    const int draws = p->level >= 2 ? 10000 : 500, top = p->is_float ? 24 : 53;
    double y[106];
    for (int e = 0; e < 3; e++)
        for (int m = 0, n = ladder(y, in_format(eps[e], p->is_float), p->is_float); m < 2;
             m++)
            for (int j = 0; j < n; j++)
                push_stribeck(cs, p, ORC_SET_BREAK, -1, y[j], stribeck_pairs[pairs[m]][0],
                              stribeck_pairs[pairs[m]][1], eps[e] / 2, eps[e]);
    for (int k = 0; k < draws; k++) {
        const double e = in_format(exp2(uniform(&state, -30, 10)), p->is_float);
        const double v_s = in_format(e / exp2(uniform(&state, -12, 8)), p->is_float);
        const double mu_s = uniform(&state, 0, 1.5), mu_k = uniform(&state, 0, mu_s);
        const double d = exp2(-uniform(&state, 1, top + 1));
        push_stribeck(cs, p, ORC_SET_BREAK, -1,
                      random_splitmix64(&state) & 1 ? e + e * d : e - e * d, mu_s, mu_k,
                      v_s, e);
    }
}
static void stribeck_rational_points(orc_cases *cs, const orc_point_spec *p)
{
    const double A = p->is_float ? 0x1p18 + 1 : 0x1p47 + 1;
    for (long d = -1; d <= 1; d++) {
        const double y2 = walk(2, d, p->is_float), y4 = walk(4, d, p->is_float);
        push_stribeck(cs, p, ORC_SET_ROOT, ORC_S_F2, y2, 1, 0, 3, 4);
        push_stribeck(cs, p, ORC_SET_ROOT, ORC_S_F2, y2, 1, 0.25, 3, 4);
        push_stribeck(cs, p, ORC_SET_BREAK, ORC_S_F0, y4, 0.5, 0.25, 4, 5);
        push_stribeck(cs, p, ORC_SET_BREAK, ORC_S_F0, 4, walk(25 * A, d, p->is_float),
                      15 * A, 4, 5);
        push_stribeck(cs, p, ORC_SET_BREAK, ORC_S_F0, 4, 25 * A,
                      walk(15 * A, d, p->is_float), 4, 5);
    }
}
static double hump_slope(double t, const double *s)           /* g'(t), s = mu_k D c */
{
    const double e = exp(-s[2] * t);
    return (2 - 2 * t) * (s[0] + s[1] * e) - s[2] * s[1] * e * t * (2 - t);
}
static void stribeck_zeros(orc_cases *cs, const orc_point_spec *p)
{
    static const double shape[5][3] = {                               /* mu_k, D, c */
        { 0.5, 0.5, 0.1 }, { 0.1, 0.9, 2 }, { 0, 1, 1 }, { 0.05, 0.95, 30 },
        { 0.2, 0.8, 8 },
    };
    static const double eps[2] = { 1e-3, 1 };
    static const long steps[] = { 0, 1, 2, 4, 16, 256 };
    for (int i = 0; i < 10; i++) {
        const double *s = shape[i / 2], e = eps[i % 2];
        for (int k = 0; k < 256; k++) {
            double lo = k ? k / 256.0 : 0x1p-30, hi = (k + 1) / 256.0;
            const double flo = hump_slope(lo, s);
            if (!(flo * hump_slope(hi, s) < 0))
                continue;
            while (nextafter(lo, hi) < hi) {
                const double mid = lo + (hi - lo) / 2;
                if ((hump_slope(mid, s) < 0) == (flo < 0))
                    lo = mid;
                else
                    hi = mid;
            }
            for (size_t j = 0; j < sizeof steps / sizeof *steps; j++)
                for (int sign = -1; sign <= (steps[j] ? 1 : -1); sign += 2)
                    push_stribeck(cs, p, ORC_SET_ROOT, ORC_S_F2,
                                  walk(in_format(lo * e, p->is_float), sign * steps[j],
                                       p->is_float), s[0] + s[1], s[0], e / s[2], e);
        }
    }
    stribeck_rational_points(cs, p);
}
static void stribeck_extremes(orc_cases *cs, const orc_point_spec *p)
{
    double xs[ORC_MAX_EXTREMES];
    const int nx = extreme_magnitudes(xs, p->is_float, NULL, 0);
    for (int i = 0; i < nx; i++) {
        for (int j = 0; j < nx; j++) {
            push_stribeck(cs, p, ORC_SET_EXTREME, -1, xs[i], 1, 0.1, xs[j], xs[j]);
            push_stribeck(cs, p, ORC_SET_EXTREME, -1, xs[i], 0.5, 0, xs[j], 1e-3);
            push_stribeck(cs, p, ORC_SET_EXTREME, -1, xs[j] / 2, 1, 0.1, xs[i], xs[j]);
        }
        push_stribeck(cs, p, ORC_SET_EXTREME, -1, 4e-4, xs[i], xs[i] / 4, 1e-2, 1e-3);
        push_stribeck(cs, p, ORC_SET_EXTREME, -1, 4e-4, xs[i], 0, 1e-2, 1e-3);
    }
}
static void stribeck_outside(orc_cases *cs, const orc_point_spec *p)
{
    static const double bad[5] = { -0.1, -0.0, INFINITY, NAN, 0 };
    for (int i = 0; i < 5; i++)
        for (int b = 0; b < (i >= 3 ? 5 : 4); b++) {
            double x[5] = { 5e-4, 0.5, 0.3, 1e-2, 1e-3 };
            x[i] = bad[b];
            push_stribeck(cs, p, ORC_SET_OUTSIDE, -1, x[0], x[1], x[2], x[3], x[4]);
        }
    push_stribeck(cs, p, ORC_SET_OUTSIDE, -1, 5e-4, 0.3, 0.5, 1e-2, 1e-3);
    push_stribeck(cs, p, ORC_SET_OUTSIDE, -1, 5e-4, 0, 0x1p-1074, 1e-2, 1e-3);
}

void orc_stribeck_fixed_points(orc_cases *cs, const orc_tables *t,
                               const orc_point_spec *p)
{
    (void)t;
    stribeck_grid(cs, p);
    stribeck_breakpoints(cs, p);
    stribeck_ladders(cs, p);
    stribeck_zeros(cs, p);
    stribeck_extremes(cs, p);
    stribeck_outside(cs, p);
    peak_points(cs, p);
}
void orc_stribeck_draw(orc_cases *cs, const orc_point_spec *p, uint64_t *state)
{
    const uint64_t shape = random_splitmix64(state);
    const double eps = in_format(exp2(uniform(state, -30, 10)), p->is_float);
    const double v_s = in_format(eps / exp2(uniform(state, -12, 8)), p->is_float);
    const double mu_s = uniform(state, 0, 1.5);
    double mu_k = uniform(state, 0, mu_s), y;
    if ((shape >> 8) % 16 == 0)
        mu_k = mu_s;
    else if ((shape >> 8) % 16 == 1)
        mu_k = 0;
    if (shape % 4 == 0)
        y = uniform(state, 0, 1.2) * eps;
    else if (shape % 4 == 1)
        y = uniform(state, 0, 750) * v_s;
    else
        y = exp2(uniform(state, -40, 3)) * eps;
    push_stribeck(cs, p, ORC_SET_RANDOM, -1, y, mu_s, mu_k, v_s, eps);
    push_stribeck(cs, p, ORC_SET_ZERO_Y, ORC_S_F0, 0, mu_s, mu_k, v_s, eps);
    if ((shape >> 16) % 4 == 0)                        /* the peak: one draw in four */
        push_peak(cs, p, ORC_SET_RANDOM, mu_s, mu_k, v_s, eps);
}
static void push_peak(orc_cases *cs, const orc_point_spec *p, int set, double mu_s,
                      double mu_k, double v_s, double eps)
{
    for (int k = ORC_S_PEAK; k <= ORC_S_PEAK_AT; k++) {
        double x[6] = { mu_s, mu_k, v_s, eps, 0, 0 };
        push_named(cs, p, STRIBECK0 + k, set, x);
    }
}

static void peak_grid(orc_cases *cs, const orc_point_spec *p)
{
    static const double ratio[8] = { 0, 0.01, 0.1, 0.3, 0.5, 0.75, 0.99, 1 };
    static const double c[14] = { 1e-3, 0.1, 0.5, 1, 2, 0x1.6a09e667f3bcdp+1, 3, 5, 8,
                                  20, 50, 100, 300, 1000 };
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 14; j++)
            for (int e = 0; e < 2; e++) {
                const double eps = e ? 1 : 1e-3;
                push_peak(cs, p, ORC_SET_GRID, 1, ratio[i], eps / c[j], eps);
            }
    push_peak(cs, p, ORC_SET_GRID, 0, 0, 1e-2, 1e-3);
}
static double hump_gap(double mu_k, double d, double c)  /* first hump less the last */
{
    const double s[3] = { mu_k, d, c };
    double first = NAN, last = NAN;
    for (int k = 0; k < 1024; k++) {
        double lo = k / 1024.0, hi = (k + 1) / 1024.0;
        if (!(hump_slope(lo, s) > 0 && hump_slope(hi, s) <= 0))
            continue;
        while (nextafter(lo, hi) < hi) {
            const double mid = lo + (hi - lo) / 2;
            *(hump_slope(mid, s) > 0 ? &lo : &hi) = mid;
        }
        last = (mu_k + d * exp(-c * lo)) * lo * (2 - lo);
        first = isnan(first) ? last : first;
    }
    return first - last;
}
static double tie_of(double ratio, double lo, double hi)     /* c of the tie, in double */
{
    while (nextafter(lo, hi) < hi) {
        const double mid = lo + (hi - lo) / 2;
        *(hump_gap(ratio, 1 - ratio, mid) >= 0 ? &lo : &hi) = mid;
    }
    return lo;
}

static void peak_ties(orc_cases *cs, const orc_point_spec *p)
{
    static const long steps[] = { 0, 1, 2, 16, 256 };
    const double ratio[3] = { 0.01, 0.1, 0 }, eps[2] = { 1, 1e-3 };
    const double c[3] = { tie_of(0.01, 60, 90), tie_of(0.1, 7, 10), 2 * sqrt(2) };
    for (int i = 0; i < 3; i++)
        for (int e = 0; e < 2; e++)
            for (size_t j = 0; j < sizeof steps / sizeof *steps; j++)
                for (int sign = -1; sign <= (steps[j] ? 1 : -1); sign += 2)
                    push_peak(cs, p, i < 2 ? ORC_SET_ROOT : ORC_SET_BREAK, 1,
                              i < 2 ? ratio[i] : 0.1,
                              walk(in_format(eps[e] / c[i], p->is_float),
                                   sign * steps[j], p->is_float), eps[e]);
}
static void peak_points(orc_cases *cs, const orc_point_spec *p)
{
    const double big = p->is_float ? FLT_MAX : DBL_MAX;
    const double tiny = p->is_float ? 0x1p-149 : 0x1p-1074;
    const double e1 = p->is_float ? 0x1p-60 : 0x1p-600;
    const double xs[] = { tiny, e1, 1e-3, 1, 1 / e1, big };
    static const double bad[5] = { -0.1, -0.0, INFINITY, NAN, 0 };
    peak_grid(cs, p);
    peak_ties(cs, p);
    for (int i = 0; i < 6; i++) {
        push_peak(cs, p, ORC_SET_EXTREME, xs[i], xs[i] / 10, 1e-2, 1e-1);
        for (int j = 0; j < 6; j++)
            push_peak(cs, p, ORC_SET_EXTREME, 1, (double)(j % 2) / 10, xs[i], xs[j]);
    }
    for (int i = 0; i < 4; i++)
        for (int b = 0; b < (i >= 2 ? 5 : 4); b++) {
            double x[4] = { 0.5, 0.3, 1e-2, 1e-3 };
            x[i] = bad[b];
            push_peak(cs, p, ORC_SET_OUTSIDE, x[0], x[1], x[2], x[3]);
        }
    push_peak(cs, p, ORC_SET_OUTSIDE, 0.3, 0.5, 1e-2, 1e-3);
}
static void cross_check_stribecks(check_tally *tally, const orc_tables *t, int stride)
{
    const orc_point_spec spec = { 0, 0, 1, 1, orc_family_mask(ORC_STRIBECK) };
    orc_cases cs = { NULL, 0, 0 };
    uint64_t state = 1;
    long n = 0, skipped = 0;
    double worst = 0;
    char note[32];
    orc_fixed_points(&cs, t, &spec);
    orc_random_points(&cs, &spec, &state, 400);
    for (size_t k = 0; k < cs.n; k += (size_t)stride)
        if (cs.c[k].set != ORC_SET_OUTSIDE) {
            const double rel = orc_cross_check(&cs.c[k], t, 0);
            n += rel >= 0;
            skipped += rel < 0;
            worst = rel > worst ? rel : worst;
        }
    check(tally, n > 0 && worst <= 0x1p-200, "the exact truth of the seven Stribeck"
          " functions and of the peak agrees with their 1024-bit MPFR evaluation and the"
          " peak's 512-bit maximisation to %.2g S on %s%ld inputs inside the domain%s"
          " (%ld at the pole, beyond y/v_s = 60000 or, for the peak, with mu_k > 0 and"
          " eps_v/v_s > 64 skipped)", worst, all(stride), n, sample(stride, note),
          skipped);
    free(cs.c);
}
static int stribeck_brackets_to(const orc_tables *t, int k, const double *x, double n,
                                double d, double u)
{
    const orc_rule rule = { 0, 0, 1, 1, 0, BLEND_CUBIC };
    orc_case c = { .fn = (signed char)(ORC_NFRICTION + ORC_NCOEF + ORC_NDIRECTION + k) };
    double r[3];
    memcpy(c.x, x, 5 * sizeof *x);
    orc_bracket(&c, t, &rule, r);
    return r[0] == n && r[1] == d && r[2] == u && signbit(r[0]) == signbit(n);
}
static void check_stribeck_roundings(check_tally *tally, const orc_tables *t)
{
    const double A = 0x1p47 + 1, tie = 73 * 0x1p47 + 72, third = 0x1.5555555555555p-2;
    const double tied[5] = { 4, 25 * A, 15 * A, 4, 5 }, zero[5] = { 2, 1, 0, 3, 4 };
    const double quarter[5] = { 2, 1, 0.25, 3, 4 }, rest[5] = { 0, 1, 0, 3, 1 };
    const double decay[5] = { 1, 1, 0, 1, 1 }, flat[5] = { 0.5, 0.5, 1, 1, 0 };
    check(tally, stribeck_brackets_to(t, ORC_S_F0, tied, tie, tie, tie + 2)
          && stribeck_brackets_to(t, ORC_S_PEAK, flat, 0.5, 0.5, 0.5)
          && stribeck_brackets_to(t, ORC_S_F2, zero, 0, 0, 0)
          && stribeck_brackets_to(t, ORC_S_F2, quarter, 0.0625, 0.0625, 0.0625)
          && stribeck_brackets_to(t, ORC_S_MU_DERIV, rest, -third,
                                  -0x1.5555555555556p-2, -third)
          && stribeck_brackets_to(t, ORC_S_MU, decay, 0x1.78b56362cef38p-2,
                                  0x1.78b56362cef37p-2, 0x1.78b56362cef38p-2),
          "the Stribeck functions round by hand: the potential's tie 73 (2^47 + 1) to"
          " even, (mu f1)' = 0 and 1/16 exactly, mu'(0) = -1/3, e^-1, and the peak"
          " mu_k = 1/2 of a flat curve");
}
void orc_stribeck_self_test(check_tally *tally, const orc_tables *t, int stride)
{
    cross_check_stribecks(tally, t, stride);
    check_stribeck_roundings(tally, t);
}
void orc_stribeck_vectors_header(FILE *out, int variant, unsigned long long seed)
{
    (void)variant;
    fprintf(out, "# Golden vectors of the seven Stribeck functions of smooth-stribeck.h,"
                 " binary64; arguments\n"
                 "# y, mu_s, mu_k, v_s, eps_v.  Written by build/oracle --vectors (make"
                 " vectors) from exact\n"
                 "# rational coefficients and exponentials enclosed by MPFR until the"
                 " rounding is decided;\n"
                 "# inputs: level 1, seed %llu.  value: the exact result rounded to nearest,"
                 " ties to even;\n"
                 "# down, up: rounded down and up.  smooth-stribeck.h promises a few ulps,"
                 " not these.\n"
                 "# smooth_mu_stribeck_f1_peak (mu_s, mu_k, v_s, eps_v): g*, from a rigorous"
                 " enclosure of the\n"
                 "# maximum; its position has no correctly rounded value and is not listed.\n"
                 "function,arg1,arg2,arg3,arg4,arg5,value,down,up\n",
            seed);
}
