/* Tangled from doc/oracle-aniso.nw; edit there, not here. */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "family.h"

static int law_region(const orc_case *c, int is_float)
{
    const double lo = is_float ? 0x1p-12 : 0x1p-100, hi = 1 / lo;
    const int region = named_region(c, lo, hi);
    return c->x[orc_fn[c->fn].nargs - 1] == 0 ? ORC_OUTSIDE : region;
}

static int law_must_be_nan(const orc_case *c)
{
    return named_must_be_nan(c) || c->x[orc_fn[c->fn].nargs - 1] == 0;
}
enum { SURD_MAX = 8 };
typedef struct {
    mpq_t rat, r[SURD_MAX], q[SURD_MAX];   /* rat + sum r_i sqrt(q_i) */
    int n;
} surd;

static void surd_init(surd *s)
{
    mpq_init(s->rat);
    for (int i = 0; i < SURD_MAX; i++)
        mpq_inits(s->r[i], s->q[i], (mpq_ptr)0);
    s->n = 0;
}

static void surd_clear(surd *s)
{
    mpq_clear(s->rat);
    for (int i = 0; i < SURD_MAX; i++)
        mpq_clears(s->r[i], s->q[i], (mpq_ptr)0);
}

static int surd_rational(const surd *s)
{
    for (int i = 0; i < s->n; i++)
        if (mpq_sgn(s->r[i]) != 0)
            return 0;
    return 1;
}
static void surd_add(surd *s, const mpq_t r, const mpq_t q)
{
    mpq_t w, root;
    int i = 0;
    if (mpq_sgn(r) == 0 || mpq_sgn(q) == 0)
        return;
    mpq_inits(w, root, (mpq_ptr)0);
    if (root_of(root, q, 64)) {                         /* a square: rational */
        mpq_mul(root, root, r);
        mpq_add(s->rat, s->rat, root);
    } else {
        for (i = 0; i < s->n; i++)
            if (mpq_div(w, q, s->q[i]), root_of(root, w, 64))
                break;                                  /* q = root^2 q_i */
        if (i == s->n) {
            if (s->n == SURD_MAX)
                abort();
            mpq_set(s->q[s->n++], q);
            mpq_set_ui(root, 1, 1);
        }
        mpq_mul(root, root, r);
        mpq_add(s->r[i], s->r[i], root);
    }
    mpq_clears(w, root, (mpq_ptr)0);
}
static void surd_enclose(mpq_t lo, mpq_t hi, const surd *s, mpfr_prec_t prec)
{
    mpfr_t m;
    mpq_t a, b;
    mpfr_init2(m, prec);
    mpq_inits(a, b, (mpq_ptr)0);
    mpq_set(lo, s->rat);
    mpq_set(hi, s->rat);
    for (int i = 0; i < s->n; i++) {
        mpfr_set_q(m, s->q[i], MPFR_RNDD);
        mpfr_sqrt(m, m, MPFR_RNDD);
        mpfr_get_q(a, m);
        mpfr_set_q(m, s->q[i], MPFR_RNDU);
        mpfr_sqrt(m, m, MPFR_RNDU);
        mpfr_get_q(b, m);
        mpq_mul(a, a, s->r[i]);
        mpq_mul(b, b, s->r[i]);
        if (mpq_sgn(s->r[i]) < 0)
            mpq_swap(a, b);
        mpq_add(lo, lo, a);
        mpq_add(hi, hi, b);
    }
    mpq_clears(a, b, (mpq_ptr)0);
    mpfr_clear(m);
}
static double surd_round(const surd *s, const mpv_format *f, mpfr_rnd_t rnd)
{
    mpq_t lo, hi;
    double x = NAN;
    if (surd_rational(s))
        return mpv_round_q_in(s->rat, f, rnd);
    mpq_inits(lo, hi, (mpq_ptr)0);
    for (mpfr_prec_t prec = 128; isnan(x); prec *= 2) {
        if (prec > (mpfr_prec_t)1 << 22) {
            fprintf(stderr, "oracle: the rounding of an anisotropic law is undecided\n");
            abort();
        }
        surd_enclose(lo, hi, s, prec);
        const double a = mpv_round_q_in(lo, f, rnd);
        if (a == mpv_round_q_in(hi, f, rnd))
            x = a;
    }
    mpq_clears(lo, hi, (mpq_ptr)0);
    return x;
}

static void surd_value(mpq_t v, const surd *s)
{
    mpq_t hi;
    mpq_init(hi);
    surd_enclose(v, hi, s, 320);
    mpq_add(v, v, hi);
    mpq_div_2exp(v, v, 1);
    mpq_clear(hi);
}
static int piece_at_square(const qfun *f, const mpq_t T)
{
    mpq_t b;
    int i = 0;
    mpq_init(b);
    while (i < f->npieces - 1 && (mpq_mul(b, f->brk[i], f->brk[i]), mpq_cmp(T, b) >= 0))
        i++;
    mpq_clear(b);
    return i;
}

static void rational_power(mpq_t r, const mpq_t x, int k)        /* r := x^k */
{
    mpz_pow_ui(mpq_numref(r), mpq_numref(x), (unsigned long)abs(k));
    mpz_pow_ui(mpq_denref(r), mpq_denref(x), (unsigned long)abs(k));
    if (k < 0)
        mpq_inv(r, r);
}
static void add_blend(surd *s, const qfun *f, const mpq_t F, mpq_t Q[2], const mpq_t T,
                      const mpq_t eps)
{
    const int i = piece_at_square(f, T);
    mpq_t ab[2], c, term, q;
    mpq_inits(ab[0], ab[1], c, term, q, (mpq_ptr)0);
    rational_power(c, eps, f->eps_power);
    mpq_mul(c, c, F);
    for (int j = 0; j < f->nparams; j++) {
        mpq_set_ui(ab[0], 0, 1);
        mpq_set_ui(ab[1], 0, 1);
        for (int k = 0; k < f->p[i][j].n; k++) {
            const int power = f->p[i][j].lo + k, odd = power & 1;
            if (mpq_sgn(T) == 0 && power != 0)
                continue;
            rational_power(term, T, (power - odd) / 2);
            mpq_mul(term, term, f->p[i][j].c[k]);
            mpq_add(ab[odd], ab[odd], term);
        }
        mpq_mul(ab[0], ab[0], c);
        mpq_mul(ab[1], ab[1], c);
        mpq_mul(q, Q[j], T);
        surd_add(s, ab[0], Q[j]);
        surd_add(s, ab[1], q);
    }
    mpq_clears(ab[0], ab[1], c, term, q, (mpq_ptr)0);
}
/* sum := the magnitudes of the terms of parameter j's polynomial of piece i at t */
static void term_sizes(mpfr_t sum, const qfun *f, int i, int j, const mpfr_t t)
{
    mpfr_t a;
    mpfr_init2(a, 64);
    mpfr_set_ui(sum, 0, MPFR_RNDN);
    for (int k = 0; k < f->p[i][j].n; k++) {
        const int power = f->p[i][j].lo + k;
        if (mpfr_zero_p(t) && power != 0)
            continue;
        mpfr_pow_si(a, t, power, MPFR_RNDN);
        mpfr_mul_q(a, a, f->p[i][j].c[k], MPFR_RNDN);
        mpfr_abs(a, a, MPFR_RNDN);
        mpfr_add(sum, sum, a, MPFR_RNDN);
    }
    mpfr_clear(a);
}
static void add_scale(mpfr_t S, const qfun *f, const mpq_t F, mpq_t Q[2], const mpq_t T,
                      const mpq_t eps)
{
    const int i = piece_at_square(f, T);
    mpfr_t t, a, mu, sum;
    mpfr_inits2(64, t, a, mu, sum, (mpfr_ptr)0);
    mpfr_set_q(t, T, MPFR_RNDN);
    mpfr_sqrt(t, t, MPFR_RNDN);
    mpfr_set_ui(sum, 0, MPFR_RNDN);
    for (int j = 0; j < f->nparams; j++) {
        term_sizes(a, f, i, j, t);
        mpfr_set_q(mu, Q[j], MPFR_RNDN);
        mpfr_sqrt(mu, mu, MPFR_RNDN);
        mpfr_mul(a, a, mu, MPFR_RNDN);
        mpfr_add(sum, sum, a, MPFR_RNDN);
    }
    mpfr_set_q(a, eps, MPFR_RNDN);
    mpfr_pow_si(a, a, f->eps_power, MPFR_RNDN);
    mpfr_mul(sum, sum, a, MPFR_RNDN);
    mpfr_mul_q(sum, sum, F, MPFR_RNDN);
    mpfr_abs(sum, sum, MPFR_RNDN);
    mpfr_add(S, S, sum, MPFR_RNDN);
    mpfr_clears(t, a, mu, sum, (mpfr_ptr)0);
}
static void part_output(surd *v, mpfr_t S, int o, mpq_t q[8], mpq_t Q[2], const mpq_t eps,
                        const qfun *fb);

static void part_exact(surd *v, mpfr_t S, int o, mpq_t u[2], mpq_t m[2], mpq_t Q[2],
                       const mpq_t eps, const qfun *fb, int least)
{
    mpq_t q[8];                          /* mbar, v0, v1, w0, w1, V, T, spare */
    const int big = mpq_cmp(m[0], m[1]) >= 0 ? 0 : 1;          /* the larger one */
    for (int i = 0; i < 8; i++)
        mpq_init(q[i]);
    mpq_set(q[0], m[least && mpq_sgn(m[!big]) > 0 ? !big : big]);
    if (mpq_sgn(q[0]) != 0) {
        for (int i = 0; i < 2; i++) {
            mpq_mul(q[1 + i], m[i], u[i]);              /* v = M u */
            mpq_mul(q[3 + i], m[i], q[1 + i]);
            mpq_div(q[3 + i], q[3 + i], q[0]);          /* w = M^2 u / mbar */
        }
        mpq_mul(q[5], q[1], q[1]);
        mpq_mul(q[7], q[2], q[2]);
        mpq_add(q[5], q[5], q[7]);                      /* V = |v|^2 */
        mpq_mul(q[6], q[0], eps);
        mpq_mul(q[6], q[6], q[6]);
        mpq_div(q[6], q[5], q[6]);                      /* T = (z / eps)^2 */
        mpq_set(q[7], m[o == 4]);                       /* the axis of h00 or h11 */
        part_output(v, S, o, q, Q, eps, fb);
    }
    for (int i = 0; i < 8; i++)
        mpq_clear(q[i]);
}
static void both(surd *v, mpfr_t S, const qfun *f, const mpq_t F, mpq_t Q[2],
                 const mpq_t T, const mpq_t eps)
{
    add_blend(v, f, F, Q, T, eps);
    add_scale(S, f, F, Q, T, eps);
}

static void part_output(surd *v, mpfr_t S, int o, mpq_t q[8], mpq_t Q[2], const mpq_t eps,
                        const qfun *fb)
{
    const qfun *m1 = &fb[BL_MU_F1_OVER_X], *f2 = &fb[BL_MU_F2],
               *m2 = &fb[BL_MU_F2X_MINUS_MU_F1_OVER_X3];
    const int i = o == 4;
    mpq_t F;
    mpq_init(F);
    if (o < 0)
        both(v, S, &fb[BL_MU_F0], q[0], Q, q[6], eps);          /* mbar P(z) */
    else if (o < 2)
        both(v, S, m1, q[3 + o], Q, q[6], eps);                 /* m1 w_o */
    else if (o == 3 && mpq_sgn(q[5]) != 0) {
        mpq_mul(F, q[3], q[4]);
        mpq_div(F, F, q[0]);
        both(v, S, m2, F, Q, q[6], eps);                        /* m2 w0 w1 / mbar */
    } else if (o != 3) {
        mpq_t G;
        mpq_init(G);
        mpq_mul(F, q[7], q[7]);
        mpq_div(F, F, q[0]);                                            /* m_i^2 / mbar */
        if (mpq_sgn(q[5]) == 0)
            both(v, S, m1, F, Q, q[6], eps);
        else {
            add_scale(S, m1, F, Q, q[6], eps);
            mpq_mul(G, q[3 + i], q[3 + i]);
            mpq_div(G, G, q[0]);
            add_scale(S, m2, G, Q, q[6], eps);                          /* w_i^2 / mbar */
            mpq_mul(G, F, q[2 - i]);
            mpq_mul(G, G, q[2 - i]);
            mpq_div(G, G, q[5]);
            add_blend(v, m1, G, Q, q[6], eps);
            mpq_mul(G, F, q[1 + i]);
            mpq_mul(G, G, q[1 + i]);
            mpq_div(G, G, q[5]);
            add_blend(v, f2, G, Q, q[6], eps);
        }
        mpq_clear(G);
    }
    mpq_clear(F);
}
static void law_exact(surd *v, mpfr_t S, int law, int o, const double *x, const qfun *fb,
                      int swap, int least)
{
    const int n = law == ORC_LAW_LAGGED ? 9 : 7, p0 = n - 5, s = swap != 0;
    mpq_t u[2], m[2], Q[2], eps;
    mpq_inits(u[0], u[1], m[0], m[1], Q[0], Q[1], eps, (mpq_ptr)0);
    surd_init(v);
    mpfr_init2(S, 64);
    mpfr_set_ui(S, 0, MPFR_RNDN);
    mpq_set_d(u[0], x[0]);
    mpq_set_d(u[1], x[1]);
    mpq_set_d(eps, x[n - 1]);
    if (law == ORC_LAW_LAGGED) {
        for (int j = 0; j < 2; j++) {
            const double d[6] = { x[0], x[1], x[2], x[3], x[4 + 2 * j + s], x[5 + 2 * j - s] };
            direction_ratio(Q[j], ORC_DIR_MU, d);
        }
        mpq_set_ui(m[0], 1, 1);
        mpq_set_ui(m[1], 1, 1);
        part_exact(v, S, o, u, m, Q, eps, fb, 0);
    } else
        for (int j = 0; j < 2; j++) {
            mpq_set_d(m[0], x[p0 + 2 * j + s]);
            mpq_set_d(m[1], x[p0 + 2 * j + !s]);
            mpq_set_ui(Q[j], 1, 1);
            mpq_set_ui(Q[!j], 0, 1);
            part_exact(v, S, o, u, m, Q, eps, fb, least);
        }
    mpq_clears(u[0], u[1], m[0], m[1], Q[0], Q[1], eps, (mpq_ptr)0);
}
static void law_case(surd *v, mpfr_t S, const orc_case *c, const orc_tables *tb,
                     const orc_rule *r, int swap, int least)
{
    const int law = orc_law(c->fn);
    law_exact(v, S, law, law == ORC_LAW_POTENTIAL ? -1 : orc_law_output(c->fn), c->x,
              tb->blend[r->variant], swap, least);
}

static void judge_law(orc_case *c, const orc_tables *tb, const orc_rule *r)
{
    surd v;
    mpfr_t S;
    mpq_t q, s;
    mpq_inits(q, s, (mpq_ptr)0);
    law_case(&v, S, c, tb, r, 0, 0);
    surd_value(q, &v);
    mpfr_get_q(s, S);
    judge_named(c, r, q, s, surd_round(&v, format_of(r), MPFR_RNDN));
    surd_clear(&v);
    mpfr_clear(S);
    mpq_clears(q, s, (mpq_ptr)0);
}
static void law_bracket(const orc_case *c, const orc_tables *tb, const orc_rule *r,
                        double rounded[3])
{
    static const mpfr_rnd_t how[3] = { MPFR_RNDN, MPFR_RNDD, MPFR_RNDU };
    surd v;
    mpfr_t S;
    law_case(&v, S, c, tb, r, 0, 0);
    for (int i = 0; i < 3; i++)
        rounded[i] = surd_round(&v, format_of(r), how[i]);
    surd_clear(&v);
    mpfr_clear(S);
}
static int law_explains(const mpq_t got, int law, int o, const double *x,
                        const orc_tables *tb, const orc_rule *r, int swap, int least,
                        const mpq_t v, const mpq_t s)
{
    surd w;
    mpfr_t S;
    mpq_t q;
    mpq_init(q);
    law_exact(&w, S, law, o, x, tb->blend[r->variant], swap, least);
    surd_value(q, &w);
    const int yes = explains(got, q, v, s);
    surd_clear(&w);
    mpfr_clear(S);
    mpq_clear(q);
    return yes;
}
static uint64_t diagnose_law(const orc_case *c, const orc_tables *tb, const orc_rule *r,
                             const mpq_t v, const mpq_t s)
{
    const int law = orc_law(c->fn);
    const int o = law == ORC_LAW_POTENTIAL ? -1 : orc_law_output(c->fn);
    const double *x = c->x;
    const double lagged[9] = { x[0], x[1], 1, 1, x[2], x[3], x[4], x[5], x[6] };
    const double ellipse[7] = { x[0], x[1], x[4], x[5], x[6], x[7], x[8] };
    uint64_t m = 0;
    mpq_t got;
    if (needs_no_comparison(c, r, v, &m))
        return m;
    mpq_init(got);
    mpq_set_d(got, c->got);
    if (law == ORC_LAW_LAGGED
        && law_explains(got, ORC_LAW_GRADIENT, o, ellipse, tb, r, 0, 0, v, s))
        m |= BIT(ORC_D_OTHER_LAW);
    if (law == ORC_LAW_GRADIENT
        && law_explains(got, ORC_LAW_LAGGED, o, lagged, tb, r, 0, 0, v, s))
        m |= BIT(ORC_D_OTHER_LAW);
    if (law_explains(got, law, o, x, tb, r, 1, 0, v, s))
        m |= BIT(ORC_D_AXES);
    if (law != ORC_LAW_LAGGED && law_explains(got, law, o, x, tb, r, 0, 1, v, s))
        m |= BIT(ORC_D_MBAR);
    m |= error_shape(c, r, got, v, s);
    mpq_clear(got);
    return m;
}
static int header_part(mpfr_t out[6], const double *mv, mpfr_t u[2], mpfr_t mu[2],
                       mpfr_t eps, const qfun *fb);
static double law_difference(const orc_case *c, const orc_tables *tb, int variant,
                             mpfr_t m);

static double cross_check_law(const orc_case *c, const orc_tables *tb, int variant)
{
    const int law = orc_law(c->fn), n = orc_fn[c->fn].nargs, o = orc_law_output(c->fn);
    mpfr_t out[6], u[2], mu[2], eps;
    int pole = 0;
    for (int i = 0; i < 6; i++)
        mpfr_init2(out[i], 1024), mpfr_set_ui(out[i], 0, MPFR_RNDN);
    mpfr_inits2(1024, u[0], u[1], mu[0], mu[1], eps, (mpfr_ptr)0);
    mpfr_set_d(u[0], c->x[0], MPFR_RNDN);
    mpfr_set_d(u[1], c->x[1], MPFR_RNDN);
    mpfr_set_d(eps, c->x[n - 1], MPFR_RNDN);
    if (law == ORC_LAW_LAGGED) {
        static const double circle[2] = { 1, 1 };
        mpq_t q;
        mpq_init(q);
        for (int j = 0; j < 2; j++) {
            const double d[6] = { c->x[0], c->x[1], c->x[2], c->x[3], c->x[4 + 2 * j],
                                  c->x[5 + 2 * j] };
            direction_ratio(q, ORC_DIR_MU, d);
            mpfr_set_q(mu[j], q, MPFR_RNDN);
            mpfr_sqrt(mu[j], mu[j], MPFR_RNDN);
        }
        mpq_clear(q);
        pole = header_part(out, circle, u, mu, eps, tb->blend[variant]);
    } else
        for (int j = 0; j < 2 && !pole; j++) {
            mpfr_set_ui(mu[j], 1, MPFR_RNDN);
            mpfr_set_ui(mu[!j], 0, MPFR_RNDN);
            pole = header_part(out, c->x + 2 + 2 * j, u, mu, eps, tb->blend[variant]);
        }
    const double rel = pole ? -1 : law_difference(c, tb, variant, out[law ==
                                                  ORC_LAW_POTENTIAL ? 5 : o]);
    for (int i = 0; i < 6; i++)
        mpfr_clear(out[i]);
    mpfr_clears(u[0], u[1], mu[0], mu[1], eps, (mpfr_ptr)0);
    return rel;
}
static int header_part(mpfr_t out[6], const double *mv, mpfr_t u[2], mpfr_t mu[2],
                       mpfr_t eps, const qfun *fb)
{
    const double mbar = mv[0] > mv[1] ? mv[0] : mv[1];
    mpfr_t z, w[2], p, t;
    int pole = 0;
    if (mbar == 0)
        return 0;
    mpfr_inits2(1024, z, w[0], w[1], p, t, (mpfr_ptr)0);
    for (int i = 0; i < 2; i++)
        mpfr_mul_d(w[i], u[i], mv[i], MPFR_RNDN);               /* M u */
    mpfr_hypot(z, w[0], w[1], MPFR_RNDN);
    mpfr_div_d(z, z, mbar, MPFR_RNDN);
    pole |= mpv_qfun_eval(t, &fb[BL_MU_F0], z, eps, (const mpfr_t *)mu);
    mpfr_mul_d(t, t, mbar, MPFR_RNDN);
    mpfr_add(out[5], out[5], t, MPFR_RNDN);
    pole |= mpv_qfun_eval(p, &fb[BL_MU_F1_OVER_X], z, eps, (const mpfr_t *)mu);
    for (int i = 0; i < 2; i++) {
        mpfr_mul_d(w[i], w[i], mv[i], MPFR_RNDN);
        mpfr_div_d(w[i], w[i], mbar, MPFR_RNDN);                    /* w = M^2 u / mbar */
        mpfr_mul(t, p, w[i], MPFR_RNDN);
        mpfr_add(out[i], out[i], t, MPFR_RNDN);
        mpfr_mul_d(t, p, mv[i], MPFR_RNDN);
        mpfr_mul_d(t, t, mv[i], MPFR_RNDN);
        mpfr_div_d(t, t, mbar, MPFR_RNDN);
        mpfr_add(out[2 + 2 * i], out[2 + 2 * i], t, MPFR_RNDN);
    }
    if (!mpfr_zero_p(z)) {
        pole |= mpv_qfun_eval(p, &fb[BL_MU_F2X_MINUS_MU_F1_OVER_X3], z, eps,
                              (const mpfr_t *)mu);
        mpfr_div_d(p, p, mbar, MPFR_RNDN);
        for (int i = 0; i < 3; i++) {
            mpfr_mul(t, p, w[i > 0], MPFR_RNDN);
            mpfr_mul(t, t, w[i > 1], MPFR_RNDN);
            mpfr_add(out[2 + i], out[2 + i], t, MPFR_RNDN);
        }
    }
    mpfr_clears(z, w[0], w[1], p, t, (mpfr_ptr)0);
    return pole;
}
static double law_difference(const orc_case *c, const orc_tables *tb, int variant,
                             mpfr_t m)
{
    const orc_rule r = { 0, 0, 0, 0, 0, variant };
    surd v;
    mpfr_t S, d;
    mpq_t q;
    double rel;
    law_case(&v, S, c, tb, &r, 0, 0);
    mpq_init(q);
    surd_value(q, &v);
    mpfr_init2(d, 1024);
    mpfr_set_q(d, q, MPFR_RNDN);
    rel = mpfr_gap(m, d, S);
    surd_clear(&v);
    mpfr_clears(S, d, (mpfr_ptr)0);
    mpq_clear(q);
    return rel;
}
int orc_aniso_region(const orc_case *c, int is_float) { return law_region(c, is_float); }
int orc_aniso_must_be_nan(const orc_case *c) { return law_must_be_nan(c); }
void orc_aniso_judge(orc_case *c, const orc_tables *tb, const orc_rule *r)
{
    judge_law(c, tb, r);
}

uint64_t orc_aniso_diagnose(const orc_case *c, const orc_tables *tb, const orc_rule *r)
{
    uint64_t m;
    mpq_t v, s;
    mpq_inits(v, s, (mpq_ptr)0);
    surd w;
    mpfr_t S;
    law_case(&w, S, c, tb, r, 0, 0);
    surd_value(v, &w);
    mpfr_get_q(s, S);
    m = diagnose_law(c, tb, r, v, s);
    surd_clear(&w);
    mpfr_clear(S);
    mpq_clears(v, s, (mpq_ptr)0);
    return m;
}

void orc_aniso_bracket(const orc_case *c, const orc_tables *tb, const orc_rule *r,
                       double rounded[3])
{
    law_bracket(c, tb, r, rounded);
}

double orc_aniso_cross_check(const orc_case *c, const orc_tables *tb, int variant)
{
    return cross_check_law(c, tb, variant);
}
static void push_law(orc_cases *cs, const orc_point_spec *p, int law, int set,
                     const double *x)
{
    for (int fn = 0; fn < ORC_NFUN; fn++)
        if (orc_law(fn) == law) {
            double y[9];
            memcpy(y, x, sizeof y);
            push_named(cs, p, fn, set, y);
        }
}

static void lagged_at(orc_cases *cs, const orc_point_spec *p, int set, const double u[2],
                      const double a[2], const double ms[2], const double mk[2],
                      double eps)
{
    const double x[9] = { u[0], u[1], a[0], a[1], ms[0], ms[1], mk[0], mk[1], eps };
    push_law(cs, p, ORC_LAW_LAGGED, set, x);
}

static void ellipse_at(orc_cases *cs, const orc_point_spec *p, int set, const double u[2],
                       const double ms[2], const double mk[2], double eps)
{
    const double x[9] = { u[0], u[1], ms[0], ms[1], mk[0], mk[1], eps, 0, 0 };
    push_law(cs, p, ORC_LAW_POTENTIAL, set, x);
    push_law(cs, p, ORC_LAW_GRADIENT, set, x);
}
static void laws_at(orc_cases *cs, const orc_point_spec *p, int set, const double u[2],
                    const double ms[2], const double mk[2], double eps)
{
    static const double scalings[3][2] = { { 1, 1 }, { 2, 0.5 }, { 0, 1 } };
    for (int s = 0; s < 3; s++)
        lagged_at(cs, p, set, u, scalings[s], ms, mk, eps);
    ellipse_at(cs, p, set, u, ms, mk, eps);
}
static const double law_axes[6][2] = { { 0.5, 0.3 }, { 0.3, 0.5 }, { 1, 1 },
                                       { 0.5, 0 }, { 0, 0.2 }, { 0, 0 } };

static void law_grid(orc_cases *cs, const orc_point_spec *p)
{
    static const double speeds[3] = { 0.01, 0.1, 1 };
    for (int d = 0; d < 9; d++)
        for (int v = 0; v < 3; v++) {
            const double u[2] = { directions[d][0] * speeds[v],
                                  directions[d][1] * speeds[v] };
            for (int i = 0; i < 6; i++)
                for (int j = 0; j < 6; j += 2)
                    laws_at(cs, p, ORC_SET_GRID, u, law_axes[i], law_axes[j], 0.1);
        }
    for (int i = 0; i < 6; i++) {
        const double zero[2] = { 0, 0 }, minus[2] = { -0.0, 0 };
        laws_at(cs, p, ORC_SET_ZERO_Y, zero, law_axes[i], law_axes[1], 0.1);
        laws_at(cs, p, ORC_SET_ZERO_Y, minus, law_axes[i], law_axes[0], 0.1);
    }
}
static void law_breakpoints(orc_cases *cs, const orc_point_spec *p)
{
    const double k = 0.0625, ms[2] = { 1, 0.5 }, mk[2] = { 0.3, 0.2 };
    const double round[2] = { 3 * k, 4 * k }, oval[2] = { 3 * k, 8 * k };
    const double a[2] = { 1, 2 }, u[2] = { 0.3, -0.4 };
    for (long d = -2; d <= 2; d++) {
        const double eps = walk(5 * k, d, p->is_float);
        lagged_at(cs, p, ORC_SET_BREAK, round, a, ms, mk, eps);
        ellipse_at(cs, p, ORC_SET_BREAK, oval, ms, mk, eps);
        ellipse_at(cs, p, ORC_SET_BREAK, oval, ms, ms, eps);
        for (int e = 0; e < 2; e++) {
            const double near_s[2] = { 0.5, walk(0.5, d, p->is_float) };
            const double near_k[2] = { walk(0.3, d, p->is_float), 0.3 };
            laws_at(cs, p, ORC_SET_BREAK, u, near_s, near_k, e ? 0.1 : 1);
        }
    }
}
static void law_zeros(orc_cases *cs, const orc_point_spec *p)
{
    static const double off[3] = { 0, 0x1p-30, -0x1p-10 };
    const double ms[2] = { 0.5, 0.3 }, mk[2] = { 0.2, 0.4 }, flat[2] = { 0, 0.4 };
    for (int i = 0; i < 3; i++) {
        const double along0[2] = { 0.5, off[i] }, along1[2] = { off[i], -0.5 };
        laws_at(cs, p, ORC_SET_ROOT, along0, ms, mk, 0.1);
        laws_at(cs, p, ORC_SET_ROOT, along1, ms, mk, 0.1);
        laws_at(cs, p, ORC_SET_ROOT, along0, ms, flat, 0.1);
        laws_at(cs, p, ORC_SET_ROOT, along1, flat, mk, 0.01);
    }
}
static void law_extremes(orc_cases *cs, const orc_point_spec *p)
{
    const double edge = p->is_float ? 0x1p-12 : 0x1p-100;
    const double more[] = { edge / 2, edge, 1 / edge, 2 / edge };
    double xs[ORC_MAX_EXTREMES];
    const int nx = extreme_magnitudes(xs, p->is_float, more, 4);
    const double ms[2] = { 0.5, 0.3 }, mk[2] = { 0.2, 0.4 }, u[2] = { 0.3, -0.4 };
    for (int i = 0; i < nx; i++) {
        const double x = xs[i], ux[2] = { 0.6 * x, -0.8 * x }, mx[2] = { x, 0.3 };
        const double a[2] = { x, 1 };
        laws_at(cs, p, ORC_SET_EXTREME, ux, ms, mk, 0.1);
        laws_at(cs, p, ORC_SET_EXTREME, ux, ms, mk, x);
        laws_at(cs, p, ORC_SET_EXTREME, u, ms, mk, x);
        laws_at(cs, p, ORC_SET_EXTREME, u, mx, mk, 0.1);
        lagged_at(cs, p, ORC_SET_EXTREME, u, a, ms, mk, 0.1);
    }
}
static void law_outside(orc_cases *cs, const orc_point_spec *p)
{
    static const double bad_u[] = { INFINITY, -INFINITY, NAN };
    static const double bad[] = { -0.1, INFINITY, NAN, 0 };
    for (int law = 0; law < ORC_NLAW; law++) {
        const int n = law == ORC_LAW_LAGGED ? 9 : 7;
        for (int i = 0; i < n; i++)
            for (int b = 0; b < (i == n - 1 ? 4 : 3); b++) {
                double x[9] = { 0.5, -0.25, 0.5, 0.3, 0.2, 0.4, 0.1, 0.1, 0.1 };
                x[n - 1] = 0.1;
                if (law == ORC_LAW_LAGGED)
                    x[2] = 1, x[3] = 2, x[4] = 0.5, x[5] = 0.3, x[6] = 0.2, x[7] = 0.4;
                x[i] = i < 2 ? bad_u[b] : bad[b];
                push_law(cs, p, law, ORC_SET_OUTSIDE, x);
            }
    }
}
void orc_aniso_fixed_points(orc_cases *cs, const orc_tables *t,
                            const orc_point_spec *p)
{
    (void)t;
    law_grid(cs, p);
    law_breakpoints(cs, p);
    law_zeros(cs, p);
    law_extremes(cs, p);
    law_outside(cs, p);
}
void orc_aniso_draw(orc_cases *cs, const orc_point_spec *p, uint64_t *state)
{
    const uint64_t shape = random_splitmix64(state);
    const double eps = in_format(exp2(uniform(state, -10, 10)), p->is_float);
    const double t = shape % 4 == 0 ? uniform(state, 0, 1.2)
                                    : exp2(uniform(state, -10, 3));
    const double angle = uniform(state, -3.14159265358979, 3.14159265358979);
    const double u[2] = { t * eps * cos(angle), t * eps * sin(angle) };
    double a[2], m[4];
    for (int i = 0; i < 2; i++)
        a[i] = exp2(uniform(state, -2, 2));
    for (int i = 0; i < 4; i++)
        m[i] = uniform(state, 0, 1.5);
    if ((shape >> 2) % 8 == 0)
        m[1] = m[0], m[3] = m[2];                   /* circles */
    else if ((shape >> 2) % 16 == 1)
        m[(shape >> 6) & 3] = 0;
    lagged_at(cs, p, ORC_SET_RANDOM, u, a, m, m + 2, eps);
    ellipse_at(cs, p, ORC_SET_RANDOM, u, m, m + 2, eps);
}
static void cross_check_laws(check_tally *tally, const orc_tables *t, int variant,
                             int stride)
{
    const orc_point_spec spec = { variant, 0, 1, 1, orc_family_mask(ORC_ANISO) };
    orc_cases cs = { NULL, 0, 0 };
    uint64_t state = 1;
    long n = 0, poles = 0;
    double worst = 0;
    char note[32];
    orc_fixed_points(&cs, t, &spec);
    orc_random_points(&cs, &spec, &state, 400);
    for (size_t k = 0; k < cs.n; k += 3 * (size_t)stride)
        if (cs.c[k].set != ORC_SET_OUTSIDE) {
            const double rel = orc_cross_check(&cs.c[k], t, variant);
            if (rel < 0)
                poles++;
            n += rel >= 0;
            worst = rel > worst ? rel : worst;
        }
    check(tally, n > 0 && worst <= 0x1p-200, "the exact truth of the anisotropic laws"
          " agrees with their 1024-bit MPFR evaluation, %s blend, to %.2g S on %ld"
          " inputs%s (%ld at a pole skipped)", blend_name[variant], worst, n,
          sample(stride, note), poles);
    free(cs.c);
}
static int law_brackets_to(const orc_tables *t, int k, const double *x, double n,
                           double d, double u)
{
    const orc_rule rule = { 0, 0, 1, 1, 0, BLEND_CUBIC };
    orc_case c = { .fn = (signed char)(orc_families[ORC_ANISO].first + k) };
    double r[3];
    memcpy(c.x, x, (size_t)orc_fn[c.fn].nargs * sizeof *x);
    orc_bracket(&c, t, &rule, r);
    return r[0] == n && (isnan(d) || (r[1] == d && r[2] == u));
}

static void check_law_roundings(check_tally *tally, const orc_tables *t)
{
    const double x[9] = { 3, 4, 1, 1, 0.5, 0.5, 1, 1, 1 };
    const double axis[9] = { 0.5, 0, 1, 1, 0.5, 0.5, 1, 1, 0.1 };
    const double h = 16.0 / 125;
    check(tally, law_brackets_to(t, ORC_ANISO_LAGGED_G0, x, 0x1.3333333333333p-1,
                                 0x1.3333333333333p-1, 0x1.3333333333334p-1)
          && law_brackets_to(t, ORC_ANISO_LAGGED_H00, x, h, NAN, NAN)
          && law_brackets_to(t, ORC_ANISO_LAGGED_H00, axis, 0, 0, 0),
          "the lagged law rounds by hand: g0 = 3/5, H00 = 16/125 and an exact zero H00");
}
void orc_aniso_self_test(check_tally *tally, const orc_tables *t, int stride)
{
    cross_check_laws(tally, t, BLEND_CUBIC, stride);
    cross_check_laws(tally, t, BLEND_QUADRATIC, stride);
    check_law_roundings(tally, t);
}
void orc_aniso_vectors_header(FILE *out, int variant, unsigned long long seed)
{
    (void)variant;
    fprintf(out, "# Golden vectors of the outputs of smooth_aniso_lagged (g0 g1 h00 h01 h11),"
                 " smooth_ellipse_potential\n"
                 "# and smooth_ellipse_gradient (smooth-aniso.h), cubic blend, binary64."
                 "  Written by build/oracle\n"
                 "# --vectors (make vectors) from exact sums of square roots of rationals"
                 " rounded by a Ziv loop;\n"
                 "# inputs: level 1, seed %llu.  value: rounded to nearest, ties to even;"
                 " down, up: rounded down\n"
                 "# and up.  smooth-aniso.h promises value, correctly rounded.\n"
                 "function,arg1,arg2,arg3,arg4,arg5,arg6,arg7,arg8,arg9,value,down,up\n",
            seed);
}
