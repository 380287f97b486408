/* Tangled from doc/oracle-coefficients.nw; edit there, not here. */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "family.h"

/* the exact sign of (n + 1) mu_k - n mu_s for predicate k (n = 3 cubic, 2 quadratic) */
static int predicate_sign(int k, double mu_s, double mu_k)
{
    const unsigned long n = k == ORC_C_PEAK ? 3 : 2;
    mpq_t a, b, t;
    mpq_inits(a, b, t, (mpq_ptr)0);
    mpq_set_d(a, mu_k);
    mpq_set_ui(t, n + 1, 1);
    mpq_mul(a, a, t);
    mpq_set_d(b, mu_s);
    mpq_set_ui(t, n, 1);
    mpq_mul(b, b, t);
    const int sign = mpq_cmp(a, b);
    mpq_clears(a, b, t, (mpq_ptr)0);
    return (sign > 0) - (sign < 0);
}
static void judge_predicate(orc_case *c, const orc_rule *r)
{
    const int ok = c->got == (c->expected = predicate_sign(orc_fn[c->fn].k, c->x[0],
                                                           c->x[1]) < 0);
    c->ulps = c->scaled = ok ? 0 : HUGE_VAL;
    c->verdict = !counted(c->region, r) ? ORC_NOTED : ok ? ORC_PASS : ORC_FAIL;
    c->explained = 0;
    c->diag = ok ? ORC_D_NONE : ORC_D_UNDIAGNOSED;
}
static int quotient_answer(int k, const double *x, int is_float)
{
    const double n = k == ORC_C_PEAK ? 3 : 2;
    if (is_float)
        return (float)x[1] / (float)x[0] < (float)n / (float)(n + 1);
    return x[1] / x[0] < n / (n + 1);
}
static uint64_t diagnose_predicate(const orc_case *c, const orc_rule *r)
{
    const int k = orc_fn[c->fn].k;
    const int other = k == ORC_C_PEAK ? ORC_C_PEAK_QUADRATIC : ORC_C_PEAK;
    uint64_t m = 0;
    if (c->got != 0 && c->got != 1)
        return BIT(ORC_D_NOT_ANSWER);
    if (c->got == quotient_answer(k, c->x, r->is_float))
        m |= BIT(ORC_D_QUOTIENT);
    if (c->got == 1 && predicate_sign(k, c->x[0], c->x[1]) == 0)
        m |= BIT(ORC_D_AT_MOST);
    if (c->got == (predicate_sign(other, c->x[0], c->x[1]) < 0))
        m |= BIT(ORC_D_OTHER_THRESHOLD);
    return m;
}
static double cross_check_predicate(const orc_case *c)
{
    const int k = orc_fn[c->fn].k;
    mpfr_t s, d;
    mpfr_inits2(4400, s, d, (mpfr_ptr)0);
    mpfr_set_d(s, c->x[0], MPFR_RNDN);
    mpfr_set_d(d, c->x[1], MPFR_RNDN);
    mpfr_sub(d, s, d, MPFR_RNDN);                                   /* mu_s - mu_k */
    mpfr_mul_ui(d, d, k == ORC_C_PEAK ? 4 : 3, MPFR_RNDN);
    const int yes = mpfr_greater_p(d, s);
    mpfr_clears(s, d, (mpfr_ptr)0);
    return yes == (predicate_sign(k, c->x[0], c->x[1]) < 0) ? 0 : HUGE_VAL;
}
/* v := coefficient function k at the arguments x, exactly; s := its scale S */
static void coefficient_exact(mpq_t v, mpq_t s, int k, const double *x)
{
    mpq_t q[5], t;
    const int n = k <= ORC_C_MAX ? 2 : k == ORC_C_EDGE ? 3 : 5;
    if (k >= ORC_C_PEAK) {                          /* a predicate: its answer, 1 or 0 */
        mpq_set_si(v, predicate_sign(k, x[0], x[1]) < 0, 1);
        mpq_set_ui(s, 1, 1);
        return;
    }
    mpq_init(t);
    for (int i = 0; i < n; i++) {
        mpq_init(q[i]);
        mpq_set_d(q[i], x[i]);
    }
    if (k <= ORC_C_MAX) {
        switch (k) {
        case ORC_C_AVERAGE:
            mpq_add(v, q[0], q[1]);
            mpq_div_2exp(v, v, 1);
            break;
        case ORC_C_PRODUCT:
            mpq_mul(v, q[0], q[1]);
            break;
        default: {
            const int first = mpq_cmp(q[0], q[1]) < 0;          /* is a the smaller? */
            mpq_set(v, q[first == (k == ORC_C_MIN) ? 0 : 1]);
        }
        }
        mpq_abs(s, q[0]);
        mpq_abs(t, q[1]);
        if (k == ORC_C_AVERAGE) {
            mpq_add(s, s, t);
            mpq_div_2exp(s, s, 1);
        } else
            mpq_abs(s, v);
    } else {
        const int nw = k == ORC_C_EDGE ? 1 : 2, nv = nw + 1;
        mpq_t a0;
        mpq_init(a0);
        mpq_abs(a0, q[0]);
        mpq_set(v, q[0]);
        mpq_set(s, a0);
        for (int j = 1; j <= nw; j++) {
            mpq_ptr w = q[nv + j - 1];
            mpq_sub(t, q[j], q[0]);
            mpq_mul(t, t, w);
            mpq_add(v, v, t);
            mpq_abs(t, q[j]);                                    /* |w| (|mu_j| + |mu_0|) */
            mpq_add(t, t, a0);
            mpq_mul(t, t, w);
            mpq_abs(t, t);
            mpq_add(s, s, t);
        }
        mpq_clear(a0);
    }
    for (int i = 0; i < n; i++)
        mpq_clear(q[i]);
    mpq_clear(t);
}
static void judge_coefficient(orc_case *c, const orc_rule *r)
{
    mpq_t v, s;
    if (orc_is_predicate(c->fn)) {                  /* right or wrong */
        judge_predicate(c, r);
        return;
    }
    mpq_inits(v, s, (mpq_ptr)0);
    coefficient_exact(v, s, orc_fn[c->fn].k, c->x);
    judge_named(c, r, v, s, mpv_round_q_in(v, format_of(r), MPFR_RNDN));
    mpq_clears(v, s, (mpq_ptr)0);
}
/* Does coefficient function k at the arguments x explain got? */
static int coefficient_explains(const mpq_t got, int k, const double *x, const mpq_t v,
                                const mpq_t s)
{
    mpq_t w, sw;
    int yes;
    mpq_inits(w, sw, (mpq_ptr)0);
    coefficient_exact(w, sw, k, x);
    yes = explains(got, w, v, s);
    mpq_clears(w, sw, (mpq_ptr)0);
    return yes;
}
static uint64_t interpolation_diagnoses(const orc_case *c, const mpq_t got, const mpq_t v,
                                        const mpq_t s);

static uint64_t diagnose_coefficient(const orc_case *c, const orc_rule *r, const mpq_t v,
                                     const mpq_t s)
{
    const int k = orc_fn[c->fn].k;
    uint64_t m = 0;
    mpq_t got;
    if (orc_is_predicate(c->fn))
        return diagnose_predicate(c, r);
    if (needs_no_comparison(c, r, v, &m))
        return m;
    mpq_init(got);
    mpq_set_d(got, c->got);
    if (k <= ORC_C_MAX) {
        for (int other = ORC_C_AVERAGE; other <= ORC_C_MAX; other++)
            if (other != k && coefficient_explains(got, other, c->x, v, s))
                m |= BIT(ORC_D_OTHER_RULE);
    } else
        m |= interpolation_diagnoses(c, got, v, s);
    m |= error_shape(c, r, got, v, s);
    mpq_clear(got);
    return m;
}
static uint64_t interpolation_diagnoses(const orc_case *c, const mpq_t got, const mpq_t v,
                                        const mpq_t s)
{
    static const int order[5][3] = { { 1, 0, 2 }, { 0, 2, 1 }, { 2, 1, 0 }, { 1, 2, 0 },
                                     { 2, 0, 1 } };
    const int k = orc_fn[c->fn].k, nv = orc_coefficient_values(c->fn),
              n = orc_fn[c->fn].nargs;
    uint64_t m = 0;
    double x[5];
    for (int p = 0; p < (nv == 2 ? 1 : 5); p++) {
        memcpy(x, c->x, sizeof x);
        for (int i = 0; i < nv; i++)
            x[i] = c->x[order[p][i]];
        if (coefficient_explains(got, k, x, v, s))
            m |= BIT(ORC_D_WEIGHTS);
    }
    memcpy(x, c->x, sizeof x);
    for (int i = nv; i < n; i++)
        x[i] = x[i] < 0 ? 0 : x[i] > 1 ? 1 : x[i];
    if (memcmp(x, c->x, sizeof x) != 0 && coefficient_explains(got, k, x, v, s))
        m |= BIT(ORC_D_CLAMPED);
    return m;
}
static double cross_check_coefficient(const orc_case *c)
{
    const int k = orc_fn[c->fn].k, n = orc_fn[c->fn].nargs;
    mpfr_t a[5], m, w;
    mpq_t v, s;
    double rel;
    if (orc_is_predicate(c->fn))
        return cross_check_predicate(c);
    mpfr_inits2(4400, m, w, (mpfr_ptr)0);
    for (int i = 0; i < n; i++) {
        mpfr_init2(a[i], 4400);
        mpfr_set_d(a[i], c->x[i], MPFR_RNDN);
    }
    switch (k) {
    case ORC_C_AVERAGE: mpfr_add(m, a[0], a[1], MPFR_RNDN);
                        mpfr_div_2ui(m, m, 1, MPFR_RNDN); break;
    case ORC_C_PRODUCT: mpfr_mul(m, a[0], a[1], MPFR_RNDN); break;
    case ORC_C_MIN: mpfr_min(m, a[0], a[1], MPFR_RNDN); break;
    case ORC_C_MAX: mpfr_max(m, a[0], a[1], MPFR_RNDN); break;
    default: {
        const int nv = orc_coefficient_values(c->fn);
        mpfr_set_ui(w, 1, MPFR_RNDN);
        mpfr_set_zero(m, 1);
        for (int j = 1; j < nv; j++) {
            mpfr_sub(w, w, a[nv + j - 1], MPFR_RNDN);
            mpfr_fma(m, a[nv + j - 1], a[j], m, MPFR_RNDN);
        }
        mpfr_fma(m, w, a[0], m, MPFR_RNDN);
    }
    }
    mpq_inits(v, s, (mpq_ptr)0);
    coefficient_exact(v, s, k, c->x);
    mpfr_set_q(w, v, MPFR_RNDN);
    rel = mpfr_equal_p(m, w) ? 0 : HUGE_VAL;
    mpq_clears(v, s, (mpq_ptr)0);
    for (int i = 0; i < n; i++)
        mpfr_clear(a[i]);
    mpfr_clears(m, w, (mpfr_ptr)0);
    return rel;
}
int orc_coefficients_region(const orc_case *c, int is_float)
{
    return named_region(c, is_float ? 0x1p-20 : 0x1p-100, is_float ? 0x1p20 : 0x1p100);
}

int orc_coefficients_must_be_nan(const orc_case *c) { return named_must_be_nan(c); }

void orc_coefficients_judge(orc_case *c, const orc_tables *tb, const orc_rule *r)
{
    (void)tb;
    judge_coefficient(c, r);
}
uint64_t orc_coefficients_diagnose(const orc_case *c, const orc_tables *tb,
                                   const orc_rule *r)
{
    uint64_t m;
    mpq_t v, s;
    (void)tb;
    mpq_inits(v, s, (mpq_ptr)0);
    coefficient_exact(v, s, orc_fn[c->fn].k, c->x);
    m = diagnose_coefficient(c, r, v, s);
    mpq_clears(v, s, (mpq_ptr)0);
    return m;
}
void orc_coefficients_bracket(const orc_case *c, const orc_tables *tb, const orc_rule *r,
                              double rounded[3])
{
    static const mpfr_rnd_t how[3] = { MPFR_RNDN, MPFR_RNDD, MPFR_RNDU };
    mpq_t v, s;
    (void)tb;
    mpq_inits(v, s, (mpq_ptr)0);
    coefficient_exact(v, s, orc_fn[c->fn].k, c->x);
    for (int i = 0; i < 3; i++)
        rounded[i] = mpv_round_q_in(v, format_of(r), how[i]);
    mpq_clears(v, s, (mpq_ptr)0);
}

double orc_coefficients_cross_check(const orc_case *c, const orc_tables *tb, int variant)
{
    (void)tb, (void)variant;
    return cross_check_coefficient(c);
}
static void push_coefficient(orc_cases *cs, const orc_point_spec *p, int fn, int set,
                             double a, double b, double c, double d, double e)
{
    double x[5] = { a, b, c, d, e };
    if (!(p->mask >> fn & 1))
        return;
    for (int i = 0; i < 5; i++)
        x[i] = in_format(x[i], p->is_float);
    orc_push_args(cs, fn, set, x);
}

static void push_predicates(orc_cases *cs, const orc_point_spec *p, int set, double mu_s,
                            double mu_k);

static void push_rules(orc_cases *cs, const orc_point_spec *p, int set, double a,
                       double b)
{
    for (int k = ORC_C_AVERAGE; k <= ORC_C_MAX; k++)
        push_coefficient(cs, p, ORC_NFRICTION + k, set, a, b, 0, 0, 0);
    push_predicates(cs, p, set, a, b);                   /* the pair as (mu_s, mu_k) */
}
enum { EDGE = ORC_NFRICTION + ORC_C_EDGE, FACE = ORC_NFRICTION + ORC_C_FACE };

static void coefficient_grid(orc_cases *cs, const orc_point_spec *p)
{
    static const double mu[] = { 0, 0.1, 0.25, 0.3, 0.5, 0.6, 0.75, 1, 1.5 };
    static const double w[] = { 0, 0.1, 0.25, 1.0 / 3, 0.5, 2.0 / 3, 0.9, 1 };
    static const double mu3[] = { 0, 0.1, 0.5, 1, 1.5 };
    static const double w3[] = { 0, 0.25, 1.0 / 3, 0.5, 1 };
    for (int i = 0; i < 9; i++)
        for (int j = 0; j < 9; j++) {
            push_rules(cs, p, ORC_SET_GRID, mu[i], mu[j]);
            for (int k = 0; k < 8; k++)
                push_coefficient(cs, p, EDGE, ORC_SET_GRID, mu[i], mu[j], w[k], 0, 0);
        }
    for (int i = 0; i < 125; i++)
        for (int a = 0; a < 5; a++)
            for (int b = 0; b < 5; b++)
                if (w3[a] + w3[b] <= 1)
                    push_coefficient(cs, p, FACE, ORC_SET_GRID, mu3[i % 5],
                                     mu3[i / 5 % 5], mu3[i / 25], w3[a], w3[b]);
}
static void coefficient_breakpoints(orc_cases *cs, const orc_point_spec *p)
{
    static const double ends[] = { 0, 0x1p-53, -0x1p-53, 0x1p-52, -0x1p-52, 1,
                                   1 - 0x1p-53, 1 + 0x1p-52, 1 - 0x1p-52, 1 + 0x1p-51 };
    static const double pairs[][2] = { { 1, 0.3 }, { 0.3, 1 }, { 0.5, 0.5 }, { 0, 0.7 } };
    for (int i = 0; i < 4; i++) {
        for (long d = -2; d <= 2; d++)
            push_rules(cs, p, ORC_SET_BREAK, pairs[i][1],
                       walk(pairs[i][1], d, p->is_float));
        push_rules(cs, p, ORC_SET_BREAK, -0.0, pairs[i][0]);
    }
    for (int i = 0; i < 4; i++)
        for (size_t a = 0; a < sizeof ends / sizeof *ends; a++) {
            push_coefficient(cs, p, EDGE, ORC_SET_BREAK, pairs[i][0], pairs[i][1],
                             ends[a], 0, 0);
            for (size_t b = 0; b < sizeof ends / sizeof *ends; b++)
                push_coefficient(cs, p, FACE, ORC_SET_BREAK, pairs[i][0], pairs[i][1],
                                 0.6, ends[a], 1 - ends[b]);
        }
}
static void coefficient_zeros(orc_cases *cs, const orc_point_spec *p)
{
    static const double drop[][3] = { { 1, 0.3, 0.5 }, { 0.7, 0.1, 0.2 },
                                      { 1.5, 1, 0.25 } };
    static const long steps[] = { 0, 1, 2, 4, 16, 256 };
    for (int i = 0; i < 3; i++) {
        const double *m = drop[i];
        const double a = in_format(m[0] / (m[0] - m[1]), p->is_float);
        const double b = in_format((m[0] + 0.5 * (m[1] - m[0])) / (m[0] - m[2]),
                                   p->is_float);
        for (size_t k = 0; k < sizeof steps / sizeof *steps; k++)
            for (int sign = -1; sign <= (steps[k] ? 1 : -1); sign += 2) {
                const double as = walk(a, sign * steps[k], p->is_float);
                const double bs = walk(b, sign * steps[k], p->is_float);
                push_coefficient(cs, p, EDGE, ORC_SET_ROOT, m[0], m[1], as, 0, 0);
                push_coefficient(cs, p, FACE, ORC_SET_ROOT, m[0], m[1], m[2], 0.5, bs);
            }
        push_rules(cs, p, ORC_SET_ROOT, 0, m[i]);
        push_rules(cs, p, ORC_SET_ROOT, m[i], 0);
    }
}
static void coefficient_extremes(orc_cases *cs, const orc_point_spec *p)
{
    const double big = p->is_float ? FLT_MAX : DBL_MAX;
    const double tiny = p->is_float ? 0x1p-149 : 0x1p-1074;
    const double more[] = { 2 * tiny, 3 * tiny, big / 2 };
    double xs[ORC_MAX_EXTREMES];
    const int nx = extreme_magnitudes(xs, p->is_float, more, 3);
    for (int i = 0; i < nx; i++)
        for (int j = 0; j < nx; j++) {
            push_rules(cs, p, ORC_SET_EXTREME, xs[i], xs[j]);
            push_coefficient(cs, p, EDGE, ORC_SET_EXTREME, xs[i], xs[j], 1.0 / 3, 0, 0);
            push_coefficient(cs, p, EDGE, ORC_SET_EXTREME, 0.5, 0.25, xs[i], 0, 0);
            push_coefficient(cs, p, FACE, ORC_SET_EXTREME, xs[i], xs[j], xs[i],
                             0.25, 0.5);
            push_coefficient(cs, p, FACE, ORC_SET_EXTREME, 0.5, 0.25, 1, -xs[i], xs[j]);
        }
}
static void coefficient_outside(orc_cases *cs, const orc_point_spec *p)
{
    static const double bad_mu[] = { -0.1, INFINITY, NAN };
    static const double bad_w[] = { INFINITY, -INFINITY, NAN };
    for (int fn = ORC_NFRICTION; fn < ORC_NFRICTION + ORC_NCOEF; fn++)
        for (int i = 0; i < orc_fn[fn].nargs; i++) {
            const int weight = i >= orc_coefficient_values(fn);
            for (int b = 0; b < 3; b++) {
                double x[5] = { 0.5, 0.3, 0.2, 0.25, 0.25 };
                x[i] = weight ? bad_w[b] : bad_mu[b];
                push_coefficient(cs, p, fn, ORC_SET_OUTSIDE, x[0], x[1], x[2],
                                 x[3], x[4]);
            }
        }
}
enum { PEAK = ORC_NFRICTION + ORC_C_PEAK,
       PEAK_QUADRATIC = ORC_NFRICTION + ORC_C_PEAK_QUADRATIC };

static void push_predicates(orc_cases *cs, const orc_point_spec *p, int set, double mu_s,
                            double mu_k)
{
    push_coefficient(cs, p, PEAK, set, mu_s, mu_k, 0, 0, 0);
    push_coefficient(cs, p, PEAK_QUADRATIC, set, mu_s, mu_k, 0, 0, 0);
}
static void push_tie(orc_cases *cs, const orc_point_spec *p, int n, double m, int e)
{
    const double s = ldexp((n + 1) * m, e), k = ldexp(n * m, e);
    if (!isfinite(s) || ldexp(s, -e) != (n + 1) * m || ldexp(k, -e) != n * m
        || in_format(s, p->is_float) != s || in_format(k, p->is_float) != k)
        return;
    push_predicates(cs, p, ORC_SET_BREAK, s, k);
    for (long d = -1; d <= 1; d += 2) {
        push_predicates(cs, p, ORC_SET_BREAK, walk(s, d, p->is_float), k);
        push_predicates(cs, p, ORC_SET_BREAK, s, walk(k, d, p->is_float));
    }
}
static void push_quotient_traps(orc_cases *cs, const orc_point_spec *p, int n,
                                double mu_s)
{
    const int f = p->is_float;
    const double theta = f ? (double)((float)n / (float)(n + 1)) : n / (n + 1.0);
    const double near = in_format(mu_s * theta, f);
    for (long d = -3; d <= 3; d++) {
        const double mu_k = walk(near, d, f);
        if ((f ? (double)((float)mu_k / (float)mu_s) : mu_k / mu_s) == theta)
            push_predicates(cs, p, ORC_SET_BREAK, mu_s, mu_k);
    }
}
static void predicate_points(orc_cases *cs, const orc_point_spec *p)
{
    static const double m[] = { 1, 3, 5, 7, 9, 1023, 0x1p20 + 1, 0x1p40 + 5, 0x1p50 - 1 };
    static const int e[] = { -1074, -1066, -1040, -1022, -700, -149, -140, -126, -101,
                             -21, -2, 0, 1, 20, 60, 100, 120, 700, 960, 1000, 1020 };
    static const int scale[] = { -1000, -100, -30, 0, 30, 100, 1000 };
    const double unit = p->is_float ? 0x1p-23 : 0x1p-52;
    for (int n = 2; n <= 3; n++) {
        for (size_t i = 0; i < sizeof m / sizeof *m; i++)
            for (size_t j = 0; j < sizeof e / sizeof *e; j++)
                push_tie(cs, p, n, m[i], e[j]);
        for (long j = 0; j < 64; j++)
            for (size_t i = 0; i < sizeof scale / sizeof *scale; i++) {
                const double bits = (double)((j * 40503 + 1) % (1 << 20));
                const double mu_s = ldexp(1 + bits * unit, scale[i]);
                if (in_format(mu_s, p->is_float) == mu_s && mu_s != 0)
                    push_quotient_traps(cs, p, n, mu_s);
            }
    }
}
void orc_coefficients_fixed_points(orc_cases *cs, const orc_tables *t,
                                   const orc_point_spec *p)
{
    (void)t;
    coefficient_grid(cs, p);
    coefficient_breakpoints(cs, p);
    coefficient_zeros(cs, p);
    coefficient_extremes(cs, p);
    coefficient_outside(cs, p);
    predicate_points(cs, p);
}

void orc_coefficients_draw(orc_cases *cs, const orc_point_spec *p, uint64_t *state)
{
    const uint64_t shape = random_splitmix64(state);
    double mu[3];
    for (int i = 0; i < 3; i++)
        mu[i] = uniform(state, 0, 1.5);
    if (shape % 16 == 0)
        mu[1] = mu[0];
    else if (shape % 16 == 1)
        mu[1] = 0;
    const int wide = (shape >> 8) % 4 == 0;
    const double a = wide ? uniform(state, -0.1, 1.1) : uniform(state, 0, 1);
    const double b = wide ? uniform(state, -0.1, 1.1) : uniform(state, 0, 1 - a);
    push_rules(cs, p, ORC_SET_RANDOM, mu[0], mu[1]);
    push_coefficient(cs, p, EDGE, ORC_SET_RANDOM, mu[0], mu[1], a, 0, 0);
    push_coefficient(cs, p, FACE, ORC_SET_RANDOM, mu[0], mu[1], mu[2], a, b);
    const double theta = (shape >> 16) % 2 ? 0.75 : 2.0 / 3;
    const double near = in_format(mu[0] * theta, p->is_float);
    push_predicates(cs, p, ORC_SET_RANDOM, mu[0],
                    walk(near, (long)((shape >> 20) % 7) - 3, p->is_float));
}
static int quotient_misleads(const orc_case *c, const orc_tables *t);

static void cross_check_coefficients(check_tally *tally, const orc_tables *t, int stride)
{
    const orc_point_spec spec = { 0, 0, 1, 1, orc_family_mask(ORC_COEFFICIENTS) };
    orc_cases cs = { NULL, 0, 0 };
    uint64_t state = 1;
    long n[2] = { 0, 0 }, differ[2] = { 0, 0 }, traps = 0;
    char note[32];
    orc_fixed_points(&cs, t, &spec);
    orc_random_points(&cs, &spec, &state, 400);
    for (size_t k = 0; k < cs.n; k += (size_t)stride)
        if (cs.c[k].set != ORC_SET_OUTSIDE) {
            const int p = orc_is_predicate(cs.c[k].fn);
            n[p]++;
            differ[p] += orc_cross_check(&cs.c[k], t, 0) != 0;
            traps += p && quotient_misleads(&cs.c[k], t);
        }
    check(tally, n[0] > 0 && differ[0] == 0, "the exact truth of the rules and the"
          " interpolations equals their 4400-bit MPFR evaluation on %s%ld inputs inside"
          " the domain%s (%ld differ)", all(stride), n[0], sample(stride, note),
          differ[0]);
    check(tally, n[1] > 0 && differ[1] == 0 && traps > 0, "the exact answers of the"
          " static-peak predicates equal (n + 1)(mu_s - mu_k) > mu_s in 4400-bit MPFR on"
          " %s%ld inputs inside the domain%s (%ld differ), %ld of them pairs where the"
          " rounded quotient answers wrongly", all(stride), n[1], sample(stride, note),
          differ[1], traps);
    free(cs.c);
}
static int quotient_misleads(const orc_case *c, const orc_tables *t)
{
    const orc_rule rule = { 0, 0, 1, 1, 0, BLEND_CUBIC };
    const double n = orc_fn[c->fn].k == ORC_C_PEAK ? 3 : 2;
    double r[3];
    orc_bracket(c, t, &rule, r);
    return r[0] != (c->x[1] / c->x[0] < n / (n + 1));
}

static int answers(const orc_tables *t, int k, double mu_s, double mu_k, double want)
{
    const orc_rule rule = { 0, 0, 1, 1, 0, BLEND_CUBIC };
    orc_case c = { .fn = (signed char)(ORC_NFRICTION + k) };
    double r[3];
    c.x[0] = mu_s;
    c.x[1] = mu_k;
    orc_bracket(&c, t, &rule, r);
    return r[0] == want && r[1] == want && r[2] == want;
}
static void check_predicates_by_hand(check_tally *tally, const orc_tables *t)
{
    enum { CUBIC = ORC_C_PEAK, QUADRATIC = ORC_C_PEAK_QUADRATIC };
    check(tally, answers(t, CUBIC, 4, 3, 0) && answers(t, CUBIC, 4, nextafter(3, 0), 1)
          && answers(t, QUADRATIC, 3, 2, 0)
          && answers(t, QUADRATIC, 3, nextafter(2, 0), 1)
          && answers(t, CUBIC, 0x1p-1072, 0x1.8p-1073, 0)
          && answers(t, CUBIC, 0x1p-1072, 0x1p-1073, 1) && answers(t, CUBIC, 0, 0, 0)
          && answers(t, QUADRATIC, 0, 0, 0)
          && answers(t, CUBIC, 0x1.0000000000001p+0, 0x1.8000000000001p-1, 1)
          && 0x1.8000000000001p-1 / 0x1.0000000000001p+0 == 0.75,
          "the predicates answer by hand: the ties (4, 3), (3, 2) and (4, 3) 2^-1074 no,"
          " a step below yes, (0, 0) no, (1 + 2^-52, 3/4 + 2^-53) yes with its quotient"
          " rounding to 3/4");
}
void orc_coefficients_self_test(check_tally *tally, const orc_tables *t, int stride)
{
    cross_check_coefficients(tally, t, stride);
    check_predicates_by_hand(tally, t);
}
void orc_coefficients_vectors_header(FILE *out, int variant, unsigned long long seed)
{
    (void)variant;
    fprintf(out, "# Golden vectors of the coefficient functions of smooth-pair.h (four"
                 " blend rules, edge and\n"
                 "# triangle interpolation), binary64.  Written by build/oracle --vectors"
                 " (make vectors) from\n"
                 "# exact rational values; inputs: level 1, seed %llu.  value: the exact"
                 " result rounded to\n"
                 "# nearest, ties to even; down, up: rounded down and up.  The static-peak"
                 " predicates of\n"
                 "# smooth-peak.h (mu_s, mu_k): their int answer, 1 or 0, in all three"
                 " columns.\n"
                 "function,arg1,arg2,arg3,arg4,arg5,value,down,up\n",
            seed);
}
