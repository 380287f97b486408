/* Tangled from doc/oracle-direction.nw; edit there, not here. */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "family.h"

/* n, d := the numerator and the denominator of the ratio whose square root function k
   (ORC_DIR_*) is at the arguments x; 1 where its fallback applies, else 0 */
static int direction_terms(mpq_t n, mpq_t d, int k, const double *x)
{
    mpq_t q[6], t;
    int fallback;
    mpq_init(t);
    for (int i = 0; i < 6; i++) {
        mpq_init(q[i]);
        mpq_set_d(q[i], i < (k == ORC_DIR_MU ? 6 : 4) ? x[i] : 0);
    }
    if (k == ORC_DIR_MU) {
        mpq_mul(q[0], q[0], q[2]);                      /* x_i := a_i u_i */
        mpq_mul(q[1], q[1], q[3]);
        fallback = mpq_sgn(q[0]) == 0 && mpq_sgn(q[1]) == 0;
        if (fallback) {                                 /* no direction: x := (1, 1) */
            mpq_set_ui(q[0], 1, 1);
            mpq_set_ui(q[1], 1, 1);
        }
        mpq_mul(d, q[0], q[0]);
        mpq_mul(t, q[1], q[1]);
        mpq_add(d, d, t);
        mpq_mul(q[0], q[0], q[4]);                      /* mu_i x_i */
        mpq_mul(q[1], q[1], q[5]);
        mpq_mul(n, q[0], q[0]);
        mpq_mul(t, q[1], q[1]);
        mpq_add(n, n, t);
    } else {
        mpq_set(t, mpq_cmp(q[2], q[3]) >= 0 ? q[2] : q[3]);
        fallback = mpq_sgn(t) == 0;
        if (fallback) {                                 /* no ellipse: m := (1, 1) */
            mpq_set_ui(q[2], 1, 1);
            mpq_set_ui(q[3], 1, 1);
            mpq_set_ui(t, 1, 1);
        }
        mpq_mul(d, t, t);
        mpq_mul(q[0], q[0], q[2]);                      /* m_i u_i */
        mpq_mul(q[1], q[1], q[3]);
        mpq_mul(n, q[0], q[0]);
        mpq_mul(t, q[1], q[1]);
        mpq_add(n, n, t);
    }
    for (int i = 0; i < 6; i++)
        mpq_clear(q[i]);
    mpq_clear(t);
    return fallback;
}
/* r := sqrt(q), returning 1, if it is rational; else r := a rational within a relative
   2^(1 - prec) of it, returning 0.  r and q are different. */
int root_of(mpq_t r, const mpq_t q, mpfr_prec_t prec)
{
    mpfr_t m;
    if (mpz_perfect_square_p(mpq_numref(q)) && mpz_perfect_square_p(mpq_denref(q))) {
        mpz_sqrt(mpq_numref(r), mpq_numref(q));     /* coprime, as the squares are */
        mpz_sqrt(mpq_denref(r), mpq_denref(q));
        return 1;
    }
    mpfr_init2(m, prec);
    mpfr_set_q(m, q, MPFR_RNDN);
    mpfr_sqrt(m, m, MPFR_RNDN);
    mpfr_get_q(r, m);
    mpfr_clear(m);
    return 0;
}
/* sqrt(q) rounded once into format f in direction rnd */
static double round_root(const mpq_t q, const mpv_format *f, mpfr_rnd_t rnd)
{
    mpq_t r, lo, hi, e;
    double x = NAN;
    mpq_inits(r, lo, hi, e, (mpq_ptr)0);
    if (root_of(r, q, 64))
        x = mpv_round_q_in(r, f, rnd);
    for (mpfr_prec_t prec = 128; isnan(x); prec *= 2) {
        root_of(r, q, prec);
        mpq_div_2exp(e, r, (mp_bitcnt_t)(prec - 2));
        mpq_sub(lo, r, e);
        mpq_add(hi, r, e);
        mpq_mul(e, lo, lo);
        if (mpq_cmp(e, q) >= 0)
            continue;                               /* not a bracket: more bits */
        mpq_mul(e, hi, hi);
        if (mpq_cmp(q, e) >= 0)
            continue;
        const double a = mpv_round_q_in(lo, f, rnd);
        if (a == mpv_round_q_in(hi, f, rnd))
            x = a;
    }
    mpq_clears(r, lo, hi, e, (mpq_ptr)0);
    return x;
}
/* q := the exact ratio of function k at x; returns direction_terms' fallback flag */
int direction_ratio(mpq_t q, int k, const double *x)
{
    mpq_t d;
    mpq_init(d);
    const int fallback = direction_terms(q, d, k, x);
    mpq_div(q, q, d);
    mpq_clear(d);
    return fallback;
}

/* v := the value of function k at x (exact, or within 2^-299 relative), s := its scale */
static void direction_value(mpq_t v, mpq_t s, int k, const double *x)
{
    mpq_t q;
    mpq_init(q);
    direction_ratio(q, k, x);
    root_of(v, q, 300);
    mpq_set(s, v);
    mpq_clear(q);
}
static void judge_direction(orc_case *c, const orc_rule *r)
{
    mpq_t q, v, s;
    mpq_inits(q, v, s, (mpq_ptr)0);
    direction_ratio(q, orc_fn[c->fn].k, c->x);
    direction_value(v, s, orc_fn[c->fn].k, c->x);
    judge_named(c, r, v, s, round_root(q, format_of(r), MPFR_RNDN));
    mpq_clears(q, v, s, (mpq_ptr)0);
}
/* Does the square root of q explain got? */
static int root_explains(const mpq_t got, const mpq_t q, const mpq_t v, const mpq_t s)
{
    mpq_t w;
    mpq_init(w);
    root_of(w, q, 128);
    const int yes = explains(got, w, v, s);
    mpq_clear(w);
    return yes;
}

/* Does function k at the arguments x explain got? */
static int direction_explains(const mpq_t got, int k, const double *x, const mpq_t v,
                              const mpq_t s)
{
    mpq_t q;
    mpq_init(q);
    direction_ratio(q, k, x);
    const int yes = root_explains(got, q, v, s);
    mpq_clear(q);
    return yes;
}

static uint64_t divisor_diagnoses(const orc_case *c, const mpq_t got, const mpq_t v,
                                  const mpq_t s);
static uint64_t fallback_diagnoses(const orc_case *c, const mpq_t got, const mpq_t v,
                                   const mpq_t s);
static uint64_t diagnose_direction(const orc_case *c, const orc_rule *r, const mpq_t v,
                                   const mpq_t s)
{
    const int k = orc_fn[c->fn].k, axis = orc_fn[c->fn].nargs - 2;
    uint64_t m = 0;
    double x[6];
    mpq_t got;
    if (needs_no_comparison(c, r, v, &m))
        return m;
    mpq_init(got);
    mpq_set_d(got, c->got);
    memcpy(x, c->x, sizeof x);
    x[axis] = c->x[axis + 1];
    x[axis + 1] = c->x[axis];
    if (direction_explains(got, k, x, v, s))
        m |= BIT(ORC_D_AXES);
    memcpy(x, c->x, sizeof x);
    x[2] = x[3] = 1;
    if (k == ORC_DIR_SPEED)
        m |= divisor_diagnoses(c, got, v, s);
    else if (direction_explains(got, k, x, v, s))
        m |= BIT(ORC_D_NO_A);
    m |= fallback_diagnoses(c, got, v, s) | error_shape(c, r, got, v, s);
    mpq_clear(got);
    return m;
}
static uint64_t divisor_diagnoses(const orc_case *c, const mpq_t got, const mpq_t v,
                                  const mpq_t s)
{
    const double least = c->x[2] < c->x[3] ? c->x[2] : c->x[3];
    uint64_t m = 0;
    mpq_t n, d;
    mpq_inits(n, d, (mpq_ptr)0);
    if (!direction_terms(n, d, ORC_DIR_SPEED, c->x)) {
        if (root_explains(got, n, v, s))
            m |= BIT(ORC_D_DIVISOR);
        mpq_set_d(d, least);
        mpq_mul(d, d, d);
        if (least > 0 && (mpq_div(n, n, d), root_explains(got, n, v, s)))
            m |= BIT(ORC_D_DIVISOR);
    }
    mpq_clears(n, d, (mpq_ptr)0);
    return m;
}
static uint64_t fallback_diagnoses(const orc_case *c, const mpq_t got, const mpq_t v,
                                   const mpq_t s)
{
    const int k = orc_fn[c->fn].k;
    const double mu0 = c->x[4], mu1 = c->x[5];
    const double other[5] = { 0, mu0, mu1, mu0 > mu1 ? mu0 : mu1, mu0 / 2 + mu1 / 2 };
    double x[6];
    uint64_t m = 0;
    mpq_t n, d;
    mpq_inits(n, d, (mpq_ptr)0);
    memcpy(x, c->x, sizeof x);
    x[k == ORC_DIR_MU ? 0 : 2] = x[k == ORC_DIR_MU ? 1 : 3] = 0;
    if (!direction_terms(n, d, k, c->x))
        m |= direction_explains(got, k, x, v, s) ? BIT(ORC_D_FALLBACK) : 0;
    else
        for (int i = 0; i < (k == ORC_DIR_MU ? 5 : 1); i++) {
            mpq_set_d(n, other[i]);
            if (explains(got, n, v, s))
                m |= BIT(ORC_D_FALLBACK);
        }
    mpq_clears(n, d, (mpq_ptr)0);
    return m;
}
static double cross_check_direction(const orc_case *c)
{
    const int k = orc_fn[c->fn].k;
    mpfr_t a[6], m, w;
    mpq_t v, s;
    double rel;
    mpfr_inits2(1024, m, w, (mpfr_ptr)0);
    for (int i = 0; i < 6; i++) {
        mpfr_init2(a[i], 1024);
        mpfr_set_d(a[i], i < orc_fn[c->fn].nargs ? c->x[i] : 0, MPFR_RNDN);
    }
    if (k == ORC_DIR_MU) {
        mpfr_mul(a[0], a[0], a[2], MPFR_RNDN);              /* x, exactly */
        mpfr_mul(a[1], a[1], a[3], MPFR_RNDN);
        if (mpfr_zero_p(a[0]) && mpfr_zero_p(a[1])) {
            mpfr_hypot(m, a[4], a[5], MPFR_RNDN);
            mpfr_sqrt_ui(w, 2, MPFR_RNDN);
            mpfr_div(m, m, w, MPFR_RNDN);
        } else {
            mpfr_hypot(w, a[0], a[1], MPFR_RNDN);
            for (int i = 0; i < 2; i++) {
                mpfr_div(a[i], a[i], w, MPFR_RNDN);          /* the unit direction */
                mpfr_mul(a[i], a[i], a[4 + i], MPFR_RNDN);
            }
            mpfr_hypot(m, a[0], a[1], MPFR_RNDN);
        }
    } else {
        mpfr_max(w, a[2], a[3], MPFR_RNDN);
        if (!mpfr_zero_p(w)) {
            mpfr_mul(a[0], a[0], a[2], MPFR_RNDN);
            mpfr_mul(a[1], a[1], a[3], MPFR_RNDN);
        }
        mpfr_hypot(m, a[0], a[1], MPFR_RNDN);
        if (!mpfr_zero_p(w))
            mpfr_div(m, m, w, MPFR_RNDN);
    }
    mpq_inits(v, s, (mpq_ptr)0);
    direction_value(v, s, k, c->x);
    rel = scaled_gap(m, v, v);
    mpq_clears(v, s, (mpq_ptr)0);
    for (int i = 0; i < 6; i++)
        mpfr_clear(a[i]);
    mpfr_clears(m, w, (mpfr_ptr)0);
    return rel;
}
int orc_direction_region(const orc_case *c, int is_float)
{
    return named_region(c, is_float ? 0x1p-12 : 0x1p-100, is_float ? 0x1p12 : 0x1p100);
}

int orc_direction_must_be_nan(const orc_case *c) { return named_must_be_nan(c); }

void orc_direction_judge(orc_case *c, const orc_tables *tb, const orc_rule *r)
{
    (void)tb;
    judge_direction(c, r);
}
uint64_t orc_direction_diagnose(const orc_case *c, const orc_tables *tb,
                                const orc_rule *r)
{
    uint64_t m;
    mpq_t v, s;
    (void)tb;
    mpq_inits(v, s, (mpq_ptr)0);
    direction_value(v, s, orc_fn[c->fn].k, c->x);
    m = diagnose_direction(c, r, v, s);
    mpq_clears(v, s, (mpq_ptr)0);
    return m;
}
void orc_direction_bracket(const orc_case *c, const orc_tables *tb, const orc_rule *r,
                           double rounded[3])
{
    static const mpfr_rnd_t how[3] = { MPFR_RNDN, MPFR_RNDD, MPFR_RNDU };
    mpq_t q;
    (void)tb;
    mpq_init(q);
    direction_ratio(q, orc_fn[c->fn].k, c->x);           /* the ratio under the root */
    for (int i = 0; i < 3; i++)
        rounded[i] = round_root(q, format_of(r), how[i]);
    mpq_clear(q);
}

double orc_direction_cross_check(const orc_case *c, const orc_tables *tb, int variant)
{
    (void)tb, (void)variant;
    return cross_check_direction(c);
}
enum { ANISO = ORC_NFRICTION + ORC_NCOEF + ORC_DIR_MU,
       SPEED = ORC_NFRICTION + ORC_NCOEF + ORC_DIR_SPEED };

static void push_aniso(orc_cases *cs, const orc_point_spec *p, int set, double u0,
                       double u1, double a0, double a1, double mu0, double mu1)
{
    double x[6] = { u0, u1, a0, a1, mu0, mu1 };
    push_named(cs, p, ANISO, set, x);
}

static void push_speed(orc_cases *cs, const orc_point_spec *p, int set, double u0,
                       double u1, double m0, double m1)
{
    double x[6] = { u0, u1, m0, m1, 0, 0 };
    push_named(cs, p, SPEED, set, x);
}
const double directions[9][2] = {
    { 1, 0 }, { 0, 1 }, { 1, 1 }, { 3, 4 }, { -3, 4 }, { 1, -2 }, { -0.6, -0.8 },
    { 1e-3, 1 }, { 2.5, 0.1 },
};
static const double semi_axes[5] = { 0, 0.1, 0.3, 0.5, 1 };

static void direction_grid(orc_cases *cs, const orc_point_spec *p)
{
    static const double speeds[2] = { 1e-3, 1 };
    static const double scalings[4][2] = { { 1, 1 }, { 1, 0.5 }, { 0.25, 1 }, { 2, 3 } };
    for (int d = 0; d < 18; d++) {
        const double u0 = directions[d / 2][0] * speeds[d % 2];
        const double u1 = directions[d / 2][1] * speeds[d % 2];
        for (int i = 0; i < 25; i++) {
            const double m0 = semi_axes[i / 5], m1 = semi_axes[i % 5];
            push_speed(cs, p, ORC_SET_GRID, u0, u1, m0, m1);
            for (int s = 0; s < 4; s++)
                push_aniso(cs, p, ORC_SET_GRID, u0, u1, scalings[s][0], scalings[s][1],
                           m0, m1);
        }
    }
}
static void direction_fallbacks(orc_cases *cs, const orc_point_spec *p)
{
    static const double none[7][4] = {           /* u0 u1 a0 a1 with a u = 0 */
        { 0, 0, 1, 1 }, { -0.0, 0, 0.5, 2 }, { 0, -0.0, 1, 1 }, { 1, 0, 0, 1 },
        { 0, -1, 1, 0 }, { -2, 3, 0, 0 }, { 1, 0, 0, 5 },
    };
    for (int i = 0; i < 25; i++) {
        const double m0 = semi_axes[i / 5], m1 = semi_axes[i % 5];
        for (int k = 0; k < 7; k++)
            push_aniso(cs, p, ORC_SET_ZERO_Y, none[k][0], none[k][1], none[k][2],
                       none[k][3], m0, m1);
        push_speed(cs, p, ORC_SET_ZERO_Y, 0, 0, m0, m1);
        push_speed(cs, p, ORC_SET_ZERO_Y, -0.0, 0, m0, m1);
    }
    for (int d = 0; d < 9; d++) {
        push_speed(cs, p, ORC_SET_ZERO_Y, directions[d][0], directions[d][1], 0, 0);
        push_speed(cs, p, ORC_SET_ZERO_Y, directions[d][0], directions[d][1], -0.0, 0);
    }
}
static void direction_ties(orc_cases *cs, const orc_point_spec *p);

static void direction_breakpoints(orc_cases *cs, const orc_point_spec *p)
{
    static const double circle[4] = { 0.1, 0.3, 1, 1.5 };
    static const double u[3][2] = { { 3, 4 }, { 1, -2 }, { 1e-3, 1 } };
    static const double a[2][2] = { { 1, 1 }, { 2, 3 } };
    for (int c = 0; c < 4; c++)
        for (long d = -2; d <= 2; d++) {
            const double mu0 = circle[c], mu1 = walk(mu0, d, p->is_float);
            for (int i = 0; i < 3; i++) {
                push_speed(cs, p, ORC_SET_BREAK, u[i][0], u[i][1], mu0, mu1);
                for (int j = 0; j < 2; j++)
                    push_aniso(cs, p, ORC_SET_BREAK, u[i][0], u[i][1], a[j][0], a[j][1],
                               mu0, mu1);
            }
        }
    push_aniso(cs, p, ORC_SET_BREAK, -0.0, 1, 1, 1, 0.5, 0.3);
    push_aniso(cs, p, ORC_SET_BREAK, 1, -0.0, 1, 1, 0.5, 0.3);
    push_aniso(cs, p, ORC_SET_BREAK, 1, 1, -0.0, 1, 0.5, 0.3);
    push_aniso(cs, p, ORC_SET_BREAK, 1, 1, 1, -0.0, 0.5, 0.3);
    push_speed(cs, p, ORC_SET_BREAK, -0.0, 1, 0.5, 0.3);
    push_speed(cs, p, ORC_SET_BREAK, 1, -0.0, -0.0, 0.3);
    direction_ties(cs, p);
}
static double least_odd_above(double x)
{
    const double n = ceil(x);
    return fmod(n, 2) == 0 ? n + 1 : n;
}

static void direction_ties(orc_cases *cs, const orc_point_spec *p)
{
    const double two_p = p->is_float ? 0x1p24 : 0x1p53;
    const double K = least_odd_above(two_p / 37), k = least_odd_above(two_p / 5);
    const double scale[3] = { 1, 0x1p-30, 0x1p30 };
    for (int j = 0; j < 3; j++) {
        const double s = scale[j];
        for (long d = -1; d <= 1; d++) {
            const double q = walk(K / 4 * s, d, p->is_float);
            const double u1 = walk(4 * k, d, p->is_float);
            push_aniso(cs, p, ORC_SET_BREAK, 7, 20, 1, 1, 112 * K * s, q);
            push_aniso(cs, p, ORC_SET_BREAK, 20 * s, 7 * s, 1 / s, 1 / s, q, 112 * K * s);
            push_speed(cs, p, ORC_SET_BREAK, 3 * k * s, u1 * s, 1, 1);
            push_speed(cs, p, ORC_SET_BREAK, 3 * k, 2 * u1, 2 * s, s);
        }
    }
    push_aniso(cs, p, ORC_SET_BREAK, 7, 20, 1, 1, 112, 0.25);
    push_speed(cs, p, ORC_SET_BREAK, 3, 4, 1, 1);
    push_speed(cs, p, ORC_SET_BREAK, 3, 8, 2, 1);
}
static void direction_zeros(orc_cases *cs, const orc_point_spec *p)
{
    static const double off[3] = { 0, 0x1p-30, -0x1p-10 };
    for (int i = 0; i < 3; i++) {
        push_aniso(cs, p, ORC_SET_ROOT, 1, off[i], 1, 1, 0, 0.5);
        push_aniso(cs, p, ORC_SET_ROOT, off[i], -2, 1, 3, 0.5, 0);
        push_aniso(cs, p, ORC_SET_ROOT, 1, off[i], 0.5, 1, 0, 0);
        push_speed(cs, p, ORC_SET_ROOT, 1, off[i], 0, 2);
        push_speed(cs, p, ORC_SET_ROOT, off[i], -1, 1, 0);
    }
}
static void direction_extremes(orc_cases *cs, const orc_point_spec *p)
{
    const int f = p->is_float;
    const double big = f ? FLT_MAX : DBL_MAX, tiny = f ? 0x1p-149 : 0x1p-1074;
    const double edge = f ? 0x1p-12 : 0x1p-100;
    const double more[] = { 3 * tiny, edge / 2, edge, 1 / edge, 2 / edge, big / 2 };
    double xs[ORC_MAX_EXTREMES];
    const int nx = extreme_magnitudes(xs, f, more, 6);
    for (int i = 0; i < nx; i++)
        for (int j = 0; j < nx; j++) {
            push_aniso(cs, p, ORC_SET_EXTREME, xs[i], xs[j], 1, 1, 0.5, 0.3);
            push_aniso(cs, p, ORC_SET_EXTREME, -1, 2, xs[i], xs[j], 0.5, 0.3);
            push_aniso(cs, p, ORC_SET_EXTREME, 1, 2, 1, 1, xs[i], xs[j]);
            push_aniso(cs, p, ORC_SET_EXTREME, xs[i], 1, xs[j], 1, 0.5, 0);
            push_speed(cs, p, ORC_SET_EXTREME, xs[i], -xs[j], 1, 0.5);
            push_speed(cs, p, ORC_SET_EXTREME, 1, 2, xs[i], xs[j]);
            push_speed(cs, p, ORC_SET_EXTREME, xs[i], 0.5, xs[j], 1);
        }
    push_aniso(cs, p, ORC_SET_EXTREME, edge, 1 / edge, edge, 1 / edge, edge, 0);
}
static void direction_outside(orc_cases *cs, const orc_point_spec *p)
{
    static const double bad_u[] = { INFINITY, -INFINITY, NAN };
    static const double bad[] = { -0.1, INFINITY, NAN };
    for (int fn = ANISO; fn <= SPEED; fn++)
        for (int i = 0; i < orc_fn[fn].nargs; i++)
            for (int b = 0; b < 3; b++) {
                double x[6] = { 0.5, -0.25, 1, 2, 0.5, 0.3 };
                x[i] = orc_may_be_negative(fn, i) ? bad_u[b] : bad[b];
                push_named(cs, p, fn, ORC_SET_OUTSIDE, x);
            }
}

void orc_direction_fixed_points(orc_cases *cs, const orc_tables *t,
                                const orc_point_spec *p)
{
    (void)t;
    direction_grid(cs, p);
    direction_fallbacks(cs, p);
    direction_breakpoints(cs, p);
    direction_zeros(cs, p);
    direction_extremes(cs, p);
    direction_outside(cs, p);
}
void orc_direction_draw(orc_cases *cs, const orc_point_spec *p, uint64_t *state)
{
    const uint64_t shape = random_splitmix64(state);
    double u[2], a[2], mu[2];
    for (int i = 0; i < 2; i++) {
        u[i] = exp2(uniform(state, -10, 10)) * ((shape >> i) & 1 ? -1 : 1);
        a[i] = exp2(uniform(state, -2, 2));
        mu[i] = uniform(state, 0, 1.5);
    }
    if ((shape >> 2) % 8 == 0)
        u[(shape >> 5) & 1] = 0;                    /* along an axis */
    if ((shape >> 6) % 16 == 0)
        a[(shape >> 10) & 1] = 0;
    if ((shape >> 11) % 16 == 0)
        mu[1] = mu[0];                              /* a circle */
    else if ((shape >> 11) % 16 == 1)
        mu[1] = 0;
    push_aniso(cs, p, ORC_SET_RANDOM, u[0], u[1], a[0], a[1], mu[0], mu[1]);
    push_speed(cs, p, ORC_SET_RANDOM, u[0], u[1], mu[0], mu[1]);
}
static void cross_check_directions(check_tally *tally, const orc_tables *t, int stride)
{
    const orc_point_spec spec = { 0, 0, 1, 1, orc_family_mask(ORC_DIRECTION) };
    orc_cases cs = { NULL, 0, 0 };
    uint64_t state = 1;
    long n = 0;
    double worst = 0;
    char note[32];
    orc_fixed_points(&cs, t, &spec);
    orc_random_points(&cs, &spec, &state, 400);
    for (size_t k = 0; k < cs.n; k += (size_t)stride)
        if (cs.c[k].set != ORC_SET_OUTSIDE) {
            const double rel = orc_cross_check(&cs.c[k], t, 0);
            n++;
            worst = rel > worst ? rel : worst;
        }
    check(tally, n > 0 && worst <= 0x1p-200, "the exact truth of the two functions of"
          " direction agrees with their 1024-bit MPFR evaluation to %.2g of the value"
          " on %s%ld inputs inside the domain%s", worst, all(stride), n,
          sample(stride, note));
    free(cs.c);
}
static int brackets_to(const orc_tables *t, int k, const double *x, double n, double d,
                       double u)
{
    const orc_rule rule = { 0, 0, 1, 1, 0, BLEND_CUBIC };
    orc_case c = { .fn = (signed char)(ORC_NFRICTION + ORC_NCOEF + k) };
    double r[3];
    memcpy(c.x, x, (size_t)orc_fn[c.fn].nargs * sizeof *x);
    orc_bracket(&c, t, &rule, r);
    return r[0] == n && r[1] == d && r[2] == u;
}

static void check_direction_roundings(check_tally *tally, const orc_tables *t)
{
    const double k = 1801439850948199, K = 243437817695703, two53 = 0x1p53;
    const double exact[6] = { 3, 4, 1, 1, 0, 0 }, tie[6] = { 3 * k, 4 * k, 1, 1, 0, 0 };
    const double tie37[6] = { 7, 20, 1, 1, 112 * K, K / 4 };
    const double root[6] = { 1, 1, 1, 1, 1, 0 };
    check(tally, brackets_to(t, ORC_DIR_SPEED, exact, 5, 5, 5)
          && brackets_to(t, ORC_DIR_SPEED, tie, two53 + 4, two53 + 2, two53 + 4)
          && brackets_to(t, ORC_DIR_MU, tie37, two53 + 20, two53 + 18, two53 + 20)
          && brackets_to(t, ORC_DIR_MU, root, 0x1.6a09e667f3bcdp-1, 0x1.6a09e667f3bccp-1,
                         0x1.6a09e667f3bcdp-1),
          "the functions of direction round by hand: |(3, 4)| = 5, the ties 2^53 + 3 and"
          " 2^53 + 19 to even, sqrt(1/2) to nearest, down and up");
}
void orc_direction_self_test(check_tally *tally, const orc_tables *t, int stride)
{
    cross_check_directions(tally, t, stride);
    check_direction_roundings(tally, t);
}
void orc_direction_vectors_header(FILE *out, int variant, unsigned long long seed)
{
    (void)variant;
    fprintf(out, "# Golden vectors of smooth_aniso_mu and smooth_ellipse_speed"
                 " (smooth-aniso.h), binary64.\n"
                 "# Written by build/oracle --vectors (make vectors) from exact rational"
                 " values and\n"
                 "# roots decided by exact squares; inputs: level 1, seed %llu.  value: the"
                 " exact result\n"
                 "# rounded to nearest, ties to even; down, up: rounded down and up.\n"
                 "function,arg1,arg2,arg3,arg4,arg5,arg6,value,down,up\n",
            seed);
}
