/* Tangled from doc/oracle-friction.nw; edit there, not here. */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "family.h"

static int outside_domain(const orc_case *c, int blend)
{
    const double x[4] = { c->y, c->eps, c->mu_s, c->mu_k };
    for (int i = 0; i < (blend ? 4 : 2); i++)
        if (!isfinite(x[i]) || signbit(x[i]))
            return 1;
    return c->eps == 0;
}

int orc_friction_region(const orc_case *c, int is_float)
{
    const int blend = orc_fn[c->fn].blend;
    const double lo = is_float ? 0x1p-20 : 0x1p-100, hi = is_float ? 0x1p20 : 0x1p100;
    if (outside_domain(c, blend))
        return ORC_OUTSIDE;
    if (!in_range(c->y, is_float ? 0x1p-40 : lo, hi) || !in_range(c->eps, lo, hi)
        || (blend && (!in_range(c->mu_s, lo, hi) || !in_range(c->mu_k, lo, hi))))
        return ORC_EXTREME;
    return ORC_WORKING;
}
int orc_friction_must_be_nan(const orc_case *c)
{
    const int blend = orc_fn[c->fn].blend;
    const double x[4] = { c->y, c->eps, c->mu_s, c->mu_k };
    for (int i = 0; i < (blend ? 4 : 2); i++)
        if (isnan(x[i]) || x[i] < 0)
            return 1;
    return c->eps == 0;
}
void orc_friction_judge(orc_case *c, const orc_tables *tb, const orc_rule *r)
{
    const qfun *f = orc_truth(tb, c->fn, r->variant);
    exact_inputs in;
    mpq_t v, s, t;
    int pole, ok;

    set_inputs(&in, c);
    mpq_inits(v, s, t, (mpq_ptr)0);
    mpq_div(t, in.y, in.eps);
    c->piece = (signed char)qfun_piece(f, t);
    pole = exact_piece(v, s, f, c->piece, &in);
    if (pole != 0) {
        c->expected = pole * HUGE_VAL;
        ok = c->got == c->expected;
        c->ulps = c->scaled = ok ? 0 : HUGE_VAL;
    } else {
        c->expected = mpv_round_q_in(v, format_of(r), MPFR_RNDN);
        c->ulps = mpv_ulp_error_in(c->got, v, format_of(r));
        c->scaled = scaled_error(c->got, v, s, r);
        ok = r->strict ? c->got == c->expected
                       : c->ulps <= r->ulps || c->scaled <= r->scaled;
    }
    c->verdict = !counted(c->region, r) ? ORC_NOTED : ok ? ORC_PASS : ORC_FAIL;
    c->explained = !ok && pole ? BIT(ORC_D_POLE) : 0;
    c->diag = ok ? ORC_D_NONE : pole ? ORC_D_POLE : ORC_D_UNDIAGNOSED;
    mpq_clears(v, s, t, (mpq_ptr)0);
    clear_inputs(&in);
}
uint64_t orc_friction_diagnose(const orc_case *c, const orc_tables *tb, const orc_rule *r)
{
    exact_inputs in;
    uint64_t m;
    mpq_t v, s;
    set_inputs(&in, c);
    mpq_inits(v, s, (mpq_ptr)0);
    exact_piece(v, s, orc_truth(tb, c->fn, r->variant), c->piece, &in);
    m = diagnose(c, tb, r, &in, v, s, c->piece);
    mpq_clears(v, s, (mpq_ptr)0);
    clear_inputs(&in);
    return m;
}
void orc_friction_bracket(const orc_case *c, const orc_tables *tb, const orc_rule *r,
                          double rounded[3])
{
    static const mpfr_rnd_t how[3] = { MPFR_RNDN, MPFR_RNDD, MPFR_RNDU };
    exact_inputs in;
    mpq_t v, s;
    int pole;
    set_inputs(&in, c);
    mpq_inits(v, s, (mpq_ptr)0);
    pole = exact_piece(v, s, orc_truth(tb, c->fn, r->variant), -1, &in);
    for (int i = 0; i < 3; i++)
        rounded[i] = pole ? pole * HUGE_VAL : mpv_round_q_in(v, format_of(r), how[i]);
    mpq_clears(v, s, (mpq_ptr)0);
    clear_inputs(&in);
}
double orc_friction_cross_check(const orc_case *c, const orc_tables *tb, int variant)
{
    const qfun *f = orc_truth(tb, c->fn, variant);
    exact_inputs in;
    mpq_t v, s;
    mpfr_t m, y, eps, mu[2];
    double rel = -1;
    set_inputs(&in, c);
    mpq_inits(v, s, (mpq_ptr)0);
    mpfr_inits2(256, m, y, eps, mu[0], mu[1], (mpfr_ptr)0);
    mpfr_set_d(y, c->y, MPFR_RNDN);
    mpfr_set_d(eps, c->eps, MPFR_RNDN);
    mpfr_set_d(mu[0], c->mu_s, MPFR_RNDN);
    mpfr_set_d(mu[1], c->mu_k, MPFR_RNDN);
    if (exact_piece(v, s, f, -1, &in) == 0
        && mpv_qfun_eval(m, f, y, eps, f->nparams > 1 ? (const mpfr_t *)mu : NULL) == 0)
        rel = scaled_gap(m, v, s);
    mpfr_clears(m, y, eps, mu[0], mu[1], (mpfr_ptr)0);
    mpq_clears(v, s, (mpq_ptr)0);
    clear_inputs(&in);
    return rel;
}
static const double mu_pairs[][2] = {
    { 1, 0.1 }, { 0.5, 0.3 }, { 0.5, 0.5 }, { 0.3, 0.5 }, { 0, 0.4 }, { 0.7, 0 },
    { 1, 0.75 }, { 0.9, 0.6 },
};
enum { N_MU_PAIRS = sizeof mu_pairs / sizeof mu_pairs[0] };

/* One input for every function of the mask, with coefficient pair m; the mollifier
   functions ignore the coefficients and take only the first pair. */
static void push_pair(orc_cases *cs, const orc_point_spec *p, int set, double y,
                      double eps, int m)
{
    for (int fn = 0; fn < ORC_NFRICTION; fn++)
        if (orc_fn[fn].blend || m == 0)
            push_one(cs, p, fn, set, y, eps, mu_pairs[m][0], mu_pairs[m][1]);
}
static void grid_points(orc_cases *cs, const orc_point_spec *p)
{
    for (int e = -8; e <= -1; e++)
        for (int s = 0; s <= 10; s++)
            for (int k = 0; k <= 10; k++) {
                const double eps = pow(10, e), mu_s = s / 10.0, mu_k = k / 10.0;
                for (int fn = 0; fn < ORC_NFRICTION; fn++) {
                    if (!orc_fn[fn].blend && (s > 0 || k > 0))
                        continue;
                    push_one(cs, p, fn, ORC_SET_ZERO_Y, 0, eps, mu_s, mu_k);
                    for (int yy = -8; yy <= -1; yy++)
                        push_one(cs, p, fn, ORC_SET_GRID, pow(10, yy), eps, mu_s, mu_k);
                }
            }
}
static const double break_eps[] = { 1e-3, 1, 0x1.fffffffffffffp-1, 3, 1e-8, 0x1.8p-30 };
const long break_steps[13] = { 0, 1, 2, 3, 4, 8, 16, 32, 64, 128, 256, 512, 1024 };

static void breakpoint_points(orc_cases *cs, const orc_point_spec *p)
{
    for (size_t e = 0; e < sizeof break_eps / sizeof *break_eps; e++)
        for (int m = 0; m < N_MU_PAIRS; m++) {
            const double eps = in_format(break_eps[e], p->is_float);
            push_pair(cs, p, ORC_SET_ZERO_Y, 0, eps, m);
            for (int half = 0; half < 2; half++)
                for (size_t i = 0; i < sizeof break_steps / sizeof *break_steps; i++)
                    for (int sign = -1; sign <= 1; sign += 2) {
                        if (break_steps[i] == 0 && sign > 0)
                            continue;
                        const double y = walk(half ? eps / 2 : eps, sign * break_steps[i],
                                              p->is_float);
                        push_pair(cs, p, ORC_SET_BREAK, y, eps, m);
                    }
        }
}
/* The rungs b (1 - 2^-k) and b (1 + 2^-k) for k = 1, ..., the format's precision, into
   y (room for 106); returns their number. */
int ladder(double *y, double b, int is_float)
{
    const int top = is_float ? 24 : 53;
    int n = 0;
    for (int k = 1; k <= top; k++)
        for (int side = -1; side <= 1; side += 2)
            y[n++] = in_format(b + side * ldexp(b, -k), is_float);
    return n;
}
static void ladder_points(orc_cases *cs, const orc_tables *t, const orc_point_spec *p)
{
    static const double widths[] = { 1e-3, 1, 0x1.8p-30 };
    static const int pairs[] = { 0, 3, 4 };           /* a drop, mu_k > mu_s, mu_s = 0 */
    double y[106];
    for (int fn = 0; fn < ORC_NFRICTION; fn++)
        for (int e = 0; e < 3; e++)
            for (int m = 0; m < (orc_fn[fn].blend ? 3 : 1); m++) {
                const qfun *f = orc_truth(t, fn, p->variant);
                const double eps = in_format(widths[e], p->is_float);
                for (int i = 0; i + 1 < f->npieces; i++) {
                    const int n = ladder(y, mpq_get_d(f->brk[i]) * eps, p->is_float);
                    for (int j = 0; j < n; j++)
                        push_one(cs, p, fn, ORC_SET_BREAK, y[j], eps,
                                 mu_pairs[pairs[m]][0], mu_pairs[pairs[m]][1]);
                }
            }
}
static void near_break_draws(orc_cases *cs, const orc_tables *t, const orc_point_spec *p)
{
    uint64_t state = p->seed ^ UINT64_C(0x6c62272e07bb0142);
    const int draws = p->level >= 2 ? 20000 : 1000, top = p->is_float ? 24 : 53;
    for (int fn = 0; fn < ORC_NFRICTION; fn++) {
        const qfun *f = orc_truth(t, fn, p->variant);
        for (int i = 0; i + 1 < f->npieces; i++)
            for (int k = 0; k < draws; k++) {
                const double eps = in_format(exp2(uniform(&state, -30, 10)), p->is_float);
                const double mu_s = uniform(&state, 0, 1.5);
                const double mu_k = uniform(&state, 0, 1.5);
                const double d = exp2(-uniform(&state, 1, top + 1));
                const double b = mpq_get_d(f->brk[i]) * eps;
                const double y = random_splitmix64(&state) & 1 ? b + b * d : b - b * d;
                push_one(cs, p, fn, ORC_SET_BREAK, y, eps, mu_s, mu_k);
            }
    }
}
static void climb_to_zero(orc_cases *cs, const orc_point_spec *p, int fn, double z,
                          double eps, double mu_s, double mu_k)
{
    double rungs[106];
    uint64_t state;
    memcpy(&state, &z, sizeof state);
    state ^= p->seed;
    for (int j = 0, nr = ladder(rungs, z, p->is_float); j < nr; j++)
        push_one(cs, p, fn, ORC_SET_ROOT, rungs[j], eps, mu_s, mu_k);
    for (int j = 0; j < 50; j++) {
        const double d = exp2(-uniform(&state, 1, p->is_float ? 25 : 54));
        const double y = random_splitmix64(&state) & 1 ? z + z * d : z - z * d;
        push_one(cs, p, fn, ORC_SET_ROOT, y, eps, mu_s, mu_k);
    }
}
/* The piece's polynomial in t, its coefficients combined with mu and rounded to double */
typedef struct { int lo, n; double c[16]; } dpoly;

static void combine_piece(dpoly *d, const qfun *f, int i, double mu_s, double mu_k)
{
    const double mu[2] = { mu_s, mu_k };
    d->lo = 0;
    for (int j = 0; j < f->nparams; j++)
        if (f->p[i][j].n > 0 && f->p[i][j].lo < d->lo)
            d->lo = f->p[i][j].lo;
    d->n = 0;
    memset(d->c, 0, sizeof d->c);
    for (int j = 0; j < f->nparams; j++)
        for (int k = 0; k < f->p[i][j].n; k++) {
            const int at = f->p[i][j].lo + k - d->lo;
            d->c[at] += mpq_get_d(f->p[i][j].c[k]) * (f->nparams == 1 ? 1 : mu[j]);
            d->n = at + 1 > d->n ? at + 1 : d->n;
        }
}

static double dpoly_eval(const dpoly *d, double t)
{
    double s = 0;
    for (int k = d->n - 1; k >= 0; k--)
        s = s * t + d->c[k];
    return s * pow(t, d->lo);
}
static void push_around(orc_cases *cs, const orc_point_spec *p, int fn, double y,
                        double eps, double mu_s, double mu_k)
{
    static const long steps[] = { 0, 1, 2, 4, 16, 256 };
    for (size_t i = 0; i < sizeof steps / sizeof *steps; i++)
        for (int sign = -1; sign <= (steps[i] ? 1 : -1); sign += 2)
            push_one(cs, p, fn, ORC_SET_ROOT,
                     walk(in_format(y, p->is_float), sign * steps[i], p->is_float),
                     eps, mu_s, mu_k);
}

static void root_points(orc_cases *cs, const orc_tables *t, const orc_point_spec *p)
{
    static const double root_eps[] = { 1e-3, 1 };
    for (int fn = 0; fn < ORC_NFRICTION; fn++)
        for (size_t e = 0; e < 2; e++)
            for (int m = 0; m < (orc_fn[fn].blend ? N_MU_PAIRS : 1); m++) {
                const qfun *f = orc_truth(t, fn, p->variant);
                const double eps = in_format(root_eps[e], p->is_float);
                const double mu_s = mu_pairs[m][0], mu_k = mu_pairs[m][1];
                push_one(cs, p, fn, ORC_SET_ZERO_Y, 0, eps, mu_s, mu_k);
                for (int i = 0; i + 1 < f->npieces; i++) {
                    dpoly d;
                    const double a = i ? mpq_get_d(f->brk[i - 1]) : 0;
                    const double b = mpq_get_d(f->brk[i]);
                    combine_piece(&d, f, i, mu_s, mu_k);
                    for (int k = 0; k < 64; k++) {
                        double lo = a + (b - a) * k / 64, hi = a + (b - a) * (k + 1) / 64;
                        if (lo == 0)
                            lo = (b - a) * 0x1p-30;                     /* keep clear of a pole at 0 */
                        double flo = dpoly_eval(&d, lo);
                        if (!(flo * dpoly_eval(&d, hi) < 0))
                            continue;
                        for (int it = 0; it < 200 && nextafter(lo, hi) < hi; it++) {
                            const double mid = lo + (hi - lo) / 2, fm = dpoly_eval(&d, mid);
                            if ((fm < 0) == (flo < 0)) {
                                lo = mid;
                                flo = fm;
                            } else
                                hi = mid;
                        }
                        push_around(cs, p, fn, lo * eps, eps, mu_s, mu_k);
                        climb_to_zero(cs, p, fn, lo * eps, eps, mu_s, mu_k);
                    }
                }
            }
}
static void extreme_points(orc_cases *cs, const orc_point_spec *p)
{
    double xs[ORC_MAX_EXTREMES];
    const int nx = extreme_magnitudes(xs, p->is_float, NULL, 0);
    static const int pairs[] = { 0, 2, 4 };          /* a drop, equal, mu_s = 0 */
    for (int i = 0; i < nx; i++)
        for (int j = 0; j < nx; j++)
            for (int m = 0; m < 3; m++)
                push_pair(cs, p, ORC_SET_EXTREME, xs[i], xs[j], pairs[m]);
    for (int j = 0; j < nx; j++)
        for (int m = 0; m < 3; m++) {
            push_pair(cs, p, ORC_SET_EXTREME, xs[j] / 2, xs[j], pairs[m]);
            push_pair(cs, p, ORC_SET_EXTREME, walk(xs[j], -1, p->is_float), xs[j],
                      pairs[m]);
        }
    for (int fn = 0; fn < ORC_NFRICTION; fn++)
        if (orc_fn[fn].blend)
            for (int i = 0; i < nx; i++) {
                push_one(cs, p, fn, ORC_SET_EXTREME, 4e-4, 1e-3, xs[i], xs[i] / 4);
                push_one(cs, p, fn, ORC_SET_EXTREME, 4e-4, 1e-3, 0.5, xs[i]);
            }
}
static void outside_points(orc_cases *cs, const orc_point_spec *p)
{
    const double bad_y[] = { -1e-4, -0.0, -INFINITY, INFINITY, NAN };
    const double bad_eps[] = { 0, -0.0, -1e-3, INFINITY, NAN };
    const double bad_mu[] = { -0.1, -0.0, INFINITY, NAN };
    for (int fn = 0; fn < ORC_NFRICTION; fn++) {
        for (size_t i = 0; i < sizeof bad_y / sizeof *bad_y; i++)
            push_one(cs, p, fn, ORC_SET_OUTSIDE, bad_y[i], 1e-3, 0.5, 0.3);
        for (size_t i = 0; i < sizeof bad_eps / sizeof *bad_eps; i++)
            push_one(cs, p, fn, ORC_SET_OUTSIDE, 5e-4, bad_eps[i], 0.5, 0.3);
        for (size_t i = 0; orc_fn[fn].blend && i < sizeof bad_mu / sizeof *bad_mu; i++) {
            push_one(cs, p, fn, ORC_SET_OUTSIDE, 5e-4, 1e-3, bad_mu[i], 0.3);
            push_one(cs, p, fn, ORC_SET_OUTSIDE, 5e-4, 1e-3, 0.5, bad_mu[i]);
        }
    }
}
void orc_friction_fixed_points(orc_cases *cs, const orc_tables *t,
                               const orc_point_spec *p)
{
    grid_points(cs, p);
    breakpoint_points(cs, p);
    ladder_points(cs, t, p);
    near_break_draws(cs, t, p);
    root_points(cs, t, p);
    extreme_points(cs, p);
    outside_points(cs, p);
}
void orc_friction_draw(orc_cases *cs, const orc_point_spec *p, uint64_t *state)
{
    for (int fn = 0; fn < ORC_NFRICTION; fn++) {
        const double eps = exp2(uniform(state, -30, 10));
        const uint64_t shape = random_splitmix64(state);
        const double t = shape % 4 == 0 ? uniform(state, 0, 1.2)
                                        : exp2(uniform(state, -40, 3));
        const double mu_s = uniform(state, 0, 1.5);
        double mu_k = uniform(state, 0, 1.5);
        if ((shape >> 8) % 16 == 0)
            mu_k = mu_s;
        else if ((shape >> 8) % 16 == 1)
            mu_k = 0;
        const double y = t * in_format(eps, p->is_float);
        push_one(cs, p, fn, ORC_SET_RANDOM, y, eps, mu_s, mu_k);
        if (orc_is_potential(fn))
            push_one(cs, p, fn, ORC_SET_ZERO_Y, 0, eps, mu_s, mu_k);
    }
}
static void cross_check_blend(check_tally *tally, const orc_tables *t, int variant,
                              int stride)
{
    const orc_point_spec spec = { variant, 0, 1, 1, (UINT64_C(1) << ORC_NFRICTION) - 1 };
    orc_cases cs = { NULL, 0, 0 };
    uint64_t state = 1;
    long n = 0, poles = 0;
    double worst = 0;
    orc_fixed_points(&cs, t, &spec);
    orc_random_points(&cs, &spec, &state, 400);
    for (size_t k = 0; k < cs.n; k += 7 * (size_t)stride) {
        if (cs.c[k].set == ORC_SET_OUTSIDE)
            continue;
        const double rel = orc_cross_check(&cs.c[k], t, variant);
        if (rel < 0)
            poles++;
        else {
            n++;
            worst = rel > worst ? rel : worst;
        }
    }
    check(tally, worst <= 0x1p-200, "the exact truth agrees with 256-bit MPFR to %.2g S"
          " on %ld cases of the %s blend, every %dth input (%ld at a pole skipped)",
          worst, n, blend_name[variant], 7 * stride, poles);
    free(cs.c);
}
static int shift_agrees(const orc_case *c, const orc_tables *t, const orc_tables *view,
                        int k)
{
    exact_inputs in;
    mpq_t v, s, w, sw, yk;
    int same;
    set_inputs(&in, c);
    mpq_inits(v, s, w, sw, yk, (mpq_ptr)0);
    same = exact_piece(v, s, orc_truth(t, c->fn, BLEND_CUBIC), -1, &in) == 0
           && exact_piece(w, sw, orc_truth(view, c->fn, BLEND_CUBIC), -1, &in) == 0;
    mpz_pow_ui(mpq_numref(yk), mpq_numref(in.y), (unsigned long)abs(k));
    mpz_pow_ui(mpq_denref(yk), mpq_denref(in.y), (unsigned long)abs(k));
    if (k < 0)
        mpq_inv(yk, yk);
    mpq_mul(v, v, yk);
    mpq_mul(s, s, yk);
    same = same && mpq_equal(v, w) && mpq_equal(s, sw);
    mpq_clears(v, s, w, sw, yk, (mpq_ptr)0);
    clear_inputs(&in);
    return same;
}
static void check_transforms(check_tally *tally, const orc_tables *t, int stride)
{
    const uint64_t twelve = (UINT64_C(1) << ORC_NFRICTION) - 1;
    const orc_point_spec spec = { BLEND_CUBIC, 0, 1, 1, twelve };
    orc_cases cs = { NULL, 0, 0 };
    uint64_t state = 1;
    long n = 0, wrong = 0;
    orc_fixed_points(&cs, t, &spec);
    orc_random_points(&cs, &spec, &state, 100);
    for (int k = -2; k <= 2; k++) {
        int power[ORC_NFUN] = { 0 };
        for (int fn = 0; fn < ORC_NFRICTION && k != 0; fn++)
            power[fn] = k;
        orc_tables *view = k != 0 ? orc_tables_transformed(t, power) : NULL;
        wrong += k != 0 && view == NULL;
        for (size_t i = 0; view && i < cs.n; i += 7 * (size_t)stride)
            if (cs.c[i].set != ORC_SET_OUTSIDE && cs.c[i].y > 0)
                n++, wrong += !shift_agrees(&cs.c[i], t, view, k);
        free(view);
    }
    check(tally, n > 0 && wrong == 0, "a map's transform is exact: f y^k, k = -2, -1,"
          " 1, 2, is f times y^k on %ld cases of the cubic blend (%ld wrong)", n, wrong);
    free(cs.c);
}
void orc_friction_self_test(check_tally *tally, const orc_tables *t, int stride)
{
    cross_check_blend(tally, t, BLEND_CUBIC, stride);
    cross_check_blend(tally, t, BLEND_QUADRATIC, stride);
    check_transforms(tally, t, stride);
}
void orc_friction_vectors_header(FILE *out, int variant, unsigned long long seed)
{
    fprintf(out, "# Golden vectors of the twelve smooth friction functions, %s mu blend"
                 " (VARIANT=%s), binary64.\n"
                 "# Written by build/oracle --vectors (make vectors) from exact rational"
                 " values; inputs: level 1, seed %llu.\n"
                 "# value: the exact result rounded to nearest, ties to even; down, up:"
                 " rounded down and up.\n"
                 "# A correctly rounded implementation returns value; a faithful one returns"
                 " down or up.\n"
                 "function,y,eps_v,mu_s,mu_k,value,down,up\n", blend_name[variant],
            blend_name[variant], seed);
}
