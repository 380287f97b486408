/* Tangled from doc/oracle-peak.nw; edit there, not here. */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "family.h"

static int peak_region(const orc_case *c, int is_float)
{
    const int n = orc_fn[c->fn].nargs;
    const double lo = is_float ? 0x1p-20 : 0x1p-100, hi = 1 / lo;
    int extreme = 0;
    for (int i = 0; i < n; i++) {
        if (!isfinite(c->x[i]) || c->x[i] < 0)
            return ORC_OUTSIDE;
        extreme |= !in_range(c->x[i], lo, hi);
    }
    if (n == 4 && c->x[3] == 0)
        return ORC_OUTSIDE;
    return extreme ? ORC_EXTREME : ORC_WORKING;
}

static int peak_must_be_nan(const orc_case *c)
{
    const int n = orc_fn[c->fn].nargs;
    for (int i = 0; i < n; i++)
        if (isnan(c->x[i]) || c->x[i] < 0 || (isinf(c->x[i]) && !(n == 4 && i == 0)))
            return 1;
    return n == 4 && c->x[3] == 0;
}
typedef struct {
    int at_end, exact;        /* t* = 1 (g* = mu_k); t* = lo exactly */
    int blend, piece;
    qpoly P, Q;               /* the force on the peak's piece, and its slope */
    mpq_t mu_s, mu_k, lo, hi; /* lo <= t* <= hi */
} static_peak;
static void force_on_piece(qpoly *P, const orc_tables *tb, int blend, int piece,
                           const mpq_t mu_s, const mpq_t mu_k)
{
    const qfun *f = &tb->blend[blend][BL_MU_F1];
    qpoly a, b;
    qpoly_init(&a);
    qpoly_init(&b);
    qpoly_scale(&a, &f->p[piece][BL_MU_S], mu_s);
    qpoly_scale(&b, &f->p[piece][BL_MU_K], mu_k);
    qpoly_add(P, &a, &b);
    qpoly_clear(&a);
    qpoly_clear(&b);
}
static int slope_sign(const static_peak *s, const mpq_t t)
{
    mpq_t q;
    int sign;
    mpq_init(q);
    qpoly_eval(q, &s->Q, t);
    sign = mpq_sgn(q);
    mpq_clear(q);
    return sign;
}

static void halve(static_peak *s)
{
    mpq_t m;
    int sign;
    mpq_init(m);
    mpq_add(m, s->lo, s->hi);
    mpq_div_2exp(m, m, 1);
    sign = slope_sign(s, m);
    if (sign == 0) {                              /* a dyadic root: t* exactly */
        mpq_set(s->lo, m);
        mpq_set(s->hi, m);
        s->exact = 1;
    } else
        mpq_set(sign > 0 ? s->lo : s->hi, m);
    mpq_clear(m);
}
static void static_peak_init(static_peak *s, const orc_tables *tb, int blend,
                             double mu_s, double mu_k)
{
    mpq_t a, b;
    mpq_inits(s->mu_s, s->mu_k, s->lo, s->hi, a, b, (mpq_ptr)0);
    qpoly_init(&s->P);
    qpoly_init(&s->Q);
    mpq_set_d(s->mu_s, mu_s);
    mpq_set_d(s->mu_k, mu_k);
    s->blend = blend;
    s->exact = 0;
    mpq_set_ui(a, blend == BLEND_CUBIC ? 4 : 3, 1);
    mpq_mul(a, a, s->mu_k);                                   /* 4 mu_k or 3 mu_k */
    mpq_set_ui(b, blend == BLEND_CUBIC ? 3 : 2, 1);
    mpq_mul(b, b, s->mu_s);                                   /* 3 mu_s or 2 mu_s */
    s->at_end = mpq_cmp(s->mu_k, s->mu_s) >= 0 || mpq_cmp(a, b) >= 0;
    mpq_mul_2exp(a, s->mu_k, 1);
    s->piece = blend == BLEND_QUADRATIC && mpq_cmp(a, s->mu_s) >= 0;  /* 2 mu_k >= mu_s */
    mpq_set_ui(s->lo, (unsigned long)s->piece, 2);
    mpq_set_ui(s->hi, 1, blend == BLEND_QUADRATIC && !s->piece ? 2 : 1);
    force_on_piece(&s->P, tb, blend, s->piece, s->mu_s, s->mu_k);
    qpoly_deriv(&s->Q, &s->P);
    if (s->at_end) {
        mpq_set_ui(s->lo, 1, 1);
        mpq_set_ui(s->hi, 1, 1);
    } else if (slope_sign(s, s->lo) == 0) {
        mpq_set(s->hi, s->lo);
        s->exact = 1;
    }
    mpq_clears(a, b, (mpq_ptr)0);
}
static void static_peak_clear(static_peak *s)
{
    mpq_clears(s->mu_s, s->mu_k, s->lo, s->hi, (mpq_ptr)0);
    qpoly_clear(&s->P);
    qpoly_clear(&s->Q);
}
static int settled(const static_peak *s)
{
    return s->at_end || s->exact;
}

static double round_position(static_peak *s, const mpv_format *f, mpfr_rnd_t rnd)
{
    for (int i = 0; i < 4000; i++) {
        if (settled(s))
            return mpv_round_q_in(s->lo, f, rnd);
        const double a = mpv_round_q_in(s->lo, f, rnd), b = mpv_round_q_in(s->hi, f, rnd);
        if (a == b)
            return a;
        halve(s);
    }
    gmp_fprintf(stderr, "oracle: the static peak's position is not decided (mu_s %Qd,"
                " mu_k %Qd)\n", s->mu_s, s->mu_k);
    abort();
}
static void enclose_value(const static_peak *s, mpq_t lo, mpq_t hi)
{
    mpq_t w, q, m, c;
    qpoly d;
    mpq_inits(w, q, m, c, (mpq_ptr)0);
    qpoly_init(&d);
    qpoly_eval(lo, &s->P, s->lo);
    mpq_set(hi, lo);
    if (!settled(s)) {
        qpoly_eval(q, &s->P, s->hi);
        if (mpq_cmp(q, lo) > 0)
            mpq_set(lo, q);
        mpq_sub(w, s->hi, s->lo);
        qpoly_eval(q, &s->Q, s->lo);
        mpq_mul(q, q, w);
        mpq_add(hi, hi, q);
        qpoly_deriv(&d, &s->Q);
        for (int k = 0; k < d.n; k++) {
            mpq_abs(c, d.c[k]);
            mpq_add(m, m, c);
        }
        mpq_mul(m, m, w);
        mpq_mul(m, m, w);
        mpq_div_2exp(m, m, 1);
        mpq_add(hi, hi, m);
    }
    qpoly_clear(&d);
    mpq_clears(w, q, m, c, (mpq_ptr)0);
}
static int is_value_at_root(const static_peak *s, const mpq_t m)     /* P(t*) == m? */
{
    qpoly a, b, q, r, c;
    mpq_t u, v;
    int yes;
    qpoly_init(&a), qpoly_init(&b), qpoly_init(&q), qpoly_init(&r), qpoly_init(&c);
    mpq_inits(u, v, (mpq_ptr)0);
    mpq_neg(u, m);
    qpoly_set_coef(&c, 0, u);
    qpoly_add(&a, &s->P, &c);                                          /* P - m */
    qpoly_set(&b, &s->Q);
    while (!qpoly_is_zero(&b) && qpoly_divrem(&q, &r, &a, &b) == 0) {  /* Euclid */
        qpoly_set(&a, &b);
        qpoly_set(&b, &r);
    }
    qpoly_eval(u, &a, s->lo);
    qpoly_eval(v, &a, s->hi);
    yes = qpoly_highest(&a) > 0 && mpq_sgn(u) * mpq_sgn(v) <= 0;
    mpq_clears(u, v, (mpq_ptr)0);
    qpoly_clear(&a), qpoly_clear(&b), qpoly_clear(&q), qpoly_clear(&r), qpoly_clear(&c);
    return yes;
}
static int value_is_boundary(const static_peak *s, mpq_t g, const mpq_t a, const mpq_t b,
                             const mpv_format *f)
{
    const double x = mpv_round_q_in(a, f, MPFR_RNDD), y = mpv_round_q_in(b, f, MPFR_RNDU);
    mpq_t m;
    int found = 0;
    mpq_init(m);
    for (int k = 0; k < 2 && !found; k++) {
        mpq_set_d(m, k ? x : y);
        if (k) {
            mpq_set_d(g, y);
            mpq_add(m, m, g);
            mpq_div_2exp(m, m, 1);
        }
        found = mpq_cmp(m, a) >= 0 && mpq_cmp(m, b) <= 0 && is_value_at_root(s, m);
        if (found)
            mpq_set(g, m);
    }
    mpq_clear(m);
    return found;
}
static double round_value(static_peak *s, mpq_t v, const mpv_format *f, mpfr_rnd_t rnd)
{
    mpq_t a, b;
    double r = NAN;
    mpq_inits(a, b, (mpq_ptr)0);
    for (int i = 0; i < 4000 && isnan(r); i++) {
        enclose_value(s, a, b);
        mpq_add(v, a, b);
        mpq_div_2exp(v, v, 1);
        if (mpq_equal(a, b) || (i >= 200 && value_is_boundary(s, v, a, b, f)))
            r = mpv_round_q_in(v, f, rnd);
        else if (mpv_round_q_in(a, f, rnd) == mpv_round_q_in(b, f, rnd))
            r = mpv_round_q_in(a, f, rnd);
        else
            halve(s);
    }
    mpq_clears(a, b, (mpq_ptr)0);
    if (isnan(r)) {
        gmp_fprintf(stderr, "oracle: the static peak's value is not decided (mu_s %Qd,"
                    " mu_k %Qd)\n", s->mu_s, s->mu_k);
        abort();
    }
    return r;
}
static void terms_at(mpq_t a, const qpoly *p, const mpq_t t)    /* sum of |c_k t^k| */
{
    mpq_t c, tk;
    mpq_inits(c, tk, (mpq_ptr)0);
    mpq_set_ui(a, 0, 1);
    for (int k = 0; k < p->n; k++) {
        mpz_pow_ui(mpq_numref(tk), mpq_numref(t), (unsigned long)(p->lo + k));
        mpz_pow_ui(mpq_denref(tk), mpq_denref(t), (unsigned long)(p->lo + k));
        mpq_mul(c, p->c[k], tk);
        mpq_abs(c, c);
        mpq_add(a, a, c);
    }
    mpq_clears(c, tk, (mpq_ptr)0);
}

static double value_over(const qpoly *p, const mpq_t t, const mpq_t d)  /* |p(t)|/d */
{
    mpq_t v;
    double r;
    mpq_init(v);
    qpoly_eval(v, p, t);
    mpq_abs(v, v);
    mpq_div(v, v, d);
    r = mpq_get_d(v);
    mpq_clear(v);
    return r;
}
static double position_scale(const static_peak *s, double u)
{
    qpoly R, d1, d2, rem, one;
    mpq_t c, sigma;
    double e = 0;
    qpoly_init(&R), qpoly_init(&d1), qpoly_init(&d2), qpoly_init(&rem), qpoly_init(&one);
    mpq_inits(c, sigma, (mpq_ptr)0);
    mpq_set_ui(c, 1, 1);
    qpoly_set_coef_si(&one, 0, -1, 1);
    qpoly_set_coef_si(&one, 1, 1, 1);                                  /* t - 1 */
    if (value_over(&s->Q, c, c) == 0)
        qpoly_divrem(&R, &rem, &s->Q, &one);
    else
        qpoly_set(&R, &s->Q);
    qpoly_deriv(&d1, &R);
    qpoly_deriv(&d2, &d1);
    terms_at(sigma, &R, s->lo);
    if (mpq_sgn(sigma) > 0) {                    /* all relative to sigma: no overflow */
        const double r1 = value_over(&d1, s->lo, sigma);
        const double r2 = value_over(&d2, s->lo, sigma);
        if (!s->at_end || value_over(&R, s->lo, sigma) <= 0x1p10 * u)
            e = 2 * u / (r1 + sqrt(r1 * r1 + 2 * r2 * u));
    }
    mpq_clears(c, sigma, (mpq_ptr)0);
    qpoly_clear(&R), qpoly_clear(&d1), qpoly_clear(&d2), qpoly_clear(&rem),
    qpoly_clear(&one);
    return isfinite(e) ? e / u : 0;
}
static int blend_of(int fn)
{
    return orc_fn[fn].k <= ORC_P_PEAK_AT ? BLEND_CUBIC : BLEND_QUADRATIC;
}

static void judge_static_peak(orc_case *c, const orc_tables *tb, const orc_rule *r)
{
    static_peak s;
    mpq_t v, scale;
    static_peak_init(&s, tb, blend_of(c->fn), c->x[0], c->x[1]);
    mpq_inits(v, scale, (mpq_ptr)0);
    c->piece = (signed char)s.at_end;
    if (orc_is_peak(c->fn) == 1) {
        const double g = round_value(&s, v, format_of(r), MPFR_RNDN);
        terms_at(scale, &s.P, s.lo);
        judge_named(c, r, v, scale, g);
    } else {
        const double t = round_position(&s, format_of(r), MPFR_RNDN);
        mpq_add(v, s.lo, s.hi);
        mpq_div_2exp(v, v, 1);
        mpq_set_d(scale, position_scale(&s, r->is_float ? 0x1p-24 : 0x1p-53));
        judge_named(c, r, v, scale, t);
    }
    mpq_clears(v, scale, (mpq_ptr)0);
    static_peak_clear(&s);
}
static void bracket_static_peak(const orc_case *c, const orc_tables *tb,
                                const orc_rule *r, double rounded[3])
{
    static const mpfr_rnd_t how[3] = { MPFR_RNDN, MPFR_RNDD, MPFR_RNDU };
    static_peak s;
    mpq_t v;
    static_peak_init(&s, tb, blend_of(c->fn), c->x[0], c->x[1]);
    mpq_init(v);
    for (int i = 0; i < 3; i++)
        rounded[i] = orc_is_peak(c->fn) == 1 ? round_value(&s, v, format_of(r), how[i])
                                             : round_position(&s, format_of(r), how[i]);
    mpq_clear(v);
    static_peak_clear(&s);
}
static uint64_t diagnose_peak_value(const orc_case *c, const orc_tables *tb,
                                    const orc_rule *r, static_peak *s)
{
    static_peak o;
    uint64_t m = 0;
    mpq_t v, w, got, scale;
    mpq_inits(v, w, got, scale, (mpq_ptr)0);
    round_value(s, v, format_of(r), MPFR_RNDN);
    terms_at(scale, &s->P, s->lo);
    if (!needs_no_comparison(c, r, v, &m)) {
        mpq_set_d(got, c->got);
        if (c->x[0] > 0 && explains(got, s->mu_s, v, scale))
            m |= BIT(ORC_D_PEAK_MU_S);
        if (!s->at_end && explains(got, s->mu_k, v, scale))
            m |= BIT(ORC_D_PEAK_MU_K);
        static_peak_init(&o, tb, 1 - s->blend, c->x[0], c->x[1]);
        round_value(&o, w, format_of(r), MPFR_RNDN);
        if (explains(got, w, v, scale) && !(o.at_end && (m & BIT(ORC_D_PEAK_MU_K))))
            m |= BIT(ORC_D_OTHER_BLEND);
        static_peak_clear(&o);
        if (m == 0)
            m = error_shape(c, r, got, v, scale);
    }
    mpq_clears(v, w, got, scale, (mpq_ptr)0);
    return m;
}
static void force_at(mpq_t g, const orc_tables *tb, const static_peak *s, double p)
{
    exact_inputs in;
    mpq_t scale;
    mpq_inits(in.y, in.eps, in.mu[0], in.mu[1], scale, (mpq_ptr)0);
    mpq_set_d(in.y, p);
    mpq_set_ui(in.eps, 1, 1);
    mpq_set(in.mu[BL_MU_S], s->mu_s);
    mpq_set(in.mu[BL_MU_K], s->mu_k);
    exact_piece(g, scale, &tb->blend[s->blend][BL_MU_F1], -1, &in);
    mpq_clears(in.y, in.eps, in.mu[0], in.mu[1], scale, (mpq_ptr)0);
}
static uint64_t diagnose_position(const orc_case *c, const orc_tables *tb,
                                  const orc_rule *r, static_peak *s)
{
    static_peak o;
    uint64_t m = 0;
    mpq_t t, w, got, g, scale;
    const double u = r->is_float ? 0x1p-24 : 0x1p-53;
    if (!(c->got >= 0 && c->got <= 1))
        return BIT(ORC_D_NOT_POSITION);
    if (c->got == 1 && !s->at_end)
        return BIT(ORC_D_PEAK_MU_K);
    mpq_inits(t, w, got, g, scale, (mpq_ptr)0);
    mpq_set_d(got, c->got);
    round_position(s, format_of(r), MPFR_RNDN);
    mpq_set(t, s->lo);
    mpq_set_d(scale, position_scale(s, u));
    static_peak_init(&o, tb, 1 - s->blend, c->x[0], c->x[1]);
    round_position(&o, format_of(r), MPFR_RNDN);
    if (explains(got, o.lo, t, scale))
        m |= BIT(ORC_D_OTHER_BLEND);
    static_peak_clear(&o);
    round_value(s, w, format_of(r), MPFR_RNDN);                       /* w := g* */
    force_at(g, tb, s, c->got);
    mpq_sub(g, w, g);
    terms_at(scale, &s->P, s->lo);
    mpq_set_d(t, 2 * u);
    mpq_mul(scale, scale, t);
    if (mpq_cmp(g, scale) <= 0)
        m |= BIT(ORC_D_FLAT_ARGMAX);
    mpq_clears(t, w, got, g, scale, (mpq_ptr)0);
    return m;
}
static void mpfr_force_at(mpfr_t g, const orc_tables *tb, int blend, mpfr_t *mu,
                          const mpfr_t t)
{
    mpfr_t one;
    mpfr_init2(one, 64);
    mpfr_set_ui(one, 1, MPFR_RNDN);
    mpv_qfun_eval(g, &tb->blend[blend][BL_MU_F1], t, one, (const mpfr_t *)mu);
    mpfr_clear(one);
}
static double cross_check_static_peak(const orc_case *c, const orc_tables *tb)
{
    const int blend = blend_of(c->fn);
    mpfr_t mu[2], a, b, x1, x2, g1, g2, best, gb;
    mpfr_inits2(512, mu[0], mu[1], a, b, x1, x2, g1, g2, best, gb, (mpfr_ptr)0);
    mpfr_set_d(mu[BL_MU_S], c->x[0], MPFR_RNDN);
    mpfr_set_d(mu[BL_MU_K], c->x[1], MPFR_RNDN);
    mpfr_set_si(gb, -1, MPFR_RNDN);
    for (int k = 0; k <= 1024; k++) {
        mpfr_set_ui(x1, (unsigned long)k, MPFR_RNDN);
        mpfr_div_2ui(x1, x1, 10, MPFR_RNDN);
        mpfr_force_at(g1, tb, blend, mu, x1);
        if (mpfr_greater_p(g1, gb)) {
            mpfr_set(gb, g1, MPFR_RNDN);
            mpfr_set(best, x1, MPFR_RNDN);
        }
    }
    mpfr_set_ui(a, 1, MPFR_RNDN);
    mpfr_div_2ui(a, a, 10, MPFR_RNDN);
    mpfr_add(b, best, a, MPFR_RNDN);
    mpfr_sub(a, best, a, MPFR_RNDN);
    if (mpfr_sgn(a) < 0)
        mpfr_set_ui(a, 0, MPFR_RNDN);
    if (mpfr_cmp_ui(b, 1) > 0)
        mpfr_set_ui(b, 1, MPFR_RNDN);
    for (int i = 0; i < 600; i++) {
        mpfr_sub(x1, b, a, MPFR_RNDN);
        mpfr_mul_d(x1, x1, 0.381966011250105, MPFR_RNDN);      /* (3 - sqrt 5)/2 */
        mpfr_sub(x2, b, x1, MPFR_RNDN);
        mpfr_add(x1, a, x1, MPFR_RNDN);
        mpfr_force_at(g1, tb, blend, mu, x1);
        mpfr_force_at(g2, tb, blend, mu, x2);
        mpfr_set(mpfr_less_p(g1, g2) ? a : b, mpfr_less_p(g1, g2) ? x1 : x2, MPFR_RNDN);
    }
    mpfr_add(best, a, b, MPFR_RNDN);
    mpfr_div_2ui(best, best, 1, MPFR_RNDN);
    mpfr_force_at(gb, tb, blend, mu, best);
    static_peak s;
    mpq_t v, w;
    double rel;
    static_peak_init(&s, tb, blend, c->x[0], c->x[1]);
    mpq_inits(v, w, (mpq_ptr)0);
    for (int i = 0; i < 200 && !settled(&s); i++)
        halve(&s);
    enclose_value(&s, v, w);
    mpq_add(v, v, w);
    mpq_div_2exp(v, v, 1);
    if (orc_is_peak(c->fn) == 1) {
        terms_at(w, &s.P, s.lo);
        rel = scaled_gap(gb, v, w);
    } else {
        mpq_set_ui(w, 1, 1);
        rel = scaled_gap(best, s.lo, w);
    }
    mpq_clears(v, w, (mpq_ptr)0);
    static_peak_clear(&s);
    mpfr_clears(mu[0], mu[1], a, b, x1, x2, g1, g2, best, gb, (mpfr_ptr)0);
    return rel;
}
typedef struct { mpq_t y, mu_s, mu_k, eps, M, D, T1, L, T2; } peaked_inputs;

static void peaked_set(peaked_inputs *in, const double *x, int swap)
{
    mpq_inits(in->y, in->mu_s, in->mu_k, in->eps, in->M, in->D, in->T1, in->L, in->T2,
              (mpq_ptr)0);
    mpq_set_d(in->y, x[0]);
    mpq_set_d(in->mu_s, x[swap ? 2 : 1]);
    mpq_set_d(in->mu_k, x[swap ? 1 : 2]);
    mpq_set_d(in->eps, x[3]);
    mpq_set(in->T1, in->eps);
    mpq_set(in->T2, in->eps);
    mpq_set(in->M, in->mu_k);
    if (mpq_cmp(in->mu_k, in->mu_s) < 0) {
        mpq_set(in->M, in->mu_s);
        mpq_sub(in->D, in->mu_s, in->mu_k);
        mpq_add(in->T1, in->mu_s, in->mu_k);
        mpq_mul(in->T1, in->T1, in->eps);
        mpq_div(in->T1, in->T1, in->mu_s);
        mpq_div_2exp(in->T1, in->T1, 1);             /* T1 = eps (mu_s + mu_k)/(2 mu_s) */
        mpq_mul(in->L, in->eps, in->D);
        mpq_div(in->L, in->L, in->mu_s);
        mpq_div_2exp(in->L, in->L, 1);                        /* L = eps D/(2 mu_s) */
        mpq_div_2exp(in->T2, in->L, 1);
        mpq_add(in->T2, in->T2, in->T1);                      /* T2 = T1 + L/2 */
    }
}

static void peaked_clear(peaked_inputs *in)
{
    mpq_clears(in->y, in->mu_s, in->mu_k, in->eps, in->M, in->D, in->T1, in->L, in->T2,
               (mpq_ptr)0);
}
static int peaked_piece(const peaked_inputs *in)
{
    return mpq_cmp(in->y, in->eps) >= 0 ? 3 : mpq_cmp(in->y, in->T1) < 0 ? 0
         : mpq_cmp(in->y, in->T2) < 0 ? 1 : 2;
}
static void add_term(qpoly *r, int k, const mpq_t c)
{
    mpq_t a;
    mpq_init(a);
    qpoly_get_coef(a, r, k);
    mpq_add(a, a, c);
    qpoly_set_coef(r, k, a);
    mpq_clear(a);
}

static void add_power_of_line(qpoly *r, const mpq_t k, const mpq_t a, int sign, int n)
{
    qpoly l, t;
    qpoly_init(&l);
    qpoly_init(&t);
    qpoly_set_coef(&l, 0, a);
    qpoly_set_coef_si(&l, 1, sign, 1);
    qpoly_set_coef_si(&t, 0, 1, 1);
    for (int i = 0; i < n; i++)
        qpoly_mul(&t, &t, &l);
    qpoly_scale(&t, &t, k);
    qpoly_add(r, r, &t);
    qpoly_clear(&l);
    qpoly_clear(&t);
}
static void peaked_force(qpoly *g, const peaked_inputs *in, int i, int potential)
{
    mpq_t c, a;
    mpq_inits(c, a, (mpq_ptr)0);
    qpoly_init(g);
    if (i == 0) {
        mpq_div(c, in->M, in->T1);                                         /* M/T1 */
        if (potential)
            qpoly_set_coef(g, 2, c);                                       /* M/T1 y^2 */
        else {
            mpq_mul_2exp(a, c, 1);
            qpoly_set_coef(g, 1, a);                                       /* 2M/T1 y */
        }
        mpq_div(c, c, in->T1);
        mpq_neg(c, c);
        mpq_set_ui(a, potential ? 3 : 1, 1);
        mpq_div(c, c, a);
        qpoly_set_coef(g, 2 + potential, c);         /* -M/T1^2 y^2, or -M/(3 T1^2) y^3 */
        if (potential) {
            mpq_mul(c, in->M, in->T1);
            mpq_div(c, c, a);
            mpq_mul(a, in->D, in->T2);
            mpq_sub(c, c, a);
            qpoly_set_coef(g, 0, c);                                   /* M T1/3 - D T2 */
        }
    } else if (i == 3) {
        qpoly_set_coef(g, potential, in->mu_k);                 /* mu_k, or mu_k y */
    } else {
        mpq_div(c, in->D, in->L);
        mpq_div(c, c, in->L);
        mpq_mul_2exp(c, c, 1);                                               /* 2 D/L^2 */
        if (potential) {
            mpq_set_ui(a, 3, 1);
            mpq_div(c, c, a);
            mpq_neg(c, c);                                                /* -2/3 D/L^2 */
        } else if (i == 1)
            mpq_neg(c, c);
        if (i == 1)
            mpq_neg(a, in->T1);
        else
            mpq_set(a, in->eps);
        add_power_of_line(g, c, a, i == 1 ? 1 : -1, 2 + potential);
        add_term(g, potential, i == 1 ? in->mu_s : in->mu_k);            /* mu, or mu y */
        if (potential && i == 1) {
            mpq_mul(a, in->D, in->T2);
            mpq_neg(a, a);
            add_term(g, 0, a);                                                /* - D T2 */
        }
    }
    mpq_clears(c, a, (mpq_ptr)0);
}
static void peaked_poly(qpoly *r, const peaked_inputs *in, int k, int i)
{
    qpoly g, d;
    peaked_force(&g, in, i, k == ORC_P_F0);
    qpoly_init(&d);
    qpoly_deriv(&d, &g);
    qpoly_init(r);
    if (k == ORC_P_F0 || k == ORC_P_F1)
        qpoly_set(r, &g);
    else if (k == ORC_P_F2)
        qpoly_set(r, &d);
    else if (k == ORC_P_F1_OVER_X)
        qpoly_shift(r, &g, -1);
    else {
        qpoly_shift(&d, &d, -2);
        qpoly_shift(&g, &g, -3);
        qpoly_sub(r, &d, &g);                             /* (g' y - g)/y^3 */
    }
    qpoly_clear(&g);
    qpoly_clear(&d);
}
static int value_and_scale(mpq_t v, mpq_t s, const qpoly *p, const mpq_t y)
{
    mpq_t yk, t;
    mpq_set_ui(v, 0, 1);
    mpq_set_ui(s, 0, 1);
    if (mpq_sgn(y) == 0 && p->n > 0 && p->lo < 0)
        return mpq_sgn(p->c[0]);
    mpq_inits(yk, t, (mpq_ptr)0);
    for (int k = 0; k < p->n; k++) {
        const int power = p->lo + k;
        if (mpq_sgn(y) == 0 && power != 0)
            continue;
        mpz_pow_ui(mpq_numref(yk), mpq_numref(y), (unsigned long)abs(power));
        mpz_pow_ui(mpq_denref(yk), mpq_denref(y), (unsigned long)abs(power));
        if (power < 0)
            mpq_inv(yk, yk);
        mpq_mul(t, p->c[k], yk);
        mpq_add(v, v, t);
        mpq_abs(t, t);
        mpq_add(s, s, t);
    }
    mpq_clears(yk, t, (mpq_ptr)0);
    return 0;
}
static int peaked_value(mpq_t v, mpq_t s, const orc_case *c, int i, int swap)
{
    peaked_inputs in;
    qpoly p;
    int pole;
    peaked_set(&in, c->x, swap);
    i = i < 0 ? peaked_piece(&in) : i;
    peaked_poly(&p, &in, orc_fn[c->fn].k, i);
    pole = value_and_scale(v, s, &p, in.y);
    if (orc_fn[c->fn].k == ORC_P_F0 && i == 0)
        {
            mpq_t a, b;
            mpq_inits(a, b, (mpq_ptr)0);
            mpq_mul(a, in.M, in.T1);
            mpq_set_ui(b, 3, 1);
            mpq_div(a, a, b);                                           /* M T1/3 */
            mpq_mul(b, in.D, in.T2);                                    /* D T2 */
            mpq_add(s, s, mpq_cmp(a, b) < 0 ? a : b);
            mpq_add(s, s, mpq_cmp(a, b) < 0 ? a : b);
            mpq_clears(a, b, (mpq_ptr)0);
        }
    if (orc_fn[c->fn].k >= ORC_P_F1_OVER_X && (i == 1 || i == 2))
        {
            qpoly g, d;
            mpq_t a, b;
            mpq_inits(a, b, (mpq_ptr)0);
            peaked_force(&g, &in, i, 0);
            qpoly_init(&d);
            qpoly_deriv(&d, &g);
            value_and_scale(a, s, &g, in.y);                              /* s := S(g) */
            if (orc_fn[c->fn].k == ORC_P_HESSIAN) {
                value_and_scale(a, b, &d, in.y);
                mpq_mul(b, b, in.y);
                mpq_add(s, s, b);                                     /* S(g') y + S(g) */
                mpq_div(s, s, in.y);
                mpq_div(s, s, in.y);
            }
            mpq_div(s, s, in.y);
            qpoly_clear(&g);
            qpoly_clear(&d);
            mpq_clears(a, b, (mpq_ptr)0);
        }
    qpoly_clear(&p);
    peaked_clear(&in);
    return pole;
}
static void widen_beside_breakpoint(mpq_t s, const mpq_t v, const orc_case *c,
                                    const peaked_inputs *in, double u)
{
    mpq_t d, w, sw;
    mpq_inits(d, w, sw, (mpq_ptr)0);
    for (int j = 0; j < 2 && mpq_sgn(in->D) > 0; j++) {
        const mpq_ptr b = j ? (mpq_ptr)in->T2 : (mpq_ptr)in->T1;
        mpq_sub(d, in->y, b);
        mpq_abs(d, d);
        mpq_set_d(w, 8 * u);
        mpq_mul(w, w, b);
        if (mpq_cmp(d, w) > 0)
            continue;
        peaked_value(w, sw, c, mpq_cmp(in->y, b) < 0 ? j + 1 : j, 0);  /* beyond b */
        mpq_sub(d, w, v);
        mpq_abs(d, d);
        mpq_add(sw, sw, d);
        if (mpq_cmp(sw, s) > 0)
            mpq_set(s, sw);
    }
    mpq_clears(d, w, sw, (mpq_ptr)0);
}
static void judge_peaked(orc_case *c, const orc_rule *r)
{
    peaked_inputs in;
    mpq_t v, s;
    int pole;
    peaked_set(&in, c->x, 0);
    c->piece = (signed char)peaked_piece(&in);
    mpq_inits(v, s, (mpq_ptr)0);
    pole = peaked_value(v, s, c, -1, 0);
    if (pole == 0)
        widen_beside_breakpoint(s, v, c, &in, r->is_float ? 0x1p-24 : 0x1p-53);
    peaked_clear(&in);
    if (pole != 0) {
        const int ok = c->got == pole * HUGE_VAL;
        c->expected = pole * HUGE_VAL;
        c->ulps = c->scaled = ok ? 0 : HUGE_VAL;
        c->verdict = !counted(c->region, r) ? ORC_NOTED : ok ? ORC_PASS : ORC_FAIL;
        c->explained = ok ? 0 : BIT(ORC_D_POLE);
        c->diag = ok ? ORC_D_NONE : ORC_D_POLE;
    } else
        judge_named(c, r, v, s, mpv_round_q_in(v, format_of(r), MPFR_RNDN));
    mpq_clears(v, s, (mpq_ptr)0);
}
static void bracket_peaked(const orc_case *c, const orc_rule *r, double rounded[3])
{
    static const mpfr_rnd_t how[3] = { MPFR_RNDN, MPFR_RNDD, MPFR_RNDU };
    mpq_t v, s;
    mpq_inits(v, s, (mpq_ptr)0);
    const int pole = peaked_value(v, s, c, -1, 0);
    for (int i = 0; i < 3; i++)
        rounded[i] = pole ? pole * HUGE_VAL : mpv_round_q_in(v, format_of(r), how[i]);
    mpq_clears(v, s, (mpq_ptr)0);
}
static uint64_t diagnose_peaked(const orc_case *c, const orc_tables *tb,
                                const orc_rule *r)
{
    static const int plain[5] = { BL_MU_F0, BL_MU_F1, BL_MU_F2, BL_MU_F1_OVER_X,
                                  BL_MU_F2X_MINUS_MU_F1_OVER_X3 };
    uint64_t m = 0;
    mpq_t v, s, w, sw, got;
    mpq_inits(v, s, w, sw, got, (mpq_ptr)0);
    peaked_value(v, s, c, -1, 0);
    if (!needs_no_comparison(c, r, v, &m)) {
        mpq_set_d(got, c->got);
        for (int i = 0; i < 4; i++)
            if (i != c->piece && (c->x[2] < c->x[1] || i == 0 || i == 3)
                && peaked_value(w, sw, c, i, 0) == 0 && explains(got, w, v, s))
                m |= BIT(ORC_D_BRANCH);
        if (c->x[1] != c->x[2] && peaked_value(w, sw, c, -1, 1) == 0
            && explains(got, w, v, s))
            m |= BIT(ORC_D_SWAPPED);
        exact_inputs in;
        mpq_inits(in.y, in.eps, in.mu[0], in.mu[1], (mpq_ptr)0);
        mpq_set_d(in.y, c->x[0]);
        mpq_set_d(in.mu[BL_MU_S], c->x[1]);
        mpq_set_d(in.mu[BL_MU_K], c->x[2]);
        mpq_set_d(in.eps, c->x[3]);
        for (int b = 0; b < BLEND_N; b++) {
            const qfun *f = &tb->blend[b][plain[orc_fn[c->fn].k - ORC_P_F0]];
            if (exact_piece(w, sw, f, -1, &in) == 0 && explains(got, w, v, s))
                m |= BIT(ORC_D_NOT_PEAKED);
        }
        mpq_clears(in.y, in.eps, in.mu[0], in.mu[1], (mpq_ptr)0);
        if (m == 0)                         /* a formula that reproduces got wins */
            m = error_shape(c, r, got, v, s);
    }
    mpq_clears(v, s, w, sw, got, (mpq_ptr)0);
    return m;
}
static void mpfr_peaked(mpfr_t v, const orc_case *c, int piece)
{
    const int k = orc_fn[c->fn].k;
    const mpfr_prec_t prec = mpfr_get_prec(v);
    mpfr_t y, ms, mk, eps, r, tau, t, w, g, d, f0, a;
    mpfr_inits2(prec, y, ms, mk, eps, r, tau, t, w, g, d, f0, a, (mpfr_ptr)0);
    mpfr_set_d(y, c->x[0], MPFR_RNDN);
    mpfr_set_d(ms, c->x[1], MPFR_RNDN);
    mpfr_set_d(mk, c->x[2], MPFR_RNDN);
    mpfr_set_d(eps, c->x[3], MPFR_RNDN);
    if (mpfr_cmp(mk, ms) >= 0) {
        mpfr_set(ms, mk, MPFR_RNDN);
        mpfr_set_ui(r, 1, MPFR_RNDN);
    } else
        mpfr_div(r, mk, ms, MPFR_RNDN);
    mpfr_add_ui(tau, r, 1, MPFR_RNDN);
    mpfr_div_2ui(tau, tau, 1, MPFR_RNDN);
    mpfr_div(t, y, eps, MPFR_RNDN);
    mpfr_ui_sub(a, 1, tau, MPFR_RNDN);                                   /* 1 - tau */
    if (piece == 0) {
        mpfr_div(w, t, tau, MPFR_RNDN);                                          /* s */
        mpfr_ui_sub(g, 2, w, MPFR_RNDN);
        mpfr_mul(g, g, w, MPFR_RNDN);
        mpfr_mul(g, g, ms, MPFR_RNDN);
        mpfr_ui_sub(d, 1, w, MPFR_RNDN);
        mpfr_mul_2ui(d, d, 1, MPFR_RNDN);
        mpfr_mul(d, d, ms, MPFR_RNDN);
        mpfr_div(d, d, tau, MPFR_RNDN);
        mpfr_div(d, d, eps, MPFR_RNDN);
        mpfr_div_ui(f0, w, 3, MPFR_RNDN);
        mpfr_ui_sub(f0, 1, f0, MPFR_RNDN);
        mpfr_mul(f0, f0, w, MPFR_RNDN);
        mpfr_mul(f0, f0, w, MPFR_RNDN);                                  /* s^2 - s^3/3 */
        mpfr_set_ui(w, 1, MPFR_RNDN);
        mpfr_div_ui(w, w, 3, MPFR_RNDN);
        mpfr_add(f0, f0, w, MPFR_RNDN);
        mpfr_mul(f0, f0, tau, MPFR_RNDN);
        mpfr_mul(f0, f0, eps, MPFR_RNDN);
        mpfr_mul(f0, f0, ms, MPFR_RNDN);
        mpfr_div_2ui(w, a, 1, MPFR_RNDN);
        mpfr_add(w, w, tau, MPFR_RNDN);
        mpfr_mul(w, w, eps, MPFR_RNDN);
        mpfr_mul(w, w, ms, MPFR_RNDN);
        mpfr_ui_sub(t, 1, r, MPFR_RNDN);
        mpfr_mul(w, w, t, MPFR_RNDN);
        mpfr_sub(f0, f0, w, MPFR_RNDN);
    } else if (piece == 3) {
        mpfr_set(g, mk, MPFR_RNDN);
        mpfr_set_ui(d, 0, MPFR_RNDN);
        mpfr_mul(f0, mk, y, MPFR_RNDN);
    } else {
        mpfr_sub(w, t, tau, MPFR_RNDN);
        mpfr_div(w, w, a, MPFR_RNDN);                                            /* w */
        if (piece == 2)
            mpfr_ui_sub(w, 1, w, MPFR_RNDN);                                   /* 1 - w */
        mpfr_ui_sub(d, 1, r, MPFR_RNDN);
        mpfr_mul(d, d, ms, MPFR_RNDN);                                           /* D */
        mpfr_sqr(g, w, MPFR_RNDN);
        mpfr_mul(g, g, d, MPFR_RNDN);
        mpfr_mul_2ui(g, g, 1, MPFR_RNDN);
        if (piece == 1)
            mpfr_sub(g, ms, g, MPFR_RNDN);
        else
            mpfr_add(g, mk, g, MPFR_RNDN);
        mpfr_pow_ui(f0, w, 3, MPFR_RNDN);
        mpfr_mul(f0, f0, d, MPFR_RNDN);
        mpfr_mul(f0, f0, a, MPFR_RNDN);
        mpfr_mul(f0, f0, eps, MPFR_RNDN);
        mpfr_mul_ui(f0, f0, 2, MPFR_RNDN);
        mpfr_div_ui(f0, f0, 3, MPFR_RNDN);                               /* 2/3 D L w^3 */
        mpfr_mul(d, d, w, MPFR_RNDN);
        mpfr_mul_2ui(d, d, 2, MPFR_RNDN);
        mpfr_div(d, d, a, MPFR_RNDN);
        mpfr_div(d, d, eps, MPFR_RNDN);
        mpfr_neg(d, d, MPFR_RNDN);                                        /* -4 D w / L */
        mpfr_neg(f0, f0, MPFR_RNDN);
        if (piece == 1) {
            mpfr_mul(w, ms, y, MPFR_RNDN);
            mpfr_add(f0, f0, w, MPFR_RNDN);
            mpfr_div_2ui(w, a, 1, MPFR_RNDN);
            mpfr_add(w, w, tau, MPFR_RNDN);
            mpfr_mul(w, w, eps, MPFR_RNDN);
            mpfr_mul(w, w, ms, MPFR_RNDN);
            mpfr_ui_sub(t, 1, r, MPFR_RNDN);
            mpfr_mul(w, w, t, MPFR_RNDN);
            mpfr_sub(f0, f0, w, MPFR_RNDN);                                   /* - D T2 */
        } else {
            mpfr_mul(w, mk, y, MPFR_RNDN);
            mpfr_add(f0, f0, w, MPFR_RNDN);
        }
    }
    if (k == ORC_P_F0)
        mpfr_set(v, f0, MPFR_RNDN);
    else if (k == ORC_P_F1)
        mpfr_set(v, g, MPFR_RNDN);
    else if (k == ORC_P_F2)
        mpfr_set(v, d, MPFR_RNDN);
    else if (k == ORC_P_F1_OVER_X)
        mpfr_div(v, g, y, MPFR_RNDN);
    else {
        mpfr_mul(v, d, y, MPFR_RNDN);
        mpfr_sub(v, v, g, MPFR_RNDN);
        mpfr_div(v, v, y, MPFR_RNDN);
        mpfr_div(v, v, y, MPFR_RNDN);
        mpfr_div(v, v, y, MPFR_RNDN);
    }
    mpfr_clears(y, ms, mk, eps, r, tau, t, w, g, d, f0, a, (mpfr_ptr)0);
}
static double cross_check_peaked(const orc_case *c)
{
    const int k = orc_fn[c->fn].k;
    mpq_t v, s;
    double rel = -1;
    mpq_inits(v, s, (mpq_ptr)0);
    if (peaked_value(v, s, c, -1, 0) == 0
        && !(c->x[0] == 0 && (k == ORC_P_F1_OVER_X || k == ORC_P_HESSIAN))) {
        peaked_inputs in;
        mpfr_t m;
        const int gap = c->x[0] > 0 ? abs(ilogb(c->x[3]) - ilogb(c->x[0])) : 0;
        peaked_set(&in, c->x, 0);
        mpfr_init2(m, (mpfr_prec_t)(320 + 3 * gap));
        mpfr_peaked(m, c, peaked_piece(&in));
        rel = scaled_gap(m, v, s);
        mpfr_clear(m);
        peaked_clear(&in);
    }
    mpq_clears(v, s, (mpq_ptr)0);
    return rel;
}
int orc_peak_answer(int fn)
{
    const int k = orc_fn[fn].k;
    return k > ORC_P_QPEAK_AT ? 0 : k == ORC_P_PEAK || k == ORC_P_QPEAK ? 1 : 2;
}

int orc_peak_region(const orc_case *c, int is_float) { return peak_region(c, is_float); }

int orc_peak_must_be_nan(const orc_case *c) { return peak_must_be_nan(c); }

void orc_peak_judge(orc_case *c, const orc_tables *tb, const orc_rule *r)
{
    if (orc_is_peak(c->fn))
        judge_static_peak(c, tb, r);
    else
        judge_peaked(c, r);
}
uint64_t orc_peak_diagnose(const orc_case *c, const orc_tables *tb, const orc_rule *r)
{
    static_peak s;
    uint64_t m;
    if (!orc_is_peak(c->fn))
        return diagnose_peaked(c, tb, r);
    static_peak_init(&s, tb, blend_of(c->fn), c->x[0], c->x[1]);
    m = orc_is_peak(c->fn) == 1 ? diagnose_peak_value(c, tb, r, &s)
                                : diagnose_position(c, tb, r, &s);
    static_peak_clear(&s);
    return m;
}

void orc_peak_bracket(const orc_case *c, const orc_tables *tb, const orc_rule *r,
                      double rounded[3])
{
    if (orc_is_peak(c->fn))
        bracket_static_peak(c, tb, r, rounded);
    else
        bracket_peaked(c, r, rounded);
}

double orc_peak_cross_check(const orc_case *c, const orc_tables *tb, int variant)
{
    (void)variant;
    if (orc_is_peak(c->fn) == 2 && c->x[0] == 0 && c->x[1] == 0)
        return -1;                           /* no force: t* = 1 by the header's rule */
    return orc_is_peak(c->fn) ? cross_check_static_peak(c, tb) : cross_check_peaked(c);
}
static void push_static_peak(orc_cases *cs, const orc_point_spec *p, int set, double mu_s,
                             double mu_k)
{
    const int first = orc_families[ORC_PEAK].first;
    for (int fn = first; fn < first + 4; fn++) {
        double x[2] = { mu_s, mu_k };
        push_named(cs, p, fn, set, x);
    }
}

static void push_peaked(orc_cases *cs, const orc_point_spec *p, int set, double y,
                        double mu_s, double mu_k, double eps)
{
    const int first = orc_families[ORC_PEAK].first;
    for (int fn = first + 4; fn < first + ORC_NPEAK; fn++) {
        double x[4] = { y, mu_s, mu_k, eps };
        push_named(cs, p, fn, set, x);
    }
}
static void static_peak_points(orc_cases *cs, const orc_point_spec *p)
{
    static const double ratio[] = { 0, 0.01, 0.1, 0.25, 0.4, 0.5, 0.55, 0.6, 2.0 / 3, 0.7,
                                    0.74, 0.75, 0.8, 0.9, 0.99, 1, 1.5, 3 };
    static const double scale[4] = { 1, 0.3, 7, 1e-3 };
    static const double threshold[3][2] = { { 4, 3 }, { 3, 2 }, { 2, 1 } };
    const int bits = p->is_float ? 24 : 53;
    for (size_t i = 0; i < sizeof ratio / sizeof *ratio; i++)
        for (int j = 0; j < 4; j++)
            push_static_peak(cs, p, ORC_SET_GRID, scale[j], scale[j] * ratio[i]);
    for (int i = 0; i < 3; i++)
        for (int e = -30; e <= 30; e += 30) {
            const double s = ldexp(threshold[i][0], e), k = ldexp(threshold[i][1], e);
            push_static_peak(cs, p, ORC_SET_BREAK, s, k);
            for (int b = 1; b <= bits && e == 0; b++)
                for (int sign = -1; sign <= 1; sign += 2)
                    push_static_peak(cs, p, ORC_SET_BREAK, s, k + sign * ldexp(k, -b));
        }
}
static void static_peak_extremes(orc_cases *cs, const orc_point_spec *p)
{
    const double big = p->is_float ? FLT_MAX : DBL_MAX;
    const double tiny = p->is_float ? 0x1p-149 : 0x1p-1074;
    const double e1 = p->is_float ? 0x1p-60 : 0x1p-600;
    const double xs[6] = { tiny, e1, 1, 1 / e1, big, 0 };
    static const double bad[4] = { -0.1, -INFINITY, INFINITY, NAN };
    for (int i = 0; i < 6; i++) {
        push_static_peak(cs, p, ORC_SET_EXTREME, xs[i], 0);
        push_static_peak(cs, p, ORC_SET_EXTREME, xs[i], xs[i] / 10);
        push_static_peak(cs, p, ORC_SET_EXTREME, xs[i], xs[i]);
        push_static_peak(cs, p, ORC_SET_EXTREME, 0, xs[i]);
        push_static_peak(cs, p, ORC_SET_EXTREME, xs[i], xs[i] * 0.7);
    }
    for (int b = 0; b < 4; b++) {
        push_static_peak(cs, p, ORC_SET_OUTSIDE, bad[b], 0.3);
        push_static_peak(cs, p, ORC_SET_OUTSIDE, 1, bad[b]);
    }
}
static const double peaked_pairs[11][2] = {
    { 1, 0.1 }, { 1, 0.5 }, { 0.5, 0.3 }, { 1, 0.9 }, { 1, 0.999 }, { 1, 0 },
    { 0.5, 0.5 }, { 0.3, 0.5 }, { 0, 0 }, { 0, 0.4 }, { 1, 1 - 0x1p-30 } };

static void peaked_breakpoints(double b[3], double mu_s, double mu_k, double eps)
{
    b[2] = eps;
    b[0] = b[1] = eps;
    if (mu_k < mu_s) {
        b[0] = eps * (mu_s + mu_k) / (2 * mu_s);
        b[1] = b[0] + eps * (mu_s - mu_k) / (4 * mu_s);
    }
}
static void peaked_points(orc_cases *cs, const orc_point_spec *p)
{
    const int bits = p->is_float ? 24 : 53;
    for (int i = 0; i < 11; i++)
        for (int e = 0; e < 2; e++) {
            const double eps = e ? 1e-3 : 1, ms = peaked_pairs[i][0];
            const double mk = peaked_pairs[i][1];
            double b[3];
            peaked_breakpoints(b, ms, mk, eps);
            push_peaked(cs, p, ORC_SET_ZERO_Y, 0, ms, mk, eps);
            for (int k = 1; k <= 25; k++)
                push_peaked(cs, p, ORC_SET_GRID, k * 0.05 * eps, ms, mk, eps);
            for (int j = 0; j < 3; j++)
                for (int sign = -1; sign <= 1; sign += 2) {
                    for (int k = 1; k <= bits; k++)
                        push_peaked(cs, p, ORC_SET_BREAK, b[j] + sign * ldexp(b[j], -k),
                                    ms, mk, eps);
                    for (int k = sign < 0 ? 0 : 1; k <= 4; k++)
                        push_peaked(cs, p, ORC_SET_BREAK,
                                    walk(in_format(b[j], p->is_float), sign * k,
                                         p->is_float), ms, mk, eps);
                }
        }
}
static void peaked_extremes(orc_cases *cs, const orc_point_spec *p)
{
    const double big = p->is_float ? FLT_MAX : DBL_MAX;
    const double tiny = p->is_float ? 0x1p-149 : 0x1p-1074;
    const double e1 = p->is_float ? 0x1p-60 : 0x1p-600;
    const double xs[5] = { tiny, e1, 1, 1 / e1, big };
    static const double bad[4] = { -0.1, -INFINITY, INFINITY, NAN };
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 5; j++) {
            push_peaked(cs, p, ORC_SET_EXTREME, xs[i], 1, 0.3, xs[j]);
            push_peaked(cs, p, ORC_SET_EXTREME, xs[j] * 0.6, xs[i], xs[i] / 4, xs[j]);
            push_peaked(cs, p, ORC_SET_EXTREME, 0.7, xs[i], xs[j], 1);
        }
    for (int i = 0; i < 4; i++)
        for (int b = 0; b < 5; b++) {
            double x[4] = { 0.5, 1, 0.3, 1 };
            x[i] = b < 4 ? bad[b] : i == 3 ? 0 : x[i];
            if (b < 4 || i == 3)
                push_peaked(cs, p, ORC_SET_OUTSIDE, x[0], x[1], x[2], x[3]);
        }
}

void orc_peak_fixed_points(orc_cases *cs, const orc_tables *t, const orc_point_spec *p)
{
    (void)t;
    static_peak_points(cs, p);
    static_peak_extremes(cs, p);
    peaked_points(cs, p);
    peaked_extremes(cs, p);
}
static double draw_mu_k(uint64_t *state, double mu_s, uint64_t shape)
{
    static const double theta[3] = { 0.75, 2.0 / 3, 0.5 };
    const int pick = (int)(shape % 16);
    if (pick == 0)
        return mu_s;
    if (pick == 1)
        return 0;
    if (pick == 2)
        return uniform(state, mu_s, 2 * mu_s);
    if (pick <= 4) {
        const double k = floor(uniform(state, 1, 53)), t = theta[(shape >> 4) % 3];
        return mu_s * t * (1 + ((shape >> 6) & 1 ? 1 : -1) * ldexp(1, -(int)k));
    }
    return uniform(state, 0, mu_s);
}
void orc_peak_draw(orc_cases *cs, const orc_point_spec *p, uint64_t *state)
{
    const uint64_t shape = random_splitmix64(state);
    const double eps = in_format(exp2(uniform(state, -30, 10)), p->is_float);
    const double mu_s = uniform(state, 0, 1.5), mu_k = draw_mu_k(state, mu_s, shape >> 8);
    double y, b[3];
    peaked_breakpoints(b, mu_s, mu_k, eps);
    if (shape % 4 < 2)
        y = uniform(state, 0, 1.2) * eps;
    else if (shape % 4 == 2)
        y = exp2(uniform(state, -40, 2)) * eps;
    else {
        const double k = floor(uniform(state, 1, 53)), at = b[(shape >> 2) % 3];
        y = at * (1 + ((shape >> 4) & 1 ? 1 : -1) * ldexp(1, -(int)k));
    }
    push_peaked(cs, p, ORC_SET_RANDOM, y, mu_s, mu_k, eps);
    push_peaked(cs, p, ORC_SET_ZERO_Y, 0, mu_s, mu_k, eps);
    if ((shape >> 32) % 4 == 0)
        push_static_peak(cs, p, ORC_SET_RANDOM, mu_s, mu_k);
}
static void cross_check_peaks(check_tally *tally, const orc_tables *t, int stride)
{
    const orc_point_spec spec = { 0, 0, 1, 1, orc_family_mask(ORC_PEAK) };
    orc_cases cs = { NULL, 0, 0 };
    uint64_t state = 1;
    long n = 0, skipped = 0;
    double worst = 0;
    char note[32];
    orc_fixed_points(&cs, t, &spec);
    orc_random_points(&cs, &spec, &state, 400);
    for (size_t k = 0; k < cs.n; k += (size_t)stride)
        if (peak_region(&cs.c[k], 0) != ORC_OUTSIDE) {
            const double rel = orc_cross_check(&cs.c[k], t, 0);
            n += rel >= 0;
            skipped += rel < 0;
            worst = rel > worst ? rel : worst;
        }
    check(tally, n > 0 && worst <= 0x1p-100, "the exact truth of the two static peaks"
          " (value and position) and of the peak-preserving blend agrees with a 512-bit"
          " golden-section search and the chapter's formulas in MPFR to %.2g S on %s%ld"
          " inputs inside the domain%s (%ld at y = 0, a pole or a zero force skipped)",
          worst, all(stride), n, sample(stride, note), skipped);
    free(cs.c);
}
static int peak_brackets_to(const orc_tables *t, int k, const double *x, double v)
{
    const orc_rule rule = { 0, 0, 1, 1, 0, BLEND_CUBIC };
    orc_case c = { .fn = (signed char)(orc_families[ORC_PEAK].first + k) };
    double r[3];
    memcpy(c.x, x, (size_t)orc_fn[c.fn].nargs * sizeof *x);
    orc_bracket(&c, t, &rule, r);
    return r[0] == v && r[1] == v && r[2] == v;
}
static void check_peak_roundings(check_tally *tally, const orc_tables *t)
{
    const double half[2] = { 2, 1 }, closed[2] = { 5, 3 }, plateau[2] = { 4, 3 };
    const double top[4] = { 0.75, 1, 0.5, 1 }, end[4] = { 1, 1, 0.5, 1 };
    const double zero[4] = { 0, 1, 0.5, 1 };
    check(tally, peak_brackets_to(t, ORC_P_QPEAK, half, 1.125)
          && peak_brackets_to(t, ORC_P_QPEAK_AT, half, 0.5)
          && peak_brackets_to(t, ORC_P_QPEAK, closed, 49.0 / 16)
          && peak_brackets_to(t, ORC_P_PEAK, plateau, 3)
          && peak_brackets_to(t, ORC_P_PEAK_AT, plateau, 1)
          && peak_brackets_to(t, ORC_P_F1, top, 1)
          && peak_brackets_to(t, ORC_P_F2, top, 0)
          && peak_brackets_to(t, ORC_P_F1, end, 0.5)
          && peak_brackets_to(t, ORC_P_F0, end, 0.5)
          && peak_brackets_to(t, ORC_P_HESSIAN, zero, -HUGE_VAL),
          "the peak family rounds by hand: the quadratic peak 9/16 mu_s at t = 1/2 and"
          " its closed form 49/16, the cubic plateau 3 at t = 1, the peaked blend's top"
          " mu_s with slope 0, its end mu_k, potential 1/2, and the pole at y = 0");
}

void orc_peak_self_test(check_tally *tally, const orc_tables *t, int stride)
{
    cross_check_peaks(tally, t, stride);
    check_peak_roundings(tally, t);
}
void orc_peak_vectors_header(FILE *out, int variant, unsigned long long seed)
{
    (void)variant;
    fprintf(out, "# Golden vectors of the peak family of smooth-peak.h, binary64: the"
                 " static peaks\n"
                 "# (arguments mu_s, mu_k; the position stored through y_over_eps as"
                 " the rows _peak_at)\n"
                 "# and the peak-preserving blend (arguments y, mu_s, mu_k, eps_v)."
                 "  Written by\n"
                 "# build/oracle --vectors (make vectors) from exact rationals and an"
                 " exact bisection\n"
                 "# of the peak's root; inputs: level 1, seed %llu.  value: rounded to"
                 " nearest, ties to\n"
                 "# even; down, up: rounded down and up.\n"
                 "function,arg1,arg2,arg3,arg4,arg5,value,down,up\n", seed);
}
