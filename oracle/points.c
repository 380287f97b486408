/* Tangled from doc/oracle-impl.nw; edit there, not here. */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "family.h"

void orc_push(orc_cases *cs, int fn, int set, double y, double eps, double mu_s,
              double mu_k)
{
    if (cs->n == cs->cap) {
        size_t cap = cs->cap ? 2 * cs->cap : 4096;
        orc_case *c = realloc(cs->c, cap * sizeof *c);
        if (c == NULL) {
            fputs("oracle: out of memory\n", stderr);
            exit(2);
        }
        cs->c = c;
        cs->cap = cap;
    }
    orc_case *c = &cs->c[cs->n++];
    memset(c, 0, sizeof *c);
    c->fn = (signed char)fn;
    c->set = (signed char)set;
    c->y = y;
    c->eps = eps;
    c->mu_s = orc_fn[fn].blend ? mu_s : 0;
    c->mu_k = orc_fn[fn].blend ? mu_k : 0;
    c->status = ORC_PENDING;
}
void orc_push_args(orc_cases *cs, int fn, int set, const double *x)
{
    orc_push(cs, fn, set, 0, 0, 0, 0);
    memcpy(cs->c[cs->n - 1].x, x, (size_t)orc_fn[fn].nargs * sizeof *x);
}
double in_format(double x, int is_float)
{
    return is_float ? (double)(float)x : x;
}

double walk(double x, long k, int is_float)      /* k representable steps from x */
{
    for (; k > 0; k--)
        x = is_float ? (double)nextafterf((float)x, INFINITY) : nextafter(x, INFINITY);
    for (; k < 0; k++)
        x = is_float ? (double)nextafterf((float)x, -INFINITY) : nextafter(x, -INFINITY);
    return x;
}

static void push_one(orc_cases *cs, const orc_point_spec *p, int fn, int set, double y,
                     double eps, double mu_s, double mu_k)
{
    if (p->mask >> fn & 1)
        orc_push(cs, fn, set, in_format(y, p->is_float), in_format(eps, p->is_float),
                 in_format(mu_s, p->is_float), in_format(mu_k, p->is_float));
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
                    }
                }
            }
}
/* The extreme magnitudes of the format, with the n values of extra, increasing and
   without repeats, into xs (room for ORC_MAX_EXTREMES); returns their number. */
int extreme_magnitudes(double *xs, int is_float, const double *extra, int n)
{
    const double e1 = is_float ? 0x1p-60 : 0x1p-600, e2 = is_float ? 0x1p-21 : 0x1p-101;
    const double base[ORC_NBASE_EXTREMES] = {
        is_float ? 0x1p-149 : 0x1p-1074, is_float ? FLT_MIN : DBL_MIN, e1, e2, 1e-3, 1,
        1 / e2, 1 / e1, is_float ? FLT_MAX : DBL_MAX };
    int nx = 0;
    for (int i = 0, j = 0; i < ORC_NBASE_EXTREMES || j < n;) {
        const double v = j == n || (i < ORC_NBASE_EXTREMES && base[i] <= extra[j])
                         ? base[i++] : extra[j++];
        if ((nx == 0 || xs[nx - 1] != v) && nx < ORC_MAX_EXTREMES)
            xs[nx++] = v;
    }
    return nx;
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
void push_named(orc_cases *cs, const orc_point_spec *p, int fn, int set, double *x)
{
    if (!(p->mask >> fn & 1))
        return;
    for (int i = 0; i < orc_fn[fn].nargs; i++)
        x[i] = in_format(x[i], p->is_float);
    orc_push_args(cs, fn, set, x);
}
void orc_friction_fixed_points(orc_cases *cs, const orc_tables *t,
                               const orc_point_spec *p)
{
    grid_points(cs, p);
    breakpoint_points(cs, p);
    root_points(cs, t, p);
    extreme_points(cs, p);
    outside_points(cs, p);
}

void orc_fixed_points(orc_cases *cs, const orc_tables *t, const orc_point_spec *p)
{
    for (int f = 0; f < ORC_NFAMILY; f++)
        orc_families[f].fixed_points(cs, t, p);
}
uint64_t splitmix64(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

double uniform(uint64_t *state, double a, double b)
{
    return a + (b - a) * ((double)(splitmix64(state) >> 11) * 0x1p-53);
}

size_t orc_random_per_function(int level)
{
    return level >= 2 ? 840000 : 4000;
}

void orc_friction_draw(orc_cases *cs, const orc_point_spec *p, uint64_t *state)
{
    for (int fn = 0; fn < ORC_NFRICTION; fn++) {
        const double eps = exp2(uniform(state, -30, 10));
        const uint64_t shape = splitmix64(state);
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
void orc_random_points(orc_cases *cs, const orc_point_spec *p, uint64_t *state, size_t n)
{
    for (int f = 0; f < ORC_NFAMILY; f++)
        for (size_t i = 0; i < n; i++)
            orc_families[f].draw(cs, p, state);
}
